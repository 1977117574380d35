extension InfallibleType {
    /// Combines the elements of two sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of three sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of four sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of five sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of six sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of seven sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of eight sources with `resultSelector` (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of two sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of six sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the elements of seven sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the elements of eight sources into tuples (combineLatest).
    ///
    /// A result is formed from the latest element of each source, each time one sends, once all have sent; the rules are those of `Observable.combineLatest`.
    @inlinable public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}

extension InfallibleType {
    /// Combines the elements of two sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of three sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of four sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of five sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of six sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of seven sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of eight sources with `resultSelector` (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the elements of two sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1,
        _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of six sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the elements of seven sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the elements of eight sources into tuples (zip).
    ///
    /// One element of each source per result, in order; the rules are those of `Observable.zip`.
    @inlinable public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1,
        _ source2: I2,
        _ source3: I3,
        _ source4: I4,
        _ source5: I5,
        _ source6: I6,
        _ source7: I7,
        _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
