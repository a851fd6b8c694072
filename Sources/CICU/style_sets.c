// Style sets: NOT a forwarder. Where cicu.c forwards each call to the ICU call of the same role,
// this file reimplements part of ICU 72's SimpleDateFormat::construct (icu4c
// source/i18n/smpdtfmt.cpp): the reading of a calendar's DateTimePatterns, of each style item's
// numbering override, and of the date-time glue, through ICU's *internal*
// ures_getByKeyWithFallback (declared in icu_functions.h; exported by libicuuc but not in a
// public header). It exists for speed (issue 16): pairs whose overrides agree share one
// formatter, re-patterned, instead of one udat_open per pair (its cost: Development.md,
// "Measurements behind the code"). Every set checks the first formatter of each group against
// the pattern read here and falls back to one udat_open per pair on any doubt. Includes ICU's
// headers (through icu_functions.h).
//
// What proves it equal to udat_open: Tests/ICUEngineTests/StyleSetTests.swift compares every
// pair's pattern and strings with a fresh udat_open formatter (every locale's patterns, and
// strings over locales, calendars, zones and instants, parsing included), and
// KeptCalendarTests covers the kept calendar it formats with. Proven on ICU 72 only: on any
// other bound version (cicu_shortcutsProven, checked at run time) every set is unshared, one
// udat_open per pair, which is ICU's public path.
#include "cicu_dates.h"
#include "icu_functions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// How construct builds a pair's formatter, and why pairs can share one:
// udat_open(timeStyle, dateStyle, …) runs ICU 72's SimpleDateFormat::construct: it reads the
// calendar's DateTimePatterns (the type's, else Gregorian's), takes the time and date items
// (each a pattern, or [pattern, numbering override]), joins them with the glue
// (DateTimePatterns%atTime of the type, else Gregorian's, when it has four entries; else the
// DateTimePatterns glue for the date style), and records the overrides: the date item's as the
// date override, the time item's as the time override — and a time-only pair's as the *date*
// override, as construct does. Everything else a formatter holds (calendar, symbols, number
// format, zone) depends on the locale alone, and the pattern-derived flags are recomputed by
// applyPattern. So two pairs whose overrides are the same differ only in the pattern, and one
// formatter opened for either serves both once re-patterned. The first formatter of each
// group is checked to carry exactly the pattern read here; any doubt gives each pair its own
// formatter, which is what udat_open gives.

enum {
  kStylePairs = 25,   // (date + 1) * 5 + (time + 1), styles -1 (none) … 3 (short)
  kZoneCapacity = 128,
  kNoPair = -1,
};

typedef struct {
  UDateFormat *format;  // NULL until opened (or after it was handed over)
  cicu_ucal *kept;      // its calendar's copy for cicu_udat_formatKept, NULL when dropped
  int32_t pair;         // the pair whose pattern it holds
  UChar zone[kZoneCapacity];
  int32_t zoneLength;
} StyleFormat;

struct cicu_styles {
  char locale[ULOC_FULLNAME_CAPACITY];
  UChar zone[kZoneCapacity];
  int32_t zoneLength;
  int32_t shared;
  int32_t slotCount;
  UChar *patterns[kStylePairs];  // shared sets only
  int32_t patternLengths[kStylePairs];
  int32_t groupOf[kStylePairs];         // pair → its formatter's slot
  int32_t representative[kStylePairs];  // slot → the pair it is opened for
  StyleFormat formats[kStylePairs];     // by slot
};

/// One DateTimePatterns item, pointing into ICU's resource data.
typedef struct {
  const UChar *pattern;
  int32_t length;
  const UChar *override;  // NULL when the item is a plain string
  int32_t overrideLength;
} StyleItem;

static int32_t stylePair(int32_t dateStyle, int32_t timeStyle) {
  if (dateStyle < -1 || dateStyle > 3 || timeStyle < -1 || timeStyle > 3) return kNoPair;
  if (dateStyle == -1 && timeStyle == -1) return kNoPair;
  return (dateStyle + 1) * 5 + (timeStyle + 1);
}

