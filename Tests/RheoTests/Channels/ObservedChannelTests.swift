import Foundation
import Rheo
import RheoTestSupport
import XCTest

private final class Profile: LifetimeProviding, ReactiveCompatible {
    let lifetimeToken = Lifetime.Token()
    var lifetime: Lifetime { lifetimeToken.lifetime }
    @Observed var name = "Ada"
    @Observed var age = 36
}

/// `@Observed` properties and their key-path channels.
final class ObservedChannelTests: RheoTestCase {
    func testObservedPropertyNotifiesCurrentValueThenChanges() {
        let profile = Profile()
        let names = Collected<String>()
        let s = profile.$name.subscribe(onNext: { names.append($0) })
        profile.name = "Grace"
        XCTAssertEqual(profile.name, "Grace")
        XCTAssertEqual(names.values, ["Ada", "Grace"])
        s.dispose()
    }

    func testKeyPathTerminalGivesCurrentValueThenChangesAndNoEcho() {
        let profile = Profile()
        let terminal = profile.rx.channel(\.$name)
        let received = Collected<String>()
        let s = terminal.subscribe(onNext: { received.append($0) })
        profile.name = "Grace"
        terminal.onNext("Barbara")
        XCTAssertEqual(profile.name, "Barbara", "a value sent into the terminal writes the property")
        XCTAssertEqual(received.values, ["Ada", "Grace"], "and is not echoed back")
        let late = Collected<String>()
        let s2 = terminal.subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late.values, ["Barbara"], "a new subscriber starts from the current value")
        s.dispose()
        s2.dispose()
    }

    func testNilValueIsWrittenForNil() {
        let profile = Profile()
        let terminal = profile.rx.channel(\.$age, nilValue: 0)
        let received = Collected<Int?>()
        let s = terminal.subscribe(onNext: { received.append($0) })
        terminal.onNext(nil)
        XCTAssertEqual(profile.age, 0)
        terminal.onNext(40)
        XCTAssertEqual(profile.age, 40)
        XCTAssertEqual(received.values, [36])
        s.dispose()
    }

    func testOwnerGoingAwayCompletesTheTerminalAndTheBoundSide() {
        var profile: Profile? = Profile()
        let channel = Channel<String>()
        let terminal = profile!.rx.channel(\.$name)
        let events = Collected<String>()
        let s1 = terminal.subscribe(onNext: { events.append($0) }, onCompleted: { events.append("completed") })
        let s2 = channel.leadingTerminal.subscribe(onCompleted: { events.append("channel completed") })
        let binding = channel.followingTerminal <-> terminal
        XCTAssertEqual(events.values, ["Ada"])
        profile = nil
        XCTAssertEqual(events.values.first, "Ada")
        XCTAssertEqual(
            events.values.dropFirst().sorted(), ["channel completed", "completed"],
            "both ends complete when the owner goes")
        var lateCompleted = false
        let s3 = terminal.subscribe(
            onNext: { _ in XCTFail("no value after the owner went") }, onCompleted: { lateCompleted = true })
        XCTAssertTrue(lateCompleted)
        terminal.onNext("ignored")
        binding.dispose()
        s1.dispose()
        s2.dispose()
        s3.dispose()
    }

    func testObservedBoundToRelayBothWays() {
        let profile = Profile()
        let draft = BehaviorRelay(value: "draft")
        let binding = profile.rx.channel(\.$name) <-> draft.channelTerminal
        XCTAssertEqual(profile.name, "draft")
        profile.name = "Edsger"
        XCTAssertEqual(draft.value, "Edsger")
        draft.accept("Tony")
        XCTAssertEqual(profile.name, "Tony")
        binding.dispose()
    }
}
