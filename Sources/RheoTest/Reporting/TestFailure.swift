// The one place where a RheoTest assertion reports a failure, whichever test library runs
// the caller: Swift Testing when the caller is inside one of its tests, XCTest otherwise.
// What differs between toolchains and platforms (which of the two can be imported, how a
// Swift Testing source location is made from XCTest's `#filePath` and line) stays here.

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records a failed assertion with `message` at `file`:`line`, the caller's location.
///
/// Inside a Swift Testing test (`Test.current` is set, as it is on the test's task and its
/// child tasks) the failure is an `Issue`, so `withKnownIssue` can expect it; anywhere else
/// it goes to `XCTFail`, as RxTest's assertions always did. Code that runs on a thread of
/// its own (a dispatch queue, a detached task) has no `Test.current`, so a failure there
/// goes to XCTest, which drops it when no XCTest test is running either: assert on the
/// test's task.
func recordTestFailure(_ message: String, file: StaticString, line: UInt) {
    #if canImport(Testing)
    if let test = Test.current {
        recordTestFailure(message, at: sourceLocation(file: file, line: line, in: test))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: file, line: line)
    #else
    // Neither library: say it rather than lose it.
    print("\(file):\(line): error: \(message)")
    #endif
}

#if canImport(Testing)
/// Records a failed check with `message` at `location` as an issue of the running Swift
/// Testing test: the path that `recordTestFailure(_:file:line:)` and the leak-check trait,
/// which has the test's own location rather than a caller's, share.
func recordTestFailure(_ message: String, at location: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
}

/// A Swift Testing source location for a caller that passed XCTest's `#filePath` and
/// `#line`.
///
/// `SourceLocation` wants `#fileID`'s `Module/File.swift` (its initializer traps without a
/// `/`, or with a line or column below 1), and RxTest's signatures pass only the path and
/// the line. The path and line, which Xcode and the console use to show the failure, are
/// exact. The module is the running test's when the caller's file is in the test's
/// directory (a test target's files are its module's, so this is the common case of an
/// assertion in the test or a helper beside it); otherwise it is `__C`, the module name
/// Swift Testing itself gives a location it synthesizes from a path. The column is
/// unknown and given as 1.
func sourceLocation(file: StaticString, line: UInt, in test: Test) -> SourceLocation {
    let filePath = "\(file)"
    let fileName = filePath.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? filePath
    let moduleName =
        directory(of: filePath) == directory(of: test.sourceLocation.pathOfFile)
        ? test.sourceLocation.moduleName : "__C"
    return SourceLocation(
        fileID: "\(moduleName)/\(fileName)", filePath: filePath,
        line: Int(clamping: max(line, 1)), column: 1)
}

extension SourceLocation {
    /// The path of the file: `filePath` from Swift 6.3 on; Swift 6.2, which the package's
    /// tools version still admits, has only the deprecated-since `_filePath`.
    var pathOfFile: String {
        #if compiler(>=6.3)
        filePath
        #else
        _filePath
        #endif
    }
}

/// The path up to the last `/`, or the empty string.
private func directory(of path: String) -> Substring {
    path.lastIndex(of: "/").map { path[..<$0] } ?? ""
}
#endif
