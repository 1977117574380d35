/*
 * SerialActionRecycler.pml: the action recycler of `SerialScheduler`: a finished action
 * object goes back, if nobody else references it, through a batch and a Treiber stack
 * (pushed only by the drain, emptied only as a whole) to a producer thread's private cache,
 * and is reused for the next `schedule`.
 *
 * Code modelled (Sources/Rheo/Schedulers/, lines as of dccb419):
 *   SerialScheduledAction.swift
 *     make            :68-74    recycler.take() ?? new; _store the payload
 *     dispose         :106-111  fetch_or disposed (acq_rel); resultSet and not disposed before
 *                               -> take the result and dispose it
 *     run             :115-130  take the payload; run unless disposed (acquire load :118);
 *                               a non-nop result: write _result, fetch_or resultSet (:126),
 *                               disposed already -> take the result and dispose it
 *     prepareForReuse :161-170  acquire fence; resultSet -> _result = nil; state = 0 (relaxed)
 *     SerialActionRecycler.take     :232-247  cache empty -> refill(from: _takeAll()); pop the
 *                                             cache's head (thread-local, no atomics)
 *     SerialActionRecycler._takeAll :249-251  exchange(head, nil) (acq_rel)
 *     SerialActionRecycler.give     :259-278  load head (relaxed); link the batch's last to it;
 *                                             CAS weak (acq_rel) head old -> first; retry
 *     SerialActionRecycler.secondChance :282-287  a one-slot ring here (32 slots in the code)
 *     SerialActionThreadCache.refill    :335-366  the whole chain becomes the thread's cache
 *                                             (the capacity cut is not modelled)
 *   SerialScheduler.swift
 *     schedule        :60-66    make, enqueue, return the object as the caller's disposable
 *     _runQueued      :136-154  for each drained item: run; isKnownUniquelyReferenced ->
 *                               prepareForReuse, append to the batch, give a full batch; else
 *                               secondChance, and look at the older object once more; give
 *                               what is left at the end of the drain
 *
 * The queue between `schedule` and the drain (DrainQueue, checked in DrainQueue.pml) is a
 * FIFO channel here; the drain is one process, as DrainQueue guarantees. Reference counts are
 * the caller's handle (`userRef`): the uniqueness check is `userRef == 0`, since the drain
 * holds the only other reference.
 *
 * Processes: PRODUCERS producer threads, each scheduling SCHEDULES actions (with ASYM, the
 * default, producers after the first schedule one less: 2 and 1, 488,003 states, so that CI
 * stays fast; -DASYM=0 checks 2 and 2: 6,624,924 states, no error, about 6 s); for each it
 * either drops the returned disposable at once or keeps it, maybe disposes it (before or
 * after the action runs), and drops it later. One Drain process runs actions, recycles them
 * and gives batches to the stack.
 *
 * Properties (assertions):
 *   - an object handed out by take() is in that thread's cache, referenced by nobody else,
 *     reset (state 0, no result), holding no action;
 *   - an object is never in two places (queue, ring, batch, stack, a cache) at once: the
 *     ghost `loc` is checked on every move, and the stack's chain is walked at every take;
 *   - a caller's dispose() acts on the action it scheduled (`gen` unchanged: the object was
 *     not reused under a live handle), and a result is disposed at most once;
 *   - every action's payload is taken once (run, or skipped when disposed first).
 *
 * Broken variants:
 *   -DBROKEN=1  the uniqueness check removed: every finished object is recycled, so a caller
 *               that kept its disposable disposes whatever action reuses the object next.
 *   -DBROKEN=2  give() publishes with a plain store instead of the CAS: a taker's exchange
 *               between the load and the store is overwritten, so one chain is in a thread's
 *               cache and on the stack at once, and an object is handed out twice.
 *
 * Not captured: memory ordering (the relaxed uniqueness check plus the acquire fence in
 * prepareForReuse; see docs/MemoryOrdering.md); the capacity limits (give's discard,
 * refill's cut), which only release objects; Resources.total bookkeeping.
 */

