#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not yet had back (glibc: `mallinfo2()`'s
/// `uordblks + hblkhd`), or 0 where unknown (elsewhere: the soak runs on Linux only).
/// Unlike the resident set, it does not count memory the allocator keeps for reuse.
size_t rheo_heap_bytes_in_use(void);

/// Returns the allocator's free pages to the system (glibc: `malloc_trim(0)`, which also
/// releases free pages inside every arena), so that the resident set measured next is the
/// memory in use plus the allocator's unavoidable fragmentation. Does nothing elsewhere.
void rheo_heap_trim(void);

#endif
