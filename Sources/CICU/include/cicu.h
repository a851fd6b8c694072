// A thin, ICU-free C interface to the system ICU.
//
// This header includes no ICU header on purpose: ICU's headers define the same types as
// Foundation's own ICU, and any Swift module that sees both fails to build. It also gives every
// function a stable name, where ICU's `urename.h` turns `udat_open` into `udat_open_72`.
// Handles are opaque, status is an `int32_t` (ICU's UErrorCode: > 0 is failure, < 0 a warning),
// text is UTF-16 in `uint16_t` buffers; functions that write text return the full length, which
// may exceed the capacity (then nothing usable was written and the caller retries).
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cicu_udat cicu_udat;
typedef struct cicu_udatpg cicu_udatpg;
typedef struct cicu_ucal cicu_ucal;
typedef struct cicu_uplrules cicu_uplrules;
typedef struct cicu_unumf cicu_unumf;

/// ICU's name for a status code (`U_ILLEGAL_ARGUMENT_ERROR`).
const char *cicu_errorName(int32_t status);

// MARK: Versions

/// Writes ICU's version as "72.1" (at most `capacity` bytes, NUL-terminated).
void cicu_icuVersion(char *buffer, int32_t capacity);
void cicu_unicodeVersion(char *buffer, int32_t capacity);
void cicu_cldrVersion(char *buffer, int32_t capacity, int32_t *status);
/// The tzdata version ICU carries ("2022e"); a static string owned by ICU.
const char *cicu_tzdataVersion(int32_t *status);

// MARK: Locales

int32_t cicu_availableLocaleCount(void);
/// The available locale at `index`; a static string owned by ICU.
const char *cicu_availableLocale(int32_t index);
/// ICU's normalized form of an ICU-style id ("zh_tw" → "zh_TW").
int32_t cicu_localeName(const char *id, char *buffer, int32_t capacity, int32_t *status);
/// A BCP 47 tag as an ICU id ("zh-TW" → "zh_TW"); `parsedLength` receives how much was read.
int32_t cicu_localeForLanguageTag(const char *tag, char *buffer, int32_t capacity,
                                  int32_t *parsedLength, int32_t *status);
/// The likely-subtags form ("zh_TW" → "zh_Hant_TW").
int32_t cicu_localeAddLikelySubtags(const char *id, char *buffer, int32_t capacity,
                                    int32_t *status);
/// 1 when the locale's script is written right to left.
int32_t cicu_localeIsRightToLeft(const char *id);
/// The locale whose resource bundle ICU opens for an id (its valid locale: "zh_TW" →
/// "zh_Hant_TW", "ff_GH" → "ff_Latn"); `status` is ICU's, U_USING_DEFAULT_WARNING (-127) when
/// ICU fell back to the default locale.
int32_t cicu_localeDataLocale(const char *id, char *buffer, int32_t capacity, int32_t *status);

// MARK: Time zones

/// Fills `canonical` with ICU's canonical id for `zone`; `isSystem` is 1 for a zone ICU knows.
int32_t cicu_canonicalTimeZone(const uint16_t *zone, int32_t length, uint16_t *canonical,
                               int32_t capacity, int32_t *isSystem, int32_t *status);
/// Every system zone id (all, or canonical only) into `buffer`, each followed by a NUL;
/// returns the bytes needed, which may exceed `capacity` (then the list is incomplete).
int32_t cicu_timeZoneIDs(int32_t canonicalOnly, char *buffer, int32_t capacity,
                         int32_t *status);

// MARK: Calendars (calendars.c)

/// `ucal_getKeywordValuesForLocale("calendar", locale, commonlyUsed)` into `buffer`, each id
/// followed by a NUL: every calendar for `""` and 0, a locale's preferred ones for 1. Returns
/// the bytes needed, which may exceed `capacity` (then the list is incomplete).
int32_t cicu_calendarIDs(const char *locale, int32_t commonlyUsed, char *buffer,
                         int32_t capacity, int32_t *status);
/// `unumsys_openAvailableNames` into `buffer` as `cicu_calendarIDs` fills it.
int32_t cicu_numberingSystems(char *buffer, int32_t capacity, int32_t *status);

// MARK: Date formats

/// Opens a formatter for styles (0 full, 1 long, 2 medium, 3 short, -1 none) in a zone.
cicu_udat *cicu_udat_openStyles(int32_t timeStyle, int32_t dateStyle, const char *locale,
                                const uint16_t *zone, int32_t zoneLength, int32_t *status);
/// Opens a formatter for a pattern in a zone.
cicu_udat *cicu_udat_openPattern(const char *locale, const uint16_t *zone, int32_t zoneLength,
                                 const uint16_t *pattern, int32_t patternLength, int32_t *status);
