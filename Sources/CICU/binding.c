// The table every wrapper calls ICU through, and its binding: filled at build time from the
// linked ICU 72, or at run time from three libraries loaded by absolute path. Includes ICU's
// headers (through icu_functions.h), for the linked functions' addresses and types.
#include "cicu_binding.h"
#include "icu_functions.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// UErrorCode is an enum whose storage is int-sized on every platform ICU supports; the casts
// of every wrapper's `int32_t *status` rely on it.
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode must be 32 bits");
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "UChar must be 16 bits");

// The linked ICU: each entry the address of the renamed function (`&udat_open` is
// `&udat_open_72`), resolved by the dynamic linker when the program starts, as a direct call's
// would be.
CICUFunctions cicu_icu = {
#define CICU_LINKED(since, ret, name, params) .name = &name,
    CICU_ICU_FUNCTIONS(CICU_LINKED)
#undef CICU_LINKED
};

int32_t cicu_boundMajor = U_ICU_VERSION_MAJOR_NUM;

/// Where the table came from: 0 the linked ICU, 1 loaded libraries.
static int32_t boundFromLibraries = 0;

/// 1 while the table's functions are the linked library's: not loaded, or loaded from the very
/// files the program links (the system folder: `dlopen` hands back the object already mapped).
static int32_t callsLinked = 1;

/// The majors the shortcuts were proven on. Adding one means running StyleSetTests and
/// KeptCalendarTests against that version first (they compare with a fresh udat_open).
static const int32_t provenMajors[] = {72};

int32_t cicu_shortcutsProven(void) {
  for (size_t i = 0; i < sizeof provenMajors / sizeof provenMajors[0]; ++i) {
    if (provenMajors[i] == cicu_boundMajor) return 1;
  }
  return 0;
}

/// One row per function, for lookups by name (the enumeration helper's one use of the list
/// besides the table itself).
typedef struct {
  const char *name;
  int32_t since;
  size_t offset;
} FunctionRow;

static const FunctionRow functionRows[] = {
#define CICU_ROW(since, ret, name, params) {#name, since, offsetof(CICUFunctions, name)},
    CICU_ICU_FUNCTIONS(CICU_ROW)
#undef CICU_ROW
};

enum { kFunctionCount = sizeof functionRows / sizeof functionRows[0] };

static void **entry(CICUFunctions *table, const FunctionRow *row) {
  return (void **)((char *)table + row->offset);
}

static int32_t fail(char *message, int32_t capacity, const char *format, ...) {
  if (message != NULL && capacity > 0) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, (size_t)capacity, format, arguments);
    va_end(arguments);
  }
  return 1;
}

/// `name` + suffix looked up in the loaded libraries, i18n first (its scope holds uc and data).
static void *lookUp(void *const handles[3], const char *name, const char *suffix) {
  char symbol[128];
  if (snprintf(symbol, sizeof symbol, "%s%s", name, suffix) >= (int)sizeof symbol) return NULL;
  for (int i = 2; i >= 0; --i) {
    void *address = dlsym(handles[i], symbol);
    if (address != NULL) return address;
  }
  return NULL;
}

/// The renaming suffix of a loaded libicuuc: `_NN` for the first NN whose `u_getVersion_NN`
/// it exports, else "" when it exports plain `u_getVersion`. Returns 0 when it has neither.
static int32_t findSuffix(void *const handles[3], char *suffix, size_t capacity) {
  for (int32_t major = 1; major < 1000; ++major) {
    snprintf(suffix, capacity, "_%d", (int)major);
    if (lookUp(handles, "u_getVersion", suffix) != NULL) return 1;
  }
  suffix[0] = 0;
  return lookUp(handles, "u_getVersion", suffix) != NULL;
}

static const char *baseName(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash != NULL ? slash + 1 : path;
}

