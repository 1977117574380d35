import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

private struct Point: Codable, Equatable {
    let x: Int
    let y: Int
}

/// A custom decoder: decodes "x,y" text, as a user's own `DataDecoder` might.
private struct CommaDecoder: DataDecoder {
    struct Malformed: Error, Equatable {}

    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        let parts = String(decoding: data, as: UTF8.self).split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2, let point = Point(x: parts[0], y: parts[1]) as? Item else { throw Malformed() }
        return point
    }
}

final class DecodeTests: RheoTestCase {
    private func json(_ text: String) -> Data {
        Data(text.utf8)
    }

    func testDecodesEachElementWithJSONDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json(#"{"x":3,"y":4}"#)), .completed(230),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMalformedElementFailsWithTheDecodersErrorAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json("not json")), .next(230, json(#"{"x":3,"y":4}"#)),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, Point(x: 1, y: 2)))
        guard case .error(let error)? = res.events.last?.value else {
            return XCTFail("expected an error, got \(res.events)")
        }
        XCTAssertTrue(error is DecodingError, "\(error)")
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testPropertyListDecoderConforms() throws {
        let data = try PropertyListEncoder().encode(Point(x: 5, y: 6))
        var received: [Point] = []
        _ = Observable.just(data).decode(type: Point.self, decoder: PropertyListDecoder())
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [Point(x: 5, y: 6)])
    }

    func testACustomDataDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json("7,8")), .next(220, json("bad")), .completed(230)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: CommaDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 7, y: 8)), .error(220, CommaDecoder.Malformed())])
    }
}
