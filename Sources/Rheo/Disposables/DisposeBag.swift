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
    public init() {
        Resources.incrementTotal()
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
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
