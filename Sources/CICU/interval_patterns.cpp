// User interval patterns (`format --interval-pattern`, `--interval-fallback`) through ICU's C++
// DateIntervalInfo: the C API opens an interval format from the locale's data only
// (udtitvfmt_open), and has no setIntervalPattern or setFallbackIntervalPattern. The header
// stays plain C; only this file, durations.cpp and relative_words.cpp see ICU's C++ API.
//
// As durations.cpp says, C++ names cannot be looked up in a loaded ICU, so this reaches the
// linked ICU 72 only: it answers U_UNSUPPORTED_ERROR while the wrappers call another library.
//
// The format is built as udtitvfmt_open builds its own (udateintervalformat.cpp: createInstance,
// then adoptTimeZone, then the handle is the DateIntervalFormat cast to UDateIntervalFormat), so
// cicu_udtitvfmt_format and cicu_udtitvfmt_close, which call the same linked library, take it.
#include "cicu_binding.h"
#include "cicu_spans.h"

#include <unicode/dtitvfmt.h>
#include <unicode/dtitvinf.h>
#include <unicode/locid.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

#include <memory>

#define STATUS(s) (*(UErrorCode *)(s))

cicu_udtitvfmt *cicu_dtitvfmt_openWithPatterns(const char *locale, const uint16_t *skeleton,
                                               int32_t skeletonLength, const uint16_t *zone,
                                               int32_t zoneLength, const int32_t *fields,
                                               const uint16_t *const *patterns,
                                               const int32_t *patternLengths, int32_t count,
                                               const uint16_t *fallback, int32_t fallbackLength,
                                               int32_t *status) {
  UErrorCode &code = STATUS(status);
  if (U_FAILURE(code)) return nullptr;
  if (!cicu_bind_callsLinked()) {
    code = U_UNSUPPORTED_ERROR;
    return nullptr;
  }
  if (skeletonLength < 0 || zoneLength < 0 || count < 0 || fallbackLength < 0) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  auto text = [](const uint16_t *units, int32_t length) {
    return icu::UnicodeString(reinterpret_cast<const char16_t *>(units), length);
  };
  icu::UnicodeString skel = text(skeleton, skeletonLength);
  // The empty info ICU's own test builds (dtifmtts.cpp, expectUserDII): only the user's data.
  icu::DateIntervalInfo info(code);
  for (int32_t i = 0; i < count && U_SUCCESS(code); i++) {
    info.setIntervalPattern(skel, (UCalendarDateFields)fields[i],
                            text(patterns[i], patternLengths[i]), code);
  }
  if (fallback != nullptr && U_SUCCESS(code)) {
    info.setFallbackIntervalPattern(text(fallback, fallbackLength), code);
  }
  if (U_FAILURE(code)) return nullptr;
  std::unique_ptr<icu::DateIntervalFormat> format(
      icu::DateIntervalFormat::createInstance(skel, icu::Locale(locale), info, code));
  if (U_FAILURE(code)) return nullptr;
  icu::TimeZone *timeZone = icu::TimeZone::createTimeZone(text(zone, zoneLength));
  if (timeZone == nullptr) {
    code = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  format->adoptTimeZone(timeZone);
  return reinterpret_cast<cicu_udtitvfmt *>(format.release());
}