static int32_t pairDate(int32_t pair) { return pair / 5 - 1; }
static int32_t pairTime(int32_t pair) { return pair % 5 - 1; }

static UBool readStyleItem(const UResourceBundle *patterns, int32_t index, StyleItem *item) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *entry = ICU(ures_getByIndex)(patterns, index, NULL, &status);
  item->override = NULL;
  item->overrideLength = 0;
  if (U_SUCCESS(status)) {
    switch (ICU(ures_getType)(entry)) {
    case URES_STRING:
      item->pattern = ICU(ures_getString)(entry, &item->length, &status);
      break;
    case URES_ARRAY:
      item->pattern = ICU(ures_getStringByIndex)(entry, 0, &item->length, &status);
      item->override = ICU(ures_getStringByIndex)(entry, 1, &item->overrideLength, &status);
      break;
    default:
      status = U_INVALID_FORMAT_ERROR;
    }
  }
  ICU(ures_close)(entry);
  return U_SUCCESS(status);
}

/// SimpleFormatter's reading of a glue with `{0}` the time and `{1}` the date: an apostrophe
/// before a brace starts quoted text, two apostrophes are one, any other apostrophe is text.
/// Writes to `out` when it is not NULL; returns the length, or -1 for a glue this does not
/// reproduce (other arguments, no `{1}`), which SimpleFormatter would refuse.
static int32_t joinWithGlue(const UChar *glue, int32_t glueLength, const UChar *time,
                            int32_t timeLength, const UChar *date, int32_t dateLength,
                            UChar *out) {
  int32_t length = 0;
  int32_t maxArgument = -1;
  UBool inQuote = 0;
  for (int32_t i = 0; i < glueLength;) {
    UChar c = glue[i++];
    if (c == u'\'') {
      if (i < glueLength && (c = glue[i]) == u'\'') {
        ++i;
      } else if (inQuote) {
        inQuote = 0;
        continue;
      } else if (c == u'{' || c == u'}') {
        ++i;
        inQuote = 1;
      } else {
        c = u'\'';
      }
    } else if (!inQuote && c == u'{') {
      if (i + 1 < glueLength && (glue[i] == u'0' || glue[i] == u'1') && glue[i + 1] == u'}') {
        int32_t argument = glue[i] - u'0';
        const UChar *value = argument == 0 ? time : date;
        int32_t valueLength = argument == 0 ? timeLength : dateLength;
        if (out != NULL) memcpy(out + length, value, sizeof(UChar) * (size_t)valueLength);
        length += valueLength;
        if (argument > maxArgument) maxArgument = argument;
        i += 2;
        continue;
      }
      return -1;
    }
    if (out != NULL) out[length] = c;
    ++length;
  }
  return maxArgument == 1 ? length : -1;
}

/// The calendar resource `key` (`DateTimePatterns`, `DateTimePatterns%atTime`) of `type`, or
/// Gregorian's when the type has none, looked up as construct looks it up.
static UResourceBundle *calendarPatterns(const UResourceBundle *bundle, const char *type,
                                         const char *key, UErrorCode *status) {
  UResourceBundle *found = NULL;
  UBool gregorian = type == NULL || strcmp(type, "gregorian") == 0;
  char path[128];
  if (!gregorian) {
    if (snprintf(path, sizeof path, "calendar/%s/%s", type, key) >= (int)sizeof path) {
      *status = U_BUFFER_OVERFLOW_ERROR;
      return NULL;
    }
    found = ICU(ures_getByKeyWithFallback)(bundle, path, NULL, status);
  }
  if (gregorian || *status == U_MISSING_RESOURCE_ERROR) {
    ICU(ures_close)(found);
    *status = U_ZERO_ERROR;
    snprintf(path, sizeof path, "calendar/gregorian/%s", key);
    found = ICU(ures_getByKeyWithFallback)(bundle, path, NULL, status);
  }
  return found;
}

static UBool sameText(const UChar *a, int32_t aLength, const UChar *b, int32_t bLength) {
  if (a == NULL || b == NULL) return a == b;
  return aLength == bLength && memcmp(a, b, sizeof(UChar) * (size_t)aLength) == 0;
}