void cicu_udat_close(cicu_udat *format);
/// Replaces the pattern of a formatter opened from a pattern: the same result as opening a new
/// one for the Gregorian, Buddhist and Hebrew calendars, at a twentieth of the cost.
void cicu_udat_applyPattern(cicu_udat *format, const uint16_t *pattern, int32_t length);
/// Moves the formatter to another zone; later formats render in it.
void cicu_udat_setTimeZone(cicu_udat *format, const uint16_t *zone, int32_t length,
                           int32_t *status);
int32_t cicu_udat_format(const cicu_udat *format, double millis, uint16_t *buffer,
                         int32_t capacity, int32_t *status);
/// Formats an instant exactly as `cicu_udat_format` does, with `*kept`, a copy of the
/// formatter's calendar kept between calls (made when NULL; close it with `cicu_ucal_close`).
///
/// `udat_format` copies the formatter's calendar, sets the copy to the instant, formats the copy
/// and frees it: a calendar and a time zone copied and freed per string. Setting a calendar's
/// time clears every field, so a copy kept and set again is the same calendar: the caller must
/// drop it (close it, set NULL) whenever the formatter's calendar may change — its zone moved,
/// a parse, a new pattern.
int32_t cicu_udat_formatKept(const cicu_udat *format, cicu_ucal **kept, double millis,
                             uint16_t *buffer, int32_t capacity, int32_t *status);
/// The stand-alone abbreviated (`ccc`) or, with `narrow`, narrow (`ccccc`) name of `weekday`
/// (1 = Sunday … 7 = Saturday) in the formatter's locale and calendar.
int32_t cicu_udat_standaloneWeekday(const cicu_udat *format, int32_t narrow, int32_t weekday,
                                    uint16_t *buffer, int32_t capacity, int32_t *status);

// MARK: Pattern generator

cicu_udatpg *cicu_udatpg_open(const char *locale, int32_t *status);
void cicu_udatpg_close(cicu_udatpg *generator);
int32_t cicu_udatpg_getBestPattern(cicu_udatpg *generator, const uint16_t *skeleton,
                                   int32_t skeletonLength, uint16_t *buffer, int32_t capacity,
                                   int32_t *status);
/// The date-time glue pattern ("{1}, {0}"); returns its length.
int32_t cicu_udatpg_getDateTimeFormat(const cicu_udatpg *generator, uint16_t *buffer,
                                      int32_t capacity);

// MARK: Calendars

