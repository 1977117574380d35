/// The base of operator sinks: a stage that owns the lifetime of its upstream subscription.
///
/// The sink *is* that lifetime (a `SinkDisposer`), and its stop flag is a bit of the
/// inherited CRheo atomic state word. A sink is created with the lifetime of the stage
/// below it and hands itself to that lifetime at once (`setSubscription`), so disposal
/// downstream reaches it immediately, even while its upstream is still inside a
/// synchronous `subscribe`.
///
/// Subclasses are final and declare their own `on(_:)` as `_on(event) { ... }`. The base
/// deliberately has no overridable per-event method: a vtable call there would run the
/// subclass's unspecialized generic code on every event.
///
/// Debug builds report reentrant or concurrent `on` calls through
/// `Hooks.contractViolationHandler`.
@usableFromInline
class ObserverBase<Element>: SinkDisposer {
    /// Creates the sink and hands it to `parent`, the lifetime of the stage below.
    @inlinable init(parent: SinkDisposer) {
        super.init()
        #if DEBUG
        // Made in its stage's code: a misuse report then names this stage.
        if _slowPath(_assemblyTrackingIsOn) {
            _tracker.recordStage()
        }
        #endif
        parent.setSubscription(self)
    }
}
