import Foundation
import RheoTest
import RheoTestSupport
import XCTest

@testable import Rheo

#if canImport(FoundationXML)
import FoundationXML
#endif

final class SubscriptionGraphTests: RheoTestCase {
    private var trackingWasEnabled = true
    private let file = "\(#fileID)"

    override func setUp() {
        super.setUp()
        // The graphs exist only with tracking on, whatever RHEO_ASSEMBLY_TRACKING says.
        trackingWasEnabled = AssemblyTracking.isEnabled
        AssemblyTracking.isEnabled = true
    }

    override func tearDown() {
        AssemblyTracking.isEnabled = trackingWasEnabled
        super.tearDown()
    }

    /// What `chainGraph()` saw: the graph at 235, the first node id, the lines of the sites.
    private struct ChainGraph {
        let graph: SubscriptionGraph
        let mark: Int
        let mapLine: Int
        let flatMapLine: Int
        let filterLine: Int
        let subscribeLine: Int
    }

    /// `xs.map.flatMap { ys.map }.filter` subscribed at 200, its graph taken at 235, when
    /// the first inner subscription (210 to 230) has ended and the second (220 to 240) is
    /// live; disposed at 400, after which the subscription has no graph.
    private func chainGraph() -> ChainGraph {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(20)])
        let mapLine = #line + 1
        let chain = xs.map { $0 * 2 }
            .flatMap { _ in ys.map { $0 + 1 } }
            .filter { $0 > 0 }
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var graph: SubscriptionGraph?
        var graphAfterDispose: SubscriptionGraph?
        let mark = Resources.subscriptionMark
        var subscribeLine = 0
        scheduler.scheduleAt(200) {
            subscribeLine = #line + 1
            subscription = chain.subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
        }
        scheduler.scheduleAt(235) { graph = subscription.flatMap(AssemblyTracking.graph(of:)) }
        scheduler.scheduleAt(400) {
            subscription?.dispose()
            graphAfterDispose = subscription.flatMap(AssemblyTracking.graph(of:))
        }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(215, 11), .next(225, 11), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230), Subscription(220, 240)])
        XCTAssertNil(graphAfterDispose)
        return ChainGraph(
            graph: graph!, mark: mark, mapLine: mapLine, flatMapLine: mapLine + 1, filterLine: mapLine + 2,
            subscribeLine: subscribeLine)
    }

    func testDotListsEveryStageWithItsSitesAndEveryEdgeWithItsCounts() {
        let run = chainGraph()
        let m = run.mark
        // The test observables are stages too, with the site of the line that made them.
        let hot = "createHotObservable\\n\(file):\(run.mapLine - 3)"
        let cold = "createColdObservable\\n\(file):\(run.mapLine - 2)"
        let ended = "style=\"rounded,dashed\", color=gray50, fontcolor=gray50"
        let endedEdge = "style=dashed, color=gray50, fontcolor=gray50"
        XCTAssertEqual(
            run.graph.dot(),
            """
            digraph "subscription #\(m)" {
              graph [label="subscription #\(m)", labelloc=t, fontname="Helvetica"];
              node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
              edge [fontname="Helvetica", fontsize=10];
              n\(m) [label="subscribe\\n\(file):\(run.subscribeLine)", shape=ellipse];
              n\(m + 1) [label="filter\\n\(file):\(run.filterLine)"];
              n\(m + 2) [label="flatMap\\n\(file):\(run.flatMapLine)"];
              n\(m + 3) [label="map\\n\(file):\(run.mapLine)"];
              n\(m + 4) [label="\(hot)"];
              n\(m + 5) [label="map\\n\(file):\(run.flatMapLine)", \(ended)];
              n\(m + 6) [label="\(cold)", \(ended)];
              n\(m + 7) [label="map\\n\(file):\(run.flatMapLine)"];
              n\(m + 8) [label="\(cold)"];
              n\(m + 1) -> n\(m) [label="2 next"];
              n\(m + 2) -> n\(m + 1) [label="2 next"];
              n\(m + 3) -> n\(m + 2) [label="2 next"];
              n\(m + 4) -> n\(m + 3) [label="2 next"];
              n\(m + 5) -> n\(m + 2) [label="1 next, 1 completed", \(endedEdge)];
              n\(m + 6) -> n\(m + 5) [label="1 next, 1 completed", \(endedEdge)];
              n\(m + 7) -> n\(m + 2) [label="1 next"];
              n\(m + 8) -> n\(m + 7) [label="1 next"];
            }

            """)
        // The structure the text encodes, from the snapshot itself.
        XCTAssertEqual(run.graph.nodes.map(\.id).sorted(), Array(m...(m + 8)))
        XCTAssertEqual(run.graph.nodes.filter { !$0.isLive }.map(\.id).sorted(), [m + 5, m + 6])
        XCTAssertEqual(run.graph.nodes.filter(\.isSubscription).map(\.id), [m])
    }

    func testMermaidHasTheContentOfDot() {
        let run = chainGraph()
        let m = run.mark
        let hot = "createHotObservable<br/>\(file):\(run.mapLine - 3)"
        let cold = "createColdObservable<br/>\(file):\(run.mapLine - 2)"
        XCTAssertEqual(
            run.graph.mermaid(),
            """
            ---
            title: "subscription #\(m)"
            ---
            flowchart TB
              n\(m)(["subscribe<br/>\(file):\(run.subscribeLine)"])
              n\(m + 1)("filter<br/>\(file):\(run.filterLine)")
              n\(m + 2)("flatMap<br/>\(file):\(run.flatMapLine)")
              n\(m + 3)("map<br/>\(file):\(run.mapLine)")
              n\(m + 4)("\(hot)")
              n\(m + 5)("map<br/>\(file):\(run.flatMapLine)"):::ended
              n\(m + 6)("\(cold)"):::ended
              n\(m + 7)("map<br/>\(file):\(run.flatMapLine)")
              n\(m + 8)("\(cold)")
              n\(m + 1) -->|"2 next"| n\(m)
              n\(m + 2) -->|"2 next"| n\(m + 1)
              n\(m + 3) -->|"2 next"| n\(m + 2)
              n\(m + 4) -->|"2 next"| n\(m + 3)
              n\(m + 5) -.->|"1 next, 1 completed"| n\(m + 2)
              n\(m + 6) -.->|"1 next, 1 completed"| n\(m + 5)
              n\(m + 7) -->|"1 next"| n\(m + 2)
              n\(m + 8) -->|"1 next"| n\(m + 7)
              classDef ended stroke-dasharray: 5 5,stroke:#888888,color:#888888

            """)
    }

    func testSVGIsWellFormedXMLWithABoxPerNodeAndAnArrowPerEdge() throws {
        let run = chainGraph()
        let shape = try SVGShape(run.graph.svg())
        XCTAssertEqual(shape.root, "svg")
        XCTAssertEqual(
            shape.rootAttributes["viewBox"], "0 0 \(shape.rootAttributes["width"]!) \(shape.rootAttributes["height"]!)")
        XCTAssertGreaterThan(Double(shape.rootAttributes["width"]!)!, 0)
        XCTAssertEqual(shape.groupIDs.sorted(), run.graph.nodes.map { "n\($0.id)" }.sorted())
        XCTAssertEqual(shape.dashedRects, 2, "the ended inner map and its source")
        XCTAssertEqual(shape.lines, run.graph.edges.count)
        XCTAssertTrue(shape.texts.contains("\(file):\(run.flatMapLine)"))
        XCTAssertTrue(shape.texts.contains("1 next, 1 completed"))
        XCTAssertEqual(shape.texts.filter { $0 == "2 next" }.count, 4)
    }

    func testSVGLayersPutTheRootAtTheBottomAndInnerSubscriptionsSideBySide() throws {
        let run = chainGraph()
        let m = run.mark
        let boxes = try SVGShape(run.graph.svg()).boxes
        // One layer per edge from the root, upstream higher up.
        for (lower, upper) in [(m, m + 1), (m + 1, m + 2), (m + 2, m + 3), (m + 3, m + 4)] {
            XCTAssertLessThan(boxes[upper]!.y, boxes[lower]!.y, "n\(upper) above n\(lower)")
        }
        // The three inner-or-outer sources of flatMap share a layer, left to right by id.
        XCTAssertEqual(Set([m + 3, m + 5, m + 7].map { boxes[$0]!.y }).count, 1)
        XCTAssertLessThan(boxes[m + 3]!.x, boxes[m + 5]!.x)
        XCTAssertLessThan(boxes[m + 5]!.x + boxes[m + 5]!.width, boxes[m + 7]!.x)
    }

    func testLabelsAreEscapedForEachFormat() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var subscription: Disposable?
        var graph: SubscriptionGraph?
        scheduler.scheduleAt(200) {
            subscription = xs.checkpoint(#"say "hi" \ <&> #1"#).subscribe(onNext: { _ in })
        }
        scheduler.scheduleAt(220) { graph = AssemblyTracking.graph(of: subscription!) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()

        let dot = graph!.dot(title: #"a "title" \"#)
        XCTAssertTrue(dot.contains(#"label="checkpoint(\"say \"hi\" \\ <&> #1\")\n"#), dot)
        XCTAssertTrue(dot.contains(#"graph [label="a \"title\" \\""#), dot)
        let mermaid = graph!.mermaid(title: #"a "title" \"#)
        XCTAssertTrue(
            mermaid.contains(#"("checkpoint(#quot;say #quot;hi#quot; \ #lt;#amp;#gt; #35;1#quot;)<br/>"#), mermaid)
        XCTAssertTrue(mermaid.contains(#"title: "a \"title\" \\""#), mermaid)
        let svg = graph!.svg(title: "<a & b>")
        XCTAssertTrue(svg.contains("checkpoint(&quot;say &quot;hi&quot; \\ &lt;&amp;&gt; #1&quot;)"), svg)
        let shape = try SVGShape(svg)
        XCTAssertTrue(shape.texts.contains(#"checkpoint("say "hi" \ <&> #1")"#))
        XCTAssertTrue(shape.texts.contains("<a & b>"))
    }

    func testRenderedAsEachFormat() {
        let run = chainGraph()
        XCTAssertEqual(run.graph.rendered(as: .text), run.graph.description)
        XCTAssertEqual(run.graph.rendered(as: .text, title: "t"), "t\n" + run.graph.description)
        XCTAssertEqual(run.graph.rendered(as: .dot), run.graph.dot())
        XCTAssertEqual(run.graph.rendered(as: .mermaid, title: "t"), run.graph.mermaid(title: "t"))
        XCTAssertEqual(run.graph.rendered(as: .svg), run.graph.svg())
    }

    // MARK: debugGraph

    func testDebugGraphWritesTheWholeChainOnceAfterPassingOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let written = Collected<String>()
        let mapLine = #line + 1
        let chain = xs.map { $0 + 1 }
            .debugGraph("d", output: { written.append($0) })
            .filter { $0 > 2 }
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var writtenBefore: [String] = ["not checked"]
        var subscribeLine = 0
        scheduler.scheduleAt(200) {
            subscribeLine = #line + 1
            subscription = chain.subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
        }
        scheduler.scheduleAt(299) { writtenBefore = written.take() }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(writtenBefore, [])
        let output = written.take()
        XCTAssertEqual(output.count, 1, "one graph, at completion; none at the disposal after it")
        let lines = output.first?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        XCTAssertEqual(lines.first, #"debugGraph("d") at \#(file):\#(mapLine + 1): completed"#)
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("subscription #") == true, "\(lines)")
        // The counts include the completion this stage passed on before writing.
        XCTAssertEqual(
            Array(lines.dropFirst(2)),
            [
                "subscribe at \(file):\(subscribeLine)",
                "  <- filter at \(file):\(mapLine + 2) [1 next, 0 error, 1 completed]",
                #"    <- debugGraph("d") at \#(file):\#(mapLine + 1) [2 next, 0 error, 1 completed]"#,
                "      <- map at \(file):\(mapLine) [2 next, 0 error, 1 completed]",
                "        <- createHotObservable at \(file):\(mapLine - 3) [2 next, 0 error, 1 completed]",
            ])
    }

    func testDebugGraphWritesAtDisposalBeforeATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let written = Collected<String>()
        let res = scheduler.start(disposed: 250) {
            xs.debugGraph(format: .dot, output: { written.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        let output = written.take()
        XCTAssertEqual(output.count, 1)
        let dot = output.first ?? ""
        XCTAssertTrue(dot.hasPrefix("digraph \"subscription #"), dot)
        XCTAssertTrue(dot.contains("debugGraph at \(file):"), dot)
        XCTAssertTrue(dot.contains(": disposed; subscription #"), dot)
        // Disposal has reached the source when the graph is written: its stage has ended.
        XCTAssertTrue(dot.contains("[label=\"1 next\", style=dashed"), dot)
    }

    func testDebugGraphWritesAtAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(7))])
        let written = Collected<String>()
        let res = scheduler.start {
            xs.debugGraph("e", format: .mermaid, output: { written.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(7))])
        let output = written.take()
        XCTAssertEqual(output.count, 1)
        let mermaid = output.first ?? ""
        XCTAssertTrue(mermaid.contains(#": error TestError(id: 7); subscription #"#), mermaid)
        XCTAssertTrue(mermaid.contains(#"|"1 next, 1 error"|"#), mermaid)
    }

    func testDebugGraphWithTrackingOffWritesOneLineAndPassesEventsOn() {
        AssemblyTracking.isEnabled = false
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let written = Collected<String>()
        let line = #line + 1
        let res = scheduler.start { xs.debugGraph("off", output: { written.append($0) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(
            written.take(),
            [
                #"debugGraph("off") at \#(file):\#(line): assembly tracking is off, so there is no graph to show "#
                    + "(turn it on with AssemblyTracking.isEnabled = true or RHEO_ASSEMBLY_TRACKING=1)"
            ])
    }

    // MARK: Resources inventory

    func testLiveSubscriptionsListsALiveSubscriptionUntilItIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let mark = Resources.subscriptionMark
        var subscription: Disposable?
        var live: [SubscriptionGraph] = []
        var report = ""
        var allLive: [Int] = []
        var liveAfterDispose: [SubscriptionGraph] = []
        var allLiveAfterDispose: [Int] = []
        var reportAfterDispose = ""
        let line = #line + 2
        scheduler.scheduleAt(200) {
            subscription = xs.map { $0 }.subscribe(onNext: { _ in })
        }
        scheduler.scheduleAt(250) {
            live = Resources.liveSubscriptions(since: mark)
            report = Resources.liveSubscriptionsReport(since: mark)
            allLive = Resources.liveSubscriptions.map(\.root.id)
        }
        scheduler.scheduleAt(300) {
            subscription?.dispose()
            liveAfterDispose = Resources.liveSubscriptions(since: mark)
            reportAfterDispose = Resources.liveSubscriptionsReport(since: mark)
            allLiveAfterDispose = Resources.liveSubscriptions.map(\.root.id)
        }
        scheduler.start()

        XCTAssertEqual(live.map(\.root.id), [mark])
        XCTAssertEqual(live.first?.root.sites, [AssemblySite("subscribe", file: file, line: UInt(line))])
        XCTAssertEqual(live.first?.edges.first { $0.to == mark }?.elements, 1)
        XCTAssertTrue(allLive.contains(mark))
        XCTAssertFalse(allLiveAfterDispose.contains(mark))
        XCTAssertEqual(report, live.first?.description)
        XCTAssertEqual(liveAfterDispose.count, 0)
        XCTAssertEqual(reportAfterDispose, "No live traced subscriptions made since mark \(mark).")
    }

    func testLiveSubscriptionsReportSaysWhenTrackingIsOff() {
        AssemblyTracking.isEnabled = false
        let mark = Resources.subscriptionMark
        XCTAssertEqual(
            Resources.liveSubscriptionsReport(since: mark),
            "Assembly tracking is off, so subscriptions made while it is off are not traced and not listed "
                + "(turn it on with AssemblyTracking.isEnabled = true or RHEO_ASSEMBLY_TRACKING=1).\n\n"
                + "No live traced subscriptions made since mark \(mark).")
    }
}

/// What the SVG tests read back from a document: parsing it proves it well-formed.
private final class SVGShape: NSObject, XMLParserDelegate {
    struct Box {
        let x: Double
        let y: Double
        let width: Double
    }

    var root = ""
    var rootAttributes: [String: String] = [:]
    var groupIDs: [String] = []
    var dashedRects = 0
    var lines = 0
    var texts: [String] = []
    var boxes: [Int: Box] = [:]
    private var group: Int?
    private var text: String?

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() {
            throw parser.parserError ?? NSError(domain: "SVGShape", code: 1)
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root.isEmpty {
            root = name
            rootAttributes = attributes
        }
        switch name {
        case "g":
            if let id = attributes["id"] {
                groupIDs.append(id)
                group = Int(id.dropFirst())
            }
        case "rect" where attributes["stroke-dasharray"] != nil:
            dashedRects += 1
            fallthrough
        case "rect":
            if let group, let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
                let width = attributes["width"].flatMap(Double.init)
            {
                boxes[group] = Box(x: x, y: y, width: width)
            }
        case "line":
            lines += 1
        case "text":
            text = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "text":
            texts.append(text ?? "")
            text = nil
        case "g":
            group = nil
        default:
            break
        }
    }
}
