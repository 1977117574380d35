extension ObservableType {
    /// The source's events, or, if the source completes without an element, `default`
    /// followed by the completion.
    ///
    /// `default` is sent when the source completes, at the time it completes. An error from
    /// the source is passed on as it is.
    ///
    /// - Parameters:
    ///   - default: The element to send when the source is empty.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The source's elements, or `default` if it had none.
    @inlinable public func ifEmpty(
        default: Element, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("ifEmpty(default:)", file, line) {
            asObservable()._switchIfEmpty(Observable.just(`default`, file: file, line: line))
        }
    }
}
