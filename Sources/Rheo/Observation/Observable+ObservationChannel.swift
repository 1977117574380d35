#if canImport(Observation)
import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Observation.Observable where Self: AnyObject {
    /// A channel terminal for the property at `keyPath` of this `@Observable` object, to
    /// bind it both ways with `<->`: `relay <-> model.observationChannel(\.name)`.
    ///
    /// A subscriber receives the current value at once, on the subscribing thread, then
    /// every change, read on `scheduler` as `Observable.observe(on:_:)` reads (one element
    /// per change transaction), except the writes made through this terminal (no echo).
    /// A value sent into the terminal sets the property on `scheduler`. The rules of
    /// `<->` hold: the right-hand side's value wins at bind time, changes then flow both
    /// ways, and a completion or an error sent into the terminal ends it (values sent into
    /// it afterwards are dropped; the property keeps its value).
    ///
    /// Subscribe and bind on the thread the model lives on (the main thread with the
    /// default scheduler), and mutate it there: Observation notifies before a value is
    /// stored, so the re-read must run after the mutating code (see
    /// `Observable.observe(on:_:)`).
    ///
    /// The terminal holds the object weakly, as `Binder` does, so an object may keep its
    /// own bindings (in a `DisposeBag` property) without a cycle; Observation's tracking
    /// holds the subscriptions weakly too. Once the object is gone the terminal sends
    /// nothing more and drops the values sent into it; it does not complete (Observation
    /// gives no signal when an object goes away). Each access creates a new terminal.
    ///
    /// - Parameters:
    ///   - keyPath: The property to bind.
    ///   - scheduler: Where the property is set and where its changes are read. The
    ///     default is `MainScheduler.instance`.
    ///   - file: The caller's file, recorded as the terminal's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: A new terminal.
    public func observationChannel<Value>(
        _ keyPath: ReferenceWritableKeyPath<Self, Value>,
        scheduler: ImmediateSchedulerType = MainScheduler.instance,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ChannelTerminal<Value> {
        let echo = ObservationWriteEcho()
        let values = Observable<Value?>._observe(on: scheduler, echo: echo) { [weak self] in
            self?[keyPath: keyPath]
        }
        .compactMap({ $0 }, file: file, line: line)
        let write = ObservationPropertyWriter(object: self, keyPath: keyPath, echo: echo)
        return ChannelTerminal(
            property: values,
            write: { value in
                _ = scheduler.schedule(value) { value in
                    write.write(value)
                    return Disposables.create()
                }
            })
    }
}

/// Sets one property of an object through an `ObservationWriteEcho`.
final class ObservationPropertyWriter<Object: AnyObject, Value>: @unchecked Sendable {
    // @unchecked: every stored property is `let` (the weak reference is thread-safe);
    // `write` runs on the terminal's scheduler.
    private weak let object: Object?
    private let keyPath: ReferenceWritableKeyPath<Object, Value>
    private let echo: ObservationWriteEcho

    init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>, echo: ObservationWriteEcho) {
        self.object = object
        self.keyPath = keyPath
        self.echo = echo
    }

    func write(_ value: Value) {
        guard let object else { return }
        echo.write { object[keyPath: keyPath] = value }
    }
}
#endif
