/// Prints one line to stderr, after what is pending on stdout.
func printError(_ message: String) {
    // Swift 6 rejects the C `stderr` global as shared mutable state; flushing
    // all streams and writing to the descriptor avoids it and keeps the order.
    fflush(nil)
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Runs `--check-allocations`: counts, untimed, the allocations of every row with a
/// budget whose name contains `filter`, and prints each against its budget.
///
/// Only rows with a budget run; their baselines are not needed, since nothing is timed.
///
/// Where the platform cannot count allocations (Apple platforms), it says so and checks
/// nothing: that is not a failure of the code under test.
///
/// - Returns: the exit status: 0 if every budget holds or the platform cannot count, 1 if
///   one is broken or a row fails its checksum, 2 if the counter misses allocations it
///   should see or no row matches.
func runAllocationCheck(_ registry: [Row], filter: String?, counting: AllocationCounting) -> Int32 {
    switch counting {
    case .counting:
        break
    case .unavailable:
        print("rheo-bench --check-allocations: budgets not checked: \(counting.notMeasuredPhrase ?? "")")
        return 0
    case .broken(let detail):
        printError(
            "rheo-bench: --check-allocations cannot trust the allocation counter (\(detail)); "
                + "no budget was checked")
        return 2
    }
    let rows = registry.filter { row in
        row.allocationBudget != nil && (filter.map { row.name.contains($0) } ?? true)
    }
    if rows.isEmpty {
        printError("rheo-bench: no row with an allocation budget contains '\(filter ?? "")'; such rows are:")
        for row in registry where row.allocationBudget != nil { printError("  \(row.name)") }
        return 2
    }
    printDebugBanner()
    print("rheo-bench --check-allocations: per row 1 warm-up, then one run counting allocations (untimed)")
    let harness = Harness(warmUps: 1, samples: 0, countsAllocations: true)
    let nameWidth = max("name".count, rows.map(\.name.count).max() ?? 0)
    func line(_ cells: [String]) -> String {
        [
            padded(cells[0], to: nameWidth), padded(cells[1], to: 12, right: true),
            padded(cells[2], to: 12, right: true), padded(cells[3], to: 10, right: true),
            padded(cells[4], to: 12), cells[5],
        ].joined(separator: "  ")
    }
    print(line(["name", "allocations", "limit", "allocs/op", "budget", "status"]))
    var status: Int32 = 0
    var broken: [String] = []
    for row in rows {
        let result = harness.checkAllocations(of: row)
        if let failure = result.failure {
            printError("error: row \(row.name): \(failure)")
            status = 1
        }
        let verdict = result.failure != nil ? "FAILED" : (result.budgetMet == true ? "OK" : "OVER")
        if verdict == "OVER" {
            status = 1
            broken.append(row.name)
        }
        print(
            line([
                row.name,
                result.allocationCount.map { "\($0)" } ?? "-",
                result.allocationLimit.map { "\($0)" } ?? "-",
                formatted(result.allocations),
                row.allocationBudget.map(budgetText) ?? "-",
                verdict,
            ]))
        fflush(nil)
    }
    if !broken.isEmpty {
        printError("rheo-bench: allocation budget broken by \(broken.joined(separator: ", "))")
    }
    printDebugBanner()
    return status
}

/// Runs `--run-once`: the row named `name` once, with no warm-up, timing or allocation
/// counting, so that what a process running it does beyond start-up and building the
/// registry is this one run; prints its operation count and checksum on stdout.
///
/// - Returns: the exit status: 0 if the checksum is right, 1 if not, 2 if no row is named so.
func runOnce(_ registry: [Row], name: String) -> Int32 {
    guard let row = registry.first(where: { $0.name == name }) else {
        printError("rheo-bench: no row is named '\(name)'; rows are:")
        for row in registry { printError("  \(row.name)") }
        return 2
    }
    let checksum = runOnceMeasured(row)
    print("\(row.name): \(row.operations) operations, checksum \(checksum)")
    guard checksum == row.expectedChecksum else {
        printError("error: row \(row.name): checksum \(checksum), expected \(row.expectedChecksum)")
        return 1
    }
    return 0
}

/// Runs `row`'s body once: the one function whose instructions `Scripts/check-instructions.sh`
/// has callgrind count (`--toggle-collect=*runOnceMeasured*`), so that start-up and building
/// the registry, whose checksums may loop over the row counts, stay out of the count.
@inline(never)
func runOnceMeasured(_ row: Row) -> Int {
    row.body()
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

if let name = options.runOnce {
    exit(runOnce(registry, name: name))
}

let allocationCounting = probeAllocationCounting()

if options.peakMemory {
    exit(runPeakMemory())
}

if options.overload {
    exit(runOverload(seconds: options.overloadSeconds ?? (options.quick ? 0.2 : 20), filter: options.filter))
}

if options.checkAllocations {
    exit(runAllocationCheck(registry, filter: options.filter, counting: allocationCounting))
}

let rows = selectRows(registry, matching: options.filter)
if rows.isEmpty {
    printError("rheo-bench: no row name contains '\(options.filter ?? "")'; rows are:")
    for row in registry { printError("  \(row.name)") }
    exit(2)
}

// With --markdown, stdout carries the Markdown alone, so it can be redirected to a file.
let progress: (String) -> Void = options.markdown ? { printError($0) } : { print($0) }

printDebugBanner()
let harness = Harness(
    warmUps: options.warmUps,
    samples: options.samples,
    countsAllocations: allocationCounting.isCounting
)
let warmUpNoun = harness.warmUps == 1 ? "warm-up" : "warm-ups"
progress(
    "rheo-bench: \(options.quick ? "quick" : "full") run; per row \(harness.warmUps) \(warmUpNoun), "
        + "\(harness.samples) timed samples (median reported, ns per operation), "
        + (allocationCounting.notMeasuredPhrase ?? "then one run counting allocations"))
let table = Table(rows: rows, countsAllocations: harness.countsAllocations)
progress(table.header)

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
    progress(table.line(for: result))
    // Show each row as it finishes even when stdout is a pipe, as in CI logs.
    fflush(nil)
    results.append(result)
}

// Budgets are enforced by --check-allocations alone; a normal run only points them out.
for result in results where result.budgetMet == false {
    printError(
        "warning: row \(result.row.name) made \(result.allocationCount ?? 0) allocations, "
            + "over its budget of \(result.allocationLimit ?? 0); `rheo-bench --check-allocations` fails on this")
}

var exitStatus: Int32 = results.contains { $0.failure != nil } ? 1 : 0
let machine = MachineDescription.current()
let timestamp = utcTimestamp()
var reports: [(path: String, text: () -> String)] = []
if let path = options.jsonPath {
    reports.append((path, { jsonText(results) }))
}
if let path = options.svgPath {
    reports.append(
        (
            path,
            {
                svgChart(
                    results,
                    caption: "\(timestamp), \(machine.summary); "
                        + "\(options.quick ? "--quick run" : "full run"), median of \(harness.samples) samples per row")
            }
        ))
}
for report in reports {
    do {
        try writeFile(report.text(), to: report.path)
    } catch {
        printError("rheo-bench: \(error.message)")
        exitStatus = 1
    }
}
if options.markdown {
    print(
        markdownReport(
            results, machine: machine, timestamp: timestamp, samples: harness.samples, quick: options.quick,
            allocationsNotMeasured: allocationCounting.notMeasuredPhrase),
        terminator: "")
}
printDebugBanner()
exit(exitStatus)
