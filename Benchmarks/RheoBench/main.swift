#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints one line to stderr, after what is pending on stdout.
func printError(_ message: String) {
    // Swift 6 rejects the C `stderr` global as shared mutable state; flushing
    // all streams and writing to the descriptor avoids it and keeps the order.
    fflush(nil)
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Prints the warning that unoptimized numbers mean nothing; a no-op in release builds.
func printDebugBanner() {
    #if DEBUG
    let message = "!!! DEBUG BUILD: numbers are meaningless; run `swift run -c release rheo-bench` !!!"
    let bar = String(repeating: "!", count: message.count)
    print([bar, message, bar].joined(separator: "\n"))
    #endif
}

let command: Command
do {
    command = try parseCommandLine(CommandLine.arguments.dropFirst())
} catch {
    printError("rheo-bench: \(error.message)")
    printError("Run `rheo-bench --help` for usage.")
    exit(2)
}
guard case .run(let options) = command else {
    print(usageText)
    exit(0)
}

let registry = allRows()
validateRegistry(registry)
let rows = selectRows(registry, matching: options.filter)
if rows.isEmpty {
    printError("rheo-bench: no row name contains '\(options.filter ?? "")'; rows are:")
    for row in registry { printError("  \(row.name)") }
    exit(2)
}

printDebugBanner()
let harness = Harness(
    warmUps: options.warmUps,
    samples: options.samples,
    countsAllocations: probeAllocationCounting()
)
let warmUpNoun = harness.warmUps == 1 ? "warm-up" : "warm-ups"
print("rheo-bench: \(options.quick ? "quick" : "full") run; per row \(harness.warmUps) \(warmUpNoun), "
    + "\(harness.samples) timed samples (median reported, ns per operation), "
    + "then one run counting allocations")
let table = Table(rows: rows, countsAllocations: harness.countsAllocations)
print(table.header)

var results: [RowResult] = []
var medians: [String: Double] = [:]
for row in rows {
    let result = harness.measure(row, baselineMedian: row.baseline.flatMap { medians[$0] })
    if let failure = result.failure {
        printError("error: row \(row.name): \(failure)")
    }
    if let median = result.median {
        medians[row.name] = median
    }
    print(table.line(for: result))
    // Show each row as it finishes even when stdout is a pipe, as in CI logs.
    fflush(nil)
    results.append(result)
}

var exitStatus: Int32 = results.contains { $0.failure != nil } ? 1 : 0
if let path = options.jsonPath {
    do {
        try writeFile(jsonText(results), to: path)
    } catch {
        printError("rheo-bench: \(error.message)")
        exitStatus = 1
    }
}
printDebugBanner()
exit(exitStatus)
