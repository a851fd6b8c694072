// Spans of time through the system ICU: interval formats and calendar arithmetic. ICU-free,
// like cicu.h (see there for why); beside it so the two halves of issue 30 touch separate files.
#ifndef CICU_SPANS_H
#define CICU_SPANS_H

#include <stdint.h>
#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cicu_udtitvfmt cicu_udtitvfmt;

/// Opens an interval format for a skeleton (`yMMMd`) in a zone; `locale` carries the calendar
/// keyword ("en_US@calendar=hebrew"), which is where ICU takes the calendar from.
cicu_udtitvfmt *cicu_udtitvfmt_open(const char *locale, const uint16_t *skeleton,
                                    int32_t skeletonLength, const uint16_t *zone,
                                    int32_t zoneLength, int32_t *status);
void cicu_udtitvfmt_close(cicu_udtitvfmt *format);
/// Formats the interval from `from` to `to` (milliseconds since 1970); returns the full length.
int32_t cicu_udtitvfmt_format(const cicu_udtitvfmt *format, double from, double to,
                              uint16_t *buffer, int32_t capacity, int32_t *status);

/// `ucal_getFieldDifference`: the whole number of `field` units from the calendar's time to
/// `target`; the calendar is advanced by that many units (so fields read in turn add up).
int32_t cicu_ucal_getFieldDifference(cicu_ucal *calendar, double target, int32_t field,
                                     int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
