/*
 * DrainQueue.pml: the queue-drain protocol of `DrainQueue` (work counter + Vyukov MPSC queue).
 *
 * Code modelled (file: function, line; CRheo.c as of dccb419, DrainQueue.swift after the
 * drainPresent fix):
 *   CSupport/CRheo.c
 *     rheo_mpsc_intrusive_push  :31  next[link] = NIL            (store relaxed)
 *                               :32  prev = exchange(tail, link) (acq_rel)     -> one atomic step
 *                               :33  next[prev] = link           (store release)
 *     rheo_mpsc_intrusive_pop   :37-66, every branch: skip the stub (:39-47), hand out `head`
 *                               when its successor is linked (:48-52), BUSY when a producer is
 *                               between its exchange and its link (:41, :53-56), re-push the
 *                               stub behind the last item (:58) and re-check (:59-65).
 *     rheo_mpsc_intrusive_pop_wait :68-81  retry on BUSY, stop on EMPTY.
 *   Sources/Rheo/Internal/DrainQueue.swift
 *     DrainCounter.tryClaimIdle :66-69  CAS 0 -> 1
 *     DrainCounter.arrive       :73-75  fetch_add(+1) == 0  -> caller is the drainer
 *     DrainCounter.leave        :79-81  fetch_add(-units) - units
 *     DrainCounter.drain        :88-94  repeat { drainAvailable; missed = leave(missed) } while missed != 0
 *     DrainQueue.submit         :228-239 claim idle -> handle in place -> leave(1) -> drain if missed;
 *                                        else _enqueueSlowPath :394-399 (= _push :377-381 then drain)
 *     DrainQueue.enqueue/drain  :311-323 the SerialScheduler path: the producer that `arrive()`
 *                                        made the drainer hands the drain to another thread
 *                                        (SerialScheduler._enqueue, `queue.async`), modelled by
 *                                        the Drainer process and its `wake` channel.
 *     DrainQueue._drainLoop     :414-420 drainAvailable = pop_wait until EMPTY, handle each.
 *
 * Processes: NPROD producers (2 by default, -DNPROD=3 for three), each submitting NITEMS
 * inputs; for each input a producer chooses nondeterministically between `submit` (in-place
 * fast path, or queue and maybe drain on its own thread) and `enqueue` (queue and, if it became
 * the drainer, wake the one Drainer thread). So the drainer is whichever thread the counter
 * elects, including the dedicated Drainer process.
 *
 * Properties checked:
 *   - assertion in handle(): never two threads handling at once (never two drainers, nor a
 *     drainer and an in-place handler);
 *   - assertion in handle(): no input handled twice; per-producer FIFO order;
 *   - Quiescence (timeout): when nothing can move, every input has been handled and the
 *     counter is 0: no item left in the queue without a drainer (lost wake-up, safety form);
 *   - no invalid end states (the Drainer's wait is the only valid end);
 *   - LTL `all_handled` (<> every input handled), checked with weak fairness (pan -a -f):
 *     the lost wake-up as a liveness property. Weak fairness is needed because pop_wait spins
 *     while a producer sits between its exchange and its link (the BUSY result).
 *
 * With -DDISPATCH=1 the model is instead the dispatch schedulers' use of the same queue
 * (Sources/Rheo/Schedulers/DispatchScheduledAction.swift, DispatchActionQueue):
 *     enqueue          :176-180  DrainQueue.enqueue; the drainer dispatches `drain`
 *     tryClaimIdle / endRunInPlace :184-195  (MainScheduler._runAtOnceIfIdle,
 *                      MainScheduler.swift:45-55) claim the idle queue, run an action in
 *                      place (it may schedule another, reentrantly), leaveClaim
 *                      (DrainQueue.swift:367-369); items queued meanwhile -> dispatch a drain
 *     drain            :204-216  fair batches: DrainQueue.drainPresent(atMost:)
 *                      (DrainQueue.swift:340-354, drainPresent: owned = acquire load of the counter;
 *                      pop until the queue is empty or `limit` items were handled; cut by
 *                      the limit -> true (still the drainer); else leave(owned) != 0);
 *                      true and budget left -> again, else a new dispatch. LIMIT (default
 *                      1) is the batch limit (1,024 in the code).
 *   Producer 0 may run its inputs in place (it stands for the main thread); the others only
 *   enqueue. Same properties.
 *
 * Broken variants (spin must reject):
 *   -DBROKEN=1  the drainer's re-check removed: DrainCounter.drain gives back its units but
 *               does not loop on what arrived meanwhile (`while missed != 0` dropped).
 *   -DBROKEN=2  count before publish: `arrive()` before `rheo_mpsc_intrusive_push` in _push.
 *   -DDISPATCH=1 -DBROKEN=3  endRunInPlace ignores leaveClaim's answer: what the in-place
 *               action scheduled is never drained.
 *   -DDISPATCH=1 -DBROKEN=4  drainPresent as it was before this model found its bug: it
 *               popped exactly as many items as the counter held (`present`) and gave those
 *               units back. The queue's order is push order, the counter's is arrival order:
 *               an item pushed but not yet counted (its producer preempted between the push
 *               and `arrive`) was taken in place of a counted one, so the counter read 0
 *               while a counted item was still queued; MainScheduler's in-place path then
 *               claimed the "idle" queue and ran a later action of the same thread before the
 *               queued earlier one (per-producer order assertion; 8,178 states, trail 153
 *               steps). The fix takes items until the queue is empty, as DrainCounter.drain
 *               does, and gives back the units it owned.
 *
 * Not captured: memory ordering (Promela is sequentially consistent; the orderings are argued
 * in docs/MemoryOrdering.md); claim/finish (the two phases of submit: the same steps, split
 * around the caller's lock) and holding(); item lifetime (retain/release around the queue).
 */

