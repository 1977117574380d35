/// A `PublishSubject` that only sends elements: it never errors or completes.
///
/// Subscribers receive the elements accepted after they subscribed. Thread-safe: `accept`
/// may be called from any thread; see `PublishSubject`.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let _subject = PublishSubject<Element>(unrecorded: ())

    /// Creates a relay with no subscribers.
    ///
    /// - Parameters:
    ///   - file: The caller's file, recorded as the relay's site while assembly tracking is on.
    ///   - line: The caller's line.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        _recordAssembly(_subject, "PublishRelay", file, line)
    }

    /// `PublishRelay.init()` as a function value (`multicast(makeSubject: PublishSubject.init)`),
    /// which cannot supply the `file`/`line` defaults; a call chooses the initializer that
    /// records its site.
    @_disfavoredOverload public convenience init() {
        self.init(file: "", line: 0)
    }

    /// Sends `event` to every current subscriber.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func accept(_ event: Element) {
        _subject.on(.next(event))
    }

    /// Subscribes `observer` to the relay's elements.
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
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
