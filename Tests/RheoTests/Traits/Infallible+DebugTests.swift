import Foundation
import RheoTest
import RheoTestSupport
import XCTest

@testable import Rheo

final class InfallibleDebugTests: RheoTestCase {
    func testLogsAndPassesEventsOnAsAnInfallible() {
        let lines = Collected<String>()
        DebugLog.output = { lines.append($0) }
        defer { DebugLog.output = nil }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { () -> Observable<Int> in
            let debugged: Infallible<Int> = xs.asInfallible(onErrorJustReturn: 0).debug("inf", trimOutput: false)
            return debugged.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        let suffixes = lines.values.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        XCTAssertEqual(
            suffixes, ["inf -> subscribed", "inf -> Event next(1)", "inf -> Event completed", "inf -> isDisposed"])
    }

    func testDefaultIdentifierNamesTheCallSite() {
        let lines = Collected<String>()
        DebugLog.output = { lines.append($0) }
        defer { DebugLog.output = nil }
        _ = Infallible.just(1).debug().subscribe()
        XCTAssertTrue(lines.values.first?.contains("Infallible+DebugTests.swift:") ?? false, "\(lines.values)")
    }
}
