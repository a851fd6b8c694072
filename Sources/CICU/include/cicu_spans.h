// Spans of time: relative times, intervals and durations. ICU-free, like every header here
// (see cicu.h).
#ifndef CICU_SPANS_H
#define CICU_SPANS_H

#include <stdint.h>
#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Relative times (relative_times.c)

/// The locale's word for the current day ("Today"), capitalized as a row that starts a line.
int32_t cicu_todayWord(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status);

/// Opens a relative date-time formatter (`ureldatefmt_open`, no number format of its own) of
/// width 0 long, 1 short, 2 narrow, with the capitalization context 0 none, 1 for the
/// beginning of a sentence, 2 for its middle, 3 for a list or menu item, 4 standalone
/// (U_ILLEGAL_ARGUMENT_ERROR for another).
cicu_ureldatefmt *cicu_ureldatefmt_open(const char *locale, int32_t width, int32_t context,
                                        int32_t *status);
void cicu_ureldatefmt_close(cicu_ureldatefmt *format);
/// `offset` of ICU's unit `unit` (0 year … 7 second, 8 Sunday … 14 Saturday): with
/// `ureldatefmt_formatNumeric` when `numericAlways` is 1 ("1 day ago"), else
/// `ureldatefmt_format` ("yesterday").
int32_t cicu_ureldatefmt_format(const cicu_ureldatefmt *format, double offset, int32_t unit,
                                int32_t numericAlways, uint16_t *buffer, int32_t capacity,
                                int32_t *status);
/// A field's category as `cicu_ureldatefmt_formatFields` writes it: a number's field (its
/// `field` ICU's `UNumberFormatFields`: 0 integer, 1 fraction, 2 decimal separator, 6 grouping
/// separator, 10 sign …), a relative time's (0 literal, 1 the number's span), a date's (ICU's
/// `UDateFormatField`), an interval's span (0 the start, 1 the end), or another.
enum {
  CICU_FIELD_OTHER = 0,
  CICU_FIELD_NUMBER = 1,
  CICU_FIELD_RELATIVE = 2,
  CICU_FIELD_DATE = 3,
  CICU_FIELD_INTERVAL_SPAN = 4,
};
/// `cicu_ureldatefmt_format`'s string, formatted to a result (`ureldatefmt_formatToResult`,
/// ICU 64 and later), and the result's fields in ICU's order: up to `fieldCapacity` quadruples
/// of category (`CICU_FIELD_…`), field, start and limit (UTF-16 indexes) in `fields`, and how
/// many fields there are in `fieldCount` (more than the capacity: call again with more room).
/// Returns the string's full length (U_BUFFER_OVERFLOW_ERROR when `capacity` is short).
int32_t cicu_ureldatefmt_formatFields(const cicu_ureldatefmt *format, double offset, int32_t unit,
                                      int32_t numericAlways, uint16_t *buffer, int32_t capacity,
                                      int32_t *fields, int32_t fieldCapacity,
                                      int32_t *fieldCount, int32_t *status);

/// The word `RelativeDateTimeFormatter::format(UDateDirection, UDateAbsoluteUnit)` writes
/// (relative_words.cpp, the linked ICU's C++ API; U_UNSUPPORTED_ERROR on another): direction
/// 0 last-2 … 4 next-2, 5 plain (the bare unit name); unit as `UDateAbsoluteUnit` (0 Sunday …
/// 6 Saturday, 7 day, 8 week, 9 month, 10 year, 12 quarter, 13 hour, 14 minute); width and
/// context as `cicu_ureldatefmt_open` takes them. An empty string where the locale has no
/// word (en's next-2 day), as ICU answers.
int32_t cicu_reldatefmt_formatWord(const char *locale, int32_t width, int32_t context,
                                   int32_t direction, int32_t unit, uint16_t *buffer,
                                   int32_t capacity, int32_t *status);

// MARK: Intervals (spans.c; user patterns in interval_patterns.cpp)

/// Opens an interval format for a skeleton (`yMMMd`) in a zone; `locale` carries the calendar
/// keyword ("en_US@calendar=hebrew"), which is where ICU takes the calendar from.
cicu_udtitvfmt *cicu_udtitvfmt_open(const char *locale, const uint16_t *skeleton,
                                    int32_t skeletonLength, const uint16_t *zone,
                                    int32_t zoneLength, int32_t *status);
void cicu_udtitvfmt_close(cicu_udtitvfmt *format);
/// Formats the interval from `from` to `to` (milliseconds since 1970); returns the full length.
int32_t cicu_udtitvfmt_format(const cicu_udtitvfmt *format, double from, double to,
                              uint16_t *buffer, int32_t capacity, int32_t *status);
/// The skeleton of a pattern (`udatpg_getSkeleton`: its fields, their literals dropped), the
/// interval skeleton ECMA-402's implementations ask for a style pair's range.
int32_t cicu_udatpg_getSkeleton(const uint16_t *pattern, int32_t length, uint16_t *buffer,
                                int32_t capacity, int32_t *status);
/// `cicu_udtitvfmt_format`'s string, formatted to a result (`udtitvfmt_formatToResult`, ICU 67
/// and later; an older bound ICU answers U_UNSUPPORTED_ERROR), and the result's fields in ICU's
/// order, as `cicu_ureldatefmt_formatFields` writes them: a date field's category is
/// `CICU_FIELD_DATE` (its field ICU's `UDateFormatField`), a span's `CICU_FIELD_INTERVAL_SPAN`
/// (field 0 the start date's text, 1 the end date's).
int32_t cicu_udtitvfmt_formatFields(const cicu_udtitvfmt *format, double from, double to,
                                    uint16_t *buffer, int32_t capacity, int32_t *fields,
                                    int32_t fieldCapacity, int32_t *fieldCount, int32_t *status);

