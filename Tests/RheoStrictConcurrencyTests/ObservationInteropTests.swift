#if canImport(Observation)
import Foundation
import Observation
import Rheo
import RheoTestSupport
import XCTest

/// A main-actor `@Observable` view model, as an app declares one. With `Rheo` imported,
/// `@Observable` is still Observation's macro.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
private final class SignInViewModel {
    var username = ""
    var isValid = false
}

/// The Observation interop used from the main actor in Swift 6 mode, warnings as errors:
/// the bodies need no `MainActor.assumeIsolated` and no `@preconcurrency`. A synchronous
/// test method enters the main actor with `assumeIsolated` only because XCTest on Linux
/// cannot run a main-actor test method that throws (its generated test list fails to
/// cast it at run time).
///
/// Not `@available` on the class or the test methods: XCTest on Apple platforms finds test
/// methods through the Objective-C runtime, which does not see `@available`, so it would
/// run them on an older system and crash there. Each test method checks `#available` and
/// skips otherwise; its body is in the `@available` extension below.
final class ObservationInteropTests: RheoTestCase {
    func testObserveBindAndChannelFromTheMainActor() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        MainActor.assumeIsolated { Self.observeBindAndChannelFromTheMainActor() }
    }

    @MainActor func testObservationsFromTheMainActor() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            throw XCTSkip(SkipReason.needsObservations)
        }
        await observationsFromTheMainActor()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ObservationInteropTests {
    /// Static: the main-actor closure of `assumeIsolated` must not capture the test case.
    @MainActor static func observeBindAndChannelFromTheMainActor() {
        let viewModel = SignInViewModel()
        let draft = BehaviorRelay(value: "")
        let validity = Collected<Bool>()
        let bindings = CompositeDisposable()
        _ = bindings.insert(draft <-> viewModel.observationChannel(\.username))
        _ = bindings.insert(
            Observable.observe { viewModel.username.count >= 3 }.bind(to: viewModel, \.isValid))
        _ = bindings.insert(Observable.observe { viewModel.isValid }.subscribe(onNext: { validity.append($0) }))
        draft.accept("Ada")
        XCTAssertEqual(viewModel.username, "Ada")
        let deadline = Date().addingTimeInterval(10)
        while !viewModel.isValid || validity.values.last != true, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(viewModel.isValid)
        XCTAssertEqual(validity.values, [false, true])
        bindings.dispose()
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @MainActor func observationsFromTheMainActor() async {
        let viewModel = SignInViewModel()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let subscription = Observable.observations { viewModel.username }
            .subscribe(onNext: { continuation.yield($0) })
        var names = stream.makeAsyncIterator()
        let first = await names.next()
        XCTAssertEqual(first, "")
        viewModel.username = "Grace"
        let second = await names.next()
        XCTAssertEqual(second, "Grace")
        subscription.dispose()
        continuation.finish()
    }
}
#endif
