#include "CRheo.h"

#include <pthread.h>
#include <stdlib.h>

#define RHEO_CACHE_LINE 64

// Swift zero-initializes the atomic wrappers (`rheo_atomic_intptr()`) and finds them by
// address in its objects, one word after another (docs/UnsafeAssumptions.md, 2 to 4): that
// needs lock-free, one-word atomics whose zero bits are the value 0.
_Static_assert(ATOMIC_POINTER_LOCK_FREE == 2, "pointer-sized atomics must be lock-free");
_Static_assert(sizeof(intptr_t) == sizeof(void *), "intptr_t must be pointer-sized");
_Static_assert(sizeof(rheo_atomic_intptr) == sizeof(intptr_t), "an atomic word must be one word");
_Static_assert(sizeof(rheo_atomic_ptr) == sizeof(void *), "an atomic pointer must be one word");
_Static_assert(sizeof(rheo_channel_writes) == 2 * sizeof(intptr_t), "two words, no padding");

struct rheo_mpsc_intrusive_queue {
    _Alignas(RHEO_CACHE_LINE) _Atomic(rheo_mpsc_link *) tail;
    _Alignas(RHEO_CACHE_LINE) rheo_mpsc_link *head;
    _Alignas(RHEO_CACHE_LINE) rheo_mpsc_link stub;
};

rheo_mpsc_intrusive_queue *rheo_mpsc_intrusive_create(void) {
    void *memory = NULL;
    if (posix_memalign(&memory, RHEO_CACHE_LINE, sizeof(rheo_mpsc_intrusive_queue)) != 0) {
        return NULL;
    }
    rheo_mpsc_intrusive_queue *queue = memory;
    atomic_init(&queue->stub.next, NULL);
    atomic_init(&queue->tail, &queue->stub);
    queue->head = &queue->stub;
    return queue;
}

void rheo_mpsc_intrusive_destroy(rheo_mpsc_intrusive_queue *queue) {
    free(queue);
}

void rheo_mpsc_intrusive_push(rheo_mpsc_intrusive_queue *queue, rheo_mpsc_link *link) {
    atomic_store_explicit(&link->next, NULL, memory_order_relaxed);
    rheo_mpsc_link *previous = atomic_exchange_explicit(&queue->tail, link, memory_order_acq_rel);
    atomic_store_explicit(&previous->next, link, memory_order_release);
}

rheo_mpsc_pop_result rheo_mpsc_intrusive_pop(rheo_mpsc_intrusive_queue *queue, rheo_mpsc_link **out) {
    // `head` is the consumer's own (no other thread writes it); an item's `next` is written
    // by the producer that pushes the item after it, hence the acquire loads.
    rheo_mpsc_link *head = queue->head;
    rheo_mpsc_link *next = atomic_load_explicit(&head->next, memory_order_acquire);
    if (head == &queue->stub) {
        if (next == NULL) {
            // Only the stub is here. Empty if the tail is the stub too; otherwise a
            // producer has exchanged the tail but not yet linked the stub to its item.
            return atomic_load_explicit(&queue->tail, memory_order_acquire) == head ? RHEO_MPSC_EMPTY : RHEO_MPSC_BUSY;
        }
        // The stub is at the head with an item behind it: skip the stub, which is never
        // handed out, and go on with that item as the head.
        queue->head = next;
        head = next;
        next = atomic_load_explicit(&next->next, memory_order_acquire);
    }
    if (next != NULL) {
        // `head` has a successor: hand `head` out; its successor becomes the head. The
        // item handed out is no longer referenced by the queue.
        queue->head = next;
        *out = head;
        return RHEO_MPSC_POPPED;
    }
    if (atomic_load_explicit(&queue->tail, memory_order_acquire) != head) {
        // `head` has no successor yet but is not the tail: a producer has exchanged the
        // tail but not linked `head` to its item yet. Retry later.
        return RHEO_MPSC_BUSY;
    }
    // `head` is the last item: put the stub behind it so that `head` has a successor and
    // can be handed out without leaving the queue without a node.
    rheo_mpsc_intrusive_push(queue, &queue->stub);
    next = atomic_load_explicit(&head->next, memory_order_acquire);
    if (next != NULL) {
        // The stub (or a producer's item pushed in between) follows: hand `head` out.
        queue->head = next;
        *out = head;
        return RHEO_MPSC_POPPED;
    }
    // A producer exchanged the tail between our check and the stub's push and has not
    // linked `head` yet: its item, then the stub, will follow. Retry later.
    return RHEO_MPSC_BUSY;
}

rheo_mpsc_link *rheo_mpsc_intrusive_pop_wait(rheo_mpsc_intrusive_queue *queue) {
    for (;;) {
        rheo_mpsc_link *out = NULL;
        switch (rheo_mpsc_intrusive_pop(queue, &out)) {
        case RHEO_MPSC_POPPED:
            return out;
        case RHEO_MPSC_EMPTY:
            return NULL;
        case RHEO_MPSC_BUSY:
            rheo_cpu_relax();
            break;
        }
    }
}

rheo_atomic_intptr rheo_assembly_tracking = {-1};

static _Thread_local void *rheo_trace_current_node = NULL;

void *rheo_trace_current(void) {
    return rheo_trace_current_node;
}

void *rheo_trace_exchange_current(void *node) {
    void *previous = rheo_trace_current_node;
    rheo_trace_current_node = node;
    return previous;
}

static _Atomic(intptr_t) rheo_resources_counter = 0;

intptr_t rheo_resources_add(intptr_t delta) {
    return atomic_fetch_add_explicit(&rheo_resources_counter, delta, memory_order_relaxed) + delta;
}

intptr_t rheo_resources_total(void) {
    return atomic_load_explicit(&rheo_resources_counter, memory_order_relaxed);
}

// Debug counters read by tests, like the live-object counter: relaxed, since nothing is
// published through them.
static _Atomic(intptr_t) rheo_serial_dispatch_observables_counter = 0;

intptr_t rheo_serial_dispatch_observables_add(intptr_t delta) {
    return atomic_fetch_add_explicit(&rheo_serial_dispatch_observables_counter, delta, memory_order_relaxed) + delta;
}

intptr_t rheo_serial_dispatch_observables_total(void) {
    return atomic_load_explicit(&rheo_serial_dispatch_observables_counter, memory_order_relaxed);
}

static _Atomic(intptr_t) rheo_tail_recursion_depth = 0;

void rheo_tail_recursion_depth_record(intptr_t depth) {
    intptr_t seen = atomic_load_explicit(&rheo_tail_recursion_depth, memory_order_relaxed);
    // A failed exchange reloads `seen`: retry until the recorded depth is at least `depth`.
    while (seen < depth) {
        if (atomic_compare_exchange_weak_explicit(
                &rheo_tail_recursion_depth, &seen, depth, memory_order_relaxed, memory_order_relaxed)) {
            return;
        }
    }
}

intptr_t rheo_tail_recursion_depth_max(void) {
    return atomic_load_explicit(&rheo_tail_recursion_depth, memory_order_relaxed);
}

void rheo_tail_recursion_depth_set(intptr_t value) {
    atomic_store_explicit(&rheo_tail_recursion_depth, value, memory_order_relaxed);
}

uintptr_t rheo_current_thread_id(void) {
    return (uintptr_t)pthread_self();
}
