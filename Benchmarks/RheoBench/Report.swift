/// The progress table, printed a line at a time as rows finish.
///
/// Column widths are fixed up front from the rows that will run, so each
/// line can be printed as soon as its row is measured.
struct Table {
    private let nameWidth: Int
    private let unitWidth: Int
    private let baselineWidth: Int
    private let medianWidth = 10
    private let ratioWidth = 7
    private let targetWidth = 10
    private let allocationsWidth = 14
    private let countsAllocations: Bool

    /// A table sized for `rows`; allocations print as `allocationsNotMeasured` unless
    /// `countsAllocations`.
    init(rows: [Row], countsAllocations: Bool) {
        self.countsAllocations = countsAllocations
        nameWidth = max("name".count, rows.map(\.name.count).max() ?? 0)
        unitWidth = max("unit".count, rows.map(\.unit.count).max() ?? 0)
        baselineWidth = max("baseline".count, rows.map { $0.baseline?.count ?? 1 }.max() ?? 0)
    }

    /// The column titles.
    var header: String {
        line("name", "unit", "median", "baseline", "ratio", "target", "allocs/op", "budget")
    }

    /// The line for one measured row.
    ///
    /// A failed row shows FAILED as its median and "-" elsewhere; allocations
    /// show "not measured" where they are not counted. The target column shows the
    /// row's target and `ok` or `MISS`; the allocations are marked `OVER` when
    /// the run broke the row's budget, shown beside them as allocations per
    /// operation plus the fixed allowance per run.
    func line(for result: RowResult) -> String {
        let unavailable = result.failure == nil && !countsAllocations
        var allocations = unavailable ? allocationsNotMeasured : formatted(result.allocations)
        if result.budgetMet == false { allocations += " OVER" }
        return line(
            result.row.name,
            result.row.unit,
            result.failure == nil ? formatted(result.median) : "FAILED",
            result.row.baseline ?? "-",
            formatted(result.ratio),
            targetText(result),
            allocations,
            result.row.allocationBudget.map(budgetText) ?? "-"
        )
    }

    private func line(
        _ name: String, _ unit: String, _ median: String, _ baseline: String,
        _ ratio: String, _ target: String, _ allocations: String, _ budget: String
    ) -> String {
        [
            padded(name, to: nameWidth),
            padded(unit, to: unitWidth),
            padded(median, to: medianWidth, right: true),
            padded(baseline, to: baselineWidth),
            padded(ratio, to: ratioWidth, right: true),
            padded(target, to: targetWidth, right: true),
            padded(allocations, to: allocationsWidth, right: true),
            budget,
        ].joined(separator: "  ")
    }

    /// `3x ok`, `0.1x MISS`, `3x` when there is no ratio to judge, `-` without a target.
    private func targetText(_ result: RowResult) -> String {
        guard let target = result.row.target else { return "-" }
        switch result.targetMet {
        case true?: return "\(compactNumber(target))x ok"
        case false?: return "\(compactNumber(target))x MISS"
        case nil: return "\(compactNumber(target))x"
        }
    }
}

/// A budget as `6/op+16`: allocations per operation, plus the fixed allowance per run.
func budgetText(_ budget: AllocationBudget) -> String {
    "\(budget.perOperation)/op+\(budget.setup)"
}

/// The rows as a JSON array, one object per row, in run order.
///
/// Keys: `name`, `unit` (strings), `median` (ns per operation, null if the row
/// failed), `baseline` (string or null), `ratio` (number or null), `target`
/// (the most the ratio may be; null without one), `targetMet` (boolean; null
/// without a target or a ratio), `allocations` (per operation; null if
/// uncounted or failed), `allocationCount` (the counting run's total; null
/// likewise), `allocationBudget` (null, or an object with `perOperation`,
/// `setup` and `limit`, the most the counting run may make) and `budgetMet`
/// (boolean; null without a budget or a count).
func jsonText(_ results: [RowResult]) -> String {
    let objects = results.map { result in
        let budget = result.row.allocationBudget.map { budget in
            "{\"perOperation\": \(budget.perOperation), \"setup\": \(budget.setup), "
                + "\"limit\": \(budget.limit(operations: result.row.operations))}"
        }
        let fields = [
            "\"name\": \(jsonString(result.row.name))",
            "\"unit\": \(jsonString(result.row.unit))",
            "\"median\": \(jsonNumber(result.median))",
            "\"baseline\": \(result.row.baseline.map(jsonString) ?? "null")",
            "\"ratio\": \(jsonNumber(result.ratio))",
            "\"target\": \(result.row.target.map(compactNumber) ?? "null")",
            "\"targetMet\": \(result.targetMet.map { "\($0)" } ?? "null")",
            "\"allocations\": \(jsonNumber(result.allocations))",
            "\"allocationCount\": \(result.allocationCount.map { "\($0)" } ?? "null")",
            "\"allocationBudget\": \(budget ?? "null")",
            "\"budgetMet\": \(result.budgetMet.map { "\($0)" } ?? "null")",
        ]
        return "  {" + fields.joined(separator: ", ") + "}"
    }
    return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
}

/// A failure to write a report file; `message` names the file and the reason.
struct ReportError: Error {
    /// One line for stderr.
    let message: String
}

/// Writes `text` to the file at `path`, replacing it.
///
/// - Throws: `ReportError` if the file cannot be opened or fully written.
func writeFile(_ text: String, to path: String) throws(ReportError) {
    guard let file = fopen(path, "w") else {
        throw ReportError(message: "cannot open \(path): \(String(cString: strerror(errno)))")
    }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    // fclose flushes, so a full disk can show up only here.
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
        throw ReportError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}

/// `value` with two decimals, or "-" for nil.
func formatted(_ value: Double?) -> String {
    guard let value else { return "-" }
    return fixedPoint(value)
}

/// `value` with exactly two decimals, without Foundation's `String(format:)`.
func fixedPoint(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let hundredths = (value.magnitude * 100).rounded()
    // Beyond this an Int cannot hold the hundredths; no benchmark gets near it.
    guard hundredths < 9e18 else { return "\(value)" }
    let whole = Int(hundredths)
    let fraction = whole % 100
    let sign = value < 0 && whole != 0 ? "-" : ""
    return "\(sign)\(whole / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// `value` without trailing zeros, up to two decimals: `3`, `0.1`, `2.25`.
func compactNumber(_ value: Double) -> String {
    var text = fixedPoint(value)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// `value` as a JSON number with two decimals, or `null`.
private func jsonNumber(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return fixedPoint(value)
}

/// `string` as a quoted JSON string literal.
private func jsonString(_ string: String) -> String {
    var escaped = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\t": escaped += "\\t"
        case "\r": escaped += "\\r"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
    }
    return escaped + "\""
}

/// `text` padded with spaces to `width`, on the left when `right` is true.
func padded(_ text: String, to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
