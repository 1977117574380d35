#ifndef CRHEO_H
#define CRHEO_H

// CRheo: the C layer under Rheo.
//
// 1. Atomics. C11 <stdatomic.h> behind static inline functions that take a pointer
//    to a wrapper struct. Swift cannot declare `_Atomic` storage itself; it imports
//    the wrapper struct, and the struct must live at a stable address (allocated,
//    tail-allocated, or the first stored property of a class instance reached
//    through `_getUnsafePointerToStoredProperties`). The memory order is part of
//    every function's name; there is no default order. Only the operations and orders
//    that have a caller (in Rheo, its tests or its benchmark) are declared; add one
//    when a caller needs it.
//
// 2. An unbounded intrusive multi-producer single-consumer queue (rheo_mpsc_intrusive_*), see below.
//
// 3. Small process-wide helpers: the live-object counter behind Rheo's
//    `Resources.total`, and a cheap current-thread identifier.

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#if defined(__cplusplus)
extern "C" {
#endif

// MARK: - Atomic pointer-sized integer

/// An atomic intptr_t. Zero-initialize it (`rheo_atomic_intptr()` in Swift) or
/// use rheo_atomic_intptr_init before first use.
typedef struct rheo_atomic_intptr {
    _Atomic(intptr_t) value;
} rheo_atomic_intptr;

static inline void rheo_atomic_intptr_init(rheo_atomic_intptr *a, intptr_t v) {
    atomic_init(&a->value, v);
}

static inline intptr_t rheo_atomic_intptr_load_relaxed(rheo_atomic_intptr *a) {
    return atomic_load_explicit(&a->value, memory_order_relaxed);
}
static inline intptr_t rheo_atomic_intptr_load_acquire(rheo_atomic_intptr *a) {
    return atomic_load_explicit(&a->value, memory_order_acquire);
}

static inline void rheo_atomic_intptr_store_relaxed(rheo_atomic_intptr *a, intptr_t v) {
    atomic_store_explicit(&a->value, v, memory_order_relaxed);
}
static inline void rheo_atomic_intptr_store_release(rheo_atomic_intptr *a, intptr_t v) {
    atomic_store_explicit(&a->value, v, memory_order_release);
}

static inline intptr_t rheo_atomic_intptr_exchange_acq_rel(rheo_atomic_intptr *a, intptr_t v) {
    return atomic_exchange_explicit(&a->value, v, memory_order_acq_rel);
}

/// Strong compare-exchange; on failure `*expected` receives the current value.
static inline bool rheo_atomic_intptr_compare_exchange_strong_acq_rel(
    rheo_atomic_intptr *a, intptr_t *expected, intptr_t desired) {
    return atomic_compare_exchange_strong_explicit(
        &a->value, expected, desired, memory_order_acq_rel, memory_order_acquire);
}
/// Weak compare-exchange: may fail spuriously, for use in retry loops.
static inline bool rheo_atomic_intptr_compare_exchange_weak_acq_rel(
    rheo_atomic_intptr *a, intptr_t *expected, intptr_t desired) {
    return atomic_compare_exchange_weak_explicit(
        &a->value, expected, desired, memory_order_acq_rel, memory_order_acquire);
}

static inline intptr_t rheo_atomic_intptr_fetch_add_acq_rel(rheo_atomic_intptr *a, intptr_t v) {
    return atomic_fetch_add_explicit(&a->value, v, memory_order_acq_rel);
}
static inline intptr_t rheo_atomic_intptr_fetch_or_acq_rel(rheo_atomic_intptr *a, intptr_t v) {
    return atomic_fetch_or_explicit(&a->value, v, memory_order_acq_rel);
}
static inline intptr_t rheo_atomic_intptr_fetch_and_acq_rel(rheo_atomic_intptr *a, intptr_t v) {
    return atomic_fetch_and_explicit(&a->value, v, memory_order_acq_rel);
}

// MARK: - Atomic pointer

/// An atomic `void *`. Zero-initialize it (`rheo_atomic_ptr()` in Swift).
typedef struct rheo_atomic_ptr {
    _Atomic(void *) value;
} rheo_atomic_ptr;

static inline void *rheo_atomic_ptr_load_relaxed(rheo_atomic_ptr *a) {
    return atomic_load_explicit(&a->value, memory_order_relaxed);
}
static inline void *rheo_atomic_ptr_load_acquire(rheo_atomic_ptr *a) {
    return atomic_load_explicit(&a->value, memory_order_acquire);
}
static inline void rheo_atomic_ptr_store_relaxed(rheo_atomic_ptr *a, void *v) {
    atomic_store_explicit(&a->value, v, memory_order_relaxed);
}
static inline void rheo_atomic_ptr_store_release(rheo_atomic_ptr *a, void *v) {
    atomic_store_explicit(&a->value, v, memory_order_release);
}
static inline void *rheo_atomic_ptr_exchange_acq_rel(rheo_atomic_ptr *a, void *v) {
    return atomic_exchange_explicit(&a->value, v, memory_order_acq_rel);
}
static inline bool rheo_atomic_ptr_compare_exchange_weak_acq_rel(rheo_atomic_ptr *a, void **expected, void *desired) {
    return atomic_compare_exchange_weak_explicit(
        &a->value, expected, desired, memory_order_acq_rel, memory_order_acquire);
}

/// An acquire fence: loads and stores after it are not moved before the relaxed loads
/// before it (pairs with a release operation whose value one of those loads read).
static inline void rheo_atomic_thread_fence_acquire(void) {
    atomic_thread_fence(memory_order_acquire);
}

/// A spin-wait hint to the processor (PAUSE on x86, YIELD on ARM).
static inline void rheo_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

/// The monotonic clock in nanoseconds (CLOCK_MONOTONIC: POSIX, on Linux and on every
/// Apple platform Rheo supports), for bounding a spin-wait by time rather than by a count
/// of CPU pauses, whose length varies tenfold between processors.
static inline int64_t rheo_monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + (int64_t)now.tv_nsec;
}

