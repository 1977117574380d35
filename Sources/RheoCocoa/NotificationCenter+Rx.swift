import Foundation

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center, as RxCocoa's `notification(_:object:)`.
    ///
    /// Each subscription adds an observer to the center, for notifications named `name`
    /// (all names when `nil`) posted by `object` (any sender when `nil`), and disposing the
    /// subscription removes it. Notifications are delivered on the posting thread, as the
    /// center delivers them; posts from several threads at once reach the observer
    /// concurrently, so serialize them (`observe(on:)`) where that matters. The sequence
    /// never completes or fails.
    ///
    /// `object` is held weakly, as in RxCocoa; if it is gone when the sequence is subscribed,
    /// the center is asked for a `nil` sender, so every sender's notifications of that name
    /// are delivered, exactly as RxCocoa does (docs/Contracts.md rule 8: this is not one of
    /// the failures for which Rheo deviates). Keep a strong reference to the sender for as
    /// long as the subscription should filter by it.
    ///
    /// - Parameters:
    ///   - name: The name of the notifications to deliver; `nil` for all.
    ///   - object: The sender of the notifications to deliver; `nil` for any sender.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: A sequence of the matching notifications, for as long as it is subscribed.
    public func notification(
        _ name: Notification.Name?, object: AnyObject? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Notification> {
        _assemble("notification", file, line) {
            let center: NotificationCenter = base
            return Observable.create { [weak object] observer in
                // Unchecked: the observer `create` gives is safe to call from any thread (its stop
                // flag is atomic), and the center calls the block on the posting thread, so the
                // notification itself never changes threads here.
                let sendableObserver = UncheckedSendable(observer)
                let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                    sendableObserver.value.on(.next(notification))
                }
                return Disposables.create {
                    center.removeObserver(token)
                }
            }
        }
    }
}
