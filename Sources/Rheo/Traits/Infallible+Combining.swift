extension InfallibleType {
    /// Combines the latest elements of a collection of sources with `resultSelector`, each
    /// time one sends, once all have sent; the rules are those of
    /// `Observable.combineLatest(_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order. An empty collection completes at once.
    ///   - resultSelector: Forms a result from the latest element of each source. If it
    ///     throws, the error ends the sequence and reaches the subscriber (see `Infallible`).
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(raw: Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of a collection of sources with `resultSelector`, one element
    /// of each source per result, in order; the rules are those of
    /// `Observable.zip(_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order. An empty collection completes at once.
    ///   - resultSelector: Forms a result from one element of each source. If it throws, the
    ///     error ends the sequence and reaches the subscriber (see `Infallible`).
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

extension InfallibleType {
    /// Combines the latest elements of a collection of sources into arrays.
    ///
    /// The rules are those of `combineLatest(_:resultSelector:)`.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>.combineLatest(collection) { $0 }
    }

    /// Combines the elements of a collection of sources into arrays, one element of each
    /// source per array.
    ///
    /// The rules are those of `zip(_:resultSelector:)`.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>.zip(collection) { $0 }
    }
}
