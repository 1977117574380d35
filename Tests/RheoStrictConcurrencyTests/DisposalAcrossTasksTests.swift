import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// Holds the only reference to a `DisposeBag`, so dropping it disposes the bag.
private actor BagOwner {
    private var bag: DisposeBag?

    init(_ bag: DisposeBag) {
        self.bag = bag
    }

    func dropBag() {
        bag = nil
    }
}

final class DisposalAcrossTasksTests: RheoTestCase {
    func testACompositeDisposableDisposedFromADetachedTaskEndsItsSubscriptions() async {
        let subject = PublishSubject<Int>()
        let received = Collected<Int>()
        let composite = CompositeDisposable()
        _ = composite.insert(subject.subscribe(onNext: { received.append($0) }))
        _ = composite.insert(subject.subscribe(onNext: { received.append(-$0) }))
        subject.onNext(1)

        await Task.detached {
            composite.dispose()
        }.value

        subject.onNext(2)
        XCTAssertTrue(composite.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(received.values.sorted(), [-1, 1])
    }

    func testADisposeBagReleasedFromAnotherTaskEndsItsSubscriptions() async {
        let subject = PublishSubject<Int>()
        let received = Collected<Int>()
        let owner = BagOwner(DisposeBag(disposing: subject.subscribe(onNext: { received.append($0) })))
        subject.onNext(1)

        await Task.detached {
            await owner.dropBag()
        }.value

        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(received.values, [1])
    }

    func testASerialDisposableCarriesAnySubscriptionIntoADetachedTask() async {
        // `Disposable` is not `Sendable`; a Sendable container lets any disposable cross.
        let subject = PublishSubject<Int>()
        let serial = SerialDisposable()
        serial.disposable = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)

        await Task.detached {
            serial.dispose()
        }.value

        XCTAssertFalse(subject.hasObservers)
    }
}
