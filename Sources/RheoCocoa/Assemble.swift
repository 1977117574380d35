import Rheo

/// Builds an extension's result with `build` and records it as built by `name` at
/// `file`:`line` (`assembled(as:file:line:)`), as Rheo's own operators do.
@inlinable @inline(__always)
func _assemble<Result: ObservableConvertibleType>(
    _ name: StaticString, _ file: StaticString, _ line: UInt, _ build: () throws -> Result
) rethrows -> Result {
    try build().assembled(as: name, file: file, line: line)
}
