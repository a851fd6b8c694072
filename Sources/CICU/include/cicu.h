// A thin, ICU-free C interface to ICU: the conventions every header here shares, and the handles.
//
// No header under include/ includes an ICU header, on purpose: ICU's headers define the same
// types as Foundation's own ICU, and any Swift module that sees both fails to build. Every
// function has a stable name, where ICU's `urename.h` turns `udat_open` into `udat_open_72`.
// Handles are opaque, status is an `int32_t` (ICU's UErrorCode: > 0 is failure, < 0 a warning),
// text is UTF-16 in `uint16_t` buffers; functions that write text return the full length, which
// may exceed the capacity (then nothing usable was written and the caller retries).
//
// The headers by concept: cicu_binding.h (which ICU is called), cicu_locales.h (versions,
// locales, zones, the lists of calendars and numbering systems), cicu_calendars.h, cicu_dates.h
// (date formats, the pattern generator, style sets, parsing), cicu_numbers.h, cicu_spans.h
// (relative times, intervals, durations). Behind them, every .c file calls ICU through one
// table (icu_functions.h, binding.c); durations.cpp alone calls the linked ICU's C++ API.
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cicu_udat cicu_udat;
typedef struct cicu_udatpg cicu_udatpg;
typedef struct cicu_ucal cicu_ucal;
typedef struct cicu_uplrules cicu_uplrules;
typedef struct cicu_unumf cicu_unumf;
typedef struct cicu_styles cicu_styles;
typedef struct cicu_udtitvfmt cicu_udtitvfmt;
typedef struct cicu_ureldatefmt cicu_ureldatefmt;
typedef struct cicu_measfmt cicu_measfmt;
typedef struct cicu_unitlist cicu_unitlist;

/// ICU's name for a status code (`U_ILLEGAL_ARGUMENT_ERROR`).
const char *cicu_errorName(int32_t status);

/// ICU's U_UNSUPPORTED_ERROR: what a wrapper sets when the bound ICU lacks a function it needs
/// (`cicu_bind_isBound` names it).
enum { CICU_UNSUPPORTED_ERROR = 16 };

#ifdef __cplusplus
}
#endif

#endif  // CICU_H
