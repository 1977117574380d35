/*
 * SinkDisposer.pml: the state word of `SinkDisposer` (a subscription's lifetime): dispose()
 * racing setSubscription(_:) racing a terminal event, and _detachSubscription() (a subject
 * letting go of a subscription it dropped) racing dispose().
 *
 * Code modelled (Sources/Rheo/Core/SinkDisposer.swift, lines as of dccb419):
 *   state bits           :31-34    disposed 1, subscriptionSet 2, stopped 4, subscriptionClaimed 8
 *   _on(.next)           :60-65    acquire load; deliver only if neither disposed nor stopped
 *   _on(.error/.completed) :66-70  _tryStop (:75-78, fetch_or stopped, acq_rel); the first
 *                                  caller, if not disposed, delivers then calls dispose()
 *   setSubscription      :84-95    fetch_or claimed (:85); write _subscription (:90);
 *                                  fetch_or subscriptionSet (:91); disposed already -> it is
 *                                  second: _disposeSubscription (:92-93)
 *   dispose              :105-119  acquire load: already disposed -> return (:108); fetch_or
 *                                  disposed (:111); first and subscriptionSet seen -> it is
 *                                  second: _disposeSubscription (:115-116); _didDispose (:118)
 *   _disposeSubscription           take _subscription, clear it, dispose it
 *   _detachSubscription            CAS loop: only while the word has subscriptionSet and
 *                                  neither disposed nor subscriptionDetached, set
 *                                  subscriptionDetached; the winner clears _subscription
 *                                  without disposing it. dispose() disposes the subscription
 *                                  only if it saw subscriptionSet without subscriptionDetached.
 *   (Line numbers above are as of dccb419; the code is cited by name since.)
 *
 * Processes:
 *   Setter   the source handing its subscription over (setSubscription), on its own thread
 *            (as under subscribe(on:));
 *   Producer the event source, serialized as the Rx grammar requires: next, next, completed;
 *            after either next it may call dispose() itself (dispose from inside onNext), and
 *            after that dispose returns every further call of its own delivers nothing;
 *   Disposer another thread calling dispose(), then (optionally) on(.next) itself, which must
 *            deliver nothing since its dispose() has returned.
 *   Detacher a subject's drainer letting go of the subscription, called only after
 *            setSubscription returned (the subject lists the observer only then).
 *
 * Properties:
 *   - the subscription is taken at most once: disposed, or let go by the detacher, never
 *     both, never before it was set, never while the field is empty (assertions in
 *     disposeSubscription and detachSubscription); when the lifetime is disposed and was
 *     not detached first, the subscription was disposed exactly once; when it was
 *     detached, it was let go and never disposed (Final);
 *   - _didDispose (onDisposed) runs exactly once (assertion, and Final);
 *   - nothing is delivered by a thread after its own dispose() returned (assertions in
 *     deliver: G2); nothing after the terminal event, at most one terminal event (G1);
 *   - a delivered terminal event leaves the lifetime disposed (G1, Final).
 *
 * Broken variants:
 *   -DBROKEN=1  setSubscription checks `isDisposed` with a load and then sets
 *               subscriptionSet (check-then-act instead of one fetch_or): a dispose between
 *               the two sees no subscription and the setter sees no disposal, so the
 *               subscription is never disposed.
 *   -DBROKEN=2  dispose's fetch_or split into a load and a store: two disposers (the
 *               terminal event's and another thread's) both see "not disposed" and both
 *               dispose the subscription.
 *   -DBROKEN=3  dispose() ignores subscriptionDetached: a subscription the detacher let go
 *               is disposed as well (taken twice).
 *   -DBROKEN=4  the detacher sets its bit with a fetch_or and takes the subscription
 *               without looking at disposed: after a dispose, both take it.
 *
 * Not captured: memory ordering (the _subscription field is published by the fetch_or at
 * :91, acq_rel, and read after the fetch_or at :111 or :91 that saw the other bit; see
 * docs/MemoryOrdering.md); the second-setSubscription contract violation (:86-88); subclass
 * overrides of _disposeSubscription (subscribe(on:) moves it to a scheduler, same count).
 */

#ifndef BROKEN
#define BROKEN 0
#endif

#define DISPOSED 1
#define SUBSET   2
#define STOPPED  4
#define CLAIMED  8
#define DETACHED 16

#define P_THREAD 1
#define D_THREAD 2

byte st = 0;
bit  subField = 0;           /* _subscription != nil */
bit  subWasSet = 0;
byte subDisposed = 0;        /* how many times the subscription was disposed */
byte didDispose = 0;         /* how many times _didDispose ran */
byte subDetached = 0;        /* how many times the subscription was let go undisposed */
bit  setterDone = 0;
bit  terminalDelivered = 0;
bit  disposeReturned[3];     /* per thread: its own dispose() has returned */
byte done = 0;

