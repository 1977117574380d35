/// The elements a `ReplaySubject` replays: the last `capacity` ones, oldest first.
///
/// Grows up to `capacity`, then overwrites the oldest element in place (a ring), so a full
/// buffer allocates nothing per element. Owned by the subject's drainer.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline let _capacity: Int
    @usableFromInline var _elements: ContiguousArray<Element> = []
    // Index of the oldest element once the buffer is full; 0 until then.
    @usableFromInline var _head = 0

    /// A buffer keeping the last `capacity` elements; `Int.max` keeps all. `capacity >= 0`.
    @inlinable init(capacity: Int) {
        self._capacity = capacity
    }

    @inlinable mutating func append(_ element: Element) {
        if _elements.count < _capacity {
            _elements.append(element)
            return
        }
        if _capacity == 0 {
            return
        }
        _elements[_head] = element
        _head += 1
        if _head == _capacity {
            _head = 0
        }
    }

    /// Calls `body` on each element, oldest first.
    @usableFromInline func forEach(_ body: (Element) -> Void) {
        for index in _head..<_elements.count {
            body(_elements[index])
        }
        for index in 0..<_head {
            body(_elements[index])
        }
    }

    @usableFromInline mutating func removeAll() {
        _elements = []
        _head = 0
    }
}
