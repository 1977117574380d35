// swift-tools-version:6.2
import PackageDescription

// The availability lint's own test: every line marked `// expect:` must be reported, and
// nothing else. Floors as old as Rheo's were, so that each rule has something to catch.
let package = Package(
    name: "AvailabilityFixture",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    targets: [.target(name: "Fixture", path: "Sources/Fixture")],
    swiftLanguageModes: [.v6]
)
