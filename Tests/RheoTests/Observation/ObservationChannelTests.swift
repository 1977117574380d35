#if canImport(Observation)
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
final class ObservationChannelTests: RheoTestCase {
    func testRelayAndObservablePropertyBindBothWaysWithoutEcho() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        relayAndObservablePropertyBindBothWaysWithoutEcho()
    }

    func testTerminalSubscriberDoesNotSeeItsOwnWrites() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        terminalSubscriberDoesNotSeeItsOwnWrites()
    }

    func testTwoObservablePropertiesBoundBothWays() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        twoObservablePropertiesBoundBothWays()
    }

    func testCompletionEndsTheBinding() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        completionEndsTheBinding()
    }

    func testOnTheMainThreadWithTheDefaultScheduler() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        onTheMainThreadWithTheDefaultScheduler()
    }

    func testControlPropertyAndObservablePropertyBoundBothWays() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        controlPropertyAndObservablePropertyBoundBothWays()
    }

    func testAnObjectKeepingItsOwnBindingIsReleased() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        anObjectKeepingItsOwnBindingIsReleased()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ObservationChannelTests {
    /// `relay <-> model.observationChannel(\.name)`: the model's value wins at bind time;
    /// then each side's change reaches the other once, and nothing comes back.
    func relayAndObservablePropertyBindBothWaysWithoutEcho() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        let relay = BehaviorRelay(value: "draft")
        let relayValues = scheduler.createObserver(String.self)
        let bag = CompositeDisposable()
        scheduler.scheduleAt(100) {
            _ = bag.insert(relay.subscribe(relayValues))
        }
        scheduler.scheduleAt(200) {
            _ = bag.insert(relay <-> profile.observationChannel(\.name, scheduler: scheduler))
        }
        scheduler.scheduleAt(300) { relay.accept("Grace") }
        scheduler.scheduleAt(400) { profile.name = "Barbara" }
        scheduler.scheduleAt(500) { relay.accept("Edsger") }
        scheduler.scheduleAt(600) { bag.dispose() }
        scheduler.scheduleAt(700) {
            relay.accept("after")
            profile.name = "after too"
        }
        scheduler.start()
        XCTAssertEqual(
            relayValues.events,
            [
                .next(100, "draft"), .next(200, "Ada"), .next(300, "Grace"), .next(401, "Barbara"),
                .next(500, "Edsger"),
            ])
        // Written at 301 and 501 through the terminal, at 400 and 700 by hand: no echo
        // written back.
        XCTAssertEqual(profile.nameWrites, 4)
        XCTAssertEqual(profile.name, "after too")
    }

    /// A subscriber of the terminal sees the current value, then the changes made
    /// elsewhere, not the values sent into the terminal.
    func terminalSubscriberDoesNotSeeItsOwnWrites() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        let terminal = profile.observationChannel(\.age, scheduler: scheduler)
        scheduler.scheduleAt(300) { terminal.onNext(40) }
        scheduler.scheduleAt(400) { profile.age = 41 }
        scheduler.scheduleAt(500) { terminal.onNext(42) }
        scheduler.scheduleAt(600) { profile.age = 43 }
        let res = scheduler.start { terminal.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 36), .next(401, 41), .next(601, 43)])
        XCTAssertEqual(profile.age, 43)
    }

    /// Two properties of two models bound both ways: the right-hand side wins at bind
    /// time, each change reaches the other model once.
    func twoObservablePropertiesBoundBothWays() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = TestProfile()
        let right = TestProfile()
        right.name = "Grace"
        right.nameWrites = 0
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) {
            _ = bag.insert(
                left.observationChannel(\.name, scheduler: scheduler)
                    <-> right.observationChannel(\.name, scheduler: scheduler))
        }
        scheduler.scheduleAt(300) { left.name = "Barbara" }
        scheduler.scheduleAt(400) { right.name = "Edsger" }
        scheduler.scheduleAt(500) { bag.dispose() }
        scheduler.start()
        XCTAssertEqual(left.name, "Edsger")
        XCTAssertEqual(right.name, "Edsger")
        // left: bind-time write (201), by hand (300), from right (402).
        XCTAssertEqual(left.nameWrites, 3)
        // right: from left (302), by hand (400).
        XCTAssertEqual(right.nameWrites, 2)
    }

    /// A completion sent into the terminal ends it and the binding: later changes cross
    /// neither way.
    func completionEndsTheBinding() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        let channel = Channel<String>()
        let fromModel = scheduler.createObserver(String.self)
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) {
            _ = bag.insert(channel.leadingTerminal.subscribe(fromModel))
            _ = bag.insert(channel.followingTerminal <-> profile.observationChannel(\.name, scheduler: scheduler))
        }
        scheduler.scheduleAt(300) { profile.name = "Grace" }
        scheduler.scheduleAt(400) { channel.leadingTerminal.onCompleted() }
        scheduler.scheduleAt(500) { profile.name = "Barbara" }
        scheduler.scheduleAt(600) { bag.dispose() }
        scheduler.start()
        XCTAssertEqual(fromModel.events, [.next(200, "Ada"), .next(301, "Grace"), .completed(400)])
        XCTAssertEqual(profile.nameWrites, 2)
    }

    /// On the main thread with the default scheduler: a relay change sets the model at
    /// once, a model change reaches the relay on a later turn of the main queue.
    func onTheMainThreadWithTheDefaultScheduler() {
        XCTAssertTrue(Thread.isMainThread)
        let profile = TestProfile()
        let relay = BehaviorRelay(value: "draft")
        let binding = relay <-> profile.observationChannel(\.name)
        XCTAssertEqual(relay.value, "Ada")
        relay.accept("Grace")
        XCTAssertEqual(profile.name, "Grace")
        profile.name = "Barbara"
        let deadline = Date().addingTimeInterval(5)
        while relay.value != "Barbara", Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(relay.value, "Barbara")
        XCTAssertEqual(profile.nameWrites, 2)
        binding.dispose()
    }

    /// A control property bound to an observable property, on the main thread: the model
    /// wins at bind time, typing sets the model once, a model change reaches the field.
    func controlPropertyAndObservablePropertyBoundBothWays() {
        XCTAssertTrue(Thread.isMainThread)
        let field = TestTextField()
        let profile = TestProfile()
        profile.nickname = "Gracie"
        profile.nicknameWrites = []
        let binding = field.rx.text <-> profile.observationChannel(\.nickname)
        XCTAssertEqual(field.text, "Gracie")
        field.simulateUserTyping("s")
        XCTAssertEqual(profile.nickname, "Gracies")
        profile.nickname = "Babs"
        let deadline = Date().addingTimeInterval(5)
        while field.text != "Babs", Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(field.text, "Babs")
        // The field sends its text when editing begins, then each keystroke; "Babs", set
        // by hand, is not written back.
        XCTAssertEqual(profile.nicknameWrites, ["Gracie", "Gracies", "Babs"])
        binding.dispose()
    }

    /// An object may keep its own binding: the terminal holds it weakly, so releasing
    /// the object releases the binding, with no cycle.
    func anObjectKeepingItsOwnBindingIsReleased() {
        weak var released: BoundProfile?
        let relay = BehaviorRelay(value: "draft")
        do {
            let profile = BoundProfile()
            released = profile
            (relay <-> profile.observationChannel(\.name, scheduler: CurrentThreadScheduler.instance))
                .disposed(by: profile.bag)
            XCTAssertEqual(relay.value, "Ada")
        }
        XCTAssertNil(released, "the binding keeps the object alive")
        relay.accept("after")
    }
}
#endif
