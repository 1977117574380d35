/// What the command line asked for.
struct Options {
    /// Rows whose name contains this substring run (with their baselines); nil runs all.
    var filter: String?
    /// Fewer warm-ups and samples, same element counts: for CI.
    var quick = false
    /// Where to write the rows as a JSON array; nil writes none.
    var jsonPath: String?
    /// Print the results as docs/Benchmarks.md's Markdown section on stdout, the progress
    /// table going to stderr instead.
    var markdown = false
    /// Where to write the bar chart of ratios as SVG; nil writes none.
    var svgPath: String?
    /// Count the allocations of the rows with a budget, untimed, and fail if one is
    /// over it; see `Harness.checkAllocations(of:)`.
    var checkAllocations = false
    /// Run the row of this exact name once, untimed, and print its operation count and
    /// checksum: for instruction counting under callgrind (`Scripts/check-instructions.sh`)
    /// and for profiling one row with `perf`.
    var runOnce: String?
    /// What the shared operation counts are divided by under `--run-once`; see `countDivisor`.
    var countDivisor = 1
    /// Measure the peak memory of a burst of dispatch-scheduler actions; see `runPeakMemory()`.
    var peakMemory = false
    /// Run the slow-consumer scenarios instead of the rows; see `runOverload(quick:filter:)`.
    var overload = false
    /// `--seconds`: how long each `--overload` scenario's producer sends; nil for the
    /// default (20 s, or 0.2 s with `--quick`).
    var overloadSeconds: Double?

    /// Warm-up runs per row before any sample is taken.
    var warmUps: Int { quick ? 1 : 2 }
    /// Timed samples per row; the median is reported.
    var samples: Int { quick ? 3 : 9 }
}

/// The outcome of parsing the command line.
enum Command {
    /// Run the benchmarks with these options.
    case run(Options)
    /// Print the usage text and exit successfully.
    case help
}

/// A command line that cannot be obeyed; `message` says why.
struct UsageError: Error {
    /// One line naming the offending argument.
    let message: String
}

/// The text printed by `--help` and after a usage error.
let usageText = """
    usage: rheo-bench [--filter NAME] [--quick] [--json FILE] [--markdown] [--svg FILE]
           rheo-bench --check-allocations [--filter NAME]
           rheo-bench --run-once NAME [--divide-counts D]
           rheo-bench --peak-memory
           rheo-bench --overload [--quick | --seconds S] [--filter NAME]
           rheo-bench --help

      --filter NAME        run only rows whose name contains NAME (their baselines run
                           too); scaling rows are named NAME@PARAM, so `--filter @`
                           runs them all
      --quick              short run for CI: 1 warm-up and 3 samples per row, same sizes
      --json FILE          also write the rows to FILE as a JSON array
      --markdown           print the results as a Markdown section (machine, date,
                           table) on stdout; the progress table goes to stderr
      --svg FILE           also write a bar chart of each row's ratio to its baseline
                           (log scale, targets marked) to FILE as SVG
      --check-allocations  run only the rows with an allocation budget, untimed: one
                           warm-up, then one counting run each; exit 1 if a budget is
                           broken, 2 if the counter misses allocations. Where the
                           platform cannot count them (Apple platforms), say so and
                           exit 0 without checking
      --run-once NAME      run the row named exactly NAME once: no warm-up, no timing,
                           no allocation counting; print its operation count and
                           checksum; exit 1 if the checksum is wrong. For counting
                           instructions under callgrind or profiling with perf
      --divide-counts D    with --run-once: divide the shared operation counts
                           (elements 1,000,000, subscriptions 100,000, cross-thread
                           elements 1,000,000, flatMap outer elements 1,000) by D,
                           1 to 1000; rows with counts of their own keep them
      --peak-memory        report the peak resident-memory growth of a burst of
                           1,000,000 actions on a SerialDispatchQueueScheduler
      --overload           instead of the rows: a producer thread sends as fast as it
                           can for 20 s (0.2 s with --quick) into observe(on:buffer:)
                           on a serial dispatch queue whose observer takes about 100
                           times as long per element; for unbounded, dropOldest(limit:
                           1024) and block(limit: 1024), print the peak RSS growth and
                           the elements sent, delivered, dropped and left waiting
      --seconds S          with --overload: each scenario's producer sends for S
                           seconds, 0.1 to 600
      --help               print this text

    Times against targets are reported, never fatal; broken allocation budgets fail
    only under --check-allocations. Exit status: 0 success, 1 a row failed its
    checksum, a budget was broken or a file could not be written, 2 a usage error.

    Build with `swift build -c release`; debug numbers are meaningless.
    """

