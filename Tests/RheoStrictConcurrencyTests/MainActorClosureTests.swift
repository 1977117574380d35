import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// A main-actor screen: its bindings are written the way app code on the main actor
/// writes them, touching main-actor state in the closures with no `assumeIsolated`.
@MainActor
private final class Screen {
    var title = ""
    var titles: [String] = []
    var threads: [Bool] = []
    var completions = 0
    var disposals = 0

    func show(_ title: String) {
        self.title = title
        titles.append(title)
        threads.append(Thread.isMainThread)
    }

    /// `drive` with explicit `@MainActor` closures: selects the main-actor overload.
    func driveExplicitly(_ driver: Driver<String>) -> Disposable {
        driver.drive(
            onNext: { @MainActor title in self.show(title) },
            onCompleted: { @MainActor in self.completions += 1 },
            onDisposed: { @MainActor in self.disposals += 1 })
    }

    /// `drive` with a plain closure formed on the main actor (RxSwift's overload).
    func drivePlainly(_ driver: Driver<String>) -> Disposable {
        driver.drive(onNext: { title in self.show(title) })
    }

    /// `drive` with a main-actor method.
    func driveWithMethod(_ driver: Driver<String>) -> Disposable {
        driver.drive(onNext: show)
    }

    func driveWithObject(_ driver: Driver<String>) -> Disposable {
        driver.drive(
            with: self,
            onNext: { @MainActor screen, title in screen.show(title) },
            onCompleted: { @MainActor screen in screen.completions += 1 },
            onDisposed: { @MainActor screen in screen.disposals += 1 })
    }

    func emitExplicitly(_ signal: Signal<String>) -> Disposable {
        signal.emit(
            onNext: { @MainActor title in self.show(title) },
            onCompleted: { @MainActor in self.completions += 1 },
            onDisposed: { @MainActor in self.disposals += 1 })
    }

    func emitWithObject(_ signal: Signal<String>) -> Disposable {
        signal.emit(with: self, onNext: { @MainActor screen, title in screen.show(title) })
    }

    func subscribeToDriver(_ driver: Driver<String>) -> Disposable {
        driver.subscribe(onNext: { @MainActor title in self.show(title) })
    }

    func subscribeToSignal(_ signal: Signal<String>) -> Disposable {
        signal.subscribe(
            onNext: { @MainActor title in self.show(title) },
            onCompleted: { @MainActor in self.completions += 1 })
    }

    func bind(_ source: Observable<String>) -> Disposable {
        source.bind(onNext: { @MainActor title in self.show(title) })
    }
}

/// A binder made in code that is not on the main actor (as a `Reactive` extension
/// property is), for a main-actor target.
private func titleBinder(of screen: Screen) -> Binder<String> {
    Binder(screen) { @MainActor screen, title in
        screen.show(title)
    }
}

/// Runs the main run loop until `condition` holds or `timeout` seconds have passed.
@MainActor
private func runMainLoop(until condition: () -> Bool, timeout: TimeInterval = 10) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
}

final class MainActorClosureTests: RheoTestCase {
    // XCTest on Linux runs synchronous tests on the main thread: the tests enter the main
    // actor with `assumeIsolated`, as `MainActorBindingTests` does, and run the main queue.

