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

void rheo_heap_trim(void) {
    malloc_trim(0);
}

#else
// The soak, their only caller, runs on Linux only (it needs swift-corelibs-xctest), so
// elsewhere they are stubs: code here that Linux could not compile would be code no one runs.
size_t rheo_heap_bytes_in_use(void) {
    return 0;
}
void rheo_heap_trim(void) {}
#endif
