// A formatted value's string and fields, read once for every kind of result (relative times,
// intervals), through the bound ICU's table (icu_functions.h, which includes ICU's headers).
#include "cicu_spans.h"
#include "icu_functions.h"

int32_t cicu_readFormattedValue(const UFormattedValue *value, uint16_t *buffer, int32_t capacity,
                                int32_t *fields, int32_t fieldCapacity, int32_t *fieldCount,
                                UErrorCode *status) {
  *fieldCount = 0;
  int32_t length = 0;
  UConstrainedFieldPosition *position = ICU(ucfpos_open)(status);
  const UChar *text = ICU(ufmtval_getString)(value, &length, status);
  while (U_SUCCESS(*status) && ICU(ufmtval_nextPosition)(value, position, status)) {
    int32_t at = *fieldCount;
    if (at < fieldCapacity) {
      int32_t *field = fields + 4 * at;
      int32_t category = ICU(ucfpos_getCategory)(position, status);
      field[0] = category == UFIELD_CATEGORY_NUMBER                ? CICU_FIELD_NUMBER
                 : category == UFIELD_CATEGORY_RELATIVE_DATETIME   ? CICU_FIELD_RELATIVE
                 : category == UFIELD_CATEGORY_DATE                ? CICU_FIELD_DATE
                 : category == UFIELD_CATEGORY_DATE_INTERVAL_SPAN ? CICU_FIELD_INTERVAL_SPAN
                                                                   : CICU_FIELD_OTHER;
      field[1] = ICU(ucfpos_getField)(position, status);
      ICU(ucfpos_getIndexes)(position, &field[2], &field[3], status);
    }
    *fieldCount = at + 1;
  }
  if (U_SUCCESS(*status)) {
    if (length > capacity) {
      *status = U_BUFFER_OVERFLOW_ERROR;
    } else {
      for (int32_t i = 0; i < length; i++) buffer[i] = text[i];
    }
  }
  if (position != NULL) ICU(ucfpos_close)(position);
  return length;
}
