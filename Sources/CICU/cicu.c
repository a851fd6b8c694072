// Forwarders: each function calls the ICU function of the same role, through the bound ICU's
// table (icu_functions.h), so Swift reaches ICU by stable names and never sees ICU's types.
// Includes ICU's headers through icu_functions.h, as every .c file of the target does;
// durations.cpp alone includes ICU's C++ headers.
#include "cicu.h"
#include "cicu_calendars.h"
#include "cicu_dates.h"
#include "cicu_locales.h"
#include "cicu_numbers.h"
#include "cicu_spans.h"
#include "icu_functions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The fields cicu_calendars.h names are ICU's.
_Static_assert(CICU_ERA == UCAL_ERA && CICU_YEAR == UCAL_YEAR && CICU_MONTH == UCAL_MONTH &&
                   CICU_WEEK_OF_YEAR == UCAL_WEEK_OF_YEAR &&
                   CICU_WEEK_OF_MONTH == UCAL_WEEK_OF_MONTH && CICU_DATE == UCAL_DATE &&
                   CICU_DAY_OF_YEAR == UCAL_DAY_OF_YEAR && CICU_DAY_OF_WEEK == UCAL_DAY_OF_WEEK &&
                   CICU_DAY_OF_WEEK_IN_MONTH == UCAL_DAY_OF_WEEK_IN_MONTH &&
                   CICU_HOUR_OF_DAY == UCAL_HOUR_OF_DAY && CICU_MINUTE == UCAL_MINUTE &&
                   CICU_SECOND == UCAL_SECOND && CICU_MILLISECOND == UCAL_MILLISECOND &&
                   CICU_YEAR_WOY == UCAL_YEAR_WOY && CICU_DOW_LOCAL == UCAL_DOW_LOCAL &&
                   CICU_EXTENDED_YEAR == UCAL_EXTENDED_YEAR &&
                   CICU_JULIAN_DAY == UCAL_JULIAN_DAY && CICU_IS_LEAP_MONTH == UCAL_IS_LEAP_MONTH,
               "CICU_* fields must be ICU's UCalendarDateFields");
_Static_assert(CICU_LIMIT_MINIMUM == UCAL_MINIMUM && CICU_LIMIT_MAXIMUM == UCAL_MAXIMUM &&
                   CICU_LIMIT_GREATEST_MINIMUM == UCAL_GREATEST_MINIMUM &&
                   CICU_LIMIT_LEAST_MAXIMUM == UCAL_LEAST_MAXIMUM &&
                   CICU_LIMIT_ACTUAL_MINIMUM == UCAL_ACTUAL_MINIMUM &&
                   CICU_LIMIT_ACTUAL_MAXIMUM == UCAL_ACTUAL_MAXIMUM,
               "CICU_LIMIT_* must be ICU's UCalendarLimitType");
_Static_assert(CICU_UNSUPPORTED_ERROR == U_UNSUPPORTED_ERROR, "CICU_UNSUPPORTED_ERROR");

const char *cicu_errorName(int32_t status) { return ICU(u_errorName)((UErrorCode)status); }

// MARK: Versions