#ifndef NPROD
#define NPROD 2
#endif
#ifndef NITEMS
#define NITEMS 2
#endif
#ifndef BROKEN
#define BROKEN 0
#endif
#ifndef DISPATCH
#define DISPATCH 0
#endif
#ifndef LIMIT
#define LIMIT 1
#endif

#define TOTAL  (NPROD * NITEMS)
#define NNODES (TOTAL + 1)
#define STUB   0
#define NIL    255

#define POPPED 0
#define EMPTY  1
#define BUSY   2
#define NONE   3

byte next[NNODES];      /* rheo_mpsc_link.next of each item (input id) and of the stub (0) */
byte tail = STUB;       /* queue->tail */
byte head = STUB;       /* queue->head (consumer only) */
byte wip = 0;           /* DrainQueue._workInProgress */

bit  handled[NNODES];
byte handledTotal = 0;
byte inHandler = 0;
byte lastSeen[NPROD];

chan wake = [NPROD * NITEMS] of { bit };   /* SerialScheduler._enqueue: queue.async { drain } */

ltl all_handled { <> (handledTotal == TOTAL) }

inline push(link) {
    next[link] = NIL;                       /* CRheo.c:31 */
    atomic { prev = tail; tail = link };    /* CRheo.c:32 exchange */
    next[prev] = link                       /* CRheo.c:33 */
}

inline pop() {
    h = head; nx = next[h];                 /* :37-38 */
    res = NONE;
    if
    :: h == STUB && nx == NIL ->            /* :39-41 */
        if
        :: tail == h -> res = EMPTY
        :: else -> res = BUSY
        fi
    :: h == STUB && nx != NIL ->            /* :44-46 skip the stub */
        head = nx; h = nx; nx = next[nx]
    :: else -> skip
    fi;
    if
    :: res == NONE && nx != NIL ->          /* :48-52 */
        head = nx; out = h; res = POPPED
    :: res == NONE && nx == NIL ->
        if
        :: tail != h -> res = BUSY          /* :53-56 */
        :: else ->
            push(STUB);                     /* :58 */
            nx = next[h];                   /* :59 */
            if
            :: nx != NIL -> head = nx; out = h; res = POPPED   /* :60-63 */
            :: else -> res = BUSY                              /* :65 */
            fi
        fi
    :: else -> skip
    fi
}

inline handle(id) {
    atomic { assert(inHandler == 0); inHandler = 1 };
    assert(handled[id] == 0);
    assert(lastSeen[(id - 1) / NITEMS] < id);
    lastSeen[(id - 1) / NITEMS] = id;
    handled[id] = 1;
    handledTotal++;
    inHandler = 0
}

/* DrainCounter.drain(missed:) with DrainQueue._drainLoop's drainAvailable */
inline drainLoop() {
    do
    :: true ->
        do                                   /* while let link = pop_wait(queue) */
        :: pop();
            if
            :: res == POPPED -> handle(out)
            :: res == EMPTY -> break
            :: res == BUSY -> skip           /* rheo_cpu_relax, retry */
            fi
        od;
        atomic { wip = wip - m; m = wip };   /* missed = leave(missed) */
#if BROKEN == 1
        break
#else
        if
        :: m == 0 -> break
        :: else -> skip
        fi
#endif
    od
}

/* DrainQueue._push: push, then count; true when the caller became the drainer */
inline pushAndArrive(id) {
#if BROKEN == 2
    atomic { m = wip; wip = wip + 1 };
    push(id);
#else
    push(id);
    atomic { m = wip; wip = wip + 1 };       /* arrive(): fetch_add(+1) == 0 */
#endif
}

