import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class ReplayRelayTests: RheoTestCase {
    func testReplaysTheLastElementsThenAcceptedOnes() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        for value in 1...4 {
            relay.accept(value)
        }
        let recorder = RecordingObserver<Int>()
        let subscription = relay.subscribe(recorder)
        relay.accept(5)
        XCTAssertEqual(recorder.elements, [3, 4, 5])
        subscription.dispose()
    }

    func testUnboundReplaysAllAndBindWorks() {
        let relay = ReplayRelay<Int>.createUnbound()
        let optional = ReplayRelay<Int?>.createUnbound()
        let bag = DisposeBag()
        Observable.of(1, 2, 3).bind(to: relay).disposed(by: bag)
        Observable.of(7).bind(to: optional).disposed(by: bag)
        let recorder = RecordingObserver<Int>()
        relay.subscribe(recorder).disposed(by: bag)
        XCTAssertEqual(recorder.elements, [1, 2, 3])
        let optionalRecorder = RecordingObserver<Int?>()
        optional.subscribe(optionalRecorder).disposed(by: bag)
        XCTAssertEqual(optionalRecorder.elements, [7])
    }

    func testNegativeBufferSizeIsAnArgumentError() {
        let relay = ReplayRelay<Int>.create(bufferSize: -1)
        relay.accept(1)
        let recorder = RecordingObserver<Int>()
        let subscription = relay.subscribe(recorder)
        guard case RxError.argumentOutOfRange? = recorder.error else {
            return XCTFail("\(recorder.events)")
        }
        assertOneArgumentOutOfRangeMessage(RheoTestCase.takeArgumentOutOfRangeMessages(), mentioning: "bufferSize: -1")
        subscription.dispose()
    }
}
