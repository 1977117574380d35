import CMallocCounter

/// One line of the benchmark table: a scenario, its unit, and how to check it.
///
/// `body` performs `operations` operations (elements pushed, subscriptions
/// made, ...) and returns a checksum of what it observed. The harness compares
/// that checksum with `expectedChecksum`, computed in plain Swift, after every
/// run; besides catching wrong results, this keeps the optimizer from deleting
/// the work.
struct Row {
    /// Unique, stable name, such as `chain.map-filter`; `--filter` matches on it.
    ///
    /// A scaling row is named `NAME@PARAM`: the same scenario as `NAME` with one
    /// quantity (elements, stages, subscribers, threads) set to `PARAM`.
    let name: String
    /// What one operation is, as printed: `ns/element`, `ns/subscription`.
    let unit: String
    /// Name of the row this one is compared with, registered before it; nil if none.
    let baseline: String?
    /// The most the median may be as a multiple of the baseline's median (docs/Benchmarks.md's
    /// targets); nil if the row has none.
    ///
    /// Reported as met or missed, never an error: times are noisy, so a missed target
    /// does not change the exit status.
    let target: Double?
    /// Operations performed by one call of `body`; must be positive.
    let operations: Int
    /// The checksum a correct `body` returns.
    let expectedChecksum: Int
    /// The most heap allocations one run of `body` may make; nil if the row has none.
    ///
    /// Counts are deterministic, so `--check-allocations` fails when a run exceeds it.
    let allocationBudget: AllocationBudget?
    /// Runs the scenario once and returns its checksum.
    let body: () -> Int

    /// A row; `target` and `allocationBudget` are optional, the rest is required.
    init(
        name: String,
        unit: String,
        baseline: String?,
        target: Double? = nil,
        operations: Int,
        expectedChecksum: Int,
        allocationBudget: AllocationBudget? = nil,
        body: @escaping () -> Int
    ) {
        self.name = name
        self.unit = unit
        self.baseline = baseline
        self.target = target
        self.operations = operations
        self.expectedChecksum = expectedChecksum
        self.allocationBudget = allocationBudget
        self.body = body
    }
}

extension Row {
    /// Unit of rows that push elements through a chain.
    static let perElement = "ns/element"
    /// Unit of rows that build, subscribe and dispose a chain.
    static let perSubscription = "ns/subscription"
}

/// How many heap allocations one run of a row may make: `perOperation` for each of
/// its operations, plus `setup` once per run.
///
/// `setup` pays for what a run builds once (the chain, the subject and its
/// subscriptions, a thread, a semaphore) and must stay small, tens at most: over a
/// million operations it is far below one allocation per operation, so a budget of
/// zero per element still fails on a single allocation per element.
struct AllocationBudget {
    /// Allocations allowed per operation (per element, per subscription).
    let perOperation: Int
    /// Allocations allowed once per run, whatever the operation count.
    let setup: Int

    /// The most allocations a run of `operations` operations may make.
    func limit(operations: Int) -> Int {
        perOperation * operations + setup
    }
}

/// What measuring one row produced.
struct RowResult {
    /// The row that was measured.
    let row: Row
    /// Median time per operation in nanoseconds; nil if the row failed or was not timed.
    let median: Double?
    /// Median of the baseline row; nil without a baseline or if either failed.
    let baselineMedian: Double?
    /// Heap allocations made by the counting run; nil if counting is unavailable or
    /// the row failed.
    let allocationCount: Int?
    /// Why the row failed (a checksum mismatch); nil if it succeeded.
    let failure: String?

    /// `median / baselineMedian`; nil when either is missing.
    var ratio: Double? {
        guard let median, let baselineMedian, baselineMedian > 0 else { return nil }
        return median / baselineMedian
    }

    /// Heap allocations per operation; nil if counting is unavailable or the row failed.
    var allocations: Double? {
        allocationCount.map { Double($0) / Double(row.operations) }
    }

    /// Whether `ratio` is at most the row's target; nil without a target or a ratio.
    var targetMet: Bool? {
        guard let target = row.target, let ratio else { return nil }
        return ratio <= target
    }

    /// The most allocations the counting run may make; nil without a budget.
    var allocationLimit: Int? {
        row.allocationBudget?.limit(operations: row.operations)
    }