inline disposeSubscription() {
    assert(subField == 1);                     /* set, and not taken before */
    subField = 0;
    subDisposed++;
    assert(subDisposed == 1 && subDetached == 0)
}

inline detachSubscription() {
    assert(subField == 1);
    subField = 0;
    subDetached++;
    assert(subDetached == 1 && subDisposed == 0)
}

inline dispose(t) {
    if
    :: (st & DISPOSED) != 0 -> skip            /* :108 isDisposed: return */
    :: else ->
#if BROKEN == 2
        old = st;
        st = old | DISPOSED;
#else
        atomic { old = st; st = st | DISPOSED };   /* :111 fetch_or */
#endif
        if
        :: (old & DISPOSED) != 0 -> skip
        :: else ->
            if
#if BROKEN == 3
            :: (old & SUBSET) != 0 -> disposeSubscription()
#else
            :: (old & (SUBSET | DETACHED)) == SUBSET -> disposeSubscription()
#endif
            :: else -> skip
            fi;
            didDispose++;                      /* :118 _didDispose */
            assert(didDispose == 1)
        fi
    fi;
    disposeReturned[t] = 1
}

inline deliver(t, terminal) {
    assert(disposeReturned[t] == 0);           /* G2 */
    assert(terminalDelivered == 0);            /* G1 */
    if
    :: terminal -> terminalDelivered = 1
    :: else -> skip
    fi
}

inline onNext(t) {
    if
    :: (st & (DISPOSED | STOPPED)) == 0 -> deliver(t, 0)   /* :61-64 */
    :: else -> skip
    fi
}

inline onTerminal(t) {
    atomic { old = st; st = st | STOPPED };    /* _tryStop :76 */
    if
    :: (old & (DISPOSED | STOPPED)) == 0 ->
        deliver(t, 1);                         /* :68 */
        dispose(t)                             /* :69 */
    :: else -> skip
    fi
}

proctype Setter() {
    byte old;
    atomic { old = st; st = st | CLAIMED };    /* :85 */
    assert((old & CLAIMED) == 0);              /* one call: the second-call path is not modelled */
    subField = 1; subWasSet = 1;               /* :90 */
#if BROKEN == 1
    old = st;                                  /* isDisposed, then set the bit: wrong */
    st = st | SUBSET;
#else
    atomic { old = st; st = st | SUBSET };     /* :91 */
#endif
    if
    :: (old & DISPOSED) != 0 -> disposeSubscription()   /* :92-93 */
    :: else -> skip
    fi;
    setterDone = 1;
    done++
}

proctype Detacher() {
    byte old;
    setterDone == 1 ->
#if BROKEN == 4
    atomic { old = st; st = st | DETACHED };
    if
    :: (old & (SUBSET | DETACHED)) == SUBSET -> detachSubscription()
    :: else -> skip
    fi;
#else
    /* The CAS loop: each attempt reads the word, and sets the bit only if the word is
       still what it read; a failed compare-exchange reads again. One atomic step is one
       successful or failed attempt, so retries are interleavings spin explores. */
    do
    :: atomic {
           (st & (DISPOSED | SUBSET | DETACHED)) == SUBSET ->
           st = st | DETACHED
       };
       detachSubscription();
       break
    :: (st & (DISPOSED | SUBSET | DETACHED)) != SUBSET -> break
    od;
#endif
    done++
}

proctype Producer() {
    byte old;
    onNext(P_THREAD);
    if
    :: dispose(P_THREAD)                       /* dispose from inside onNext */
    :: skip
    fi;
    onNext(P_THREAD);
    if
    :: dispose(P_THREAD)
    :: skip
    fi;
    onTerminal(P_THREAD);
    done++
}

proctype Disposer() {
    byte old;
    dispose(D_THREAD);
    if
    :: onNext(D_THREAD)
    :: skip
    fi;
    done++
}

proctype Final() {
    done == 4 ->
    assert(subDisposed + subDetached <= 1);
    assert((st & DETACHED) == 0 || (subDetached == 1 && subDisposed == 0));
    assert((st & DETACHED) != 0 || (((st & DISPOSED) != 0) == (subDisposed == 1)));
    assert(didDispose == 1);
    assert(terminalDelivered == 0 || (st & DISPOSED) != 0)
}

init {
    atomic {
        run Setter();
        run Producer();
        run Disposer();
        run Detacher();
        run Final()
    }
}
