import Foundation
import Rheo
import RheoTest
import RheoTestSupport
import XCTest

private final class Thermostat: ReactiveCompatible {
    var temperature = 20
    var label = ""
}

extension Reactive where Base: Thermostat {
    /// Declared members take precedence over the key-path binder of the same name.
    var label: Binder<String> {
        Binder(base) { thermostat, value in
            thermostat.label = "declared: \(value)"
        }
    }

    static var kind: String {
        "thermostat"
    }
}

private struct Tally: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base == Tally {
    var doubled: Int {
        base.count * 2
    }

    mutating func increment() {
        // `base` is a let; the member exists to check that `rx` can be used mutably, which
        // is what RxSwift's setter is for.
    }
}

private final class Gauge: NSObject {
    var reading = 0.0
}

final class ReactiveTests: MainQueueTestCase {
    func testInstanceRxWrapsTheValue() {
        let thermostat = Thermostat()
        XCTAssertTrue(thermostat.rx.base === thermostat)
        XCTAssertTrue(Reactive(thermostat).base === thermostat)
        XCTAssertEqual(Tally(count: 3).rx.doubled, 6)
    }

    func testStaticRxIsTheReactiveType() {
        XCTAssertEqual(Thermostat.rx.kind, "thermostat")
        XCTAssertTrue(Thermostat.rx == Reactive<Thermostat>.self)
    }

    func testRxIsSettableAsInRxSwift() {
        var counter = Tally(count: 1)
        counter.rx.increment()
        counter.rx = Reactive(Tally(count: 5))
        XCTAssertEqual(counter.count, 1, "setting rx changes nothing")
        Tally.rx = Reactive<Tally>.self
    }

    func testDynamicMemberIsAKeyPathBinder() {
        drainMainQueue()
        let thermostat = Thermostat()
        let binder: Binder<Int> = thermostat.rx.temperature
        binder.onNext(23)
        XCTAssertEqual(thermostat.temperature, 23)
        _ = Observable.of(24, 25).bind(to: thermostat.rx.temperature)
        XCTAssertEqual(thermostat.temperature, 25)
    }

    func testKeyPathBinderAppliesOnTheMainThread() {
        let thermostat = Thermostat()
        let binder = thermostat.rx.temperature
        let applied = Collected<Bool>()
        DispatchQueue.global().async {
            binder.onNext(30)
        }
        runMainLoop(until: { thermostat.temperature == 30 })
        let check = Binder<Void>(thermostat) { _, _ in applied.append(Thread.isMainThread) }
        DispatchQueue.global().async {
            check.onNext(())
        }
        runMainLoop(until: { !applied.values.isEmpty })
        XCTAssertEqual(applied.values, [true])
    }

    func testKeyPathBinderHoldsTheBaseWeakly() {
        var thermostat: Thermostat? = Thermostat()
        weak let weakThermostat = thermostat
        let binder = thermostat!.rx.temperature
        thermostat = nil
        XCTAssertNil(weakThermostat)
        binder.onNext(1)
    }

    func testADeclaredMemberWinsOverTheKeyPath() {
        drainMainQueue()
        let thermostat = Thermostat()
        thermostat.rx.label.onNext("x")
        XCTAssertEqual(thermostat.label, "declared: x")
    }

    func testNSObjectsAreReactiveCompatible() {
        drainMainQueue()
        let gauge = Gauge()
        gauge.rx.reading.onNext(1.5)
        XCTAssertEqual(gauge.reading, 1.5)
    }

    func testHeadlessViewsHaveKeyPathBinders() {
        drainMainQueue()
        let button = TestButton()
        _ = Observable.just(TestColor.red).bind(to: button.rx.backgroundColor)
        XCTAssertEqual(button.backgroundColor, .red)
        let label = TestLabel()
        label.rx.isHidden.onNext(true)
        XCTAssertTrue(label.isHidden)
    }
}
