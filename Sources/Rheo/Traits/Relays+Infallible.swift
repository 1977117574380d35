extension PublishRelay {
    /// The relay as an `Infallible`: every element accepted after subscription. A relay
    /// never fails or completes, so nothing is lost in the conversion.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("asInfallible", file, line) {
            Infallible(raw: asObservable())
        }
    }
}

extension BehaviorRelay {
    /// The relay as an `Infallible`: its current value on subscription, then every accepted
    /// element. A relay never fails or completes.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("asInfallible", file, line) {
            Infallible(raw: asObservable())
        }
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the buffered elements on subscription, then every
    /// accepted element. A relay never fails or completes.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        _assemble("asInfallible", file, line) {
            Infallible(raw: asObservable())
        }
    }
}
