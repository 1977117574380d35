// swift-tools-version:6.2
import PackageDescription

// Rheo has no package dependencies, by design.
//
// Build settings:
// - Debug builds define DEBUG (SwiftPM does this), which turns on the live-object
//   counter (`Resources.total`) and the reentrancy/concurrency tracker on observers.
//   Release builds carry neither.
let package = Package(
    name: "Rheo",
    // The floors are the oldest systems with the Swift 5.7 runtime. Below them, Duration and
    // the Clock API (the example, the tests, `Task.sleep(for:)`) need guards, and any
    // constrained existential (`any ObserverType<Int>`) a user stores or casts to can crash
    // at run time for want of its metadata (swiftlang/swift#61403). Older systems also cannot be tested: tools version
    // 6.2 needs Xcode 26, which has no simulators for them, and XCTest starts at watchOS
    // 7.4. APIs that need more carry `@available` (Observation: macOS 14 / iOS 17;
    // `Observations`: macOS 26 / iOS 26; the benchmark's Synchronization rows: macOS 15 /
    // iOS 18), and Scripts/check-availability.sh checks every use against these floors on
    // Linux, where nothing builds for an Apple platform. See the README, "Platforms".
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Rheo", targets: ["Rheo"]),
        .library(name: "RheoTest", targets: ["RheoTest"]),
        .library(name: "RheoBlocking", targets: ["RheoBlocking"]),
        .library(name: "RheoCocoa", targets: ["RheoCocoa"]),
        .executable(name: "rheo-bench", targets: ["RheoBench"]),
        // The runnable example (`swift run SignInExample`; macOS 14 / iOS 17 on Apple platforms,
        // for Observation); not part of the libraries.
        .executable(name: "SignInExample", targets: ["SignInExample"]),
    ],
    targets: [
        // C11 atomics and the lock-free MPSC queue. Module name CRheo, sources in CSupport/.
        .target(name: "CRheo", path: "CSupport"),
        .target(
            name: "Rheo",
            dependencies: ["CRheo"],
            path: "Sources/Rheo"
        ),
        // Virtual-time testing with RxTest's names: TestScheduler, hot/cold observables, recorded events.
        .target(name: "RheoTest", dependencies: ["Rheo"], path: "Sources/RheoTest"),
        // toBlocking(): waits for a sequence's events on the calling thread.
        .target(name: "RheoBlocking", dependencies: ["Rheo"], path: "Sources/RheoBlocking"),
        // RxCocoa's Foundation extensions (NotificationCenter.rx, URLSession.rx), the part of
        // RxCocoa that Linux has. A module of its own so that Rheo itself never links
        // FoundationNetworking; it re-exports Rheo, so `import RxCocoa` becomes `import RheoCocoa`.
        .target(name: "RheoCocoa", dependencies: ["Rheo"], path: "Sources/RheoCocoa"),
        // Counts malloc/free calls in the benchmark process only (interposes the allocator).
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
        .executableTarget(
            name: "RheoBench",
            dependencies: ["Rheo", "CRheo", "CMallocCounter"],
            path: "Benchmarks/RheoBench"
        ),
        // The sign-in form: an @Observable view model, Drivers, Binders, a two-way channel and
        // async/await, headless so that it runs anywhere. What a new user copies first.
        .executableTarget(name: "SignInExample", dependencies: ["Rheo"], path: "Sources/Examples/SignIn"),
        // What every test target shares: the live-object-checking base class and recorders.
        .target(name: "RheoTestSupport", dependencies: ["Rheo"], path: "Tests/RheoTestSupport"),
        .testTarget(name: "CRheoTests", dependencies: ["CRheo"], path: "Tests/CRheoTests"),
        .testTarget(
            name: "RheoTests", dependencies: ["Rheo", "CRheo", "RheoTest", "RheoTestSupport"], path: "Tests/RheoTests"),
        .testTarget(
            name: "RheoTestTests", dependencies: ["Rheo", "RheoTest", "RheoTestSupport"], path: "Tests/RheoTestTests"),
        .testTarget(
            name: "RheoBlockingTests", dependencies: ["Rheo", "RheoBlocking", "RheoTestSupport"],
            path: "Tests/RheoBlockingTests"),
        .testTarget(
            name: "RheoCocoaTests", dependencies: ["RheoCocoa", "RheoTestSupport"], path: "Tests/RheoCocoaTests"),
        // RxSwift API parity: calls every RxSwift, RxRelay, RxCocoa (platform-neutral), RxTest and
        // RxBlocking declaration Rheo provides with RxSwift's exact labels and types, compiled in
        // Swift 5 language mode with plain imports as an RxSwift app is, so a rename breaks the build.
        .testTarget(
            name: "RheoAPIParityTests",
            dependencies: ["Rheo", "RheoTest", "RheoBlocking", "RheoCocoa", "RheoTestSupport"],
            path: "Tests/RheoAPIParityTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The example's behaviour, through `@testable import` of the executable target.
        .testTarget(
            name: "ExamplesTests", dependencies: ["SignInExample", "Rheo", "RheoTestSupport"],
            path: "Tests/ExamplesTests"),
        // Stress tests: concurrency, disposal and connection races, with counts scaled by
        // RHEO_STRESS_SCALE (1 by default, as in CI; 10 or more for a long run).
        .testTarget(
            name: "RheoStressTests", dependencies: ["Rheo", "CRheo", "RheoTestSupport", "CHeapStats"],
            path: "Tests/RheoStressTests"),
        // The allocator's own figures (bytes in use, trimming) for the soak; test support only.
        .target(name: "CHeapStats", path: "Tests/CHeapStats"),
        // The public API used from actors, tasks and task groups, with a plain `import Rheo`.
        // Swift 6 language mode (complete strict concurrency checking) and warnings as
        // errors: the build FAILS on any warning in this target, so a concurrency
        // diagnostic against the public API cannot slip in as a mere warning.
        .testTarget(
            name: "RheoStrictConcurrencyTests",
            dependencies: ["Rheo", "RheoTestSupport"],
            path: "Tests/RheoStrictConcurrencyTests",
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .treatAllWarnings(as: .error),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
