// `zip` on shared sequences: collections and arities 2...8, as RxCocoa has them. Result
// selectors cannot throw: a shared sequence never fails.

extension SharedSequence {
    /// Combines the elements of the shared sequences of `collection` with
    /// `resultSelector`, one element of each per result, in order.
    ///
    /// - Parameters:
    ///   - collection: The shared sequences.
    ///   - resultSelector: Forms a result from one element of each, in the collection's
    ///     order. It cannot throw (RxCocoa's can, which would fail a shared sequence).
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of the shared sequences of `collection` into arrays, one
    /// element of each per array, in order.
    ///
    /// - Parameter collection: The shared sequences.
    /// - Returns: The shared sequence of arrays.
    @inlinable public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable<Element>.zip(collection.map { $0.asObservable() }))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - source6: The sixth shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - source6: The sixth shared sequence.
    ///   - source7: The seventh shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Combines one element of each shared sequence, in order, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - source6: The sixth shared sequence.
    ///   - source7: The seventh shared sequence.
    ///   - source8: The eighth shared sequence.
    ///   - resultSelector: Forms a result; it cannot throw.
    /// - Returns: The shared sequence of results.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy, SharingStrategy == O8.SharingStrategy {
        SharedSequence(Observable<Element>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element == Any {
    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable()))
    }

    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable()))
    }

    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable()))
    }

    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable()))
    }

    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - source6: The sixth shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable()))
    }

    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - source6: The sixth shared sequence.
    ///   - source7: The seventh shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable()))
    }

    /// Combines one element of each shared sequence, in order, into tuples.
    ///
    /// - Parameters:
    ///   - source1: The first shared sequence.
    ///   - source2: The second shared sequence.
    ///   - source3: The third shared sequence.
    ///   - source4: The fourth shared sequence.
    ///   - source5: The fifth shared sequence.
    ///   - source6: The sixth shared sequence.
    ///   - source7: The seventh shared sequence.
    ///   - source8: The eighth shared sequence.
    /// - Returns: The shared sequence of tuples.
    @inlinable public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy, SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy, SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy, SharingStrategy == O7.SharingStrategy, SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(Observable<Any>.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable()))
    }
}
