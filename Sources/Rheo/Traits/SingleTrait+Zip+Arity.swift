extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Combines the elements of two `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Combines the elements of three `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2, E3>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Combines the elements of four `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Combines the elements of five `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }

    /// Combines the elements of six `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        _ source6: Single<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }

    /// Combines the elements of seven `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        _ source6: Single<E6>,
        _ source7: Single<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }

    /// Combines the elements of eight `Single`s with `resultSelector`.
    ///
    /// Fails as soon as one of them fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Single` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        _ source6: Single<E6>,
        _ source7: Single<E7>,
        _ source8: Single<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Combines the elements of two `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2>(
        _ source1: Single<E1>,
        _ source2: Single<E2>
    ) -> Single<(E1, E2)> {
        Single<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2, E3>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>
    ) -> Single<(E1, E2, E3)> {
        Single<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)> {
        Single<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>
    ) -> Single<(E1, E2, E3, E4, E5)> {
        Single<(E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of six `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        _ source6: Single<E6>
    ) -> Single<(E1, E2, E3, E4, E5, E6)> {
        Single<(E1, E2, E3, E4, E5, E6)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the elements of seven `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        _ source6: Single<E6>,
        _ source7: Single<E7>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
        Single<(E1, E2, E3, E4, E5, E6, E7)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the elements of eight `Single`s into a tuple.
    ///
    /// Fails as soon as one of them fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>,
        _ source2: Single<E2>,
        _ source3: Single<E3>,
        _ source4: Single<E4>,
        _ source5: Single<E5>,
        _ source6: Single<E6>,
        _ source7: Single<E7>,
        _ source8: Single<E8>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Single<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
