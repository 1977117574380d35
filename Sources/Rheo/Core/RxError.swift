/// The errors Rheo's own operators emit, with RxSwift's names.
///
/// Rheo deviation: `argumentOutOfRange` carries a message naming the operator, the
/// argument and the bad value (`catch RxError.argumentOutOfRange` still matches it).
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// Unknown error occurred.
    case unknown
    /// Performing an action on a disposed object.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    /// An argument is out of its allowed range; the message says which and why.
    case argumentOutOfRange(String)
    /// A sequence didn't contain any elements.
    case noElements
    /// A sequence contained more than one element.
    case moreThanOneElement
    /// Timeout error.
    case timeout

    /// A description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange(let message):
            return "Argument out of range: \(message)"
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

// The object in `disposed(object:)` is kept for identity and description only; it is
// never mutated through the error.
extension RxError: @unchecked Sendable {}