// MARK: - Intrusive MPSC queue
//
// Algorithm: Dmitry Vyukov's intrusive multi-producer single-consumer queue
// (1024cores.net, "Intrusive MPSC node-based queue"), a linked list with a dummy (stub)
// node. Producers append with one atomic exchange of `tail` followed by a release store
// linking the previous item; the single consumer walks from `head`. The links live inside
// the caller's items, so push allocates nothing. The stub is re-pushed when the consumer
// reaches the last item, so that an item is only handed out once its successor link exists
// and no producer will write to it again. `head` and `tail` sit on separate 64-byte cache
// lines so that producers and the consumer do not false-share.
//
// Guarantees and limits:
// - push is wait-free (one exchange, one store) and may be called from any number of
//   threads at once; items of one producer are popped in the order it pushed them.
// - pop must be called by one consumer at a time (the caller serializes consumers, e.g.
//   with a work-in-progress counter). It is lock-free but not linearizable: a producer
//   preempted between its exchange and its link hides its item, and every item pushed
//   after it, until it resumes; pop then reports RHEO_MPSC_BUSY and the caller retries.
// - An item must stay alive and must not be pushed again until the consumer has popped
//   it; the queue never frees items.

/// Result of rheo_mpsc_intrusive_pop.
typedef enum rheo_mpsc_pop_result {
    /// An item was removed and stored in `*out`.
    RHEO_MPSC_POPPED = 0,
    /// The queue is empty.
    RHEO_MPSC_EMPTY = 1,
    /// A producer is between its exchange and its link; items exist but are not
    /// visible yet. Retry (after rheo_cpu_relax) to get them.
    RHEO_MPSC_BUSY = 2,
} rheo_mpsc_pop_result;

/// The link an item embeds to be queued; its address must be stable while queued.
typedef struct rheo_mpsc_link {
    _Atomic(struct rheo_mpsc_link *) next;
} rheo_mpsc_link;

/// An opaque intrusive queue; create with rheo_mpsc_intrusive_create.
typedef struct rheo_mpsc_intrusive_queue rheo_mpsc_intrusive_queue;

/// Creates an empty intrusive queue, or returns NULL when memory is exhausted.
rheo_mpsc_intrusive_queue *rheo_mpsc_intrusive_create(void);

/// Frees the queue (not the items still in it).
void rheo_mpsc_intrusive_destroy(rheo_mpsc_intrusive_queue *queue);

/// Appends `link`. Safe from any thread.
void rheo_mpsc_intrusive_push(rheo_mpsc_intrusive_queue *queue, rheo_mpsc_link *link);

/// Removes the oldest visible item into `*out`. Single consumer only.
rheo_mpsc_pop_result rheo_mpsc_intrusive_pop(rheo_mpsc_intrusive_queue *queue, rheo_mpsc_link **out);

