/// The namespace of reactive extensions of `Base`: what `object.rx` returns, as RxSwift's
/// `Reactive`.
///
/// Extend `Reactive where Base: YourType` to add `rx` members. For a class `Base`, every
/// writable property is a `Binder` through dynamic member lookup:
/// `label.rx.text` is a `Binder<String?>` setting `label.text` on the main scheduler, with
/// `label` held weakly. A member declared in an extension takes precedence over the key
/// path of the same name.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Creates the extensions of `base`.
    ///
    /// - Parameter base: The extended value; held strongly by this struct (the binders and
    ///   sequences it creates hold a class `base` weakly).
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` of `base`, on the main scheduler, while
    /// `base` is alive.
    ///
    /// - Parameter keyPath: The property to bind.
    /// - Returns: A `Binder` holding `base` weakly.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        // A subscript takes no file and line: the binder would name this file.
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
        ._unsited()
    }
}

extension Reactive: Sendable where Base: Sendable {}

/// A type with reactive extensions, `rx`, as RxSwift's `ReactiveCompatible`.
///
/// Conform with an empty extension (`extension MyView: ReactiveCompatible {}`): the
/// default implementations provide both members.
public protocol ReactiveCompatible {
    /// The type `rx` extends.
    associatedtype ReactiveBase

    /// The reactive extensions of the type, for static members.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type, for static members. Setting it does nothing; the
    /// setter exists so that `mutating` extension members can be called, as in RxSwift.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The reactive extensions of the value. Setting it does nothing; the setter exists so
    /// that `mutating` extension members can be called, as in RxSwift.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
