import CRheo
@testable import Rheo
import XCTest

/// Rheo reaches C atomics as the first stored property of class instances
/// (`_atomicState(of:)`); these tests check that address is the property's real one.
final class AtomicStateLayoutTests: RheoTestCase {
    func testSinkDisposerStateIsItsFirstStoredProperty() {
        let disposer = SinkDisposer()
        withUnsafeMutablePointer(to: &disposer._state) { address in
            XCTAssertEqual(address, _atomicState(of: disposer))
        }
    }

    func testSubclassesKeepTheRootStateFirst() {
        let observer = AnonymousObserver<Int> { _ in }
        withUnsafeMutablePointer(to: &observer._state) { address in
            XCTAssertEqual(address, _atomicState(of: observer))
        }
        let sink = TakeCountSink<Int>(count: 1, downstream: EventSink { _ in }, parent: SinkDisposer())
        withUnsafeMutablePointer(to: &sink._state) { address in
            XCTAssertEqual(address, _atomicState(of: sink))
        }
    }

    func testStateBitsTrackDisposal() {
        let disposer = SinkDisposer()
        XCTAssertFalse(disposer.isDisposed)
        disposer.dispose()
        XCTAssertTrue(disposer.isDisposed)
        XCTAssertEqual(rheo_atomic_intptr_load_acquire(_atomicState(of: disposer)) & 1, 1)
    }

    func testSettingTheSubscriptionTwiceIsReportedAndDisposesTheSecond() {
        let disposer = SinkDisposer()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        let reports = captureContractViolations {
            disposer.setSubscription(first)
            disposer.setSubscription(second)
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(second.isDisposed)
        XCTAssertFalse(first.isDisposed)
        disposer.dispose()
        XCTAssertTrue(first.isDisposed)
    }
}
