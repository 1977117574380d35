/// A scheduler of Rheo's own that runs actions on a real queue or thread, where
/// operators that hop events onto it may hand over a run of events in one action.
///
/// On such a scheduler, `observe(on:)` drains the events waiting for it in batches: at
/// most 1,024 per action (the bound the dispatch schedulers put on their own drains), then
/// a fresh action for the rest, so other work on the same queue is not starved. How many
/// actions carry the events is invisible to the observer, which still receives them one
/// at a time, in order, on the scheduler; it changes only how Rheo's work interleaves
/// with unrelated work scheduled on the same queue.
///
/// Schedulers that do not conform keep RxSwift's one event per action: the virtual-time
/// schedulers (`VirtualTimeScheduler`, and so `TestScheduler` and `HistoricalScheduler`),
/// whose tests observe each step's time, and every scheduler a user writes, whose actions
/// Rheo knows nothing about. Conformance is internal, so a user type cannot opt in by
/// accident; the classes that conform cannot be subclassed outside Rheo.
@usableFromInline
protocol BatchingScheduler: ImmediateSchedulerType {}

extension SerialDispatchQueueScheduler: BatchingScheduler {}
extension ConcurrentDispatchQueueScheduler: BatchingScheduler {}
extension OperationQueueScheduler: BatchingScheduler {}
extension ConcurrentMainScheduler: BatchingScheduler {}
extension SerialScheduler: BatchingScheduler {}
