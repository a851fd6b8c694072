// Calendars (issue 29): ICU's list of calendar ids, all of them or a locale's preferred ones.
// A forwarder like cicu.c; the only other file of the target that includes ICU's headers.
#include "cicu.h"

#include <string.h>
#include <unicode/ucal.h>
#include <unicode/uenum.h>

#define STATUS(s) ((UErrorCode *)(s))

int32_t cicu_calendarIDs(const char *locale, int32_t commonlyUsed, char *buffer,
                         int32_t capacity, int32_t *status) {
  UEnumeration *values = ucal_getKeywordValuesForLocale("calendar", locale,
                                                        commonlyUsed ? 1 : 0, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t needed = 0;
  int32_t length = 0;
  const char *id;
  while ((id = uenum_next(values, &length, STATUS(status))) != NULL) {
    if (needed + length + 1 <= capacity) {
      memcpy(buffer + needed, id, (size_t)length);
      buffer[needed + length] = 0;
    }
    needed += length + 1;
  }
  uenum_close(values);
  return needed;
}
