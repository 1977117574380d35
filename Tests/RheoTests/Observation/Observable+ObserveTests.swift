#if canImport(Observation)
import Dispatch
import Foundation
import Observation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Not `@available` on the class or the test methods: XCTest on Apple platforms finds test
/// methods through the Objective-C runtime, which does not see `@available`, so it would
/// run them on an older system and crash there. Each test method checks `#available` and
/// skips otherwise; its body is in the `@available` extension below.
final class ObservableObserveTests: RheoTestCase {
    func testCurrentValueThenOneElementPerChange() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        currentValueThenOneElementPerChange()
    }

    func testChangesBeforeTheRereadCoalesce() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        changesBeforeTheRereadCoalesce()
    }

    func testBurstEndsWithTheLastValue() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        burstEndsWithTheLastValue()
    }

    func testReadingTwoObjects() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        readingTwoObjects()
    }

    func testDisposalLeavesNothingThatTouchesTheSubscription() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        disposalLeavesNothingThatTouchesTheSubscription()
    }

    func testModelAndSubscriptionAreReleased() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        modelAndSubscriptionAreReleased()
    }

    func testMainSchedulerReadsAfterTheChange() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        mainSchedulerReadsAfterTheChange()
    }

    func testSchedulerRunningTheRereadInsideTheChangeFails() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        schedulerRunningTheRereadInsideTheChangeFails()
    }

    func testChangeMadeWhileDeliveringIsSentNext() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        changeMadeWhileDeliveringIsSentNext()
    }

    func testChangesOnTheSchedulersQueueFromAnotherThread() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        changesOnTheSchedulersQueueFromAnotherThread()
    }

    /// Enters the main actor with `assumeIsolated` (XCTest runs it on the main thread):
    /// XCTest on Linux cannot run a main-actor test method that throws.
    func testMainActorModelOnTheMainScheduler() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        MainActor.assumeIsolated { Self.mainActorModelOnTheMainScheduler() }
    }

    func testDisposalFromAnotherThreadWhileChangesFlow() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        disposalFromAnotherThreadWhileChangesFlow()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ObservableObserveTests {
    /// The current value at subscribe time, on the subscribing thread; then one element per
    /// change, one tick after it (the re-read is scheduled); a property that is not read
    /// triggers nothing.
    func currentValueThenOneElementPerChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        scheduler.scheduleAt(300) { profile.name = "Grace" }
        scheduler.scheduleAt(400) { profile.age = 40 }
        scheduler.scheduleAt(500) { profile.name = "Barbara" }
        let res = scheduler.start { Observable.observe(on: scheduler) { profile.name } }
        XCTAssertEqual(res.events, [.next(200, "Ada"), .next(301, "Grace"), .next(501, "Barbara")])
    }

    /// Changes made before the re-read runs coalesce into one element, with the value at
    /// the time of the re-read: the last one.
    func changesBeforeTheRereadCoalesce() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        scheduler.scheduleAt(300) {
            profile.name = "Grace"
            profile.age = 40
            profile.name = "Barbara"
        }
        let res = scheduler.start { Observable.observe(on: scheduler) { "\(profile.name) \(profile.age)" } }
        XCTAssertEqual(res.events, [.next(200, "Ada 36"), .next(301, "Barbara 40")])
    }

    /// A burst of N changes, each in its own step or all in one, always ends with the
    /// last value.
    func burstEndsWithTheLastValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        let n = 1000
        scheduler.scheduleAt(300) {
            for age in 1...n {
                profile.age = age
            }
        }
        for step in 0..<10 {
            scheduler.scheduleAt(400 + step) { profile.age = n + step + 1 }
        }
        let res = scheduler.start { Observable.observe(on: scheduler) { profile.age } }
        // 400 runs a change; its re-read is due at 401, after the change due at 401 (queued
        // first), so each re-read takes the next change with it.
        XCTAssertEqual(res.events.first, .next(200, 36))
        XCTAssertEqual(res.events[1], .next(301, n))
        XCTAssertEqual(res.events.last?.value.element, n + 10)
        XCTAssertEqual(res.events.map(\.value.element!), res.events.map(\.value.element!).sorted())
    }

    /// One value read from two objects changes when either changes.
    func readingTwoObjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = TestProfile()
        let second = TestProfile()
        second.name = "Grace"
        scheduler.scheduleAt(300) { first.name = "Alan" }
        scheduler.scheduleAt(400) { second.name = "Barbara" }
        let res = scheduler.start { Observable.observe(on: scheduler) { [first.name, second.name] } }
        XCTAssertEqual(
            res.events,
            [.next(200, ["Ada", "Grace"]), .next(301, ["Alan", "Grace"]), .next(401, ["Alan", "Barbara"])])
    }

    /// Disposal cancels a pending re-read; after it, changes schedule nothing and send
    /// nothing; the tracking Observation keeps holds nothing alive.
    func disposalLeavesNothingThatTouchesTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let profile = TestProfile()
        let observer = scheduler.createObserver(String.self)
        let before = Resources.total
        var subscription: Disposable? = Observable.observe(on: counting) { profile.name }.subscribe(observer)
        if Resources.isTracking {  // live-object counting is a debug-build feature
            XCTAssertGreaterThan(Resources.total, before)
        }
        profile.name = "Grace"
        XCTAssertEqual(counting.count, 1)
        scheduler.advanceTo(10)
        profile.name = "Barbara"
        XCTAssertEqual(counting.count, 2)
        // Disposed with a re-read pending and the tracking registered in the model.
        subscription?.dispose()
        subscription = nil
        // The cancelled re-read leaves the scheduler's queue when its time comes.
        scheduler.advanceTo(20)
        XCTAssertEqual(Resources.total, before, "the model keeps the subscription alive")
        profile.name = "Edsger"
        profile.name = "Alan"
        scheduler.advanceTo(30)
        XCTAssertEqual(counting.count, 2)
        XCTAssertEqual(observer.events, [.next(0, "Ada"), .next(1, "Grace")])
    }

    /// Disposal without any change, and the model released after it.
    func modelAndSubscriptionAreReleased() {
        weak var released: TestProfile?
        var subscription: Disposable?
        do {
            let profile = TestProfile()
            released = profile
            subscription = Observable.observe(on: CurrentThreadScheduler.instance) { [weak profile] in
                profile?.name ?? ""
            }
            .subscribe()
        }
        XCTAssertNil(released, "the subscription keeps a model it reads weakly")
        subscription?.dispose()
    }

    /// On the default `MainScheduler`: the first value is sent inside `subscribe` on the
    /// main thread; a change made on the main thread is re-read later, on the main queue,
    /// never inside the change (which would read the old value).
    func mainSchedulerReadsAfterTheChange() {
        XCTAssertTrue(Thread.isMainThread)
        let profile = TestProfile()
        let values = Collected<String>()
        let subscription = Observable.observe { profile.name }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values.take(), ["Ada"])
        profile.name = "Grace"
        profile.name = "Barbara"
        XCTAssertEqual(values.take(), [], "re-read inside the change")
        var received: [String] = []
        let deadline = Date().addingTimeInterval(5)
        while received.isEmpty, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            received += values.take()
        }
        XCTAssertEqual(received, ["Barbara"])
        subscription.dispose()
    }

    /// A scheduler that would run the re-read inside the change (`CurrentThreadScheduler`
    /// outside its trampoline) fails the sequence with an explained error; inside the
    /// trampoline it works.
    func schedulerRunningTheRereadInsideTheChangeFails() {
        let profile = TestProfile()
        let events = Collected<Event<String>>()
        let subscription = Observable.observe(on: CurrentThreadScheduler.instance) { profile.name }
            .subscribe { events.append($0) }
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            profile.name = "Grace"
            return Disposables.create()
        }
        profile.name = "Barbara"
        let received = events.take()
        XCTAssertEqual(received.count, 3)
        XCTAssertEqual(received.prefix(2).map(\.element), ["Ada", "Grace"])
        guard case .argumentOutOfRange = received.last?.error as? RxError else {
            return XCTFail("\(received)")
        }
        let messages = Self.takeArgumentOutOfRangeMessages()
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("inside the change notification") ?? false, "\(messages)")
        subscription.dispose()
    }

    /// An observer that changes the model while receiving a value gets the change next.
    func changeMadeWhileDeliveringIsSentNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.observe(on: scheduler) { profile.age }
            .do(onNext: { age in
                if age < 38 {
                    profile.age = age + 1
                }
            })
            .subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(0, 36), .next(1, 37), .next(2, 38)])
        subscription.dispose()
    }

    /// Changes made on a serial queue from another thread, with the scheduler on that
    /// queue: elements on the queue, in order, the last value delivered.
    func changesOnTheSchedulersQueueFromAnotherThread() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "observe.model")
        queue.setSpecific(key: key, value: "model")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe.scheduler")
        let profile = TestProfile()
        let values = Collected<Int>()
        let offQueue = Collected<Int>()
        let done = expectation(description: "last value")
        let n = 2000
        let subscription = queue.sync {
            Observable.observe(on: scheduler) { profile.age }
                .subscribe(onNext: { age in
                    if DispatchQueue.getSpecific(key: key) != "model" {
                        offQueue.append(age)
                    }
                    values.append(age)
                    if age == n {
                        done.fulfill()
                    }
                })
        }
        let producer = Thread {
            for age in 1...n {
                queue.async { profile.age = age }
            }
        }
        producer.start()
        wait(for: [done], timeout: 10)
        queue.sync {}
        subscription.dispose()
        let received = values.take()
        XCTAssertEqual(received.first, 36)
        XCTAssertEqual(received.last, n)
        XCTAssertEqual(Array(received.dropFirst()), Array(received.dropFirst()).sorted())
        XCTAssertEqual(Set(received.dropFirst()).count, received.count - 1, "an element sent twice")
        XCTAssertEqual(offQueue.take(), [])
    }

    /// A main-actor model read on the main scheduler, from the main actor: the read
    /// closure is formed on the main actor and runs there.
    ///
    /// Static: the main-actor closure of `assumeIsolated` must not capture the test case.
    @MainActor static func mainActorModelOnTheMainScheduler() {
        let profile = MainActorProfile()
        let values = Collected<Int>()
        let subscription = Observable.observe { profile.age }.subscribe(onNext: { values.append($0) })
        profile.age = 37
        XCTAssertEqual(values.take(), [36])
        let deadline = Date().addingTimeInterval(5)
        var received: [Int] = []
        while received.isEmpty, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            received += values.take()
        }
        XCTAssertEqual(received, [37])
        subscription.dispose()
    }

    /// Disposal from another thread while changes flow on the scheduler's queue: once the
    /// queue has drained what was under way, later changes send nothing.
    func disposalFromAnotherThreadWhileChangesFlow() {
        let queue = DispatchQueue(label: "observe.model")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe.scheduler")
        let profile = TestProfile()
        let values = Collected<Int>()
        let halfway = DispatchSemaphore(value: 0)
        // Touched on the queue only.
        let halfwaySignalled = SendableFlag()
        let subscription = queue.sync {
            Observable.observe(on: scheduler) { profile.age }
                .subscribe(onNext: { age in
                    values.append(age)
                    // Values coalesce: 500 itself may be skipped.
                    if age >= 500, !halfwaySignalled.value {
                        halfwaySignalled.value = true
                        halfway.signal()
                    }
                })
        }
        for age in 1...1000 {
            queue.async { profile.age = age }
        }
        halfway.wait()
        subscription.dispose()
        queue.sync {}
        let delivered = values.take()
        for age in 1001...1100 {
            queue.async { profile.age = age }
        }
        queue.sync {}
        queue.sync {}
        XCTAssertEqual(values.take(), [])
        XCTAssertTrue(delivered.contains { $0 >= 500 })
        XCTAssertFalse(delivered.contains { $0 > 1000 })
    }
}
#endif
