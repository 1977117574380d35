/// A `ReplaySubject` that only sends elements: it never errors or completes.
///
/// Each subscriber first receives the buffered elements, then the elements accepted after.
/// Thread-safe: `accept` may be called from any thread; see `ReplaySubject`.
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline let _subject: ReplaySubject<Element>

    @usableFromInline init(subject: ReplaySubject<Element>) {
        _subject = subject
    }

    /// Creates a relay that replays the last `bufferSize` elements to each subscriber.
    ///
    /// - Parameter bufferSize: How many elements to replay; 0 replays none.
    /// - Returns: The relay. With a negative `bufferSize`, every subscriber receives an
    ///   `RxError.argumentOutOfRange` error event (the only way a relay can fail) and
    ///   accepted elements are ignored; RxSwift traps instead.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it has accepted.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to every current subscriber.
    ///
    /// Inlinable: the per-event path, so it is specialized for the caller's element type.
    @inlinable public func accept(_ event: Element) {
        _subject.on(.next(event))
    }

    /// Subscribes `observer`: it receives the buffered elements, then the following ones.
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
extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
