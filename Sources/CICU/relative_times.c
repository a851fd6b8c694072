// Relative times through ICU's C API (the relative artifact): forwarders like cicu.c, through
// the bound ICU's table (icu_functions.h, which includes ICU's headers).
#include "cicu_spans.h"
#include "icu_functions.h"

cicu_ureldatefmt *cicu_ureldatefmt_open(const char *locale, int32_t width, int32_t context,
                                        int32_t *status) {
  static const UDisplayContext contexts[] = {
      UDISPCTX_CAPITALIZATION_NONE, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE,
      UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE, UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU,
      UDISPCTX_CAPITALIZATION_FOR_STANDALONE};
  if (context < 0 || context >= (int32_t)(sizeof contexts / sizeof contexts[0])) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  if (CICU_LACKS(ureldatefmt_open, status)) return NULL;
  return (cicu_ureldatefmt *)ICU(ureldatefmt_open)(locale, NULL,
                                                   (UDateRelativeDateTimeFormatterStyle)width,
                                                   contexts[context], STATUS(status));
}

void cicu_ureldatefmt_close(cicu_ureldatefmt *format) {
  ICU(ureldatefmt_close)((URelativeDateTimeFormatter *)format);
}

int32_t cicu_ureldatefmt_format(const cicu_ureldatefmt *format, double offset, int32_t unit,
                                int32_t numericAlways, uint16_t *buffer, int32_t capacity,
                                int32_t *status) {
  const URelativeDateTimeFormatter *handle = (const URelativeDateTimeFormatter *)format;
  if (unit < 0 || unit >= UDAT_REL_UNIT_COUNT) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return numericAlways
             ? ICU(ureldatefmt_formatNumeric)(handle, offset, (URelativeDateTimeUnit)unit, buffer,
                                              capacity, STATUS(status))
             : ICU(ureldatefmt_format)(handle, offset, (URelativeDateTimeUnit)unit, buffer,
                                       capacity, STATUS(status));
}

int32_t cicu_ureldatefmt_formatFields(const cicu_ureldatefmt *format, double offset, int32_t unit,
                                      int32_t numericAlways, uint16_t *buffer, int32_t capacity,
                                      int32_t *fields, int32_t fieldCapacity,
                                      int32_t *fieldCount, int32_t *status) {
  const URelativeDateTimeFormatter *handle = (const URelativeDateTimeFormatter *)format;
  *fieldCount = 0;
  if (unit < 0 || unit >= UDAT_REL_UNIT_COUNT || capacity < 0 || fieldCapacity < 0) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  if (CICU_LACKS(ureldatefmt_formatToResult, status)) return 0;
  UFormattedRelativeDateTime *result = ICU(ureldatefmt_openResult)(STATUS(status));
  int32_t length = 0;
  if (U_SUCCESS(*STATUS(status))) {
    if (numericAlways) {
      ICU(ureldatefmt_formatNumericToResult)(handle, offset, (URelativeDateTimeUnit)unit, result,
                                             STATUS(status));
    } else {
      ICU(ureldatefmt_formatToResult)(handle, offset, (URelativeDateTimeUnit)unit, result,
                                      STATUS(status));
    }
    const UFormattedValue *value = ICU(ureldatefmt_resultAsValue)(result, STATUS(status));
    if (U_SUCCESS(*STATUS(status))) {
      length = cicu_readFormattedValue(value, buffer, capacity, fields, fieldCapacity, fieldCount,
                                       STATUS(status));
    }
  }
  if (result != NULL) ICU(ureldatefmt_closeResult)(result);
  return length;
}
