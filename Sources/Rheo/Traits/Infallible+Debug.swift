extension InfallibleType {
    /// Prints the subscription, every event and the disposal to standard output, as
    /// `Observable.debug` does, and passes the events on unchanged.
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
    ) -> Infallible<Element> {
        _assemble("debug", fileID, line) {
            Infallible(
                raw: asObservable().debug(
                    identifier, trimOutput: trimOutput, file: file, line: line, function: function, fileID: fileID))
        }
    }
}
