/*
 * SPSCDrainQueue.pml: the handshake of `SPSCDrainQueue` (observe(on:)'s buffer): segment
 * count publication, segment linking, and the drain counter it shares with DrainQueue.
 *
 * Code modelled (Sources/Rheo/Internal/SPSCDrainQueue.swift unless noted; lines as of dccb419):
 *   push                 :97-100   _append then DrainCounter.arrive (DrainQueue.swift:73-75);
 *                                  true -> the caller schedules `drain` (ObserveOn.swift:65-75),
 *                                  modelled by starting a Drain process (a scheduler thread).
 *   _append              :103-110  segment full -> _pushSegmentSlowPath; write the slot (:107);
 *                                  tailCount += 1 (:108); store-release of the segment's count (:109)
 *   _pushSegmentSlowPath :191-202  new segment; store-release of the old one's `next` (:195)
 *   drain                :206-210  DrainCounter.drain(missed: 1) { while _drainAvailable {} }
 *                                  (DrainQueue.swift:88-94: leave(missed), loop while non-zero)
 *   _drainAvailable      :214-231  segment read to capacity -> _advanceHeadSlowPath; acquire
 *                                  load of the count (:220); move out every slot below it
 *   _advanceHeadSlowPath :233-249  acquire load of `next` (:234); none -> stop; else move on
 *   submit(_:inlineIf:handler:) :165-177  (ObserveOnSharingScheduler on the main queue):
 *                                  isIdle (acquire load == 0), canHandleInline() (the
 *                                  producer is on the consumer's thread), claimUncontended
 *                                  (store relaxed 1, DrainQueue.swift:105-107), handle in place,
 *                                  leaveUncontended (:112-118: load == 1 -> store 0, else drain
 *                                  with missed: 1). The handler may push reentrantly.
 *
 * Processes: one Producer pushing VALUES values (1..VALUES) through segments of CAP slots
 * (the first of FIRSTCAP, 0 by default as `firstSegmentCapacity: 0` allows, so the first
 * push links a segment); each value is either pushed, or (when INLINE is 1 and the counter is
 * idle) handled in place with the inline claim, whose handler may push the next value
 * reentrantly. Every `push` that returns true starts a Drain process, as a concurrent
 * scheduler would run it.
 *
 * Properties:
 *   - assertion in body(): values are handled in order, each once, never an unwritten slot
 *     (slots start at 0, values are 1..VALUES); never two handlers at once (never two drains);
 *   - Quiescence (timeout): every value handled, the counter 0 (no lost wake-up);
 *   - LTL `all_handled` (<> every value handled) with weak fairness.
 *
 * Broken variants:
 *   -DBROKEN=1  count before publish: `arrive()` before `_append` in push (a drain that finds
 *               no value gives its unit back and goes idle; the value is never drained).
 *   -DBROKEN=2  the count's store moved before the slot write in _append (the consumer reads a
 *               slot not yet written: on ARM this is what a relaxed count store allows).
 *
 * With -DMULTI=1: the several-producer form (`submit(inline:orPush:under:handler:)`
 * :124-137 and `_pushLockedSlowPath` :141-151, the serializer of merge): two producers with
 * VALUES values each; a producer that finds the counter idle claims it (CAS) and handles its
 * value in place, else appends under the lock, unlocks, counts, and drains on its own thread
 * if that made it the drainer. Checked: each value once, per-producer order, never two
 * handlers, no lost wake-up, and (liveness) every value handled; 2 x 3 values in CI (2 x 5:
 * 18,839,292 states, no error, 15 s). -DMULTI=1 -DBROKEN=1 counts before appending and is
 * rejected (a lost wake-up).
 *
 * With -DBOUNDED=1 (and INLINE 0): the bounded drain of observe(on:) on a real queue
 * (BatchDrainer.swift, `BatchDrainer._drainBatches()`): a drain runs `drainPresent(atMost: LIMIT)`
 * (load the counter's units; hand out at most LIMIT published values; when none is left,
 * leave(owned) and stop if that reached 0); while it reports more, the drainer arms the
 * hand-off, schedules a continuation (a new Drain process, which may run at once, inside
 * `schedule`, or on another thread) and exchanges the hand-off back to 0: 2 means the
 * continuation found it armed, gave the drain back (CAS 1 -> 2) and returned, so the drainer
 * goes on; else the continuation drains. Checked as above: each value once, in order, never
 * two handlers, no lost wake-up (`spin -a -DBOUNDED=1 -DINLINE=0`, `gcc -DSAFETY`: 406,664
 * states, no error; -DLIMIT=1 -DVALUES=6: 25,356,456 states, no error). -DBOUNDED=1
 * -DBROKEN=3 splits the continuation's CAS into a load and a store and is rejected (both
 * leave the drain: a lost wake-up, found at depth 362).
 * Two refinements of the Swift drain need no steps of their own: a drain that stopped
 * short of its limit and still owns units goes on in place (as a continuation that found
 * the hand-off armed would), and a lingering drain's wait for the producer's next value
 * only delays its next load of the published count (a schedule the model already
 * explores).
 *
 * Not captured: memory ordering beyond program order
 * (BROKEN=2 shows the reordering a missing release would allow); segment reference counting.
 */

