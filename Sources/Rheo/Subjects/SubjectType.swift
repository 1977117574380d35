/// A type that is both an observable sequence and an observer: what it observes, it
/// sends on to its own subscribers.
///
/// Rheo's subjects (`PublishSubject`, `BehaviorSubject`, `ReplaySubject`, `AsyncSubject`)
/// are thread-safe: `on` may be called from several threads at once, and their observers
/// still receive events one at a time, never while a lock is held.
public protocol SubjectType: ObservableType {
    /// The observer type through which events are sent into the subject.
    associatedtype Observer: ObserverType

    /// The subject as an observer; send events to it to have the subject emit them.
    func asObserver() -> Observer
}
