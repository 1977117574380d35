extension Reactive where Base: RheoControl {
    /// The control's events of the kinds in `controlEvents`, as RxCocoa's
    /// `controlEvent(_:)`.
    ///
    /// Each subscription registers a `ControlTarget` with the control (on the main queue)
    /// and removes it when disposed. Sends `()` for every event of those kinds, never an
    /// error, and completes when the control deallocates. Holds the control weakly.
    ///
    /// - Parameter controlEvents: The kinds to observe; an empty set observes nothing.
    /// - Returns: A `ControlEvent` of the events.
    public func controlEvent(_ controlEvents: ControlEventKind) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            let target = ControlTarget { _ in
                observer.on(.next(()))
            }
            control.addTarget(target, for: controlEvents)
            return Disposables.create { [weak control] in
                control?.removeTarget(target)
            }
        }
        .take(until: deallocated)
        return ControlEvent(events: source)
    }

    /// A property of the control, read with `getter` and written with `setter`, as
    /// RxCocoa's `controlProperty(editingEvents:getter:setter:)`.
    ///
    /// Its values are the current value at subscription, then `getter(control)` after each
    /// event of the kinds in `editingEvents`; they complete when the control deallocates.
    /// Its sink is a `Binder` that calls `setter` on the main scheduler while the control
    /// is alive. Holds the control weakly.
    ///
    /// - Parameters:
    ///   - editingEvents: The kinds after which the value is read again.
    ///   - getter: Reads the value; runs on the main thread.
    ///   - setter: Writes the value; runs on the main thread. Write only when the value
    ///     differs if writing resets state such as a text caret, as RxCocoa's text
    ///     properties do.
    /// - Returns: The `ControlProperty`.
    public func controlProperty<T>(
        editingEvents: ControlEventKind,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        let source = Observable<T>.create { [weak control = base] observer in
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(getter(control)))
            let target = ControlTarget { [weak control] _ in
                if let control {
                    observer.on(.next(getter(control)))
                }
            }
            control.addTarget(target, for: editingEvents)
            return Disposables.create { [weak control] in
                control?.removeTarget(target)
            }
        }
        .take(until: deallocated)
        return ControlProperty(values: source, valueSink: Binder(base, binding: setter))
    }
}
