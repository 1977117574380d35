extension Reactive where Base: RheoControl {
    /// The control's events of the kinds in `controlEvents`, as RxCocoa's
    /// `controlEvent(_:)`.
    ///
    /// Each subscription registers a `ControlTarget` with the control (on the main queue)
    /// and removes it when disposed. Sends `()` for every event of those kinds, never an
    /// error, and completes when the control deallocates. Holds the control weakly.
    ///
    /// - Parameters:
    ///   - controlEvents: The kinds to observe; an empty set observes nothing.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A `ControlEvent` of the events.
    public func controlEvent(
        _ controlEvents: ControlEventKind, file: StaticString = #fileID, line: UInt = #line
    ) -> ControlEvent<Void> {
        _assemble("controlEvent", file, line) {
            let source = Observable<Void>.create(
                { [weak control = base] observer in
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
                }, file: file, line: line
            )
            .take(until: deallocated, file: file, line: line)
            return ControlEvent(events: source, file: file, line: line)
        }
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
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The `ControlProperty`.
    public func controlProperty<T>(
        editingEvents: ControlEventKind,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> ControlProperty<T> {
        _assemble("controlProperty(editingEvents:)", file, line) {
            let source = Observable<T>.create(
                { [weak control = base] observer in
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
                }, file: file, line: line
            )
            .take(until: deallocated, file: file, line: line)
            return ControlProperty(
                values: source, valueSink: Binder(base, binding: setter, file: file, line: line), file: file, line: line
            )
        }
    }
}
