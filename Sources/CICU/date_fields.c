// A date's typed parts: udat_format's string and the fields ICU marks in it, through the bound
// ICU's table (icu_functions.h, which includes ICU's headers).
#include "cicu_spans.h"
#include "icu_functions.h"

int32_t cicu_udat_formatFields(const cicu_udat *format, double millis, uint16_t *buffer,
                               int32_t capacity, int32_t *fields, int32_t fieldCapacity,
                               int32_t *fieldCount, int32_t *status) {
  *fieldCount = 0;
  if (capacity < 0 || fieldCapacity < 0) {
    *STATUS(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  if (CICU_LACKS(udat_formatForFields, status)) return 0;
  UFieldPositionIterator *positions = ICU(ufieldpositer_open)(STATUS(status));
  int32_t length = 0;
  if (U_SUCCESS(*STATUS(status))) {
    // ICU writes every field's position on the iterator whether or not the string fits, so
    // the fields are read only once the string has (an overflow is asked again, larger).
    length = ICU(udat_formatForFields)((const UDateFormat *)format, millis, buffer, capacity,
                                       positions, STATUS(status));
  }
  int32_t begin = 0, end = 0, field;
  while (U_SUCCESS(*STATUS(status)) &&
         (field = ICU(ufieldpositer_next)(positions, &begin, &end)) >= 0) {
    int32_t at = *fieldCount;
    if (at < fieldCapacity) {
      int32_t *quadruple = fields + 4 * at;
      quadruple[0] = CICU_FIELD_DATE;
      quadruple[1] = field;
      quadruple[2] = begin;
      quadruple[3] = end;
    }
    *fieldCount = at + 1;
  }
  if (positions != NULL) ICU(ufieldpositer_close)(positions);
  return length;
}
