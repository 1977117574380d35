extension InfallibleType {
    /// Combines the latest elements of a collection of sources with `resultSelector`, each
    /// time one sends, once all have sent; the rules are those of
    /// `Observable.combineLatest(_:resultSelector:)`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order. An empty collection completes at once.
    ///   - resultSelector: Forms a result from the latest element of each source. If it
    ///     throws, the error ends the sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        _assemble("combineLatest", file, line) {
            Infallible(
                raw: Observable.combineLatest(
                    collection.map { $0.asObservable() }, resultSelector: resultSelector, file: file, line: line))
        }
    }

    /// Combines the elements of a collection of sources with `resultSelector`, one element
    /// of each source per result, in order; the rules are those of
    /// `Observable.zip(_:resultSelector:, file: file, line: line)`.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order. An empty collection completes at once.
    ///   - resultSelector: Forms a result from one element of each source. If it throws, the
    ///     error ends the sequence and reaches the subscriber (see `Infallible`).
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        _assemble("zip", file, line) {
            Infallible(
                raw: Observable.zip(
                    collection.map { $0.asObservable() }, resultSelector: resultSelector, file: file, line: line))
        }
    }
}

extension InfallibleType {
    /// Combines the latest elements of a collection of sources into arrays.
    ///
    /// The rules are those of `combineLatest(_:resultSelector:)`.
    @inlinable public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        _assemble("combineLatest", file, line) {
            Infallible<[Element]>.combineLatest(collection, resultSelector: { $0 }, file: file, line: line)
        }
    }

    /// Combines the elements of a collection of sources into arrays, one element of each
    /// source per array.
    ///
    /// The rules are those of `zip(_:resultSelector:)`.
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        _assemble("zip", file, line) {
            Infallible<[Element]>.zip(collection, resultSelector: { $0 }, file: file, line: line)
        }
    }
}
