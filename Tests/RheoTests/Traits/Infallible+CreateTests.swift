import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleCreateTests: RheoTestCase {
    func testCreateSendsElementsAndCompletion() {
        var disposed = 0
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create { disposed += 1 }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(disposed, 1)
    }

    func testEventsAfterDisposalAreIgnored() {
        var send: ((InfallibleEvent<Int>) -> Void)?
        var disposed = 0
        let infallible = Infallible<Int>.create { observer in
            send = observer
            return Disposables.create { disposed += 1 }
        }
        var received: [Int] = []
        let subscription = infallible.subscribe(onNext: { received.append($0) })
        send?(.next(1))
        subscription.dispose()
        send?(.next(2))
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposed, 1)
        send = nil
    }

    func testInfallibleEventConvertsToEvent() {
        XCTAssertEqual(InfallibleEvent.next(3).event, Event.next(3))
        XCTAssertEqual(InfallibleEvent<Int>.completed.event, Event<Int>.completed)
    }

    func testInfallibleEventsDematerialize() {
        // `EventConvertible` is what `dematerialize()` needs.
        var received: [Int] = []
        var completed = false
        _ = Observable<InfallibleEvent<Int>>.of(.next(1), .next(2), .completed).dematerialize()
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }
}
