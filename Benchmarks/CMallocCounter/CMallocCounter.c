// Interposes the allocator to count allocations; see CMallocCounter.h.

// stdlib.h pulls in features.h, which defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>

#include <stdatomic.h>

#include "CMallocCounter.h"

// Relaxed is enough: the counter orders nothing, and readers compare counts taken
// on one thread around work that has finished.
static _Atomic(uint64_t) rheo_allocations = 0;

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

// Counting works here: nothing to explain.
static const char *const rheo_uncounted_reason = NULL;

// glibc's real allocator entry points. Calling them directly instead of looking
// the next `malloc` up with dlsym(RTLD_NEXT) means there is no bootstrap phase:
// dlsym itself calls calloc, which would otherwise recurse into us before the
// pointers are resolved.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *ptr, size_t size);
extern void __libc_free(void *ptr);
extern void *__libc_memalign(size_t alignment, size_t size);

static inline void rheo_count_allocation(void) {
    atomic_fetch_add_explicit(&rheo_allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
    rheo_count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    rheo_count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *ptr, size_t size) {
    // A realloc that fits in the current block is not a new allocation; one that
    // starts from NULL or outgrows the block is (it usually moves).
    if (ptr == NULL || size > malloc_usable_size(ptr)) {
        rheo_count_allocation();
    }
    return __libc_realloc(ptr, size);
}

void free(void *ptr) {
    __libc_free(ptr);
}

void *memalign(size_t alignment, size_t size) {
    rheo_count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    rheo_count_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // __libc_memalign accepts any alignment; POSIX demands EINVAL for one that is
    // not a power of two multiple of sizeof(void *).
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    rheo_count_allocation();
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) {
        return ENOMEM;
    }
    *result = memory;
    return 0;
}

#elif defined(__APPLE__)

static const char *const rheo_uncounted_reason =
    "Apple's Swift runtime allocates objects with malloc_zone_malloc (swift_slowAlloc), "
    "which interposing malloc would miss";

#else

static const char *const rheo_uncounted_reason = "the malloc interposer needs glibc";

#endif

uint64_t rheo_malloc_count(void) {
    return atomic_load_explicit(&rheo_allocations, memory_order_relaxed);
}

const char *rheo_malloc_counting_unavailable_reason(void) {
    return rheo_uncounted_reason;
}

void rheo_malloc_trim(void) {
#if defined(__linux__) && defined(__GLIBC__)
    (void)malloc_trim(0);
#endif
}
