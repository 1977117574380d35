import Rheo
import RheoTest
import RheoTestSupport

// The fuzz target's cases: how its input bytes decode into an operator chain and an event
// script, and how a case runs against the property checks' model. Compiled into the
// libFuzzer target (Tests/Fuzz, built by Scripts/fuzz.sh) and into RheoTests, where
// `FuzzRegressionTests` replays the seed corpus and every finding.

/// Draws a generated case's choices from the fuzzer's input bytes: one byte per choice (two
/// for a range wider than 256), reduced modulo the range; the lower bound once the bytes
/// run out. Small edits of the input therefore make small changes of the case.
struct ByteGenerator: CaseGenerator {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        guard let first = byte() else { return range.lowerBound }
        var value = UInt64(first)
        if span > 256, let second = byte() {
            value = value << 8 | UInt64(second)
        }
        return range.lowerBound + Int(value % span)
    }
}

/// One step of a live source's event script.
enum ScriptStep: Equatable, CustomStringConvertible {
    case next(Int)
    case error(Int)
    case completed
    /// `dispose()` on the subscription, from outside any observer.
    case dispose

    var description: String {
        switch self {
        case .next(let value): "onNext(\(value))"
        case .error(let id): "onError(\(id))"
        case .completed: "onCompleted"
        case .dispose: "dispose"
        }
    }
}

/// A decoded fuzz input.
///
/// Byte 0 chooses the mode: even, a *static* case (the property checks' finite synchronous
/// source, subscribed once, with a second subscription made re-entrantly from inside the
/// first observer's `onNext` at element `reentrantAt`); odd, a *live* case (the chain over a
/// `PublishSubject` that the script feeds after `subscribe` returns). Byte 1 is
/// `reentrantAt` in a static case and `disposeInsideAt` in a live one: the observer disposes
/// its own subscription from inside `onNext` of that element (counting from 1; 0 never).
/// Then the chain, as `ChainCase.random(using:)` draws it; then, in a live case, one byte
/// per script step: 0–4 `onNext` (the next byte is the value, -8...8), 5 `onError`, 6
/// `onCompleted`, 7 `dispose()`; the script stops at the first terminal event.
struct FuzzCase: CustomStringConvertible {
    var chain: ChainCase
    var live: Bool
    /// Static: the element at which the re-entrant subscription is made (0: none).
    var reentrantAt: Int
    /// Live: the element at which the observer disposes its subscription (0: never).
    var disposeInsideAt: Int
    var script: [ScriptStep]

    static func decode(_ bytes: [UInt8]) -> FuzzCase {
        var input = ByteGenerator(bytes)
        let live = input.int(in: 0...1) == 1
        let at = input.int(in: 0...15)
        var chain = ChainCase.random(using: &input)
        var script: [ScriptStep] = []
        if live {
            chain.stages = ChainCase.orderingMerges(chain.stages, sourceSendsDuringSubscribe: false)
            steps: while let byte = input.byte(), script.count < 64 {
                switch byte % 8 {
                case 0...4: script.append(.next(input.int(in: -8...8)))
                case 5:
                    script.append(.error(input.int(in: 1...99)))
                    break steps
                case 6:
                    script.append(.completed)
                    break steps
                default: script.append(.dispose)
                }
            }
        }
        return FuzzCase(
            chain: chain, live: live, reentrantAt: live ? 0 : at, disposeInsideAt: live ? at : 0, script: script)
    }

    var description: String {
        if live {
            let chainText = (["live"] + chain.stages.map(\.description)).joined(separator: ".")
            return "\(chainText); dispose inside at \(disposeInsideAt); script \(script)"
        }
        return "\(chain); re-entrant subscription at \(reentrantAt)"
    }
}

/// Records what one subscription delivers and checks the grammar as events arrive.
final class Recording: @unchecked Sendable {
    var elements: [Int] = []
    var terminal: ModelTerminal = .none
    var violations: [String] = []
    /// Run on each element after it is recorded (re-entrant actions).
    var onElement: ((Int) -> Void)?

