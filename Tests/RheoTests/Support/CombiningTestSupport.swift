import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// A thread-safe hot source for tests that drive operators from real threads (a stand-in
/// for `PublishSubject`): `send` delivers to the observers subscribed at that moment, in
/// no particular order.
///
/// With `deliversUnderLock`, it holds its own lock while delivering, as a naive subject
/// would: the worst case for an operator that takes a lock of its own, since then two
/// such sources and the operator form a lock-order cycle unless the operator never waits.
final class ThreadedSource<Element>: @unchecked Sendable {
    // @unchecked: the observer table and the delivering thread are only touched under `lock`.
    private let lock = NSRecursiveLock()
    private let deliversUnderLock: Bool
    // Guarded by `lock`.
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    // The thread delivering while holding `lock`, if `deliversUnderLock`.
    private var deliveringThread: Thread?

    init(deliversUnderLock: Bool = false) {
        self.deliversUnderLock = deliversUnderLock
    }

    var observable: Observable<Element> {
        Observable.create { [self] observer in
            lock.lock()
            let key = nextKey
            nextKey += 1
            observers[key] = observer
            lock.unlock()
            return Disposables.create { [self] in
                lock.lock()
                let removed = observers.removeValue(forKey: key)
                lock.unlock()
                _ = removed
            }
        }
    }

    func send(_ event: Event<Element>) {
        lock.lock()
        let current = Array(observers.values)
        let outer = deliveringThread
        if deliversUnderLock {
            deliveringThread = Thread.current
        } else {
            lock.unlock()
        }
        for observer in current {
            observer.on(event)
        }
        if deliversUnderLock {
            deliveringThread = outer
            lock.unlock()
        }
    }

    /// Sends `element` unless the calling thread is delivering for this source already (a
    /// reentrant send, which the grammar forbids); returns whether it sent. Only for a
    /// source that `deliversUnderLock`.
    func sendUnlessDelivering(_ element: Element) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if deliveringThread === Thread.current {
            return false
        }
        send(.next(element))
        return true
    }

    func send(_ element: Element) {
        send(.next(element))
    }
}

/// An observer for real-thread tests: records elements, checks the grammar, and detects
/// concurrent delivery (two `on` calls overlapping), which the Rx grammar forbids.
///
/// With a `callerLock`, it takes that lock around each event, as an observer that shares a
/// lock with the code driving the sources would: with an operator that held a lock of its
/// own while calling it, a thread holding `callerLock` and sending into a source would
/// deadlock against the thread delivering.
final class CheckingObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: the records are only touched under `lock`; `entry` detects overlapping calls.
    private let entry = NSLock()
    private let lock = NSLock()
    private let callerLock: NSRecursiveLock?
    // Guarded by `lock`.
    private var _elements: [Element] = []
    private var _terminals: [Event<Element>] = []
    private var _concurrentDeliveries = 0
    private var _grammarViolations = 0
    private let onElement: (@Sendable (Element) -> Void)?

    init(callerLock: NSRecursiveLock? = nil, onElement: (@Sendable (Element) -> Void)? = nil) {
        self.callerLock = callerLock
        self.onElement = onElement
    }

    func on(_ event: Event<Element>) {
        // Checked before taking `callerLock`, which would serialize overlapping calls.
        guard entry.try() else {
            lock.lock()
            _concurrentDeliveries += 1
            lock.unlock()
            return
        }
        defer { entry.unlock() }
        callerLock?.lock()
        defer { callerLock?.unlock() }
        lock.lock()
        if !_terminals.isEmpty {
            _grammarViolations += 1
        }
        switch event {
        case .next(let element):
            _elements.append(element)
        case .error, .completed:
            _terminals.append(event)
        }
        lock.unlock()
        if case .next(let element) = event {
            onElement?(element)
        }
    }

    var elements: [Element] { lock.withLock { _elements } }
    var terminals: [Event<Element>] { lock.withLock { _terminals } }
    var concurrentDeliveries: Int { lock.withLock { _concurrentDeliveries } }
    var grammarViolations: Int { lock.withLock { _grammarViolations } }
}

/// Sends `count` elements from one driver thread: even-numbered ones while holding
/// `callerLock` (the lock-inversion pattern), odd-numbered ones without it.
func drive<Element>(
    _ source: ThreadedSource<Element>, count: Int, callerLock: NSRecursiveLock, _ element: (Int) -> Element
) {
    for index in 0..<count {
        if index % 2 == 0 {
            callerLock.lock()
            source.send(element(index))
            callerLock.unlock()
        } else {
            source.send(element(index))
        }
    }
}

