import Rheo
import RheoTestSupport
import XCTest

// Primary associated types under Swift 6 checking: opaque sequences built on the main
// actor, and constrained existential observers (`Sendable` ones) kept in an actor and fed
// from tasks. Constrained existentials need macOS 13 / iOS 16 at run time on Apple
// platforms, hence the `@available` and `#available`, kept even where the package's floor
// ensures it, so that they stay right if the floor moves.

/// A sequence of the screen's titles as an opaque type, made on the main actor.
@MainActor
private func titles(_ relay: BehaviorRelay<Int>) -> some ObservableType<String> {
    relay.map { "title \($0)" }
}

/// An actor that fans values out to the observers registered with it.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private actor Fanout {
    private var observers: [any ObserverType<String> & Sendable] = []

    func register(_ observer: any ObserverType<String> & Sendable) {
        observers.append(observer)
    }

    func send(_ value: String) {
        for observer in observers {
            observer.onNext(value)
        }
    }
}

final class PrimaryAssociatedTypeTests: RheoTestCase {
    func testAnOpaqueObservableTypeMadeOnTheMainActorIsSubscribedInATask() async {
        let relay = BehaviorRelay(value: 1)
        let values = await Task { @MainActor in
            var received: [String] = []
            let subscription = titles(relay).subscribe(onNext: { received.append($0) })
            relay.accept(2)
            subscription.dispose()
            return received
        }.value
        XCTAssertEqual(values, ["title 1", "title 2"])
    }

    func testSendableConstrainedExistentialObserversInAnActor() async throws {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
            throw XCTSkip("constrained existentials need macOS 13 / iOS 16")
        }
        let fanout = Fanout()
        let relay = ReplayRelay<String>.createUnbound()
        let subject = ReplaySubject<String>.createUnbounded()
        await fanout.register(
            AnyObserver<String> { event in
                if case .next(let value) = event { relay.accept(value) }
            })
        await fanout.register(subject.asObserver())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask { await fanout.send("v\(index)") }
            }
        }
        let source: any ObservableType<String> = subject
        var fromSubject: [String] = []
        let subscription = source.subscribe(onNext: { fromSubject.append($0) })
        var fromRelay: [String] = []
        let relaySubscription = relay.subscribe(onNext: { fromRelay.append($0) })
        XCTAssertEqual(fromSubject.sorted(), ["v0", "v1", "v2", "v3"])
        XCTAssertEqual(fromRelay.sorted(), ["v0", "v1", "v2", "v3"])
        subscription.dispose()
        relaySubscription.dispose()
    }
}
