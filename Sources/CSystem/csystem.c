#define _GNU_SOURCE
#include "csystem.h"

#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int csystem_exchange(int fromDirectory, const char *from, int toDirectory, const char *to) {
#ifdef SYS_renameat2
  // The raw system call: glibc's renameat2 wrapper is recent (2.28) and variadic syscall(2)
  // cannot be called from Swift.
  return (int)syscall(SYS_renameat2, fromDirectory, from, toDirectory, to, RENAME_EXCHANGE);
#else
  errno = ENOSYS;
  return -1;
#endif
}
