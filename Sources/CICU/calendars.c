// Calendars (issue 29): ICU's list of calendar ids, all of them or a locale's preferred ones.
// A forwarder like cicu.c; the only other file of the target that includes ICU's headers.
#include "cicu.h"

#include <string.h>
#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <unicode/unumsys.h>

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

int32_t cicu_numberingSystems(char *buffer, int32_t capacity, int32_t *status) {
  UEnumeration *names = unumsys_openAvailableNames(STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t needed = 0;
  int32_t length = 0;
  const char *name;
  while ((name = uenum_next(names, &length, STATUS(status))) != NULL) {
    if (needed + length + 1 <= capacity) {
      memcpy(buffer + needed, name, (size_t)length);
      buffer[needed + length] = 0;
    }
    needed += length + 1;
  }
  uenum_close(names);
  return needed;
}