    func observer(_ event: Event<Int>) {
        if terminal != .none {
            violations.append("\(event) after \(terminal)")
        }
        switch event {
        case .next(let element):
            elements.append(element)
            onElement?(elements.count)
        case .error(let error):
            terminal = (error as? TestError).map { .error($0.id) } ?? .unexpectedError("\(error)")
        case .completed:
            terminal = .completed
        }
    }

    var trace: ModelTrace { ModelTrace(elements, terminal) }
}

/// A model trace cut after its first `count` elements, as a subscription disposed from inside
/// `onNext` of element `count` sees it.
func cut(_ trace: ModelTrace, after count: Int) -> ModelTrace {
    count > 0 && trace.elements.count >= count ? ModelTrace(Array(trace.elements.prefix(count)), .none) : trace
}

/// Runs `fuzzCase` and returns a description of the first difference from the model, or nil.
func runFuzzCase(_ fuzzCase: FuzzCase) -> String? {
    let scheduler = TestScheduler(initialClock: 0)
    let chain = fuzzCase.chain
    if !fuzzCase.live {
        let observable = chain.observable(scheduler: scheduler)
        let expected = chain.expected
        let outer = Recording()
        let inner = Recording()
        var innerSubscription: Disposable?
        outer.onElement = { count in
            guard count == fuzzCase.reentrantAt else { return }
            // Kept until the outer subscription is over: a source that sends from the
            // current-thread trampoline (`from`) runs the inner sequence only after this
            // `onNext` returns, before the outer `subscribe` does.
            innerSubscription = observable.subscribe(inner.observer)
        }
        observable.subscribe(outer.observer).dispose()
        innerSubscription?.dispose()
        if !outer.violations.isEmpty || !inner.violations.isEmpty {
            return "grammar violations \(outer.violations + inner.violations)"
        }
        if outer.trace != expected {
            return "expected \(expected), got \(outer.trace)"
        }
        if innerSubscription != nil, inner.trace != expected {
            return "re-entrant subscription: expected \(expected), got \(inner.trace)"
        }
        return nil
    }
    let subject = PublishSubject<Int>()
    let observable = chain.stages.reduce(subject.asObservable()) { $1.apply($0, scheduler: scheduler) }
    let recording = Recording()
    var subscription: Disposable?
    var disposedInside = false
    recording.onElement = { count in
        // Only once `subscribe` has returned: before, there is no subscription to dispose.
        guard count == fuzzCase.disposeInsideAt, let subscription else { return }
        disposedInside = true
        subscription.dispose()
    }
    subscription = observable.subscribe(recording.observer)
    // What the subscription must have delivered once the script has fed `input`; frozen from
    // the moment it is disposed.
    var input = ModelTrace([], .none)
    var frozen: ModelTrace?
    func expected() -> ModelTrace {
        if let frozen { return frozen }
        let full = chain.stages.reduce(input) { $1.model($0) }
        return disposedInside ? cut(full, after: fuzzCase.disposeInsideAt) : full
    }
    if recording.trace != expected() {
        return "after subscribe: expected \(expected()), got \(recording.trace)"
    }
    for (index, step) in fuzzCase.script.enumerated() {
        switch step {
        case .next(let value):
            input.elements.append(value)
            subject.onNext(value)
        case .error(let id):
            input.terminal = .error(id)
            subject.onError(TestError(id))
        case .completed:
            input.terminal = .completed
            subject.onCompleted()
        case .dispose:
            frozen = expected()
            subscription?.dispose()
        }
        if !recording.violations.isEmpty {
            return "after step \(index) (\(step)): grammar violations \(recording.violations)"
        }
        if recording.trace != expected() {
            return "after step \(index) (\(step)): expected \(expected()), got \(recording.trace)"
        }
        if disposedInside, frozen == nil {
            frozen = expected()
        }
    }
    subscription?.dispose()
    return nil
}
