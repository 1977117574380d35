import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Every operator that takes a user closure, fed one that throws: the thrown error becomes
/// the sequence's error event, the source subscription is disposed at once, nothing is
/// delivered after it, and nothing leaks (RheoTestCase checks the live-object count).
final class BadInputClosureTests: RheoTestCase {
    private static let thrown = TestError(42)

    /// Returns `x`, or throws `thrown` for the element 2.
    private static func boom(_ x: Int) throws -> Int {
        if x == 2 {
            throw thrown
        }
        return x
    }

    /// One operator fed a closure that throws on the element 2 of a probe source sending
    /// `1, 2, 3` then completion: `before` is what it must send before the error.
    private struct Case {
        let name: String
        let before: [Int]
        let make: (Observable<Int>) -> Observable<Int>

        init(_ name: String, _ before: [Int], _ make: @escaping (Observable<Int>) -> Observable<Int>) {
            self.name = name
            self.before = before
            self.make = make
        }
    }

    private var perElementCases: [Case] {
        let boom = Self.boom
        let pending = Observable<Int>.from([0, 0, 0, 0]).concat(Observable.never())
        return [
            Case("map", [1]) { $0.map(boom) },
            Case("filter", [1]) { $0.filter { try boom($0) > 0 } },
            Case("compactMap", [1]) { $0.compactMap { try boom($0) } },
            Case("scan", [1]) { $0.scan(0) { try boom($1) + $0 } },
            Case("scan(into:)", [1]) { $0.scan(into: 0) { $0 += try boom($1) } },
            Case("reduce", []) { $0.reduce(0) { try boom($1) + $0 } },
            Case("reduce(mapResult:)", []) { $0.reduce(0, accumulator: { try boom($1) + $0 }, mapResult: { $0 }) },
            Case("distinctUntilChanged(keySelector)", [1]) { $0.distinctUntilChanged { try boom($0) } },
            Case("distinctUntilChanged(comparer)", [1]) { $0.distinctUntilChanged { _, new in try boom(new) < 0 } },
            Case("distinctUntilChanged(keySelector, comparer) key", [1]) {
                $0.distinctUntilChanged({ try boom($0) }, comparer: { $0 == $1 })
            },
            Case("distinctUntilChanged(keySelector, comparer) comparer", [1]) {
                $0.distinctUntilChanged({ $0 }, comparer: { _, new in try boom(new) < 0 })
            },
            Case("take(while:)", [1]) { $0.take(while: { try boom($0) > 0 }) },
            Case("take(while: .inclusive)", [1]) { $0.take(while: { try boom($0) > 0 }, behavior: .inclusive) },
            Case("take(until:)", [1]) { $0.take(until: { try boom($0) < 0 }) },
            Case("skip(while:)", []) { $0.skip(while: { try boom($0) > 0 }) },
            Case("single(predicate)", []) { $0.single { try boom($0) == 5 } },
            Case("do(onNext:)", [1]) { $0.do(onNext: { _ = try boom($0) }) },
            Case("do(afterNext:)", [1, 2]) { $0.do(afterNext: { _ = try boom($0) }) },
            Case("flatMap", [1]) { $0.flatMap { Observable.just(try boom($0)) } },
            Case("flatMapFirst", [1]) { $0.flatMapFirst { Observable.just(try boom($0)) } },
            Case("flatMapLatest", [1]) { $0.flatMapLatest { Observable.just(try boom($0)) } },
            Case("concatMap", [1]) { $0.concatMap { Observable.just(try boom($0)) } },
            Case("groupBy(keySelector:)", [1]) {
                $0.groupBy(keySelector: { try boom($0) }).flatMap { $0.asObservable() }
            },
            Case("withLatestFrom(resultSelector:)", [1]) {
                $0.withLatestFrom(Observable.just(0)) { x, _ in try boom(x) }
            },
            Case("zip(resultSelector:)", [1]) { Observable.zip($0, pending) { x, _ in try boom(x) } },
            Case("zip(_:_:_:resultSelector:)", [1]) { Observable.zip($0, pending, pending) { x, _, _ in try boom(x) } },
            Case("zip(collection, resultSelector:)", [1]) { Observable.zip([$0, pending]) { try boom($0[0]) } },
            Case("combineLatest(resultSelector:)", [1]) {
                Observable.combineLatest($0, Observable.just(0)) { x, _ in try boom(x) }
            },
            Case("combineLatest(_:_:_:resultSelector:)", [1]) {
                Observable.combineLatest($0, Observable.just(0), Observable.just(0)) { x, _, _ in try boom(x) }
            },
            Case("combineLatest(collection, resultSelector:)", [1]) {
                Observable.combineLatest([$0, Observable.just(0)]) { try boom($0[0]) }
            },
            Case("Single.map", []) { $0.skip(1).take(1).asSingle().map(boom).asObservable() },
            Case("Single.flatMap", []) {
                $0.skip(1).take(1).asSingle().flatMap { Single.just(try boom($0)) }.asObservable()
            },
            Case("Single.filter", []) { $0.skip(1).take(1).asSingle().filter { try boom($0) > 0 }.asObservable() },
            Case("Single.compactMap", []) { $0.skip(1).take(1).asSingle().compactMap { try boom($0) }.asObservable() },
            Case("Single.do(onSuccess:)", []) {
                $0.skip(1).take(1).asSingle().do(onSuccess: { _ = try boom($0) }).asObservable()
            },
            Case("Maybe.map", []) { $0.skip(1).take(1).asMaybe().map(boom).asObservable() },
            Case("Maybe.filter", []) { $0.skip(1).take(1).asMaybe().filter { try boom($0) > 0 }.asObservable() },
            Case("Maybe.flatMap", []) {
                $0.skip(1).take(1).asMaybe().flatMap { Maybe.just(try boom($0)) }.asObservable()
            },
            Case("Maybe.compactMap", []) { $0.skip(1).take(1).asMaybe().compactMap { try boom($0) }.asObservable() },
            Case("Maybe.do(onNext:)", []) {
                $0.skip(1).take(1).asMaybe().do(onNext: { _ = try boom($0) }).asObservable()
            },
            Case("Single.flatMapMaybe", []) {
                $0.skip(1).take(1).asSingle().flatMapMaybe { Maybe.just(try boom($0)) }.asObservable()
            },
            Case("Single.flatMapCompletable", []) {
                $0.skip(1).take(1).asSingle().flatMapCompletable {
                    _ = try boom($0)
                    return Completable.empty()
                }.andThen(Observable<Int>.empty())
            },
        ]
    }

