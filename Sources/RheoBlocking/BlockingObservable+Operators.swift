import Foundation
import Rheo

extension BlockingObservable {
    /// Waits for the sequence to complete and returns all its elements.
    ///
    /// - Returns: The elements, in order.
    /// - Throws: The sequence's error; `RxError.timeout` past the timeout.
    public func toArray() throws -> [Element] {
        try BlockingRun.collect(source, timeout: timeout).elementsOrThrow()
    }

    /// Waits for the first element, then disposes the subscription.
    ///
    /// - Returns: The first element, or nil if the sequence completes empty.
    /// - Throws: The sequence's error if it fails before its first element;
    ///   `RxError.timeout` past the timeout.
    public func first() throws -> Element? {
        try BlockingRun.collect(source.take(1), timeout: timeout).elementsOrThrow().first
    }

    /// Waits for the sequence to complete and returns its last element.
    ///
    /// - Returns: The last element, or nil if the sequence completes empty.
    /// - Throws: The sequence's error; `RxError.timeout` past the timeout.
    public func last() throws -> Element? {
        try BlockingRun.collect(source, timeout: timeout).elementsOrThrow().last
    }

    /// Waits for the sequence's only element.
    ///
    /// Disposes the subscription as soon as a second element arrives.
    ///
    /// - Returns: The only element.
    /// - Throws: `RxError.noElements` if the sequence completes empty,
    ///   `RxError.moreThanOneElement` if it has a second element, the sequence's error if
    ///   it fails first, `RxError.timeout` past the timeout.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the only element that satisfies `predicate`.
    ///
    /// Disposes the subscription as soon as a second matching element arrives.
    ///
    /// - Parameter predicate: Selects the elements to consider; if it throws, the call
    ///   throws that error.
    /// - Returns: The only matching element.
    /// - Throws: `RxError.noElements` if no element matches, `RxError.moreThanOneElement`
    ///   if a second one does, the sequence's or the predicate's error if it comes first,
    ///   `RxError.timeout` past the timeout.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try BlockingRun.collect(source.filter(predicate).take(2), timeout: timeout).elementsOrThrow()
        if elements.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let element = elements.first else {
            throw RxError.noElements
        }
        return element
    }

    /// Waits for the sequence to end and returns how it ended, with its elements.
    ///
    /// Does not throw, as RxBlocking's: an error, including `RxError.timeout` past the
    /// timeout, is returned as `.failed(elements:error:)` with the elements received before
    /// it.
    public func materialize() -> MaterializedSequenceResult<Element> {
        BlockingRun.collect(source, timeout: timeout)
    }
}

extension MaterializedSequenceResult {
    /// The elements of a completed sequence; the error of a failed one is thrown.
    func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }
}
