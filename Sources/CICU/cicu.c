// Forwarders: each function calls the ICU function of the same role, so Swift reaches ICU 72 by
// stable names and never sees ICU's types. With style_sets.c (which is not a forwarder: it
// reimplements part of ICU's style-formatter construction, and says so), the only code that
// includes ICU's headers.
#include "cicu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/ureldatefmt.h>
#include <unicode/uversion.h>

#define STATUS(s) ((UErrorCode *)(s))

// UErrorCode is an enum whose storage is int-sized on every platform ICU supports; the
// casts above rely on it.
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode must be 32 bits");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar must be 16 bits");

const char *cicu_errorName(int32_t status) { return u_errorName((UErrorCode)status); }

// MARK: Versions

void cicu_icuVersion(char *buffer, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(info);
  u_versionToString(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

void cicu_unicodeVersion(char *buffer, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getUnicodeVersion(info);
  u_versionToString(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

void cicu_cldrVersion(char *buffer, int32_t capacity, int32_t *status) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  ulocdata_getCLDRVersion(info, STATUS(status));
  u_versionToString(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

const char *cicu_tzdataVersion(int32_t *status) { return ucal_getTZDataVersion(STATUS(status)); }

// MARK: Locales

int32_t cicu_availableLocaleCount(void) { return uloc_countAvailable(); }

const char *cicu_availableLocale(int32_t index) { return uloc_getAvailable(index); }

int32_t cicu_localeName(const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return uloc_getName(id, buffer, capacity, STATUS(status));
}

int32_t cicu_localeForLanguageTag(const char *tag, char *buffer, int32_t capacity,
                                  int32_t *parsedLength, int32_t *status) {
  return uloc_forLanguageTag(tag, buffer, capacity, parsedLength, STATUS(status));
}

int32_t cicu_localeAddLikelySubtags(const char *id, char *buffer, int32_t capacity,
                                    int32_t *status) {
  return uloc_addLikelySubtags(id, buffer, capacity, STATUS(status));
}

int32_t cicu_localeIsRightToLeft(const char *id) { return uloc_isRightToLeft(id) ? 1 : 0; }

int32_t cicu_localeDataLocale(const char *id, char *buffer, int32_t capacity, int32_t *status) {
  UResourceBundle *bundle = ures_open(NULL, id, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  UErrorCode local = U_ZERO_ERROR;
  const char *valid = ures_getLocaleByType(bundle, ULOC_VALID_LOCALE, &local);
  int32_t length = 0;
  if (U_SUCCESS(local) && valid != NULL) {
    length = (int32_t)strlen(valid);
    if (length < capacity) {
      memcpy(buffer, valid, (size_t)length + 1);
    } else {
      *STATUS(status) = U_BUFFER_OVERFLOW_ERROR;
    }
  } else {
    *STATUS(status) = local;
  }
  ures_close(bundle);
  return length;
}

// MARK: Time zones

int32_t cicu_canonicalTimeZone(const uint16_t *zone, int32_t length, uint16_t *canonical,
                               int32_t capacity, int32_t *isSystem, int32_t *status) {
  UBool system = 0;
  int32_t written = ucal_getCanonicalTimeZoneID(zone, length, canonical, capacity, &system,
                                                STATUS(status));
  *isSystem = system ? 1 : 0;
  return written;
}

static UEnumeration *openZones(int32_t canonicalOnly, int32_t *status) {
  return ucal_openTimeZoneIDEnumeration(
      canonicalOnly ? UCAL_ZONE_TYPE_CANONICAL : UCAL_ZONE_TYPE_ANY, NULL, NULL, STATUS(status));
}

int32_t cicu_timeZoneIDs(int32_t canonicalOnly, char *buffer, int32_t capacity,
                         int32_t *status) {
  UEnumeration *zones = openZones(canonicalOnly, status);
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t needed = 0;
  int32_t length = 0;
  const char *id;
  while ((id = uenum_next(zones, &length, STATUS(status))) != NULL) {
    if (needed + length + 1 <= capacity) {
      memcpy(buffer + needed, id, (size_t)length);
      buffer[needed + length] = 0;
    }
    needed += length + 1;
  }
  uenum_close(zones);
  return needed;
}

// MARK: Date formats

cicu_udat *cicu_udat_openStyles(int32_t timeStyle, int32_t dateStyle, const char *locale,
                                const uint16_t *zone, int32_t zoneLength, int32_t *status) {
  return (cicu_udat *)udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale,
                                zone, zoneLength, NULL, 0, STATUS(status));
}

cicu_udat *cicu_udat_openPattern(const char *locale, const uint16_t *zone, int32_t zoneLength,
                                 const uint16_t *pattern, int32_t patternLength,
                                 int32_t *status) {
  return (cicu_udat *)udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zoneLength, pattern,
                                patternLength, STATUS(status));
}

void cicu_udat_close(cicu_udat *format) { udat_close((UDateFormat *)format); }

void cicu_udat_applyPattern(cicu_udat *format, const uint16_t *pattern, int32_t length) {
  udat_applyPattern((UDateFormat *)format, 0, pattern, length);
}

void cicu_udat_setTimeZone(cicu_udat *format, const uint16_t *zone, int32_t length,
                           int32_t *status) {
  // The C API has no udat_setTimeZone. The formatter owns its calendar and formats in that
  // calendar's zone (C++ DateFormat::setTimeZone does exactly this), so moving the calendar's
  // zone moves the formatter without rebuilding it: building costs ten formats' time.
  UCalendar *calendar = (UCalendar *)udat_getCalendar((const UDateFormat *)format);
  ucal_setTimeZone(calendar, zone, length, STATUS(status));
}

int32_t cicu_udat_format(const cicu_udat *format, double millis, uint16_t *buffer,
                         int32_t capacity, int32_t *status) {
  return udat_format((const UDateFormat *)format, millis, buffer, capacity, NULL,
                     STATUS(status));
}

int32_t cicu_udat_formatKept(const cicu_udat *format, cicu_ucal **kept, double millis,
                             uint16_t *buffer, int32_t capacity, int32_t *status) {
  // udat_format runs DateFormat::format(UDate): clone fCalendar, setTime on the clone, then
  // format(Calendar&). udat_formatCalendar runs that same format(Calendar&) on the calendar
  // given; a clone of fCalendar whose time is set (which clears every field) is that calendar.
  if (*kept == NULL) {
    UCalendar *copy = ucal_clone(udat_getCalendar((const UDateFormat *)format), STATUS(status));
    if (U_FAILURE(*STATUS(status))) {
      ucal_close(copy);
      return 0;
    }
    *kept = (cicu_ucal *)copy;
  }
  ucal_setMillis((UCalendar *)*kept, millis, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  return udat_formatCalendar((const UDateFormat *)format, (UCalendar *)*kept, buffer, capacity,
                             NULL, STATUS(status));
}

int32_t cicu_udat_standaloneWeekday(const cicu_udat *format, int32_t narrow, int32_t weekday,
                                    uint16_t *buffer, int32_t capacity, int32_t *status) {
  UDateFormatSymbolType type = narrow ? UDAT_STANDALONE_NARROW_WEEKDAYS
                                      : UDAT_STANDALONE_SHORT_WEEKDAYS;
  return udat_getSymbols((const UDateFormat *)format, type, weekday, buffer, capacity,
                         STATUS(status));
}

// MARK: Pattern generator

cicu_udatpg *cicu_udatpg_open(const char *locale, int32_t *status) {
  return (cicu_udatpg *)udatpg_open(locale, STATUS(status));
}

void cicu_udatpg_close(cicu_udatpg *generator) {
  udatpg_close((UDateTimePatternGenerator *)generator);
}

int32_t cicu_udatpg_getBestPattern(cicu_udatpg *generator, const uint16_t *skeleton,
                                   int32_t skeletonLength, uint16_t *buffer, int32_t capacity,
                                   int32_t *status) {
  return udatpg_getBestPattern((UDateTimePatternGenerator *)generator, skeleton, skeletonLength,
                               buffer, capacity, STATUS(status));
}

int32_t cicu_udatpg_getDateTimeFormat(const cicu_udatpg *generator, uint16_t *buffer,
                                      int32_t capacity) {
  int32_t length = 0;
  const UChar *glue =
      udatpg_getDateTimeFormat((const UDateTimePatternGenerator *)generator, &length);
  if (glue != NULL && length <= capacity) memcpy(buffer, glue, sizeof(UChar) * (size_t)length);
  return length;
}

// MARK: Calendars

cicu_ucal *cicu_ucal_open(const uint16_t *zone, int32_t zoneLength, const char *locale,
                          int32_t *status) {
  return (cicu_ucal *)ucal_open(zone, zoneLength, locale, UCAL_DEFAULT, STATUS(status));
}

void cicu_ucal_close(cicu_ucal *calendar) { ucal_close((UCalendar *)calendar); }

void cicu_ucal_setMillis(cicu_ucal *calendar, double millis, int32_t *status) {
  ucal_setMillis((UCalendar *)calendar, millis, STATUS(status));
}

double cicu_ucal_getMillis(const cicu_ucal *calendar, int32_t *status) {
  return ucal_getMillis((const UCalendar *)calendar, STATUS(status));
}

int32_t cicu_ucal_get(cicu_ucal *calendar, int32_t field, int32_t *status) {
  return ucal_get((UCalendar *)calendar, (UCalendarDateFields)field, STATUS(status));
}

void cicu_ucal_set(cicu_ucal *calendar, int32_t field, int32_t value) {
  ucal_set((UCalendar *)calendar, (UCalendarDateFields)field, value);
}

void cicu_ucal_add(cicu_ucal *calendar, int32_t field, int32_t amount, int32_t *status) {
  ucal_add((UCalendar *)calendar, (UCalendarDateFields)field, amount, STATUS(status));
}

int32_t cicu_ucal_getActualMaximum(const cicu_ucal *calendar, int32_t field, int32_t *status) {
  return ucal_getLimit((const UCalendar *)calendar, (UCalendarDateFields)field,
                       UCAL_ACTUAL_MAXIMUM, STATUS(status));
}

int32_t cicu_ucal_firstDayOfWeek(const cicu_ucal *calendar) {
  return ucal_getAttribute((const UCalendar *)calendar, UCAL_FIRST_DAY_OF_WEEK);
}

int32_t cicu_ucal_minimalDaysInFirstWeek(const cicu_ucal *calendar) {
  return ucal_getAttribute((const UCalendar *)calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
}

const char *cicu_ucal_getType(const cicu_ucal *calendar, int32_t *status) {
  return ucal_getType((const UCalendar *)calendar, STATUS(status));
}

// MARK: Plural rules and numbers

cicu_uplrules *cicu_uplrules_open(const char *locale, int32_t *status) {
  return (cicu_uplrules *)uplrules_open(locale, STATUS(status));
}

void cicu_uplrules_close(cicu_uplrules *rules) { uplrules_close((UPluralRules *)rules); }

int32_t cicu_uplrules_select(const cicu_uplrules *rules, double number, char *buffer,
                             int32_t capacity, int32_t *status) {
  UChar keyword[32];
  int32_t length =
      uplrules_select((const UPluralRules *)rules, number, keyword, 32, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  if (length >= capacity || length > 32) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  u_UCharsToChars(keyword, buffer, length);
  buffer[length] = 0;
  return length;
}

struct cicu_unumf {
  UNumberFormatter *formatter;
  UFormattedNumber *result;
};

cicu_unumf *cicu_unumf_open(const uint16_t *skeleton, int32_t length, const char *locale,
                            int32_t *status) {
  UNumberFormatter *formatter =
      unumf_openForSkeletonAndLocale(skeleton, length, locale, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return NULL;
  UFormattedNumber *result = unumf_openResult(STATUS(status));
  if (U_FAILURE(*STATUS(status))) {
    unumf_close(formatter);
    return NULL;
  }
  cicu_unumf *handle = (cicu_unumf *)malloc(sizeof(cicu_unumf));
  handle->formatter = formatter;
  handle->result = result;
  return handle;
}

void cicu_unumf_close(cicu_unumf *handle) {
  if (handle == NULL) return;
  unumf_closeResult(handle->result);
  unumf_close(handle->formatter);
  free(handle);
}

int32_t cicu_unumf_formatInt(const cicu_unumf *handle, int64_t value, uint16_t *buffer,
                             int32_t capacity, int32_t *status) {
  unumf_formatInt(handle->formatter, value, handle->result, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  return unumf_resultToString(handle->result, buffer, capacity, STATUS(status));
}

// MARK: Relative dates

int32_t cicu_todayWord(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status) {
  URelativeDateTimeFormatter *formatter = ureldatefmt_open(
      locale, NULL, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t length =
      ureldatefmt_format(formatter, 0.0, UDAT_REL_UNIT_DAY, buffer, capacity, STATUS(status));
  ureldatefmt_close(formatter);
  return length;
}

// MARK: Patterns

int32_t cicu_udat_toPattern(const cicu_udat *format, uint16_t *buffer, int32_t capacity,
                            int32_t *status) {
  return udat_toPattern((const UDateFormat *)format, 0, buffer, capacity, STATUS(status));
}

// MARK: Parsing (the parsing artifact)

double cicu_udat_parseFrom(const cicu_udat *format, const uint16_t *text, int32_t length,
                           int32_t lenient, int32_t *consumed, int32_t *status) {
  UDateFormat *handle = (UDateFormat *)format;
  UBool wasLenient = udat_isLenient(handle);
  udat_setLenient(handle, lenient ? true : false);
  int32_t position = 0;
  UDate date = udat_parse(handle, text, length, &position, STATUS(status));
  udat_setLenient(handle, wasLenient);
  *consumed = position;
  return date;
}