    func testAThrowingClosureBecomesTheErrorEventAndDisposesTheSource() {
        for testCase in perElementCases {
            let probe = BadInputProbe()
            let recorder = RecordingObserver<Int>()
            let violations = captureContractViolations {
                let subscription = testCase.make(probe.observable).subscribe(recorder)
                probe.send(1, 2)
                XCTAssertEqual(probe.subscriptions, 1, testCase.name)
                XCTAssertEqual(
                    probe.active, 0, "\(testCase.name): the source is still subscribed after the closure threw")
                probe.send(3)
                probe.complete()
                subscription.dispose()
            }
            XCTAssertEqual(recorder.elements, testCase.before, testCase.name)
            XCTAssertEqual(recorder.error as? TestError, Self.thrown, "\(testCase.name): \(recorder.events)")
            XCTAssertEqual(recorder.terminalCount, 1, testCase.name)
            XCTAssertEqual(recorder.grammarViolations, [], testCase.name)
            XCTAssertEqual(violations, [], testCase.name)
            probe.reset()
        }
    }

    func testClosuresCalledAtTheTerminalEvent() {
        let cases: [Case] = [
            Case("reduce(mapResult:)", []) { $0.reduce(0, accumulator: +, mapResult: { _ in throw Self.thrown }) },
            Case("do(onCompleted:)", [1, 2, 3]) { $0.do(onCompleted: { throw Self.thrown }) },
            Case("catch(handler)", [1, 2, 3]) {
                $0.concat(Observable.error(TestError(1))).catch { _ in throw Self.thrown }
            },
            Case("Single.catch(handler)", []) {
                $0.skip(3).take(1).concat(Observable.error(TestError(1))).asSingle().catch { _ in throw Self.thrown }
                    .asObservable()
            },
            Case("Completable.do(onCompleted:)", []) {
                $0.ignoreElements().asCompletable().do(onCompleted: { throw Self.thrown }).andThen(
                    Observable<Int>.empty())
            },
            Case("do(onError:)", [1, 2, 3]) {
                $0.concat(Observable.error(TestError(1))).do(onError: { _ in throw Self.thrown })
            },
            Case("retry(when:) trigger failing", [1, 2, 3]) {
                $0.concat(Observable.error(TestError(1))).retry(when: { (errors: Observable<Swift.Error>) in
                    errors.map { _ in throw Self.thrown }
                })
            },
        ]
        for testCase in cases {
            let probe = BadInputProbe()
            let recorder = RecordingObserver<Int>()
            let subscription = testCase.make(probe.observable).subscribe(recorder)
            probe.send(1, 2, 3)
            probe.complete()
            XCTAssertEqual(probe.active, 0, testCase.name)
            XCTAssertEqual(recorder.elements, testCase.before, testCase.name)
            XCTAssertEqual(recorder.error as? TestError, Self.thrown, "\(testCase.name): \(recorder.events)")
            XCTAssertEqual(recorder.terminalCount, 1, testCase.name)
            XCTAssertEqual(recorder.grammarViolations, [], testCase.name)
            subscription.dispose()
            probe.reset()
        }
    }

