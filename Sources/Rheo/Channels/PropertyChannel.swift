import Foundation

/// Suppresses echoes for a property terminal: while a thread writes a value sent into
/// the terminal, what the property emits on that same thread is that write's echo and is
/// dropped. Emissions on other threads (genuine concurrent changes) pass.
final class ChannelEchoGuard: @unchecked Sendable {
    // Sendable: `_writers` is guarded by `_lock`; no callout runs under it.
    private let _lock = Lock()
    private var _writers: [ObjectIdentifier] = []

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Runs `write` with the current thread marked as writing.
    func writing(_ write: () -> Void) {
        let me = ObjectIdentifier(Thread.current)
        _lock.withLock { _writers.append(me) }
        defer {
            _lock.withLock {
                if let index = _writers.lastIndex(of: me) {
                    _writers.remove(at: index)
                }
            }
        }
        write()
    }

    /// Whether the current thread is writing (an emission now is an echo).
    var isEcho: Bool {
        let me = ObjectIdentifier(Thread.current)
        return _lock.withLock { _writers.contains(me) }
    }
}

extension ChannelTerminal {
    /// A property terminal: the following side of a property channel. Its subscribers
    /// receive `values` (the current value, then every change) minus the echoes of writes
    /// made through it; a value sent into it is written with `write`; a terminal event
    /// sent into it (or the end of `values`, when the owner goes away) ends it.
    convenience init<Values: ObservableType>(property values: Values, write: @escaping (Element) -> Void)
        where Values.Element == Element {
        let echo = ChannelEchoGuard()
        let stopped = ReplaySubject<Void>.create(bufferSize: 1)
        let stopEvent = ReplaySubject<Element>.create(bufferSize: 1)
        let observable = values.asObservable()
            .filter { _ in !echo.isEcho }
            .take(until: stopped)
            .concat(stopEvent)
        let sink = AnyObserver<Element> { event in
            switch event {
            case .next(let value):
                echo.writing { write(value) }
            case .error, .completed:
                stopEvent.on(event)
                stopped.onNext(())
            }
        }
        self.init(_values: observable, sink: sink, other: AnyObserver { _ in }, feeds: CompositeDisposable())
    }
}

extension BehaviorRelay {
    /// A channel terminal for the relay, as ReactiveCocoa's `RACChannelTo`: subscribers
    /// receive the current value, then every accepted value except those sent into the
    /// terminal itself (no echo); a value sent into it is accepted by the relay.
    ///
    /// Each access creates a new terminal; a terminal event sent into it ends that
    /// terminal only (a relay cannot end).
    public var channelTerminal: ChannelTerminal<Element> {
        ChannelTerminal(property: self, write: { [self] in accept($0) })
    }
}

extension ControlPropertyType {
    /// A channel terminal for the control property: subscribers receive the current value,
    /// then every change except the writes made through the terminal (no echo); a value
    /// sent into it sets the property. It completes when the property's values complete
    /// (the control goes away).
    public var channelTerminal: ChannelTerminal<Element> {
        let property = self
        return ChannelTerminal(property: self, write: { property.onNext($0) })
    }
}

infix operator <-> : DefaultPrecedence

/// Binds two following-side terminals both ways, as ReactiveCocoa's
/// `RACChannelTo(a) = RACChannelTo(b)`: the right-hand side's current value is written to
/// the left-hand side first, then changes of either side are written to the other.
///
/// Both terminals must replay a current value when subscribed (property terminals do);
/// the left-hand side's first value (its current value, already overwritten) is skipped.
///
/// - Returns: A disposable that stops the propagation both ways.
public func <-> <Element>(lhs: ChannelTerminal<Element>, rhs: ChannelTerminal<Element>) -> Disposable {
    let toLeft = rhs.subscribe(lhs)
    let toRight = lhs.skip(1).subscribe(rhs)
    return Disposables.create(toLeft, toRight)
}

/// Binds a control property and a relay both ways; the relay's value wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
public func <-> <Property: ControlPropertyType>(lhs: Property, rhs: BehaviorRelay<Property.Element>) -> Disposable {
    lhs.channelTerminal <-> rhs.channelTerminal
}

/// Binds two control properties both ways; the right-hand side's value wins at bind time.
///
/// - Returns: A disposable that stops the propagation both ways.
public func <-> <Left: ControlPropertyType, Right: ControlPropertyType>(lhs: Left, rhs: Right) -> Disposable
    where Left.Element == Right.Element {
    lhs.channelTerminal <-> rhs.channelTerminal
}
