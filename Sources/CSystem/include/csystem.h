// Linux system calls that Swift's Glibc module does not expose. No ICU here: CorpusStore, which
// never sees ICU, uses it.
#ifndef CSYSTEM_H
#define CSYSTEM_H

#include <stddef.h>
#include <stdint.h>

/// Swaps two paths atomically: `renameat2(2)` with `RENAME_EXCHANGE`. Both must exist.
///
/// Returns 0, or -1 with `errno` set: `EINVAL` or `ENOSYS` where the file system or kernel has no
/// exchange, `EXDEV` across file systems (and across overlayfs layers).
int csystem_exchange(int fromDirectory, const char *from, int toDirectory, const char *to);

/// 1 when this processor has the x86 SHA extensions (SHA-NI, with SSSE3 and SSE4.1), else 0.
int csystem_sha256_hardware(void);

/// Compresses `blocks` whole 64-byte blocks at `data` into `state` (FIPS 180-4, 6.2.2) with the
/// SHA extensions. Call only when `csystem_sha256_hardware()` is 1.
void csystem_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
