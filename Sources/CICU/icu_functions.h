// Every ICU C function CICU calls, declared once, and the table that reaches them.
//
// Private to the target (not under include/): it includes ICU's headers, which must never reach
// Swift. The .c files of the target include it and call ICU only as `ICU(udat_open)(…)`, through
// one process-wide table of function pointers (binding.c). The table starts filled from the
// linked ICU 72 (each entry `&udat_open`, which ICU's urename.h makes `&udat_open_72`);
// `cicu_bind_load` refills it from libraries loaded at run time (`dlsym(handle, "udat_open_78")`),
// so the same wrappers serve any version in the process that bound it.
#ifndef CICU_ICU_FUNCTIONS_H
#define CICU_ICU_FUNCTIONS_H

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uenum.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

/// `since` for a function every artifact needs: a version without it cannot be bound.
#define CICU_CORE 0

/// The list: `X(since, return type, name, (parameters))`. `since` is CICU_CORE, or, for a
/// function one artifact needs (or a shortcut uses), the first ICU major that has it: a version
/// without it binds, leaves the entry NULL, and refuses that artifact naming the function and
/// this version.
#define CICU_ICU_FUNCTIONS(X)                                                                     \
  /* Versions and status */                                                                       \
  X(CICU_CORE, const char *, u_errorName, (UErrorCode code))                                      \
  X(CICU_CORE, void, u_getVersion, (UVersionInfo versionArray))                                   \
  X(CICU_CORE, void, u_getUnicodeVersion, (UVersionInfo versionArray))                            \
  X(CICU_CORE, void, u_versionToString, (const UVersionInfo versionArray, char *versionString))   \
  X(CICU_CORE, void, ulocdata_getCLDRVersion, (UVersionInfo versionArray, UErrorCode *status))    \
  X(CICU_CORE, void, u_UCharsToChars, (const UChar *us, char *cs, int32_t length))                \
  X(CICU_CORE, void, uenum_close, (UEnumeration *en))                                             \
  X(CICU_CORE, const char *, uenum_next,                                                          \
    (UEnumeration *en, int32_t *resultLength, UErrorCode *status))                                \
  /* Locales */                                                                                   \
  X(CICU_CORE, int32_t, uloc_countAvailable, (void))                                              \
  X(CICU_CORE, const char *, uloc_getAvailable, (int32_t n))                                      \
  X(CICU_CORE, int32_t, uloc_getName,                                                             \
    (const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err))                    \
  X(CICU_CORE, int32_t, uloc_getBaseName,                                                         \
    (const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err))                    \
  X(CICU_CORE, int32_t, uloc_forLanguageTag,                                                      \
    (const char *langtag, char *localeID, int32_t localeIDCapacity, int32_t *parsedLength,        \
     UErrorCode *err))                                                                            \
  X(CICU_CORE, int32_t, uloc_addLikelySubtags,                                                    \
    (const char *localeID, char *maximizedLocaleID, int32_t maximizedLocaleIDCapacity,            \
     UErrorCode *err))                                                                            \
  X(CICU_CORE, UBool, uloc_isRightToLeft, (const char *locale))                                   \
  X(CICU_CORE, int32_t, uloc_getLanguage,                                                         \
    (const char *localeID, char *language, int32_t languageCapacity, UErrorCode *err))            \
  X(CICU_CORE, int32_t, uloc_getCountry,                                                          \
    (const char *localeID, char *country, int32_t countryCapacity, UErrorCode *err))              \
  X(CICU_CORE, int32_t, uloc_getKeywordValue,                                                     \
    (const char *localeID, const char *keywordName, char *buffer, int32_t bufferCapacity,         \
     UErrorCode *status))                                                                         \
  /* Resource bundles (a locale's data locale; the style sets' reading of patterns) */           \
  X(CICU_CORE, UResourceBundle *, ures_open,                                                      \
    (const char *packageName, const char *locale, UErrorCode *status))                            \
  X(CICU_CORE, void, ures_close, (UResourceBundle *resourceBundle))                               \
  X(CICU_CORE, const char *, ures_getLocaleByType,                                                \
    (const UResourceBundle *resourceBundle, ULocDataLocaleType type, UErrorCode *status))         \
  X(CICU_CORE, int32_t, ures_getSize, (const UResourceBundle *resourceBundle))                    \
  X(CICU_CORE, UResType, ures_getType, (const UResourceBundle *resourceBundle))                   \
  X(CICU_CORE, const UChar *, ures_getString,                                                     \
    (const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status))                    \
  X(CICU_CORE, UResourceBundle *, ures_getByIndex,                                                \
    (const UResourceBundle *resourceBundle, int32_t indexR, UResourceBundle *fillIn,              \
     UErrorCode *status))                                                                         \
  X(CICU_CORE, const UChar *, ures_getStringByIndex,                                              \
    (const UResourceBundle *resourceBundle, int32_t indexS, int32_t *len, UErrorCode *status))    \
  /* Internal (uresimp.h), for the style sets' shortcut only; see style_sets.c. */               \
  X(4, UResourceBundle *, ures_getByKeyWithFallback,                                              \
    (const UResourceBundle *resB, const char *inKey, UResourceBundle *fillIn,                     \
     UErrorCode *status))                                                                         \
  /* Calendars and zones */                                                                       \
  X(CICU_CORE, UCalendar *, ucal_open,                                                            \
    (const UChar *zoneID, int32_t len, const char *locale, UCalendarType type,                    \
     UErrorCode *status))                                                                         \
  X(CICU_CORE, void, ucal_close, (UCalendar *cal))                                                \
  X(CICU_CORE, UCalendar *, ucal_clone, (const UCalendar *cal, UErrorCode *status))               \
  X(CICU_CORE, void, ucal_setMillis, (UCalendar *cal, UDate dateTime, UErrorCode *status))        \
  X(CICU_CORE, UDate, ucal_getMillis, (const UCalendar *cal, UErrorCode *status))                 \
  X(CICU_CORE, int32_t, ucal_get,                                                                 \
    (const UCalendar *cal, UCalendarDateFields field, UErrorCode *status))                        \
  X(CICU_CORE, void, ucal_set, (UCalendar *cal, UCalendarDateFields field, int32_t value))        \
  X(CICU_CORE, void, ucal_clear, (UCalendar *cal))                                                \
  X(CICU_CORE, void, ucal_add,                                                                    \
    (UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status))              \
  X(CICU_CORE, void, ucal_roll,                                                                   \
    (UCalendar *cal, UCalendarDateFields field, int32_t amount, UErrorCode *status))              \
  X(CICU_CORE, int32_t, ucal_getLimit,                                                            \
    (const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type,                    \
     UErrorCode *status))                                                                         \
  X(CICU_CORE, int32_t, ucal_getAttribute, (const UCalendar *cal, UCalendarAttribute attr))       \
  X(CICU_CORE, void, ucal_setAttribute,                                                           \
    (UCalendar *cal, UCalendarAttribute attr, int32_t newValue))                                  \
  X(CICU_CORE, const char *, ucal_getType, (const UCalendar *cal, UErrorCode *status))            \
  X(CICU_CORE, void, ucal_setTimeZone,                                                            \
    (UCalendar *cal, const UChar *zoneID, int32_t len, UErrorCode *status))                       \
  X(CICU_CORE, int32_t, ucal_getFieldDifference,                                                  \
    (UCalendar *cal, UDate target, UCalendarDateFields field, UErrorCode *status))                \
  X(CICU_CORE, UBool, ucal_isWeekend, (const UCalendar *cal, UDate date, UErrorCode *status))     \
  X(CICU_CORE, const char *, ucal_getTZDataVersion, (UErrorCode *status))                         \
  X(CICU_CORE, int32_t, ucal_getCanonicalTimeZoneID,                                              \
    (const UChar *id, int32_t len, UChar *result, int32_t resultCapacity, UBool *isSystemID,      \
     UErrorCode *status))                                                                         \
  X(CICU_CORE, UEnumeration *, ucal_openTimeZoneIDEnumeration,                                    \
    (USystemTimeZoneType zoneType, const char *region, const int32_t *rawOffset,                  \
     UErrorCode *ec))                                                                             \
  X(CICU_CORE, UEnumeration *, ucal_getKeywordValuesForLocale,                                    \
    (const char *key, const char *locale, UBool commonlyUsed, UErrorCode *status))                \
  X(CICU_CORE, UEnumeration *, unumsys_openAvailableNames, (UErrorCode *status))                  \
  /* Date formats */                                                                              \
  X(CICU_CORE, UDateFormat *, udat_open,                                                          \
    (UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale,                  \
     const UChar *tzID, int32_t tzIDLength, const UChar *pattern, int32_t patternLength,          \
     UErrorCode *status))                                                                         \
  X(CICU_CORE, void, udat_close, (UDateFormat *format))                                           \
  X(CICU_CORE, void, udat_applyPattern,                                                           \
    (UDateFormat *format, UBool localized, const UChar *pattern, int32_t patternLength))          \
  X(CICU_CORE, int32_t, udat_toPattern,                                                           \
    (const UDateFormat *fmt, UBool localized, UChar *result, int32_t resultLength,                \
     UErrorCode *status))                                                                         \
  X(CICU_CORE, const UCalendar *, udat_getCalendar, (const UDateFormat *fmt))                     \
  X(CICU_CORE, int32_t, udat_format,                                                              \
    (const UDateFormat *format, UDate dateToFormat, UChar *result, int32_t resultLength,          \
     UFieldPosition *position, UErrorCode *status))                                               \
  X(CICU_CORE, int32_t, udat_formatCalendar,                                                      \
    (const UDateFormat *format, UCalendar *calendar, UChar *result, int32_t capacity,             \
     UFieldPosition *position, UErrorCode *status))                                               \
  X(CICU_CORE, int32_t, udat_getSymbols,                                                          \
    (const UDateFormat *fmt, UDateFormatSymbolType type, int32_t symbolIndex, UChar *result,      \
     int32_t resultLength, UErrorCode *status))                                                   \
  X(CICU_CORE, UBool, udat_isLenient, (const UDateFormat *fmt))                                   \
  X(CICU_CORE, void, udat_setLenient, (UDateFormat *fmt, UBool isLenient))                        \
  X(CICU_CORE, UDate, udat_parse,                                                                 \
    (const UDateFormat *format, const UChar *text, int32_t textLength, int32_t *parsePos,         \
     UErrorCode *status))                                                                         \
  /* Pattern generator */                                                                         \
  X(CICU_CORE, UDateTimePatternGenerator *, udatpg_open,                                         \
    (const char *locale, UErrorCode *pErrorCode))                                                 \
  X(CICU_CORE, void, udatpg_close, (UDateTimePatternGenerator *dtpg))                             \
  X(CICU_CORE, int32_t, udatpg_getBestPattern,                                                    \
    (UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length, UChar *bestPattern,  \
     int32_t capacity, UErrorCode *pErrorCode))                                                   \
  X(CICU_CORE, const UChar *, udatpg_getDateTimeFormat,                                           \
    (const UDateTimePatternGenerator *dtpg, int32_t *pLength))                                    \
  /* The accessibility artifact's field display names ("hour", "Stunde") */                      \
  X(61, int32_t, udatpg_getFieldDisplayName,                                                      \
    (const UDateTimePatternGenerator *dtpg, UDateTimePatternField field,                          \
     UDateTimePGDisplayWidth width, UChar *fieldName, int32_t capacity, UErrorCode *pErrorCode))  \
  /* Plural rules (relative times, durations, pickers' plural labels) */                          \
  X(48, UPluralRules *, uplrules_open, (const char *locale, UErrorCode *status))                  \
  X(48, void, uplrules_close, (UPluralRules *uplrules))                                           \
  X(48, int32_t, uplrules_select,                                                                 \
    (const UPluralRules *uplrules, double number, UChar *keyword, int32_t capacity,               \
     UErrorCode *status))                                                                         \
  /* Number formatters (pickers' numbers) */                                                      \
  X(62, UNumberFormatter *, unumf_openForSkeletonAndLocale,                                       \
    (const UChar *skeleton, int32_t skeletonLen, const char *locale, UErrorCode *ec))             \
  X(62, void, unumf_close, (UNumberFormatter *uformatter))                                        \
  X(62, UFormattedNumber *, unumf_openResult, (UErrorCode *ec))                                   \
  X(62, void, unumf_closeResult, (UFormattedNumber *uresult))                                     \
  X(62, void, unumf_formatInt,                                                                    \
    (const UNumberFormatter *uformatter, int64_t value, UFormattedNumber *uresult,                \
     UErrorCode *ec))                                                                             \
  X(62, int32_t, unumf_resultToString,                                                            \
    (const UFormattedNumber *uresult, UChar *buffer, int32_t bufferCapacity, UErrorCode *ec))     \
  X(62, void, unumf_formatDouble,                                                                 \
    (const UNumberFormatter *uformatter, double value, UFormattedNumber *uresult,                 \
     UErrorCode *ec))                                                                             \
  /* Legacy number formats (the fraction digits of a locale's decimal format, for durations) */  \
  X(2, UNumberFormat *, unum_open,                                                                \
    (UNumberFormatStyle style, const UChar *pattern, int32_t patternLength, const char *locale,   \
     UParseError *parseErr, UErrorCode *status))                                                  \
  X(2, void, unum_close, (UNumberFormat *fmt))                                                    \
  X(2, int32_t, unum_getAttribute, (const UNumberFormat *fmt, UNumberFormatAttribute attr))       \
  /* Lists (durations on a loaded ICU) */                                                         \
  X(67, UListFormatter *, ulistfmt_openForType,                                                   \
    (const char *locale, UListFormatterType type, UListFormatterWidth width,                      \
     UErrorCode *status))                                                                         \
  X(55, void, ulistfmt_close, (UListFormatter *listfmt))                                          \
  X(55, int32_t, ulistfmt_format,                                                                 \
    (const UListFormatter *listfmt, const UChar *const strings[], const int32_t *stringLengths,   \
     int32_t stringCount, UChar *result, int32_t resultCapacity, UErrorCode *status))             \
  /* Relative times */                                                                            \
  X(57, URelativeDateTimeFormatter *, ureldatefmt_open,                                           \
    (const char *locale, UNumberFormat *nfToAdopt, UDateRelativeDateTimeFormatterStyle width,     \
     UDisplayContext capitalizationContext, UErrorCode *status))                                  \
  X(57, void, ureldatefmt_close, (URelativeDateTimeFormatter *reldatefmt))                        \
  X(57, int32_t, ureldatefmt_format,                                                              \
    (const URelativeDateTimeFormatter *reldatefmt, double offset, URelativeDateTimeUnit unit,     \
     UChar *result, int32_t resultCapacity, UErrorCode *status))                                  \
  X(57, int32_t, ureldatefmt_formatNumeric,                                                       \
    (const URelativeDateTimeFormatter *reldatefmt, double offset, URelativeDateTimeUnit unit,     \
     UChar *result, int32_t resultCapacity, UErrorCode *status))                                  \
  /* A relative time's parts (format --parts) */                                                  \
  X(64, UFormattedRelativeDateTime *, ureldatefmt_openResult, (UErrorCode *ec))                   \
  X(64, void, ureldatefmt_closeResult, (UFormattedRelativeDateTime *ufrdt))                       \
  X(64, const UFormattedValue *, ureldatefmt_resultAsValue,                                       \
    (const UFormattedRelativeDateTime *ufrdt, UErrorCode *ec))                                    \
  X(64, void, ureldatefmt_formatToResult,                                                         \
    (const URelativeDateTimeFormatter *reldatefmt, double offset, URelativeDateTimeUnit unit,     \
     UFormattedRelativeDateTime *result, UErrorCode *status))                                     \
  X(64, void, ureldatefmt_formatNumericToResult,                                                  \
    (const URelativeDateTimeFormatter *reldatefmt, double offset, URelativeDateTimeUnit unit,     \
     UFormattedRelativeDateTime *result, UErrorCode *status))                                     \
  X(64, const UChar *, ufmtval_getString,                                                         \
    (const UFormattedValue *ufmtval, int32_t *pLength, UErrorCode *ec))                           \
  X(64, UBool, ufmtval_nextPosition,                                                              \
    (const UFormattedValue *ufmtval, UConstrainedFieldPosition *ucfpos, UErrorCode *ec))          \
  X(64, UConstrainedFieldPosition *, ucfpos_open, (UErrorCode *ec))                               \
  X(64, void, ucfpos_close, (UConstrainedFieldPosition *ucfpos))                                  \
  X(64, int32_t, ucfpos_getCategory, (const UConstrainedFieldPosition *ucfpos, UErrorCode *ec))   \
  X(64, int32_t, ucfpos_getField, (const UConstrainedFieldPosition *ucfpos, UErrorCode *ec))      \
  X(64, void, ucfpos_getIndexes,                                                                  \
    (const UConstrainedFieldPosition *ucfpos, int32_t *pStart, int32_t *pLimit, UErrorCode *ec))  \
  /* A style pair's range: the skeleton of the pair's pattern (format --date-style --to) */       \
  X(3, int32_t, udatpg_getSkeleton,                                                               \
    (UDateTimePatternGenerator *unusedDtpg, const UChar *pattern, int32_t length,                 \
     UChar *skeleton, int32_t capacity, UErrorCode *pErrorCode))                                  \
  /* Intervals */                                                                                 \
  X(50, UDateIntervalFormat *, udtitvfmt_open,                                                    \
    (const char *locale, const UChar *skeleton, int32_t skeletonLength, const UChar *tzID,        \
     int32_t tzIDLength, UErrorCode *status))                                                     \
  X(50, void, udtitvfmt_close, (UDateIntervalFormat *formatter))                                  \
  X(50, int32_t, udtitvfmt_format,                                                                \
    (const UDateIntervalFormat *formatter, UDate fromDate, UDate toDate, UChar *result,           \
     int32_t resultCapacity, UFieldPosition *position, UErrorCode *status))                       \
  X(68, void, udtitvfmt_setContext,                                                               \
    (UDateIntervalFormat *formatter, UDisplayContext value, UErrorCode *status))                  \
  /* An interval's parts (format --template T --to B --parts); formatToResult took its result     \
     first until ICU 67, so cicu_udtitvfmt_formatFields calls it only from 67 on */               \
  X(64, UFormattedDateInterval *, udtitvfmt_openResult, (UErrorCode *ec))                         \
  X(64, void, udtitvfmt_closeResult, (UFormattedDateInterval *uresult))                           \
  X(64, const UFormattedValue *, udtitvfmt_resultAsValue,                                         \
    (const UFormattedDateInterval *uresult, UErrorCode *ec))                                      \
  X(67, void, udtitvfmt_formatToResult,                                                           \
    (const UDateIntervalFormat *formatter, UDate fromDate, UDate toDate,                          \
     UFormattedDateInterval *result, UErrorCode *status))                                     \
  /* A date's parts (format --parts with one date): the fields of udat_format's string */         \
  X(55, UFieldPositionIterator *, ufieldpositer_open, (UErrorCode *status))                       \
  X(55, void, ufieldpositer_close, (UFieldPositionIterator *fpositer))                            \
  X(55, int32_t, ufieldpositer_next,                                                              \
    (UFieldPositionIterator *fpositer, int32_t *beginIndex, int32_t *endIndex))                   \
  X(55, int32_t, udat_formatForFields,                                                            \
    (const UDateFormat *format, UDate dateToFormat, UChar *result, int32_t resultCapacity,        \
     UFieldPositionIterator *fpositer, UErrorCode *status))

