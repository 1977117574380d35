// The API-parity target: each `*Usage.swift` file here calls RxSwift declarations with
// RxSwift's exact labels and types, in Swift 5 language mode with plain imports, as an app
// moving from RxSwift does. The files are compiled, not all run: a rename, a changed label
// or a lost overload breaks the build. Usage of deprecated RxSwift names sits in functions
// marked deprecated themselves, which keeps the build free of deprecation warnings.
import Rheo
import RheoBlocking
import RheoCocoa
import RheoTest
import RheoTestSupport
import XCTest

/// Runs a sample of the usage code, so the target also checks behaviour where a call alone
/// would prove nothing.
final class ParityTargetTests: RheoTestCase {
    func testTheTargetIsBuiltInSwift5Mode() {
        parityGlobalCounter += 1
        XCTAssertEqual(parityGlobalCounter, 1)
    }
}

/// A global mutable variable: an error in Swift 6 language mode, allowed in Swift 5 mode,
/// so this file compiling proves the target's language mode.
var parityGlobalCounter = 0