/// Calendar fields: ICU's UCalendarDateFields values this project reads.
enum {
  CICU_ERA = 0,
  CICU_YEAR = 1,
  CICU_MONTH = 2,
  CICU_WEEK_OF_YEAR = 3,
  CICU_DATE = 5,
  CICU_DAY_OF_WEEK = 7,
  CICU_DAY_OF_WEEK_IN_MONTH = 8,
  CICU_HOUR_OF_DAY = 11,
  CICU_MINUTE = 12,
  CICU_SECOND = 13,
  CICU_YEAR_WOY = 17,
  CICU_EXTENDED_YEAR = 19,
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
void cicu_ucal_add(cicu_ucal *calendar, int32_t field, int32_t amount, int32_t *status);
int32_t cicu_ucal_getActualMaximum(const cicu_ucal *calendar, int32_t field, int32_t *status);
int32_t cicu_ucal_firstDayOfWeek(const cicu_ucal *calendar);
int32_t cicu_ucal_minimalDaysInFirstWeek(const cicu_ucal *calendar);
/// The calendar type ICU really uses ("gregorian"); a static string owned by ICU.
const char *cicu_ucal_getType(const cicu_ucal *calendar, int32_t *status);

// MARK: Plural rules and numbers

cicu_uplrules *cicu_uplrules_open(const char *locale, int32_t *status);
void cicu_uplrules_close(cicu_uplrules *rules);
/// The plural category of `number` ("one", "other") into an ASCII buffer.
int32_t cicu_uplrules_select(const cicu_uplrules *rules, double number, char *buffer,
                             int32_t capacity, int32_t *status);
/// Opens a number formatter from an ICU number skeleton ("measure-unit/duration-hour unit-width-full-name").
cicu_unumf *cicu_unumf_open(const uint16_t *skeleton, int32_t length, const char *locale,
                            int32_t *status);
void cicu_unumf_close(cicu_unumf *formatter);
int32_t cicu_unumf_formatInt(const cicu_unumf *formatter, int64_t value, uint16_t *buffer,
                             int32_t capacity, int32_t *status);

// MARK: Relative dates

/// The locale's word for the current day ("Today"), capitalized as a row that starts a line.
int32_t cicu_todayWord(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status);

// MARK: Style sets (issue 16: one formatter per locale, calendar and numbering override)
//
// Implemented in style_sets.c, which reimplements part of ICU 72's SimpleDateFormat::construct
// through ICU's internal ures_getByKeyWithFallback (the build refuses another ICU major);
// StyleSetTests proves every pair equal to a fresh udat_open.

typedef struct cicu_styles cicu_styles;

/// Opens the formatters of a locale's 24 (date, time) style pairs in one calendar, rendering
/// in `zone`. Styles are 0 full, 1 long, 2 medium, 3 short, -1 none, as in
/// `cicu_udat_openStyles`.
///
/// `udat_open` for a style pair reads the locale's style patterns, joins date and time with the
/// glue, and sets up the numbering overrides the patterns name (he_IL's Hebrew calendar:
/// `d=hebr;y=hebr`). Pairs whose overrides are the same share one formatter, opened for one of
/// them and re-patterned for the others with the pattern ICU's own construction would give
/// (read here from the same resources): a re-patterned formatter then differs from a fresh one
/// in nothing. Where the locale's data takes a path this does not reproduce (a time pattern
/// from the pattern generator, an unusual glue), or where the opened formatter's pattern is not
/// the one read, every pair gets a formatter of its own, as `udat_open` gives it.
cicu_styles *cicu_styles_open(const char *locale, const uint16_t *zone, int32_t zoneLength,
                              int32_t *status);
void cicu_styles_close(cicu_styles *styles);
/// 1 when pairs share re-patterned formatters, 0 when each pair has its own.
int32_t cicu_styles_isShared(const cicu_styles *styles);
/// Formats an instant in a pair, in `zone` (moving the formatter there when it is elsewhere).
int32_t cicu_styles_format(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                           const uint16_t *zone, int32_t zoneLength, double millis,
                           uint16_t *buffer, int32_t capacity, int32_t *status);
/// The pattern a pair formats with.
int32_t cicu_styles_pattern(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                            uint16_t *buffer, int32_t capacity, int32_t *status);
/// Hands the caller a formatter equal to a fresh `udat_open` of the pair, moved to `zone`
/// (close it with `cicu_udat_close`); the set opens another if it needs one again.
cicu_udat *cicu_styles_take(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                            const uint16_t *zone, int32_t zoneLength, int32_t *status);
/// A formatter's pattern.
int32_t cicu_udat_toPattern(const cicu_udat *format, uint16_t *buffer, int32_t capacity,
                            int32_t *status);

// MARK: Parsing (the parsing artifact)

/// Parses `text` with `format`, strictly (`lenient` 0) or leniently (1), from its start, and
/// restores the formatter's leniency afterwards. `consumed` receives how many UTF-16 units the
/// parse read (the caller checks the whole string was); a failed parse sets `status`.
double cicu_udat_parseFrom(const cicu_udat *format, const uint16_t *text, int32_t length,
                           int32_t lenient, int32_t *consumed, int32_t *status);
/// Parses `text` as `cicu_udat_parseFrom` does, with the set's formatter of a pair in `zone`
/// (the formatter a fresh `udat_open` of the pair equals).
double cicu_styles_parse(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                         const uint16_t *zone, int32_t zoneLength, const uint16_t *text,
                         int32_t length, int32_t lenient, int32_t *consumed, int32_t *status);

// MARK: Spans of time (the relative and durations artifacts; spans.c, durations.cpp)

typedef struct cicu_ureldatefmt cicu_ureldatefmt;
typedef struct cicu_measfmt cicu_measfmt;

/// Opens a relative date-time formatter (`ureldatefmt_open`, no number format of its own,
/// no capitalization) of width 0 long, 1 short, 2 narrow.
cicu_ureldatefmt *cicu_ureldatefmt_open(const char *locale, int32_t width, int32_t *status);
void cicu_ureldatefmt_close(cicu_ureldatefmt *format);
/// `offset` of ICU's unit `unit` (0 year … 7 second, 8 Sunday … 14 Saturday): with
/// `ureldatefmt_formatNumeric` when `numericAlways` is 1 ("1 day ago"), else
/// `ureldatefmt_format` ("yesterday").
int32_t cicu_ureldatefmt_format(const cicu_ureldatefmt *format, double offset, int32_t unit,
                                int32_t numericAlways, uint16_t *buffer, int32_t capacity,
                                int32_t *status);

/// Opens ICU's C++ `MeasureFormat` (the C API has none) of width 0 wide, 1 short, 2 narrow,
/// 3 numeric.
cicu_measfmt *cicu_measfmt_open(const char *locale, int32_t width, int32_t *status);
void cicu_measfmt_close(cicu_measfmt *format);
/// The string `MeasureFormat::formatMeasures` writes for `count` measures, `amounts[i]` of unit
/// `units[i]` (0 day, 1 hour, 2 minute, 3 second): for the unit widths from formatters the handle
/// keeps (what formatMeasures would build for each call), for the numeric width by formatMeasures.
int32_t cicu_measfmt_formatDuration(const cicu_measfmt *format, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status);
/// `MeasureFormat::formatMeasures` itself, every width: the reference the tests compare with.
int32_t cicu_measfmt_formatMeasures(const cicu_measfmt *format, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

// Spans of time (intervals, calendar arithmetic) live in their own header.
#include "cicu_spans.h"

#endif  // CICU_H
