import Foundation
import Rheo
import RheoBlocking
import RheoTestSupport
import XCTest

final class BlockingObservableTests: RheoTestCase {
    // Generous: these only bound a broken test. Passing tests never wait for them.
    private let safetyTimeout: TimeInterval = 10

    // MARK: toArray

    func testToArrayReturnsAllElements() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testToArrayOfAnEmptySequenceIsEmpty() throws {
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayThrowsTheSequencesError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError(1)).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, TestError(1))
        }
    }

    func testToArrayWaitsForElementsFromAnotherThread() throws {
        let source = Observable<Int>.create { observer in
            Thread.detachNewThread {
                for element in 1...100 {
                    observer.onNext(element)
                }
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: safetyTimeout).toArray(), Array(1...100))
    }

    // MARK: first

    func testFirstReturnsTheFirstElementAndStopsTheSource() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        // An endless synchronous source: `first()` must end it, or the call never returns.
        XCTAssertEqual(try Observable.repeatElement(7).toBlocking().first(), 7)
    }

    func testFirstOfAnEmptySequenceIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testFirstThrowsAnErrorBeforeTheFirstElement() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError(2)).toBlocking().first()) { error in
            XCTAssertEqual(error as? TestError, TestError(2))
        }
    }

    func testFirstIgnoresAnErrorAfterTheFirstElement() throws {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(3))
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
    }

    // MARK: last

    func testLastReturnsTheLastElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    }

    func testLastOfAnEmptySequenceIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testLastThrowsTheSequencesError() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(4))
            return Disposables.create()
        }
        XCTAssertThrowsError(try source.toBlocking().last()) { error in
            XCTAssertEqual(error as? TestError, TestError(4))
        }
    }

    // MARK: single

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
    }

    func testSingleOfAnEmptySequenceThrowsNoElements() {
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
    }

    func testSingleOfTwoElementsThrowsMoreThanOneElementAndStopsTheSource() {
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.repeatElement(1).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
    }

    func testSingleThrowsTheSequencesError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError(5)).toBlocking().single()) { error in
            XCTAssertEqual(error as? TestError, TestError(5))
        }
    }

    func testSingleWithAPredicateReturnsTheOnlyMatch() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    }

    func testSingleWithAPredicateAndNoMatchThrowsNoElements() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
    }

    func testSingleWithAPredicateAndTwoMatchesThrowsMoreThanOneElement() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3, 4).toBlocking().single { $0 % 2 == 0 }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
    }

    func testSingleWithAThrowingPredicateThrowsItsError() {
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { _ in throw TestError(6) }) { error in
            XCTAssertEqual(error as? TestError, TestError(6))
        }
    }

    // MARK: materialize

    func testMaterializeOfACompletedSequence() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testMaterializeOfAFailedSequenceKeepsTheElementsBeforeTheError() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(TestError(7))
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking().materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? TestError, TestError(7))
    }

    func testMaterializeOfAnEmptySequence() {
        guard case .completed(let elements) = Observable<Int>.empty().toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [])
    }
}
