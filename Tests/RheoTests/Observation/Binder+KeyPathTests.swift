#if canImport(Observation)
import Foundation
import Observation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class BinderKeyPathTests: RheoTestCase {
    /// `bind(to:_:scheduler:)` sets the property on the scheduler, for each element; the
    /// model's observers see each change.
    func testBindSetsThePropertyOnTheScheduler() {
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
    func testBindToAnOptionalProperty() {
        let profile = TestProfile()
        let subscription = Observable.of("Gracie", "Babs").bind(
            to: profile, \.nickname, scheduler: CurrentThreadScheduler.instance)
        XCTAssertEqual(profile.nickname, "Babs")
        subscription.dispose()
    }

    /// On the default main scheduler, from the main thread, the property is set at once.
    func testBindOnTheMainThreadSetsAtOnce() {
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
    func testKeyPathBinderHoldsTheTargetWeakly() {
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
    func testErrorGoesToTheBindingErrorHandler() {
        let profile = TestProfile()
        let reports = captureBindingErrors {
            _ = Observable<String>.error(TestError.boom).bind(
                to: profile, \.name, scheduler: CurrentThreadScheduler.instance)
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.binding, "Binder<String> of TestProfile")
        XCTAssertEqual(profile.name, "Ada")
    }
}

private enum TestError: Error {
    case boom
}
#endif
