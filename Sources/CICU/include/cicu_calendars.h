// Calendars: fields, arithmetic, week rules (cicu.c; field differences in spans.c). ICU-free,
// like every header here (see cicu.h).
#ifndef CICU_CALENDARS_H
#define CICU_CALENDARS_H

#include <stdint.h>
#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Calendar fields: ICU's UCalendarDateFields values this project reads.
enum {
  CICU_ERA = 0,
  CICU_YEAR = 1,
  CICU_MONTH = 2,
  CICU_WEEK_OF_YEAR = 3,
  CICU_WEEK_OF_MONTH = 4,
  CICU_DATE = 5,
  CICU_DAY_OF_YEAR = 6,
  CICU_DAY_OF_WEEK = 7,
  CICU_DAY_OF_WEEK_IN_MONTH = 8,
  CICU_HOUR_OF_DAY = 11,
  CICU_MINUTE = 12,
  CICU_SECOND = 13,
  CICU_MILLISECOND = 14,
  CICU_YEAR_WOY = 17,
  CICU_DOW_LOCAL = 18,
  CICU_EXTENDED_YEAR = 19,
  CICU_JULIAN_DAY = 20,
  CICU_IS_LEAP_MONTH = 22,
};

/// Opens a calendar; `locale` carries the calendar keyword ("en_US@calendar=hebrew").
cicu_ucal *cicu_ucal_open(const uint16_t *zone, int32_t zoneLength, const char *locale,
                          int32_t *status);
void cicu_ucal_close(cicu_ucal *calendar);
void cicu_ucal_setMillis(cicu_ucal *calendar, double millis, int32_t *status);
double cicu_ucal_getMillis(const cicu_ucal *calendar, int32_t *status);
int32_t cicu_ucal_get(cicu_ucal *calendar, int32_t field, int32_t *status);
void cicu_ucal_set(cicu_ucal *calendar, int32_t field, int32_t value);
/// `ucal_clear`: unsets every field and the time (`calc --from-components` sets only the fields
/// given, so ICU's resolution reads those alone; the zone and week rules stay).
void cicu_ucal_clear(cicu_ucal *calendar);
void cicu_ucal_add(cicu_ucal *calendar, int32_t field, int32_t amount, int32_t *status);
/// `ucal_roll`: adds `amount` to `field` within the range of the next larger field, which
/// stays (`calc --roll`).
void cicu_ucal_roll(cicu_ucal *calendar, int32_t field, int32_t amount, int32_t *status);
int32_t cicu_ucal_getActualMaximum(const cicu_ucal *calendar, int32_t field, int32_t *status);

/// ICU's limit types (UCalendarLimitType) `cicu_ucal_getLimit` asks for.
enum {
  CICU_LIMIT_MINIMUM = 0,
  CICU_LIMIT_MAXIMUM = 1,
  CICU_LIMIT_GREATEST_MINIMUM = 2,
  CICU_LIMIT_LEAST_MAXIMUM = 3,
  CICU_LIMIT_ACTUAL_MINIMUM = 4,
  CICU_LIMIT_ACTUAL_MAXIMUM = 5,
};

/// `ucal_getLimit`: one of the field's limits (`CICU_LIMIT_*`); the actual ones for the
/// calendar's time (`calc --range-of`, `--minimum-range`, `--maximum-range`).
int32_t cicu_ucal_getLimit(const cicu_ucal *calendar, int32_t field, int32_t type,
                           int32_t *status);
int32_t cicu_ucal_firstDayOfWeek(const cicu_ucal *calendar);
int32_t cicu_ucal_minimalDaysInFirstWeek(const cicu_ucal *calendar);
/// `ucal_setAttribute(UCAL_FIRST_DAY_OF_WEEK)`: 1 = Sunday … 7 = Saturday
/// (`calc --first-weekday`).
void cicu_ucal_setFirstDayOfWeek(cicu_ucal *calendar, int32_t weekday);
/// `ucal_setAttribute(UCAL_MINIMAL_DAYS_IN_FIRST_WEEK)`: 1 … 7 (`calc --min-days`).
void cicu_ucal_setMinimalDaysInFirstWeek(cicu_ucal *calendar, int32_t days);
/// The calendar type ICU really uses ("gregorian"); a static string owned by ICU.
const char *cicu_ucal_getType(const cicu_ucal *calendar, int32_t *status);

/// `ucal_getFieldDifference`: the whole number of `field` units from the calendar's time to
/// `target`; the calendar is advanced by that many units (so fields read in turn add up).
int32_t cicu_ucal_getFieldDifference(cicu_ucal *calendar, double target, int32_t field,
                                     int32_t *status);
/// `ucal_isWeekend`: 1 when `date` falls in a weekend of the calendar's locale (its region's
/// weekend days and transitions), else 0.
int32_t cicu_ucal_isWeekend(const cicu_ucal *calendar, double date, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_CALENDARS_H