/// The numbering overrides construct would record for a pair, and which halves it has.
typedef struct {
  int32_t kind;  // 1 date only, 2 time only, 3 both
  const UChar *dateOverride, *timeOverride;
  int32_t dateOverrideLength, timeOverrideLength;
} StyleOverrides;

/// Whether construct would take its time patterns from the pattern generator because the
/// locale's data comes from another language or region: when the valid locale is not the base
/// name and the languages differ, or the base names a region the valid locale does not. An
/// alias keeps both (`zh_TW` is valid as `zh_Hant_TW`), so it reads its bundle as construct
/// does.
static UBool takesTimesFromGenerator(const char *base, const char *valid) {
  if (strcmp(valid, base) == 0) return 0;
  char baseLanguage[ULOC_LANG_CAPACITY], validLanguage[ULOC_LANG_CAPACITY];
  char baseRegion[ULOC_COUNTRY_CAPACITY], validRegion[ULOC_COUNTRY_CAPACITY];
  UErrorCode status = U_ZERO_ERROR;
  ICU(uloc_getLanguage)(base, baseLanguage, sizeof baseLanguage, &status);
  ICU(uloc_getLanguage)(valid, validLanguage, sizeof validLanguage, &status);
  ICU(uloc_getCountry)(base, baseRegion, sizeof baseRegion, &status);
  ICU(uloc_getCountry)(valid, validRegion, sizeof validRegion, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return 1;
  return strcmp(baseLanguage, validLanguage) != 0 ||
         (baseRegion[0] != 0 && strcmp(baseRegion, validRegion) != 0);
}

/// Reads every pair's pattern and groups pairs by their overrides. Returns 0 (and leaves the
/// set unshared) when the locale's data takes a path this does not reproduce.
static UBool readStylePatterns(cicu_styles *styles, const char *type) {
  UErrorCode status = U_ZERO_ERROR;
  char base[ULOC_FULLNAME_CAPACITY];
  ICU(uloc_getBaseName)(styles->locale, base, sizeof base, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return 0;
  // construct takes time patterns from the pattern generator for a locale with an `rg` or
  // `hours` keyword, or whose data comes from another language or region: not reproduced.
  char keyword[8];
  UErrorCode keywordStatus = U_ZERO_ERROR;
  if (ICU(uloc_getKeywordValue)(styles->locale, "rg", keyword, sizeof keyword, &keywordStatus) > 0)
    return 0;
  keywordStatus = U_ZERO_ERROR;
  if (ICU(uloc_getKeywordValue)(styles->locale, "hours", keyword, sizeof keyword,
                                &keywordStatus) > 0)
    return 0;

  UBool ok = 0;
  UResourceBundle *bundle = ICU(ures_open)(NULL, base, &status);
  UResourceBundle *patterns = calendarPatterns(bundle, type, "DateTimePatterns", &status);
  UErrorCode atTimeStatus = U_ZERO_ERROR;
  UResourceBundle *atTime =
      U_SUCCESS(status) ? calendarPatterns(bundle, type, "DateTimePatterns%atTime", &atTimeStatus)
                        : NULL;
  UErrorCode validStatus = U_ZERO_ERROR;
  const char *valid = U_SUCCESS(status)
                          ? ICU(ures_getLocaleByType)(patterns, ULOC_VALID_LOCALE, &validStatus)
                          : NULL;
  int32_t size = U_SUCCESS(status) ? ICU(ures_getSize)(patterns) : 0;
  if (U_FAILURE(status) || U_FAILURE(validStatus) || valid == NULL ||
      takesTimesFromGenerator(base, valid) || size <= 8)
    goto done;
  UBool useAtTime = U_SUCCESS(atTimeStatus) && ICU(ures_getSize)(atTime) >= 4;

  StyleItem times[4], dates[4];
  for (int32_t style = 0; style < 4; ++style) {
    if (!readStyleItem(patterns, style, &times[style])) goto done;
    if (!readStyleItem(patterns, 4 + style, &dates[style])) goto done;
  }
  StyleOverrides overrides[kStylePairs];
  UBool anyOverride = 0;
  for (int32_t pair = 0; pair < kStylePairs; ++pair) {
    int32_t date = pairDate(pair), time = pairTime(pair);
    StyleOverrides *o = &overrides[pair];
    memset(o, 0, sizeof *o);
    if (date == -1 && time == -1) continue;
    const UChar *pattern;
    int32_t length;
    UChar *joined = NULL;
    if (date >= 0 && time >= 0) {
      const UChar *glue;
      int32_t glueLength = 0;
      UErrorCode glueStatus = U_ZERO_ERROR;
      glue = useAtTime ? ICU(ures_getStringByIndex)(atTime, date, &glueLength, &glueStatus)
                       : ICU(ures_getStringByIndex)(patterns, size >= 13 ? 9 + date : 8,
                                                    &glueLength, &glueStatus);
      if (U_FAILURE(glueStatus)) goto done;
      length = joinWithGlue(glue, glueLength, times[time].pattern, times[time].length,
                            dates[date].pattern, dates[date].length, NULL);
      if (length < 0) goto done;
      joined = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
      if (joined == NULL) goto done;
      joinWithGlue(glue, glueLength, times[time].pattern, times[time].length,
                   dates[date].pattern, dates[date].length, joined);
      o->kind = 3;
      o->dateOverride = dates[date].override;
      o->dateOverrideLength = dates[date].overrideLength;
      o->timeOverride = times[time].override;
      o->timeOverrideLength = times[time].overrideLength;
    } else if (time >= 0) {
      pattern = times[time].pattern;
      length = times[time].length;
      o->kind = 2;
      o->dateOverride = times[time].override;  // sic: construct's choice for time-only pairs
      o->dateOverrideLength = times[time].overrideLength;
    } else {
      pattern = dates[date].pattern;
      length = dates[date].length;
      o->kind = 1;
      o->dateOverride = dates[date].override;
      o->dateOverrideLength = dates[date].overrideLength;
    }
    if (joined == NULL) {
      joined = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
      if (joined == NULL) goto done;
      memcpy(joined, pattern, sizeof(UChar) * (size_t)length);
    }
    joined[length] = 0;
    styles->patterns[pair] = joined;
    styles->patternLengths[pair] = length;
    anyOverride = anyOverride || o->dateOverride != NULL || o->timeOverride != NULL;
  }
  // Slots: one per distinct override record (all pairs share one when no item has any).
  int32_t slots = 0;
  for (int32_t pair = 0; pair < kStylePairs; ++pair) {
    if (styles->patterns[pair] == NULL) continue;
    int32_t slot = -1;
    for (int32_t other = 0; other < pair && slot < 0; ++other) {
      if (styles->patterns[other] == NULL) continue;
      const StyleOverrides *a = &overrides[pair], *b = &overrides[other];
      if (!anyOverride ||
          (a->kind == b->kind &&
           sameText(a->dateOverride, a->dateOverrideLength, b->dateOverride,
                    b->dateOverrideLength) &&
           sameText(a->timeOverride, a->timeOverrideLength, b->timeOverride,
                    b->timeOverrideLength)))
        slot = styles->groupOf[other];
    }
    if (slot < 0) {
      slot = slots++;
      styles->representative[slot] = pair;
    }
    styles->groupOf[pair] = slot;
  }
  styles->slotCount = slots;
  ok = 1;
done:
  ICU(ures_close)(atTime);
  ICU(ures_close)(patterns);
  ICU(ures_close)(bundle);
  return ok;
}

static UBool sameZone(const StyleFormat *format, const UChar *zone, int32_t length) {
  return format->zoneLength == length &&
         memcmp(format->zone, zone, sizeof(UChar) * (size_t)length) == 0;
}

/// Drops a slot's kept calendar copy: its formatter's calendar changed or left the set.
static void dropKept(StyleFormat *format) {
  ICU(ucal_close)((UCalendar *)format->kept);
  format->kept = NULL;
}

static void setZone(StyleFormat *format, const UChar *zone, int32_t length,
                    UErrorCode *status) {
  if (sameZone(format, zone, length)) return;
  dropKept(format);
  if (length > kZoneCapacity) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return;
  }
  ICU(ucal_setTimeZone)((UCalendar *)ICU(udat_getCalendar)(format->format), zone, length, status);
  if (U_FAILURE(*status)) return;
  memcpy(format->zone, zone, sizeof(UChar) * (size_t)length);
  format->zoneLength = length;
}

/// Opens the formatter of a slot for its representative pair, in the set's zone.
static UBool openSlot(cicu_styles *styles, int32_t slot, UErrorCode *status) {
  int32_t pair = styles->representative[slot];
  StyleFormat *format = &styles->formats[slot];
  format->format =
      ICU(udat_open)((UDateFormatStyle)pairTime(pair), (UDateFormatStyle)pairDate(pair),
                     styles->locale, styles->zone, styles->zoneLength, NULL, 0, status);
  if (U_FAILURE(*status)) {
    ICU(udat_close)(format->format);
    format->format = NULL;
    return 0;
  }
  format->pair = pair;
  memcpy(format->zone, styles->zone, sizeof(UChar) * (size_t)styles->zoneLength);
  format->zoneLength = styles->zoneLength;
  return 1;
}

/// Whether an opened slot's formatter holds the pattern read for its pair.
static UBool holdsReadPattern(const cicu_styles *styles, int32_t slot) {
  int32_t pair = styles->representative[slot];
  UChar buffer[512];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ICU(udat_toPattern)(styles->formats[slot].format, 0, buffer, 512, &status);
  return U_SUCCESS(status) && length <= 512 &&
         sameText(buffer, length, styles->patterns[pair], styles->patternLengths[pair]);
}

/// Gives every pair a formatter of its own: slot = pair. Formatters already open keep serving
/// the pair they were opened for.
static void unshare(cicu_styles *styles) {
  StyleFormat opened[kStylePairs];
  memcpy(opened, styles->formats, sizeof opened);
  memset(styles->formats, 0, sizeof styles->formats);
  for (int32_t slot = 0; slot < kStylePairs; ++slot) {
    if (opened[slot].format == NULL) continue;
    int32_t pair = opened[slot].pair;
    if (pair == styles->representative[slot] && styles->formats[pair].format == NULL) {
      styles->formats[pair] = opened[slot];
    } else {
      ICU(udat_close)(opened[slot].format);
    }
  }
  for (int32_t pair = 0; pair < kStylePairs; ++pair) {
    free(styles->patterns[pair]);
    styles->patterns[pair] = NULL;
    styles->groupOf[pair] = pair;
    styles->representative[pair] = pair;
  }
  styles->shared = 0;
  styles->slotCount = kStylePairs;
}

cicu_styles *cicu_styles_open(const char *locale, const uint16_t *zone, int32_t zoneLength,
                              int32_t *status) {
  if (U_FAILURE(*STATUS(status))) return NULL;
  if (strlen(locale) >= ULOC_FULLNAME_CAPACITY || zoneLength < 0 ||
      zoneLength > kZoneCapacity) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  cicu_styles *styles = (cicu_styles *)calloc(1, sizeof(cicu_styles));
  if (styles == NULL) {
    *STATUS(status) = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  strcpy(styles->locale, locale);
  memcpy(styles->zone, zone, sizeof(UChar) * (size_t)zoneLength);
  styles->zoneLength = zoneLength;
  for (int32_t pair = 0; pair < kStylePairs; ++pair) {
    styles->groupOf[pair] = pair;
    styles->representative[pair] = pair;
  }
  // full/full first: it tells the calendar type, and (checked against the pattern read) it
  // proves the read of a date item, a time item and a glue.
  int32_t first = stylePair(0, 0);
  if (!openSlot(styles, first, STATUS(status))) {
    free(styles);
    return NULL;
  }
  UErrorCode typeStatus = U_ZERO_ERROR;
  const char *type =
      ICU(ucal_getType)(ICU(udat_getCalendar)(styles->formats[first].format), &typeStatus);
  // Any of ICU 72's calendar types (issue 29): construct reads every type's DateTimePatterns
  // the same way, and the checks below fall back wherever the locale's own bundle does not
  // hold them. EveryCalendarTests compares every pair in all 18 calendars with udat_open.
  // Shared only on a version the tests proved the reconstruction on, and whose libicuuc
  // exports the internal lookup; elsewhere one udat_open per pair.
  UBool known = U_SUCCESS(typeStatus) && cicu_shortcutsProven() &&
                ICU(ures_getByKeyWithFallback) != NULL;
  if (!known || !readStylePatterns(styles, type)) {
    unshare(styles);
    return styles;
  }
  // The full/full formatter moves to its slot; each other slot opens and is checked now.
  StyleFormat opened = styles->formats[first];
  memset(&styles->formats[first], 0, sizeof opened);
  styles->shared = 1;
  int32_t firstSlot = styles->groupOf[first];
  styles->representative[firstSlot] = first;
  styles->formats[firstSlot] = opened;
  for (int32_t slot = 0; slot < styles->slotCount; ++slot) {
    if (styles->formats[slot].format == NULL) {
      if (!openSlot(styles, slot, STATUS(status))) {
        cicu_styles_close(styles);
        return NULL;
      }
    }
    if (!holdsReadPattern(styles, slot)) {
      unshare(styles);
      return styles;
    }
  }
  return styles;
}

void cicu_styles_close(cicu_styles *styles) {
  if (styles == NULL) return;
  for (int32_t slot = 0; slot < kStylePairs; ++slot) {
    dropKept(&styles->formats[slot]);
    ICU(udat_close)(styles->formats[slot].format);
    free(styles->patterns[slot]);
  }
  free(styles);
}

int32_t cicu_styles_isShared(const cicu_styles *styles) { return styles->shared; }

/// The formatter of a pair, opened if need be, holding the pair's pattern, in `zone`.
static StyleFormat *styleFormat(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                                UErrorCode *status) {
  int32_t pair = stylePair(dateStyle, timeStyle);
  if (pair == kNoPair) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  int32_t slot = styles->groupOf[pair];
  StyleFormat *format = &styles->formats[slot];
  if (format->format == NULL && !openSlot(styles, slot, status)) return NULL;
  if (format->pair != pair) {
    dropKept(format);
    ICU(udat_applyPattern)(format->format, 0, styles->patterns[pair], styles->patternLengths[pair]);
    format->pair = pair;
  }
  return format;
}

int32_t cicu_styles_format(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                           const uint16_t *zone, int32_t zoneLength, double millis,
                           uint16_t *buffer, int32_t capacity, int32_t *status) {
  StyleFormat *format = styleFormat(styles, dateStyle, timeStyle, STATUS(status));
  if (format == NULL) return 0;
  setZone(format, zone, zoneLength, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  return cicu_udat_formatKept((const cicu_udat *)format->format, &format->kept, millis, buffer,
                              capacity, status);
}

int32_t cicu_styles_pattern(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                            uint16_t *buffer, int32_t capacity, int32_t *status) {
  StyleFormat *format = styleFormat(styles, dateStyle, timeStyle, STATUS(status));
  if (format == NULL) return 0;
  return ICU(udat_toPattern)(format->format, 0, buffer, capacity, STATUS(status));
}

cicu_udat *cicu_styles_take(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                            const uint16_t *zone, int32_t zoneLength, int32_t *status) {
  StyleFormat *format = styleFormat(styles, dateStyle, timeStyle, STATUS(status));
  if (format == NULL) return NULL;
  setZone(format, zone, zoneLength, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return NULL;
  UDateFormat *taken = format->format;
  dropKept(format);
  format->format = NULL;
  format->zoneLength = 0;
  return (cicu_udat *)taken;
}

double cicu_styles_parse(cicu_styles *styles, int32_t dateStyle, int32_t timeStyle,
                         const uint16_t *zone, int32_t zoneLength, const uint16_t *text,
                         int32_t length, int32_t lenient, int32_t *consumed, int32_t *status) {
  *consumed = 0;
  StyleFormat *format = styleFormat(styles, dateStyle, timeStyle, STATUS(status));
  if (format == NULL) return 0;
  setZone(format, zone, zoneLength, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  dropKept(format);
  return cicu_udat_parseFrom((const cicu_udat *)format->format, text, length, lenient, consumed,
                             status);
}
