import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// How many synchronous inner sequences the stack-depth tests run: 100,000 times
/// `RHEO_STRESS_SCALE` (`RHEO_STRESS_SCALE=10` runs docs/Contracts.md rule 3's million).
///
/// Why not a million by default: in a debug build one synchronous inner costs about 10 µs
/// (unspecialized generic code resolving metadata at run time), so a million takes 10 s
/// per test on the shared 2-core machine, and there are several such tests. 100,000 is
/// enough to prove the loop: an operator that recursed once per inner would nest at least
/// three debug frames of well over 100 bytes per inner, 30 MB or more at this depth,
/// against the test thread's 8 MB stack, and crash.
let stackDepthCount = 100_000 * stressScale

/// An observer that records what it receives and detects overlapping deliveries: two
/// events inside `on` at once, from any threads, count as an overlap.
final class DeliveryRecorder<Element>: @unchecked Sendable {
    // @unchecked: every field is only touched under `lock`.
    private let lock = NSLock()
    private var inside = 0
    private var overlapCount = 0
    private var recorded: [Element] = []
    private var terminals: [Event<Element>] = []
    private let onElement: ((Element) -> Void)?

    /// - Parameter onElement: Runs inside the delivery (outside the recorder's lock), after
    ///   the element is recorded: where a test re-enters the operator.
    init(onElement: ((Element) -> Void)? = nil) {
        self.onElement = onElement
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        inside += 1
        if inside > 1 {
            overlapCount += 1
        }
        switch event {
        case .next(let element):
            recorded.append(element)
        case .error, .completed:
            terminals.append(event)
        }
        lock.unlock()
        if case .next(let element) = event {
            // Widens the window in which an overlapping delivery would be caught.
            sched_yield()
            onElement?(element)
        }
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var overlaps: Int {
        lock.lock()
        defer { lock.unlock() }
        return overlapCount
    }

    var terminalEvents: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return terminals
    }
}

/// A hot source driven by explicit `send` calls from whatever thread the test chooses (one
/// thread per source at a time, as the grammar requires), multicast to its current
/// subscribers. The list lock is never held while a subscriber runs, so subscribers may
/// subscribe and dispose from inside a delivery or from other threads.
final class DrivenSource<Element>: @unchecked Sendable {
    // @unchecked: `observers` and `nextKey` are only touched under `lock`.
    private let lock = NSLock()
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    lazy var observable: Observable<Element> = Observable.create { [unowned self] observer in
        let key = self.lock.withLock { () -> Int in
            self.nextKey += 1
            self.observers.append((self.nextKey, observer))
            return self.nextKey
        }
        return Disposables.create { [unowned self] in
            let removed = self.lock.withLock {
                self.observers.firstIndex { $0.key == key }.map { self.observers.remove(at: $0) }
            }
            _ = removed
        }
    }

    func send(_ event: Event<Element>) {
        let current = lock.withLock { observers }
        for entry in current {
            entry.observer.on(event)
        }
    }

    var observerCount: Int {
        lock.withLock { observers.count }
    }
}

/// A sequence that sends `values` from a new thread of its own, then completes; it stops
/// early when disposed. Each subscription's thread waits for `gate` (a group the test
/// enters, then leaves to let the threads go) before sending, enters `finished` when it is
/// created and leaves it when it is done.
func threadedSequence<Element: Sendable>(
    _ values: [Element], gate: DispatchGroup? = nil, finished: DispatchGroup? = nil
) -> Observable<Element> {
    Observable.create { observer in
        let cancelled = BooleanDisposable()
        finished?.enter()
        Thread.detachNewThread {
            gate?.wait()
            for value in values where !cancelled.isDisposed {
                observer.onNext(value)
            }
            observer.onCompleted()
            finished?.leave()
        }
        return cancelled
    }
}
