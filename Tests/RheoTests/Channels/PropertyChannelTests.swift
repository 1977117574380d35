import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class PropertyChannelTests: MainQueueTestCase {
    func testRelayTerminalGivesCurrentValueThenChangesWithoutEcho() {
        let relay = BehaviorRelay(value: 1)
        let terminal = relay.channelTerminal
        var received: [Int] = []
        let d = terminal.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        terminal.onNext(3)
        XCTAssertEqual(relay.value, 3)
        XCTAssertEqual(received, [1, 2], "the value sent into the terminal is not echoed back")
        d.dispose()
    }

    /// The class of echo-suppression bugs: only the write's own notification is dropped.
    /// Here an observer of the relay changes it again while the terminal's write is being
    /// delivered, so the same thread delivers that change during the write: it must pass.
    func testAChangeDeliveredDuringAWriteIsNotTakenForItsEcho() {
        let relay = BehaviorRelay(value: 0)
        let reactor = relay.subscribe(onNext: { if $0 == 5 { relay.accept(6) } })
        let terminal = relay.channelTerminal
        var received: [Int] = []
        let d = terminal.subscribe(onNext: { received.append($0) })
        terminal.onNext(5)
        XCTAssertEqual(relay.value, 6)
        XCTAssertEqual(received, [0, 6])
        d.dispose()
        reactor.dispose()
    }

    func testEachSubscriberOfATerminalDropsOnlyItsEcho() {
        let relay = BehaviorRelay(value: 0)
        let terminal = relay.channelTerminal
        var first: [Int] = []
        var second: [Int] = []
        let d1 = terminal.subscribe(onNext: { first.append($0) })
        let d2 = terminal.subscribe(onNext: { second.append($0) })
        terminal.onNext(1)
        relay.accept(2)
        XCTAssertEqual(first, [0, 2])
        XCTAssertEqual(second, [0, 2])
        d1.dispose()
        d2.dispose()
    }

    func testControlGoingAwayCompletesItsTerminalAndTheBoundSide() {
        var field: TestTextField? = TestTextField()
        field!.text = "x"
        let terminal = field!.rx.text.channelTerminal
        let relay = BehaviorRelay<String?>(value: "y")
        let relayTerminal = relay.channelTerminal
        var events: [String] = []
        let s1 = terminal.subscribe(onCompleted: { events.append("field terminal completed") })
        let s2 = relayTerminal.subscribe(onCompleted: { events.append("relay terminal completed") })
        let binding = terminal <-> relayTerminal
        XCTAssertEqual(field?.text, "y")
        field = nil
        XCTAssertEqual(events.sorted(), ["field terminal completed", "relay terminal completed"])
        relay.accept("z")
        binding.dispose()
        s1.dispose()
        s2.dispose()
    }

    /// The channel example of docs/Channels.md, compiled and checked.
    func testReadmeExample() {
        final class Profile: LifetimeProviding, ReactiveCompatible {
            let lifetimeToken = Lifetime.Token()
            var lifetime: Lifetime { lifetimeToken.lifetime }
            @Observed var name = "Ada"
        }
        let nameField = TestTextField()
        let profile = Profile()
        let draft = BehaviorRelay<String?>(value: nil)
        let bindings = [
            nameField.rx.text <-> draft,
            draft.channelTerminal <-> profile.rx.channel(\.$name, nilValue: ""),
        ]
        XCTAssertEqual(draft.value, "Ada", "the profile's name won the second binding")
        XCTAssertEqual(nameField.text, "Ada", "and reached the field through the first")
        nameField.simulateUserTyping("m")
        XCTAssertEqual(profile.name, "Adam")
        bindings.forEach { $0.dispose() }
    }

    func testTerminalEventSentIntoAPropertyTerminalEndsIt() {
        let relay = BehaviorRelay(value: 1)
        let terminal = relay.channelTerminal
        var completed = 0
        let d = terminal.subscribe(onCompleted: { completed += 1 })
        terminal.onCompleted()
        relay.accept(5)
        let late = terminal.subscribe(
            onNext: { _ in XCTFail("no value after termination") }, onCompleted: { completed += 1 })
        XCTAssertEqual(completed, 2)
        d.dispose()
        late.dispose()
    }

    func testAfterItsEndAPropertyTerminalWritesNothingAndEndsEverySubscriber() {
        let relay = BehaviorRelay(value: 1)
        let terminal = relay.channelTerminal
        var ends: [String] = []
        let first = terminal.subscribe(onError: { _ in ends.append("first") })
        let second = terminal.subscribe(onError: { _ in ends.append("second") })
        terminal.onError(TestError())
        terminal.onNext(7)
        XCTAssertEqual(relay.value, 1, "a value sent after the end is not written")
        XCTAssertEqual(ends, ["first", "second"])
        first.dispose()
        second.dispose()
    }

    /// `Channel` rule 8 holds for property terminals too.
    func testTerminalEventSentIntoAPropertyTerminalDisposesItsFeeds() {
        let relay = BehaviorRelay(value: 0)
        let terminal = relay.channelTerminal
        let feed = PublishSubject<Int>()
        let feeding = feed.subscribe(terminal)
        feed.onNext(1)
        XCTAssertEqual(relay.value, 1)
        terminal.onCompleted()
        XCTAssertFalse(feed.hasObservers, "the feeding subscription is disposed")
        feeding.dispose()
    }

    func testRelaysBoundBothWaysRightHandSideWinsAndNoEcho() {
        let left = BehaviorRelay(value: 1)
        let right = BehaviorRelay(value: 2)
        var leftValues: [Int] = []
        var rightValues: [Int] = []
        let l = left.subscribe(onNext: { leftValues.append($0) })
        let r = right.subscribe(onNext: { rightValues.append($0) })
        let binding = left.channelTerminal <-> right.channelTerminal
        XCTAssertEqual(left.value, 2)
        left.accept(3)
        XCTAssertEqual(right.value, 3)
        right.accept(4)
        XCTAssertEqual(left.value, 4)
        XCTAssertEqual(leftValues, [1, 2, 3, 4], "each value once, none echoed")
        XCTAssertEqual(rightValues, [2, 3, 4])
        binding.dispose()
        left.accept(9)
        XCTAssertEqual(right.value, 4, "dispose stops propagation")
        l.dispose()
        r.dispose()
    }

    func testTransitiveBinding() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 2)
        let c = BehaviorRelay(value: 3)
        let ab = a.channelTerminal <-> b.channelTerminal
        let bc = b.channelTerminal <-> c.channelTerminal
        a.accept(10)
        XCTAssertEqual([b.value, c.value], [10, 10])
        c.accept(20)
        XCTAssertEqual([a.value, b.value], [20, 20])
        ab.dispose()
        bc.dispose()
    }

    func testTwoTextFieldsEditingEitherUpdatesTheOther() {
        let first = TestTextField()
        let second = TestTextField()
        second.text = "start"
        let binding = first.rx.text <-> second.rx.text
        XCTAssertEqual(first.text, "start")
        first.simulateUserTyping("!")
        XCTAssertEqual(second.text, "start!")
        second.simulateUserTyping("?")
        XCTAssertEqual(first.text, "start!?")
        binding.dispose()
        first.simulateUserTyping("x")
        XCTAssertEqual(second.text, "start!?")
    }

    func testViewModelRelayBoundToAControl() {
        let field = TestTextField()
        let name = BehaviorRelay<String?>(value: "Ada")
        let binding = field.rx.text <-> name
        XCTAssertEqual(field.text, "Ada")
        field.simulateUserTyping("m")
        XCTAssertEqual(name.value, "Adam")
        name.accept("Grace")
        XCTAssertEqual(field.text, "Grace")
        binding.dispose()
    }
}
