import Observation

// Each line marked `expect: NAME` in a trailing comment must draw a finding that names NAME;
// every other line none.

// MARK: Rule 1, the toolchain's declarations

func unguarded() async throws {
    try await Task.sleep(for: .seconds(1))  // expect: sleep
    let clock = ContinuousClock()  // expect: ContinuousClock
    _ = clock
    let metatype = Duration.self  // expect: Duration
    _ = metatype
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func annotated() async throws {
    try await Task.sleep(for: .seconds(1))
    _ = ContinuousClock().now
}

@available(macOS 13, *)
func annotatedForMacOSOnly() -> Duration {  // expect: Duration
    .zero  // expect: zero
}

func guardedByIf() async throws {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        try await Task.sleep(for: .milliseconds(1))
    } else {
        _ = Duration.zero  // expect: zero
    }
}

func guardedByGuard() -> Int {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return 0 }
    return Int(Duration.seconds(2).components.seconds)
}

func guardedByUnavailable() {
    if #unavailable(macOS 13, iOS 16, tvOS 16, watchOS 9) {
        return
    } else {
        _ = Duration.zero
    }
}

struct StoresADuration {
    let duration: Duration  // expect: Duration
}

@available(*, unavailable)
func neverCalled() -> Duration { .zero }

func inADefer() -> Int {
    defer { _ = Duration.zero }  // expect: zero
    return 0
}

func inAForInSequence(_ values: [Int]) {
    for value in values.map({ _ in Duration.zero }) {  // expect: zero
        _ = value
    }
}

func guardedByWhile() {
    while #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        _ = Duration.zero
        break
    }
}

func guardedByGuardUnavailable() {
    guard #unavailable(macOS 13, iOS 16, tvOS 16, watchOS 9) else {
        _ = Duration.zero
        return
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct Nested {
    func overloadsByType() {
        _ = Duration.nanoseconds(1)
        _ = Duration.nanoseconds(1.5)  // expect: nanoseconds
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func nestedAnnotation() -> Int { newAPI() }

    subscript(index: Int) -> Duration { .seconds(index) }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static let stored = Duration.seconds(3)
}

struct OldSubscript {
    subscript(index: Int) -> Duration {  // expect: Duration
        fatalError()
    }
}

extension Duration {  // expect: Duration
    var twice: Self { self * 2 }
}

struct CustomClock: Clock {  // expect: Clock
    var now: ContinuousClock.Instant { fatalError() }  // expect: ContinuousClock
    var minimumResolution: Duration { .zero }  // expect: Duration
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}  // expect: Duration
}

func constrained<C: Clock>(_ clock: C) {}  // expect: Clock

// `for await` calls `next(isolation:)` (macOS 15) on Linux but `next()` below it on Darwin;
// `&*` is a macOS 15 requirement with an older default implementation. Neither is written.
func implicitReferences(_ stream: AsyncStream<Int>) async -> UInt64 {
    for await _ in stream {}
    var z: UInt64 = 7
    z = z &* 3
    return z
}

// MARK: Rule 1, macros and the package's own declarations

@Observable  // expect: Observable
final class Model {
    var name = ""
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class AnnotatedModel {
    var name = ""
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
func newAPI() -> Int { 1 }

func callsNewAPI() -> Int {
    newAPI()  // expect: newAPI
}

func callsNewAPIInAnAutoclosure() -> Bool {
    check(newAPI() == 1)  // expect: newAPI
}

func check(_ condition: @autoclosure () -> Bool) -> Bool { condition() }

// MARK: Rule 2, constrained existentials

protocol Owner<Element>: AnyObject {
    associatedtype Element
}

final class StoresAnOwner<Element> {
    let owner: any Owner<Element>  // expect: any Fixture.Owner

    init(owner: any Owner<Element>) {
        self.owner = owner
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class StoresAnOwnerAtItsRuntime<Element> {
    let owner: any Owner<Element>

    init(owner: any Owner<Element>) {
        self.owner = owner
    }
}

func listsOwners(_ owner: any Owner<Int>) -> Int {
    let owners: [any Owner<Int>] = [owner]  // expect: any Fixture.Owner
    return owners.count  // expect: any Fixture.Owner
}

func takesAnArrayOfOwners(_ owners: [any Owner<Int>]) {}  // expect: any Fixture.Owner

func castsToAnOwner(_ value: AnyObject) -> Bool {
    value is any Owner<Int>  // expect: any Fixture.Owner
}
