import Rheo

/// Labelled marble lines on one time axis, as a failure message draws them, or why there
/// are none.
///
/// The frame is the one `MarbleRenderer.frame` picks or, where a group `(ab)` would cover
/// the next event at that frame, the largest divisor of it at which everything fits.
/// Nothing is ever drawn at a wrong place: when no frame fits, the message says so instead
/// of drawing. A drawing wider than `maximumColumns` would wrap in any test log, so its
/// silence is elided: in each run of 12 columns or more where no line has anything (and
/// that holds no first difference), the two first and two last columns stay and one `~`
/// stands for the rest, with a ruler time after it. A drawing still too wide is left out,
/// with the reason.
struct MarbleDiagramLayout {
    /// The widest drawing, in columns, that a message shows.
    static let maximumColumns = 160

    /// The shortest silent run that is elided.
    static let minimumElidedRun = 12

    var start: TestTime = 0
    var frame: TestTime = 1
    var rows: [(label: String, line: String)] = []
    var firstDifference: TestTime = 0
    var omitted: String?

    /// Draws the rows at the frame `MarbleRenderer.frame` picks, or at the largest divisor
    /// of it at which they fit, `^` included if possible (`draw` gets the start, the frame,
    /// and whether to draw `^`).
    static func fit(
        times: [TestTime], origin: TestTime, preferred: TestTime, start: TestTime, firstDifference: TestTime,
        draw: (TestTime, TestTime, Bool) throws(MarbleLayoutError) -> [(String, String)]
    ) -> MarbleDiagramLayout {
        let best = MarbleRenderer.frame(for: times, origin: origin, preferred: preferred)
        var failure: MarbleLayoutError?
        for frame in MarbleRenderer.divisors(of: best) {
            for withCaret in [true, false] {
                do {
                    let rows = try draw(start, frame, withCaret)
                    var layout = MarbleDiagramLayout(start: start, frame: frame, firstDifference: firstDifference)
                    layout.rows = rows.map { (label: $0.0, line: $0.1) }
                    return layout
                } catch {
                    failure = failure ?? error
                }
            }
        }
        var layout = MarbleDiagramLayout()
        layout.omitted =
            "\(failure.map { "\($0)" } ?? "nothing to draw"), at \(Self.ticks(best)) a column and at any divisor of it"
        return layout
    }

    /// The message's diagram lines: the frame, a ruler of times, the rows, a caret line
    /// under row `caretAfterRow` at the first difference, and the legend.
    func drawing(caretAfterRow: Int, legend: String?) -> [String] {
        if let omitted {
            return ["No marble diagram: \(omitted)."]
        }
        let grid = rows.map { Array($0.line) }
        let caretColumn = (firstDifference - start) / frame
        let width = max(grid.map(\.count).max() ?? 0, caretColumn + 1)
        let shown =
            width > Self.maximumColumns ? shownColumns(grid, width: width, keep: caretColumn) : (0..<width).map { $0 }
        guard shown.count <= Self.maximumColumns else {
            return [
                "No marble diagram: at \(Self.ticks(frame)) a column it would be \(shown.count) columns wide even with"
                    + " silence elided, more than \(Self.maximumColumns)."
            ]
        }
        let labelWidth = max(rows.map(\.label.count).max() ?? 0, 4) + 2
        func pad(_ label: String) -> String {
            label + String(repeating: " ", count: labelWidth - label.count)
        }
        var labels = ""
        var ticks = ""
        for (index, column) in shown.enumerated() {
            guard let column else {
                ticks += String(repeating: " ", count: index - ticks.count) + "~"
                continue
            }
            let afterGap = index > 0 && shown[index - 1] == nil
            if index == 0 || afterGap || column % 10 == 0, index >= labels.count {
                labels += String(repeating: " ", count: index - labels.count) + "\(start + column * frame) "
                ticks += String(repeating: " ", count: index - ticks.count) + "|"
            }
        }
        let elided = shown.contains(nil)
        var lines = [
            "Marble diagrams, \(Self.ticks(frame)) a column\(elided ? ", ~ eliding silence" : ""):",
            pad("time") + labels.trimmingSuffix(" "),
            pad("") + ticks,
        ]
        for (row, (line, label)) in zip(grid, rows.map(\.label)).enumerated() {
            let drawn = shown.enumerated().map { index, column -> Character in
                let source = column ?? (shown[index + 1] ?? 0) - 1
                guard source < line.count else { return " " }
                return column == nil && line[source] == "-" ? "~" : line[source]
            }
            lines.append((pad(label) + String(drawn)).trimmingSuffix(" "))
            if row == caretAfterRow {
                let caret = shown.firstIndex(of: caretColumn) ?? 0
                lines.append(
                    pad("") + String(repeating: " ", count: caret) + "^ first difference, at \(firstDifference)")
            }
        }
        if let legend {
            lines.append("values: \(legend)")
        }
        return lines
    }

    /// The columns to show, in order; nil for a `~` standing for an elided run.
    private func shownColumns(_ grid: [[Character]], width: Int, keep: Int) -> [Int?] {
        func isSilent(_ column: Int) -> Bool {
            column != keep && grid.allSatisfy { column >= $0.count || $0[column] == "-" || $0[column] == " " }
        }
        var shown: [Int?] = []
        var column = 0
        while column < width {
            guard isSilent(column) else {
                shown.append(column)
                column += 1
                continue
            }
            var end = column
            while end < width, isSilent(end) {
                end += 1
            }
            if end - column >= Self.minimumElidedRun {
                shown += [column, column + 1, nil, end - 2, end - 1]
            } else {
                shown += (column..<end).map { $0 }
            }
            column = end
        }
        return shown
    }

    /// `1 tick`, `10 ticks`.
    static func ticks(_ count: TestTime) -> String {
        count == 1 ? "1 tick" : "\(count) ticks"
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var result = self
        while result.last == character {
            result.removeLast()
        }
        return result
    }
}
