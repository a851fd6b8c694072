// Bare unit names and the "next, last, this" words (`format --relative-word`) through ICU's C++
// RelativeDateTimeFormatter: its format(UDateDirection, UDateAbsoluteUnit) has no C API
// (ureldatefmt_format takes an amount, and the C API never asks UDAT_DIRECTION_PLAIN). The
// header stays plain C; only this file and durations.cpp see ICU's C++ API.
//
// As durations.cpp says, C++ names cannot be looked up in a loaded ICU, so this reaches the
// linked ICU 72 only: it answers U_UNSUPPORTED_ERROR while the wrappers call another library.
#include "cicu_binding.h"
#include "cicu_spans.h"

#include <unicode/locid.h>
#include <unicode/reldatefmt.h>
#include <unicode/unistr.h>

#define STATUS(s) (*(UErrorCode *)(s))

int32_t cicu_reldatefmt_formatWord(const char *locale, int32_t width, int32_t context,
                                   int32_t direction, int32_t unit, uint16_t *buffer,
                                   int32_t capacity, int32_t *status) {
  static const UDisplayContext contexts[] = {
      UDISPCTX_CAPITALIZATION_NONE, UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE,
      UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE, UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU,
      UDISPCTX_CAPITALIZATION_FOR_STANDALONE};
  UErrorCode &code = STATUS(status);
  if (!cicu_bind_callsLinked()) {
    code = U_UNSUPPORTED_ERROR;
    return 0;
  }
  if (width < 0 || width > UDAT_STYLE_NARROW || context < 0 ||
      context >= (int32_t)(sizeof contexts / sizeof contexts[0]) || direction < 0 ||
      direction > UDAT_DIRECTION_PLAIN || unit < 0 || unit > UDAT_ABSOLUTE_MINUTE) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  // No number format of its own (nullptr: the locale's), as cicu_ureldatefmt_open opens one.
  icu::RelativeDateTimeFormatter format(icu::Locale(locale), nullptr,
                                        (UDateRelativeDateTimeFormatterStyle)width,
                                        contexts[context], code);
  if (U_FAILURE(code)) return 0;
  icu::UnicodeString text;
  format.format((UDateDirection)direction, (UDateAbsoluteUnit)unit, text, code);
  if (U_FAILURE(code)) return 0;
  return text.extract(reinterpret_cast<char16_t *>(buffer), capacity, code);
}
