/// A bar chart of every row's ratio to its baseline as a self-contained SVG document.
///
/// One horizontal bar per row that has a ratio, drawn from the 1x line to the ratio on
/// a logarithmic axis (so 0.5x and 2x are bars of equal length on either side), with
/// gridlines and labels at the decades (0.1x, 1x, 10x, 100x, widened to fit the data),
/// the row's target as a black notched tick, and the ratio written after the bar. Bars are green
/// where the target is met, red where it is missed, grey without a target. Rows without
/// a ratio (baselines themselves, failed rows) are listed under the chart instead.
/// Hovering a bar shows its median, baseline and target. Nothing external is referenced
/// (no fonts, styles or scripts), so any browser renders the file as it is.
///
/// - Parameters:
///   - results: the rows, in run order, which is also the chart's order.
///   - caption: a line under the title naming the machine and the date.
/// - Returns: the SVG text.
func svgChart(_ results: [RowResult], caption: String) -> String {
    let charted = results.filter { ($0.ratio ?? 0) > 0 }
    let omitted = results.filter { ($0.ratio ?? 0) <= 0 }.map(\.row.name)

    // Decades spanned by the ratios and targets, always including 0.1x to 100x; a value
    // within a tenth of a decade of the edge gets another decade, so its bar, tick and
    // label stay clear of the axis's end.
    let values = charted.flatMap { [$0.ratio!] + ($0.row.target.map { [$0] } ?? []) }
    let lowest = min(-1, Int(((values.map { log10($0) }.min() ?? 0) - 0.1).rounded(.down)))
    let highest = max(2, Int(((values.map { log10($0) }.max() ?? 0) + 0.1).rounded(.up)))

    let characterWidth = 7.2  // a 12 px monospace glyph
    let nameWidth = Double(max(10, charted.map(\.row.name.count).max() ?? 0)) * characterWidth
    // After each bar: the ratio, then "vs" and the baseline's name in small type.
    let baselineWidth = Double(charted.map { $0.row.baseline?.count ?? 0 }.max() ?? 0) * 6.1
    let left = (nameWidth + 24).rounded()
    let plotWidth = 640.0
    let right = left + plotWidth
    let width = max(right + 90 + baselineWidth, 900).rounded()
    let rowHeight = 22.0
    let top = 96.0
    let plotHeight = Double(max(1, charted.count)) * rowHeight
    let bottom = top + plotHeight
    let omittedLines = wrapped(omitted, prefix: "Not charted (no baseline or no ratio): ", width: Int(width / 6.6))
    let height = bottom + 52 + Double(omittedLines.count) * 16

    func x(_ ratio: Double) -> Double {
        left + (log10(ratio) - Double(lowest)) / Double(highest - lowest) * plotWidth
    }
    func number(_ value: Double) -> String { compactNumber(value) }

    var svg: [String] = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "viewBox=\"0 0 \(number(width)) \(number(height))\" "
            + "font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">",
        "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
        "<text x=\"10\" y=\"24\" font-size=\"16\" font-weight=\"bold\">"
            + "rheo-bench: median time as a multiple of the baseline's (log scale)</text>",
        "<text x=\"10\" y=\"44\" fill=\"#444444\">\(xmlEscaped(caption))</text>",
    ]

    // Legend.
    let legend: [(String, String)] = [
        ("#2e7d32", "target met"), ("#c62828", "target missed"), ("#90a4ae", "no target"),
    ]
    var legendX = 10.0
    for (color, label) in legend {
        svg.append("<rect x=\"\(number(legendX))\" y=\"56\" width=\"14\" height=\"10\" fill=\"\(color)\"/>")
        svg.append("<text x=\"\(number(legendX + 20))\" y=\"65\">\(label)</text>")
        legendX += 20 + Double(label.count) * 7 + 24
    }
    svg.append(
        "<line x1=\"\(number(legendX + 7))\" y1=\"53\" x2=\"\(number(legendX + 7))\" y2=\"69\" "
            + "stroke=\"#000000\" stroke-width=\"2.5\"/>")
    svg.append("<path d=\"M\(number(legendX + 2)),53h10l-5,6z\" fill=\"#000000\"/>")
    svg.append("<text x=\"\(number(legendX + 20))\" y=\"65\">target (at most)</text>")

    // Striped rows, then the grid: faint lines at 2..9 of each decade, labelled lines at decades.
    for index in charted.indices where index % 2 == 1 {
        let y = top + Double(index) * rowHeight
        svg.append(
            "<rect x=\"0\" y=\"\(number(y))\" width=\"\(number(width))\" "
                + "height=\"\(number(rowHeight))\" fill=\"#f3f5f7\"/>")
    }
    for decade in lowest...highest {
        let base = pow(10, Double(decade))
        if decade < highest {
            for step in 2...9 {
                let gx = x(base * Double(step))
                svg.append(
                    "<line x1=\"\(number(gx))\" y1=\"\(number(top))\" x2=\"\(number(gx))\" "
                        + "y2=\"\(number(bottom))\" stroke=\"#e3e6ea\"/>")
            }
        }
        let gx = x(base)
        let isOne = decade == 0
        svg.append(
            "<line x1=\"\(number(gx))\" y1=\"\(number(top - 6))\" x2=\"\(number(gx))\" "
                + "y2=\"\(number(bottom + 6))\" stroke=\"\(isOne ? "#000000" : "#b0b6bd")\" "
                + "stroke-width=\"\(isOne ? "1.5" : "1")\"/>")
        for labelY in [top - 10, bottom + 20] {
            svg.append(
                "<text x=\"\(number(gx))\" y=\"\(number(labelY))\" text-anchor=\"middle\" "
                    + "fill=\"#333333\"\(isOne ? " font-weight=\"bold\"" : "")>\(decadeLabel(decade))</text>")
        }
    }

    // Bars, targets, names and values.
    for (index, result) in charted.enumerated() {
        let ratio = result.ratio!
        let y = top + Double(index) * rowHeight
        let middle = y + rowHeight / 2
        let color: String
        switch result.targetMet {
        case true?: color = "#2e7d32"
        case false?: color = "#c62828"
        case nil: color = "#90a4ae"
        }
        let start = min(x(1), x(ratio))
        let length = max(1, abs(x(ratio) - x(1)))
        svg.append("<g>")
        svg.append("<title>\(xmlEscaped(tooltip(result)))</title>")
        svg.append(
            "<text x=\"\(number(left - 10))\" y=\"\(number(middle + 4))\" text-anchor=\"end\" "
                + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\">\(xmlEscaped(result.row.name))</text>")
        svg.append(
            "<rect x=\"\(number(start))\" y=\"\(number(y + 4))\" width=\"\(number(length))\" "
                + "height=\"\(number(rowHeight - 8))\" fill=\"\(color)\"/>")
        var labelX = max(x(1), x(ratio))
        if let target = result.row.target {
            let tx = x(target)
            svg.append(
                "<line x1=\"\(number(tx))\" y1=\"\(number(y + 1))\" x2=\"\(number(tx))\" "
                    + "y2=\"\(number(y + rowHeight - 1))\" stroke=\"#000000\" stroke-width=\"2.5\"/>")
            // A notch on top keeps the tick visible where it falls on the 1x line.
            svg.append("<path d=\"M\(number(tx - 5)),\(number(y + 1))h10l-5,6z\" fill=\"#000000\"/>")
            labelX = max(labelX, tx + 4)
        }
        let versus =
            result.row.baseline.map { "<tspan dx=\"6\" fill=\"#666666\" font-size=\"10\">vs \(xmlEscaped($0))</tspan>" }
            ?? ""
        svg.append(
            "<text x=\"\(number(labelX + 6))\" y=\"\(number(middle + 4))\">\(fixedPoint(ratio))x\(versus)</text>")
        svg.append("</g>")
    }

    svg.append(
        "<text x=\"\(number(left + plotWidth / 2))\" y=\"\(number(bottom + 40))\" text-anchor=\"middle\" "
            + "fill=\"#333333\">median ÷ baseline median: left of 1x faster than the baseline, right of it slower</text>"
    )
    for (index, line) in omittedLines.enumerated() {
        svg.append(
            "<text x=\"10\" y=\"\(number(bottom + 64 + Double(index) * 16))\" fill=\"#555555\" "
                + "font-size=\"11\">\(xmlEscaped(line))</text>")
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
}

