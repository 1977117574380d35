/// The machine a run measured, for the report's heading line.
struct MachineDescription {
    /// The CPU model: `machdep.cpu.brand_string` on Apple platforms, the first `model
    /// name` of /proc/cpuinfo on Linux; nil where neither answers.
    let cpuModel: String?
    /// Processors online.
    let cores: Int
    /// Operating system, kernel release and architecture from uname(2): `Linux 6.1.0 x86_64`.
    let system: String?
    /// The Swift compiler that built this executable, to the minor version: `Swift 6.3`.
    let swiftVersion: String?

    /// Describes the machine this process runs on.
    ///
    /// Cheap: reads one file or system control and makes two system calls; nothing is
    /// spawned.
    static func current() -> MachineDescription {
        MachineDescription(
            cpuModel: cpuModelName(),
            cores: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))),
            system: unameText(),
            swiftVersion: compilerVersion()
        )
    }

    /// One phrase: `AMD EPYC, 2 cores, Linux 6.18.44 x86_64, Swift 6.3`.
    var summary: String {
        var parts: [String] = []
        if let cpuModel { parts.append(cpuModel) }
        parts.append(cores == 1 ? "1 core" : "\(cores) cores")
        if let system { parts.append(system) }
        if let swiftVersion { parts.append(swiftVersion) }
        return parts.joined(separator: ", ")
    }
}

/// The CPU model, from the system control where the platform has one (Apple platforms),
/// otherwise from /proc/cpuinfo (Linux).
private func cpuModelName() -> String? {
    systemControlString("machdep.cpu.brand_string") ?? procCPUInfoModelName()
}

/// The first `model name` line of /proc/cpuinfo, trimmed; nil if there is none.
private func procCPUInfoModelName() -> String? {
    guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 1024)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard line.hasPrefix("model name"), let colon = line.firstIndex(of: ":") else { continue }
        let model = line[line.index(after: colon)...].trimmingSpaces()
        return model.isEmpty ? nil : model
    }
    return nil
}

/// `sysname release machine` from uname(2); nil if the call fails.
private func unameText() -> String? {
    var names = utsname()
    guard uname(&names) == 0 else { return nil }
    func field<Field>(_ value: Field) -> String {
        withUnsafeBytes(of: value) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
    return [field(names.sysname), field(names.release), field(names.machine)].joined(separator: " ")
}

/// The compiler's version, from `#if compiler(...)`: known at build time, so free.
private func compilerVersion() -> String? {
    #if compiler(>=7.0)
    return "Swift 7 or later"
    #elseif compiler(>=6.5)
    return "Swift 6.5"
    #elseif compiler(>=6.4)
    return "Swift 6.4"
    #elseif compiler(>=6.3)
    return "Swift 6.3"
    #elseif compiler(>=6.2)
    return "Swift 6.2"
    #else
    return nil
    #endif
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

/// The current UTC date and time as `2026-11-22 21:40 UTC`.
func utcTimestamp() -> String {
    var now = time(nil)
    var parts = tm()
    guard gmtime_r(&now, &parts) != nil else { return "unknown time" }
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
        + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
}

/// docs/Benchmarks.md's benchmark table as a Markdown section: a heading, a line naming
/// the machine, the date and the run's settings, then one table line per row.
///
/// Columns: row | unit | median | baseline | ratio | target | allocations/op (with
/// budget). Numbers keep docs/Benchmarks.md's style: three significant figures with
/// thousands separators (`9.02`, `131`, `2,026`), ratios with two decimals and an
/// `x`, allocations as whole numbers when they are. A missed target and a broken
/// budget are spelled out in bold, so they stand out in the rendered page.
///
/// - Parameters:
///   - results: the rows, in run order.
///   - machine: the machine that measured them.
///   - timestamp: when, as `utcTimestamp()` gives it.
///   - samples: timed samples per row (each median is taken over them).
///   - quick: whether the run was `--quick`.
///   - allocationsNotMeasured: that allocations were not counted, and why
///     (`AllocationCounting.notMeasuredPhrase`); nil if they were. The heading line then
///     says so, and the allocation cells read "not measured".
func markdownReport(
    _ results: [RowResult], machine: MachineDescription, timestamp: String, samples: Int, quick: Bool,
    allocationsNotMeasured notMeasuredPhrase: String? = nil
) -> String {
    var heading =
        "Measured \(timestamp) on \(machine.summary); release build, "
        + "\(quick ? "a `--quick` run" : "one full run"), each row the median of \(samples) samples. "
        + "Ratios are against a baseline measured in the same run."
    if let notMeasuredPhrase {
        heading += " " + notMeasuredPhrase.prefix(1).uppercased() + notMeasuredPhrase.dropFirst() + "."
    }
    var lines = [
        "## Benchmarks",
        "",
        heading,
        "",
        "| row | unit | median | baseline | ratio | target | allocations/op (budget) |",
        "|---|---|---:|---|---:|---|---:|",
    ]
    for result in results {
        let row = result.row
        let median = result.failure == nil ? result.median.map(readableNumber) ?? "–" : "**failed**"
        var target = "–"
        if let value = row.target {
            target = "≤ \(compactNumber(value))x"
            if result.targetMet == false { target += " **missed**" }
        }
        let uncounted = notMeasuredPhrase != nil ? allocationsNotMeasured : "n/a"
        var allocations = result.allocations.map(allocationText) ?? uncounted
        if let budget = row.allocationBudget {
            allocations += " (≤ \(budget.perOperation))"
            if result.budgetMet == false { allocations += " **over**" }
        }
        let cells = [
            "`\(row.name)`",
            row.unit,
            median,
            row.baseline.map { "`\($0)`" } ?? "–",
            result.ratio.map { fixedPoint($0) + "x" } ?? "–",
            target,
            allocations,
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
}

/// `value` with three significant figures, and thousands separators above 1,000:
/// `9.02`, `19.2`, `131`, `2,026`.
func readableNumber(_ value: Double) -> String {
    guard value.isFinite else { return fixedPoint(value) }
    let magnitude = value.magnitude
    // The thresholds sit where rounding carries into the next digit (99.96 prints 100).
    if magnitude >= 99.95 {
        let digits = String(Int(magnitude.rounded()))
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
    if magnitude >= 9.995 {
        // One decimal: fixedPoint gives two, the second of which rounding makes 0.
        let text = fixedPoint((value * 10).rounded() / 10)
        return String(text.dropLast())
    }
    return fixedPoint(value)
}

/// Allocations per operation as in docs/Benchmarks.md: `0`, `7`, `0.08`.
private func allocationText(_ value: Double) -> String {
    let text = fixedPoint(value)
    return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
}
