extension ObservableType {
    /// Writes the graph of the subscription this stage belongs to when it ends: every
    /// traced stage from the sources to the `subscribe` call, with the sites that built
    /// them and the events each passed on, as `debug` writes events.
    ///
    /// Events pass unchanged. The graph is written once per subscription, right after this
    /// stage has passed on its terminal event (`error` or `completed`), or when the
    /// subscription is disposed before one. It is the whole chain's graph, not only the
    /// part upstream of this stage: the stages downstream, other inner subscriptions of the
    /// same `flatMap`, and inner subscriptions that have ended (dashed, or marked `ended`).
    ///
    /// The graph needs assembly tracking (`AssemblyTracking.isEnabled`, on by default in
    /// debug builds). With it off, each subscription writes one line saying so, at
    /// subscribe time, and the operator passes events on without further work; so does a
    /// chain built while tracking was off.
    ///
    /// ```swift
    /// feed.flatMap(loadItems).debugGraph("feed", format: .mermaid).subscribe(...)
    /// ```
    ///
    /// - Parameters:
    ///   - label: Names this stage in the graph and in the heading written before it; nil
    ///     names it `debugGraph`.
    ///   - format: The notation: the indented tree of the leak report (`.text`, the
    ///     default), Graphviz DOT, Mermaid or SVG (`SubscriptionGraph.Format`).
    ///   - file: The calling file, for the site and the heading; leave the default.
    ///   - line: The calling line, for the site and the heading; leave the default.
    ///   - output: Receives the text, once per subscription, on the thread that ends the
    ///     subscription; standard output by default.
    /// - Returns: The source sequence, unchanged.
    @inlinable public func debugGraph(
        _ label: String? = nil,
        format: SubscriptionGraph.Format = .text,
        file: StaticString = #fileID,
        line: UInt = #line,
        output: @escaping (String) -> Void = { print($0) }
    ) -> Observable<Element> {
        let heading = DebugGraphReport.heading(label: label, file: file, line: line)
        let stage: Observable<Element> = Producer(
            (source: asObservable(), heading: heading, format: format, output: output)
        ) {
            producer, observer, lifetime in
            let state = producer._state
            guard let report = DebugGraphReport.start(heading: state.heading, format: state.format, state.output)
            else {
                state.source._subscribe(observer, lifetime)
                return
            }
            let sink = DebugGraphSink(report: report, downstream: observer, parent: lifetime)
            state.source._subscribe(EventSink { sink.on($0) }, sink)
        }
        return stage._assembled(named: label.map { "debugGraph(\"\($0)\")" } ?? "debugGraph", file, line)
    }
}

/// One `debugGraph` subscription: forwards, then has the graph written at the terminal
/// event, or at disposal before one; its lifetime is the source's.
@usableFromInline
final class DebugGraphSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _report: DebugGraphReport
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(report: DebugGraphReport, downstream: EventSink<Element>, parent: SinkDisposer) {
        _report = report
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { event in
            switch event {
            case .next:
                _downstream.on(event)
            case .error(let error):
                // Written after passing it on, so that the graph counts it on this stage's
                // edge; the reason is set first, as the stages downstream usually dispose
                // this one while it passes on.
                _report.ending("error \(error)")
                _downstream.on(event)
                _report.write()
            case .completed:
                _report.ending("completed")
                _downstream.on(event)
                _report.write()
            }
        }
    }

    @usableFromInline override func _didDispose() {
        _report.write()
    }
}

/// The graph one `debugGraph` subscription writes, and the once-only guard around it.
@usableFromInline
final class DebugGraphReport {
    // `node` and `reason` are read and written under `lock`: the terminal event and a
    // disposal may race on two threads. Not `Sendable`, as `output` is not: like every
    // operator's closure, it runs on the threads the subscription's events arrive on.
    private let heading: String
    private let format: SubscriptionGraph.Format
    private let output: (String) -> Void
    private let lock = Lock()
    private var node: TraceNode?
    private var reason = "disposed"

    private init(
        heading: String, format: SubscriptionGraph.Format, output: @escaping (String) -> Void, node: TraceNode
    ) {
        self.heading = heading
        self.format = format
        self.output = output
        self.node = node
    }

    @usableFromInline static func heading(label: String?, file: StaticString, line: UInt) -> String {
        let name = label.map { "debugGraph(\"\($0)\")" } ?? "debugGraph"
        return "\(name) at \(file):\(line)"
    }

    /// A report for the subscription being made on this thread, holding the stage running
    /// now (this `debugGraph`'s own node), and through it the stages down to the root;
    /// nil, after writing why, when the subscription is not traced.
    @usableFromInline static func start(
        heading: String, format: SubscriptionGraph.Format, _ output: @escaping (String) -> Void
    ) -> DebugGraphReport? {
        guard _assemblyTrackingIsOn else {
            output(
                "\(heading): assembly tracking is off, so there is no graph to show "
                    + "(turn it on with AssemblyTracking.isEnabled = true or RHEO_ASSEMBLY_TRACKING=1)")
            return nil
        }
        guard let node = TraceNode.current else {
            output("\(heading): this subscription is not traced (its chain was built while assembly tracking was off)")
            return nil
        }
        return DebugGraphReport(heading: heading, format: format, output: output, node: node)
    }

    /// Records that the subscription ends with `reason` (its terminal event), for the
    /// heading of the graph written next.
    @usableFromInline func ending(_ reason: String) {
        lock.withLock { self.reason = reason }
    }

    /// Writes the graph, the first time only, and lets go of the chain.
    @usableFromInline func write() {
        guard
            let (node, reason) = lock.withLock({ () -> (TraceNode, String)? in
                defer { self.node = nil }
                return self.node.map { ($0, self.reason) }
            })
        else {
            return
        }
        var root = node
        while let downstream = root.downstream {
            root = downstream
        }
        let graph = root.graph()
        // The text format's tree starts with the subscription's own line; a picture has
        // only its title to say which subscription it shows.
        let title = "\(heading): \(reason)" + (format == .text ? "" : "; " + graph.defaultTitle)
        output(graph.rendered(as: format, title: title))
    }
}
