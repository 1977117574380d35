import Foundation

/// Lays out and draws a `SubscriptionGraph` as SVG (`SubscriptionGraph.svg()`).
///
/// The layout is a tidy tree: every stage has one downstream stage, so the graph is a tree
/// with the root at the bottom. Each subtree gets a span as wide as its own box or as its
/// children's spans side by side, whichever is wider; a box is centred over its span, and
/// layer `d` (the stages `d` edges upstream of the root) sits `d` layers above the root.
/// Text widths are estimated from character counts (no font metrics are available without
/// a dependency), generously, so labels stay inside their boxes.
struct SVGLayout {
    private struct Box {
        let node: SubscriptionGraph.Node
        let lines: [String]
        let width: Double
        let height: Double
        var depth = 0
        var span = 0.0
        var centerX = 0.0
    }

    private let graph: SubscriptionGraph
    private var boxes: [Int: Box] = [:]
    private var children: [Int: [SubscriptionGraph.Edge]] = [:]

    private static let nameCharacterWidth = 7.4  // 12 px bold sans, wide glyphs
    private static let fileCharacterWidth = 6.7  // 11 px monospace
    private static let lineHeight = 15.0
    private static let paddingX = 10.0
    private static let paddingY = 8.0
    private static let siblingGap = 24.0
    private static let layerGap = 64.0
    private static let margin = 16.0
    private static let top = 64.0

    init(_ graph: SubscriptionGraph) {
        self.graph = graph
        for node in graph.nodesInOrder {
            let lines = graph.labelLines(node)
            let width =
                lines.enumerated().map { index, line in
                    Double(line.count) * (index % 2 == 0 ? SVGLayout.nameCharacterWidth : SVGLayout.fileCharacterWidth)
                }.max() ?? 0
            boxes[node.id] = Box(
                node: node, lines: lines, width: (width + 2 * SVGLayout.paddingX).rounded(.up),
                height: Double(lines.count) * SVGLayout.lineHeight + 2 * SVGLayout.paddingY)
        }
        for edge in graph.edgesInOrder where boxes[edge.from] != nil && boxes[edge.to] != nil {
            children[edge.to, default: []].append(edge)
        }
        measure(graph.root.id, depth: 0, visited: [])
        place(graph.root.id, left: SVGLayout.margin)
    }

    /// Sets the depth and span of `id`'s subtree. `visited` guards against a malformed
    /// graph with a cycle, which a snapshot never has.
    private mutating func measure(_ id: Int, depth: Int, visited: Set<Int>) {
        guard var box = boxes[id], !visited.contains(id) else {
            return
        }
        let path = visited.union([id])
        var childrenSpan = 0.0
        let upstream = (children[id] ?? []).filter { !path.contains($0.from) }
        for edge in upstream {
            measure(edge.from, depth: depth + 1, visited: path)
            childrenSpan += boxes[edge.from]?.span ?? 0
        }
        childrenSpan += Double(max(0, upstream.count - 1)) * SVGLayout.siblingGap
        box.depth = depth
        box.span = max(box.width, childrenSpan)
        boxes[id] = box
        children[id] = upstream
    }

    private mutating func place(_ id: Int, left: Double) {
        guard var box = boxes[id] else {
            return
        }
        box.centerX = left + box.span / 2
        boxes[id] = box
        let upstream = children[id] ?? []
        let childrenSpan =
            upstream.reduce(0) { $0 + (boxes[$1.from]?.span ?? 0) }
            + Double(max(0, upstream.count - 1)) * SVGLayout.siblingGap
        var x = left + (box.span - childrenSpan) / 2
        for edge in upstream {
            place(edge.from, left: x)
            x += (boxes[edge.from]?.span ?? 0) + SVGLayout.siblingGap
        }
    }

    func render(title: String, note: String?) -> String {
        let placed = boxes.values.filter { $0.span > 0 }
        let maxDepth = placed.map(\.depth).max() ?? 0
        let layerHeight = (placed.map(\.height).max() ?? 0) + SVGLayout.layerGap
        let bandHeight = layerHeight - SVGLayout.layerGap
        func top(of box: Box) -> Double {
            SVGLayout.top + Double(maxDepth - box.depth) * layerHeight + (bandHeight - box.height) / 2
        }
        let titleWidth = Double(title.count) * 8.4 + 2 * SVGLayout.margin
        let width = max(
            (boxes[graph.root.id]?.span ?? 0) + 2 * SVGLayout.margin, titleWidth, 240
        ).rounded(.up)
        let height = (SVGLayout.top + Double(maxDepth) * layerHeight + bandHeight + SVGLayout.margin).rounded(.up)

        var svg: [String] = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(number(width)) \(number(height))\" "
                + "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
            "<text x=\"\(number(SVGLayout.margin))\" y=\"26\" font-size=\"14\" font-weight=\"bold\">"
                + "\(xmlEscaped(title))</text>",
            "<text x=\"\(number(SVGLayout.margin))\" y=\"44\" fill=\"#555555\" font-size=\"11\">"
                + "arrows point downstream, labelled with the events passed; dashed: ended"
                + "\(note.map { "; " + xmlEscaped($0) } ?? "")</text>",
        ]

