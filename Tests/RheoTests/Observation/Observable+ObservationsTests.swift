#if canImport(Observation)
import Foundation
import Observation
import Rheo
import RheoTestSupport
import XCTest

/// A main-actor model: `Observable.observations` reads it on the main actor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable final class MainActorProfile {
    var age = 36
}

/// Not `@available` on the class or the test methods: XCTest on Apple platforms finds test
/// methods through the Objective-C runtime, which does not see `@available`, so it would
/// run them on an older system and crash there. Each test method checks `#available` and
/// skips otherwise; its body is in the `@available` extension below.
final class ObservableObservationsTests: RheoTestCase {
    @MainActor func testCurrentValueThenOneElementPerTransaction() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            throw XCTSkip(SkipReason.needsObservations)
        }
        await currentValueThenOneElementPerTransaction()
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension ObservableObservationsTests {
    /// The current value, then one element per transaction on the main actor (two
    /// changes in one turn coalesce into the last); nothing after disposal.
    @MainActor func currentValueThenOneElementPerTransaction() async {
        let liveAtStart = Resources.total
        let profile = MainActorProfile()
        await currentValueThenOneElementPerTransaction(of: profile)
        // The bridge's task ends when `Observations` answers the cancellation, at its next
        // element. If the task had not yet registered for a change when 40 was set, that
        // next element is the change after it (the documented behaviour of a sequence
        // whose `next()` waits for a value): make changes until the task has ended, so
        // that the test leaves nothing running (once in about 30 full runs, it did).
        let deadline = ContinuousClock.now + .seconds(5)
        while Resources.total != liveAtStart, ContinuousClock.now < deadline {
            profile.age += 1
            await Task.yield()
        }
    }

    @MainActor private func currentValueThenOneElementPerTransaction(of profile: MainActorProfile) async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let subscription = Observable.observations { profile.age }
            .subscribe(onNext: { continuation.yield($0) }, onDisposed: { continuation.finish() })
        var values = stream.makeAsyncIterator()
        let first = await values.next()
        XCTAssertEqual(first, 36)
        profile.age = 37
        let second = await values.next()
        XCTAssertEqual(second, 37)
        profile.age = 38
        profile.age = 39
        let third = await values.next()
        XCTAssertEqual(third, 39)
        subscription.dispose()
        profile.age = 40
        let afterDisposal = await values.next()
        XCTAssertNil(afterDisposal)
    }
}
#endif
