import Rheo
import RheoTest
import RheoTestSupport
import XCTest

final class InfallibleBindTests: RheoTestCase {
    func testBindToObserversForwardsElementsAndCompletion() {
        let a = RecordingObserver<Int>()
        let b = RecordingObserver<Int>()
        _ = Infallible.of(1, 2).bind(to: a, b)
        XCTAssertEqual(a.elements, [1, 2])
        XCTAssertTrue(a.isCompleted)
        XCTAssertEqual(b.elements, [1, 2])

        let optional = RecordingObserver<Int?>()
        _ = Infallible.of(3).bind(to: optional)
        XCTAssertEqual(optional.elements, [3])
    }

    func testBindToRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var published: [Int] = []
        let watch = publish.subscribe(onNext: { published.append($0) })
        _ = Infallible.of(1, 2).bind(to: publish)
        _ = Infallible.of(1, 2).bind(to: behavior)
        _ = Infallible.of(1, 2).bind(to: optionalBehavior)
        _ = Infallible.of(1, 2).bind(to: replay)
        watch.dispose()
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [1, 2])
    }

    func testBindClosures() {
        final class Owner {
            var values: [Int] = []
        }
        let owner = Owner()
        _ = Infallible.of(1).bind(with: owner) { $0.values.append($1) }
        var values: [Int] = []
        _ = Infallible.of(2).bind(onNext: { values.append($0) })
        XCTAssertEqual(owner.values, [1])
        XCTAssertEqual(values, [2])

        let result = Infallible.of(4).bind(to: { (source: Infallible<Int>) -> Int in
            var last = 0
            source.subscribe(onNext: { last = $0 }).dispose()
            return last
        })
        XCTAssertEqual(result, 4)
        let curried = Infallible.of(5).bind(
            to: { (source: Infallible<Int>) in
                { (offset: Int) -> Int in
                    var last = 0
                    source.subscribe(onNext: { last = $0 + offset }).dispose()
                    return last
                }
            }, curriedArgument: 10)
        XCTAssertEqual(curried, 15)
    }
}
