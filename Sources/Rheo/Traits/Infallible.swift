/// A sequence that is not meant to fail: `next* completed?`.
///
/// As in RxSwift, an `Infallible` is a thin wrapper over an `Observable`, and a few ways
/// still let an error in: a closure that throws where RxSwift's may (the factory of
/// `deferred`, the closures of `distinctUntilChanged`, `do`, `take(until:)`,
/// `take(while:)`, `skip(while:)`, `withLatestFrom` and the `combineLatest`/`zip` result
/// selectors), an `Observable` given as a `take(until:)`/`skip(until:)` trigger, to
/// `concat`, or as the inner sequence of `flatMap`, `flatMapLatest`, `flatMapFirst` or
/// `concatMap`, that fails, and a bad operator argument (a negative count, or a period or
/// time span that is not positive, which gives `RxError.argumentOutOfRange`). Such an error ends the sequence like any
/// `Observable` error; every `subscribe` and `bind` reports it to
/// `Hooks.defaultErrorHandler` rather than losing it (`subscribe(_:)`'s handler, which
/// receives ``InfallibleEvent``s as in RxSwift, does not see it).
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that sends elements and may complete, but never fails.
///
/// It wraps an `Observable` that keeps that grammar; its operators are `@inlinable`
/// wrappers around the `Observable` operators, so the per-event path is specialized as
/// theirs is.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let _source: Observable<Element>

    /// Wraps `source`, which must never fail.
    @inlinable init(raw source: Observable<Element>) {
        self._source = source
    }

    /// The sequence as an `Observable`, which never sends an error.
    @inlinable public func asObservable() -> Observable<Element> {
        _source
    }
}

// Deliberately not `Sendable`, like the `Observable` it wraps: see "Sendable" in
// `Observable`'s discussion.

extension ObservableConvertibleType {
    /// The sequence as an `Infallible` that sends `element` and completes instead of
    /// failing.
    @inlinable public func asInfallible(
        onErrorJustReturn element: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("asInfallible(onErrorJustReturn:)", file, line) {
            Infallible(raw: asObservable().catchAndReturn(element, file: file, line: line))
        }
    }

    /// The sequence as an `Infallible` that continues with `infallible` instead of failing.
    @inlinable public func asInfallible(
        onErrorFallbackTo infallible: Infallible<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("asInfallible(onErrorFallbackTo:)", file, line) {
            Infallible(raw: asObservable().catch({ _ in infallible._source }, file: file, line: line))
        }
    }

    /// The sequence as an `Infallible` that continues with the sequence `onErrorRecover`
    /// returns for the error instead of failing.
    @inlinable public func asInfallible(
        onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        _assemble("asInfallible(onErrorRecover:)", file, line) {
            Infallible(raw: asObservable().catch({ onErrorRecover($0)._source }, file: file, line: line))
        }
    }
}

extension InfallibleType {
    /// Returns the sequence as an `Infallible`.
    @inlinable public func asInfallible(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("asInfallible", file, line) {
            Infallible(raw: asObservable())
        }
    }
}
