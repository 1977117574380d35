/// A FIFO as an array and a head index, for the queues that sit under a lock
/// (`observe(on:)` on virtual time, `observe(on:buffer:)`, `values(buffer:)`).
///
/// Taking the first element only advances the head; the consumed prefix is dropped when it
/// is most of the array (and at least 64 elements), or all at once when the queue empties,
/// so each element is moved O(1) times on average and the array keeps its capacity across
/// bursts.
@usableFromInline
struct HeadIndexedQueue<Element> {
    @usableFromInline var _elements: [Element] = []
    @usableFromInline var _head = 0

    @inlinable init() {}

    /// How many elements wait.
    @inlinable var count: Int { _elements.count - _head }

    /// Whether no element waits.
    @inlinable var isEmpty: Bool { _head == _elements.count }

    /// Adds `element` behind the others.
    @inlinable mutating func append(_ element: Element) {
        _elements.append(element)
    }

    /// Takes the oldest element; the queue must not be empty.
    @inlinable mutating func removeFirst() -> Element {
        let element = _elements[_head]
        _head += 1
        if _head == _elements.count {
            _elements.removeAll(keepingCapacity: true)
            _head = 0
        } else if _head >= 64 && _head * 2 >= _elements.count {
            _elements.removeFirst(_head)
            _head = 0
        }
        return element
    }

    /// Empties the queue and returns its storage, so that the caller can release the
    /// elements after unlocking (an element's deinit may be user code).
    @inlinable mutating func takeAll() -> [Element] {
        let taken = _elements
        _elements = []
        _head = 0
        return taken
    }
}
