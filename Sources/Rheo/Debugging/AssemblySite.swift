import CRheo

/// Where an observable was built: the operator (or source, subject, trait, binding) and
/// the file and line of the call that built it.
///
/// Every public operator takes `file: StaticString = #fileID, line: UInt = #line` as
/// defaults a caller never writes, so RxSwift code compiles unchanged and still says where
/// each stage came from. Sites are recorded while `AssemblyTracking.isEnabled` is on (debug
/// builds, unless switched off); release builds pass the two arguments and drop them.
public struct AssemblySite: Hashable, Sendable, CustomStringConvertible {
    /// The operator's name as written (`map`, `flatMap`, `PublishSubject`,
    /// `checkpoint("loading feed")`).
    public let name: String
    /// The file of the call, as `#fileID` writes it (`Module/File.swift`).
    public let file: String
    /// The line of the call.
    public let line: UInt

    /// A site named `name` at `file`:`line`.
    public init(_ name: String, file: String, line: UInt) {
        self.name = name
        self.file = file
        self.line = line
    }

    /// `name at file:line`, as reports print it.
    public var description: String {
        "\(name) at \(file):\(line)"
    }
}

extension ObservableConvertibleType {
    /// Records that the observable behind `self` was built by `name` at `file`:`line`, when
    /// assembly tracking is on, and returns `self`.
    ///
    /// A later record of the same observable replaces the earlier one: an operator that
    /// builds its result with another public operator records its own caller last.
    @inlinable @inline(__always)
    func _assembled(_ name: StaticString, _ file: StaticString, _ line: UInt) -> Self {
        if _slowPath(_assemblyTrackingIsOn) {
            AssemblyRegistry.register(asObservable(), name: name, file: file, line: line)
        }
        return self
    }

    /// `_assembled(_:_:_:)` with a name built at run time (`checkpoint`'s label).
    @inlinable
    func _assembled(named name: @autoclosure () -> String, _ file: StaticString, _ line: UInt) -> Self {
        if _slowPath(_assemblyTrackingIsOn) {
            AssemblyRegistry.register(asObservable(), site: AssemblySite(name(), file: "\(file)", line: line))
        }
        return self
    }
}

extension ObservableConvertibleType {
    /// Records this observable as built by `name` where `origin` was built, when assembly
    /// tracking is on and `origin` has a site: for a computed property (`changed`,
    /// `orEmpty`), which cannot take its caller's file and line, so that its stages name the
    /// user's file rather than Rheo's.
    @inlinable
    func _assembled(_ name: StaticString, at origin: some ObservableConvertibleType) -> Self {
        if _slowPath(_assemblyTrackingIsOn) {
            _recordAssembly(asObservable(), name: name, at: origin.asObservable())
        }
        return self
    }

    /// Drops the site recorded for this observable: for one Rheo builds where no caller's
    /// site applies (`Lifetime.ended`, the default `asObservable()`), so that no graph names
    /// a file of Rheo. Its subscriptions are then not traced as a stage of their own.
    @inlinable
    func _unassembled() -> Self {
        if _slowPath(_assemblyTrackingIsOn) {
            AssemblyRegistry.forget(asObservable())
        }
        return self
    }
}

/// `_assembled(_:at:)` with tracking on.
@usableFromInline @inline(never)
func _recordAssembly(_ object: AnyObject, name: StaticString, at origin: AnyObject) {
    if let site = AssemblyRegistry.shared.sites(of: origin).last {
        AssemblyRegistry.register(object, site: AssemblySite("\(name)", file: site.file, line: site.line))
    }
}

/// Records `object`'s site when assembly tracking is on: for the types whose initializer
/// builds them (subjects, relays, `Binder`).
@inlinable @inline(__always)
func _recordAssembly(_ object: AnyObject, _ name: StaticString, _ file: StaticString, _ line: UInt) {
    if _slowPath(_assemblyTrackingIsOn) {
        AssemblyRegistry.register(object, name: name, file: file, line: line)
    }
}

/// Whether assembly tracking is on; decides it on first use (`AssemblyTracking.isEnabled`).
/// One relaxed load once decided.
@inlinable @inline(__always)
var _assemblyTrackingIsOn: Bool {
    let state = rheo_assembly_tracking_load()
    if _fastPath(state == 0) {
        return false
    }
    return state > 0 || AssemblyTracking._decideDefault()
}

/// Runs `body`, which subscribes a chain, as the subscription call `name` at `file`:`line`
/// when assembly tracking is on: the chain's stages then have this call as their root, and
/// `lifetime` (the disposable returned to the caller) finds it (`AssemblyTracking.graph(of:)`).
///
/// For a subscription call on a measured path, write the two halves around the subscribe
/// instead (`_beginSubscription`, `_endSubscription`): the optimizer may keep `body` out
/// of line, and the subscribe inside it then loses what the caller knows of the chain.
@inlinable @inline(__always)
func _subscription<Result>(
    _ name: StaticString, _ file: StaticString, _ line: UInt, _ lifetime: AnyObject, _ body: () -> Result
) -> Result {
    let scope = _beginSubscription(name, file, line, lifetime)
    let result = body()
    _endSubscription(scope)
    return result
}

