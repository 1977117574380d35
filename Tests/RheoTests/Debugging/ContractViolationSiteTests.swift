import Dispatch
import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

/// With assembly tracking on, each report of a broken contract or of an error at a binding
/// names the sites of the chain it happened in: the file and line of each operator.
final class ContractViolationSiteTests: RheoTestCase {
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

    /// How a report names a site in this file.
    private func site(_ name: String, _ line: UInt) -> String {
        "\(name) at \(#fileID):\(line)"
    }

    /// Asserts that `report` names every one of `sites`, in this order.
    private func assert(
        _ report: String?, names sites: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let report else {
            return XCTFail("no report", file: file, line: line)
        }
        var rest = report[...]
        for site in sites {
            guard let range = rest.range(of: site) else {
                return XCTFail(
                    "\"\(report)\" does not name \(site) (after the sites before it)", file: file, line: line)
            }
            rest = rest[range.upperBound...]
        }
    }

    #if DEBUG
    func testAnEventAfterATerminalEventNamesTheCreateAndTheStagesBelow() {
        let line: UInt = #line + 1
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create()
        }
        let mapLine: UInt = #line + 1
        let chain = source.map { $0 + 1 }
        var received: [Int] = []
        let subscribeLine: UInt = #line + 1
        let reports = captureContractViolations { _ = chain.subscribe(onNext: { received.append($0) }) }
        XCTAssertEqual(received, [2], "the late element is dropped, as RxSwift drops it")
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("after its terminal event") == true, "\(reports)")
        assert(reports.first, names: [site("create", line), site("map", mapLine), site("subscribe", subscribeLine)])
    }

    /// A source that sends after the operator below it ended (and disposed it) breaks no
    /// contract: it has not seen the disposal yet.
    func testElementsAfterADisposalAreNotReported() {
        var received: [Int] = []
        let reports = captureContractViolations {
            _ = Observable<Int>.create { observer in
                for value in 0..<5 {
                    observer.onNext(value)
                }
                observer.onCompleted()
                return Disposables.create()
            }
            .take(2)
            .subscribe(onNext: { received.append($0) })
        }
        XCTAssertEqual(received, [0, 1])
        XCTAssertEqual(reports, [])
    }

    func testReentrantOnNextNamesTheStageThatReceivedItAndTheStagesBelow() {
        var captured: AnyObserver<Int>?
        let line: UInt = #line + 1
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let mapLine: UInt = #line + 1
        let chain = source.map { $0 * 10 }
        var received: [Int] = []
        let subscribeLine: UInt = #line + 1
        let subscription = chain.subscribe(onNext: { value in
            received.append(value)
            if value == 10 {
                captured?.onNext(2)
            }
        })
        let reports = captureContractViolations {
            captured?.onNext(1)
        }

        XCTAssertEqual(received, [10, 20])
        let reentrant = reports.filter { $0.contains("reentrant") }
        XCTAssertFalse(reentrant.isEmpty, "\(reports)")
        // The first report is `create`'s observer's, which user code called reentrantly.
        assert(
            reentrant.first,
            names: [
                "in the chain, this stage first:", site("create", line), site("map", mapLine),
                site("subscribe", subscribeLine),
            ])
        subscription.dispose()
        captured = nil
    }
    #endif

    func testSingleAssignmentDisposableSetTwiceNamesTheStageWhoseCodeDidIt() {
        let line: UInt = #line + 1
        let source = Observable<Int>.create { observer in
            let disposable = SingleAssignmentDisposable()
            disposable.setDisposable(Disposables.create())
            disposable.setDisposable(Disposables.create())
            observer.onCompleted()
            return disposable
        }
        let mapLine: UInt = #line + 1
        let chain = source.map { $0 + 1 }
        var reports: [String] = []
        var subscribeLine: UInt = 0
        reports = captureContractViolations {
            subscribeLine = #line + 1
            chain.subscribe(onCompleted: {}).dispose()
        }

        XCTAssertEqual(reports.count, 1, "\(reports)")
        assert(
            reports.first,
            names: [
                "SingleAssignmentDisposable.setDisposable was called twice", "in the chain, this stage first:",
                site("create", line), site("map", mapLine), site("subscribe", subscribeLine),
            ])
    }

    #if DEBUG
    func testDrivingOffTheMainThreadNamesTheDriver() {
        let relay = BehaviorRelay(value: 1)
        // The driver is built where it is driven: it may not cross threads.
        let line: UInt = #line + 4
        let reports = captureContractViolations {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                relay.asDriver().map { $0 * 2 }.drive().dispose()
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        }

        XCTAssertEqual(reports.count, 1, "\(reports)")
        assert(reports.first, names: ["`drive*` was called off the main thread", site("map", line)])
    }
    #endif

    func testABindingErrorNamesTheSitesTheErrorPassed() {
        final class Label {
            var text = ""
        }
        let label = Label()
        let binder = Binder<String>(label, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 }
        let line: UInt = #line + 1
        let chain = Observable.just(1).map { _ -> String in throw TestError(1) }
        let reports = captureBindingErrors {
            chain.bind(to: binder).dispose()
        }

        XCTAssertEqual(reports.count, 1)
        guard let report = reports.first else {
            return
        }
        XCTAssertEqual(report.error as? TestError, TestError(1))
        guard
            case .stop(let message) = Hooks.bindingErrorResponse(
                binding: report.binding, error: report.error, isDebugBuild: true
            ).withTrace(of: report.error)
        else {
            return XCTFail("a debug build stops at a binding error")
        }
        assert(
            message,
            names: ["Rheo: binding error in", "the error passed, where it was raised first:", site("map", line)])
    }
}
