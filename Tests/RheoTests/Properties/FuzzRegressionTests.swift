import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Replays fuzz inputs (`Tests/Fuzz`, `Scripts/fuzz.sh`) through the same decoder and model
/// as the fuzz target: every finding, as a regression test, and the checked-in seed corpus.
final class FuzzRegressionTests: RheoTestCase {
    /// Decodes `bytes`, runs the case and fails with the difference from the model, if any.
    private func replay(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let fuzzCase = FuzzCase.decode(bytes)
        var mismatch: String?
        let violations = captureContractViolations {
            mismatch = runFuzzCase(fuzzCase)
        }
        XCTAssertNil(mismatch, "\(name): \(fuzzCase)", file: file, line: line)
        XCTAssertEqual(violations, [], "\(name): \(fuzzCase)", file: file, line: line)
    }

    /// The first finding, in the harness rather than in Rheo: a subscription made from inside
    /// `onNext` to a chain over `Observable.from` runs on the current-thread trampoline, after
    /// that `onNext` returns, so the harness must not dispose it before then. Rheo delivers the
    /// whole sequence to both subscriptions, as RxSwift does.
    func testReentrantSubscriptionToATrampolinedSource() {
        let fuzzCase = FuzzCase.decode([0x26, 0x01, 0x4F])
        XCTAssertEqual(fuzzCase.description, "from([-3] + error(1)).map(x + -5); re-entrant subscription at 1")
        replay([0x26, 0x01, 0x4F], "crash-2afc55a1")
    }

    /// A live case: the script feeds a `PublishSubject`, the observer disposes its subscription
    /// from inside `onNext`, and `catchAndReturn` passes a trace with no terminal through unchanged (the
    /// model once appended its element to a trace that had not ended).
    func testLiveCaseDisposedFromInsideOnNext() {
        // Live, disposed inside at element 2; then the chain's bytes and the script's.
        let bytes: [UInt8] = [1, 2, 0, 0, 0, 0, 0, 0, 15, 0, 0, 3, 0, 4, 0, 5, 0, 6, 6]
        let fuzzCase = FuzzCase.decode(bytes)
        XCTAssertTrue(fuzzCase.live)
        XCTAssertEqual(fuzzCase.disposeInsideAt, 2)
        XCTAssertEqual(
            fuzzCase.description,
            "live.catchAndReturn(-9); dispose inside at 2; script [onNext(-5), onNext(-4), onNext(-3), onNext(-2), onCompleted]"
        )
        replay(bytes, "live map")
    }

    func testTheSeedCorpusMatchesTheModel() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 20)
        var live = 0
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
            live += FuzzCase.decode(bytes).live ? 1 : 0
            replay(bytes, name)
        }
        XCTAssertGreaterThan(live, 0)
        XCTAssertLessThan(live, names.count)
    }
}
