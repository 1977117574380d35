// The API audit against RxSwift 6.10: renamed APIs in RxSwift's spelling, and operators and
// overloads RxSwift 6.10 has. Each call is written as RxSwift code writes it; the type annotations
// pin the types RxSwift returns.
import Foundation
import Rheo
import RheoCocoa
import RheoTest
import RheoTestSupport
import XCTest

private struct OperatorsUsagePoint: Decodable {
    let x: Int
}

private final class OperatorsUsageOwner {
    var last = 0
}

/// A decoder of the user's own, conforming to RxSwift's `DataDecoder`.
private struct OperatorsUsageDecoder: DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        try JSONDecoder().decode(type, from: data)
    }
}

func operatorsUsageRenamed(scheduler: SchedulerType) {
    let subject: ReplaySubject<Int> = ReplaySubject.createUnbounded()
    let relay: ReplayRelay<Int> = ReplayRelay.createUnbound()
    let skipped: Observable<Int> = subject.skip(.seconds(1), scheduler: scheduler)
    let byCount: Observable<Int> = subject.skip(2)
    _ = (relay, skipped, byCount)
}

func operatorsUsageMissingOperators(scheduler: SchedulerType) {
    let source = Observable.of(1, 2)
    let withDefault: Observable<Int> = Observable<Int>.empty().ifEmpty(default: 0)
    let switched: Observable<Int> = Observable<Int>.empty().ifEmpty(switchTo: source)
    let multicast: Observable<String> = source.multicast(
        { PublishSubject<Int>() }, selector: { shared in shared.map { "\($0)" } })
    let throwingMulticast: Observable<Int> = source.multicast(
        { () throws -> ReplaySubject<Int> in ReplaySubject.create(bufferSize: 1) },
        selector: { (shared: Observable<Int>) throws -> Observable<Int> in shared })
    let owner = OperatorsUsageOwner()
    let bound: Disposable = source.bind(with: owner, onNext: { owner, value in owner.last = value })
    _ = (withDefault, switched, multicast, throwingMulticast, bound)
}

func operatorsUsageInfallibleConversions() {
    let publish: Infallible<Int> = PublishRelay<Int>().asInfallible()
    let behavior: Infallible<Int> = BehaviorRelay(value: 0).asInfallible()
    let replay: Infallible<Int> = ReplayRelay<Int>.create(bufferSize: 1).asInfallible()
    let driver: Driver<Int> = Observable.just(1).asDriver(onErrorJustReturn: 0)
    let signal: Signal<Int> = Observable.just(1).asSignal(onErrorJustReturn: 0)
    let fromDriver: Infallible<Int> = driver.asInfallible()
    let fromSignal: Infallible<Int> = signal.asInfallible()
    let event = ControlEvent<Int>(events: Observable<Int>.never())
    let fromEvent: Infallible<Int> = event.asInfallible()
    _ = (publish, behavior, replay, fromDriver, fromSignal, fromEvent)
}

func operatorsUsageInfallible() {
    let infallible = Infallible<Int>.just(1)
    let debugged: Infallible<Int> = infallible.debug()
    let named: Infallible<Int> = infallible.debug("named", trimOutput: true)
    let located: Infallible<Int> = infallible.debug(
        "located", trimOutput: false, file: #file, line: #line, function: #function)
    let driver: Driver<Int> = infallible.asDriver()
    // An Observable whose selector returns an Infallible gives an Infallible.
    let latest = Observable.just(1).flatMapLatest { Infallible.just($0) }
    let latestIsInfallible: Infallible<Int> = latest
    let latestAsObservable: Observable<Int> = Observable.just(1).flatMapLatest { Infallible.just($0) }
    // Infallible's flatMap family takes any sequence, as in RxSwift.
    let merged: Infallible<Int> = infallible.flatMap { Observable.just($0) }
    let first: Infallible<Int> = infallible.flatMapFirst { Single.just($0) }
    let switched: Infallible<Int> = infallible.flatMapLatest { Observable.just($0) }
    let concatenated: Infallible<Int> = infallible.concatMap { Maybe.just($0) }
    let event: Event<Int> = InfallibleEvent<Int>.next(1).event
    operatorsUsageEventConvertible(InfallibleEvent<Int>.completed)
    _ = (debugged, named, located, driver, latestIsInfallible, latestAsObservable, merged, first, switched)
    _ = concatenated
    _ = event
}

private func operatorsUsageEventConvertible<Convertible: EventConvertible>(_ value: Convertible) {
    _ = value.event
}

func operatorsUsageDecode() {
    let data = Observable.just(Data(#"{"x":1}"#.utf8))
    let json: Observable<OperatorsUsagePoint> = data.decode(type: OperatorsUsagePoint.self, decoder: JSONDecoder())
    let plist: Observable<OperatorsUsagePoint> = data.decode(
        type: OperatorsUsagePoint.self, decoder: PropertyListDecoder())
    let custom: Observable<OperatorsUsagePoint> = data.decode(
        type: OperatorsUsagePoint.self, decoder: OperatorsUsageDecoder())
    _ = (json, plist, custom)
}

func operatorsUsageConcurrency() {
    let single: Single<Int> = Single.create { 1 }
    let detached: Single<Int> = Single<Int>.create(detached: true, priority: .high, work: { 1 })
    let prioritized: Single<Int> = Single<Int>.create(priority: .low) { 1 }
    let stream = AsyncStream<Int> { $0.finish() }
    let observable: Observable<Int> = stream.asObservable()
    let withPriority: Observable<Int> = stream.asObservable(priority: .userInitiated)
    _ = (single, detached, prioritized, observable, withPriority)
}

func operatorsUsageSharedSequence() {
    let driver: SharedSequence<DriverSharingStrategy, Int> = Driver<Int>.createUnsafe(
        source: Observable.just(1))
    let signal: Signal<String> = Signal<String>.createUnsafe(source: Observable.just("a"))
    _ = (driver, signal)
}

func operatorsUsageCompletable() {
    let scheduler = TestScheduler(initialClock: 0)
    // The element type is inferred from `where Element == Never`.
    let completable: Completable = scheduler.createColdObservable([.completed(20)]).asCompletable()
    let fromElements: Completable = Observable.of(1, 2).ignoreElements().asCompletable()
    _ = (completable, fromElements)
}

/// Runs the calls whose types alone prove little.
final class OperatorsUsageTests: RheoTestCase {
    func testIfEmptyAndAsCompletableBehaveAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { scheduler.createColdObservable([.completed(20)]).asCompletable() }
        XCTAssertEqual(res.events, [.completed(220, Never.self)])

        var received: [Int] = []
        _ = Observable<Int>.empty().ifEmpty(default: 9).subscribe(onNext: { received.append($0) })
        _ = Observable<Int>.empty().ifEmpty(switchTo: .just(8)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [9, 8])
    }

    func testSkipWithRxSwiftLabelsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
    }
}
