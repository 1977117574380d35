#if canImport(Observation)
import Foundation
import Observation
import Rheo

/// A model for the Observation tests. With both `Rheo` and `Observation` imported, the
/// `@Observable` macro is Observation's and `Observable<T>` is Rheo's; the protocol is
/// spelled `Observation.Observable`.
///
/// `@unchecked Sendable`: each test touches it on one thread or queue at a time.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable final class TestProfile: @unchecked Sendable {
    var name = "Ada" {
        didSet { nameWrites += 1 }
    }
    var age = 36
    var nickname: String? = nil {
        didSet { nicknameWrites.append(nickname) }
    }
    /// The values `nickname` was set to, in order.
    @ObservationIgnored var nicknameWrites: [String?] = []
    /// How many times `name` was set.
    @ObservationIgnored var nameWrites = 0
}

/// A model that keeps its own bindings.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable final class BoundProfile {
    var name = "Ada"
    @ObservationIgnored let bag = DisposeBag()
}

/// A scheduler that counts the actions scheduled on it and passes them to `base`.
final class CountingScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: `scheduled` is only touched under `lock`.
    let base: ImmediateSchedulerType
    private let lock = NSLock()
    private var scheduled = 0

    init(_ base: ImmediateSchedulerType) {
        self.base = base
    }

    /// How many actions were scheduled.
    var count: Int {
        lock.withLock { scheduled }
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        lock.withLock { scheduled += 1 }
        return base.schedule(state, action: action)
    }
}
/// A flag touched by one queue at a time.
final class SendableFlag: @unchecked Sendable {
    // @unchecked: each test touches it from one serial queue.
    var value = false
}
#endif
