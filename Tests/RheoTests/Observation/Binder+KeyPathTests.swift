#if canImport(Observation)
import Foundation
import Observation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// Not `@available` on the class or the test methods: XCTest on Apple platforms finds test
/// methods through the Objective-C runtime, which does not see `@available`, so it would
/// run them on an older system and crash there. Each test method checks `#available` and
/// skips otherwise; its body is in the `@available` extension below.
final class BinderKeyPathTests: RheoTestCase {
    func testBindSetsThePropertyOnTheScheduler() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        bindSetsThePropertyOnTheScheduler()
    }

    func testBindToAnOptionalProperty() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        bindToAnOptionalProperty()
    }

    func testBindOnTheMainThreadSetsAtOnce() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        bindOnTheMainThreadSetsAtOnce()
    }

    func testKeyPathBinderHoldsTheTargetWeakly() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        keyPathBinderHoldsTheTargetWeakly()
    }

    func testErrorGoesToTheBindingErrorHandler() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            throw XCTSkip(SkipReason.needsObservation)
        }
        errorGoesToTheBindingErrorHandler()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension BinderKeyPathTests {
    /// `bind(to:_:scheduler:)` sets the property on the scheduler, for each element; the
    /// model's observers see each change.
    func bindSetsThePropertyOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let profile = TestProfile()
        let names = scheduler.createHotObservable([.next(210, "Grace"), .next(220, "Barbara"), .completed(230)])
        let observed = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = names.bind(to: profile, \.name, scheduler: scheduler)
            _ = Observable.observe(on: scheduler) { profile.name }.take(3).subscribe(observed)
        }
        scheduler.scheduleAt(215) { XCTAssertEqual(profile.name, "Grace") }
        scheduler.start()
        XCTAssertEqual(profile.name, "Barbara")
        XCTAssertEqual(profile.nameWrites, 2)
        // Set at 211 and 221 (the binder's step), re-read one tick later.
        XCTAssertEqual(
            observed.events, [.next(200, "Ada"), .next(212, "Grace"), .next(222, "Barbara"), .completed(222)])
    }

    /// The optional form sets an optional property.
    func bindToAnOptionalProperty() {
        let profile = TestProfile()
        let subscription = Observable.of("Gracie", "Babs").bind(
            to: profile, \.nickname, scheduler: CurrentThreadScheduler.instance)
        XCTAssertEqual(profile.nickname, "Babs")
        subscription.dispose()
    }

    /// On the default main scheduler, from the main thread, the property is set at once.
    func bindOnTheMainThreadSetsAtOnce() {
        XCTAssertTrue(Thread.isMainThread)
        let profile = TestProfile()
        let relay = BehaviorRelay(value: 40)
        let subscription = relay.bind(to: profile, \.age)
        XCTAssertEqual(profile.age, 40)
        relay.accept(41)
        XCTAssertEqual(profile.age, 41)
        subscription.dispose()
    }

    /// `Binder(_:keyPath:scheduler:)` holds its target weakly and drops what comes after it.
    func keyPathBinderHoldsTheTargetWeakly() {
        var profile: TestProfile? = TestProfile()
        weak let released = profile
        let binder = Binder(profile!, keyPath: \.name, scheduler: CurrentThreadScheduler.instance)
        binder.onNext("Grace")
        XCTAssertEqual(profile?.name, "Grace")
        profile = nil
        XCTAssertNil(released)
        binder.onNext("Barbara")
    }

    /// An error reaching the binder goes to the binding error handler.
    func errorGoesToTheBindingErrorHandler() {
        let profile = TestProfile()
        let reports = captureBindingErrors {
            _ = Observable<String>.error(TestError.boom).bind(
                to: profile, \.name, scheduler: CurrentThreadScheduler.instance)
        }
        let made = AssemblyTracking.isEnabled ? " made at \(#fileID):\(#line - 3)" : ""
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.binding, "Binder<String> of TestProfile\(made)")
        XCTAssertEqual(profile.name, "Ada")
    }
}

private enum TestError: Error {
    case boom
}
#endif