/// Whether `values` never decreases.
func isNonDecreasing<Value: Comparable>(_ values: [Value]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
}
/// `Observable.zip` through the overload for `sources.count` sources (2 to 8), with a
/// result selector or as tuples, its results as arrays.
func zipOverload(_ s: [Observable<Int>], tuples: Bool) -> Observable<[Int]> {
    switch (s.count, tuples) {
    case (2, false): return Observable.zip(s[0], s[1]) { [$0, $1] }
    case (2, true): return Observable.zip(s[0], s[1]).map { [$0.0, $0.1] }
    case (3, false): return Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
    case (3, true): return Observable.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
    case (4, false): return Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
    case (4, true): return Observable.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
    case (5, false): return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
    case (5, true): return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
    case (6, false): return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
    case (6, true):
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
    case (7, false): return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
    case (7, true):
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
            [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
        }
    case (8, false):
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
    case (8, true):
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
            [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
        }
    default: fatalError("no zip overload for \(s.count) sources")
    }
}

/// `Observable.combineLatest` through the overload for `sources.count` sources (2 to 8), with a
/// result selector or as tuples, its results as arrays.
func combineLatestOverload(_ s: [Observable<Int>], tuples: Bool) -> Observable<[Int]> {
    switch (s.count, tuples) {
    case (2, false): return Observable.combineLatest(s[0], s[1]) { [$0, $1] }
    case (2, true): return Observable.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
    case (3, false): return Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
    case (3, true): return Observable.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
    case (4, false): return Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
    case (4, true): return Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
    case (5, false): return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
    case (5, true):
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
    case (6, false): return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
    case (6, true):
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map {
            [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5]
        }
    case (7, false):
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
    case (7, true):
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
            [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
        }
    case (8, false):
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            [$0, $1, $2, $3, $4, $5, $6, $7]
        }
    case (8, true):
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
            [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
        }
    default: fatalError("no combineLatest overload for \(s.count) sources")
    }
}

/// The operators whose subscriptions are `CombiningSink`s: each of their overloads, chosen by operator.
enum CombiningOperator: CaseIterable, CustomStringConvertible {
    case zip
    case combineLatest

    var description: String {
        switch self {
        case .zip: "zip"
        case .combineLatest: "combineLatest"
        }
    }

    /// How often a result feeds an element back, in `checkAnObserverSendingBack...`: every
    /// result divisible by this. `combineLatest` forms a result per element, `zip` one per
    /// pair, so `zip` feeds back more often for a like number of feedbacks.
    var feedbackPeriod: Int {
        switch self {
        case .zip: 7
        case .combineLatest: 5
        }
    }

    /// `Observable.zip(xs, ys, resultSelector:)` or `Observable.combineLatest(xs, ys, resultSelector:)`.
    func combine<X, Y, Result>(
        _ xs: Observable<X>, _ ys: Observable<Y>, _ selector: @escaping (X, Y) throws -> Result
    ) -> Observable<Result> {
        switch self {
        case .zip: Observable.zip(xs, ys, resultSelector: selector)
        case .combineLatest: Observable.combineLatest(xs, ys, resultSelector: selector)
        }
    }

    /// `Observable.zip(xs, ys)` or `Observable.combineLatest(xs, ys)`: tuples.
    func tuples<X, Y>(_ xs: Observable<X>, _ ys: Observable<Y>) -> Observable<(X, Y)> {
        switch self {
        case .zip: Observable.zip(xs, ys)
        case .combineLatest: Observable.combineLatest(xs, ys)
        }
    }

    /// The three-source overload with a result selector.
    func combine<X, Y, Z, Result>(
        _ xs: Observable<X>, _ ys: Observable<Y>, _ zs: Observable<Z>, _ selector: @escaping (X, Y, Z) throws -> Result
    ) -> Observable<Result> {
        switch self {
        case .zip: Observable.zip(xs, ys, zs, resultSelector: selector)
        case .combineLatest: Observable.combineLatest(xs, ys, zs, resultSelector: selector)
        }
    }

    /// The three-source overload without a selector: tuples.
    func tuples<X, Y, Z>(_ xs: Observable<X>, _ ys: Observable<Y>, _ zs: Observable<Z>) -> Observable<(X, Y, Z)> {
        switch self {
        case .zip: Observable.zip(xs, ys, zs)
        case .combineLatest: Observable.combineLatest(xs, ys, zs)
        }
    }

    /// The overload for `sources.count` sources (2 to 8), with a result selector or as
    /// tuples, its results as arrays.
    func overload(_ sources: [Observable<Int>], tuples: Bool) -> Observable<[Int]> {
        switch self {
        case .zip: zipOverload(sources, tuples: tuples)
        case .combineLatest: combineLatestOverload(sources, tuples: tuples)
        }
    }

    /// The collection form without a selector: arrays.
    func collection(_ sources: [Observable<Int>]) -> Observable<[Int]> {
        switch self {
        case .zip: Observable.zip(sources)
        case .combineLatest: Observable.combineLatest(sources)
        }
    }

    /// The collection form with a result selector.
    func collection<Result>(
        _ sources: [Observable<Int>], _ selector: @escaping ([Int]) throws -> Result
    ) -> Observable<Result> {
        switch self {
        case .zip: Observable.zip(sources, resultSelector: selector)
        case .combineLatest: Observable.combineLatest(sources, resultSelector: selector)
        }
    }
}
