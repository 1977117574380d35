import CRheo
import RheoTestSupport
import XCTest

@testable import Rheo

/// Rheo reaches C atomics (and its mutex) as the first stored property of class instances
/// (`_atomicState(of:)`); these tests check that address is the property's real one for
/// every class that relies on it.
final class AtomicStateLayoutTests: RheoTestCase {
    private func assertFirstStoredProperty<Object: AnyObject, Value>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let expected = _getUnsafePointerToStoredProperties(object)
        withUnsafeMutablePointer(to: &object[keyPath: keyPath]) { address in
            XCTAssertEqual(UnsafeMutableRawPointer(address), expected, "\(Object.self)", file: file, line: line)
        }
    }

    func testEveryAtomicStateIsTheFirstStoredProperty() {
        assertFirstStoredProperty(SinkDisposer(), \.self._state)
        assertFirstStoredProperty(SubscriptionLifetime(onDisposed: nil), \.self._state)
        let parent = SinkDisposer()
        assertFirstStoredProperty(
            TakeCountSink<Int>(count: 1, downstream: EventSink { _ in }, parent: parent), \.self._state)
        assertFirstStoredProperty(
            ForwardingSink<Int>(downstream: EventSink { _ in }, parent: SinkDisposer()), \.self._state)
        assertFirstStoredProperty(AnonymousDisposable {}, \.self._state)
        assertFirstStoredProperty(BinaryDisposable(Disposables.create(), Disposables.create()), \.self._state)
        assertFirstStoredProperty(BooleanDisposable(), \.self._state)
        assertFirstStoredProperty(Lock(), \.self._mutex)
        // Subjects: `SubjectCore` reaches each one's state word by address.
        let subject = PublishSubject<Int>()
        assertFirstStoredProperty(subject, \.self._state)
        assertFirstStoredProperty(BehaviorSubject(value: 0), \.self._state)
        assertFirstStoredProperty(ReplaySubject<Int>.create(bufferSize: 1), \.self._state)
        assertFirstStoredProperty(AsyncSubject<Int>(), \.self._state)
        assertFirstStoredProperty(
            SubjectObserver(EventSink<Int> { _ in }, next: nil, owner: subject, lifetime: SinkDisposer()), \.self._state
        )
        // `share()`'s connection is a subject to its subscribers (`SubjectCore`).
        let shared = ShareWhileConnected<Int>(source: Observable.never(), replaysLatest: true) { _, _ in }
        let connection = ShareWhileConnectedConnection(parent: shared, replaysLatest: true)
        assertFirstStoredProperty(connection, \.self._state)
        assertFirstStoredProperty(ShareWhileConnectedSubscription(connection: connection), \.self._state)
        assertFirstStoredProperty(Hooks.storage, \.self.recordCallStack)
        let recycler = SerialActionRecycler()
        assertFirstStoredProperty(recycler, \.self._head)
        withUnsafeMutablePointer(to: &recycler._count) { address in
            XCTAssertEqual(
                UnsafeMutableRawPointer(address),
                _getUnsafePointerToStoredProperties(recycler) + MemoryLayout<rheo_atomic_ptr>.stride)
        }
        parent.dispose()
    }

    /// The atomic words of the operators, queues and channels, each the first stored
    /// property of its class (see docs/UnsafeAssumptions.md).
    func testEveryOtherAtomicWordIsTheFirstStoredProperty() {
        assertFirstStoredProperty(SkipForDurationGate(), \.self._open)
        assertFirstStoredProperty(DoDisposeGate(), \.self._state)
        assertFirstStoredProperty(RefCountCore(source: Observable<Int>.never().publish()), \.self._drainer)
        assertFirstStoredProperty(DrainHandOff(), \.self._state)
        assertFirstStoredProperty(DrainQueue<QueuedItem>(), \.self._workInProgress)
        assertFirstStoredProperty(SPSCDrainQueue<Int>(), \.self._workInProgress)
        assertFirstStoredProperty(SPSCDrainQueue<Int>.Segment(capacity: 0), \.self._header)
        assertFirstStoredProperty(ChannelGenerationCounter(), \.self._counter)
    }

    /// A binding's two write counters are one C struct, its first stored property, which
    /// `ChannelBinding.writes` reaches by address.
    func testChannelBindingWriteCountersAreTheFirstStoredProperty() {
        let binding = ChannelBinding(Channel<Int>().leadingTerminal, Channel<Int>().leadingTerminal)
        assertFirstStoredProperty(binding, \.self._writes)
        withUnsafeMutablePointer(to: &binding._writes) { address in
            XCTAssertEqual(address, binding.writes)
        }
        // The two sides count apart: a write to one side is not seen on the other.
        rheo_channel_writes_increment_acq_rel(binding.writes, true)
        XCTAssertEqual(rheo_channel_writes_load_acquire(binding.writes, true), 1)
        XCTAssertEqual(rheo_channel_writes_load_acquire(binding.writes, false), 0)
    }

    /// `SubjectCore._terminalThreadWord` is the word after the state word: each subject
    /// (and `share()`'s connection) declares `_terminalThread` right after `_state`.
    func testEverySubjectTerminalThreadWordIsTheSecondStoredProperty() {
        func check<Subject: SubjectCore>(
            _ subject: Subject, _ word: ReferenceWritableKeyPath<Subject, rheo_atomic_intptr>, line: UInt = #line
        ) {
            withUnsafeMutablePointer(to: &subject[keyPath: word]) { address in
                XCTAssertEqual(address, subject._terminalThreadWord, "\(Subject.self)", line: line)
            }
        }
        check(PublishSubject<Int>(), \.self._terminalThread)
        check(BehaviorSubject(value: 0), \.self._terminalThread)
        check(ReplaySubject<Int>.create(bufferSize: 1), \.self._terminalThread)
        check(AsyncSubject<Int>(), \.self._terminalThread)
        let shared = ShareWhileConnected<Int>(source: Observable.never(), replaysLatest: true) { _, _ in }
        check(ShareWhileConnectedConnection(parent: shared, replaysLatest: true), \.self._terminalThread)
    }

    /// `QueuedItem`'s offsets are constants; check them against a live object.
    func testQueuedItemOffsetsMatchTheLayout() {
        let item = QueuedItem()
        let objectAddress = UnsafeMutableRawPointer(Unmanaged.passUnretained(item).toOpaque())
        XCTAssertEqual(_getUnsafePointerToStoredProperties(item) - objectAddress, QueuedItem.storedPropertiesOffset)
        XCTAssertEqual(QueuedItem.stateOffset, MemoryLayout<rheo_queued_item_header>.offset(of: \.state))
        XCTAssertEqual(
            UnsafeMutableRawPointer(item._state),
            _getUnsafePointerToStoredProperties(item) + MemoryLayout<rheo_mpsc_link>.stride)
    }

    /// The inline payload of a scheduled action is reached through `inout` access; it must
    /// be the property's own storage inside the object (stable across accesses), not a copy.
    func testScheduledActionPayloadIsInsideTheObject() {
        let action = SerialScheduledAction()
        let first = withUnsafeMutableBytes(of: &action._payload) { UnsafeMutableRawPointer($0.baseAddress!) }
        let second = withUnsafeMutableBytes(of: &action._payload) { UnsafeMutableRawPointer($0.baseAddress!) }
        XCTAssertEqual(first, second)
        let offset = first - _getUnsafePointerToStoredProperties(action)
        XCTAssertTrue((0..<256).contains(offset), "payload at offset \(offset)")

        let dispatchAction = DispatchScheduledAction(invoke: { _, _ in nil })
        let dispatchFirst = withUnsafeMutableBytes(of: &dispatchAction._payload) {
            UnsafeMutableRawPointer($0.baseAddress!)
        }
        let dispatchSecond = withUnsafeMutableBytes(of: &dispatchAction._payload) {
            UnsafeMutableRawPointer($0.baseAddress!)
        }
        XCTAssertEqual(dispatchFirst, dispatchSecond)
        let dispatchOffset = dispatchFirst - _getUnsafePointerToStoredProperties(dispatchAction)
        XCTAssertTrue((0..<256).contains(dispatchOffset), "payload at offset \(dispatchOffset)")
    }

    /// A dispatch action stores the `Disposable` its action returned in its payload
    /// (`_takeResult`), unchecked at run time: the existential must fit the payload.
    func testDispatchActionPayloadHoldsADisposable() {
        typealias Payload = DispatchScheduledAction.InlinePayload
        XCTAssertLessThanOrEqual(MemoryLayout<any Disposable>.size, MemoryLayout<Payload>.size)
        XCTAssertLessThanOrEqual(MemoryLayout<any Disposable>.alignment, MemoryLayout<Payload>.alignment)
    }

    func testStateBitsTrackDisposal() {
        let disposer = SinkDisposer()
        XCTAssertFalse(disposer.isDisposed)
        disposer.dispose()
        XCTAssertTrue(disposer.isDisposed)
        XCTAssertEqual(rheo_atomic_intptr_load_acquire(_atomicState(of: disposer)) & 1, 1)
    }

    func testSettingTheSubscriptionTwiceIsReportedAndDisposesTheSecond() {
        let disposer = SinkDisposer()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        let reports = captureContractViolations {
            disposer.setSubscription(first)
            disposer.setSubscription(second)
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(second.isDisposed)
        XCTAssertFalse(first.isDisposed)
        disposer.dispose()
        XCTAssertTrue(first.isDisposed)
    }

    func testConcurrentSetSubscriptionKeepsExactlyOne() {
        for _ in 0..<200 {
            let disposer = UncheckedBox(SinkDisposer())
            let candidates = (0..<8).map { _ in BooleanDisposable() }
            let reports = captureContractViolations {
                DispatchQueue.concurrentPerform(iterations: 8) { index in
                    disposer.value.setSubscription(candidates[index])
                }
            }
            XCTAssertEqual(reports.count, 7)
            XCTAssertEqual(candidates.filter(\.isDisposed).count, 7)
            disposer.value.dispose()
            XCTAssertEqual(candidates.filter(\.isDisposed).count, 8)
        }
    }

    /// Assembly tracking keys an error's trace by the bits of the `any Error`
    /// (docs/UnsafeAssumptions.md, 16): one word, the same after the error is copied into
    /// an event and passed through a chain of operators.
    func testAnErrorIsOneReferenceKeptAcrossEvents() {
        // A payload of two words, so that a bit cast of the opened value (not of the
        // existential) would fail.
        struct Failure: Error {
            let code: Int
            let detail: Int = 0
        }
        XCTAssertEqual(MemoryLayout<any Error>.size, MemoryLayout<UInt>.size)
        let error: any Error = Failure(code: 7)
        let bits = unsafeBitCast(error as any Error, to: UInt.self)
        let event = Event<Int>.error(error)
        guard case .error(let copied) = event else {
            return XCTFail("not an error event")
        }
        XCTAssertEqual(unsafeBitCast(copied as any Error, to: UInt.self), bits)
        var received: (any Error)?
        let subscription = Observable<Int>.error(error).map { $0 + 1 }.filter { $0 > 0 }
            .subscribe(onError: { received = $0 })
        subscription.dispose()
        XCTAssertEqual(received.map { unsafeBitCast($0 as any Error, to: UInt.self) }, bits)
        // A value that is not the same error gets other bits.
        XCTAssertNotEqual(unsafeBitCast(Failure(code: 7) as any Error, to: UInt.self), bits)
    }
}
