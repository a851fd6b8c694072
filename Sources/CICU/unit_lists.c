// Durations through ICU's C API: one number formatter per unit (`measure-unit/duration-hour`),
// the strings joined by a units list formatter. What a loaded ICU writes durations with, since
// durations.cpp's C++ MeasureFormat reaches only the linked ICU. Forwarders like cicu.c, through
// the bound ICU's table (icu_functions.h, which includes ICU's headers).
//
// It writes what MeasureFormat::formatMeasures writes for the unit widths: every measure but
// the last with MeasureFormat's integer format (no fraction digits, rounding down), the last
// with its decimal format (the locale's fraction digits: three in en_US), each with the unit's
// width and the locale's grouping, joined by the list pattern of the same width. UnitListTests
// compares every string with MeasureFormat's on the linked ICU. The numeric width (h:mm:ss)
// has no C API: refused here.
//
// The same path writes the configured durations (issue 42) on every ICU, the linked one too:
// the units MeasureFormat has no getter for in durations.cpp (week, millisecond, microsecond,
// nanosecond: every ICU with unumf has their `duration-*` units) and a minimum number of
// integer digits (`integer-width/+00`, zero units shown padded). A unit's formatters are
// opened on its first string: a handle serves 8 units, a width's strings use a few.
#include "cicu_spans.h"
#include "icu_functions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kUnits = 8, kMaxCount = 8, kSkeletonCapacity = 192, kPieceCapacity = 256 };

struct cicu_unitlist {
  char locale[ULOC_FULLNAME_CAPACITY];
  int32_t width;
  int32_t grouped;
  char fraction[64];
  char digits[32];
  UNumberFormatter *integer[kUnits];
  UNumberFormatter *decimal[kUnits];
  UFormattedNumber *result;
  UListFormatter *list;
};

/// Largest first, as the Swift side's DurationUnit.
static const char *const unitNames[kUnits] = {"week",   "day",         "hour",
                                              "minute", "second",      "millisecond",
                                              "microsecond", "nanosecond"};

static const char *const widthNames[3] = {"unit-width-full-name", "unit-width-short",
                                          "unit-width-narrow"};

static UNumberFormatter *openUnit(const char *locale, int32_t unit, const char *width,
                                  const char *precision, int32_t grouped, const char *digits,
                                  UErrorCode *status) {
  char skeleton[kSkeletonCapacity];
  UChar text[kSkeletonCapacity];
  // group-on-aligned: MeasureFormat's DecimalFormat groups by the locale's sizes but ignores
  // CLDR's minimum grouping digits (be: "1 501", where a NumberFormatter's default writes 1501);
  // a pattern without grouping (en_US_POSIX's) groups nothing.
  int32_t length =
      snprintf(skeleton, sizeof skeleton, "measure-unit/duration-%s %s %s %s%s", unitNames[unit],
               width, precision, grouped ? "group-on-aligned" : "group-off", digits);
  if (length <= 0 || length >= kSkeletonCapacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return NULL;
  }
  for (int32_t i = 0; i <= length; ++i) text[i] = (UChar)skeleton[i];
  return ICU(unumf_openForSkeletonAndLocale)(text, length, locale, status);
}

