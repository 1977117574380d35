// RxRelay 6.10 (RxRelay/*.swift): PublishRelay, BehaviorRelay, ReplayRelay and
// ObservableType.bind(to:) for relays, called with RxRelay's exact labels and types.
// Compiled, not run. `asInfallible()` on relays is used in another file
// (OperatorsUsage.swift).
import Rheo

func rxRelayUsage() {
    let publish = PublishRelay<Int>()
    publish.accept(1)
    let publishObservable: Observable<Int> = publish.asObservable()
    let publishSubscription: Disposable = publish.subscribe(AnyObserver<Int> { _ in })

    let behavior = BehaviorRelay<Int>(value: 1)
    behavior.accept(2)
    let value: Int = behavior.value
    let behaviorObservable: Observable<Int> = behavior.asObservable()
    let behaviorSubscription: Disposable = behavior.subscribe(onNext: { _ in })

    let replay: ReplayRelay<Int> = ReplayRelay.create(bufferSize: 1)
    let replayAll: ReplayRelay<Int> = ReplayRelay.createUnbound()
    replay.accept(1)
    let replayObservable: Observable<Int> = replayAll.asObservable()
    let replaySubscription: Disposable = replay.subscribe(AnyObserver<Int> { _ in })

    let optionalPublish = PublishRelay<Int?>()
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let optionalReplay: ReplayRelay<Int?> = ReplayRelay.create(bufferSize: 1)
    let source: Observable<Int> = Observable.just(1)
    let bindings: [Disposable] = [
        source.bind(to: publish), source.bind(to: publish, publish), source.bind(to: optionalPublish),
        source.bind(to: behavior), source.bind(to: behavior, behavior), source.bind(to: optionalBehavior),
        source.bind(to: replay), source.bind(to: replay, replayAll), source.bind(to: optionalReplay),
    ]
    func generic<O: ObservableType>(_ relay: O) -> Observable<O.Element> { relay.asObservable() }
    _ = (generic(publish), generic(behavior), generic(replay))
    _ = [publishSubscription, behaviorSubscription, replaySubscription] + bindings
    _ = (publishObservable, value, behaviorObservable, replayObservable)
}