/// Opens the scope of the subscription call `name` at `file`:`line` when assembly tracking
/// is on (see `_subscription`); nil, after one load, when it is off.
@inlinable @inline(__always)
func _beginSubscription(
    _ name: StaticString, _ file: StaticString, _ line: UInt, _ lifetime: AnyObject
) -> AnyObject? {
    // An empty file: a call with no site of its own (a deprecated alias), which opens no scope.
    if _slowPath(_assemblyTrackingIsOn), file.utf8CodeUnitCount > 0 {
        return _openSubscriptionScope(AssemblySite("\(name)", file: "\(file)", line: line), lifetime)
    }
    return nil
}

/// Closes the scope `_beginSubscription` opened.
@inlinable @inline(__always)
func _endSubscription(_ scope: AnyObject?) {
    if _slowPath(scope != nil) {
        _closeSubscriptionScope(scope.unsafelyUnwrapped)
    }
}

/// Makes the subscription node of `site`, associates it with `lifetime`, and marks it as
/// the code running on this thread until `_closeSubscriptionScope`.
@usableFromInline @inline(never)
func _openSubscriptionScope(_ site: AssemblySite, _ lifetime: AnyObject) -> AnyObject {
    let node = AssemblyRegistry.shared.subscriptionNode(site)
    AssemblyRegistry.shared.associate(lifetime, with: node)
    return SubscriptionScope(node)
}

/// Restores the stage that ran before `_openSubscriptionScope`.
@usableFromInline @inline(never)
func _closeSubscriptionScope(_ scope: AnyObject) {
    (scope as? SubscriptionScope)?.close()
}

/// A subscription call in progress: holds its node (until the chain's stages hold it) and
/// the stage that ran on the thread before it.
final class SubscriptionScope {
    let node: TraceNode
    let previous: UnsafeMutableRawPointer?

    init(_ node: TraceNode) {
        self.node = node
        self.previous = rheo_trace_exchange_current(Unmanaged.passUnretained(node).toOpaque())
    }

    func close() {
        _ = rheo_trace_exchange_current(previous)
    }
}

/// Builds an operator's result with `build` and records it as built by `name` at
/// `file`:`line` (`_assembled`): the body of every public operator.
@inlinable @inline(__always)
func _assemble<Result: ObservableConvertibleType>(
    _ name: StaticString, _ file: StaticString, _ line: UInt, _ build: () throws -> Result
) rethrows -> Result {
    try build()._assembled(name, file, line)
}

extension ObservableConvertibleType {
    /// Records this observable as built by `name` at `file`:`line` while assembly tracking
    /// is on, and returns `self`: for an operator of your own, so that traces, graphs and
    /// leak reports name your operator and its caller rather than the operators inside it.
    ///
    /// ```swift
    /// extension ObservableType {
    ///     func retryWithBackoff(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
    ///         retry(when: backoff).assembled(as: "retryWithBackoff", file: file, line: line)
    ///     }
    /// }
    /// ```
    @inlinable public func assembled(
        as name: StaticString, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        _assembled(name, file, line)
    }
}

/// The traced stage running on this thread when assembly tracking is on, else nil: for an
/// operator that subscribes its source later, on another thread (`subscribe(on:)`,
/// `delaySubscription`), so that the source's stages join the chain they belong to
/// (`_enterTraceContext`) rather than start a graph of their own.
@inlinable @inline(__always)
func _traceContext() -> AnyObject? {
    if _slowPath(_assemblyTrackingIsOn) {
        return _currentTraceNode()
    }
    return nil
}

/// `TraceNode.current`, as an opaque reference.
@usableFromInline @inline(never)
func _currentTraceNode() -> AnyObject? {
    TraceNode.current
}

/// Marks `context` (from `_traceContext()`) as the stage running on this thread; returns
/// what to pass to `_exitTraceContext`. Nothing when `context` is nil.
@inlinable @inline(__always)
func _enterTraceContext(_ context: AnyObject?) -> UnsafeMutableRawPointer? {
    if _slowPath(context != nil) {
        return rheo_trace_exchange_current(Unmanaged.passUnretained(context.unsafelyUnwrapped).toOpaque())
    }
    return nil
}

/// Restores the stage that ran before `_enterTraceContext(context)`.
@inlinable @inline(__always)
func _exitTraceContext(_ context: AnyObject?, _ previous: UnsafeMutableRawPointer?) {
    if _slowPath(context != nil) {
        _ = rheo_trace_exchange_current(previous)
    }
}

/// Runs `body` as the code of no traced stage: for a source subscribed on behalf of every
/// subscriber of a shared sequence (its connection), which no one subscriber's chain owns.
/// Its stages then make a graph of their own, which lives as long as the connection,
/// instead of holding the first subscriber's chain alive after that subscriber left.
@inlinable @inline(__always)
func _outsideTraceContext<Result>(_ body: () -> Result) -> Result {
    if _slowPath(_assemblyTrackingIsOn) {
        let previous = rheo_trace_exchange_current(nil)
        defer { _ = rheo_trace_exchange_current(previous) }
        return body()
    }
    return body()
}
