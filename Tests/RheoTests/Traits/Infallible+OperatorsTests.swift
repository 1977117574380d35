import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleOperatorsTests: RheoTestCase {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(300),
        ])
    }

    func testMapFilterCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).map { $0 * 10 }.filter { $0 != 10 }.compactMap {
                $0 == 30 ? nil : $0
            }
        }
        XCTAssertEqual(res.events, [.next(220, 20), .next(230, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedVariants() {
        let s = { TestScheduler(initialClock: 0) }
        let source = Infallible.of(1, 1, 2, 2, 3)
        XCTAssertEqual(s().start { source.distinctUntilChanged() }.events.compactMap(\.value.element), [1, 2, 3])
        XCTAssertEqual(
            s().start { source.distinctUntilChanged { $0 % 2 } }.events.compactMap(\.value.element), [1, 2, 3])
        XCTAssertEqual(
            s().start { source.distinctUntilChanged { $0 == $1 } }.events.compactMap(\.value.element), [1, 2, 3])
        XCTAssertEqual(
            s().start { source.distinctUntilChanged({ $0 / 2 }, comparer: { $0 == $1 }) }.events.compactMap(
                \.value.element), [1, 2])
        XCTAssertEqual(
            s().start { Infallible.of("a", "ab", "cd").distinctUntilChanged(at: \.count) }.events.compactMap(
                \.value.element), ["a", "ab"])
    }

    func testDebounceAndThrottle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).debounce(.seconds(15), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(255, 3), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = hot(scheduler2)
        let res2 = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: -1).throttle(.seconds(25), latest: false, scheduler: scheduler2)
        }
        XCTAssertEqual(res2.events, [.next(210, 1), .next(240, 3), .completed(300)])
    }

    func testFlatMapFamily() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(
            s().start { Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) } }.events.compactMap(\.value.element),
            [1, 10, 2, 20])
        XCTAssertEqual(
            s().start { Infallible.of(1, 2).concatMap { Infallible.of($0, $0 * 10) } }.events.compactMap(
                \.value.element), [1, 10, 2, 20])

        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                Infallible<Int>.timer(.seconds(15), scheduler: scheduler).map { _ in value }
            }
        }
        XCTAssertEqual(res.events, [.next(235, 2), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let res2 = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: 0).flatMapFirst { value in
                Infallible<Int>.timer(.seconds(15), scheduler: scheduler2).map { _ in value }
            }
        }
        XCTAssertEqual(res2.events, [.next(225, 1), .next(255, 3), .completed(300)])
    }

    func testDo() {
        var log: [String] = []
        _ = Infallible.of(1).do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("next \($0)") })
        // `of` sends from the trampoline, after `subscribe` of the source returned.
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted", "afterCompleted",
                "onDispose",
            ])
    }

    func testScanAndStartWith() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(
            s().start { Infallible.of(1, 2, 3).scan(0, accumulator: +) }.events.compactMap(\.value.element), [1, 3, 6])
        XCTAssertEqual(
            s().start { Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) } }.events.compactMap(\.value.element),
            [[1], [1, 2]])
        XCTAssertEqual(s().start { Infallible.of(3).startWith(1, 2) }.events.compactMap(\.value.element), [1, 2, 3])
    }

    func testTakeAndSkip() {
        let s = { TestScheduler(initialClock: 0) }
        let source = Infallible.of(1, 2, 3, 4)
        XCTAssertEqual(s().start { source.take(2) }.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(s().start { source.take(while: { $0 < 3 }) }.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(
            s().start { source.take(until: { $0 == 3 }, behavior: .inclusive) }.events.compactMap(\.value.element),
            [1, 2, 3])
        XCTAssertEqual(s().start { source.skip(3) }.events.compactMap(\.value.element), [4])
        XCTAssertEqual(s().start { source.skip(while: { $0 < 3 }) }.events.compactMap(\.value.element), [3, 4])

        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler)
        let trigger = scheduler.createHotObservable([.next(225, ()), .completed(400)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).take(until: trigger.asInfallible(onErrorJustReturn: ()))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = hot(scheduler2)
        let trigger2 = scheduler2.createHotObservable([.next(225, ()), .completed(400)])
        let res2 = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: -1).skip(until: trigger2.asInfallible(onErrorJustReturn: ()))
        }
        XCTAssertEqual(res2.events, [.next(230, 2), .next(240, 3), .completed(300)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = hot(scheduler3)
        let res3 = scheduler3.start {
            zs.asInfallible(onErrorJustReturn: -1).take(for: .seconds(25), scheduler: scheduler3)
        }
        XCTAssertEqual(res3.events, [.next(210, 1), .next(220, 2), .completed(225)])
    }

    func testShareSubscribesOnce() {
        var subscriptions = 0
        let relay = PublishRelay<Int>()
        let shared = relay.asInfallible(onErrorJustReturn: 0).do(onSubscribe: { subscriptions += 1 }).share(replay: 1)
        var a: [Int] = []
        var b: [Int] = []
        let d1 = shared.subscribe(onNext: { a.append($0) })
        relay.accept(1)
        let d2 = shared.subscribe(onNext: { b.append($0) })
        relay.accept(2)
        d1.dispose()
        d2.dispose()
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(a, [1, 2])
        XCTAssertEqual(b, [1, 2])
    }

    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Infallible.just(1).observe(on: scheduler) }.events, [.next(201, 1), .completed(202)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler2.start { Infallible.just(1).subscribe(on: scheduler2) }.events, [.next(201, 1), .completed(201)])
    }

    func testWithUnretained() {
        final class Owner {
            let name = "o"
        }
        let owner = Owner()
        var values: [String] = []
        _ = Infallible.of(1, 2).withUnretained(owner).subscribe(onNext: { values.append("\($0.0.name)\($0.1)") })
        _ = Infallible.of(3).withUnretained(owner) { "\($0.name)\($1)" }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, ["o1", "o2", "o3"])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(400)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) {
                "\($0)\($1)"
            }
        }
        XCTAssertEqual(res.events, [.next(230, "2a"), .completed(300)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Infallible.of(1).withLatestFrom(Infallible.just("b")) }.events,
            [.next(200, "b"), .completed(200)])
    }

    func testConcatAndMerge() {
        let s = { TestScheduler(initialClock: 0) }
        XCTAssertEqual(
            s().start { Infallible.of(1).concat(Infallible.of(2)) }.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(
            s().start { Infallible.concat(Infallible.of(1), .of(2)) }.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(
            s().start { Infallible.concat([Infallible.of(1), .of(2)]) }.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(
            s().start { Infallible.concat(AnySequence([Infallible.of(1), .of(2)])) }.events.compactMap(\.value.element),
            [1, 2])

        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start {
            Infallible.merge(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(
            s().start { Infallible.merge([Infallible.of(1), .of(2)]) }.events.compactMap(\.value.element), [1, 2])
        XCTAssertEqual(
            s().start { Infallible.merge(Set([1]).map { Infallible.of($0) }) }.events.compactMap(\.value.element), [1])
    }
}
