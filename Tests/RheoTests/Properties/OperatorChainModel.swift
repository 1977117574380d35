import Rheo
import RheoTest
import RheoTestSupport

/// How a finite synchronous sequence ends, in the plain-Swift reference model.
enum ModelTerminal: Equatable, CustomStringConvertible {
    case completed
    /// An error `TestError(id)`.
    case error(Int)
    /// An error of another kind (only ever seen in a recording, never modelled).
    case unexpectedError(String)
    /// No terminal event (only ever seen in a recording: the chains are finite).
    case none

    var description: String {
        switch self {
        case .completed: "completed"
        case .error(let id): "error(\(id))"
        case .unexpectedError(let text): "unexpected error \(text)"
        case .none: "no terminal"
        }
    }
}

/// What a finite synchronous sequence sends: its elements, then how it ends.
struct ModelTrace: Equatable, CustomStringConvertible {
    var elements: [Int]
    var terminal: ModelTerminal

    /// The trace of the events `recorder` received.
    init(recorded events: [Event<Int>]) {
        elements = events.compactMap(\.element)
        switch events.last {
        case .completed?:
            terminal = .completed
        case .error(let error)?:
            terminal = (error as? TestError).map { .error($0.id) } ?? .unexpectedError("\(error)")
        default:
            terminal = .none
        }
    }

    init(_ elements: [Int], _ terminal: ModelTerminal) {
        self.elements = elements
        self.terminal = terminal
    }

    var description: String {
        "\(elements) then \(terminal)"
    }
}

/// A generated finite synchronous source: `elements`, then an error or completion, built
/// in one of several ways so that more than one source implementation is exercised.
struct ChainSource: CustomStringConvertible {
    enum Kind: CaseIterable {
        /// `Observable.from(elements)`, followed by `.concat(Observable.error(...))` to fail.
        case from
        /// `Observable.create` sending everything in a loop.
        case create
        /// A `PublishSubject` fed inside `Observable.deferred`, so that each subscription
        /// gets the whole sequence.
        case deferredSubject
    }

    var elements: [Int]
    /// The id of the `TestError` that ends the sequence, or nil for completion.
    var errorID: Int?
    var kind: Kind

    static func random(_ rng: inout some CaseGenerator, failing: Bool? = nil, maxCount: Int = 12) -> ChainSource {
        let count = rng.int(in: 0...maxCount)
        // A narrow value range makes duplicates (for distinctUntilChanged) common.
        let elements = rng.ints(count: count, in: rng.chance(1, in: 2) ? -3...3 : -50...50)
        let fails = failing ?? rng.chance(1, in: 2)
        return ChainSource(
            elements: elements, errorID: fails ? rng.int(in: 1...99) : nil, kind: rng.pick(Kind.allCases))
    }

    var trace: ModelTrace {
        ModelTrace(elements, errorID.map { .error($0) } ?? .completed)
    }

