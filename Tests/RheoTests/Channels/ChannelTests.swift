import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ChannelTests: RheoTestCase {
    private func record(_ terminal: ChannelTerminal<Int>, into box: Box) -> Disposable {
        terminal.subscribe(
            onNext: { box.values.append($0) }, onError: { _ in box.terminal = "error" },
            onCompleted: { box.terminal = "completed" })
    }

    private final class Box: @unchecked Sendable {
        // @unchecked: written by one subscriber, which the subject calls one event at a time, and read after the writers are joined.
        var values: [Int] = []
        var terminal: String?
    }

    /// Rule 1.
    func testRule1ValueReachesOnlyTheOtherTerminal() {
        let channel = Channel<Int>()
        let lead = Box()
        let follow = Box()
        let d1 = record(channel.leadingTerminal, into: lead)
        let d2 = record(channel.followingTerminal, into: follow)
        channel.leadingTerminal.onNext(1)
        channel.followingTerminal.onNext(2)
        XCTAssertEqual(follow.values, [1])
        XCTAssertEqual(lead.values, [2])
        d1.dispose()
        d2.dispose()
    }

    /// Rule 2.
    func testRule2FollowingSubscriberGetsLatestLeadingValue() {
        let channel = Channel<Int>()
        channel.leadingTerminal.onNext(1)
        channel.leadingTerminal.onNext(2)
        let follow = Box()
        let d = record(channel.followingTerminal, into: follow)
        XCTAssertEqual(follow.values, [2])
        d.dispose()
    }

    /// Rule 3.
    func testRule3LeadingSubscriberGetsNoInitialValue() {
        let channel = Channel<Int>()
        channel.followingTerminal.onNext(1)
        channel.leadingTerminal.onNext(9)
        let lead = Box()
        let d = record(channel.leadingTerminal, into: lead)
        XCTAssertEqual(lead.values, [])
        channel.followingTerminal.onNext(2)
        XCTAssertEqual(lead.values, [2])
        d.dispose()
    }

    /// Rule 4.
    func testRule4OrderIsKeptInEachDirection() {
        let channel = Channel<Int>()
        let lead = Box()
        let follow = Box()
        let d1 = record(channel.leadingTerminal, into: lead)
        let d2 = record(channel.followingTerminal, into: follow)
        for i in 0..<10 {
            channel.leadingTerminal.onNext(i)
            channel.followingTerminal.onNext(100 + i)
        }
        XCTAssertEqual(follow.values, Array(0..<10))
        XCTAssertEqual(lead.values, Array(100..<110))
        d1.dispose()
        d2.dispose()
    }

    /// Rule 5.
    func testRule5TerminalEventReachesBothSides() {
        for sendIntoLeading in [true, false] {
            let channel = Channel<Int>()
            let lead = Box()
            let follow = Box()
            let d1 = record(channel.leadingTerminal, into: lead)
            let d2 = record(channel.followingTerminal, into: follow)
            (sendIntoLeading ? channel.leadingTerminal : channel.followingTerminal).onError(TestError())
            XCTAssertEqual(lead.terminal, "error")
            XCTAssertEqual(follow.terminal, "error")
            d1.dispose()
            d2.dispose()
        }
    }

    /// Rule 6.
    func testRule6LateSubscribersGetTheTerminalEventAfterTheBufferedValue() {
        let channel = Channel<Int>()
        channel.leadingTerminal.onNext(7)
        channel.followingTerminal.onCompleted()
        let lead = Box()
        let follow = Box()
        let d1 = record(channel.leadingTerminal, into: lead)
        let d2 = record(channel.followingTerminal, into: follow)
        XCTAssertEqual(follow.values, [7])
        XCTAssertEqual(follow.terminal, "completed")
        XCTAssertEqual(lead.values, [])
        XCTAssertEqual(lead.terminal, "completed")
        d1.dispose()
        d2.dispose()
    }

    /// Rule 7.
    func testRule7NoValueAfterTermination() {
        let channel = Channel<Int>()
        let lead = Box()
        let follow = Box()
        let d1 = record(channel.leadingTerminal, into: lead)
        channel.leadingTerminal.onCompleted()
        channel.leadingTerminal.onNext(1)
        channel.followingTerminal.onNext(2)
        let d2 = record(channel.followingTerminal, into: follow)
        XCTAssertEqual(lead.values, [])
        XCTAssertEqual(follow.values, [])
        XCTAssertEqual(follow.terminal, "completed")
        d1.dispose()
        d2.dispose()
    }

    /// Rule 8.
    func testRule8TerminationDisposesFeedingSubscriptions() {
        let channel = Channel<Int>()
        let source1 = PublishSubject<Int>()
        let source2 = PublishSubject<Int>()
        let d1 = source1.subscribe(channel.leadingTerminal)
        let d2 = source2.bind(to: channel.followingTerminal)
        XCTAssertTrue(source1.hasObservers)
        XCTAssertTrue(source2.hasObservers)
        channel.followingTerminal.onCompleted()
        XCTAssertFalse(source1.hasObservers)
        XCTAssertFalse(source2.hasObservers)
        let source3 = PublishSubject<Int>()
        let d3 = source3.subscribe(channel.leadingTerminal)
        XCTAssertFalse(source3.hasObservers)
        d1.dispose()
        d2.dispose()
        d3.dispose()
    }

    /// Rule 9: the channel is released (weak reference nil; RheoTestCase checks the count).
    func testRule9ChannelIsReleasedAfterDisposal() {
        weak var weakTerminal: ChannelTerminal<Int>?
        let source = PublishSubject<Int>()
        do {
            let channel = Channel<Int>()
            weakTerminal = channel.followingTerminal
            let d1 = source.subscribe(channel.leadingTerminal)
            let d2 = channel.followingTerminal.subscribe(onNext: { _ in })
            source.onNext(1)
            d1.dispose()
            d2.dispose()
        }
        XCTAssertNil(weakTerminal)
        XCTAssertFalse(source.hasObservers)
    }

    /// Rule 10: replay is synchronous on the subscribing thread; an observer may send into
    /// the channel (re-entrantly) without deadlock, which it could not under a held lock.
    func testRule10ReplayIsSynchronousAndNoObserverRunsUnderALock() {
        let channel = Channel<Int>()
        channel.leadingTerminal.onNext(1)
        let thread = Thread.current
        var replayedOnThread = false
        var echoed: [Int] = []
        let d1 = channel.leadingTerminal.subscribe(onNext: { echoed.append($0) })
        let d2 = channel.followingTerminal.subscribe(onNext: { value in
            replayedOnThread = Thread.current == thread
            channel.followingTerminal.onNext(value * 10)
            _ = channel.followingTerminal.subscribe(onNext: { _ in }).dispose()
        })
        XCTAssertTrue(replayedOnThread)
        XCTAssertEqual(echoed, [10])
        d1.dispose()
        d2.dispose()
    }

    /// Both ends written from different threads at once: no deadlock, no lost terminal event.
    func testConcurrentWritesFromBothEnds() {
        runFailingOnDeadlock {
            for _ in 0..<stressIterations(200) {
                let channel = Channel<Int>()
                let lead = Box()
                let follow = Box()
                let d1 = channel.leadingTerminal.subscribe(
                    onNext: { lead.values.append($0) }, onCompleted: { lead.terminal = "completed" })
                let d2 = channel.followingTerminal.subscribe(
                    onNext: { follow.values.append($0) }, onCompleted: { follow.terminal = "completed" })
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    for i in 0..<100 {
                        (index == 0 ? channel.leadingTerminal : channel.followingTerminal).onNext(i)
                    }
                }
                channel.leadingTerminal.onCompleted()
                XCTAssertEqual(lead.values, Array(0..<100))
                XCTAssertEqual(follow.values, Array(0..<100))
                XCTAssertEqual(lead.terminal, "completed")
                XCTAssertEqual(follow.terminal, "completed")
                d1.dispose()
                d2.dispose()
            }
        }
    }
}
