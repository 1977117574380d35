extension ObservableType {
    /// Marks this point of the chain with `description`, for the reports of assembly
    /// tracking: an error that passes here lists `checkpoint("description")` with this
    /// file and line in its trace (`AssemblyTracking.trace(of:)`), and graphs and leak
    /// reports show the label as a stage.
    ///
    /// Events pass unchanged. With assembly tracking off (release builds by default) it
    /// returns this sequence itself and costs nothing.
    @inlinable public func checkpoint(
        _ description: String, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        let source = asObservable()
        guard _assemblyTrackingIsOn else {
            return source
        }
        // A stage of its own, so that it has a node: the source sends straight to this
        // stage's observer, through the tracing of both.
        let stage = Producer(source, entersTrampoline: false) { producer, observer, lifetime in
            producer._state._subscribe(observer, lifetime)
        }
        return stage._assembled(named: "checkpoint(\"\(description)\")", file, line)
    }
}
