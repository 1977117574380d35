extension ObservableType {
    /// The source's events, or, if the source completes without an element, `default`
    /// followed by the completion.
    ///
    /// `default` is sent when the source completes, at the time it completes. An error from
    /// the source is passed on as it is.
    ///
    /// - Parameter default: The element to send when the source is empty.
    /// - Returns: The source's elements, or `default` if it had none.
    @inlinable public func ifEmpty(default: Element) -> Observable<Element> {
        asObservable()._switchIfEmpty(Observable.just(`default`))
    }
}
