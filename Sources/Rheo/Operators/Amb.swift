extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first.
    ///
    /// Both are subscribed, this one first. The first event (element, error or completion)
    /// from either decides: the other is disposed at once, and from then on only the
    /// winner's events pass.
    ///
    /// - Parameters:
    ///   - right: The other sequence.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The winner's sequence.
    @inlinable public func amb<O2: ObservableType>(
        _ right: O2, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> where O2.Element == Element {
        _assemble("amb", file, line) {
            Observable.amb([asObservable(), right.asObservable()], file: file, line: line)
        }
    }

    /// Mirrors whichever of `sequence`'s observables sends an event first.
    ///
    /// The observables are subscribed in order. The first event (element, error or
    /// completion) from any of them decides: the others are disposed at once, and from then
    /// on only the winner's events pass. If one sends an event while being subscribed, the
    /// ones after it are still subscribed, and disposed at once, as in RxSwift. An empty `sequence` never sends anything (as RxSwift).
    ///
    /// - Parameters:
    ///   - sequence: The competing observables; read once, when `amb` is called.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The winner's sequence.
    @inlinable public static func amb<Sequence: Swift.Sequence>(
        _ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        _assemble("amb", file, line) {
            let sources = Array(sequence)
            switch sources.count {
            case 0:
                return Observable.never(file: file, line: line)
            case 1:
                return sources[0]
            default:
                return Producer(sources) { producer, observer, lifetime in
                    let sink = AmbSink(count: producer._state.count, downstream: observer, parent: lifetime)
                    // Every source is subscribed, even after one won while being subscribed:
                    // the later ones are then disposed at once, as in RxSwift.
                    for (index, source) in producer._state.enumerated() {
                        source._subscribe(EventSink { sink._sourceOn($0, index) }, sink._lifetimes[index])
                    }
                }
            }
        }
    }
}

/// One `amb` subscription: one lifetime per source, and the winner, decided once under a
/// lock. After that each source's events check only their own lifetime's `_won` flag, so
/// the winner's per-event path takes no lock, and only the winner ever delivers.
@usableFromInline
final class AmbSink<Element>: ObserverBase<Element> {
    @usableFromInline let _downstream: EventSink<Element>
    @usableFromInline let _lifetimes: [AmbLifetime]
    @usableFromInline let _lock = Lock()
    // Guarded by `_lock`.
    @usableFromInline var _winner: Int?

    @inlinable init(count: Int, downstream: EventSink<Element>, parent: SinkDisposer) {
        _lifetimes = (0..<count).map { _ in AmbLifetime() }
        _downstream = downstream
        super.init(parent: parent)
    }

    /// Receives an event of source `index`.
    @inlinable func _sourceOn(_ event: Event<Element>, _ index: Int) {
        let lifetime = _lifetimes[index]
        if !lifetime._won {
            if lifetime.isDisposed {
                return
            }
            let won = _lock.withLock { () -> Bool in
                if _winner == nil {
                    _winner = index
                }
                return _winner == index
            }
            guard won else {
                return
            }
            lifetime._won = true
            for (other, loser) in _lifetimes.enumerated() where other != index {
                loser.dispose()
            }
        }
        _on(event) { _downstream.on($0) }
    }

    @usableFromInline override func _didDispose() {
        for lifetime in _lifetimes {
            lifetime.dispose()
        }
    }
}

/// The lifetime of one `amb` source, with the flag its own events read to skip the lock
/// once it has won.
@usableFromInline
final class AmbLifetime: SinkDisposer {
    // Touched only by this source's events, which the Rx grammar serializes.
    @exclusivity(unchecked) @usableFromInline var _won = false

    @inlinable override init() {
        super.init()
    }
}
