import Dispatch
import Foundation
import Rheo
import RheoTestSupport
import XCTest

// Driver and Signal deliver on the main queue: these tests run on the main thread and
// drive it (`runMainLoop`) while a task consumes the stream.
final class ConcurrencySharedSequenceValuesTests: MainQueueTestCase {
    func testDriverValuesYieldsTheReplayedLatestThenNewElementsInOrder() {
        drainMainQueue()
        let relay = BehaviorRelay(value: 0)
        let disposed = Collected<Bool>()
        let driver = relay.asObservable().do(onDispose: { disposed.append(true) }).asDriver(onErrorJustReturn: -1)
        let received = Collected<Int>()
        let ended = Collected<Bool>()
        // The stream is made inside the task: the loop's `break` releases it, and with it
        // the subscription (a stream still referenced elsewhere stays subscribed).
        Task {
            for await value in driver.values {
                received.append(value)
                if value == 3 { break }
            }
            ended.append(true)
        }
        runMainLoop(until: { received.values == [0] })
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        runMainLoop(until: { received.values.count == 4 })
        XCTAssertEqual(received.values, [0, 1, 2, 3])
        runMainLoop(until: { ended.values == [true] })
        runMainLoop(until: { disposed.values == [true] }, "breaking out of the loop disposes the driver's subscription")
    }

    /// A `Driver` sends on the main thread, where `values(buffer: .block)` never waits: the
    /// stream ends after the element kept, and the overflow goes to the default handler.
    func testDriverValuesWithBlockEndsWhereTheDriverSendsOnTheMainThread() {
        drainMainQueue()
        let reported = Collected<Swift.Error>()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append(error) }
        defer { Hooks.defaultErrorHandler = previous }
        let relay = BehaviorRelay(value: 0)
        // Subscribed on the main thread: the driver replays 0 at once, into the buffer.
        let stream = relay.asDriver().values(buffer: .block(limit: 1))
        relay.accept(1)
        let received = Collected<Int>()
        let ended = Collected<Bool>()
        Task {
            for await value in stream { received.append(value) }
            ended.append(true)
        }
        runMainLoop(until: { ended.values == [true] })
        XCTAssertEqual(received.values, [0])
        XCTAssertEqual(
            reported.values.map { ($0 as? BufferOverflowError)?.reason }, [.waitingWouldDeadlock],
            "\(reported.values)")
    }

    func testSignalValuesEndsWhenTheConsumerIsCancelled() {
        drainMainQueue()
        let relay = PublishRelay<Int>()
        let received = Collected<Int>()
        let disposed = Collected<Bool>()
        let stream = relay.asObservable().do(onDispose: { disposed.append(true) }).asSignal(onErrorJustReturn: -1)
            .values
        let ended = Collected<Bool>()
        let consumer = Task {
            for await value in stream { received.append(value) }
            ended.append(true)
        }
        relay.accept(1)
        runMainLoop(until: { received.values == [1] })
        consumer.cancel()
        runMainLoop(until: { ended.values == [true] }, "the loop ends after cancellation")
        runMainLoop(until: { disposed.values == [true] }, "cancellation disposes the signal's subscription")
    }
}
