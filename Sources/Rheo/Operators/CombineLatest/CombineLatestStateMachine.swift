/// The state of one `combineLatest` subscription: which sources have sent an element, and
/// which have completed.
///
/// Rules (RxSwift 6's; the tests cite them):
/// 1. Once every source has sent an element, each element from any source forms a result
///    with the latest element of every other source.
/// 2. An element from a source that has completed is dropped.
/// 3. The result completes when every source has completed, or when an element arrives
///    that cannot form a result while every other source has completed (one of them
///    completed without an element, so no result can ever be formed).
@usableFromInline
struct CombineLatestStateMachine: CombiningStateMachine {
    @usableFromInline struct Source {
        @usableFromInline var _hasValue = false
        @usableFromInline var _isDone = false

        @inlinable init() {}
    }

    @usableFromInline var _sources: [Source]
    @usableFromInline var _valueCount = 0
    @usableFromInline var _doneCount = 0

    @inlinable init(arity: Int) {
        _sources = Array(repeating: Source(), count: arity)
    }

    @inlinable mutating func next(_ index: Int) -> CombiningAction {
        if _sources[index]._isDone {
            return .drop
        }
        if _valueCount == _sources.count {
            return .storeAndEmit
        }
        if !_sources[index]._hasValue {
            _sources[index]._hasValue = true
            _valueCount += 1
            if _valueCount == _sources.count {
                return .storeAndEmit
            }
        }
        return _doneCount == _sources.count - 1 ? .storeAndComplete : .store
    }

    @inlinable mutating func emitted() -> Bool {
        false
    }

    @inlinable mutating func completed(_ index: Int) -> Bool {
        if _sources[index]._isDone {
            return false
        }
        _sources[index]._isDone = true
        _doneCount += 1
        return _doneCount == _sources.count
    }
}
