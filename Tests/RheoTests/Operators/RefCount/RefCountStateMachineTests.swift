import RheoTestSupport
import XCTest

@testable import Rheo

/// The rules of `RefCountStateMachine`, input by input, including the interleaving of a
/// source ending on one thread while others subscribe (the stress test
/// `MulticastStressTests.testPublishRefCountTerminationRacingSubscriptions` races it).
final class RefCountStateMachineTests: RheoTestCase {
    private typealias Machine = RefCountStateMachine

    /// Counts a subscriber of `generation`; returns its ticket and, if it must connect,
    /// the epoch and the ended connection to dispose.
    private func subscribe(
        _ machine: inout Machine, generation: UInt64
    ) -> (ticket: Machine.Ticket, connect: (epoch: UInt64, ended: Disposable?)?) {
        let (ticket, action) = machine.subscribed(generation: generation)
        switch action {
        case .join:
            return (ticket, nil)
        case .connect(let epoch, let ended):
            return (ticket, (epoch, ended))
        }
    }

    /// Whether `disposable` is `object` (both nil counts).
    private func isSame(_ disposable: Disposable?, _ object: AnyObject?) -> Bool {
        disposable.map { $0 as AnyObject } === object
    }

    /// Whether `terminated` said to dispose `connection`.
    private func disconnects(_ action: Machine.TerminateAction, _ connection: AnyObject?) -> Bool {
        if case .disconnect(let disposed) = action {
            return isSame(disposed, connection)
        }
        return false
    }

    /// Whether `terminated` said to do nothing.
    private func changesNothing(_ action: Machine.TerminateAction) -> Bool {
        if case .none = action {
            return true
        }
        return false
    }

    func testConnectsForTheFirstSubscriberAndDisconnectsAfterTheLast() {
        var machine = Machine()
        let connection = BooleanDisposable()
        let first = subscribe(&machine, generation: 1)
        let epoch = try! XCTUnwrap(first.connect).epoch
        XCTAssertNil(first.connect?.ended)
        XCTAssertTrue(machine.connected(connection, generation: 1, epoch: epoch))
        let second = subscribe(&machine, generation: 1)
        XCTAssertNil(second.connect, "joins the running connection")
        XCTAssertNil(machine.released(first.ticket))
        XCTAssertTrue(isSame(machine.released(second.ticket), connection), "the last one leaving disconnects")
        // Counting starts over: the next subscriber connects again.
        XCTAssertNotNil(subscribe(&machine, generation: 2).connect)
    }

    func testTheFirstTerminalEventOfTheSubjectEndsTheConnection() {
        var machine = Machine()
        let connection = BooleanDisposable()
        let first = subscribe(&machine, generation: 1)
        XCTAssertTrue(machine.connected(connection, generation: 1, epoch: first.connect!.epoch))
        let second = subscribe(&machine, generation: 1)
        XCTAssertTrue(disconnects(machine.terminated(first.ticket), connection))
        // The others' terminal events and leaving change nothing more.
        XCTAssertTrue(changesNothing(machine.terminated(second.ticket)))
        XCTAssertNil(machine.released(second.ticket))
        let next = subscribe(&machine, generation: 2)
        XCTAssertNotNil(next.connect, "the next subscriber connects again")
        XCTAssertNil(next.connect?.ended)
    }

    // The source ends on one thread while others subscribe. The connection drops subject 1
    // before passing the completion on, and the old subscribers' terminal events are
    // still queued behind these subscriptions. `late` got subject 1, `fresh` and `third`
    // got subject 2. Before: `late` counted on the new connection, and its completion
    // (from subject 1) disposed that connection before it had subscribed the source, so
    // `fresh` and `third` never ended.
    func testASubscriberOfTheEndingSubjectDoesNotEndTheNextConnection() {
        var machine = Machine()
        let ending = BooleanDisposable()
        let next = BooleanDisposable()
        let first = subscribe(&machine, generation: 1)
        XCTAssertTrue(machine.connected(ending, generation: 1, epoch: first.connect!.epoch))

        let late = subscribe(&machine, generation: 1)
        XCTAssertNil(late.connect, "counts on the ending connection, whose subject tells it of the end")
        let fresh = subscribe(&machine, generation: 2)
        let connect = try! XCTUnwrap(fresh.connect, "a newer subject: the connection it would join has ended")
        XCTAssertTrue(isSame(connect.ended, ending))
        XCTAssertTrue(machine.connected(next, generation: 2, epoch: connect.epoch))
        let third = subscribe(&machine, generation: 2)
        XCTAssertNil(third.connect, "joins the new connection")

        // Subject 1's completion reaches its subscribers, who then leave.
        for ticket in [first.ticket, late.ticket] {
            XCTAssertTrue(changesNothing(machine.terminated(ticket)), "the new connection goes on")
            XCTAssertNil(machine.released(ticket))
        }
        XCTAssertNil(machine.released(fresh.ticket))
        XCTAssertTrue(isSame(machine.released(third.ticket), next), "its own subscribers alone end it")
    }

    // A subscriber that lands on a subject whose connection already ended, when no
    // connection is counted, connects (as RxSwift, which connects when the count is 0):
    // the connection feeds the next subject. Its terminal event, from the old subject,
    // does not end that connection; it counts until it leaves, and then disconnects.
    func testASubscriberOfAnOlderSubjectCountsUntilItLeaves() {
        var machine = Machine()
        let connection = BooleanDisposable()
        let stale = subscribe(&machine, generation: 1)
        XCTAssertTrue(machine.connected(connection, generation: 2, epoch: stale.connect!.epoch))
        XCTAssertTrue(changesNothing(machine.terminated(stale.ticket)))
        XCTAssertTrue(isSame(machine.released(stale.ticket), connection))
    }

    // A connectable that hands its connection over after emitting (any but `multicast`'s):
    // if every subscriber left, or the source ended, meanwhile, the connection is refused
    // so the caller disposes it.
    func testAConnectionHandedOverAfterTheEndIsRefused() {
        var machine = Machine()
        let first = subscribe(&machine, generation: 0)
        XCTAssertTrue(disconnects(machine.terminated(first.ticket), nil), "no connection handed over yet")
        XCTAssertFalse(machine.connected(BooleanDisposable(), generation: 0, epoch: first.connect!.epoch))
        let again = subscribe(&machine, generation: 0)
        XCTAssertNil(machine.released(again.ticket))
        XCTAssertFalse(machine.connected(BooleanDisposable(), generation: 0, epoch: again.connect!.epoch))
    }
}
