import Rheo

/// Events compare equal when they are the same case with equal payloads, so that
/// `XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])` works.
///
/// Two errors are equal when they have the same dynamic type and then, if that type is
/// `Equatable`, when `==` says so (an `NSError` compares its domain, code and user info),
/// otherwise when their descriptions (`String(describing:)`) match. RxTest compares
/// descriptions only on Linux, and NSError domain, code and description on Apple
/// platforms; Rheo uses one rule on every platform, and it is stricter than RxTest's only
/// where two errors of different types happen to describe themselves alike.
extension Event: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal payloads (see the type's note on
    /// errors).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let lhs), .next(let rhs)):
            return lhs == rhs
        case (.error(let lhs), .error(let rhs)):
            return errorsAreEqual(lhs, rhs)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

/// `MaybeEvent`s compare equal when they are the same case with equal payloads, as RxTest
/// makes them; errors compare as `Event`'s do.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal payloads (errors compare as
    /// `Event`'s do).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let lhs), .success(let rhs)):
            return lhs == rhs
        case (.error(let lhs), .error(let rhs)):
            return errorsAreEqual(lhs, rhs)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

/// `CompletableEvent`s compare equal when they are the same case, with equal errors, as
/// RxTest makes them; errors compare as `Event`'s do.
extension CompletableEvent: Equatable {
    /// Whether both events are the same case, with equal errors (errors compare as
    /// `Event`'s do).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let lhs), .error(let rhs)):
            return errorsAreEqual(lhs, rhs)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

/// The equality of `SingleEvent`s in `XCTAssertEqual`: a `SingleEvent` is a `Result` whose
/// failure is any `Error`, which cannot be `Equatable`, so, as in RxTest, only the
/// assertion compares them. Errors compare as `Event`'s do.
func singleEventsAreEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)):
        return lhs == rhs
    case (.failure(let lhs), .failure(let rhs)):
        return errorsAreEqual(lhs, rhs)
    default:
        return false
    }
}

/// The error equality of test events: same dynamic type, then `==` if the type is
/// `Equatable`, else equal descriptions.
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else {
        return false
    }
    // Cast through `Any`: the compiler wrongly deems a direct `any Error` to `any Equatable`
    // cast always successful and warns, though it fails at run time for most errors.
    if let lhs = (lhs as Any) as? any Equatable {
        return lhs.isEqual(toAny: rhs)
    }
    return String(describing: lhs) == String(describing: rhs)
}

extension Equatable {
    // Opens the existential: `==` needs both sides as the same concrete type.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
