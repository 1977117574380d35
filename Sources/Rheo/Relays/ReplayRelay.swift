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
    /// - Parameters:
    ///   - bufferSize: How many elements to replay; 0 replays none.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The relay. With a negative `bufferSize`, every subscriber receives an
    ///   `RxError.argumentOutOfRange` error event (the only way a relay can fail) and
    ///   accepted elements are ignored; RxSwift traps instead.
    ///
    /// `file` and `line` are the caller's, recorded as the relay's site while assembly
    /// tracking is on.
    public static func create(bufferSize: Int, file: StaticString = #fileID, line: UInt = #line) -> ReplayRelay<Element>
    {
        ReplayRelay(
            subject: ReplaySubject._unrecorded(bufferSize: bufferSize)._recordedAssembly(
                "ReplayRelay.create", file, line))
    }

    /// Creates a relay that replays every element it has accepted.
    ///
    /// `file` and `line` are the caller's, recorded as the relay's site while assembly
    /// tracking is on.
    public static func createUnbound(file: StaticString = #fileID, line: UInt = #line) -> ReplayRelay<Element> {
        ReplayRelay(
            subject: ReplaySubject(capacity: Int.max, failure: nil)._recordedAssembly(
                "ReplayRelay.createUnbound", file, line))
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
