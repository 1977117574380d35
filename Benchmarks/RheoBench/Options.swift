/// What the command line asked for.
struct Options {
    /// Rows whose name contains this substring run (with their baselines); nil runs all.
    var filter: String?
    /// Fewer warm-ups and samples, same element counts: for CI.
    var quick = false
    /// Where to write the rows as a JSON array; nil writes none.
    var jsonPath: String?

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
    usage: rheo-bench [--filter NAME] [--quick] [--json FILE] [--help]

      --filter NAME  run only rows whose name contains NAME (their baselines run too)
      --quick        short run for CI: 1 warm-up and 3 samples per row, same sizes
      --json FILE    also write the rows to FILE as a JSON array
      --help         print this text

    Build with `swift build -c release`; debug numbers are meaningless.
    """

/// Parses the arguments that follow the program name.
///
/// Accepts `--option VALUE` and `--option=VALUE` for options taking a value.
///
/// - Returns: `.help` if `--help` or `-h` appears anywhere, otherwise `.run`.
/// - Throws: `UsageError` for an unknown option, a positional argument, a
///   missing or empty value, or an option given twice.
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
        case "--quick":
            guard inlineValue == nil else { throw UsageError(message: "--quick takes no value") }
            options.quick = true
        default:
            if flag.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(flag)'")
            }
            throw UsageError(message: "unexpected argument '\(argument)'")
        }
    }
    return .run(options)
}

/// Splits `--flag=value` into its flag and value; other arguments have no value.
private func splitFlag(_ argument: String) -> (flag: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
