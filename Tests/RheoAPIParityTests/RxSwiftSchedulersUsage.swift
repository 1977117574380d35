// RxSwift 6.10's schedulers (RxSwift/Schedulers/*.swift, ImmediateSchedulerType.swift,
// SchedulerType.swift): every public initializer, property and scheduling method, called
// with RxSwift's exact labels and types. Compiled, not run.
import Dispatch
import Foundation
import Rheo

func rxSwiftSchedulerProtocolsUsage() {
    func immediate<S: ImmediateSchedulerType>(_ scheduler: S) -> Disposable {
        let first: Disposable = scheduler.schedule(1) { (_: Int) -> Disposable in Disposables.create() }
        let recursive: Disposable = scheduler.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
            if state < 2 { recurse(state + 1) }
        }
        return Disposables.create(first, recursive)
    }
    func timed<S: SchedulerType>(_ scheduler: S) -> Disposable {
        let now: RxTime = scheduler.now
        let relative: Disposable = scheduler.scheduleRelative(1, dueTime: .milliseconds(1)) { (_: Int) in
            Disposables.create()
        }
        let periodic: Disposable = scheduler.schedulePeriodic(
            1, startAfter: .seconds(1), period: .seconds(1), action: { (state: Int) -> Int in state + 1 })
        _ = now
        return Disposables.create(relative, periodic)
    }
    let interval: RxTimeInterval = .milliseconds(10)
    let time: RxTime = Date()
    _ = (interval, time)
    _ = immediate(CurrentThreadScheduler.instance)
    _ = timed(MainScheduler.instance)
}

func rxSwiftSchedulerTypesUsage() {
    let main: MainScheduler = MainScheduler.instance
    let mainNew: MainScheduler = MainScheduler()
    let mainAsync: SerialDispatchQueueScheduler = MainScheduler.asyncInstance
    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureExecutingOnScheduler(errorMessage: "main")
    MainScheduler.ensureRunningOnMainThread()
    MainScheduler.ensureRunningOnMainThread(errorMessage: "main")

    let serialNamed = SerialDispatchQueueScheduler(internalSerialQueueName: "q")
    let serialConfigured = SerialDispatchQueueScheduler(
        internalSerialQueueName: "q", serialQueueConfiguration: { (_: DispatchQueue) in }, leeway: .nanoseconds(0))
    let serialOnQueue = SerialDispatchQueueScheduler(
        queue: DispatchQueue.global(), internalSerialQueueName: "q", leeway: .milliseconds(1))
    let serialQos = SerialDispatchQueueScheduler(qos: .default)
    let serialQosNamed = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "q", leeway: .never)
    let serialNow: Date = serialQos.now
    let serialInterval: SerialDispatchQueueScheduler.TimeInterval = 1
    let serialTime: SerialDispatchQueueScheduler.Time = Date()

    let concurrent = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())
    let concurrentLeeway = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(), leeway: .milliseconds(1))
    let concurrentQos = ConcurrentDispatchQueueScheduler(qos: .background)
    let concurrentQosLeeway = ConcurrentDispatchQueueScheduler(qos: .utility, leeway: .nanoseconds(1))
    let concurrentNow: Date = concurrent.now
    let concurrentInterval: ConcurrentDispatchQueueScheduler.TimeInterval = 1
    let concurrentTime: ConcurrentDispatchQueueScheduler.Time = Date()

    let concurrentMain: ConcurrentMainScheduler = ConcurrentMainScheduler.instance
    let concurrentMainNow: Date = concurrentMain.now
    let concurrentMainInterval: ConcurrentMainScheduler.TimeInterval = 1
    let concurrentMainTime: ConcurrentMainScheduler.Time = Date()

    let current: CurrentThreadScheduler = CurrentThreadScheduler.instance
    let required: Bool = CurrentThreadScheduler.isScheduleRequired

    let operationQueue = OperationQueue()
    let operation = OperationQueueScheduler(operationQueue: operationQueue)
    let operationPriority = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .high)
    let queue: OperationQueue = operationPriority.operationQueue
    let priority: Operation.QueuePriority = operationPriority.queuePriority

    let schedulers: [SchedulerType] = [
        main, mainNew, mainAsync, serialNamed, serialConfigured, serialOnQueue, serialQos, serialQosNamed, concurrent,
        concurrentLeeway, concurrentQos, concurrentQosLeeway, concurrentMain,
    ]
    let immediates: [ImmediateSchedulerType] = [current, operation]
    _ = (schedulers, immediates, serialNow, serialInterval, serialTime, concurrentNow, concurrentInterval)
    _ = (concurrentTime, concurrentMainNow, concurrentMainInterval, concurrentMainTime, required, queue, priority)
}

func rxSwiftVirtualTimeUsage() {
    let historical = HistoricalScheduler()
    let historicalAt = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
    let converter = HistoricalSchedulerTimeConverter()
    let unit: HistoricalSchedulerTimeConverter.VirtualTimeUnit = converter.convertToVirtualTime(Date())
    let interval: HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit = converter.convertToVirtualTimeInterval(1)
    let date: RxTime = converter.convertFromVirtualTime(unit)
    let seconds: TimeInterval = converter.convertFromVirtualTimeInterval(interval)
    let offset: Date = converter.offsetVirtualTime(unit, offset: interval)
    let comparison: VirtualTimeComparison = converter.compareVirtualTime(unit, offset)
    switch comparison {
    case .lessThan, .equal, .greaterThan: break
    }

    let scheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> = historical
    let clock: Date = scheduler.clock
    let now: RxTime = scheduler.now
    let enabled: Bool = scheduler.isEnabled
    let virtualNow: HistoricalScheduler.VirtualTime = historical.clock
    let virtualInterval: HistoricalScheduler.VirtualTimeInterval = 1
    let immediate: Disposable = scheduler.schedule(1) { _ in Disposables.create() }
    let relative: Disposable = scheduler.scheduleRelative(1, dueTime: .seconds(1)) { _ in Disposables.create() }
    let relativeVirtual: Disposable = scheduler.scheduleRelativeVirtual(1, dueTime: virtualInterval) { _ in
        Disposables.create()
    }
    let absoluteVirtual: Disposable = scheduler.scheduleAbsoluteVirtual(1, time: virtualNow) { _ in
        Disposables.create()
    }
    let adjusted: Date = scheduler.adjustScheduledTime(virtualNow)
    scheduler.advanceTo(virtualNow)
    scheduler.sleep(virtualInterval)
    scheduler.start()
    scheduler.stop()
    let description: String = scheduler.debugDescription
    let generic = VirtualTimeScheduler(initialClock: Date(), converter: HistoricalSchedulerTimeConverter())
    func custom<C: VirtualTimeConverterType>(_ converter: C, _ time: C.VirtualTimeUnit) -> RxTime {
        converter.convertFromVirtualTime(time)
    }
    _ = custom(converter, unit)
    _ = [immediate, relative, relativeVirtual, absoluteVirtual]
    _ = (historicalAt, date, seconds, clock, now, enabled, adjusted, description, generic)
}
