import Foundation

/// Every `NSObject` has `rx`, as in RxSwift.
///
/// On Linux there is no Objective-C runtime: `rx.deallocated` needs the object to conform
/// to `LifetimeProviding` (see `Lifetime`).
extension NSObject: ReactiveCompatible {}

#if !canImport(ObjectiveC)
/// `NotificationCenter` has `rx` on Linux too, as it has on Apple platforms through
/// `NSObject`: swift-corelibs-foundation's `NotificationCenter` is not an `NSObject`.
/// RheoCocoa's `rx.notification(_:object:)` needs it; the conformance lives here, with the
/// protocol, because a conformance declared in RheoCocoa would be retroactive.
extension NotificationCenter: ReactiveCompatible {}
#endif