    /// Whether the counting run kept within the row's budget; nil without a budget or
    /// a count.
    var budgetMet: Bool? {
        guard let limit = allocationLimit, let allocationCount else { return nil }
        return allocationCount <= limit
    }
}

/// Runs rows: warm-ups, timed samples, then one allocation-counting run.
struct Harness {
    /// Untimed runs before sampling, so caches, lazy metadata and the allocator settle.
    let warmUps: Int
    /// Timed runs; their median is reported.
    let samples: Int
    /// Whether to count allocations; see `probeAllocationCounting()`.
    let countsAllocations: Bool

    /// Measures `row`, checking its checksum after every run.
    ///
    /// The allocation count comes from a run of its own, so the counter's
    /// atomic increments never weigh on the timed samples.
    ///
    /// - Parameter baselineMedian: the median of `row.baseline`, if it was measured.
    /// - Returns: the measurements, or a failure naming the first bad checksum.
    func measure(_ row: Row, baselineMedian: Double?) -> RowResult {
        precondition(row.operations > 0, "row \(row.name) declares \(row.operations) operations")
        func failed(_ phase: String, _ checksum: Int) -> RowResult {
            Harness.failure(of: row, in: phase, checksum: checksum)
        }
        if let failure = warmUp(row) { return failure }

        var timings: [Double] = []
        timings.reserveCapacity(samples)
        for _ in 0..<samples {
            let start = monotonicNanoseconds()
            let checksum = row.body()
            let end = monotonicNanoseconds()
            if checksum != row.expectedChecksum { return failed("a sample", checksum) }
            timings.append(Double(end - start) / Double(row.operations))
        }

        var allocationCount: Int?
        if countsAllocations {
            switch countAllocations(row) {
            case .success(let count): allocationCount = count
            case .failure(let mismatch): return failed("the allocation run", mismatch.checksum)
            }
        }

        return RowResult(
            row: row,
            median: median(of: timings),
            baselineMedian: baselineMedian,
            allocationCount: allocationCount,
            failure: nil
        )
    }

    /// Runs `row` `warmUps` times, untimed; a failure naming the first bad checksum, or nil.
    private func warmUp(_ row: Row) -> RowResult? {
        for _ in 0..<warmUps {
            let checksum = row.body()
            if checksum != row.expectedChecksum {
                return Harness.failure(of: row, in: "warm-up", checksum: checksum)
            }
        }
        return nil
    }

    /// The result of a row whose run returned a wrong checksum.
    private static func failure(of row: Row, in phase: String, checksum: Int) -> RowResult {
        let reason = "checksum \(checksum) in \(phase), expected \(row.expectedChecksum)"
        return RowResult(row: row, median: nil, baselineMedian: nil, allocationCount: nil, failure: reason)
    }

    /// Counts the allocations of `row` without timing it, for `--check-allocations`:
    /// `warmUps` warm-ups (one there), so lazy metadata and caches are in place, then the
    /// counting run.
    ///
    /// - Precondition: `countsAllocations` is true.
    /// - Returns: the count, or a failure naming the first bad checksum; `median` is nil.
    func checkAllocations(of row: Row) -> RowResult {
        precondition(countsAllocations, "checkAllocations needs allocation counting")
        precondition(row.operations > 0, "row \(row.name) declares \(row.operations) operations")
        func failed(_ phase: String, _ checksum: Int) -> RowResult {
            Harness.failure(of: row, in: phase, checksum: checksum)
        }
        if let failure = warmUp(row) { return failure }
        switch countAllocations(row) {
        case .success(let count):
            return RowResult(row: row, median: nil, baselineMedian: nil, allocationCount: count, failure: nil)
        case .failure(let mismatch):
            return failed("the allocation run", mismatch.checksum)
        }
    }

    /// Runs `row` once, counting the heap allocations of every thread meanwhile.
    ///
    /// - Returns: the count, or the wrong checksum the run returned.
    private func countAllocations(_ row: Row) -> Result<Int, ChecksumMismatch> {
        let before = rheo_malloc_count()
        let checksum = row.body()
        let after = rheo_malloc_count()
        guard checksum == row.expectedChecksum else { return .failure(ChecksumMismatch(checksum: checksum)) }
        return .success(Int(after - before))
    }
}

