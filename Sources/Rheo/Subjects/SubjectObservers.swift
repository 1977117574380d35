import CRheo

/// A subject's observer list: the first observer inline, the others spilled to an array
/// (as RxSwift's `Bag` and NIO's `_TinyArray`), in subscription order.
///
/// Only the subject's drainer touches it, one input at a time, so it needs no lock; and
/// since changes to the list are inputs too, the list never changes while the drainer is
/// delivering an event, which lets delivery borrow each observer without retaining it.
/// Observers are held +1 as `Unmanaged` references.
///
/// Counting: the subject's state word holds twice the number of counted observers (bit 0
/// is its disposed flag); `add` counts, and whoever uncounts follows the protocol of
/// `SubjectObserver`.
@usableFromInline
struct SubjectObservers<Element> {
    // Invariant: `_rest` is empty whenever `_first` is nil, so the order is `_first, _rest`.
    @usableFromInline var _first: Unmanaged<SubjectObserver<Element>>?
    @usableFromInline var _rest: ContiguousArray<Unmanaged<SubjectObserver<Element>>> = []

    @inlinable init() {}

    /// The counter step for one observer in a subject's state word.
    @inlinable static var countUnit: Int { 2 }

    /// Sends the `next` event `event`, whose element is `element`, to every observer whose
    /// subscription is not disposed.
    ///
    /// Inlinable: the per-event path of every subject. The observers are borrowed, not
    /// retained: the list cannot change during delivery (see the type's discussion).
    /// Mutating only so that it reads the list in place instead of copying (and
    /// retaining) the spill array around the first observer's call.
    @inlinable @inline(__always) mutating func deliver(_ event: Event<Element>, _ element: Element) {
        guard let first = _first else {
            return
        }
        // One copy for every observer (see `SubjectObserver.forwardNext`).
        var event = event
        var element = element
        first._withUnsafeGuaranteedRef { $0.forwardNext(&element, &event) }
        if !_rest.isEmpty {
            _deliverToRest(&element, &event)
        }
    }

    @inlinable mutating func _deliverToRest(_ element: inout Element, _ event: inout Event<Element>) {
        // Read through the array's buffer, taken once: the list cannot change meanwhile,
        // and reading `_rest` again after each call would reload its base and count.
        _rest.withUnsafeBufferPointer { rest in
            for observer in rest {
                observer._withUnsafeGuaranteedRef { $0.forwardNext(&element, &event) }
            }
        }
    }

    /// Counts `observer` in `counter` and lists it, unless its subscription was disposed.
    @usableFromInline mutating func add(
        _ observer: SubjectObserver<Element>, counter: UnsafeMutablePointer<rheo_atomic_intptr>
    ) {
        // Count before marking, so hasObservers never reads low while the observer is live.
        _ = rheo_atomic_intptr_fetch_add_acq_rel(counter, SubjectObservers.countUnit)
        guard observer._markAdded() else {
            _ = rheo_atomic_intptr_fetch_add_acq_rel(counter, -SubjectObservers.countUnit)
            return
        }
        let retained = Unmanaged.passRetained(observer)
        if _first == nil {
            _first = retained
        } else {
            _rest.append(retained)
        }
    }

    /// Unlists `observer` (already uncounted by its `dispose()`); nothing if it is not listed.
    ///
    /// Linear in the number of observers.
    @usableFromInline mutating func remove(_ observer: SubjectObserver<Element>) {
        let target = Unmanaged.passUnretained(observer).toOpaque()
        if let first = _first, first.toOpaque() == target {
            _first = _rest.isEmpty ? nil : _rest.removeFirst()
            first.release()
            return
        }
        if let index = _rest.firstIndex(where: { $0.toOpaque() == target }) {
            _rest.remove(at: index).release()
        }
    }

    /// Unlists every observer, uncounting those whose subscription was not disposed, and
    /// returns those (now held by the caller), in order, for a last event.
    @usableFromInline mutating func removeAll(
        counter: UnsafeMutablePointer<rheo_atomic_intptr>
    ) -> [SubjectObserver<Element>] {
        guard let first = _first else {
            return []
        }
        var listed = [first]
        listed.append(contentsOf: _rest)
        _first = nil
        _rest = []
        var live: [SubjectObserver<Element>] = []
        live.reserveCapacity(listed.count)
        for unmanaged in listed {
            let observer = unmanaged.takeRetainedValue()
            if observer._markDropped() {
                _ = rheo_atomic_intptr_fetch_add_acq_rel(counter, -SubjectObservers.countUnit)
                live.append(observer)
            }
        }
        return live
    }

    /// Releases whatever is still listed, without delivering anything, each observer
    /// detached (subject deinit).
    @usableFromInline mutating func releaseAll() {
        if let first = _first {
            first.takeRetainedValue()._detach()
        }
        for observer in _rest {
            observer.takeRetainedValue()._detach()
        }
        _first = nil
        _rest = []
    }
}
