import Dispatch
import Foundation
import Rheo

/// One blocking subscription: collects the events of a sequence and lets the subscribing
/// thread wait for its end.
///
/// Events may arrive on any thread; the state is guarded by `condition`, and nothing but
/// appending and signalling happens while it is held.
final class BlockingRun<Element>: @unchecked Sendable {
    // @unchecked: every mutable field is only touched while `condition` is held.
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isFinished = false
    // Whether the subscribing thread waits by running the main run loop, which must then
    // be woken up when the sequence ends.
    private var waitsOnMainRunLoop = false

    private init() {}

    /// Subscribes to `source` on the calling thread, waits at most `timeout` seconds for it
    /// to end, disposes the subscription, and returns what arrived.
    static func collect(_ source: Observable<Element>, timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        if let timeout, timeout.isNaN || timeout < 0 {
            return .failed(
                elements: [],
                error: RxError.argumentOutOfRange(
                    reporting:
                        "toBlocking(timeout: \(timeout)): the timeout must be a non-negative number of seconds, or nil to wait as long as it takes"
                ))
        }
        // The deadline counts from the call, so a slow subscribe uses up the timeout too.
        let deadline = timeout.flatMap { $0.isFinite ? Date().addingTimeInterval($0) : nil }
        let run = BlockingRun()
        // A trampoline of its own: inside a running one (a blocking call from inside a
        // subscription), a synchronous source's steps would wait behind this call for ever.
        let subscription = CurrentThreadScheduler.withSeparateTrampoline {
            source.subscribe { event in
                run.on(event)
            }
        }
        run.wait(until: deadline)
        let result = run.finish()
        subscription.dispose()
        return result
    }

    private func on(_ event: Event<Element>) {
        condition.lock()
        guard !isFinished else {
            condition.unlock()
            return
        }
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            self.error = error
            isFinished = true
        case .completed:
            isFinished = true
        }
        let finishedNow = isFinished
        if finishedNow {
            condition.broadcast()
        }
        let wakeMainRunLoop = finishedNow && waitsOnMainRunLoop
        condition.unlock()
        if wakeMainRunLoop {
            // The main run loop sleeps until one of its sources fires, and a timer callout
            // (from which this may be called) does not end `run(mode:before:)`; an empty
            // main-queue block does, so the wait sees that the sequence has ended.
            DispatchQueue.main.async {}
        }
    }

    private var finished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isFinished
    }

    private func wait(until deadline: Date?) {
        if Thread.isMainThread {
            condition.lock()
            waitsOnMainRunLoop = !isFinished
            condition.unlock()
            while !finished {
                if let deadline, Date() >= deadline {
                    return
                }
                // False when the run loop has nothing to run in this mode, e.g. inside a
                // main-queue block, where the main queue is not drained reentrantly:
                // running it again would spin, so wait on the condition instead.
                if !RunLoop.current.run(mode: .default, before: deadline ?? .distantFuture) {
                    break
                }
            }
        }
        condition.lock()
        defer { condition.unlock() }
        while !isFinished {
            if let deadline {
                if !condition.wait(until: deadline) {
                    return
                }
            } else {
                condition.wait()
            }
        }
    }

    /// Ends the run: events arriving later are ignored. Returns a timeout failure if the
    /// sequence had not ended.
    private func finish() -> MaterializedSequenceResult<Element> {
        condition.lock()
        defer { condition.unlock() }
        if !isFinished {
            isFinished = true
            error = RxError.timeout
        }
        if let error {
            return .failed(elements: elements, error: error)
        }
        return .completed(elements: elements)
    }
}
