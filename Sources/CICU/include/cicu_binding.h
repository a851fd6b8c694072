// Which ICU the wrappers call: the linked system ICU 72 (the default), or one version's three
// libraries loaded at run time. ICU-free, like every header here (see cicu.h).
#ifndef CICU_BINDING_H
#define CICU_BINDING_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads ICU's data, common and i18n libraries by absolute path (`dlopen`, `RTLD_NOW |
/// RTLD_LOCAL`, in that order) and points every wrapper at their functions, looked up as the
/// ICU name plus `suffix` (`"_78"`; NULL finds it from the `u_getVersion_NN` libicuuc exports;
/// `""` for an ICU built without renaming). Once per process, before any other call: the
/// table is not guarded, so a worker binds at start.
///
/// Returns 0 when bound. Otherwise 1, with nothing changed, and one line in `message` (at most
/// `capacity` bytes, NUL-terminated): a library that does not load (dlerror's reason: not ELF,
/// truncated), or a function every artifact needs that the libraries lack (named). Functions
/// one artifact needs may be missing: `cicu_bind_isBound` tells.
int32_t cicu_bind_load(const char *data, const char *common, const char *i18n,
                       const char *suffix, char *message, int32_t capacity);

/// 1 when the wrappers call libraries `cicu_bind_load` loaded, 0 for the linked ICU.
int32_t cicu_bind_isLoaded(void);

/// 1 when the wrappers call the linked library's functions: nothing loaded, or the loaded files
/// are the linked ones (the system folder). ICU's C++ API (durations.cpp) is reachable only then.
int32_t cicu_bind_callsLinked(void);

/// 1 when the bound ICU has the function `name` (ICU's unrenamed name: "unumf_formatInt").
int32_t cicu_bind_isBound(const char *name);

/// The first ICU major that has `name`, as CICU's list records it (0 for a function every
/// version must have, -1 for a name CICU does not call).
int32_t cicu_bind_since(const char *name);

/// How many ICU functions CICU calls, and the name of each (NULL past the end).
int32_t cicu_bind_functionCount(void);
const char *cicu_bind_functionName(int32_t index);

/// 1 when the bound ICU's major is one the shortcuts (style sets, kept calendars) were proven
/// on; elsewhere the wrappers take ICU's public path.
int32_t cicu_bind_shortcutsProven(void);

#ifdef __cplusplus
}
#endif

#endif  // CICU_BINDING_H
