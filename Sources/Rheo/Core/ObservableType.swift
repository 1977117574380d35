/// A type that can be converted to an `Observable`.
public protocol ObservableConvertibleType<Element> {
    /// The element type of the sequence.
    associatedtype Element

    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers subscribe to.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// The element type of the sequence (restated to be the primary associated type, so
    /// `some ObservableType<Int>` and `any ObservableType<Int>` can be written).
    associatedtype Element

    /// Subscribes `observer` to the sequence.
    ///
    /// - Returns: A disposable that ends the subscription: after `dispose()` returns, the
    ///   observer receives nothing more from calls on the same thread.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps a custom `ObservableType` in an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> {
        Observable.create { observer in
            self.subscribe(observer)
        }
        ._unassembled()
    }
}
