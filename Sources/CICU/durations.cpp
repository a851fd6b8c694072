// Durations through ICU's C++ MeasureFormat (the durations artifact): ICU 72's C API has no
// measure format, and number skeletons with mixed units (`unit/hour-and-minute`) split and
// round on their own. The header stays plain C; only this file sees ICU's C++ API.
#include "cicu.h"

#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/unistr.h>

using icu::FieldPosition;
using icu::Locale;
using icu::Measure;
using icu::MeasureFormat;
using icu::MeasureUnit;
using icu::UnicodeString;

#define STATUS(s) (*(UErrorCode *)(s))

cicu_measfmt *cicu_measfmt_open(const char *locale, int32_t width, int32_t *status) {
  if (width < 0 || width > 3) {
    STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  MeasureFormat *format =
      new MeasureFormat(Locale(locale), (UMeasureFormatWidth)width, STATUS(status));
  if (U_FAILURE(STATUS(status))) {
    delete format;
    return nullptr;
  }
  return reinterpret_cast<cicu_measfmt *>(format);
}

void cicu_measfmt_close(cicu_measfmt *format) {
  delete reinterpret_cast<MeasureFormat *>(format);
}

int32_t cicu_measfmt_formatDuration(const cicu_measfmt *format, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status) {
  UErrorCode &code = STATUS(status);
  if (count < 1 || count > 4) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  Measure *measures[4] = {nullptr, nullptr, nullptr, nullptr};
  for (int32_t i = 0; i < count && U_SUCCESS(code); i++) {
    MeasureUnit *unit = nullptr;
    switch (units[i]) {
      case 0: unit = MeasureUnit::createDay(code); break;
      case 1: unit = MeasureUnit::createHour(code); break;
      case 2: unit = MeasureUnit::createMinute(code); break;
      case 3: unit = MeasureUnit::createSecond(code); break;
      default: code = U_ILLEGAL_ARGUMENT_ERROR; break;
    }
    if (unit != nullptr) measures[i] = new Measure(amounts[i], unit, code);  // adopts unit
  }
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    // formatMeasures takes an array of values, not of pointers.
    Measure list[4] = {*measures[0], *measures[count > 1 ? 1 : 0], *measures[count > 2 ? 2 : 0],
                       *measures[count > 3 ? 3 : 0]};
    UnicodeString text;
    FieldPosition position;
    reinterpret_cast<const MeasureFormat *>(format)->formatMeasures(list, count, text, position,
                                                                    code);
    if (U_SUCCESS(code)) length = text.extract(reinterpret_cast<char16_t *>(buffer), capacity, code);
  }
  for (int32_t i = 0; i < 4; i++) delete measures[i];
  return length;
}