/// Removes the oldest item, spinning while a producer is mid-push; NULL when empty.
rheo_mpsc_link *rheo_mpsc_intrusive_pop_wait(rheo_mpsc_intrusive_queue *queue);

/// The header of an intrusively queued item that is also cancellable: its queue link and an
/// atomic state word, kept together as one C struct so both sit at stable addresses.
typedef struct rheo_queued_item_header {
    rheo_mpsc_link link;
    rheo_atomic_intptr state;
} rheo_queued_item_header;

/// The header of a segment of a single-producer single-consumer queue: how many slots the
/// producer has published, and the next segment (NULL until the producer links one).
typedef struct rheo_spsc_segment_header {
    rheo_atomic_intptr count;
    rheo_atomic_ptr next;
} rheo_spsc_segment_header;

// MARK: - Two-way channel binding

/// The write counters of one two-way channel binding (Rheo's `ChannelBinding`): how many
/// values the binding has sent into each side. One struct, so that Swift reaches both
/// through the address of one stored property and never computes the second one's offset.
/// Zero-initialize it (`rheo_channel_writes()` in Swift).
typedef struct rheo_channel_writes {
    rheo_atomic_intptr left;
    rheo_atomic_intptr right;
} rheo_channel_writes;

/// The count of writes into the left side (`to_left`) or the right side.
static inline intptr_t rheo_channel_writes_load_acquire(rheo_channel_writes *w, bool to_left) {
    return rheo_atomic_intptr_load_acquire(to_left ? &w->left : &w->right);
}

/// Counts one more write into the left side (`to_left`) or the right side.
static inline void rheo_channel_writes_increment_acq_rel(rheo_channel_writes *w, bool to_left) {
    (void)rheo_atomic_intptr_fetch_add_acq_rel(to_left ? &w->left : &w->right, 1);
}

// MARK: - Assembly tracking

/// Whether Rheo records assembly sites and traces subscriptions (`AssemblyTracking`):
/// -1 not decided yet, 0 off, 1 on. Read on every assembly and every stage's subscribe,
/// so it is one relaxed load.
extern rheo_atomic_intptr rheo_assembly_tracking;

static inline intptr_t rheo_assembly_tracking_load(void) {
    return rheo_atomic_intptr_load_relaxed(&rheo_assembly_tracking);
}

static inline void rheo_assembly_tracking_store(intptr_t state) {
    rheo_atomic_intptr_store_relaxed(&rheo_assembly_tracking, state);
}

/// Sets the state to `state` if it is still undecided (-1); returns the state after.
static inline intptr_t rheo_assembly_tracking_decide(intptr_t state) {
    intptr_t expected = -1;
    atomic_compare_exchange_strong_explicit(
        &rheo_assembly_tracking.value, &expected, state, memory_order_relaxed, memory_order_relaxed);
    return rheo_atomic_intptr_load_relaxed(&rheo_assembly_tracking);
}

/// The traced stage whose code runs on the calling thread, or NULL: an unretained
/// pointer that the tracing layer sets around the code it runs and restores after it.
void *rheo_trace_current(void);

/// Sets the calling thread's `rheo_trace_current` and returns the one it replaces.
void *rheo_trace_exchange_current(void *node);

// MARK: - Process-wide helpers

/// Adds `delta` to the live-object counter and returns the new value.
intptr_t rheo_resources_add(intptr_t delta);

/// Reads the live-object counter.
intptr_t rheo_resources_total(void);

/// Adds `delta` to the count of live `observe(on:)` observables for serial dispatch queue
/// schedulers (`Resources.numberOfSerialDispatchQueueObservables`) and returns the new value.
intptr_t rheo_serial_dispatch_observables_add(intptr_t delta);

/// Reads the count of `rheo_serial_dispatch_observables_add`.
intptr_t rheo_serial_dispatch_observables_total(void);

/// Raises the deepest tail-recursion stack recorded (`maxTailRecursiveSinkStackSize`) to
/// `depth`, if `depth` is deeper; safe from any thread.
void rheo_tail_recursion_depth_record(intptr_t depth);

/// Reads the deepest tail-recursion stack recorded.
intptr_t rheo_tail_recursion_depth_max(void);

/// Sets the deepest tail-recursion stack recorded (a test resets it to 0).
void rheo_tail_recursion_depth_set(intptr_t value);

/// An identifier of the calling thread, unique among live threads.
uintptr_t rheo_current_thread_id(void);

#if defined(__cplusplus)
}
#endif

#endif