#ifndef PRODUCERS
#define PRODUCERS 2
#endif
#ifndef SCHEDULES
#define SCHEDULES 2
#endif
#ifndef ASYM
#define ASYM 1        /* producers after the first schedule one action less */
#endif
#ifndef BATCH
#define BATCH 2
#endif
#ifndef BROKEN
#define BROKEN 0
#endif

#define NOBJ (PRODUCERS * SCHEDULES + 1)   /* object ids 1.., 0 = nil */
#define NIL 0

/* ghost locations */
#define L_NEW    0
#define L_OWNED  1
#define L_QUEUED 2
#define L_DRAIN  3
#define L_RING   4
#define L_BATCH  5
#define L_STACK  6
#define L_GONE   7
#define L_CACHE  8    /* + producer */

#define DISPOSED  1
#define RESULTSET 2

byte stackHead = NIL;          /* SerialActionRecycler._head */
byte nextFree[NOBJ];           /* _nextFree */
byte state[NOBJ];              /* the action's state word */
bit  payload[NOBJ];            /* _invoke != nil */
bit  result[NOBJ];             /* _result != nil */
byte gen[NOBJ];                /* which action the object holds (ghost) */
bit  userRef[NOBJ];            /* the caller still holds the returned disposable */
byte loc[NOBJ];                /* ghost */
byte resDisposed[NOBJ];        /* times the current action's result was disposed (ghost) */
byte nextNew = 1;              /* next never-used object */
byte cache[PRODUCERS];         /* each thread's SerialActionThreadCache.head */

chan q = [NOBJ] of { byte };

inline disposeResult(o) {
    assert(result[o] == 1);
    result[o] = 0;
    resDisposed[o]++;
    assert(resDisposed[o] == 1)
}

/* take() :232-247, first half: an empty cache is refilled from the stack (_takeAll) */
inline refill(p) {
    if
    :: cache[p] == NIL ->
        atomic {                                   /* _takeAll: exchange(head, nil) */
            cache[p] = stackHead; stackHead = NIL;
            /* ghost: the whole chain moves to this cache */
            w = cache[p]; k = 0;
            do
            :: w != NIL ->
                assert(loc[w] == L_STACK); loc[w] = L_CACHE + p;
                w = nextFree[w]; k++; assert(k < NOBJ)
            :: else -> break
            od;
            w = NIL; k = 0
        }
    :: else -> skip
    fi
}

proctype Producer(byte p) {
    byte i = 0, o, myGen, old, w, k;
    do
    :: i < SCHEDULES - (p > 0 && ASYM) ->
        refill(p);
        /* The rest of take() and schedule() up to the queue touch only this thread's cache
         * and an object nobody else references: one step. */
        atomic {
            o = cache[p];
            if
            :: o != NIL ->                         /* pop the cache's head */
                cache[p] = nextFree[o]; nextFree[o] = NIL;
                assert(loc[o] == L_CACHE + p);
                assert(userRef[o] == 0 && state[o] == 0 && result[o] == 0 && payload[o] == 0)
            :: else -> o = nextNew; nextNew++      /* SerialScheduledAction() */
            fi;
            loc[o] = L_OWNED;
            gen[o]++; myGen = gen[o]; resDisposed[o] = 0;
            payload[o] = 1;                        /* _store */
            userRef[o] = 1;                        /* the returned disposable */
            loc[o] = L_QUEUED; q ! o               /* _enqueue */
        };
        if
        :: userRef[o] = 0                          /* dropped at once */
        :: true ->                                 /* kept, maybe disposed, dropped later */
            if
            :: true ->
                assert(gen[o] == myGen);           /* still my action */
                atomic { old = state[o]; state[o] = state[o] | DISPOSED };   /* dispose :107 */
                if
                :: (old & (DISPOSED | RESULTSET)) == RESULTSET -> disposeResult(o)
                :: else -> skip
                fi
            :: true -> skip
            fi;
            userRef[o] = 0
        fi;
        atomic { o = NIL; old = 0; myGen = 0 };
        i++
    :: else -> break
    od
}