    func testDriveWithMainActorClosuresDeliversElementsCompletionAndDisposalOnTheMainActor() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let subject = PublishSubject<String>()
            let subscription = screen.driveExplicitly(subject.asDriver(onErrorJustReturn: "error"))
            subject.onNext("a")
            subject.onNext("b")
            subject.onCompleted()
            runMainLoop(until: { screen.disposals == 1 })
            XCTAssertEqual(screen.titles, ["a", "b"])
            XCTAssertEqual(screen.threads, [true, true])
            XCTAssertEqual(screen.completions, 1)
            XCTAssertEqual(screen.disposals, 1)
            subscription.dispose()
        }
    }

    func testDriveReplaysTheLatestElementOnSubscriptionToAMainActorClosure() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let relay = BehaviorRelay(value: "first")
            let subscription = screen.driveExplicitly(relay.asDriver())
            // The replay arrives during `drive`, which runs on the main actor.
            XCTAssertEqual(screen.titles, ["first"])
            relay.accept("second")
            runMainLoop(until: { screen.titles.count == 2 })
            XCTAssertEqual(screen.titles, ["first", "second"])
            subscription.dispose()
            XCTAssertEqual(screen.disposals, 1)
        }
    }

    func testElementsSentFromABackgroundThreadReachTheMainActorClosureOnTheMainThread() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let relay = PublishRelay<String>()
            let subscription = screen.driveExplicitly(relay.asDriver(onErrorJustReturn: ""))
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                relay.accept("from the background")
                sent.signal()
            }
            sent.wait()
            runMainLoop(until: { screen.titles.count == 1 })
            XCTAssertEqual(screen.titles, ["from the background"])
            XCTAssertEqual(screen.threads, [true])
            subscription.dispose()
        }
    }

    func testDisposingFromABackgroundThreadRunsTheMainActorDisposalHandlerOnTheMainActor() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let relay = BehaviorRelay(value: "a")
            var disposedOnMainThread: Bool?
            let subscription = relay.asDriver().drive(
                onNext: { @MainActor title in screen.show(title) },
                onDisposed: { @MainActor in disposedOnMainThread = Thread.isMainThread })
            let composite = CompositeDisposable()
            _ = composite.insert(subscription)
            let disposed = DispatchSemaphore(value: 0)
            // The composite is Sendable; disposing it from another thread queues the
            // main-actor handler to the main actor.
            DispatchQueue.global().async {
                composite.dispose()
                disposed.signal()
            }
            disposed.wait()
            XCTAssertNil(disposedOnMainThread)
            runMainLoop(until: { disposedOnMainThread != nil })
            XCTAssertEqual(disposedOnMainThread, true)
            XCTAssertEqual(screen.titles, ["a"])
        }
    }

    func testDriveWithAPlainClosureOrAMainActorMethodCompilesOnTheMainActor() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let relay = BehaviorRelay(value: "x")
            let plain = screen.drivePlainly(relay.asDriver())
            let method = screen.driveWithMethod(relay.asDriver())
            XCTAssertEqual(screen.titles, ["x", "x"])
            plain.dispose()
            method.dispose()
        }
    }

    func testDriveWithObjectPassesTheObjectToMainActorHandlers() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let subject = PublishSubject<String>()
            let subscription = screen.driveWithObject(subject.asDriver(onErrorJustReturn: ""))
            subject.onNext("a")
            subject.onCompleted()
            runMainLoop(until: { screen.disposals == 1 })
            XCTAssertEqual(screen.titles, ["a"])
            XCTAssertEqual(screen.completions, 1)
            XCTAssertEqual(screen.disposals, 1)
            subscription.dispose()
        }
    }

    func testEmitWithMainActorClosuresDeliversOnTheMainActor() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let relay = PublishRelay<String>()
            let subscription = screen.emitExplicitly(relay.asSignal())
            let withObject = screen.emitWithObject(relay.asSignal())
            relay.accept("a")
            runMainLoop(until: { screen.titles.count == 2 })
            XCTAssertEqual(screen.titles, ["a", "a"])
            XCTAssertEqual(screen.threads, [true, true])
            subscription.dispose()
            withObject.dispose()
            XCTAssertEqual(screen.disposals, 1)
        }
    }

    func testSubscribeWithMainActorClosuresOnADriverAndASignal() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let relay = BehaviorRelay(value: "d")
            let signalSource = PublishSubject<String>()
            let driverSubscription = screen.subscribeToDriver(relay.asDriver())
            let signalSubscription = screen.subscribeToSignal(signalSource.asSignal(onErrorJustReturn: ""))
            signalSource.onNext("s")
            signalSource.onCompleted()
            runMainLoop(until: { screen.completions == 1 })
            XCTAssertEqual(screen.titles, ["d", "s"])
            XCTAssertEqual(screen.completions, 1)
            driverSubscription.dispose()
            signalSubscription.dispose()
        }
    }

    func testBindWithAMainActorClosureMovesBackgroundElementsToTheMainThread() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let background = SerialDispatchQueueScheduler(internalSerialQueueName: "MainActorClosureTests")
            let subscription = screen.bind(Observable.of("a", "b").subscribe(on: background))
            runMainLoop(until: { screen.titles.count == 2 })
            XCTAssertEqual(screen.titles, ["a", "b"])
            XCTAssertEqual(screen.threads, [true, true])
            subscription.dispose()
        }
    }

    func testABinderWithAMainActorClosureMadeOffTheMainActorAppliesOnTheMainActor() {
        MainActor.assumeIsolated {
            let screen = Screen()
            let binder = titleBinder(of: screen)
            let relay = BehaviorRelay(value: "bound")
            let subscription = relay.asDriver().drive(binder)
            XCTAssertEqual(screen.titles, ["bound"])
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                binder.onNext("from the background")
                sent.signal()
            }
            sent.wait()
            runMainLoop(until: { screen.titles.count == 2 })
            XCTAssertEqual(screen.titles, ["bound", "from the background"])
            XCTAssertEqual(screen.threads, [true, true])
            subscription.dispose()
        }
    }

    func testABinderWithAMainActorClosureHoldsItsTargetWeakly() {
        MainActor.assumeIsolated {
            var screen: Screen? = Screen()
            weak let weakScreen = screen
            let binder = titleBinder(of: screen!)
            screen = nil
            XCTAssertNil(weakScreen)
            binder.onNext("dropped")
        }
    }
}