#ifndef VALUES
#define VALUES 5
#endif
#ifndef CAP
#define CAP 2
#endif
#ifndef FIRSTCAP
#define FIRSTCAP 0
#endif
#ifndef INLINE
#define INLINE 1
#endif
#ifndef BROKEN
#define BROKEN 0
#endif
#ifndef MULTI
#define MULTI 0
#endif
#ifndef BOUNDED
#define BOUNDED 0
#endif
#ifndef LIMIT
#define LIMIT 2
#endif

#if MULTI
#define NVALUES (2 * VALUES)
#else
#define NVALUES VALUES
#endif
#define NSEG ((NVALUES + CAP - 1) / CAP + 2)   /* the first (FIRSTCAP) and enough of CAP */
#define NIL 255

byte wip = 0;                 /* _workInProgress */
byte count[NSEG];             /* Segment header count (atomic) */
byte segNext[NSEG];           /* Segment header next (atomic) */
byte cap[NSEG];
byte slot[NSEG * CAP];        /* slot values; 0 = never written */

/* producer side */
byte tailSeg = 0, tailCount = 0, nseg = 1;
/* consumer side */
byte headSeg = 0, headRead = 0;

byte expected = 1;
byte handling = 0;

#if MULTI
/* two producers, VALUES each: producer p sends p * VALUES + 1 .. (p + 1) * VALUES */
#define TOTALV (2 * VALUES)
byte lastSeen[2];
byte handledCount = 0;
bit  lock = 0;
ltl all_handled { <> (handledCount == TOTALV) }

inline body(v) {
    atomic { assert(handling == 0); handling = 1 };
    assert(v != 0);                                 /* never an unwritten slot */
    assert(lastSeen[(v - 1) / VALUES] < v);         /* per-producer order, each once */
    lastSeen[(v - 1) / VALUES] = v;
    handledCount++;
    handling = 0
}
#else
ltl all_handled { <> (expected == VALUES + 1) }

inline body(v) {
    atomic { assert(handling == 0); handling = 1 };
    assert(v == expected);
    expected++;
    handling = 0
}
#endif

inline append(v) {
    if
    :: tailCount == cap[tailSeg] ->                 /* _pushSegmentSlowPath */
        cap[nseg] = CAP;
        segNext[tailSeg] = nseg;                    /* :195 store release */
        tailSeg = nseg; nseg++; tailCount = 0
    :: else -> skip
    fi;
#if BROKEN == 2
    count[tailSeg] = tailCount + 1;                 /* count published first (wrong) */
    slot[tailSeg * CAP + tailCount] = v;
    tailCount++
#else
    slot[tailSeg * CAP + tailCount] = v;            /* :107 */
    tailCount++;                                    /* :108 */
    count[tailSeg] = tailCount                      /* :109 store release */
#endif
}

inline push(v) {
#if BROKEN == 1
    atomic { m = wip; wip++ };
    append(v);
#else
    append(v);
    atomic { m = wip; wip++ };                      /* arrive */
#endif
    if
#if BOUNDED
    :: m == 0 -> run BoundedDrain()
#else
    :: m == 0 -> run Drain()
#endif
    :: else -> skip
    fi
}

/* _drainAvailable: every value published so far */
inline drainAvailable() {
    do
    :: headRead == cap[headSeg] ->
        if
        :: segNext[headSeg] == NIL -> break         /* :234 nothing linked */
        :: else -> headSeg = segNext[headSeg]; headRead = 0
        fi
    :: else ->
        published = count[headSeg];                 /* :220 acquire */
        if
        :: headRead == published -> break
        :: else ->
            do
            :: headRead < published ->
                v = slot[headSeg * CAP + headRead]; headRead++; body(v)
            :: else -> break
            od
        fi
    od
}

inline drainLoop() {
    do
    :: drainAvailable();
        atomic { wip = wip - missed; missed = wip };    /* leave(missed) */
        if
        :: missed == 0 -> break
        :: else -> skip
        fi
    od
}

proctype Drain() {
    byte missed = 1, published, v;
    drainLoop()
}

