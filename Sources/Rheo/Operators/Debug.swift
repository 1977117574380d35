import Foundation

extension ObservableType {
    /// Prints the subscription, every event and the disposal to standard output, each on a
    /// line stamped with the local time and `identifier`, as RxSwift's `debug` does.
    ///
    /// Lines read `2024-05-01 12:00:00.000: identifier -> subscribed`, then
    /// `... -> Event next(1)`, `... -> Event completed`, `... -> isDisposed`. Events are
    /// printed as they arrive from the source, before they are passed on.
    ///
    /// - Parameters:
    ///   - identifier: Names the sequence in the output; nil uses `File.swift:line (function)`
    ///     of the call.
    ///   - trimOutput: Whether to shorten an event's description longer than 40 characters
    ///     to its first and last 20, joined by `...`.
    ///   - file: The calling file, for the default identifier; leave the default.
    ///   - line: The calling line, for the default identifier; leave the default.
    ///   - function: The calling function, for the default identifier; leave the default.
    ///   - fileID: The calling file as `#fileID` writes it, recorded as the stage's site while
    ///     assembly tracking is on (`file` is RxSwift's, a path); leave the default.
    /// - Returns: The source sequence, unchanged.
    @inlinable public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        fileID: StaticString = #fileID
    ) -> Observable<Element> {
        _assemble("debug", fileID, line) {
            let identifier = identifier ?? DebugLog.defaultIdentifier(file: file, line: line, function: function)
            return Producer((source: asObservable(), identifier: identifier, trimOutput: trimOutput)) {
                producer, observer, lifetime in
                let sink = DebugSink(
                    identifier: producer._state.identifier, trimOutput: producer._state.trimOutput,
                    downstream: observer,
                    parent: lifetime)
                producer._state.source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// One `debug` subscription: logs, then forwards; its lifetime is the source's.
@usableFromInline
final class DebugSink<Element>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _identifier: String
    @usableFromInline let _trimOutput: Bool
    @usableFromInline let _downstream: EventSink<Element>

    @inlinable init(identifier: String, trimOutput: Bool, downstream: EventSink<Element>, parent: SinkDisposer) {
        _identifier = identifier
        _trimOutput = trimOutput
        _downstream = downstream
        // Before handing the sink to `parent`, which disposes it at once if it already is.
        DebugLog.write(identifier, "subscribed")
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        DebugLog.writeEvent(_identifier, event.debugDescription, trimOutput: _trimOutput)
        _on(event) { _downstream.on($0) }
    }

    @usableFromInline override func _didDispose() {
        DebugLog.write(_identifier, "isDisposed")
    }
}

/// Where `debug` writes: standard output, or a test's capture.
@usableFromInline
enum DebugLog {
    /// The longest event description `trimOutput` leaves whole.
    static let maxEventTextLength = 40

    /// Replaces standard output as the destination of `debug` lines while set; for tests.
    static var output: (@Sendable (String) -> Void)? {
        get { storage.lock.withLock { storage.output } }
        set {
            // The old closure is released after unlocking: its deinit may be user code.
            let old = storage.lock.withLock { () -> (@Sendable (String) -> Void)? in
                let old = storage.output
                storage.output = newValue
                return old
            }
            _ = old
        }
    }

    @usableFromInline static func defaultIdentifier(file: String, line: UInt, function: String) -> String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(fileName):\(line) (\(function))"
    }

    @usableFromInline static func writeEvent(_ identifier: String, _ description: String, trimOutput: Bool) {
        var text = description
        if trimOutput, text.count > maxEventTextLength {
            text = String(text.prefix(maxEventTextLength / 2)) + "..." + String(text.suffix(maxEventTextLength / 2))
        }
        write(identifier, "Event \(text)")
    }

    @usableFromInline static func write(_ identifier: String, _ content: String) {
        // One formatter for the process, used under the lock: DateFormatter is not
        // documented as thread-safe on every platform.
        let (stamp, output) = storage.lock.withLock {
            (storage.formatter.string(from: Date()), storage.output)
        }
        let line = "\(stamp): \(identifier) -> \(content)"
        if let output {
            output(line)
        } else {
            print(line)
        }
    }

    static let storage = Storage()

    // Guarded by `lock`.
    final class Storage: @unchecked Sendable {
        // @unchecked: every field is read and written under `lock`.
        let lock = Lock()
        let formatter: DateFormatter
        var output: (@Sendable (String) -> Void)?

        init() {
            formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        }
    }
}
