// RxSwift's `RxError` and `Resources`, spelled as RxSwift code spells them (the API audit
// against RxSwift 6.10): `argumentOutOfRange` has no payload, `RxError` is a `LocalizedError`,
// and `Resources` returns `Int32` counts.
import Foundation
import Rheo

/// Builds, throws and matches every `RxError` case as RxSwift code does.
func errorsUsageCases() -> [RxError] {
    let cases: [RxError] = [
        .unknown, .disposed(object: NSObject()), .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement,
        .timeout,
    ]
    let error: RxError = RxError.argumentOutOfRange
    let _: String = error.debugDescription
    let _: String? = error.errorDescription
    let _: String = (error as Error).localizedDescription
    let _: Observable<Int> = Observable.error(RxError.argumentOutOfRange)
    let _: Single<Int> = Single.error(RxError.argumentOutOfRange)
    return cases
}

/// Names each case the way RxSwift code switches over them.
func errorsUsageName(_ error: Error) -> String {
    switch error {
    case RxError.argumentOutOfRange:
        return "argumentOutOfRange"
    case RxError.disposed(let object):
        return "disposed \(object)"
    case let rxError as RxError:
        switch rxError {
        case .unknown: return "unknown"
        case .overflow: return "overflow"
        case .argumentOutOfRange: return "argumentOutOfRange"
        case .noElements: return "noElements"
        case .moreThanOneElement: return "moreThanOneElement"
        case .timeout: return "timeout"
        case .disposed: return "disposed"
        }
    default:
        return "other"
    }
}

/// Throws and catches the error as RxSwift code does.
func errorsUsageCatch() -> Bool {
    do {
        throw RxError.argumentOutOfRange
    } catch RxError.argumentOutOfRange {
        return true
    } catch {
        return false
    }
}

/// `if case` and `guard case` on an optional cast, as in RxSwift tests.
func errorsUsageMatch(_ error: Error?) -> Bool {
    if case .argumentOutOfRange? = error as? RxError {
        return true
    }
    guard case RxError.timeout? = error else { return false }
    return true
}

/// RxSwift's `Resources`, as a test's leak check uses it: `Int32` counts.
func errorsUsageResources() -> Int32 {
    let start: Int32 = Resources.total
    let up: Int32 = Resources.incrementTotal()
    _ = Resources.decrementTotal()
    return up - start
}

/// RxSwift's other debug counters, read and reset as its test suites do:
/// `Resources.numberOfSerialDispatchQueueObservables` is `Int32`, and the global
/// `maxTailRecursiveSinkStackSize` an `Int` the test assigns.
func errorsUsageDebugCounters() -> Bool {
    let serialQueueObservables: Int32 = Resources.numberOfSerialDispatchQueueObservables
    maxTailRecursiveSinkStackSize = 0
    let depth: Int = maxTailRecursiveSinkStackSize
    return serialQueueObservables >= 0 && depth >= 0
}
