// RxBlocking's public API, spelled as RxBlocking code spells it:
// `toBlocking(timeout:)` on every observable-convertible type, the blocking operators, and
// `MaterializedSequenceResult`.
import Foundation
import Rheo
import RheoBlocking
import XCTest

/// Every blocking operator, as RxBlocking tests call them.
func rxBlockingUsageOperators() throws -> [Int] {
    let observable = Observable.of(1, 2, 3)
    let all: [Int] = try observable.toBlocking().toArray()
    let first: Int? = try observable.toBlocking().first()
    let last: Int? = try observable.toBlocking(timeout: 1).last()
    let only: Int = try Observable.just(4).toBlocking(timeout: 0.5).single()
    let matching: Int = try observable.toBlocking().single { $0 == 2 }
    let timeout: TimeInterval? = nil
    let blocking: BlockingObservable<Int> = observable.toBlocking(timeout: timeout)
    _ = blocking
    return all + [first, last].compactMap { $0 } + [only, matching]
}

/// `materialize()` and both cases of `MaterializedSequenceResult`, with RxBlocking's labels.
func rxBlockingUsageMaterialize() -> String {
    let result: MaterializedSequenceResult<Int> = Observable.of(1, 2).toBlocking().materialize()
    switch result {
    case .completed(let elements):
        return "completed \(elements)"
    case .failed(let elements, let error):
        return "failed \(elements) \(error)"
    }
}

/// The labels of the two cases, as patterns and as values.
func rxBlockingUsageResultCases() -> [MaterializedSequenceResult<String>] {
    let completed = MaterializedSequenceResult<String>.completed(elements: ["a"])
    let failed = MaterializedSequenceResult<String>.failed(elements: [], error: RxError.timeout)
    if case .failed(elements: let elements, error: RxError.timeout) = failed {
        _ = elements
    }
    return [completed, failed]
}

/// `toBlocking` on the traits and shared sequences, which are observable-convertible.
func rxBlockingUsageTraits() throws {
    let single: Int? = try Single.just(1).toBlocking().first()
    let maybe: [Int] = try Maybe<Int>.empty().toBlocking().toArray()
    let completable: Never? = try Completable.empty().toBlocking().first()
    let infallible: Int = try Infallible.just(2).toBlocking().single()
    let driver: [Int] = try Driver.just(3).toBlocking(timeout: 1).toArray()
    let signal: Int? = try Signal<Int>.empty().toBlocking().last()
    _ = (single, maybe, completable, infallible, driver, signal)
}

/// RxBlocking used inside an XCTest assertion, its commonest use.
func rxBlockingUsageInAssertions() {
    XCTAssertEqual(try Observable.of(1, 2).toBlocking().toArray(), [1, 2])
    XCTAssertThrowsError(try Observable<Int>.error(RxError.unknown).toBlocking().first())
    XCTAssertNoThrow(try Observable.just(1).toBlocking(timeout: 1).single())
}