// MARK: A date's parts (date_fields.c)

/// `cicu_udat_format`'s string with the fields ICU marks in it (`udat_formatForFields` and a
/// `UFieldPositionIterator`, ICU 55 and later; an older bound ICU answers U_UNSUPPORTED_ERROR),
/// written as `cicu_ureldatefmt_formatFields` writes them: each field's category is
/// `CICU_FIELD_DATE`, its field ICU's `UDateFormatField`. Plain `udat_format` underneath: the
/// formatter's own calendar, copied per call, no kept copy.
int32_t cicu_udat_formatFields(const cicu_udat *format, double millis, uint16_t *buffer,
                               int32_t capacity, int32_t *fields, int32_t fieldCapacity,
                               int32_t *fieldCount, int32_t *status);

/// Sets the interval format's capitalization context (`udtitvfmt_setContext`, ICU 68 and
/// later: U_UNSUPPORTED_ERROR on an ICU without it), numbered as `cicu_ureldatefmt_open` takes
/// it. ICU capitalizes the first date only: the second is always written without a context.
void cicu_udtitvfmt_setContext(cicu_udtitvfmt *format, int32_t context, int32_t *status);

/// Opens an interval format as `cicu_udtitvfmt_open` does, from a `DateIntervalInfo` of the
/// user's (interval_patterns.cpp, the linked ICU's C++ API; U_UNSUPPORTED_ERROR on another):
/// an empty info (`DateIntervalInfo(UErrorCode&)`, none of the locale's interval data) given
/// `count` patterns under the skeleton, `patterns[i]` (`patternLengths[i]` units) for the
/// largest differing field `fields[i]` (ICU's UCalendarDateFields: 0 era, 1 year, 2 month,
/// 5 date, 9 AM/PM, 10 hour, 11 hour of day, 12 minute), set in that order, and the fallback
/// pattern when `fallback` is not NULL (its default `{0} – {1}` otherwise). The handle is
/// ICU's `DateIntervalFormat`, which the C API's `UDateIntervalFormat` is: format and close
/// it with `cicu_udtitvfmt_format` and `cicu_udtitvfmt_close`.
cicu_udtitvfmt *cicu_dtitvfmt_openWithPatterns(const char *locale, const uint16_t *skeleton,
                                               int32_t skeletonLength, const uint16_t *zone,
                                               int32_t zoneLength, const int32_t *fields,
                                               const uint16_t *const *patterns,
                                               const int32_t *patternLengths, int32_t count,
                                               const uint16_t *fallback, int32_t fallbackLength,
                                               int32_t *status);

// MARK: Durations (durations.cpp, the linked ICU's C++ API)

/// Opens ICU's C++ `MeasureFormat` (the C API has none) of width 0 wide, 1 short, 2 narrow,
/// 3 numeric.
cicu_measfmt *cicu_measfmt_open(const char *locale, int32_t width, int32_t *status);
void cicu_measfmt_close(cicu_measfmt *format);
/// The string `MeasureFormat::formatMeasures` writes for `count` measures, `amounts[i]` of unit
/// `units[i]` (1 day, 2 hour, 3 minute, 4 second; 0 week and 5 millisecond … 7 nanosecond
/// are for unit_lists.c only): for the unit widths from formatters the handle
/// keeps (what formatMeasures would build for each call), for the numeric width by formatMeasures.
int32_t cicu_measfmt_formatDuration(const cicu_measfmt *format, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status);
/// `MeasureFormat::formatMeasures` itself, every width: the reference the tests compare with.
int32_t cicu_measfmt_formatMeasures(const cicu_measfmt *format, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status);

// MARK: Durations through the C API (unit_lists.c, any bound ICU)

/// Opens what writes durations through ICU's C API for width 0 wide, 1 short, 2 narrow: a
/// number formatter per unit and a units list formatter. The numeric width (3) has no C API
/// (U_UNSUPPORTED_ERROR), nor has an ICU without `unumf_*` (62) or `ulistfmt_openForType` (67).
/// `minimumDigits` (0 to 9) pads every value to that many integer digits (1: none; 0 writes
/// no integer digit for a value below 1), and `maximumDigits` (`minimumDigits` to 9, at least
/// 1 — 0 only with a minimum of 0, Foundation's `integer-width/*`, no limit — or -1 for no
/// limit) cuts the higher digits beyond it; the last measure is written with
/// `fractionMinimum` to `fractionMaximum` fraction digits (0 to 6, the minimum not above the
/// maximum), or both -1 with the locale's decimal format's.
cicu_unitlist *cicu_unitlist_open(const char *locale, int32_t width, int32_t minimumDigits,
                                  int32_t maximumDigits, int32_t fractionMinimum,
                                  int32_t fractionMaximum, int32_t *status);
void cicu_unitlist_close(cicu_unitlist *handle);
/// The string `MeasureFormat::formatMeasures` writes for the unit widths, as
/// `cicu_measfmt_formatDuration` takes its measures, for up to 8 measures of units 0 week,
/// 1 day, 2 hour, 3 minute, 4 second, 5 millisecond, 6 microsecond, 7 nanosecond. Opens a
/// unit's number formatters on its first use (so the handle is not const).
int32_t cicu_unitlist_format(cicu_unitlist *handle, const double *amounts, const int32_t *units,
                             int32_t count, uint16_t *buffer, int32_t capacity,
                             int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_SPANS_H
