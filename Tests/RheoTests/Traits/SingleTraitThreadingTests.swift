import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Holds a trait observer so racing threads can call it; the trait's observer is
/// thread-safe by contract.
private final class TraitObserverBox<Event>: @unchecked Sendable {
    var send: ((Event) -> Void)?
}

final class SingleTraitThreadingTests: RheoTestCase {
    func testRacingOutcomesDeliverExactlyOne() {
        for _ in 0..<stressIterations(200) {
            let box = TraitObserverBox<SingleEvent<Int>>()
            let single = Single<Int>.create { observer in
                box.send = observer
                return Disposables.create()
            }
            let recorder = RecordingObserver<Int>()
            let subscription = single.asObservable().subscribe(recorder)
            race(threads: 4) { index in
                box.send?(index % 2 == 0 ? .success(index) : .failure(TestError(index)))
            }
            XCTAssertEqual(recorder.terminalCount, 1)
            XCTAssertLessThanOrEqual(recorder.elements.count, 1)
            XCTAssertEqual(recorder.grammarViolations, [])
            if let element = recorder.elements.first {
                XCTAssertEqual(recorder.events.count, 2, "an element is followed by completion")
                XCTAssertEqual(element % 2, 0)
            }
            subscription.dispose()
            box.send = nil
        }
    }

    func testRacingMaybeOutcomesDeliverExactlyOne() {
        for _ in 0..<stressIterations(200) {
            let box = TraitObserverBox<MaybeEvent<Int>>()
            let maybe = Maybe<Int>.create { observer in
                box.send = observer
                return Disposables.create()
            }
            let outcomes = Collected<String>()
            let subscription = maybe.subscribe { event in
                switch event {
                case .success: outcomes.append("success")
                case .error: outcomes.append("error")
                case .completed: outcomes.append("completed")
                }
            }
            race(threads: 3) { index in
                switch index {
                case 0: box.send?(.success(1))
                case 1: box.send?(.completed)
                default: box.send?(.error(TestError()))
                }
            }
            XCTAssertEqual(outcomes.values.count, 1)
            subscription.dispose()
            box.send = nil
        }
    }
}