/// Parses the arguments that follow the program name.
///
/// Accepts `--option VALUE` and `--option=VALUE` for options taking a value.
///
/// - Returns: `.help` if `--help` or `-h` appears anywhere, otherwise `.run`.
/// - Throws: `UsageError` for an unknown option, a positional argument, a
///   missing or empty value, an option given twice, a value given to a flag,
///   or `--check-allocations` with an option that needs timings.
func parseCommandLine(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
        return .help
    }
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        let (flag, inlineValue) = splitFlag(argument)

        func value() throws(UsageError) -> String {
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "\(flag) needs a value")
            }
            guard !value.isEmpty else {
                throw UsageError(message: "\(flag) needs a non-empty value")
            }
            return value
        }

        switch flag {
        case "--filter":
            guard options.filter == nil else { throw UsageError(message: "--filter given twice") }
            options.filter = try value()
        case "--json":
            guard options.jsonPath == nil else { throw UsageError(message: "--json given twice") }
            options.jsonPath = try value()
        case "--svg":
            guard options.svgPath == nil else { throw UsageError(message: "--svg given twice") }
            options.svgPath = try value()
        case "--run-once":
            guard options.runOnce == nil else { throw UsageError(message: "--run-once given twice") }
            options.runOnce = try value()
        case "--seconds":
            guard options.overloadSeconds == nil else { throw UsageError(message: "--seconds given twice") }
            let text = try value()
            guard let seconds = Double(text), seconds >= 0.1, seconds <= 600 else {
                throw UsageError(message: "--seconds needs a number of seconds from 0.1 to 600, not '\(text)'")
            }
            options.overloadSeconds = seconds
        case "--divide-counts":
            guard options.countDivisor == 1 else { throw UsageError(message: "--divide-counts given twice") }
            let text = try value()
            guard let divisor = Int(text), (1...1000).contains(divisor) else {
                throw UsageError(message: "--divide-counts needs a whole number from 1 to 1000, not '\(text)'")
            }
            options.countDivisor = divisor
        case "--quick", "--markdown", "--check-allocations", "--peak-memory", "--overload":
            guard inlineValue == nil else { throw UsageError(message: "\(flag) takes no value") }
            try setFlag(flag, in: &options)
        default:
            if flag.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(flag)'")
            }
            throw UsageError(message: "unexpected argument '\(argument)'")
        }
    }
    if options.checkAllocations {
        // The check times nothing, so whatever reports or shortens timings is a mistake.
        let timed = [
            ("--quick", options.quick), ("--json", options.jsonPath != nil),
            ("--markdown", options.markdown), ("--svg", options.svgPath != nil),
        ]
        if let (flag, _) = timed.first(where: { $0.1 }) {
            throw UsageError(message: "--check-allocations takes no timed samples; \(flag) cannot go with it")
        }
    }
    if options.overloadSeconds != nil {
        guard options.overload else { throw UsageError(message: "--seconds goes with --overload only") }
        guard !options.quick else { throw UsageError(message: "--seconds and --quick both set the duration") }
    }
    if options.runOnce != nil {
        // One untimed run of one row: filters, timings and budgets do not apply.
        let others = [
            ("--filter", options.filter != nil), ("--quick", options.quick), ("--json", options.jsonPath != nil),
            ("--markdown", options.markdown), ("--svg", options.svgPath != nil),
            ("--check-allocations", options.checkAllocations), ("--peak-memory", options.peakMemory),
            ("--overload", options.overload),
        ]
        if let (flag, _) = others.first(where: { $0.1 }) {
            throw UsageError(message: "--run-once runs one row untimed; \(flag) cannot go with it")
        }
    } else if options.countDivisor != 1 {
        throw UsageError(message: "--divide-counts goes with --run-once only: timed rows keep their full counts")
    }
    return .run(options)
}

/// What the shared operation counts (`elementCount`, `subscriptionCount`, `crossThreadCount`,
/// `flattenOuterCount`) are divided by in this process: `--divide-counts` under `--run-once`,
/// otherwise 1.
///
/// A global so that the counts can stay plain constants that every row reads. It parses the
/// command line again when a count is first read, which `allRows()` does after main.swift
/// has parsed it (so a bad command line has already exited).
let countDivisor: Int = {
    guard case .run(let options)? = try? parseCommandLine(CommandLine.arguments.dropFirst()) else { return 1 }
    return options.countDivisor
}()

/// Turns on the valueless option `flag` in `options`.
///
/// - Throws: `UsageError` if it is already on.
private func setFlag(_ flag: String, in options: inout Options) throws(UsageError) {
    let wasSet: Bool
    switch flag {
    case "--quick":
        wasSet = options.quick
        options.quick = true
    case "--markdown":
        wasSet = options.markdown
        options.markdown = true
    case "--peak-memory":
        wasSet = options.peakMemory
        options.peakMemory = true
    case "--overload":
        wasSet = options.overload
        options.overload = true
    default:
        precondition(flag == "--check-allocations", "setFlag called with \(flag)")
        wasSet = options.checkAllocations
        options.checkAllocations = true
    }
    if wasSet { throw UsageError(message: "\(flag) given twice") }
}

/// Splits `--flag=value` into its flag and value; other arguments have no value.
private func splitFlag(_ argument: String) -> (flag: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
