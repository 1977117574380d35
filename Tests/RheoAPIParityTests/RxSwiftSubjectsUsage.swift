// RxSwift 6.10's subjects (RxSwift/Subjects/*.swift): PublishSubject, BehaviorSubject,
// ReplaySubject, AsyncSubject and SubjectType, called with RxSwift's exact labels and
// types. Compiled, not run. `ReplaySubject.createUnbounded()` is used in another file
// (OperatorsUsage.swift).
import Rheo

func rxSwiftSubjectsUsage() throws {
    let publish = PublishSubject<Int>()
    let publishObserver: PublishSubject<Int>.SubjectObserverType = publish.asObserver()
    let publishHas: Bool = publish.hasObservers
    let publishDisposed: Bool = publish.isDisposed
    publish.on(.next(1))
    publish.onNext(1)
    publish.dispose()

    let behavior = BehaviorSubject<Int>(value: 1)
    let current: Int = try behavior.value()
    let behaviorObserver: BehaviorSubject<Int>.SubjectObserverType = behavior.asObserver()
    let behaviorHas: Bool = behavior.hasObservers
    let behaviorDisposed: Bool = behavior.isDisposed
    behavior.on(.completed)
    behavior.dispose()

    let replay: ReplaySubject<Int> = ReplaySubject.create(bufferSize: 2)
    let replayObserver: ReplaySubject<Int>.SubjectObserverType = replay.asObserver()
    let replayHas: Bool = replay.hasObservers
    let replayDisposed: Bool = replay.isDisposed
    replay.on(.error(RxError.unknown))
    replay.dispose()

    let async = AsyncSubject<Int>()
    let asyncObserver: AsyncSubject<Int>.SubjectObserverType = async.asObserver()
    let asyncHas: Bool = async.hasObservers
    async.on(.next(1))

    func subject<S: SubjectType>(_ subject: S) -> S.Observer { subject.asObserver() }
    let observers: [AnyObserver<Int>] = [
        subject(publish).asObserver(), subject(behavior).asObserver(), subject(replay).asObserver(),
        subject(async).asObserver(),
    ]
    let observables: [Observable<Int>] = [publish, behavior, replay, async]
    let subscription: Disposable = publish.subscribe(AnyObserver<Int> { _ in })
    subscription.dispose()
    _ = (publishObserver, publishHas, publishDisposed, current, behaviorObserver, behaviorHas, behaviorDisposed)
    _ = (replayObserver, replayHas, replayDisposed, asyncObserver, asyncHas, observers, observables)
}