        // Arrows first, so boxes cover their ends.
        for (downstreamID, upstream) in children.sorted(by: { $0.key < $1.key }) {
            guard let downstream = boxes[downstreamID] else {
                continue
            }
            for edge in upstream {
                guard let source = boxes[edge.from] else {
                    continue
                }
                let ended = !source.node.isLive
                let color = ended ? "#9e9e9e" : "#37474f"
                let x1 = source.centerX
                let y1 = top(of: source) + source.height
                let x2 = downstream.centerX
                let y2 = top(of: downstream) - 1
                // The head: a triangle along the line's direction, its tip on the box.
                let length = max(1, ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot())
                let (ux, uy) = ((x2 - x1) / length, (y2 - y1) / length)
                let (bx, by) = (x2 - 9 * ux, y2 - 9 * uy)
                svg.append("<g>")
                svg.append(
                    "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(bx))\" y2=\"\(number(by))\" "
                        + "stroke=\"\(color)\" stroke-width=\"1.5\"\(ended ? " stroke-dasharray=\"5 4\"" : "")/>")
                svg.append(
                    "<path d=\"M\(number(x2)),\(number(y2))L\(number(bx - 4.5 * uy)),\(number(by + 4.5 * ux))"
                        + "L\(number(bx + 4.5 * uy)),\(number(by - 4.5 * ux))z\" fill=\"\(color)\"/>")
                // The count sits near the upstream end, where sibling arrows are still apart.
                let (lx, ly) = (x1 + (x2 - x1) * 0.3, y1 + (y2 - y1) * 0.3)
                svg.append(
                    "<text x=\"\(number(lx + 6))\" y=\"\(number(ly + 4))\" font-size=\"10\" fill=\"\(color)\">"
                        + "\(xmlEscaped(graph.countsText(edge)))</text>")
                svg.append("</g>")
            }
        }

        for box in graph.nodesInOrder.compactMap({ boxes[$0.id] }) where box.span > 0 {
            let node = box.node
            let x = box.centerX - box.width / 2
            let y = top(of: box)
            let stroke = node.isLive ? "#37474f" : "#9e9e9e"
            let fill =
                node.isSubscription ? (node.isLive ? "#e3f2fd" : "#f5f5f5") : (node.isLive ? "#fffde7" : "#fafafa")
            let radius = node.isSubscription ? box.height / 2 : 6
            svg.append("<g id=\"n\(node.id)\">")
            svg.append("<title>\(xmlEscaped(tooltip(node)))</title>")
            svg.append(
                "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(box.width))\" "
                    + "height=\"\(number(box.height))\" rx=\"\(number(radius))\" fill=\"\(fill)\" stroke=\"\(stroke)\" "
                    + "stroke-width=\"1.5\"\(node.isLive ? "" : " stroke-dasharray=\"5 4\"")/>")
            for (index, line) in box.lines.enumerated() {
                let lineY = y + SVGLayout.paddingY + Double(index) * SVGLayout.lineHeight + 11.5
                let style =
                    index % 2 == 0
                    ? "font-weight=\"bold\""
                    : "font-size=\"11\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""
                svg.append(
                    "<text x=\"\(number(box.centerX))\" y=\"\(number(lineY))\" text-anchor=\"middle\" "
                        + "fill=\"\(node.isLive ? "#212121" : "#757575")\" \(style)>\(xmlEscaped(line))</text>")
            }
            svg.append("</g>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func tooltip(_ node: SubscriptionGraph.Node) -> String {
        let kind = node.isSubscription ? "subscription" : "stage"
        let sites = node.sites.map(\.description).joined(separator: ", then ")
        return "\(kind) #\(node.id): \(sites) (\(node.isLive ? "live" : "ended"))"
    }

    /// `12`, `12.5`: at most one decimal, none when whole.
    private func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() {
            return String(Int(rounded))
        }
        return String(format: "%.1f", rounded)
    }
}
