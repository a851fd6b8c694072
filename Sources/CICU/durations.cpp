// Durations through ICU's C++ MeasureFormat (the durations artifact): ICU 72's C API has no
// measure format, and number skeletons with mixed units (`unit/hour-and-minute`) split and
// round on their own. The header stays plain C; only this file and relative_words.cpp see ICU's
// C++ API.
//
// MeasureFormat::formatMeasures builds a new number formatter for every measure it writes (it sets
// the measure's unit on its decimal format's LocalizedNumberFormatter each time): most of what the
// durations artifact would cost (Development.md, "Measurements behind the code"). For the unit
// widths a handle keeps what formatMeasures builds — per unit, its decimal format's formatter with
// that unit and width (the integer format for every unit but the last, as formatMeasures does) and
// the unit list formatter of the width — and writes the same string from them; the numeric width
// (its h:mm:ss path) goes through formatMeasures itself. SpanTests compare every string with a
// fresh MeasureFormat's.
//
// C++ names cannot be looked up in a loaded ICU (they are mangled, and classes have no table),
// so this file always reaches the linked ICU 72: a handle opens only while the wrappers call
// that same library (cicu_bind_callsLinked), and is refused (U_UNSUPPORTED_ERROR) elsewhere.
#include "cicu_binding.h"
#include "cicu_spans.h"

#include <unicode/decimfmt.h>
#include <unicode/listformatter.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/numberformatter.h>
#include <unicode/numfmt.h>
#include <unicode/unistr.h>

#include <memory>

using icu::DecimalFormat;
using icu::FieldPosition;
using icu::ListFormatter;
using icu::Locale;
using icu::Measure;
using icu::MeasureFormat;
using icu::MeasureUnit;
using icu::NumberFormat;
using icu::UnicodeString;
using icu::number::LocalizedNumberFormatter;

#define STATUS(s) (*(UErrorCode *)(s))

namespace {

/// The units this file writes, by the C index less one (1 day … 4 second; unit_lists.c has
/// week and the sub-second units besides).
enum { kFirstUnit = 1, kUnitCount = 4 };

MeasureUnit unitAt(int32_t index) {
  switch (index) {
    case 0: return MeasureUnit::getDay();
    case 1: return MeasureUnit::getHour();
    case 2: return MeasureUnit::getMinute();
    default: return MeasureUnit::getSecond();
  }
}

/// What one width's strings are written with.
struct DurationFormat {
  Locale locale;
  int32_t width = 0;
  /// The numeric width's MeasureFormat; the unit widths need none (opening one costs more than
  /// all of a width's strings).
  std::unique_ptr<MeasureFormat> measures;
  std::unique_ptr<ListFormatter> list;
  /// Per unit (day, hour, minute, second): the decimal format's formatter, and the integer
  /// format's (no fraction digits, rounding down), each with the unit and the width.
  LocalizedNumberFormatter decimal[4];
  LocalizedNumberFormatter integer[4];
  bool kept = false;
};

/// MeasureFormat's unit width for a measure width.
UNumberUnitWidth unitWidth(int32_t width) {
  switch (width) {
    case 0: return UNUM_UNIT_WIDTH_FULL_NAME;
    case 2: return UNUM_UNIT_WIDTH_NARROW;
    default: return UNUM_UNIT_WIDTH_SHORT;
  }
}

/// MeasureFormat's list width for a measure width.
UListFormatterWidth listWidth(int32_t width) {
  switch (width) {
    case 0: return ULISTFMT_WIDTH_WIDE;
    case 2: return ULISTFMT_WIDTH_NARROW;
    default: return ULISTFMT_WIDTH_SHORT;
  }
}

/// MeasureFormat::formatMeasures itself, by the handle's numeric MeasureFormat or a fresh one of
/// the handle's width.
void formatMeasures(const DurationFormat *format, const double *amounts, const int32_t *units,
                    int32_t count, UnicodeString &text, UErrorCode &code) {
  std::unique_ptr<MeasureFormat> fresh;
  const MeasureFormat *measureFormat = format->measures.get();
  if (measureFormat == nullptr) {
    fresh.reset(new MeasureFormat(format->locale, (UMeasureFormatWidth)format->width, code));
    if (U_FAILURE(code)) return;
    measureFormat = fresh.get();
  }
  Measure *measures[4] = {nullptr, nullptr, nullptr, nullptr};
  for (int32_t i = 0; i < count && U_SUCCESS(code); i++) {
    // adopts the unit
    measures[i] = new Measure(amounts[i], unitAt(units[i] - kFirstUnit).clone(), code);
  }
  if (U_SUCCESS(code)) {
    // formatMeasures takes an array of values, not of pointers.
    Measure list[4] = {*measures[0], *measures[count > 1 ? 1 : 0], *measures[count > 2 ? 2 : 0],
                       *measures[count > 3 ? 3 : 0]};
    FieldPosition position;
    measureFormat->formatMeasures(list, count, text, position, code);
  }
  for (int32_t i = 0; i < 4; i++) delete measures[i];
}

/// Whether the arguments name 1 to 4 of this file's units.
bool validUnits(const int32_t *units, int32_t count) {
  if (count < 1 || count > kUnitCount) return false;
  for (int32_t i = 0; i < count; i++) {
    if (units[i] < kFirstUnit || units[i] >= kFirstUnit + kUnitCount) return false;
  }
  return true;
}

}  // namespace

