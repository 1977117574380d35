import Dispatch
import Foundation

/// `RHEO_STRESS_SCALE` multiplies iteration counts of concurrency and stress tests
/// (default 1), so CI runs them short and a developer runs them long.
public let stressScale: Int = max(1, Int(ProcessInfo.processInfo.environment["RHEO_STRESS_SCALE"] ?? "") ?? 1)

/// Whether this test process runs under ThreadSanitizer (its runtime is linked in), which
/// makes every memory access and atomic operation tens of times slower.
public let underThreadSanitizer: Bool = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

/// `count` scaled by `RHEO_STRESS_SCALE`, and divided by 10 under ThreadSanitizer, where
/// the same interleavings are explored with far fewer iterations and full counts would
/// take minutes.
public func stressIterations(_ count: Int) -> Int {
    max(1, count * stressScale / (underThreadSanitizer ? 10 : 1))
}

/// Runs `body(index)` on `threads` threads released together, and returns when all are
/// done.
public func raceThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<threads {
        done.enter()
        Thread.detachNewThread {
            start.wait()
            body(index)
            done.leave()
        }
    }
    for _ in 0..<threads { start.signal() }
    done.wait()
}

/// Whether this test process runs under AddressSanitizer, where locals may live on a heap
/// "fake stack" (so stack-address measurements mean nothing) and everything is slower.
public let underAddressSanitizer: Bool = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
