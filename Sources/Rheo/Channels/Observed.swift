/// A stored property whose changes can be observed and bound both ways, on any platform
/// (Rheo has no key-value observing): its projected value is a `BehaviorRelay` holding
/// the value.
///
/// ```swift
/// final class Profile: LifetimeProviding, ReactiveCompatible {
///     let lifetimeToken = Lifetime.Token()
///     var lifetime: Lifetime { lifetimeToken.lifetime }
///     @Observed var name = ""
/// }
/// profile.$name.subscribe(onNext: { print($0) })   // "", then every change
/// let binding = nameField.rx.text <-> profile.rx.channel(\.$name, nilValue: "")
/// ```
///
/// Reading and writing the property is thread-safe; each write notifies the observers
/// (equal values too, as `BehaviorRelay.accept`).
@propertyWrapper
public struct Observed<Value> {
    /// The relay holding the value: observe it, or bind it with `rx.channel(\.$name)`.
    public let projectedValue: BehaviorRelay<Value>

    /// Creates the property with its initial value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - file: The declaring file, recorded as the relay's site while assembly tracking is on.
    ///   - line: The declaring line.
    public init(wrappedValue: Value, file: StaticString = #fileID, line: UInt = #line) {
        projectedValue = BehaviorRelay(value: wrappedValue, file: file, line: line)
    }

    /// The current value; setting it notifies the observers.
    public var wrappedValue: Value {
        get { projectedValue.value }
        nonmutating set { projectedValue.accept(newValue) }
    }
}

// Sendable when the relay it holds is (`Value: Sendable`): its only stored property.
extension Observed: Sendable where Value: Sendable {}
