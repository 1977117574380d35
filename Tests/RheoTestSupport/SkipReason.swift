/// Why a test skips on an Apple system older than what it needs.
///
/// Darwin's XCTest finds tests through the Objective-C runtime and ignores `@available`, so
/// a test that needs more than the package's floors checks `#available` itself (the check
/// must stand in the test, where it raises the availability of what follows) and throws
/// `XCTSkip` with one of these. On Linux `#available` always holds: nothing skips there.
public enum SkipReason {
    /// For tests of the Observation bridges (`observe`, `bind(to:)`, `observationChannel`).
    public static let needsObservation =
        "Rheo's Observation interop needs macOS 14 / iOS 17 / tvOS 17 / watchOS 10 / visionOS 1 (Observation)"

    /// For tests of `Observable.observations`, built on `Observations`.
    public static let needsObservations =
        "Observable.observations needs macOS 26 / iOS 26 / tvOS 26 / watchOS 26 / visionOS 26 (Observations)"
}
