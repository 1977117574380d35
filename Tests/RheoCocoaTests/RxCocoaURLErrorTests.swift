import Foundation
import RheoCocoa
import RheoTestSupport
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The descriptions of `RxCocoaURLError` and `RxCocoaError`: RxCocoa's texts.
final class RxCocoaURLErrorTests: RheoTestCase {
    func testURLErrorDescriptions() throws {
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1/x"))
        let http = try XCTUnwrap(HTTPURLResponse(url: url, statusCode: 418, httpVersion: nil, headerFields: nil))
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)

        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        XCTAssertEqual(
            RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription,
            "Response is not NSHTTPURLResponse `\(plain)`.")
        XCTAssertEqual(
            RxCocoaURLError.httpRequestFailed(response: http, data: nil).debugDescription,
            "HTTP request failed with `418`.")
        XCTAssertEqual(
            RxCocoaURLError.deserializationError(error: TestError(7)).debugDescription,
            "Error during deserialization of the response: \(TestError(7))")
        XCTAssertEqual(String(describing: RxCocoaURLError.unknown), "Unknown error has occurred.")
    }

    func testCocoaErrorDescriptions() {
        let object = NSObject()
        let cases: [(RxCocoaError, String)] = [
            (.unknown, "Unknown error occurred."),
            (.invalidOperation(object: 1), "Invalid operation was attempted on `1`."),
            (
                .itemsNotYetBound(object: "table"),
                "Data source is set, but items are not yet bound to user interface for `table`."
            ),
            (
                .invalidPropertyName(object: 2, propertyName: "size"),
                "Object `2` doesn't have a property named `size`."
            ),
            (
                .invalidObjectOnKeyPath(object: 3, sourceObject: object, propertyName: "frame"),
                "Unobservable object `3` was observed as `frame` of `\(object)`."
            ),
            (.errorDuringSwizzling, "Error during swizzling."),
            (.castingError(object: 4, targetType: String.self), "Error casting `4` to `String`"),
        ]
        for (error, description) in cases {
            XCTAssertEqual(error.debugDescription, description)
            XCTAssertEqual(String(describing: error), description)
        }
    }

    func testCocoaErrorsCanBeMatchedByCase() {
        let error: Swift.Error = RxCocoaError.castingError(object: 4, targetType: String.self)

        guard case RxCocoaError.castingError(let object, let targetType)? = error as? RxCocoaError else {
            return XCTFail("expected castingError")
        }
        XCTAssertEqual(object as? Int, 4)
        XCTAssertTrue(targetType == String.self)
    }
}
