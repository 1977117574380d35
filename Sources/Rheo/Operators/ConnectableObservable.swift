/// An observable whose subscribers share one subscription to its source, made when
/// `connect()` is called rather than when they subscribe.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source, if it is not subscribed already.
    ///
    /// - Returns: The connection; disposing it unsubscribes the source. While connected,
    ///   further calls return the same connection.
    func connect() -> Disposable
}

/// An `Observable` that shares one source subscription among its subscribers through a
/// subject, from `connect()` on; see `multicast`, `publish`, `replay` and `refCount`.
///
/// Subscribing subscribes to the subject only; the source is subscribed by `connect()`.
/// Not meant to be subclassed outside Rheo.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @usableFromInline override init() {
        super.init()
    }

    /// Subscribes the shared subject to the source, if it is not subscribed already.
    ///
    /// - Returns: The connection; disposing it unsubscribes the source. While connected,
    ///   further calls return the same connection.
    public func connect() -> Disposable {
        _abstractMethod()
    }

    /// `connect()`, handing the connection to `install` before the source is subscribed,
    /// so that the caller holds it while the source emits synchronously (`refCount`),
    /// with the generation of the subject it feeds (see `_subscribeReportingGeneration`).
    /// This default hands it over after `connect()` returns, with generation 0.
    @usableFromInline func _connect(installing install: (Disposable, UInt64) -> Void) {
        install(connect(), 0)
    }

    /// Subscribes `observer` as `_subscribe(_:_:)` does, and returns the generation of the
    /// subject it subscribed to, so that `refCount` can tell a subscriber of an ending
    /// connection's subject from one of the next subject. Generations grow with each
    /// subject a connectable makes; this default (no generations) returns 0.
    @usableFromInline func _subscribeReportingGeneration(
        _ observer: EventSink<Element>, _ lifetime: SinkDisposer
    ) -> UInt64 {
        _subscribe(observer, lifetime)
        return 0
    }
}
