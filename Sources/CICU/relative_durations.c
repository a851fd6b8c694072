// Relative times through ICU's C API (the relative artifact). Like cicu.c, the only kind of
// file that includes ICU's headers.
#include "cicu.h"

#include <unicode/ureldatefmt.h>

#define STATUS(s) ((UErrorCode *)(s))

cicu_ureldatefmt *cicu_ureldatefmt_open(const char *locale, int32_t width, int32_t *status) {
  return (cicu_ureldatefmt *)ureldatefmt_open(locale, NULL,
                                              (UDateRelativeDateTimeFormatterStyle)width,
                                              UDISPCTX_CAPITALIZATION_NONE, STATUS(status));
}

void cicu_ureldatefmt_close(cicu_ureldatefmt *format) {
  ureldatefmt_close((URelativeDateTimeFormatter *)format);
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
             ? ureldatefmt_formatNumeric(handle, offset, (URelativeDateTimeUnit)unit, buffer,
                                         capacity, STATUS(status))
             : ureldatefmt_format(handle, offset, (URelativeDateTimeUnit)unit, buffer, capacity,
                                  STATUS(status));
}
