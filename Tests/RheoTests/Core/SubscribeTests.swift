import Foundation
import Rheo
import RheoTestSupport
import XCTest

final class SubscribeTests: RheoTestCase {
    func testHandlersRunInOrderAndOnDisposedLast() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testErrorThenOnDisposed() {
        var log: [String] = []
        _ = Observable<Int>.error(TestError(4)).subscribe(
            onError: { log.append("error \(($0 as? TestError)?.id ?? -1)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["error 4", "disposed"])
    }

    func testUnhandledErrorGoesToDefaultErrorHandler() {
        let errors = captureUnhandledErrors {
            _ = Observable<Int>.error(TestError(5)).subscribe(onNext: { _ in })
        }
        XCTAssertEqual(errors.map { ($0 as? TestError)?.id }, [5])
    }

    func testRecordedCallStackReachesTheHandler() {
        let stacks = Collected<[String]>()
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { ["frame-a", "frame-b"] }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        defer {
            Hooks.recordCallStackOnError = false
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.defaultErrorHandler = previousHandler
        }
        _ = Observable<Int>.error(TestError()).subscribe()
        XCTAssertEqual(stacks.values, [["frame-a", "frame-b"]])
    }

    func testSubscribeWithEventHandler() {
        var events: [String] = []
        _ = Observable.of(1, 2).subscribe { event in events.append(event.debugDescription) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "completed"])
    }

    func testSubscribeWithObjectPassesItWhileAlive() {
        final class Owner { var received: [Int] = [] }
        let owner = Owner()
        var completedWith: Owner?
        _ = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { owner, value in owner.received.append(value) },
            onCompleted: { completedWith = $0 }
        )
        XCTAssertEqual(owner.received, [1, 2])
        XCTAssertTrue(completedWith === owner)
    }

    func testSubscribeWithObjectIgnoresEventsAfterTheObjectIsGone() {
        final class Owner { var received: [Int] = [] }
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var calls = 0
        let subscription = source.subscribe(with: owner!, onNext: { _, _ in calls += 1 })
        captured?.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must not retain the object")
        captured?.onNext(2)
        XCTAssertEqual(calls, 1)
        subscription.dispose()
        captured = nil
    }

    func testSubscribeWithObjectAndNoOnErrorStillReportsUnhandledErrors() {
        final class Owner {}
        let owner = Owner()
        let errors = captureUnhandledErrors {
            _ = Observable<Int>.error(TestError(8)).subscribe(with: owner, onNext: { _, _ in })
        }
        XCTAssertEqual(errors.map { ($0 as? TestError)?.id }, [8])
    }

    func testCustomObservableTypeConvertsToObservable() {
        struct Countdown: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                for value in stride(from: 3, through: 1, by: -1) { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
        }
        let recorder = RecordingObserver<Int>()
        _ = Countdown().asObservable().map { $0 * 2 }.subscribe(recorder)
        XCTAssertEqual(recorder.elements, [6, 4, 2])
        XCTAssertTrue(recorder.isCompleted)
    }
}
