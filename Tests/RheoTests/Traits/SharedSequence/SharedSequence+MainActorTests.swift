import RheoTestSupport
import XCTest

@testable import Rheo

/// `_mainActorChecked` calls a `@MainActor` closure through an `unsafeBitCast` to the
/// nonisolated closure type of the same signature (see docs/UnsafeAssumptions.md): the
/// global actor must not change the closure's representation.
final class SharedSequenceMainActorTests: RheoTestCase {
    func testMainActorClosuresHaveThePlainClosuresLayout() {
        XCTAssertEqual(MemoryLayout<@MainActor () -> Void>.size, MemoryLayout<() -> Void>.size)
        XCTAssertEqual(MemoryLayout<@MainActor () -> Void>.alignment, MemoryLayout<() -> Void>.alignment)
        XCTAssertEqual(MemoryLayout<@MainActor (Int) -> Void>.size, MemoryLayout<(Int) -> Void>.size)
        XCTAssertEqual(
            MemoryLayout<@MainActor (Int, String) -> Void>.size, MemoryLayout<(Int, String) -> Void>.size)
    }

    /// Called through the cast on the main thread (where XCTest runs tests), each closure
    /// runs once with its arguments and its captures intact.
    func testCastMainActorClosuresRunWithTheirArgumentsAndCaptures() {
        XCTAssertTrue(Thread.isMainThread, "the casts are only called on the main queue")
        let received = Collected<String>()
        let prefix = "got"
        let none = _mainActorChecked("test") { @MainActor in received.append("\(prefix) nothing") }
        let one = _mainActorChecked("test") { @MainActor (value: Int) in received.append("\(prefix) \(value)") }
        let two = _mainActorChecked("test") { @MainActor (value: Int, label: String) in
            received.append("\(prefix) \(label)=\(value)")
        }
        none()
        one(7)
        two(42, "answer")
        XCTAssertEqual(received.values, ["got nothing", "got 7", "got answer=42"])
    }
}
