extension ObservableType where Element: ObservableConvertibleType {
    /// Concatenates the inner sequences: each one is subscribed when the previous one has
    /// completed, in the order the outer sent them.
    ///
    /// Inner sequences that arrive while another runs wait, in order. The result completes
    /// when the outer and every inner have completed; the first error is passed on at once
    /// and disposes everything. This is `merge(maxConcurrent: 1)`: any number of inners that
    /// complete synchronously run without growing the stack.
    ///
    /// - Returns: The concatenated elements of the inner sequences.
    @inlinable public func concat(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        _assemble("concat", file, line) {
            _merge(limit: 1, dropsWhenBusy: false) { $0 }
        }
    }
}

extension ObservableType {
    /// Sends the elements of this sequence, then, once it has completed, those of `second`.
    ///
    /// `second` is subscribed when this sequence completes. An error from either is passed
    /// on at once (and `second` is then never subscribed).
    ///
    /// - Parameters:
    ///   - second: The sequence to continue with.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated sequence.
    @inlinable public func concat<Source: ObservableConvertibleType>(
        _ second: Source, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Source.Element == Element {
        _assemble("concat", file, line) {
            Observable.concat([asObservable(), second.asObservable()], file: file, line: line)
        }
    }

    /// Concatenates `sequence`'s observables: each one is subscribed when the previous one
    /// has completed.
    ///
    /// The result completes after the last one (at once if `sequence` is empty); an error is
    /// passed on at once and the rest is not subscribed. `sequence` is iterated anew for each
    /// subscription, lazily: the next observable is pulled when the previous completes, so
    /// an infinite sequence works. Observables that complete synchronously are subscribed in
    /// a loop, not recursively: a million of them run without growing the stack. As in
    /// RxSwift, a `concat` of the same sequence type among the observables is not
    /// subscribed but walked in place, so `[a, [b, [c, ...].concat()].concat()].concat()`
    /// runs in constant stack however deep (see `maxTailRecursiveSinkStackSize`).
    ///
    /// - Parameters:
    ///   - sequence: The observables to concatenate.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated sequence.
    @inlinable public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        _assemble("concat", file, line) {
            _concat(_ConcatSources(sequence, count: nil))
        }
    }

    /// Concatenates `collection`'s observables: each one is subscribed when the previous
    /// one has completed.
    ///
    /// See `concat(_:)` for sequences; this overload exists because RxSwift has it.
    ///
    /// - Parameters:
    ///   - collection: The observables to concatenate.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated sequence.
    @inlinable public static func concat<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        _assemble("concat", file, line) {
            // The count lets the walk drop the collection's iterator with its last observable, as
            // RxSwift does, so a `concat` in last place does not deepen the stack.
            _concat(_ConcatSources(collection, count: collection.count))
        }
    }

    /// `concat` of `sources`: subscribes them one after another with a flattening walk.
    @inlinable static func _concat<Sources: Swift.Sequence>(_ sources: _ConcatSources<Sources>) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Producer(sources) { producer, observer, lifetime in
            var walk = _TailRecursiveSources<_ConcatSources<Sources>, Element>(producer._state)
            let sink = SourceSequenceSink(
                movesOnError: false, nextSource: { _ in walk.next() }, downstream: observer, parent: lifetime)
            sink._moveNext(after: nil)
        }
    }

    /// Concatenates `sources`: each one is subscribed when the previous one has completed.
    ///
    /// See `concat(_:)` for sequences.
    ///
    /// - Parameters:
    ///   - sources: The observables to concatenate.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The concatenated sequence.
    @inlinable public static func concat(
        _ sources: Observable<Element>..., file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        _assemble("concat", file, line) {
            concat(sources, file: file, line: line)
        }
    }
}