// ures_getByKeyWithFallback is exported by libicuuc (under its versioned name) but declared only
// in ICU's internal uresimp.h; its signature has not changed since ICU 4. The public
// ures_getByKey falls back to parent locales at the top level only.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *resB,
                                                            const char *inKey,
                                                            UResourceBundle *fillIn,
                                                            UErrorCode *status);

/// The table: one pointer per function of the list, named as the function (urename.h renames
/// member and function alike, so `ICU(udat_open)` is the `udat_open_72` member).
typedef struct {
#define CICU_MEMBER(since, ret, name, params) ret(*name) params;
  CICU_ICU_FUNCTIONS(CICU_MEMBER)
#undef CICU_MEMBER
} CICUFunctions;

/// The bound ICU's functions (binding.c). Written by binding only, before any other call.
extern CICUFunctions cicu_icu;

/// The bound ICU's function `name`.
#define ICU(name) (cicu_icu.name)

/// The bound ICU's major version (72 for the linked ICU).
extern int32_t cicu_boundMajor;

/// 1 when the bound ICU's major is one the shortcuts (style sets' reconstruction, the kept
/// calendar) were proven on by a test against a fresh `udat_open` (StyleSetTests,
/// KeptCalendarTests): they run there only, and the public path everywhere else.
int32_t cicu_shortcutsProven(void);

/// Sets `*status` to U_UNSUPPORTED_ERROR and returns 1 when the bound ICU lacks `name`: the
/// guard of every wrapper of a non-core function, so a missing one is an error, never a call
/// through NULL.
#define CICU_LACKS(name, status)                                                                  \
  (ICU(name) == NULL ? (*(status) = U_UNSUPPORTED_ERROR, 1) : 0)

#define STATUS(s) ((UErrorCode *)(s))

/// Copies a formatted value's string into `buffer` and its fields into `fields`, four integers
/// a field (category as `CICU_FIELD_…`, field, start, limit), counting every field in
/// `*fieldCount` even past `fieldCapacity`: what each `…_formatFields` wrapper returns once its
/// result holds the value (formatted_values.c). Returns the string's length;
/// U_BUFFER_OVERFLOW_ERROR when it is longer than `capacity`.
int32_t cicu_readFormattedValue(const UFormattedValue *value, uint16_t *buffer, int32_t capacity,
                                int32_t *fields, int32_t fieldCapacity, int32_t *fieldCount,
                                UErrorCode *status);

#endif  // CICU_ICU_FUNCTIONS_H