void cicu_icuVersion(char *buffer, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  ICU(u_getVersion)(info);
  ICU(u_versionToString)(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

void cicu_unicodeVersion(char *buffer, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  ICU(u_getUnicodeVersion)(info);
  ICU(u_versionToString)(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

void cicu_cldrVersion(char *buffer, int32_t capacity, int32_t *status) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  ICU(ulocdata_getCLDRVersion)(info, STATUS(status));
  ICU(u_versionToString)(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = 0;
}

const char *cicu_tzdataVersion(int32_t *status) {
  return ICU(ucal_getTZDataVersion)(STATUS(status));
}

// MARK: Locales

int32_t cicu_availableLocaleCount(void) { return ICU(uloc_countAvailable)(); }

const char *cicu_availableLocale(int32_t index) { return ICU(uloc_getAvailable)(index); }

int32_t cicu_localeName(const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return ICU(uloc_getName)(id, buffer, capacity, STATUS(status));
}

int32_t cicu_localeForLanguageTag(const char *tag, char *buffer, int32_t capacity,
                                  int32_t *parsedLength, int32_t *status) {
  return ICU(uloc_forLanguageTag)(tag, buffer, capacity, parsedLength, STATUS(status));
}

int32_t cicu_localeAddLikelySubtags(const char *id, char *buffer, int32_t capacity,
                                    int32_t *status) {
  return ICU(uloc_addLikelySubtags)(id, buffer, capacity, STATUS(status));
}

int32_t cicu_localeIsRightToLeft(const char *id) { return ICU(uloc_isRightToLeft)(id) ? 1 : 0; }

int32_t cicu_localeDataLocale(const char *id, char *buffer, int32_t capacity, int32_t *status) {
  UResourceBundle *bundle = ICU(ures_open)(NULL, id, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  UErrorCode local = U_ZERO_ERROR;
  const char *valid = ICU(ures_getLocaleByType)(bundle, ULOC_VALID_LOCALE, &local);
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
  ICU(ures_close)(bundle);
  return length;
}

// MARK: Time zones

int32_t cicu_canonicalTimeZone(const uint16_t *zone, int32_t length, uint16_t *canonical,
                               int32_t capacity, int32_t *isSystem, int32_t *status) {
  UBool system = 0;
  int32_t written = ICU(ucal_getCanonicalTimeZoneID)(zone, length, canonical, capacity, &system,
                                                     STATUS(status));
  *isSystem = system ? 1 : 0;
  return written;
}

static UEnumeration *openZones(int32_t canonicalOnly, int32_t *status) {
  return ICU(ucal_openTimeZoneIDEnumeration)(
      canonicalOnly ? UCAL_ZONE_TYPE_CANONICAL : UCAL_ZONE_TYPE_ANY, NULL, NULL, STATUS(status));
}

int32_t cicu_timeZoneIDs(int32_t canonicalOnly, char *buffer, int32_t capacity,
                         int32_t *status) {
  UEnumeration *zones = openZones(canonicalOnly, status);
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t needed = 0;
  int32_t length = 0;
  const char *id;
  while ((id = ICU(uenum_next)(zones, &length, STATUS(status))) != NULL) {
    if (needed + length + 1 <= capacity) {
      memcpy(buffer + needed, id, (size_t)length);
      buffer[needed + length] = 0;
    }
    needed += length + 1;
  }
  ICU(uenum_close)(zones);
  return needed;
}

// MARK: Date formats

cicu_udat *cicu_udat_openStyles(int32_t timeStyle, int32_t dateStyle, const char *locale,
                                const uint16_t *zone, int32_t zoneLength, int32_t *status) {
  return (cicu_udat *)ICU(udat_open)((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle,
                                     locale, zone, zoneLength, NULL, 0, STATUS(status));
}

cicu_udat *cicu_udat_openPattern(const char *locale, const uint16_t *zone, int32_t zoneLength,
                                 const uint16_t *pattern, int32_t patternLength,
                                 int32_t *status) {
  return (cicu_udat *)ICU(udat_open)(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zoneLength, pattern,
                                     patternLength, STATUS(status));
}

void cicu_udat_close(cicu_udat *format) { ICU(udat_close)((UDateFormat *)format); }

void cicu_udat_applyPattern(cicu_udat *format, const uint16_t *pattern, int32_t length) {
  ICU(udat_applyPattern)((UDateFormat *)format, 0, pattern, length);
}

void cicu_udat_setTimeZone(cicu_udat *format, const uint16_t *zone, int32_t length,
                           int32_t *status) {
  // The C API has no udat_setTimeZone. The formatter owns its calendar and formats in that
  // calendar's zone (C++ DateFormat::setTimeZone does exactly this), so moving the calendar's
  // zone moves the formatter without rebuilding it: building costs ten formats' time.
  UCalendar *calendar = (UCalendar *)ICU(udat_getCalendar)((const UDateFormat *)format);
  ICU(ucal_setTimeZone)(calendar, zone, length, STATUS(status));
}

int32_t cicu_udat_format(const cicu_udat *format, double millis, uint16_t *buffer,
                         int32_t capacity, int32_t *status) {
  return ICU(udat_format)((const UDateFormat *)format, millis, buffer, capacity, NULL,
                          STATUS(status));
}

int32_t cicu_udat_formatKept(const cicu_udat *format, cicu_ucal **kept, double millis,
                             uint16_t *buffer, int32_t capacity, int32_t *status) {
  // udat_format runs DateFormat::format(UDate): clone fCalendar, setTime on the clone, then
  // format(Calendar&). udat_formatCalendar runs that same format(Calendar&) on the calendar
  // given; a clone of fCalendar whose time is set (which clears every field) is that calendar.
  // That is how ICU 72 works inside: on a version not proven (cicu_shortcutsProven), plain
  // udat_format, and no copy is kept.
  if (!cicu_shortcutsProven()) {
    return ICU(udat_format)((const UDateFormat *)format, millis, buffer, capacity, NULL,
                            STATUS(status));
  }
  if (*kept == NULL) {
    UCalendar *copy =
        ICU(ucal_clone)(ICU(udat_getCalendar)((const UDateFormat *)format), STATUS(status));
    if (U_FAILURE(*STATUS(status))) {
      ICU(ucal_close)(copy);
      return 0;
    }
    *kept = (cicu_ucal *)copy;
  }
  ICU(ucal_setMillis)((UCalendar *)*kept, millis, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  return ICU(udat_formatCalendar)((const UDateFormat *)format, (UCalendar *)*kept, buffer, capacity,
                                  NULL, STATUS(status));
}

int32_t cicu_udat_standaloneWeekday(const cicu_udat *format, int32_t width, int32_t weekday,
                                    uint16_t *buffer, int32_t capacity, int32_t *status) {
  UDateFormatSymbolType type = width == 1   ? UDAT_STANDALONE_NARROW_WEEKDAYS
                               : width == 2 ? UDAT_STANDALONE_WEEKDAYS
                                            : UDAT_STANDALONE_SHORT_WEEKDAYS;
  return ICU(udat_getSymbols)((const UDateFormat *)format, type, weekday, buffer, capacity,
                              STATUS(status));
}

// MARK: Pattern generator

cicu_udatpg *cicu_udatpg_open(const char *locale, int32_t *status) {
  return (cicu_udatpg *)ICU(udatpg_open)(locale, STATUS(status));
}

void cicu_udatpg_close(cicu_udatpg *generator) {
  ICU(udatpg_close)((UDateTimePatternGenerator *)generator);
}

int32_t cicu_udatpg_getBestPattern(cicu_udatpg *generator, const uint16_t *skeleton,
                                   int32_t skeletonLength, uint16_t *buffer, int32_t capacity,
                                   int32_t *status) {
  return ICU(udatpg_getBestPattern)((UDateTimePatternGenerator *)generator, skeleton,
                                    skeletonLength, buffer, capacity, STATUS(status));
}

int32_t cicu_udatpg_getDateTimeFormat(const cicu_udatpg *generator, uint16_t *buffer,
                                      int32_t capacity) {
  int32_t length = 0;
  const UChar *glue =
      ICU(udatpg_getDateTimeFormat)((const UDateTimePatternGenerator *)generator, &length);
  if (glue != NULL && length <= capacity) memcpy(buffer, glue, sizeof(UChar) * (size_t)length);
  return length;
}

int32_t cicu_udatpg_getFieldDisplayName(const cicu_udatpg *generator, int32_t field,
                                        int32_t width, uint16_t *buffer, int32_t capacity,
                                        int32_t *status) {
  if (CICU_LACKS(udatpg_getFieldDisplayName, status)) return 0;
  if (field < 0 || field > UDATPG_ZONE_FIELD || width < 0 || width > 2) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return ICU(udatpg_getFieldDisplayName)((const UDateTimePatternGenerator *)generator,
                                         (UDateTimePatternField)field,
                                         (UDateTimePGDisplayWidth)width, buffer, capacity,
                                         STATUS(status));
}

// MARK: Calendars

cicu_ucal *cicu_ucal_open(const uint16_t *zone, int32_t zoneLength, const char *locale,
                          int32_t *status) {
  return (cicu_ucal *)ICU(ucal_open)(zone, zoneLength, locale, UCAL_DEFAULT, STATUS(status));
}

void cicu_ucal_close(cicu_ucal *calendar) { ICU(ucal_close)((UCalendar *)calendar); }

void cicu_ucal_setMillis(cicu_ucal *calendar, double millis, int32_t *status) {
  ICU(ucal_setMillis)((UCalendar *)calendar, millis, STATUS(status));
}

double cicu_ucal_getMillis(const cicu_ucal *calendar, int32_t *status) {
  return ICU(ucal_getMillis)((const UCalendar *)calendar, STATUS(status));
}

int32_t cicu_ucal_get(cicu_ucal *calendar, int32_t field, int32_t *status) {
  return ICU(ucal_get)((UCalendar *)calendar, (UCalendarDateFields)field, STATUS(status));
}

void cicu_ucal_set(cicu_ucal *calendar, int32_t field, int32_t value) {
  ICU(ucal_set)((UCalendar *)calendar, (UCalendarDateFields)field, value);
}

void cicu_ucal_clear(cicu_ucal *calendar) { ICU(ucal_clear)((UCalendar *)calendar); }

void cicu_ucal_add(cicu_ucal *calendar, int32_t field, int32_t amount, int32_t *status) {
  ICU(ucal_add)((UCalendar *)calendar, (UCalendarDateFields)field, amount, STATUS(status));
}

void cicu_ucal_roll(cicu_ucal *calendar, int32_t field, int32_t amount, int32_t *status) {
  ICU(ucal_roll)((UCalendar *)calendar, (UCalendarDateFields)field, amount, STATUS(status));
}

int32_t cicu_ucal_getActualMaximum(const cicu_ucal *calendar, int32_t field, int32_t *status) {
  return ICU(ucal_getLimit)((const UCalendar *)calendar, (UCalendarDateFields)field,
                            UCAL_ACTUAL_MAXIMUM, STATUS(status));
}

int32_t cicu_ucal_getLimit(const cicu_ucal *calendar, int32_t field, int32_t type,
                           int32_t *status) {
  return ICU(ucal_getLimit)((const UCalendar *)calendar, (UCalendarDateFields)field,
                            (UCalendarLimitType)type, STATUS(status));
}

int32_t cicu_ucal_firstDayOfWeek(const cicu_ucal *calendar) {
  return ICU(ucal_getAttribute)((const UCalendar *)calendar, UCAL_FIRST_DAY_OF_WEEK);
}

int32_t cicu_ucal_minimalDaysInFirstWeek(const cicu_ucal *calendar) {
  return ICU(ucal_getAttribute)((const UCalendar *)calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
}

void cicu_ucal_setFirstDayOfWeek(cicu_ucal *calendar, int32_t weekday) {
  ICU(ucal_setAttribute)((UCalendar *)calendar, UCAL_FIRST_DAY_OF_WEEK, weekday);
}

void cicu_ucal_setMinimalDaysInFirstWeek(cicu_ucal *calendar, int32_t days) {
  ICU(ucal_setAttribute)((UCalendar *)calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK, days);
}

const char *cicu_ucal_getType(const cicu_ucal *calendar, int32_t *status) {
  return ICU(ucal_getType)((const UCalendar *)calendar, STATUS(status));
}

// MARK: Plural rules and numbers

cicu_uplrules *cicu_uplrules_open(const char *locale, int32_t *status) {
  if (CICU_LACKS(uplrules_open, status)) return NULL;
  return (cicu_uplrules *)ICU(uplrules_open)(locale, STATUS(status));
}

void cicu_uplrules_close(cicu_uplrules *rules) { ICU(uplrules_close)((UPluralRules *)rules); }

int32_t cicu_uplrules_select(const cicu_uplrules *rules, double number, char *buffer,
                             int32_t capacity, int32_t *status) {
  UChar keyword[32];
  int32_t length =
      ICU(uplrules_select)((const UPluralRules *)rules, number, keyword, 32, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  if (length >= capacity || length > 32) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  ICU(u_UCharsToChars)(keyword, buffer, length);
  buffer[length] = 0;
  return length;
}

struct cicu_unumf {
  UNumberFormatter *formatter;
  UFormattedNumber *result;
};

cicu_unumf *cicu_unumf_open(const uint16_t *skeleton, int32_t length, const char *locale,
                            int32_t *status) {
  if (CICU_LACKS(unumf_openForSkeletonAndLocale, status)) return NULL;
  UNumberFormatter *formatter =
      ICU(unumf_openForSkeletonAndLocale)(skeleton, length, locale, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return NULL;
  UFormattedNumber *result = ICU(unumf_openResult)(STATUS(status));
  if (U_FAILURE(*STATUS(status))) {
    ICU(unumf_close)(formatter);
    return NULL;
  }
  cicu_unumf *handle = (cicu_unumf *)malloc(sizeof(cicu_unumf));
  handle->formatter = formatter;
  handle->result = result;
  return handle;
}

void cicu_unumf_close(cicu_unumf *handle) {
  if (handle == NULL) return;
  ICU(unumf_closeResult)(handle->result);
  ICU(unumf_close)(handle->formatter);
  free(handle);
}

int32_t cicu_unumf_formatInt(const cicu_unumf *handle, int64_t value, uint16_t *buffer,
                             int32_t capacity, int32_t *status) {
  ICU(unumf_formatInt)(handle->formatter, value, handle->result, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  return ICU(unumf_resultToString)(handle->result, buffer, capacity, STATUS(status));
}

// MARK: Relative dates

int32_t cicu_todayWord(const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status) {
  if (CICU_LACKS(ureldatefmt_open, status)) return 0;
  URelativeDateTimeFormatter *formatter = ICU(ureldatefmt_open)(
      locale, NULL, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE,
      STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t length =
      ICU(ureldatefmt_format)(formatter, 0.0, UDAT_REL_UNIT_DAY, buffer, capacity, STATUS(status));
  ICU(ureldatefmt_close)(formatter);
  return length;
}

// MARK: Patterns

int32_t cicu_udat_toPattern(const cicu_udat *format, uint16_t *buffer, int32_t capacity,
                            int32_t *status) {
  return ICU(udat_toPattern)((const UDateFormat *)format, 0, buffer, capacity, STATUS(status));
}

// MARK: Parsing (the parsing artifact)

double cicu_udat_parseFrom(const cicu_udat *format, const uint16_t *text, int32_t length,
                           int32_t lenient, int32_t *consumed, int32_t *status) {
  UDateFormat *handle = (UDateFormat *)format;
  UBool wasLenient = ICU(udat_isLenient)(handle);
  ICU(udat_setLenient)(handle, lenient ? true : false);
  int32_t position = 0;
  UDate date = ICU(udat_parse)(handle, text, length, &position, STATUS(status));
  ICU(udat_setLenient)(handle, wasLenient);
  *consumed = position;
  return date;
}
