import Foundation

/// Every `NSObject` has `rx`, as in RxSwift.
///
/// On Linux there is no Objective-C runtime: `rx.deallocated` needs the object to conform
/// to `LifetimeProviding` (see `Lifetime`).
extension NSObject: ReactiveCompatible {}
