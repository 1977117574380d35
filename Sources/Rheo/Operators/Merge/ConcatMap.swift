extension ObservableType {
    /// Maps each element to a sequence and concatenates those sequences: each one is
    /// subscribed when the previous one has completed, in the order of the source's
    /// elements.
    ///
    /// As in RxSwift, `selector` is called when an element arrives, also while an inner
    /// sequence runs: the inner it returns waits in order for its turn, and a selector
    /// error fails the result at once. The result completes when the source and every
    /// inner have completed; the first error (from the source, an inner, or `selector`) is
    /// passed on at once and disposes everything. Inners are subscribed in a loop, so any
    /// number of inners that complete synchronously run without growing the stack.
    ///
    /// - Parameters:
    ///   - selector: Maps an element to its inner sequence. If it throws, the result
    ///     fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated elements of the inner sequences.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Source.Element> {
        _assemble("concatMap", file, line) {
            _merge(limit: 1, dropsWhenBusy: false, selector: selector)
        }
    }

    /// Maps each element to a sequence and concatenates those sequences, with at most
    /// `policy.limit` of them waiting for their turn.
    ///
    /// `concatMap` (RxSwift's operator) keeps every inner that arrives while another runs,
    /// so a source faster than its inners grows memory without bound. This overload, which
    /// RxSwift lacks, applies `policy` to the waiting inners instead: `.dropNewest(limit:)`
    /// drops the inner that arrives to a full queue, `.dropOldest(limit:)` (and
    /// `.keepLatest`: run the current inner, then only the latest of what arrived
    /// meanwhile) the longest-waiting one, and `.fail(limit:)` ends the result with a
    /// `BufferOverflowError` naming the operator and the limit. `selector` still runs for
    /// every element, as it arrives; each dropped inner (never subscribed) is reported
    /// through `Hooks.droppedElementsHandler` as it is dropped. `.unbounded` is exactly
    /// `concatMap`.
    ///
    /// - Parameters:
    ///   - policy: What happens to an inner that arrives while `policy.limit` wait. A
    ///     limit below 1, and `.block` (the next inner starts when the current one
    ///     completes, on a thread Rheo cannot tell apart from the one that would wait), give
    ///     `RxError.argumentOutOfRange` without subscribing, explained through
    ///     `Hooks.argumentOutOfRangeHandler`.
    ///   - selector: Maps an element to its inner sequence. If it throws, the result
    ///     fails with that error.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated elements of the inner sequences that were not dropped.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(
        buffer policy: BufferPolicy, _ selector: @escaping (Element) throws -> Source,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Source.Element> {
        if policy._kind == .unbounded {
            return concatMap(selector, file: file, line: line)
        }
        return _assemble("concatMap(buffer:)", file, line) {
            if let refusal = MergePendingBound.refusal(of: policy, call: "concatMap(buffer:") {
                return Observable.error(RxError.argumentOutOfRange(reporting: refusal), file: file, line: line)
            }
            return _mergeBounded(limit: 1, policy: policy, operatorName: "concatMap(buffer:)", selector: selector)
        }
    }
}