#if DISPATCH == 0
proctype Producer(byte p) {
    byte i = 0, id, m, ok, h, nx, out, res, prev;
    do
    :: i < NITEMS ->
        id = 1 + p * NITEMS + i;
        if
        :: true ->                                       /* submit(inline:orEnqueue:handler:) */
            atomic {                                     /* tryClaimIdle: CAS 0 -> 1 */
                if
                :: wip == 0 -> wip = 1; ok = 1
                :: else -> ok = 0
                fi
            };
            if
            :: ok ->
                handle(id);                              /* handleNow() */
                atomic { wip = wip - 1; m = wip };       /* leave(1) */
                if
                :: m != 0 -> drainLoop()
                :: else -> skip
                fi
            :: else ->
                pushAndArrive(id);                       /* _enqueueSlowPath */
                if
                :: m == 0 -> m = 1; drainLoop()
                :: else -> skip
                fi
            fi
        :: true ->                                       /* enqueue(_:) then drain on the queue */
            pushAndArrive(id);
            if
            :: m == 0 -> wake ! 1
            :: else -> skip
            fi
        fi;
        i++
    :: else -> break
    od
}

proctype Drainer() {
    byte m, h, nx, out, res, prev;
end:
    do
    :: wake ? _ -> m = 1; drainLoop()                    /* drain(_:) : _drainLoop(missed: 1) */
    od
}

#else

/* DispatchActionQueue: producers enqueue (producer 0 may run in place on an idle queue) */
proctype Producer(byte p) {
    byte i = 0, id, m, ok, h, nx, out, res, prev;
    do
    :: i < NITEMS ->
        id = 1 + p * NITEMS + i;
        if
        :: true ->                                       /* DispatchActionQueue.enqueue */
            pushAndArrive(id);
            if
            :: m == 0 -> wake ! 1                        /* scheduleDrain */
            :: else -> skip
            fi
        :: p == 0 ->                                     /* MainScheduler._runAtOnceIfIdle */
            atomic {                                     /* tryClaimIdle: CAS 0 -> 1 */
                if
                :: wip == 0 -> wip = 1; ok = 1
                :: else -> ok = 0
                fi
            };
            if
            :: ok ->
                handle(id);                              /* action() in place */
                if                                       /* it schedules the next, reentrantly */
                :: i + 1 < NITEMS -> i++; id++; pushAndArrive(id)
                :: true -> skip
                fi;
                atomic { wip = wip - 1; m = wip };       /* endRunInPlace: leaveClaim */
#if BROKEN == 3
                skip
#else
                if
                :: m != 0 -> wake ! 1
                :: else -> skip
                fi
#endif
            :: else ->                                   /* busy: schedule instead */
                pushAndArrive(id);
                if
                :: m == 0 -> wake ! 1
                :: else -> skip
                fi
            fi
        fi;
        i++
    :: else -> break
    od
}

/* DispatchActionQueue.drain with DrainQueue.drainPresent(atMost:) */
proctype Drainer() {
    byte m, h, nx, out, res, prev, budget, present, owned, n;
    bit more, cut;
end:
    do
    :: wake ? _ ->
        budget = LIMIT; more = 1;
        do
        :: more && budget > 0 ->
#if BROKEN == 4
            /* drainPresent before the fix: pop exactly the units counted */
            present = (wip < budget -> wip : budget);    /* min(acquire load, limit) */
            m = present;
            do
            :: m > 0 ->
                pop();                                   /* pop_wait */
                if
                :: res == POPPED -> handle(out); m--; budget--
                :: res == EMPTY -> assert(false)         /* "counted an item it does not hold" */
                :: res == BUSY -> skip
                fi
            :: else -> break
            od;
            atomic { wip = wip - present; m = wip };     /* leave(present) */
            more = (m != 0)
#else
            owned = wip;                                 /* acquire load: every unit is the drainer's */
            n = 0; cut = 1;
            do
            :: n < budget ->
                pop();                                   /* pop_wait */
                if
                :: res == POPPED -> handle(out); n++
                :: res == EMPTY -> cut = 0; break
                :: res == BUSY -> skip
                fi
            :: else -> break
            od;
            budget = budget - n;
            if
            :: cut -> more = 1                           /* the limit cut the batch */
            :: else ->
                atomic { wip = wip - owned; m = wip };   /* leave(owned) */
                more = (m != 0)
            fi
#endif
        :: else -> break
        od;
        if
        :: more -> wake ! 1                              /* scheduleDrain */
        :: else -> skip
        fi;
        budget = 0; present = 0; more = 0; m = 0; owned = 0; n = 0; cut = 0
    od
}
#endif

proctype Quiescence() {
    timeout -> assert(handledTotal == TOTAL && wip == 0)
}

init {
    byte k;
    atomic {
        k = 0;
        do
        :: k < NNODES -> next[k] = NIL; k++
        :: else -> break
        od;
        k = 0;
        do
        :: k < NPROD -> run Producer(k); k++
        :: else -> break
        od;
        run Drainer();
        run Quiescence()
    }
}