#if BOUNDED
byte handOff = 0;       /* DrainHandOff: 0 idle, 1 armed, 2 given back */

/* BatchDrainer._runScheduledDrain() and _drainBatches(): a scheduled drain action (the first, or a continuation) */
proctype BoundedDrain() {
    byte owned, left, published, v, old, more;
#if BROKEN == 3
    old = handOff;                                  /* giveBack split in two (wrong) */
    if
    :: old == 1 -> handOff = 2; goto done
    :: else -> skip
    fi;
#else
    atomic {                                        /* giveBack: CAS 1 -> 2 */
        if
        :: handOff == 1 -> handOff = 2; old = 1
        :: else -> old = 0
        fi
    };
    if
    :: old == 1 -> goto done
    :: else -> skip
    fi;
#endif
again:
    owned = wip;                                    /* drainPresent: acquire load */
    left = LIMIT;
    more = 1;
    do
    :: left == 0 -> break                           /* a full batch: more */
    :: left > 0 && headRead == cap[headSeg] ->
        if
        :: segNext[headSeg] == NIL ->               /* nothing linked: empty */
            atomic { wip = wip - owned; more = (wip != 0) };
            break
        :: else -> headSeg = segNext[headSeg]; headRead = 0
        fi
    :: left > 0 && headRead != cap[headSeg] ->
        published = count[headSeg];                 /* acquire */
        if
        :: headRead == published ->                 /* empty */
            atomic { wip = wip - owned; more = (wip != 0) };
            break
        :: else ->
            v = slot[headSeg * CAP + headRead]; headRead++; body(v); left--
        fi
    od;
    if
    :: more ->
        handOff = 1;                                /* arm */
        run BoundedDrain();                         /* schedule the continuation */
        atomic { old = handOff; handOff = 0 };      /* disarmWasGivenBack: exchange */
        if
        :: old == 2 -> goto again
        :: else -> skip
        fi
    :: else -> skip
    fi;
done:
    skip
}
#endif

proctype Producer() {
    byte i = 1, m, missed, published, v;
    do
    :: i <= VALUES ->
        if
        :: true -> push(i); i++
#if INLINE
        :: wip == 0 ->                                  /* isIdle, canHandleInline() */
            wip = 1;                                    /* claimUncontended: store relaxed */
            body(i); i++;                               /* handler._handleQueued(value) */
            if                                          /* the handler pushes reentrantly */
            :: i <= VALUES -> push(i); i++
            :: true -> skip
            fi;
            if                                          /* leaveUncontended */
            :: wip == 1 -> wip = 0
            :: else -> missed = 1; drainLoop()          /* _drainSlowPath(missed: 1) */
            fi
#endif
        fi
    :: else -> break
    od
}

#if MULTI
/* submit(inline:orPush:under:handler:) :124-137 and _pushLockedSlowPath :141-151 */
proctype MultiProducer(byte p) {
    byte i = 0, v, m, ok, missed, published, w;
    do
    :: i < VALUES ->
        v = p * VALUES + i + 1;
        atomic {                                        /* tryClaimIdle: CAS 0 -> 1 */
            if
            :: wip == 0 -> wip = 1; ok = 1
            :: else -> ok = 0
            fi
        };
        if
        :: ok ->
            body(v);                                    /* handleNow() */
            atomic { wip = wip - 1; missed = wip };     /* leave(1) */
            if
            :: missed != 0 -> drainLoop()               /* _drainSlowPath(missed:) */
            :: else -> skip
            fi
        :: else ->
            atomic { lock == 0 -> lock = 1 };           /* lock.lock() */
#if BROKEN == 1
            lock = 0;
            atomic { m = wip; wip++ };
            atomic { lock == 0 -> lock = 1 };
            append(v);
            lock = 0;
#else
            append(v);                                  /* _append under the lock */
            lock = 0;                                   /* lock.unlock() */
            atomic { m = wip; wip++ };                  /* arrive */
#endif
            if
            :: m == 0 -> missed = 1; drainLoop()        /* drain(missed: 1) on this thread */
            :: else -> skip
            fi
        fi;
        i++
    :: else -> break
    od
}

proctype Quiescence() {
    timeout -> assert(handledCount == TOTALV && wip == 0)
}
#else
proctype Quiescence() {
    timeout -> assert(expected == VALUES + 1 && wip == 0)
}
#endif

init {
    byte k;
    atomic {
        k = 0;
        do
        :: k < NSEG -> segNext[k] = NIL; k++
        :: else -> break
        od;
        cap[0] = FIRSTCAP;
#if MULTI
        run MultiProducer(0);
        run MultiProducer(1);
#else
        run Producer();
#endif
        run Quiescence()
    }
}
