/// A `BehaviorSubject` that only sends elements: it never errors or completes.
///
/// Each subscriber first receives the current value, then the elements accepted after.
/// Thread-safe: `accept` may be called from any thread; see `BehaviorSubject`.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let _subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    ///
    /// - Parameters:
    ///   - value: The current value until the first accepted element.
    ///   - file: The caller's file, recorded as the relay's site while assembly tracking is on.
    ///   - line: The caller's line.
    public init(value: Element, file: StaticString = #fileID, line: UInt = #line) {
        _subject = BehaviorSubject(value: value, unrecorded: ())
        _recordAssembly(_subject, "BehaviorRelay", file, line)
    }

    /// `BehaviorRelay.init(value:)` as a function value (`multicast(makeSubject: PublishSubject.init)`),
    /// which cannot supply the `file`/`line` defaults; a call chooses the initializer that
    /// records its site.
    @_disfavoredOverload public convenience init(value: Element) {
        self.init(value: value, file: "", line: 0)
    }

    /// The current value: the latest element accepted (or the initial value), including
    /// one accepted while a delivery is still under way; see `BehaviorSubject`.
    public var value: Element {
        _subject._latestValue
    }

    /// Makes `event` the current value and sends it to every current subscriber.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func accept(_ event: Element) {
        _subject.on(.next(event))
    }

    /// Subscribes `observer`: it receives the current value, then the following elements.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        _subject
    }
}

// Sendable when its elements are: the only state is the subject, which is thread-safe.
extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