/// A run that returned the wrong checksum; `checksum` is what it returned.
struct ChecksumMismatch: Error {
    /// The checksum the run returned.
    let checksum: Int
}

/// Whether this process counts allocations, and if not, why.
enum AllocationCounting {
    /// Allocations are counted, and the counter saw the probe's objects.
    case counting
    /// This platform cannot count them; `reason` says why, as a phrase.
    case unavailable(reason: String)
    /// The counter should count here but missed the probe's objects (a change in how the
    /// executable is linked can defeat the interposer); `detail` says what it saw.
    case broken(detail: String)

    /// Whether counts are taken.
    var isCounting: Bool {
        if case .counting = self { return true }
        return false
    }

    /// That allocations are not counted, and why, as a phrase for the reports:
    /// `allocations not measured on this platform (REASON)`; nil when they are counted.
    var notMeasuredPhrase: String? {
        switch self {
        case .counting: return nil
        case .unavailable(let reason): return "allocations \(allocationsNotMeasured) on this platform (\(reason))"
        case .broken(let detail): return "allocations \(allocationsNotMeasured) (\(detail))"
        }
    }
}

/// The wording of every allocation count that is not taken: the tables' cells, and the
/// line that says why.
let allocationsNotMeasured = "not measured"

/// Whether allocation counts can be trusted in this process.
///
/// Counting works by interposing malloc, which a change in how the executable
/// is linked could silently defeat; every count would then read zero and look
/// like a triumph. So this allocates objects and checks that the counter saw
/// them, and warns on stderr if it did not.
///
/// - Returns: `.unavailable` where the platform cannot count (Apple platforms), `.broken`
///   where the counter does not see Swift allocations, `.counting` otherwise.
func probeAllocationCounting() -> AllocationCounting {
    if let reason = rheo_malloc_counting_unavailable_reason() {
        return .unavailable(reason: String(cString: reason))
    }
    let probes = 100
    var objects: [AllocationProbe] = []
    objects.reserveCapacity(probes)
    let before = rheo_malloc_count()
    for i in 0..<probes {
        objects.append(makeAllocationProbe(i))
    }
    let seen = rheo_malloc_count() - before
    guard seen >= probes, objects.count == probes else {
        let detail = "the malloc counter saw \(seen) allocations for \(probes) objects"
        printError("warning: \(detail); allocations are reported as \(allocationsNotMeasured)")
        return .broken(detail: detail)
    }
    return .counting
}

/// A heap object for `probeAllocationCounting()` to allocate.
private final class AllocationProbe {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Allocates one probe object.
///
/// Out of line so the object escapes and cannot be promoted to the stack.
@inline(never)
private func makeAllocationProbe(_ value: Int) -> AllocationProbe {
    AllocationProbe(value)
}

/// The median of `values`; the mean of the two middle values for an even count.
func median(of values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of no samples")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Returns `value` unchanged, out of the optimizer's sight.
///
/// Baselines pass their closures through this so the compiler can neither
/// inline nor constant-fold them: each call stays an indirect call through a
/// closure context, as when the library calls a closure a user handed it.
/// It costs one call at setup and nothing per element.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}

/// Checks that row names are unique and each baseline is registered before
/// the rows compared with it; a violation is a bug in the scenario list.
func validateRegistry(_ rows: [Row]) {
    var seen = Set<String>()
    for row in rows {
        precondition(seen.insert(row.name).inserted, "row \(row.name) is registered twice")
        if let baseline = row.baseline {
            precondition(seen.contains(baseline), "row \(row.name): baseline \(baseline) must be registered before it")
        }
    }
}

/// The rows whose name contains `filter`, plus the baselines they compare
/// with, in registration order; all rows when `filter` is nil.
func selectRows(_ rows: [Row], matching filter: String?) -> [Row] {
    guard let filter else { return rows }
    var wanted = Set(rows.filter { $0.name.contains(filter) }.map(\.name))
    // Walk backwards: baselines precede their rows, so one pass also picks up
    // a baseline's own baseline.
    for row in rows.reversed() where wanted.contains(row.name) {
        if let baseline = row.baseline { wanted.insert(baseline) }
    }
    return rows.filter { wanted.contains($0.name) }
}
