import Foundation
import Rheo
import RheoTestSupport
import XCTest

// `ObservableConvertibleType<Element>`, `ObservableType<Element>` and
// `ObserverType<Element>` name their element type as the primary associated type, so
// opaque (`some ObservableType<Int>`) and constrained existential
// (`any ObserverType<String>`) types can be written.
//
// Constrained existentials (`any ObservableType<Int>`) need the Swift 5.7 run time: macOS
// 13, iOS 16, tvOS 16, watchOS 9 on Apple platforms. The code that stores or casts them
// carries `@available` and its tests check `#available`, even where the package's floor
// already ensures it: that says what they need, and keeps them right if the floor moves.
// Opaque types need nothing more than Rheo does. Rheo's own code stores, passes and casts
// no constrained existential (see `SubjectObserverOwner`).

/// An opaque sequence in return position.
private func evens(upTo limit: Int) -> some ObservableType<Int> {
    Observable.range(start: 0, count: limit + 1).filter { $0.isMultiple(of: 2) }
}

/// An opaque sequence in parameter position.
private func labels(_ source: some ObservableType<Int>) -> some ObservableConvertibleType<String> {
    source.map { "#\($0)" }
}

/// An opaque observer in parameter position.
private func sendGreeting(to observer: some ObserverType<String>) {
    observer.onNext("hello")
    observer.onCompleted()
}

/// Stores a sequence and its observers as constrained existentials.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private final class ExistentialPipe {
    let source: any ObservableType<Int>
    var observers: [any ObserverType<String>] = []

    init(source: any ObservableType<Int>) {
        self.source = source
    }

    /// Subscribes through the existential and sends each element, as a string, to every
    /// stored observer.
    func run() -> Disposable {
        source.map { String($0) }.subscribe { event in
            for observer in self.observers {
                observer.on(event)
            }
        }
    }
}

/// A virtual-time converter named by its clock and interval types.
private func historicalConverter() -> some VirtualTimeConverterType<RxTime, TimeInterval> {
    HistoricalSchedulerTimeConverter()
}

final class PrimaryAssociatedTypesTests: RheoTestCase {
    func testAVirtualTimeConverterNamedByItsPrimaryAssociatedTypes() {
        let converter = historicalConverter()
        let start = Date(timeIntervalSince1970: 100)
        XCTAssertEqual(converter.convertToVirtualTime(start), start)
    }

    func testAnOpaqueObservableTypeInReturnAndParameterPosition() {
        var received: [String] = []
        var completed = false
        let subscription = labels(evens(upTo: 6)).asObservable().subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["#0", "#2", "#4", "#6"])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testAnOpaqueObserverTypeInParameterPosition() {
        let subject = ReplaySubject<String>.createUnbounded()
        sendGreeting(to: subject)
        var received: [String] = []
        var completed = false
        _ = subject.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["hello"])
        XCTAssertTrue(completed)
    }

    func testConstrainedExistentialsAreStoredAndSubscribedThrough() throws {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
            throw XCTSkip("constrained existentials need macOS 13 / iOS 16")
        }
        let subject = PublishSubject<Int>()
        let pipe = ExistentialPipe(source: subject)
        let first = PublishSubject<String>()
        var firstReceived: [String] = []
        let firstSubscription = first.subscribe(onNext: { firstReceived.append($0) })
        var secondReceived: [String] = []
        pipe.observers = [
            first,
            AnyObserver<String> { event in
                if case .next(let value) = event { secondReceived.append(value) }
            },
        ]
        let subscription = pipe.run()
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(firstReceived, ["1", "2"])
        XCTAssertEqual(secondReceived, ["1", "2"])
        subscription.dispose()
        firstSubscription.dispose()
    }

    func testAnExistentialObservableTypeOpensIntoGenericCode() throws {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
            throw XCTSkip("constrained existentials need macOS 13 / iOS 16")
        }
        let sources: [any ObservableType<Int>] = [Observable.just(1), BehaviorSubject(value: 2), Observable.of(3, 4)]
        var received: [String] = []
        let bag = CompositeDisposable()
        for source in sources {
            // `labels` takes `some ObservableType<Int>`: the existential is opened (SE-0352).
            _ = bag.insert(labels(source).asObservable().subscribe(onNext: { received.append($0) }))
        }
        XCTAssertEqual(received, ["#1", "#2", "#3", "#4"])
        bag.dispose()
    }
}
