import Rheo
import RheoTestSupport
import XCTest

/// A factory passed as a function value (`flatMap(Observable.just)`) resolves to its
/// one-parameter overload, which has no call site to record; a call records its own.
final class FunctionReferenceSiteTests: RheoTestCase {
    private var wasTracking = false

    override func setUp() {
        super.setUp()
        wasTracking = AssemblyTracking.isEnabled
        AssemblyTracking.isEnabled = true
    }

    override func tearDown() {
        AssemblyTracking.isEnabled = wasTracking
        super.tearDown()
    }

    func testACallRecordsItsSiteAndAFunctionValueNone() {
        let line = #line + 1
        let called = Observable.just(1)
        XCTAssertEqual(AssemblyTracking.sites(of: called), [AssemblySite("just", file: #fileID, line: UInt(line))])

        let referenced = [1].map(Observable<Int>.just)[0]
        XCTAssertEqual(AssemblyTracking.sites(of: referenced), [])

        let failed: (Error) -> Single<Int> = Single.error
        XCTAssertEqual(AssemblyTracking.sites(of: failed(RxError.unknown).asObservable()), [])
    }

    func testAFunctionValueStillBuildsTheSameSequence() {
        var received: [Int] = []
        let subscription = Observable.of(1, 2).flatMap(Observable.just).subscribe(onNext: { received.append($0) })
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
    }
}