    func testAfterTerminalHandlersThatThrowGoToTheDefaultErrorHandler() {
        let recorder = RecordingObserver<Int>()
        let errors = captureUnhandledErrors {
            _ = Observable.of(1).do(afterCompleted: { throw Self.thrown }).subscribe(recorder)
            _ = Observable<Int>.error(TestError(1)).do(afterError: { _ in throw Self.thrown }).subscribe(recorder)
        }
        XCTAssertEqual(errors.compactMap { $0 as? TestError }, [Self.thrown, Self.thrown])
        XCTAssertEqual(recorder.events.count, 3)
    }

    func testThrowingFactoriesFailTheSubscription() {
        assertThrownError(Observable<Int>.deferred { throw Self.thrown }, before: [], "deferred")
        assertThrownError(Single<Int>.deferred { throw Self.thrown }.asObservable(), before: [], "Single.deferred")
        assertThrownError(
            Observable<Int>.generate(initialState: 0, condition: { try Self.boom($0) < 5 }, iterate: { $0 + 1 }),
            before: [0, 1], "generate(condition:)")
        assertThrownError(
            Observable<Int>.generate(initialState: 0, condition: { $0 < 5 }, iterate: { try Self.boom($0 + 1) }),
            before: [0, 1], "generate(iterate:)")
        assertThrownError(
            Observable<Int>.using(
                { () throws -> BooleanDisposable in throw Self.thrown }, observableFactory: { _ in Observable.just(1) }),
            before: [], "using(resourceFactory:)")

        let resource = BooleanDisposable()
        assertThrownError(
            Observable<Int>.using({ resource }, observableFactory: { _ in throw Self.thrown }), before: [],
            "using(observableFactory:)")
        XCTAssertTrue(resource.isDisposed, "using: the resource is disposed after observableFactory threw")

        assertThrownError(
            Single.zip([Single.just(1), Single.just(2)]) { _ in throw Self.thrown }.asObservable(), before: [],
            "Single.zip(resultSelector:)")
    }

    func testThrowingTransformsOfObserversAndEvents() {
        let recorder = RecordingObserver<Int>()
        let mapped: AnyObserver<Int> = AnyObserver(recorder).mapObserver { try Self.boom($0) }
        mapped.onNext(1)
        mapped.onNext(2)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertEqual(recorder.error as? TestError, Self.thrown)
        let event = Event<Int>.next(2).map { try Self.boom($0) }
        XCTAssertEqual(event.error as? TestError, Self.thrown)
    }

    private func assertThrownError(
        _ observable: Observable<Int>, before: [Int], _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = RecordingObserver<Int>()
        observable.subscribe(recorder).dispose()
        XCTAssertEqual(recorder.elements, before, name, file: file, line: line)
        XCTAssertEqual(recorder.error as? TestError, Self.thrown, "\(name): \(recorder.events)", file: file, line: line)
        XCTAssertEqual(recorder.terminalCount, 1, name, file: file, line: line)
    }
}
