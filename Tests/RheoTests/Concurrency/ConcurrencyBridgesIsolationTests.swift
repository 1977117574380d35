import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// A non-Sendable element type, as most app models are.
final class NonSendableModel {
    let id: Int
    init(id: Int) { self.id = id }
}

/// Uses the bridges from an actor: compiles in Swift 6 mode without warnings.
actor BridgeUsingActor {
    private var seen: [Int] = []

    func collect(_ source: Observable<Int>) async throws -> [Int] {
        for try await value in source.values { seen.append(value) }
        return seen
    }

    func fetch(_ single: Single<Int>) async throws -> Int {
        try await single.value
    }
}

// The bridges used from the main actor and from an actor, with Sendable and non-Sendable
// elements: what a Swift 6 client writes.
final class ConcurrencyBridgesIsolationTests: RheoTestCase {
    @MainActor func testValuesAndValueFromTheMainActorWithNonSendableElements() async throws {
        var ids: [Int] = []
        for try await model in Observable.from([NonSendableModel(id: 1), NonSendableModel(id: 2)]).values {
            ids.append(model.id)
        }
        let single = try await Single.just(NonSendableModel(id: 3)).value
        let maybe = try await Maybe<NonSendableModel>.empty().value
        XCTAssertEqual(ids, [1, 2])
        XCTAssertEqual(single.id, 3)
        XCTAssertNil(maybe)
    }

    func testBridgesFromAnActor() async throws {
        let actor = BridgeUsingActor()
        let collected = try await actor.collect(Observable.range(start: 0, count: 5))
        let fetched = try await actor.fetch(Single<Int>.create { 9 })
        XCTAssertEqual(collected, [0, 1, 2, 3, 4])
        XCTAssertEqual(fetched, 9)
    }

    func testAsObservableOverATaskGroupResult() async throws {
        let stream = AsyncStream<Int> { continuation in
            Task {
                await withTaskGroup(of: Int.self) { group in
                    for value in 1...3 { group.addTask { value * 10 } }
                    for await value in group { continuation.yield(value) }
                }
                continuation.finish()
            }
        }
        var received: [Int] = []
        for try await value in stream.asObservable().values { received.append(value) }
        XCTAssertEqual(received.sorted(), [10, 20, 30])
    }
}
