// Date formats, the pattern generator, style sets and parsing (cicu.c, style_sets.c). ICU-free,
// like every header here (see cicu.h).
#ifndef CICU_DATES_H
#define CICU_DATES_H

#include <stdint.h>
#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

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
/// The stand-alone name of `weekday` (1 = Sunday … 7 = Saturday) in the formatter's locale and
/// calendar: `width` 0 abbreviated (`ccc`), 1 narrow (`ccccc`), 2 wide (`cccc`, what a screen
/// reader says for a header cell).
int32_t cicu_udat_standaloneWeekday(const cicu_udat *format, int32_t width, int32_t weekday,
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
/// A field's display name in the locale ("hour", "Stunde"): `field` a UDateTimePatternField
/// (1 year, 3 month, 6 weekday, 9 day, 10 day period, 11 hour, 12 minute, 13 second), `width`
/// 0 wide, 1 abbreviated, 2 narrow. U_UNSUPPORTED_ERROR from an ICU without it (before 61).
int32_t cicu_udatpg_getFieldDisplayName(const cicu_udatpg *generator, int32_t field,
                                        int32_t width, uint16_t *buffer, int32_t capacity,
                                        int32_t *status);

// MARK: Style sets (issue 16: one formatter per locale, calendar and numbering override)
//
// Implemented in style_sets.c, which reimplements part of ICU 72's SimpleDateFormat::construct
// through ICU's internal ures_getByKeyWithFallback, on the versions StyleSetTests proved it
// equal to a fresh udat_open (cicu_bind_shortcutsProven); elsewhere one udat_open per pair.

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

#ifdef __cplusplus
}
#endif

#endif  // CICU_DATES_H