byte batchFirst = NIL, batchLast = NIL, batchCount = 0;
byte ring = NIL;

/* ghost: the batch's objects are now on the stack (same atomic step as the publication) */
inline ghostPublish() {
    w = batchFirst; k = 0;
    do
    :: w != NIL && loc[w] == L_BATCH -> loc[w] = L_STACK; w = nextFree[w]; k++
    :: else -> break
    od;
    /* below the batch, the chain the stack held: still on the stack, nowhere else */
    do
    :: w != NIL -> assert(loc[w] == L_STACK); w = nextFree[w]; k++; assert(k < NOBJ)
    :: else -> break
    od;
    k = 0
}

inline give() {
    if
    :: batchCount > 0 ->
        old = stackHead;                           /* :271 load relaxed */
        do
        :: nextFree[batchLast] = old;              /* :274 */
#if BROKEN == 2
            atomic { stackHead = batchFirst; ghostPublish() };   /* plain store: wrong */
            break
#else
            if                                     /* :276 CAS weak */
            :: atomic { stackHead == old -> stackHead = batchFirst; ghostPublish() }; break
            :: atomic { stackHead != old -> old = stackHead }
            fi
#endif
        od;
        batchFirst = NIL; batchLast = NIL; batchCount = 0
    :: else -> skip
    fi
}

/* prepareForReuse :161-170 and Batch.append: the drain holds the only reference, so the
 * object's own steps are one step; give() is separate. */
inline recycle(o) {
    atomic {
        if
        :: (state[o] & RESULTSET) != 0 -> result[o] = 0
        :: else -> skip
        fi;
        state[o] = 0;
        assert(loc[o] == L_DRAIN); loc[o] = L_BATCH;
        nextFree[o] = batchFirst; batchFirst = o;
        if
        :: batchLast == NIL -> batchLast = o
        :: else -> skip
        fi;
        batchCount++
    }
}

proctype Drain() {
    byte o, older, old, w, k;
    bit shouldRun;
end:
    do
    :: atomic {
        q ? o ->
        assert(loc[o] == L_QUEUED); loc[o] = L_DRAIN;
        /* run() :115-130 */
        assert(payload[o] == 1);
        payload[o] = 0
       };
        shouldRun = ((state[o] & DISPOSED) == 0);  /* :118 */
        if
        :: shouldRun ->
            if
            :: skip                                /* a nop result: nothing kept */
            :: atomic {
                result[o] = 1;                     /* :125 */
                old = state[o]; state[o] = state[o] | RESULTSET   /* :126 */
               };
                if
                :: (old & DISPOSED) != 0 -> disposeResult(o)
                :: else -> skip
                fi
            fi
        :: else -> skip
        fi;
        /* _runQueued :140-148 */
#if BROKEN == 1
        recycle(o);
#else
        if
        :: userRef[o] == 0 -> recycle(o)           /* isKnownUniquelyReferenced */
        :: else ->
            atomic { older = ring; ring = o; loc[o] = L_RING };    /* secondChance */
            if
            :: older != NIL ->
                if
                :: userRef[older] == 0 -> loc[older] = L_DRAIN; recycle(older)
                :: else -> loc[older] = L_GONE       /* released; freed with its last handle */
                fi
            :: else -> skip
            fi
        fi;
#endif
        if                                         /* a full batch, or the drain ends: give */
        :: batchCount == BATCH || empty(q) -> give()
        :: batchCount != BATCH && nempty(q) -> skip
        fi;
        o = NIL; older = NIL; old = 0; w = NIL; shouldRun = 0
    od
}

init {
    byte p;
    atomic {
        p = 0;
        do
        :: p < PRODUCERS -> run Producer(p); p++
        :: else -> break
        od;
        run Drain()
    }
}
