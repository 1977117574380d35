import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// `RxError` with RxSwift's shape (`argumentOutOfRange` has no payload), the explanation of
/// every `argumentOutOfRange` Rheo raises reaching `Hooks.argumentOutOfRangeHandler`
/// (docs/Contracts.md, G5), and `Resources` returning RxSwift's `Int32` counts.
final class RxErrorTests: RheoTestCase {
    func testArgumentOutOfRangeIsBuiltAndMatchedAsInRxSwift() {
        let error: Swift.Error = RxError.argumentOutOfRange
        switch error as? RxError {
        case .argumentOutOfRange:
            break
        default:
            XCTFail("\(error) did not match .argumentOutOfRange")
        }
        guard case RxError.argumentOutOfRange? = error as? RxError else {
            return XCTFail("\(error)")
        }
        do {
            throw RxError.argumentOutOfRange
        } catch RxError.argumentOutOfRange {
            // Matched without binding anything, as RxSwift code does.
        } catch {
            XCTFail("\(error)")
        }
    }

    func testDescriptionsAreRxSwiftsAndTheErrorIsALocalizedError() {
        XCTAssertEqual(RxError.argumentOutOfRange.debugDescription, "Argument out of range.")
        XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
        XCTAssertEqual(RxError.noElements.errorDescription, "Sequence doesn't contain any elements.")
        let localized: LocalizedError = RxError.moreThanOneElement
        XCTAssertEqual(localized.errorDescription, "Sequence contains more than one element.")
        XCTAssertEqual(
            (RxError.argumentOutOfRange as Swift.Error).localizedDescription, "Argument out of range.")
    }

    func testTheExplanationReachesTheHookWhenABadArgumentIsPassed() {
        let cases: [(String, () -> Observable<Int>)] = [
            ("take(-1): count must not be negative", { Observable.of(1, 2).take(-1) }),
            ("element(at: -1): index must not be negative", { Observable.of(1, 2).element(at: -1) }),
            ("range(start: 0, count: -4): count must not be negative", { Observable.range(start: 0, count: -4) }),
            ("merge(maxConcurrent: 0)", { Observable.just(Observable.just(1)).merge(maxConcurrent: 0) }),
            ("share(replay: -1)", { Observable.of(1).share(replay: -1) }),
        ]
        for (expected, make) in cases {
            var observable: Observable<Int>?
            // Reported at the call, before any subscription.
            let messages = captureArgumentOutOfRangeMessages { observable = make() }
            assertOneArgumentOutOfRangeMessage(messages, mentioning: expected)
            let recorder = RecordingObserver<Int>()
            observable?.subscribe(recorder).dispose()
            guard case RxError.argumentOutOfRange? = recorder.error else {
                XCTFail("\(expected): \(recorder.events)")
                continue
            }
        }
    }

    func testTheExplanationReachesTheHookWhenTheErrorIsRaisedLater() {
        // element(at:) past the end: raised when the source completes.
        let subject = PublishSubject<Int>()
        let recorder = RecordingObserver<Int>()
        let subscription = subject.element(at: 2).subscribe(recorder)
        XCTAssertEqual(RheoTestCase.takeArgumentOutOfRangeMessages(), [], "nothing wrong yet")
        subject.onNext(1)
        let messages = captureArgumentOutOfRangeMessages { subject.onCompleted() }
        assertOneArgumentOutOfRangeMessage(messages, mentioning: "element(at: 2): the sequence completed after 1")
        guard case RxError.argumentOutOfRange? = recorder.error else {
            return XCTFail("\(recorder.events)")
        }
        subscription.dispose()
    }

    func testTheHookIsReplaceableAndRestorable() {
        let first = Collected<String>()
        let second = Collected<String>()
        let original = Hooks.argumentOutOfRangeHandler
        defer { Hooks.argumentOutOfRangeHandler = original }
        Hooks.argumentOutOfRangeHandler = { first.append($0) }
        _ = Observable<Int>.range(start: 1, count: -1)
        Hooks.argumentOutOfRangeHandler = { second.append($0) }
        _ = ReplaySubject<Int>.create(bufferSize: -7)
        XCTAssertEqual(first.values, ["range(start: 1, count: -1): count must not be negative"])
        XCTAssertEqual(second.values.count, 1)
        XCTAssertTrue(second.values.first?.contains("bufferSize: -7") ?? false, "\(second.values)")
    }

    /// The class of the property "every raise goes through the one function": Rheo's
    /// sources never produce `argumentOutOfRange` any other way, so no future raise site can
    /// drop its explanation.
    func testEveryRaiseSiteInTheSourcesReportsItsExplanation() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checkedFiles = 0
        var raiseSites = 0
        var offenders: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            checkedFiles += 1
            // The declaration of the case and of the reporting function itself.
            if url.lastPathComponent == "RxError.swift" {
                continue
            }
            let code = try String(contentsOf: url, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { line -> Substring in
                    // Comments may name the error freely.
                    guard let comment = line.range(of: "//") else { return line }
                    return line[..<comment.lowerBound]
                }
                .joined(separator: "\n")
            var rest = code[...]
            while let found = rest.range(of: "argumentOutOfRange") {
                let after = rest[found.upperBound...]
                let next = after.drop { $0 == " " || $0 == "\n" }
                // `argumentOutOfRangeHandler` and similar names are not the error.
                if let first = after.first, first.isLetter || first.isNumber {
                    rest = after
                    continue
                }
                if next.hasPrefix("(")
                    && next.dropFirst().drop(while: { $0 == " " || $0 == "\n" })
                        .hasPrefix("reporting:")
                {
                    raiseSites += 1
                } else {
                    let lineNumber = code[..<found.lowerBound].filter { $0 == "\n" }.count + 1
                    offenders.append("\(url.lastPathComponent):\(lineNumber)")
                }
                rest = after
            }
        }
        XCTAssertGreaterThan(checkedFiles, 100, "the sources were not found at \(sources.path)")
        XCTAssertGreaterThan(raiseSites, 15, "the raise sites were not found")
        XCTAssertEqual(
            offenders, [],
            "these produce RxError.argumentOutOfRange without RxError.argumentOutOfRange(reporting:), losing the explanation"
        )
    }

    func testResourcesCountsAreInt32AsInRxSwift() {
        let increment: () -> Int32 = { Resources.incrementTotal() }
        let decrement: () -> Int32 = { Resources.decrementTotal() }
        let up = increment()
        let down = decrement()
        if Resources.isTracking {
            XCTAssertEqual(up, down + 1, "incrementTotal and decrementTotal return the new count")
        } else {
            XCTAssertEqual([up, down], [0, 0], "release builds do not count")
        }
    }
}
