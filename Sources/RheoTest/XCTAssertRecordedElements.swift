#if canImport(XCTest)
import Rheo

// swift-format-ignore: AlwaysUseLowerCamelCase
// RxTest's name, and XCTest's naming for assertions.
/// Asserts that `stream` holds only `next` events whose elements equal `elements`, in
/// order; times are ignored. As RxTest's helper of the same name, it fails if `stream`
/// holds a terminal event (`error` or `completed`).
///
/// - Parameters:
///   - stream: The recorded events, as `TestableObserver.events`.
///   - elements: The elements expected.
///   - file: The file to report a failure in.
///   - line: The line to report a failure at.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>],
    _ elements: [T],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let failure = recordedElementsFailure(stream, elements) {
        recordTestFailure(failure, file: file, line: line)
    }
}
#endif

/// Why `XCTAssertRecordedElements(stream, elements)` fails, or nil if it passes.
func recordedElementsFailure<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T]) -> String? {
    if let stopEvent = stream.first(where: { $0.value.isStopEvent }) {
        return "A non-next stop event has been emitted: \(stopEvent)"
    }
    return listDifference(stream.compactMap { $0.value.element }, elements)
}
