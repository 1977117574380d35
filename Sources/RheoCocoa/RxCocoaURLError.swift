import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The errors of `URLSession.rx`, with RxCocoa's cases and payloads.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
    /// The request ended with neither a response nor an error.
    case unknown
    /// The response is not an `HTTPURLResponse`.
    case nonHTTPResponse(response: URLResponse)
    /// The response's status code is not in `200 ..< 300`; `data` is the response body.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The response body could not be deserialized; `error` says why.
    case deserializationError(error: Swift.Error)

    /// A description of the error, for debugging; the same text as RxCocoa's.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            "Error during deserialization of the response: \(error)"
        }
    }
}
