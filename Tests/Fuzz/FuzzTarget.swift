import Rheo

// The libFuzzer target (Scripts/fuzz.sh builds and runs it). Each input decodes into an
// operator chain and an event script, built with the property checks' own code
// (`ChainCase.random(using:)` in Tests/RheoTests/Properties/OperatorChainModel.swift, drawing
// its choices from the input bytes instead of a seeded generator), and the events the chain
// delivers are compared with the same plain-Swift model. `FuzzCase.decode`
// (Tests/RheoTests/Properties/FuzzCase.swift, shared with the regression tests) says how the
// bytes decode; any difference is a fatal error, which libFuzzer saves as a crash input.

nonisolated(unsafe) var contractViolations: [String] = []

/// libFuzzer's entry point: decodes `data` into a case, runs it, and stops the process with
/// a fatal error (which libFuzzer saves as a crash input) if Rheo differs from the model,
/// breaks the grammar, reports a contract violation or leaks a live object.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let fuzzCase = FuzzCase.decode(Array(UnsafeBufferPointer(start: data, count: size)))
    Hooks.contractViolationHandler = { contractViolations.append($0) }
    contractViolations = []
    let startResources = Resources.total
    var mismatch = runFuzzCase(fuzzCase)
    if mismatch == nil, !contractViolations.isEmpty {
        mismatch = "contract violations reported: \(contractViolations)"
    }
    if mismatch == nil, Resources.total != startResources {
        mismatch = "live Rheo objects leaked: \(Resources.total - startResources)"
    }
    if let mismatch {
        fatalError("Rheo fuzz finding: \(mismatch)\n  case: \(fuzzCase)")
    }
    return 0
}
