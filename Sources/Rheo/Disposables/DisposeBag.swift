import CRheo

/// Disposes everything added to it when it is deallocated.
///
/// Hold one per owner (a view model, a controller) and add subscriptions with
/// `disposed(by:)`; releasing the owner ends them all.
public final class DisposeBag: @unchecked Sendable {
    // @unchecked: every mutable field is only touched under `lock`; disposal runs after unlocking.
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    ///
    /// - Parameters:
    ///   - file: The caller's file: while assembly tracking is on, the graph of each
    ///     subscription added to the bag names the bag by where it was made.
    ///   - line: The caller's line.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        Resources.incrementTotal()
        // In the registry's table rather than a stored property: a bag made while tracking
        // is off costs nothing more.
        _recordAssembly(self, "DisposeBag", file, line)
    }

    /// `DisposeBag.init()` as a function value (`multicast(makeSubject: PublishSubject.init)`),
    /// which cannot supply the `file`/`line` defaults; a call chooses the initializer that
    /// records its site.
    @_disfavoredOverload public convenience init() {
        self.init(file: "", line: 0)
    }

    /// Creates a bag holding `disposables`.
    ///
    /// `file` and `line` are the caller's; see `init(file:line:)`.
    public convenience init(disposing disposables: Disposable..., file: StaticString = #fileID, line: UInt = #line) {
        self.init(disposing: disposables, file: file, line: line)
    }

    /// Creates a bag holding `disposables`.
    ///
    /// `file` and `line` are the caller's; see `init(file:line:)`.
    public convenience init(disposing disposables: [Disposable], file: StaticString = #fileID, line: UInt = #line) {
        self.init(file: file, line: line)
        insert(disposables)
    }

    /// Creates a bag holding the disposables the builder lists.
    ///
    /// `file` and `line` are the caller's; see `init(file:line:)`.
    public convenience init(
        @DisposableBuilder builder: () -> [Disposable], file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(disposing: builder(), file: file, line: line)
    }

    /// Adds `disposable`; it is disposed when the bag is deallocated.
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds every argument.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        if _slowPath(_assemblyTrackingIsOn) {
            noteHolding(disposables)
        }
        let disposeNow = lock.withLock { () -> Bool in
            if isDisposed {
                return true
            }
            self.disposables.append(contentsOf: disposables)
            return false
        }
        if disposeNow {
            disposables.forEach { $0.dispose() }
        }
    }

    private func dispose() {
        let toDispose = lock.withLock { () -> [Disposable] in
            let all = disposables
            disposables = []
            isDisposed = true
            return all
        }
        toDispose.forEach { $0.dispose() }
    }

    /// Names this bag as the holder of each subscription in `disposables`, for its graph.
    @inline(never) private func noteHolding(_ disposables: [Disposable]) {
        let site = AssemblyRegistry.shared.sites(of: self).last
        let holder = site.map { "a DisposeBag made at \($0.file):\($0.line)" } ?? "a DisposeBag"
        for disposable in disposables {
            AssemblyRegistry.shared.noteHolder(of: disposable, holder)
        }
    }

    deinit {
        dispose()
        Resources.decrementTotal()
    }

    /// A result builder that lists disposables.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the listed disposables.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds `self` to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
