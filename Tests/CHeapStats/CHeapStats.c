// Heap statistics for the soak (Tests/RheoStressTests/SoakTests.swift): what the allocator
// has in use, separate from what it keeps for reuse, so that a rising resident set can be
// told apart from a leak. Test support only; not linked into Rheo.
#include "CHeapStats.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc systems

#if defined(__GLIBC__)
#include <malloc.h>

size_t rheo_heap_bytes_in_use(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

void rheo_heap_trim(void) { malloc_trim(0); }

#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t rheo_heap_bytes_in_use(void) {
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return stats.size_in_use;
}

void rheo_heap_trim(void) { malloc_zone_pressure_relief(NULL, 0); }

#else
size_t rheo_heap_bytes_in_use(void) { return 0; }
void rheo_heap_trim(void) {}
#endif
