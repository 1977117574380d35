// RxSwift 6.10's disposables (RxSwift/Disposable.swift, Cancelable.swift and
// RxSwift/Disposables/*.swift), called with RxSwift's exact labels and types. Compiled,
// not run.
import Rheo

func rxSwiftDisposablesUsage() {
    let empty: Disposable = Disposables.create()
    let action: Cancelable = Disposables.create(with: {})
    let two: Cancelable = Disposables.create(empty, empty)
    let three: Cancelable = Disposables.create(empty, empty, empty)
    let many: Cancelable = Disposables.create(empty, empty, empty, empty, empty)
    let array: Cancelable = Disposables.create([empty, empty])
    let cancelables: [Cancelable] = [action, two, three, many, array]
    let disposed: [Bool] = cancelables.map { $0.isDisposed }

    let boolean = BooleanDisposable()
    let booleanSet = BooleanDisposable(isDisposed: true)
    boolean.dispose()

    let composite = CompositeDisposable()
    let compositeTwo = CompositeDisposable(empty, empty)
    let compositeThree = CompositeDisposable(empty, empty, empty)
    let compositeMany = CompositeDisposable(empty, empty, empty, empty)
    let compositeArray = CompositeDisposable(disposables: [empty])
    let key: CompositeDisposable.DisposeKey? = composite.insert(empty)
    if let key { composite.remove(for: key) }
    let count: Int = composite.count
    composite.dispose()

    let bag = DisposeBag()
    bag.insert(empty)
    bag.insert(empty, empty)
    bag.insert([empty])
    bag.insert {
        empty
        empty
    }
    let bagDisposing = DisposeBag(disposing: empty, empty)
    let bagArray = DisposeBag(disposing: [empty])
    let bagBuilder = DisposeBag {
        empty
    }
    empty.disposed(by: bag)

    let refCount = RefCountDisposable(disposable: empty)
    let retained: Disposable = refCount.retain()
    refCount.dispose()

    let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: empty)
    let scheduledOn: ImmediateSchedulerType = scheduled.scheduler

    let serial = SerialDisposable()
    serial.disposable = empty
    let inner: Disposable = serial.disposable

    let single = SingleAssignmentDisposable()
    single.setDisposable(empty)

    let all: [Cancelable] = [
        boolean, booleanSet, composite, compositeTwo, compositeThree, compositeMany, compositeArray, refCount,
        scheduled, serial, single,
    ]
    all.forEach {
        _ = $0.isDisposed
        $0.dispose()
    }
    _ = (disposed, count, bagDisposing, bagArray, bagBuilder, retained, scheduledOn, inner)
}

/// RxSwift nests the result builder in `DisposeBag`; users spell it `DisposeBag.DisposableBuilder`.
@DisposeBag.DisposableBuilder
func rxSwiftDisposableBuilderUsage() -> [Disposable] {
    Disposables.create()
    Disposables.create()
}
