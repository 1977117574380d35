extension ControlEvent {
    /// The events as a `Signal`, as RxCocoa's `ControlEvent.asSignal()`: shared, delivered
    /// on the main scheduler, no replay.
    ///
    /// A control event never fails; if its source breaks that contract, the error is
    /// reported through `Hooks.contractViolationHandler` and the signal completes.
    ///
    /// - Returns: The signal.
    @inlinable public func asSignal(file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        _assemble("asSignal", file, line) {
            asSignal(
                onErrorRecover: { error in
                    _reportControlFailure("ControlEvent<\(Element.self)>.asSignal()", error)
                    return .empty(file: file, line: line)
                }, file: file, line: line)
        }
    }

    /// The events as a `Driver`, as RxCocoa's `ControlEvent.asDriver()`: shared, delivered
    /// on the main scheduler, the latest event replayed to new subscribers.
    ///
    /// A control event never fails; if its source breaks that contract, the error is
    /// reported through `Hooks.contractViolationHandler` and the driver completes.
    ///
    /// - Returns: The driver.
    @inlinable public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        _assemble("asDriver", file, line) {
            asDriver(
                onErrorRecover: { error in
                    _reportControlFailure("ControlEvent<\(Element.self)>.asDriver()", error)
                    return .empty(file: file, line: line)
                }, file: file, line: line)
        }
    }
}

extension ControlProperty {
    /// The property's values as a `Driver`, as RxCocoa's `ControlProperty.asDriver()`: the
    /// current value, then each edit, shared, delivered on the main scheduler, the latest
    /// value replayed to new subscribers.
    ///
    /// A control property never fails; if its source breaks that contract, the error is
    /// reported through `Hooks.contractViolationHandler` and the driver completes.
    ///
    /// - Returns: The driver.
    @inlinable public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        _assemble("asDriver", file, line) {
            asDriver(
                onErrorRecover: { error in
                    _reportControlFailure("ControlProperty<\(Element.self)>.asDriver()", error)
                    return .empty(file: file, line: line)
                }, file: file, line: line)
        }
    }
}

/// Reports that a control's sequence failed, which its contract rules out. Out of line: it
/// is the slow path of every control conversion.
@usableFromInline @inline(never) func _reportControlFailure(_ conversion: String, _ error: Swift.Error) {
    Hooks.reportContractViolation(
        "\(conversion): the control's sequence failed with \(error), which a control never does; the sequence completes instead"
    )
}
