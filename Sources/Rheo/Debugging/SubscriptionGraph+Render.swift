import Foundation

extension SubscriptionGraph {
    /// A way to write a graph down: what `rendered(as:)` and `debugGraph` produce.
    public enum Format: Sendable, Hashable, CaseIterable {
        /// The indented tree of `description`, as the leak report prints it.
        case text
        /// Graphviz DOT (`dot()`): `dot -Tsvg graph.dot > graph.svg` draws it.
        case dot
        /// A Mermaid flowchart (`mermaid()`): GitHub and most Markdown viewers draw it.
        case mermaid
        /// A self-contained SVG document drawn by Rheo (`svg()`).
        case svg
    }

    /// The graph written in `format`.
    ///
    /// - Parameters:
    ///   - format: The notation.
    ///   - title: A heading for the picture; nil names the subscription and its holder.
    ///     `.text` puts it on a line of its own before the tree.
    /// - Returns: The text of the graph.
    public func rendered(as format: Format, title: String? = nil) -> String {
        switch format {
        case .text:
            return title.map { $0 + "\n" + description } ?? description
        case .dot:
            return dot(title: title)
        case .mermaid:
            return mermaid(title: title)
        case .svg:
            return svg(title: title)
        }
    }

    /// The graph as a Graphviz DOT digraph.
    ///
    /// One node per stage, `n` followed by its id, labelled with each site's operator name
    /// and `file:line`; the subscription call is an ellipse, operators are rounded boxes,
    /// and stages whose subscription has ended are dashed and grey. One edge per pair of
    /// stages, from upstream to downstream, labelled with the events passed (`3 next,
    /// 1 error`). Nodes and edges are listed by id, so the text of a graph is stable and
    /// two snapshots diff line by line.
    ///
    /// - Parameter title: The graph's label; nil names the subscription and its holder.
    /// - Returns: The DOT text, ending with a newline.
    public func dot(title: String? = nil) -> String {
        let byID = nodesByID
        var lines = [
            "digraph \"subscription #\(root.id)\" {",
            "  graph [label=\"\(dotEscaped(title ?? defaultTitle))\", labelloc=t, fontname=\"Helvetica\"];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for node in nodesInOrder {
            var attributes = ["label=\"\(labelLines(node).map(dotEscaped).joined(separator: "\\n"))\""]
            if node.isSubscription {
                attributes.append("shape=ellipse")
            }
            if !node.isLive {
                attributes.append(node.isSubscription ? "style=dashed" : "style=\"rounded,dashed\"")
                attributes.append("color=gray50, fontcolor=gray50")
            }
            lines.append("  n\(node.id) [\(attributes.joined(separator: ", "))];")
        }
        for edge in edgesInOrder {
            var attributes = ["label=\"\(dotEscaped(countsText(edge)))\""]
            if byID[edge.from]?.isLive == false {
                attributes.append("style=dashed, color=gray50, fontcolor=gray50")
            }
            lines.append("  n\(edge.from) -> n\(edge.to) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph as a Mermaid flowchart, with the content of `dot()`.
    ///
    /// Upstream stages are drawn above the stages they send to (`flowchart TB`). Nodes are
    /// `n` followed by their id; the subscription call is a stadium, operators are rounded
    /// boxes, and ended stages have the class `ended` (dashed, grey), as do the edges from
    /// them (dotted arrows). Labels are quoted, with Mermaid's entity codes for the
    /// characters its parser or its HTML labels would take as syntax.
    ///
    /// - Parameter title: The chart's title; nil names the subscription and its holder.
    /// - Returns: The Mermaid text, ending with a newline.
    public func mermaid(title: String? = nil) -> String {
        let byID = nodesByID
        var lines = [
            "---",
            "title: \"\(yamlEscaped(title ?? defaultTitle))\"",
            "---",
            "flowchart TB",
        ]
        for node in nodesInOrder {
            let label = "\"" + labelLines(node).map(mermaidEscaped).joined(separator: "<br/>") + "\""
            let shape = node.isSubscription ? "([\(label)])" : "(\(label))"
            lines.append("  n\(node.id)\(shape)\(node.isLive ? "" : ":::ended")")
        }
        for edge in edgesInOrder {
            let arrow = byID[edge.from]?.isLive == false ? "-.->" : "-->"
            lines.append("  n\(edge.from) \(arrow)|\"\(mermaidEscaped(countsText(edge)))\"| n\(edge.to)")
        }
        lines.append("  classDef ended stroke-dasharray: 5 5,stroke:#888888,color:#888888")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph as an SVG document that Rheo lays out and draws itself.
    ///
    /// A layered picture: the root at the bottom, each upstream stage one layer higher,
    /// the inner subscriptions of a stage side by side above it, each stage centred over
    /// the stages that send to it. Boxes carry the labels of `dot()` (the subscription call
    /// a pill, ended stages dashed and grey); arrows point downstream with the events
    /// passed written beside them; hovering a box shows its sites and state. Nothing
    /// external is referenced, so any browser shows the file as it is.
    ///
    /// - Parameter title: The heading; nil names the subscription and its holder.
    /// - Returns: The SVG text, ending with a newline.
    public func svg(title: String? = nil) -> String {
        SVGLayout(self).render(title: title ?? defaultTitle, note: endedNote)
    }

    // MARK: Shared pieces

    /// Names the subscription and what holds it; ages are left out so that a picture of
    /// the same state renders the same.
    var defaultTitle: String {
        var text = "subscription #\(root.id)"
        if let holder {
            text += ", held by \(holder)"
        }
        if let endedNote {
            text += " " + endedNote
        }
        return text
    }

    var endedNote: String? {
        endedNotShown > 0 ? "(\(endedNotShown) older ended inner subscriptions not shown)" : nil
    }

    var nodesInOrder: [Node] {
        nodes.sorted { $0.id < $1.id }
    }

    var edgesInOrder: [Edge] {
        edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    var nodesByID: [Int: Node] {
        Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each site's name, then its `file:line`.
    func labelLines(_ node: Node) -> [String] {
        if node.sites.isEmpty {
            return ["stage #\(node.id)"]
        }
        return node.sites.flatMap { [$0.name, "\($0.file):\($0.line)"] }
    }

    /// `3 next, 1 error`: the kinds of events the edge passed, `no events` for none.
    func countsText(_ edge: Edge) -> String {
        var parts: [String] = []
        if edge.elements > 0 {
            parts.append("\(edge.elements) next")
        }
        if edge.errors > 0 {
            parts.append("\(edge.errors) error")
        }
        if edge.completions > 0 {
            parts.append("\(edge.completions) completed")
        }
        return parts.isEmpty ? "no events" : parts.joined(separator: ", ")
    }
}

/// `text` with each character that `replacement` maps replaced: the one loop behind every
/// format's escaping.
func escaped(_ text: String, _ replacement: (Character) -> String?) -> String {
    var escaped = ""
    for character in text {
        if let replaced = replacement(character) {
            escaped += replaced
        } else {
            escaped.append(character)
        }
    }
    return escaped
}

/// `text` for a DOT quoted string: quotes and backslashes escaped, line breaks as `\n`.
func dotEscaped(_ text: String) -> String {
    escaped(text) { character in
        switch character {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n", "\r\n", "\r": "\\n"
        default: nil
        }
    }
}

/// `text` for a quoted Mermaid label: the characters its parser or its HTML labels would
/// read as syntax as entity codes (`#quot;`, and `#` itself, which starts one).
func mermaidEscaped(_ text: String) -> String {
    escaped(text) { character in
        switch character {
        case "#": "#35;"
        case "\"": "#quot;"
        case "&": "#amp;"
        case "<": "#lt;"
        case ">": "#gt;"
        case "\n", "\r\n", "\r": "<br/>"
        default: nil
        }
    }
}

/// `text` for a YAML double-quoted scalar (Mermaid's front matter).
func yamlEscaped(_ text: String) -> String {
    escaped(text) { character in
        switch character {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n", "\r\n", "\r": " "
        default: nil
        }
    }
}

/// `text` with the characters XML reserves replaced by entities.
func xmlEscaped(_ text: String) -> String {
    escaped(text) { character in
        switch character {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        default: nil
        }
    }
}
