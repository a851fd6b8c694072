// Spans of time: forwards each call to ICU. This file and cicu.c alone include ICU's headers.
#include "cicu_spans.h"

#include <unicode/ucal.h>
#include <unicode/udateintervalformat.h>

#define STATUS(s) ((UErrorCode *)(s))

cicu_udtitvfmt *cicu_udtitvfmt_open(const char *locale, const uint16_t *skeleton,
                                    int32_t skeletonLength, const uint16_t *zone,
                                    int32_t zoneLength, int32_t *status) {
  return (cicu_udtitvfmt *)udtitvfmt_open(locale, skeleton, skeletonLength, zone, zoneLength,
                                          STATUS(status));
}

void cicu_udtitvfmt_close(cicu_udtitvfmt *format) {
  udtitvfmt_close((UDateIntervalFormat *)format);
}

int32_t cicu_udtitvfmt_format(const cicu_udtitvfmt *format, double from, double to,
                              uint16_t *buffer, int32_t capacity, int32_t *status) {
  return udtitvfmt_format((const UDateIntervalFormat *)format, from, to, buffer, capacity, NULL,
                          STATUS(status));
}

int32_t cicu_ucal_getFieldDifference(cicu_ucal *calendar, double target, int32_t field,
                                     int32_t *status) {
  return ucal_getFieldDifference((UCalendar *)calendar, target, (UCalendarDateFields)field,
                                 STATUS(status));
}