cicu_unitlist *cicu_unitlist_open(const char *locale, int32_t width, int32_t minimumDigits,
                                  int32_t maximumDigits, int32_t fractionMinimum,
                                  int32_t fractionMaximum, int32_t *status) {
  if (width == 3) {
    *STATUS(status) = U_UNSUPPORTED_ERROR;
    return NULL;
  }
  if (width < 0 || width > 3 || minimumDigits < 0 || minimumDigits > 9 ||
      (maximumDigits != -1 &&
       (maximumDigits < minimumDigits || maximumDigits > 9)) ||
      fractionMinimum < -1 || fractionMaximum > 6 || fractionMaximum < fractionMinimum ||
      (fractionMinimum == -1) != (fractionMaximum == -1) ||
      strlen(locale) >= ULOC_FULLNAME_CAPACITY) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  if (CICU_LACKS(unumf_openForSkeletonAndLocale, status) ||
      CICU_LACKS(unumf_formatDouble, status) || CICU_LACKS(ulistfmt_openForType, status) ||
      CICU_LACKS(ulistfmt_format, status) || CICU_LACKS(unum_open, status))
    return NULL;
  // The decimal format's fraction digits and grouping are the locale's pattern's (3 digits and
  // grouping in en_US, 6 and none in en_US_POSIX), which a number skeleton cannot name: read
  // them from a legacy format.
  UNumberFormat *decimalFormat =
      ICU(unum_open)(UNUM_DECIMAL, NULL, 0, locale, NULL, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return NULL;
  int32_t fractionDigits = ICU(unum_getAttribute)(decimalFormat, UNUM_MAX_FRACTION_DIGITS);
  int32_t grouped = ICU(unum_getAttribute)(decimalFormat, UNUM_GROUPING_USED);
  ICU(unum_close)(decimalFormat);
  static const UListFormatterWidth listWidths[3] = {ULISTFMT_WIDTH_WIDE, ULISTFMT_WIDTH_SHORT,
                                                    ULISTFMT_WIDTH_NARROW};
  cicu_unitlist *handle = (cicu_unitlist *)calloc(1, sizeof(cicu_unitlist));
  if (handle == NULL) {
    *STATUS(status) = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  snprintf(handle->locale, sizeof handle->locale, "%s", locale);
  handle->width = width;
  handle->grouped = grouped;
  char *fraction = handle->fraction;
  if (fractionMaximum >= 0) {
    // A configured fraction (the caller rounded the amount to its maximum): `.00##` for 2 to 4
    // digits, as Foundation writes the stem.
    if (fractionMaximum == 0) {
      snprintf(fraction, sizeof handle->fraction, "precision-integer");
    } else {
      fraction[0] = '.';
      memset(fraction + 1, '0', (size_t)fractionMinimum);
      memset(fraction + 1 + fractionMinimum, '#', (size_t)(fractionMaximum - fractionMinimum));
      fraction[fractionMaximum + 1] = 0;
    }
  } else if (fractionDigits <= 0) {
    snprintf(fraction, sizeof handle->fraction, "precision-integer");
  } else {
    if (fractionDigits > (int32_t)sizeof handle->fraction - 2)
      fractionDigits = sizeof handle->fraction - 2;
    fraction[0] = '.';
    memset(fraction + 1, '#', (size_t)fractionDigits);
    fraction[fractionDigits + 1] = 0;
  }
  // ICU 62's spelling of "at least N integer digits" (67 added `*` for `+`; both read it);
  // `integer-width/+` alone for none (no integer digit below 1), as Foundation writes it; and
  // for 0...0, which Foundation writes `integer-width/*` (ICU 67's spelling of the same).
  if ((minimumDigits != 1 && maximumDigits == -1) || maximumDigits == 0) {
    static const char prefix[] = " integer-width/+";
    const size_t length = sizeof prefix - 1;
    memcpy(handle->digits, prefix, length);
    memset(handle->digits + length, '0', (size_t)minimumDigits);
    handle->digits[length + (size_t)minimumDigits] = 0;
  } else if (maximumDigits != -1) {
    // At most maximumDigits, the higher ones cut (`integer-width/#00`: 2 to 3 digits).
    static const char prefix[] = " integer-width/";
    const size_t length = sizeof prefix - 1;
    const size_t optional = (size_t)(maximumDigits - minimumDigits);
    memcpy(handle->digits, prefix, length);
    memset(handle->digits + length, '#', optional);
    memset(handle->digits + length + optional, '0', (size_t)minimumDigits);
    handle->digits[length + optional + (size_t)minimumDigits] = 0;
  }
  if (U_SUCCESS(*STATUS(status))) handle->result = ICU(unumf_openResult)(STATUS(status));
  if (U_SUCCESS(*STATUS(status))) {
    handle->list = ICU(ulistfmt_openForType)(locale, ULISTFMT_TYPE_UNITS, listWidths[width],
                                             STATUS(status));
  }
  if (U_FAILURE(*STATUS(status))) {
    cicu_unitlist_close(handle);
    return NULL;
  }
  return handle;
}

void cicu_unitlist_close(cicu_unitlist *handle) {
  if (handle == NULL) return;
  for (int32_t unit = 0; unit < kUnits; ++unit) {
    if (handle->integer[unit] != NULL) ICU(unumf_close)(handle->integer[unit]);
    if (handle->decimal[unit] != NULL) ICU(unumf_close)(handle->decimal[unit]);
  }
  if (handle->result != NULL) ICU(unumf_closeResult)(handle->result);
  if (handle->list != NULL) ICU(ulistfmt_close)(handle->list);
  free(handle);
}

/// The unit's formatter for a last measure (`decimal`) or another, opened on first use.
static const UNumberFormatter *unitFormatter(cicu_unitlist *handle, int32_t unit, int decimal,
                                             UErrorCode *status) {
  UNumberFormatter **slot = decimal ? &handle->decimal[unit] : &handle->integer[unit];
  if (*slot == NULL) {
    *slot = openUnit(handle->locale, unit, widthNames[handle->width],
                     decimal ? handle->fraction : "precision-integer rounding-mode-down",
                     handle->grouped, handle->digits, status);
  }
  return *slot;
}

int32_t cicu_unitlist_format(cicu_unitlist *handle, const double *amounts, const int32_t *units,
                             int32_t count, uint16_t *buffer, int32_t capacity,
                             int32_t *status) {
  if (count < 1 || count > kMaxCount) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UChar pieces[kMaxCount][kPieceCapacity];
  const UChar *strings[kMaxCount];
  int32_t lengths[kMaxCount];
  for (int32_t i = 0; i < count; ++i) {
    if (units[i] < 0 || units[i] >= kUnits) {
      *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
      return 0;
    }
    const UNumberFormatter *formatter =
        unitFormatter(handle, units[i], i == count - 1, STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    ICU(unumf_formatDouble)(formatter, amounts[i], handle->result, STATUS(status));
    lengths[i] = ICU(unumf_resultToString)(handle->result, pieces[i], kPieceCapacity,
                                           STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    strings[i] = pieces[i];
  }
  return ICU(ulistfmt_format)(handle->list, strings, lengths, count, buffer, capacity,
                              STATUS(status));
}
