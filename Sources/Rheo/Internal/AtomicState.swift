import CRheo

// Rheo objects that need an atomic word keep it as their *first* stored property and
// reach it through `_getUnsafePointerToStoredProperties`, the technique swift-atomics'
// `ManagedAtomic` uses: a class instance never moves, so its first stored property sits
// at a stable address for the object's lifetime, which is what the C atomics require.
// Classes using this must declare the atomic first (in the root class, for class
// hierarchies) and never reorder it; `AtomicStateLayoutTests` checks the address. Every
// class that does, and the other layout assumptions: docs/UnsafeAssumptions.md.

/// The C atomic word stored as the first stored property of `object`.
///
/// Inlinable because it sits on every per-event stop-flag check.
@inlinable @inline(__always)
func _atomicState(of object: AnyObject) -> UnsafeMutablePointer<rheo_atomic_intptr> {
    _getUnsafePointerToStoredProperties(object).assumingMemoryBound(to: rheo_atomic_intptr.self)
}