    var observable: Observable<Int> {
        let elements = elements
        let errorID = errorID
        switch kind {
        case .from:
            let source = Observable.from(elements)
            return errorID.map { source.concat(Observable<Int>.error(TestError($0))) } ?? source
        case .create:
            return Observable.create { observer in
                for element in elements {
                    observer.onNext(element)
                }
                if let errorID {
                    observer.onError(TestError(errorID))
                } else {
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        case .deferredSubject:
            return Observable.deferred {
                let subject = PublishSubject<Int>()
                return subject.do(onSubscribed: {
                    for element in elements {
                        subject.onNext(element)
                    }
                    if let errorID {
                        subject.onError(TestError(errorID))
                    } else {
                        subject.onCompleted()
                    }
                })
            }
        }
    }

    var description: String {
        let end = errorID.map { " + error(\($0))" } ?? ""
        return "\(kind)(\(elements)\(end))"
    }
}

/// A function on `Int` with a printable name, shared by the chain and its model.
struct NamedFunction<Result>: CustomStringConvertible {
    let description: String
    let apply: @Sendable (Int) -> Result
}

extension NamedFunction where Result == Int {
    static func random(_ rng: inout some CaseGenerator) -> NamedFunction {
        let k = rng.int(in: -5...5)
        let divisor = rng.int(in: 2...5)
        switch rng.int(in: 0...4) {
        case 0: return NamedFunction(description: "x + \(k)") { $0 &+ k }
        case 1: return NamedFunction(description: "x * \(k)") { $0 &* k }
        case 2: return NamedFunction(description: "x % \(divisor)") { $0 % divisor }
        case 3: return NamedFunction(description: "-x") { 0 &- $0 }
        default: return NamedFunction(description: "x / \(divisor)") { $0 / divisor }
        }
    }
}

extension NamedFunction where Result == Bool {
    static func random(_ rng: inout some CaseGenerator) -> NamedFunction {
        let k = rng.int(in: -5...5)
        let divisor = rng.int(in: 2...4)
        let remainder = rng.int(in: 0...(divisor - 1))
        switch rng.int(in: 0...2) {
        case 0: return NamedFunction(description: "x > \(k)") { $0 > k }
        case 1: return NamedFunction(description: "x < \(k)") { $0 < k }
        default:
            return NamedFunction(description: "abs(x) % \(divisor) == \(remainder)") {
                $0.magnitude % UInt(divisor) == UInt(remainder)
            }
        }
    }
}

/// One operator of a generated chain: how to apply it to an `Observable<Int>`, and the
/// plain-Swift model of what it does to a finite trace. Operators whose element type is
/// not `Int` are followed by a map back to `Int` (`digest`), so chains compose freely.
enum ChainStage: CustomStringConvertible {
    case map(NamedFunction<Int>)
    case filter(NamedFunction<Bool>)
    case scan(seed: Int)
    case take(Int)
    case skip(Int)
    case takeLast(Int)
    case takeWhile(NamedFunction<Bool>, inclusive: Bool)
    case skipWhile(NamedFunction<Bool>)
    case distinctUntilChanged
    case startWith([Int])
    case concat(ChainSource)
    /// `Observable.merge(self, other)`, or `(other, self)` when `otherFirst`.
    case merge(ChainSource, otherFirst: Bool)
    case buffer(count: Int)
    case reduce(seed: Int)
    case toArray
    case catchAndReturn(Int)
    /// `catch { _ in other }`.
    case catchWith(ChainSource)
    /// `compactMap`, dropping the elements `predicate` rejects and mapping the rest.
    case compactMap(NamedFunction<Bool>, NamedFunction<Int>)
    /// `enumerated().map { index * 1000 + element }`.
    case enumerated

    /// The names of all stage kinds, for the coverage check.
    static let kindNames = [
        "map", "filter", "scan", "take", "skip", "takeLast", "takeWhile", "skipWhile", "distinctUntilChanged",
        "startWith", "concat", "merge", "buffer", "reduce", "toArray", "catchAndReturn", "catch", "compactMap",
        "enumerated",
    ]

    var kindName: String {
        String(description.prefix { $0 != "(" })
    }

    /// One `Int` standing for an array, sensitive to its length and contents.
    static func digest(_ array: [Int]) -> Int {
        array.reduce(array.count) { $0 &* 31 &+ $1 }
    }

    static func random(_ rng: inout some CaseGenerator) -> ChainStage {
        switch rng.int(in: 0...18) {
        case 0: return .map(.random(&rng))
        case 1: return .filter(.random(&rng))
        case 2: return .scan(seed: rng.int(in: -3...3))
        case 3: return .take(rng.int(in: 0...14))
        case 4: return .skip(rng.int(in: 0...14))
        case 5: return .takeLast(rng.int(in: 0...14))
        case 6: return .takeWhile(.random(&rng), inclusive: rng.chance(1, in: 2))
        case 7: return .skipWhile(.random(&rng))
        case 8: return .distinctUntilChanged
        case 9: return .startWith(rng.ints(count: rng.int(in: 1...3), in: -3...3))
        case 10: return .concat(.random(&rng, maxCount: 5))
        case 11: return .merge(.random(&rng, maxCount: 5), otherFirst: rng.chance(1, in: 2))
        case 12: return .buffer(count: rng.int(in: 1...4))
        case 13: return .reduce(seed: rng.int(in: -3...3))
        case 14: return .toArray
        case 15: return .catchAndReturn(rng.int(in: -9...9))
        case 16: return .catchWith(.random(&rng, maxCount: 5))
        case 17: return .compactMap(.random(&rng), .random(&rng))
        default: return .enumerated
        }
    }

    func apply(_ source: Observable<Int>, scheduler: TestScheduler) -> Observable<Int> {
        switch self {
        case .map(let function): return source.map(function.apply)
        case .filter(let predicate): return source.filter(predicate.apply)
        case .scan(let seed): return source.scan(seed) { $0 &+ $1 }
        case .take(let count): return source.take(count)
        case .skip(let count): return source.skip(count)
        case .takeLast(let count): return source.takeLast(count)
        case .takeWhile(let predicate, let inclusive):
            return source.take(while: predicate.apply, behavior: inclusive ? .inclusive : .exclusive)
        case .skipWhile(let predicate): return source.skip(while: predicate.apply)
        case .distinctUntilChanged: return source.distinctUntilChanged()
        case .startWith(let elements):
            switch elements.count {
            case 1: return source.startWith(elements[0])
            case 2: return source.startWith(elements[0], elements[1])
            default: return source.startWith(elements[0], elements[1], elements[2])
            }
        case .concat(let other): return source.concat(other.observable)
        case .merge(let other, let otherFirst):
            return otherFirst ? Observable.merge(other.observable, source) : Observable.merge(source, other.observable)
        // A count-only buffer: `.never` schedules no timer, so the scheduler is never used.
        case .buffer(let count):
            return source.buffer(timeSpan: .never, count: count, scheduler: scheduler).map(ChainStage.digest)
        case .reduce(let seed): return source.reduce(seed) { $0 &* 3 &+ $1 }
        case .toArray: return source.toArray().asObservable().map(ChainStage.digest)
        case .catchAndReturn(let element): return source.catchAndReturn(element)
        case .catchWith(let other): return source.catch { _ in other.observable }
        case .compactMap(let predicate, let function):
            return source.compactMap { predicate.apply($0) ? function.apply($0) : nil }
        case .enumerated: return source.enumerated().map { $0.index &* 1000 &+ $0.element }
        }
    }

    /// The reference model: what this operator makes of `input`, in plain Swift.
    func model(_ input: ModelTrace) -> ModelTrace {
        let elements = input.elements
        let terminal = input.terminal
        let completed = terminal == .completed
        let failed: Bool
        if case .error = terminal { failed = true } else { failed = false }
        switch self {
        case .map(let function):
            return ModelTrace(elements.map(function.apply), terminal)
        case .filter(let predicate):
            return ModelTrace(elements.filter(predicate.apply), terminal)
        case .scan(let seed):
            var running = seed
            return ModelTrace(
                elements.map {
                    running = running &+ $0
                    return running
                }, terminal)
        case .take(let count):
            // Completes as soon as it has `count` elements, before the source's own end.
            return elements.count >= count ? ModelTrace(Array(elements.prefix(count)), .completed) : input
        case .skip(let count):
            return ModelTrace(Array(elements.dropFirst(count)), terminal)
        case .takeLast(let count):
            return completed ? ModelTrace(Array(elements.suffix(count)), .completed) : ModelTrace([], terminal)
        case .takeWhile(let predicate, let inclusive):
            guard let stop = elements.firstIndex(where: { !predicate.apply($0) }) else {
                return input
            }
            return ModelTrace(Array(elements[..<(inclusive ? stop + 1 : stop)]), .completed)
        case .skipWhile(let predicate):
            return ModelTrace(Array(elements.drop(while: predicate.apply)), terminal)
        case .distinctUntilChanged:
            var result: [Int] = []
            for element in elements where result.last != element {
                result.append(element)
            }
            return ModelTrace(result, terminal)
        case .startWith(let prefix):
            return ModelTrace(prefix + elements, terminal)
        case .concat(let other):
            // The second sequence is subscribed only after the first completes.
            return completed ? ModelTrace(elements + other.elements, other.trace.terminal) : input
        case .merge(let other, let otherFirst):
            // Sources that send during `subscribe` run one after the other, in subscription
            // order (`ChainCase.random` makes sure of it); the first error ends everything
            // (the second source is then never subscribed).
            let (first, second) = otherFirst ? (other.trace, input) : (input, other.trace)
            return first.terminal == .completed ? ModelTrace(first.elements + second.elements, second.terminal) : first
        case .buffer(let count):
            var chunks = stride(from: 0, to: elements.count, by: count).map {
                Array(elements[$0..<min($0 + count, elements.count)])
            }
            if !completed {
                // An error drops the buffer being filled.
                if chunks.last.map({ $0.count < count }) ?? false {
                    chunks.removeLast()
                }
                return ModelTrace(chunks.map(ChainStage.digest), terminal)
            }
            // Completion sends the current buffer, even an empty one.
            if chunks.last.map({ $0.count == count }) ?? true {
                chunks.append([])
            }
            return ModelTrace(chunks.map(ChainStage.digest), .completed)
        case .reduce(let seed):
            return completed
                ? ModelTrace([elements.reduce(seed) { $0 &* 3 &+ $1 }], .completed) : ModelTrace([], terminal)
        case .toArray:
            return completed ? ModelTrace([ChainStage.digest(elements)], .completed) : ModelTrace([], terminal)
        // Only an error is caught: a trace without a terminal (a live source not ended yet,
        // as the fuzz target feeds it) passes through.
        case .catchAndReturn(let element):
            return failed ? ModelTrace(elements + [element], .completed) : input
        case .catchWith(let other):
            return failed ? ModelTrace(elements + other.elements, other.trace.terminal) : input
        case .compactMap(let predicate, let function):
            return ModelTrace(elements.filter(predicate.apply).map(function.apply), terminal)
        case .enumerated:
            return ModelTrace(elements.enumerated().map { $0.offset &* 1000 &+ $0.element }, terminal)
        }
    }

    var description: String {
        switch self {
        case .map(let function): "map(\(function))"
        case .filter(let predicate): "filter(\(predicate))"
        case .scan(let seed): "scan(\(seed), +)"
        case .take(let count): "take(\(count))"
        case .skip(let count): "skip(\(count))"
        case .takeLast(let count): "takeLast(\(count))"
        case .takeWhile(let predicate, let inclusive):
            "takeWhile(\(predicate), \(inclusive ? ".inclusive" : ".exclusive"))"
        case .skipWhile(let predicate): "skipWhile(\(predicate))"
        case .distinctUntilChanged: "distinctUntilChanged()"
        case .startWith(let elements): "startWith(\(elements))"
        case .concat(let other): "concat(\(other))"
        case .merge(let other, let otherFirst): otherFirst ? "merge(first: \(other))" : "merge(second: \(other))"
        case .buffer(let count): "buffer(count: \(count)).map(digest)"
        case .reduce(let seed): "reduce(\(seed), 3a + x)"
        case .toArray: "toArray().map(digest)"
        case .catchAndReturn(let element): "catchAndReturn(\(element))"
        case .catchWith(let other): "catch(\(other))"
        case .compactMap(let predicate, let function): "compactMap(\(predicate) ? \(function) : nil)"
        case .enumerated: "enumerated().map(1000 * index + x)"
        }
    }
}

/// A generated case: a source and the operators applied to it in order.
struct ChainCase: CustomStringConvertible {
    var source: ChainSource
    var stages: [ChainStage]

    static func random(seed: UInt64) -> ChainCase {
        var rng = SeededGenerator(seed: seed)
        return random(using: &rng)
    }

    /// A case drawn from `rng`: a seeded generator in the property checks, the fuzzer's
    /// input bytes in `Tests/Fuzz`.
    static func random(using rng: inout some CaseGenerator) -> ChainCase {
        let source = ChainSource.random(&rng)
        let stages = (0..<rng.int(in: 1...6)).map { _ in ChainStage.random(&rng) }
        return ChainCase(
            source: source, stages: orderingMerges(stages, sourceSendsDuringSubscribe: source.kind != .from))
    }

    /// `stages` with each `merge` made one whose order the model knows.
    ///
    /// `merge` interleaves its sources by when they send: a source that sends from the
    /// trampoline (`from`) takes turns with the other, element by element, as in RxSwift.
    /// The model covers the orders the sources alone decide: the other source of a
    /// `merge` sends during its `subscribe`, and it is subscribed first unless every
    /// source before it does too. A live source (one fed after `subscribe` returns, as the
    /// fuzz target's is) does not send during `subscribe`.
    static func orderingMerges(_ stages: [ChainStage], sourceSendsDuringSubscribe: Bool) -> [ChainStage] {
        var stages = stages
        var sendsDuringSubscribe = sourceSendsDuringSubscribe
        for index in stages.indices {
            switch stages[index] {
            case .concat(let other), .catchWith(let other):
                sendsDuringSubscribe = sendsDuringSubscribe && other.kind != .from
            case .merge(var other, let otherFirst):
                if other.kind == .from {
                    other.kind = .create
                }
                stages[index] = .merge(other, otherFirst: otherFirst || !sendsDuringSubscribe)
            default:
                break
            }
        }
        return stages
    }

    func observable(scheduler: TestScheduler) -> Observable<Int> {
        stages.reduce(source.observable) { $1.apply($0, scheduler: scheduler) }
    }

    var expected: ModelTrace {
        stages.reduce(source.trace) { $1.model($0) }
    }

    var description: String {
        ([source.description] + stages.map(\.description)).joined(separator: ".")
    }
}
