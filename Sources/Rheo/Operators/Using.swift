extension ObservableType {
    /// Creates a resource for each subscription, subscribes to a sequence built from it,
    /// and disposes the resource when the subscription ends.
    ///
    /// The subscription ends on the sequence's terminal event or on `dispose()`; the
    /// sequence's subscription is disposed first, then the resource.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource. If it throws, the subscriber receives the
    ///     error and `observableFactory` is not called.
    ///   - observableFactory: Builds the sequence from the resource. If it throws, the
    ///     subscriber receives the error, then the resource is disposed.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The sequence `observableFactory` builds, with the resource's lifetime
    ///   tied to the subscription.
    @inlinable public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Observable<Element> {
        _assemble("using", file, line) {
            Producer((resourceFactory: resourceFactory, observableFactory: observableFactory)) {
                producer, observer, lifetime in
                let resource: Resource
                do {
                    resource = try producer._state.resourceFactory()
                } catch {
                    observer.on(.error(error))
                    return
                }
                // The sink owns the resource from here on, so every way out disposes it.
                let sink = UsingSink(resource: resource, downstream: observer, parent: lifetime)
                let source: Observable<Element>
                do {
                    source = try producer._state.observableFactory(resource)
                } catch {
                    sink.on(.error(error))
                    return
                }
                source._subscribe(EventSink { sink.on($0) }, sink)
            }
        }
    }
}

/// One `using` subscription: forwards the source's events and disposes the resource after
/// the source's subscription.
@usableFromInline
final class UsingSink<Element, Resource: Disposable>: ObserverBase<Element>, ObserverType {
    @usableFromInline let _downstream: EventSink<Element>
    // Set at init; read and cleared by the one `_didDispose` call.
    @usableFromInline var _resource: Resource?

    @inlinable init(resource: Resource, downstream: EventSink<Element>, parent: SinkDisposer) {
        _resource = resource
        _downstream = downstream
        super.init(parent: parent)
    }

    @inlinable func on(_ event: Event<Element>) {
        _on(event) { _downstream.on($0) }
    }

    @usableFromInline override func _didDispose() {
        let resource = _resource
        _resource = nil
        resource?.dispose()
    }
}
