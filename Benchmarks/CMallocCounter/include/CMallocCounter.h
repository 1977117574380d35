#ifndef CMALLOCCOUNTER_H
#define CMALLOCCOUNTER_H

// CMallocCounter: counts heap allocations made by the benchmark process.
//
// On Linux with glibc, the target defines malloc, calloc, realloc, free,
// posix_memalign, aligned_alloc and memalign itself. The definitions live in
// the executable, so the dynamic linker binds every shared library (the Swift
// runtime, Foundation, Dispatch) to them; they forward to glibc's
// __libc_* entry points. Elsewhere nothing is interposed, counting is
// unavailable, and rheo_malloc_counting_unavailable_reason() says why (on Apple
// platforms the Swift runtime allocates through malloc_zone_malloc, which an
// interposed malloc would not see).
//
// Link this target into benchmark executables only: it replaces the allocator
// entry points of the whole process.

#include <stdint.h>

#if defined(__cplusplus)
extern "C" {
#endif

/// The number of allocations made by this process so far.
///
/// Counted: malloc, calloc, posix_memalign, aligned_alloc, memalign, and
/// realloc when it is given NULL or asked for more than the block's usable
/// size. free and shrinking reallocs are not counted. The count is a relaxed
/// atomic: exact once the threads that allocated have been joined or
/// synchronized with; a concurrent reader may see a slightly stale value.
/// Always 0 where rheo_malloc_counting_unavailable_reason() is not NULL.
uint64_t rheo_malloc_count(void);

/// Why rheo_malloc_count() counts nothing on this platform, as a phrase for a
/// message ("the malloc interposer needs glibc"); NULL where it counts.
///
/// NULL on Linux with glibc, where the allocator is interposed; a reason
/// elsewhere (callers should print allocations as not measured, and why).
const char *_Nullable rheo_malloc_counting_unavailable_reason(void);

/// Asks the allocator to return the memory it keeps free to the system
/// (glibc's malloc_trim), so that one benchmark scenario's freed memory does
/// not stay resident into the next one's measurement. Does nothing without
/// glibc.
void rheo_malloc_trim(void);

#if defined(__cplusplus)
}
#endif

#endif
