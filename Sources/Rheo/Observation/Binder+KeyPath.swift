extension Binder {
    /// Creates a binder that sets the property at `keyPath` of `target`, on `scheduler`:
    /// the end of a binding into a model's property, such as a property of an
    /// `@Observable` view model.
    ///
    /// `Binder(model, keyPath: \.title)` is `Binder(model) { $0[keyPath: \.title] = $1 }`:
    /// the rules of `Binder` hold (the target is held weakly, completion is ignored, an
    /// error is reported through `Hooks.bindingErrorHandler`).
    ///
    /// - Parameters:
    ///   - target: The object whose property is set; held weakly.
    ///   - keyPath: The property to set.
    ///   - scheduler: Where the property is set. The default is a new `MainScheduler`, as
    ///     `Binder`'s: at once when an element is sent on the main queue with nothing of
    ///     this binder queued, otherwise dispatched to the main queue in order.
    ///   - file: The caller's file, named by a binding-error report while assembly tracking
    ///     is on.
    ///   - line: The caller's line.
    public init<Target: AnyObject>(
        _ target: Target, keyPath: ReferenceWritableKeyPath<Target, Value>,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            target, scheduler: scheduler, binding: { target, value in target[keyPath: keyPath] = value },
            file: file, line: line)
    }
}

extension ObservableType {
    /// Sets the property at `keyPath` of `object` to every element, on `scheduler`,
    /// through a `Binder`: `Observable.just("Ada").bind(to: model, \.name)`.
    ///
    /// The object is held weakly (elements that arrive after it is gone are dropped), the
    /// binding ends with the sequence's completion, and an error is a programming error
    /// reported through `Hooks.bindingErrorHandler` (see `Binder`).
    ///
    /// - Parameters:
    ///   - object: The object whose property is set.
    ///   - keyPath: The property to set.
    ///   - scheduler: Where the property is set; by default a new `MainScheduler` (see
    ///     `Binder.init(_:keyPath:scheduler:)`).
    ///   - file: The caller's file, the binding's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(
        to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Element>,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        bind(to: Binder(object, keyPath: keyPath, scheduler: scheduler, file: file, line: line), file: file, line: line)
    }

    /// Sets the optional property at `keyPath` of `object` to every element, on
    /// `scheduler`, through a `Binder`; as `bind(to:_:scheduler:)`, for a property of type
    /// `Element?`.
    ///
    /// - Parameters:
    ///   - object: The object whose property is set.
    ///   - keyPath: The optional property to set.
    ///   - scheduler: Where the property is set; by default a new `MainScheduler`.
    ///   - file: The caller's file, the binding's site while assembly tracking is on.
    ///   - line: The caller's line.
    /// - Returns: A disposable that ends the binding.
    public func bind<Object: AnyObject>(
        to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Element?>,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        bind(to: Binder(object, keyPath: keyPath, scheduler: scheduler, file: file, line: line), file: file, line: line)
    }
}
