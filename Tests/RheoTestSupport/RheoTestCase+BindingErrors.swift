import Rheo

extension RheoTestCase {
    /// Runs `body` with `Hooks.bindingErrorHandler` collecting the reports (binding
    /// description, error), and returns them. Without it a binding error stops a debug
    /// test process, as the default handler does.
    public func captureBindingErrors(_ body: () throws -> Void) rethrows -> [(binding: String, error: Swift.Error)] {
        let collected = Collected<(binding: String, error: Swift.Error)>()
        let previous = Hooks.bindingErrorHandler
        Hooks.bindingErrorHandler = { binding, error in collected.append((binding, error)) }
        defer { Hooks.bindingErrorHandler = previous }
        try body()
        return collected.values
    }
}
