/// What a subject's queue-drain serializes: events sent to the subject and changes of its
/// observer list.
///
/// Every state change of a subject goes through its `InputSerializer`, so the thread that
/// handles an input owns the subject's state without a lock, and no two events ever reach
/// its observers at once.
@usableFromInline
enum SubjectInput<Element> {
    /// An event sent to the subject with `on(_:)`.
    case event(Event<Element>)
    /// A new subscriber: replay what the subject replays, then add it (or end it at once).
    case subscribe(SubjectObserver<Element>)
    /// A counted subscriber disposed its subscription: take it out of the list.
    case remove(SubjectObserver<Element>)
    /// The subject was disposed: drop every observer and what the subject holds.
    case dispose
}
