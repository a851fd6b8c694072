// Linux system calls that Swift's Glibc module does not expose. No ICU here: CorpusStore, which
// never sees ICU, uses it.
#ifndef CSYSTEM_H
#define CSYSTEM_H

/// Swaps two paths atomically: `renameat2(2)` with `RENAME_EXCHANGE`. Both must exist.
///
/// Returns 0, or -1 with `errno` set: `EINVAL` or `ENOSYS` where the file system or kernel has no
/// exchange, `EXDEV` across file systems (and across overlayfs layers).
int csystem_exchange(int fromDirectory, const char *from, int toDirectory, const char *to);

#endif
