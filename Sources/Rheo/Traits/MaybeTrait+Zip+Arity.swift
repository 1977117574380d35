extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Combines the elements of two `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Combines the elements of three `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Combines the elements of four `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Combines the elements of five `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }

    /// Combines the elements of six `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        _ source6: Maybe<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }

    /// Combines the elements of seven `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        _ source6: Maybe<E6>,
        _ source7: Maybe<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }

    /// Combines the elements of eight `Maybe`s with `resultSelector`.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    ///
    /// - Parameter resultSelector: If it throws, the `Maybe` fails with that error.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        _ source6: Maybe<E6>,
        _ source7: Maybe<E7>,
        _ source8: Maybe<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Combines the elements of two `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>
    ) -> Maybe<(E1, E2)> {
        Maybe<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of three `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>
    ) -> Maybe<(E1, E2, E3)> {
        Maybe<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of four `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>
    ) -> Maybe<(E1, E2, E3, E4)> {
        Maybe<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of five `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>
    ) -> Maybe<(E1, E2, E3, E4, E5)> {
        Maybe<(E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of six `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        _ source6: Maybe<E6>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
        Maybe<(E1, E2, E3, E4, E5, E6)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the elements of seven `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        _ source6: Maybe<E6>,
        _ source7: Maybe<E7>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
        Maybe<(E1, E2, E3, E4, E5, E6, E7)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the elements of eight `Maybe`s into a tuple.
    ///
    /// Completes empty as soon as one of them completes empty; fails as soon as one fails.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>,
        _ source2: Maybe<E2>,
        _ source3: Maybe<E3>,
        _ source4: Maybe<E4>,
        _ source5: Maybe<E5>,
        _ source6: Maybe<E6>,
        _ source7: Maybe<E7>,
        _ source8: Maybe<E8>
    ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
