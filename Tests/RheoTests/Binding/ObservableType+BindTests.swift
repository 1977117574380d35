import Rheo
import RheoTest
import RheoTestSupport
import XCTest

/// A view model whose binding function is curried, for `bind(to:curriedArgument:)`.
private final class Greeter {
    var greetings: [String] = []

    func greet(_ names: Observable<String>) -> (String) -> Disposable {
        { [unowned self] salutation in
            names.subscribe(onNext: { self.greetings.append("\(salutation), \($0)") })
        }
    }
}

final class ObservableTypeBindTests: MainQueueTestCase {
    func testBindToOneObserverSendsEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToManyObserversSendsEveryEventToEachInOrder() {
        var log: [String] = []
        let first = AnyObserver<Int> { log.append("first \($0)") }
        let second = AnyObserver<Int> { log.append("second \($0)") }
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(
            log,
            [
                "first next(1)", "second next(1)",
                "first next(2)", "second next(2)",
                "first completed", "second completed",
            ])
    }

    func testBindToObserversPassesErrorsToThem() {
        let recorder = RecordingObserver<Int>()
        let reports = captureBindingErrors {
            _ = Observable<Int>.error(TestError(1)).bind(to: recorder)
        }
        XCTAssertEqual(recorder.error as? TestError, TestError(1))
        XCTAssertTrue(reports.isEmpty, "an observer that takes errors gets them; the hook is not involved")
    }

    func testBindToOptionalObserversWrapsElements() {
        let first = RecordingObserver<Int?>()
        let second = RecordingObserver<Int?>()
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(first.elements, [1, 2])
        XCTAssertEqual(second.elements, [1, 2])
        XCTAssertTrue(first.isCompleted)
        XCTAssertTrue(second.isCompleted)
    }

    func testBindToABinder() {
        drainMainQueue()
        let label = TestLabel()
        let subject = PublishSubject<String>()
        let subscription = subject.bind(to: label.rx.text)
        subject.onNext("one")
        XCTAssertEqual(label.text, "one")
        subscription.dispose()
        subject.onNext("two")
        XCTAssertEqual(label.text, "one", "nothing after disposal")
    }

    func testBindToABinderErrorGoesToTheHook() {
        let label = TestLabel()
        let reports = captureBindingErrors {
            _ = Observable<String?>.error(TestError(4)).bind(to: label.rx.text)
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first?.error as? TestError, TestError(4))
    }

    func testBindToAClosurePassesTheSequenceAndReturnsItsResult() {
        let recorder = RecordingObserver<Int>()
        let source = Observable.of(1, 2, 3)
        let result: Disposable = source.bind(to: { (sequence: Observable<Int>) in
            sequence.filter { $0 != 2 }.subscribe(recorder)
        })
        result.dispose()
        XCTAssertEqual(recorder.elements, [1, 3])
        XCTAssertEqual(source.bind(to: { _ in 42 }), 42)
    }

    func testBindToACurriedFunction() {
        let greeter = Greeter()
        let subscription = Observable.of("Ann", "Bo").bind(to: greeter.greet, curriedArgument: "Hi")
        XCTAssertEqual(greeter.greetings, ["Hi, Ann", "Hi, Bo"])
        subscription.dispose()
    }

    func testBindOnNextReceivesElements() {
        var received: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testBindOnNextErrorGoesToTheHookAndEndsTheBinding() {
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        let reports = captureBindingErrors {
            _ = subject.bind(onNext: { received.append($0) })
            subject.onNext(1)
            subject.onError(TestError(6))
        }
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(reports.map(\.binding), ["bind(onNext:)"])
        XCTAssertEqual(reports.first?.error as? TestError, TestError(6))
    }

    func testBindToARelayErrorGoesToTheHook() {
        let relay = BehaviorRelay(value: 0)
        let reports = captureBindingErrors {
            _ = Observable<Int>.error(TestError(8)).bind(to: relay)
        }
        XCTAssertEqual(relay.value, 0)
        XCTAssertEqual(reports.map(\.binding), ["bind(to: BehaviorRelay)"])
    }

    func testBindWithPassesTheObjectAndEachElement() {
        let greeter = Greeter()
        let subject = PublishSubject<String>()
        let binding = subject.bind(with: greeter) { greeter, name in greeter.greetings.append(name) }
        subject.onNext("Ada")
        subject.onNext("Grace")
        binding.dispose()
        subject.onNext("late")
        XCTAssertEqual(greeter.greetings, ["Ada", "Grace"])
    }

    func testBindWithDoesNotRetainTheObject() {
        var greeter: Greeter? = Greeter()
        weak let weakGreeter = greeter
        var calls = 0
        let subject = PublishSubject<String>()
        let binding = subject.bind(with: greeter!) { _, _ in calls += 1 }
        subject.onNext("a")
        greeter = nil
        XCTAssertNil(weakGreeter)
        subject.onNext("b")
        XCTAssertEqual(calls, 1)
        binding.dispose()
    }

    func testBindWithErrorGoesToTheHookAndEndsTheBinding() {
        let greeter = Greeter()
        let subject = PublishSubject<String>()
        let reports = captureBindingErrors {
            _ = subject.bind(with: greeter) { greeter, name in greeter.greetings.append(name) }
            subject.onNext("a")
            subject.onError(TestError(9))
        }
        subject.onNext("b")
        XCTAssertEqual(greeter.greetings, ["a"])
        XCTAssertEqual(reports.map(\.binding), ["bind(with:onNext:)"])
        XCTAssertEqual(reports.first?.error as? TestError, TestError(9))
    }
}
