import Foundation

/// The errors Rheo's own operators emit, with RxSwift's names and cases.
///
/// `argumentOutOfRange` carries no payload, as in RxSwift. The explanation of each one Rheo
/// raises (the operator, the argument, the bad value) goes to
/// `Hooks.argumentOutOfRangeHandler` at the moment Rheo raises the error; the default
/// handler prints it to standard error, in every build configuration.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// Unknown error occurred.
    case unknown
    /// Performing an action on a disposed object.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    /// An argument is out of its allowed range. When Rheo raises it, the explanation goes to
    /// `Hooks.argumentOutOfRangeHandler`.
    case argumentOutOfRange
    /// A sequence didn't contain any elements.
    case noElements
    /// A sequence contained more than one element.
    case moreThanOneElement
    /// Timeout error.
    case timeout

    /// A description of the error, as RxSwift's.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

extension RxError: LocalizedError {
    /// The same text as `debugDescription`, for showing to users, as RxSwift's.
    public var errorDescription: String? {
        debugDescription
    }
}

extension RxError {
    /// The one way Rheo raises `argumentOutOfRange`: reports `message` through
    /// `Hooks.argumentOutOfRangeHandler`, then returns the error to send or throw.
    ///
    /// Every place in the package that produces the error calls this (a test checks the
    /// sources), so that no explanation is lost now that the case has no payload
    /// (docs/Contracts.md, G5). Out of line: bad arguments are the cold path of the
    /// `@inlinable` operators that check them. Call it with no lock held: the handler is
    /// user code (G4).
    ///
    /// - Parameter message: What was wrong, naming the operator, the argument and the bad
    ///   value, as `"take(-1): count must not be negative"`.
    /// - Returns: `RxError.argumentOutOfRange`.
    @usableFromInline @inline(never)
    package static func argumentOutOfRange(reporting message: String) -> RxError {
        Hooks.reportArgumentOutOfRange(message)
        return .argumentOutOfRange
    }
}

// The object in `disposed(object:)` is kept for identity and description only; it is
// never mutated through the error.
extension RxError: @unchecked Sendable {}
