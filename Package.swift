// swift-tools-version:6.0
import PackageDescription

// Rheo has no package dependencies, by design.
//
// Build settings:
// - Debug builds define DEBUG (SwiftPM does this), which turns on the live-object
//   counter (`Resources.total`) and the reentrancy/concurrency tracker on observers.
//   Release builds carry neither.
let package = Package(
    name: "Rheo",
    products: [
        .library(name: "Rheo", targets: ["Rheo"]),
        .executable(name: "rheo-bench", targets: ["RheoBench"]),
    ],
    targets: [
        // C11 atomics and the lock-free MPSC queue. Module name CRheo, sources in CSupport/.
        .target(name: "CRheo", path: "CSupport"),
        .target(
            name: "Rheo",
            dependencies: ["CRheo"],
            path: "Sources/Rheo"
        ),
        // Counts malloc/free calls in the benchmark process only (interposes the allocator).
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
        .executableTarget(
            name: "RheoBench",
            dependencies: ["Rheo", "CMallocCounter"],
            path: "Benchmarks/RheoBench"
        ),
        .testTarget(name: "CRheoTests", dependencies: ["CRheo"], path: "Tests/CRheoTests"),
        .testTarget(name: "RheoTests", dependencies: ["Rheo", "CRheo"], path: "Tests/RheoTests"),
    ],
    swiftLanguageModes: [.v6]
)
