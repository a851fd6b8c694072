// Calendars (issue 29): ICU's list of calendar ids, all of them or a locale's preferred ones.
// A forwarder like cicu.c, through the bound ICU's table (icu_functions.h, which includes
// ICU's headers).
#include "cicu_locales.h"
#include "icu_functions.h"

#include <string.h>

int32_t cicu_calendarIDs(const char *locale, int32_t commonlyUsed, char *buffer,
                         int32_t capacity, int32_t *status) {
  UEnumeration *values = ICU(ucal_getKeywordValuesForLocale)("calendar", locale,
                                                             commonlyUsed ? 1 : 0, STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t needed = 0;
  int32_t length = 0;
  const char *id;
  while ((id = ICU(uenum_next)(values, &length, STATUS(status))) != NULL) {
    if (needed + length + 1 <= capacity) {
      memcpy(buffer + needed, id, (size_t)length);
      buffer[needed + length] = 0;
    }
    needed += length + 1;
  }
  ICU(uenum_close)(values);
  return needed;
}

int32_t cicu_numberingSystems(char *buffer, int32_t capacity, int32_t *status) {
  UEnumeration *names = ICU(unumsys_openAvailableNames)(STATUS(status));
  if (U_FAILURE(*STATUS(status))) return 0;
  int32_t needed = 0;
  int32_t length = 0;
  const char *name;
  while ((name = ICU(uenum_next)(names, &length, STATUS(status))) != NULL) {
    if (needed + length + 1 <= capacity) {
      memcpy(buffer + needed, name, (size_t)length);
      buffer[needed + length] = 0;
    }
    needed += length + 1;
  }
  ICU(uenum_close)(names);
  return needed;
}
