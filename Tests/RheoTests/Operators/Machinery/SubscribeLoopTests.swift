import RheoTestSupport
import XCTest

@testable import Rheo

/// The bookkeeping of the subscribe loop shared by `concat`, `catch`, `retry` and
/// `retry(when:)` (`SubscribeLoopStateMachine`); the operators' tests cover the loop itself
/// (constant stack, sources ending on other threads).
final class SubscribeLoopTests: RheoTestCase {
    /// The first request runs the loop; a request while it runs is taken by the loop after
    /// the current subscribe (one more turn), and the loop stops when none is pending.
    func testARequestWhileTheLoopRunsIsTakenByIt() {
        var loop = SubscribeLoopStateMachine()
        XCTAssertTrue(loop.requestTurn())
        let first = MergeInner()
        XCTAssertTrue(loop.start(first))
        XCTAssertFalse(loop.requestTurn(), "the running loop takes it")
        XCTAssertTrue(loop.endTurn())
        let second = MergeInner()
        XCTAssertTrue(loop.start(second))
        XCTAssertFalse(loop.endTurn())
        XCTAssertTrue(loop.requestTurn(), "the loop stopped: the requester runs it")
        XCTAssertFalse(loop.isDisposed)
        XCTAssertTrue(loop.dispose() === second)
        first.dispose()
        second.dispose()
    }

    /// After disposal no source starts and a pending turn is dropped; the current source's
    /// lifetime is handed back once.
    func testDisposalStopsTheLoop() {
        var loop = SubscribeLoopStateMachine()
        XCTAssertTrue(loop.requestTurn())
        let current = MergeInner()
        XCTAssertTrue(loop.start(current))
        XCTAssertFalse(loop.requestTurn())
        XCTAssertTrue(loop.dispose() === current)
        XCTAssertNil(loop.dispose())
        XCTAssertTrue(loop.isDisposed)
        XCTAssertFalse(loop.endTurn(), "the pending turn is dropped")
        let late = MergeInner()
        XCTAssertFalse(loop.start(late))
        current.dispose()
        late.dispose()
    }
}
