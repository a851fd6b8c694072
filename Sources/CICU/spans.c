// Intervals and field differences: forwarders like cicu.c, through the bound ICU's table
// (icu_functions.h, which includes ICU's headers).
#include "cicu_calendars.h"
#include "cicu_spans.h"
#include "icu_functions.h"

cicu_udtitvfmt *cicu_udtitvfmt_open(const char *locale, const uint16_t *skeleton,
                                    int32_t skeletonLength, const uint16_t *zone,
                                    int32_t zoneLength, int32_t *status) {
  if (CICU_LACKS(udtitvfmt_open, status)) return NULL;
  return (cicu_udtitvfmt *)ICU(udtitvfmt_open)(locale, skeleton, skeletonLength, zone, zoneLength,
                                               STATUS(status));
}

void cicu_udtitvfmt_close(cicu_udtitvfmt *format) {
  ICU(udtitvfmt_close)((UDateIntervalFormat *)format);
}

int32_t cicu_udtitvfmt_format(const cicu_udtitvfmt *format, double from, double to,
                              uint16_t *buffer, int32_t capacity, int32_t *status) {
  return ICU(udtitvfmt_format)((const UDateIntervalFormat *)format, from, to, buffer, capacity,
                               NULL, STATUS(status));
}

void cicu_udtitvfmt_setContext(cicu_udtitvfmt *format, int32_t context, int32_t *status) {
  static const UDisplayContext contexts[] = {
      UDISPCTX_CAPITALIZATION_NONE, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE,
      UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE, UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU,
      UDISPCTX_CAPITALIZATION_FOR_STANDALONE};
  if (context < 0 || context >= (int32_t)(sizeof contexts / sizeof contexts[0])) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return;
  }
  if (CICU_LACKS(udtitvfmt_setContext, status)) return;
  ICU(udtitvfmt_setContext)((UDateIntervalFormat *)format, contexts[context], STATUS(status));
}

int32_t cicu_udatpg_getSkeleton(const uint16_t *pattern, int32_t length, uint16_t *buffer,
                                int32_t capacity, int32_t *status) {
  if (CICU_LACKS(udatpg_getSkeleton, status)) return 0;
  return ICU(udatpg_getSkeleton)(NULL, pattern, length, buffer, capacity, STATUS(status));
}

int32_t cicu_udtitvfmt_formatFields(const cicu_udtitvfmt *format, double from, double to,
                                    uint16_t *buffer, int32_t capacity, int32_t *fields,
                                    int32_t fieldCapacity, int32_t *fieldCount, int32_t *status) {
  *fieldCount = 0;
  if (capacity < 0 || fieldCapacity < 0) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  // Before ICU 67 the function took its result before the dates: the same name, another call.
  if (cicu_boundMajor < 67) {
    *STATUS(status) = U_UNSUPPORTED_ERROR;
    return 0;
  }
  if (CICU_LACKS(udtitvfmt_formatToResult, status)) return 0;
  UFormattedDateInterval *result = ICU(udtitvfmt_openResult)(STATUS(status));
  int32_t length = 0;
  if (U_SUCCESS(*STATUS(status))) {
    ICU(udtitvfmt_formatToResult)((const UDateIntervalFormat *)format, from, to, result,
                                  STATUS(status));
    const UFormattedValue *value = ICU(udtitvfmt_resultAsValue)(result, STATUS(status));
    if (U_SUCCESS(*STATUS(status))) {
      length = cicu_readFormattedValue(value, buffer, capacity, fields, fieldCapacity, fieldCount,
                                       STATUS(status));
    }
  }
  if (result != NULL) ICU(udtitvfmt_closeResult)(result);
  return length;
}

int32_t cicu_ucal_getFieldDifference(cicu_ucal *calendar, double target, int32_t field,
                                     int32_t *status) {
  return ICU(ucal_getFieldDifference)((UCalendar *)calendar, target, (UCalendarDateFields)field,
                                      STATUS(status));
}

int32_t cicu_ucal_isWeekend(const cicu_ucal *calendar, double date, int32_t *status) {
  return ICU(ucal_isWeekend)((const UCalendar *)calendar, date, STATUS(status)) ? 1 : 0;
}
