#if canImport(XCTest)
import Rheo
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
// RxTest's name, and XCTest's naming for assertions.
/// Asserts that the `next` elements of `stream` equal `elements`, in order; terminal
/// events and times are ignored. As RxTest's helper of the same name.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>],
    _ elements: [T],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let recorded = stream.compactMap { $0.value.element }
    XCTAssertEqual(recorded, elements, "recorded elements differ from the expected ones", file: file, line: line)
}
#endif