/// `0.01x`, `0.1x`, `1x`, `10x`, `100x`, ... for the decade 10^`exponent`.
private func decadeLabel(_ exponent: Int) -> String {
    if exponent >= 0 { return "1" + String(repeating: "0", count: exponent) + "x" }
    return "0." + String(repeating: "0", count: -exponent - 1) + "1x"
}

/// What hovering a bar shows: median, baseline and target of the row.
private func tooltip(_ result: RowResult) -> String {
    let row = result.row
    var text = "\(row.name): \(result.median.map(readableNumber) ?? "-") \(row.unit)"
    if let baseline = row.baseline {
        text += ", \(result.ratio.map(fixedPoint) ?? "-")x \(baseline)"
        if let baselineMedian = result.baselineMedian { text += " (\(readableNumber(baselineMedian)))" }
    }
    if let target = row.target {
        text += "; target at most \(compactNumber(target))x, " + (result.targetMet == true ? "met" : "missed")
    }
    return text
}

/// `names` joined by commas after `prefix`, broken into lines of at most about `width`
/// characters; no lines when `names` is empty.
private func wrapped(_ names: [String], prefix: String, width: Int) -> [String] {
    guard !names.isEmpty else { return [] }
    var lines: [String] = []
    var current = prefix
    for (index, name) in names.enumerated() {
        let piece = name + (index == names.count - 1 ? "" : ",")
        if current.count + piece.count + 1 > width, current != prefix {
            lines.append(current)
            current = "  " + piece
        } else {
            current += (current == prefix ? "" : " ") + piece
        }
    }
    lines.append(current)
    return lines
}

/// `text` with the characters XML reserves replaced by entities.
private func xmlEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        default: escaped.append(character)
        }
    }
    return escaped
}
