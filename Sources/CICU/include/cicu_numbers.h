// Plural rules and number formatters (cicu.c). ICU-free, like every header here (see cicu.h).
#ifndef CICU_NUMBERS_H
#define CICU_NUMBERS_H

#include <stdint.h>
#include "cicu.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Plural rules and numbers

cicu_uplrules *cicu_uplrules_open(const char *locale, int32_t *status);
void cicu_uplrules_close(cicu_uplrules *rules);
/// The plural category of `number` ("one", "other") into an ASCII buffer.
int32_t cicu_uplrules_select(const cicu_uplrules *rules, double number, char *buffer,
                             int32_t capacity, int32_t *status);
/// Opens a number formatter from an ICU number skeleton
/// ("measure-unit/duration-hour unit-width-full-name").
cicu_unumf *cicu_unumf_open(const uint16_t *skeleton, int32_t length, const char *locale,
                            int32_t *status);
void cicu_unumf_close(cicu_unumf *formatter);
int32_t cicu_unumf_formatInt(const cicu_unumf *formatter, int64_t value, uint16_t *buffer,
                             int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_NUMBERS_H
