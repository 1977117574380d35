/// Errors of RxCocoa, with RxCocoa's cases and payloads.
///
/// Rheo throws none of these, on any platform: they come from RxCocoa's KVO, swizzling and
/// data-source code, which Rheo does not have on Darwin either. The type is here so that code
/// moving from RxCocoa that builds or matches them compiles unchanged.
///
/// Sendable: declared `@unchecked`, as every `Error` must be `Sendable` and RxCocoa's payloads
/// are `Any`. The payloads are only read, for matching and for `debugDescription`; an error
/// carrying a non-thread-safe object must not be used to mutate that object from another
/// thread.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error occurred.
    case unknown
    /// An invalid operation was attempted on `object`.
    case invalidOperation(object: Any)
    /// The items of `object` were requested before being bound to the user interface.
    case itemsNotYetBound(object: Any)
    /// `object` has no property named `propertyName` (an invalid KVO path).
    case invalidPropertyName(object: Any, propertyName: String)
    /// `object`, found as `propertyName` of `sourceObject` on a key path, cannot be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// A method could not be swizzled.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// A description of the error, for debugging; the same text as RxCocoa's.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .invalidOperation(let object):
            "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .invalidPropertyName(let object, let propertyName):
            "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            "Error during swizzling."
        case .castingError(let object, let targetType):
            "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
