/// The elements of a sequence that share one key; what `groupBy` emits.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key
    @usableFromInline let _source: Observable<Element>

    /// Creates a group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        _source = source
    }

    /// Subscribes `observer` to the group's elements.
    ///
    /// - Returns: A disposable that ends the subscription.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _source.subscribe(observer)
    }

    /// The group as an observable.
    public func asObservable() -> Observable<Element> {
        _source
    }
}
