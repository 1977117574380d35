import RheoTestSupport

@testable import Rheo

/// Subscribes to `source` with a bare lifetime that enforces nothing, and disposes that
/// lifetime from inside the observer right after the first element for which
/// `disposeAfter` is true, even while `subscribe` is still running. Returns every event
/// the source sent, so a test sees whether the source itself stops after disposal.
func recordDisposingDuringSubscribe<Element>(
    _ source: Observable<Element>, disposeAfter: @escaping (Element) -> Bool
) -> [Event<Element>] {
    let lifetime = SinkDisposer()
    let events = Collected<Event<Element>>()
    source._subscribe(
        EventSink { event in
            events.append(event)
            if case .next(let element) = event, disposeAfter(element) {
                lifetime.dispose()
            }
        }, lifetime)
    lifetime.dispose()
    return events.values
}