/// Refuses a 64-bit ELF file whose loadable segments end past the file's end, which `dlopen`
/// cannot refuse: it maps them, and the first touch beyond the end raises SIGBUS inside it
/// (checked: the first 64 KiB of libicui18n.so.72 kills the process). Anything else, ELF or
/// not, is left to `dlopen`, whose reasons ("invalid ELF header", "file too short") say it.
static int32_t checkSegments(const char *path, char *message, int32_t capacity) {
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) {
    return fail(message, capacity, "cannot load %s: %s", baseName(path), strerror(errno));
  }
  struct stat status;
  Elf64_Ehdr header;
  int32_t result = 0;
  if (fstat(descriptor, &status) != 0 ||
      pread(descriptor, &header, sizeof header, 0) != (ssize_t)sizeof header ||
      memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64 ||
      header.e_phentsize != sizeof(Elf64_Phdr)) {
    close(descriptor);
    return 0;
  }
  unsigned long long size = (unsigned long long)status.st_size;
  unsigned long long end = header.e_phoff + (unsigned long long)header.e_phnum * sizeof(Elf64_Phdr);
  for (int i = 0; result == 0 && i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    if (end > size || pread(descriptor, &segment, sizeof segment,
                            (off_t)(header.e_phoff + i * sizeof segment)) != sizeof segment) {
      break;
    }
    if (segment.p_type == PT_LOAD && segment.p_offset + segment.p_filesz > end) {
      end = segment.p_offset + segment.p_filesz;
    }
  }
  close(descriptor);
  if (end > size) {
    result = fail(message, capacity,
                  "cannot load %s: the file is truncated (%llu bytes, where its ELF headers need at "
                  "least %llu)",
                  baseName(path), size, end);
  }
  return result;
}

int32_t cicu_bind_load(const char *data, const char *common, const char *i18n,
                       const char *suffix, char *message, int32_t capacity) {
  if (boundFromLibraries) {
    return fail(message, capacity, "an ICU is already bound in this process");
  }
  const char *paths[3] = {data, common, i18n};
  void *handles[3] = {NULL, NULL, NULL};
  for (int i = 0; i < 3; ++i) {
    if (paths[i] == NULL || paths[i][0] != '/') {
      return fail(message, capacity, "library path '%s' is not absolute",
                  paths[i] != NULL ? paths[i] : "");
    }
    if (checkSegments(paths[i], message, capacity) != 0) return 1;
    // In dependency order, so each later library's DT_NEEDED finds the one already loaded by
    // its soname; RTLD_LOCAL keeps the loaded names out of the linked ICU's way.
    handles[i] = dlopen(paths[i], RTLD_NOW | RTLD_LOCAL);
    if (handles[i] == NULL) {
      const char *reason = dlerror();
      return fail(message, capacity, "cannot load %s: %s", baseName(paths[i]),
                  reason != NULL ? reason : "unknown error");
    }
  }
  char found[16];
  if (suffix == NULL) {
    if (!findSuffix(handles, found, sizeof found)) {
      return fail(message, capacity, "%s exports no u_getVersion: not an ICU common library",
                  baseName(common));
    }
    suffix = found;
  }
  CICUFunctions table;
  memset(&table, 0, sizeof table);
  for (int32_t i = 0; i < kFunctionCount; ++i) {
    void *address = lookUp(handles, functionRows[i].name, suffix);
    if (address == NULL && functionRows[i].since == CICU_CORE) {
      return fail(message, capacity, "%s has no %s%s, which fmtcorpus needs", baseName(i18n),
                  functionRows[i].name, suffix);
    }
    *entry(&table, &functionRows[i]) = address;
  }
  UVersionInfo version;
  table.u_getVersion(version);
  int32_t major = version[0];
  if (suffix[0] == '_') {
    char expected[16];
    snprintf(expected, sizeof expected, "_%d", (int)major);
    if (strcmp(expected, suffix) != 0) {
      return fail(message, capacity, "%s reports ICU %d but names its functions with %s",
                  baseName(common), (int)major, suffix);
    }
  }
  callsLinked = table.u_getVersion == &u_getVersion;
  cicu_icu = table;
  cicu_boundMajor = major;
  boundFromLibraries = 1;
  return 0;
}

int32_t cicu_bind_isLoaded(void) { return boundFromLibraries; }

int32_t cicu_bind_callsLinked(void) { return callsLinked; }

int32_t cicu_bind_isBound(const char *name) {
  for (int32_t i = 0; i < kFunctionCount; ++i) {
    if (strcmp(functionRows[i].name, name) == 0) {
      return *entry(&cicu_icu, &functionRows[i]) != NULL;
    }
  }
  return 0;
}

int32_t cicu_bind_since(const char *name) {
  for (int32_t i = 0; i < kFunctionCount; ++i) {
    if (strcmp(functionRows[i].name, name) == 0) return functionRows[i].since;
  }
  return -1;
}

int32_t cicu_bind_functionCount(void) { return kFunctionCount; }

const char *cicu_bind_functionName(int32_t index) {
  return index >= 0 && index < kFunctionCount ? functionRows[index].name : NULL;
}

int32_t cicu_bind_shortcutsProven(void) { return cicu_shortcutsProven(); }
