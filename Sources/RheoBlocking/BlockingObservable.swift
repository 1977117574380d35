import Foundation
import Rheo

/// A sequence whose operators wait for it to end on the calling thread, as RxBlocking's
/// `BlockingObservable`. Create one with `toBlocking(timeout:)`.
///
/// Each operator (`toArray()`, `first()`, `last()`, `single()`, `single(_:)`,
/// `materialize()`) subscribes anew on the calling thread, then waits until the sequence
/// ends, the operator has what it needs (`first()` stops after one element, `single()`
/// after two), or the timeout passes; it disposes the subscription before it returns.
/// A source that finishes synchronously during `subscribe` never waits.
///
/// How it waits. Off the main thread it waits on a condition variable: no polling, no run
/// loop. On the main thread it runs the main run loop in the default mode until the
/// sequence ends, as RxBlocking does, so that work the source sends to the main queue or
/// `MainScheduler` (and main run loop timers) still runs; this is not a busy loop, the run
/// loop sleeps until a source fires. If the run loop cannot run (because the caller is
/// itself inside a main-queue block, where the main queue is not drained reentrantly), it
/// falls back to the condition variable.
///
/// Deadlocks. Blocking a thread that the source needs in order to emit deadlocks until the
/// timeout (forever without one): calling a blocking operator from inside a main-queue
/// block or `MainScheduler` action while the source emits through the main queue, from a
/// serial queue's block while the source emits on that queue. Use a timeout in tests, so
/// such a mistake fails with `RxError.timeout` instead of hanging. A blocking operator
/// called inside a running current-thread trampoline (from inside a subscription, or a
/// `CurrentThreadScheduler` action) subscribes on a trampoline of its own, so synchronous
/// sources still run to their end (RxBlocking deadlocks there).
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}