cicu_measfmt *cicu_measfmt_open(const char *locale, int32_t width, int32_t *status) {
  UErrorCode &code = STATUS(status);
  if (!cicu_bind_callsLinked()) {
    code = U_UNSUPPORTED_ERROR;
    return nullptr;
  }
  if (width < 0 || width > 3) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  std::unique_ptr<DurationFormat> format(new DurationFormat());
  Locale where(locale);
  format->locale = where;
  format->width = width;
  if (width == 3) {
    format->measures.reset(new MeasureFormat(where, UMEASFMT_WIDTH_NUMERIC, code));
    if (U_FAILURE(code)) return nullptr;
  } else {
    format->list.reset(
        ListFormatter::createInstance(where, ULISTFMT_TYPE_UNITS, listWidth(width), code));
    std::unique_ptr<NumberFormat> decimal(NumberFormat::createInstance(where, code));
    std::unique_ptr<NumberFormat> integer(NumberFormat::createInstance(where, code));
    if (U_FAILURE(code)) return nullptr;
    integer->setMaximumFractionDigits(0);
    auto *decimalFormat = dynamic_cast<DecimalFormat *>(decimal.get());
    auto *integerFormat = dynamic_cast<DecimalFormat *>(integer.get());
    if (decimalFormat != nullptr && integerFormat != nullptr) {
      integerFormat->setRoundingMode(DecimalFormat::kRoundDown);
      const LocalizedNumberFormatter *decimalNumbers = decimalFormat->toNumberFormatter(code);
      const LocalizedNumberFormatter *integerNumbers = integerFormat->toNumberFormatter(code);
      if (U_FAILURE(code) || decimalNumbers == nullptr || integerNumbers == nullptr) return nullptr;
      // threshold(1) (ICU's internal setter) builds a formatter's data on its first format
      // instead of its third: a unit formats a handful of strings a width.
      for (int32_t unit = 0; unit < 4; unit++) {
        format->decimal[unit] =
            decimalNumbers->unit(unitAt(unit)).unitWidth(unitWidth(width)).threshold(1);
        format->integer[unit] =
            integerNumbers->unit(unitAt(unit)).unitWidth(unitWidth(width)).threshold(1);
      }
      format->kept = format->list != nullptr;
    }
    if (!format->kept) {
      // Not a decimal format: formatMeasures' own path.
      format->measures.reset(new MeasureFormat(where, (UMeasureFormatWidth)width, code));
      if (U_FAILURE(code)) return nullptr;
    }
  }
  return reinterpret_cast<cicu_measfmt *>(format.release());
}

void cicu_measfmt_close(cicu_measfmt *format) {
  delete reinterpret_cast<DurationFormat *>(format);
}

int32_t cicu_measfmt_formatDuration(const cicu_measfmt *handle, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status) {
  UErrorCode &code = STATUS(status);
  const DurationFormat *format = reinterpret_cast<const DurationFormat *>(handle);
  if (!validUnits(units, count)) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UnicodeString text;
  if (format->kept) {
    // formatMeasures' own steps: one measure with the decimal format; several with the integer
    // format for all but the last, joined by the unit list.
    UnicodeString parts[4];
    for (int32_t i = 0; i < count && U_SUCCESS(code); i++) {
      int32_t unit = units[i] - kFirstUnit;
      const LocalizedNumberFormatter &numbers =
          (count == 1 || i == count - 1) ? format->decimal[unit] : format->integer[unit];
      parts[i] = numbers.formatDouble(amounts[i], code).toString(code);
    }
    if (U_SUCCESS(code)) {
      if (count == 1) {
        text = parts[0];
      } else {
        format->list->format(parts, count, text, code);
      }
    }
  } else {
    formatMeasures(format, amounts, units, count, text, code);
  }
  if (U_FAILURE(code)) return 0;
  return text.extract(reinterpret_cast<char16_t *>(buffer), capacity, code);
}

int32_t cicu_measfmt_formatMeasures(const cicu_measfmt *handle, const double *amounts,
                                    const int32_t *units, int32_t count, uint16_t *buffer,
                                    int32_t capacity, int32_t *status) {
  UErrorCode &code = STATUS(status);
  if (!validUnits(units, count)) {
    code = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UnicodeString text;
  formatMeasures(reinterpret_cast<const DurationFormat *>(handle), amounts, units, count, text,
                 code);
  if (U_FAILURE(code)) return 0;
  return text.extract(reinterpret_cast<char16_t *>(buffer), capacity, code);
}
