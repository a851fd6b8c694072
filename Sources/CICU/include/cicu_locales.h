// What the bound ICU holds: its versions, locales, zones, calendars and numbering systems
// (cicu.c, calendars.c). ICU-free, like every header here (see cicu.h).
#ifndef CICU_LOCALES_H
#define CICU_LOCALES_H

#include <stdint.h>
#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

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

#ifdef __cplusplus
}
#endif

#endif  // CICU_LOCALES_H
