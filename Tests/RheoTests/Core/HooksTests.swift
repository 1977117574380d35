import Foundation
import RheoTestSupport
import XCTest

@testable import Rheo

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class HooksTests: RheoTestCase {
    func testTheUnhandledErrorMessageIsRxSwiftsText() {
        XCTAssertEqual(
            Hooks.unhandledErrorMessage(TestError(1), callStack: []),
            "Unhandled error happened: \(TestError(1))\n")
        XCTAssertEqual(
            Hooks.unhandledErrorMessage(TestError(2), callStack: ["0 frame-a", "1 frame-b"]),
            "Unhandled error happened: \(TestError(2))\nsubscription called from:\n0 frame-a\n1 frame-b\n")
    }

    func testTheDefaultErrorHandlerPrintsTheMessageToStandardOutput() throws {
        // RheoTestCase leaves `defaultErrorHandler` as it is: this is the process default.
        let handler = Hooks.defaultErrorHandler
        let (output, errorOutput) = try captureStandardOutputAndError {
            handler(["0 frame-a"], TestError(3))
        }
        let expected = Hooks.unhandledErrorMessage(TestError(3), callStack: ["0 frame-a"])
        // `contains`: another thread may write to the streams meanwhile.
        XCTAssertTrue(output.contains(expected), "standard output: \(output)")
        XCTAssertFalse(errorOutput.contains("Unhandled error"), "standard error: \(errorOutput)")
    }

    /// Runs `body` with file descriptors 1 and 2 redirected to temporary files, and returns
    /// what was written to each.
    private func captureStandardOutputAndError(_ body: () -> Void) throws -> (String, String) {
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("rheo-hooks-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("rheo-hooks-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let outFile = open(outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let errFile = open(errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard outFile >= 0, errFile >= 0 else {
            throw XCTSkip("cannot create temporary files in \(directory.path)")
        }
        // All output streams: Swift 6 does not let code name the C `stdout` global.
        fflush(nil)
        let savedOut = dup(STDOUT_FILENO)
        let savedErr = dup(STDERR_FILENO)
        dup2(outFile, STDOUT_FILENO)
        dup2(errFile, STDERR_FILENO)
        body()
        fflush(nil)
        dup2(savedOut, STDOUT_FILENO)
        dup2(savedErr, STDERR_FILENO)
        for descriptor in [savedOut, savedErr, outFile, errFile] { close(descriptor) }
        let output = try String(contentsOf: outURL, encoding: .utf8)
        let errorOutput = try String(contentsOf: errURL, encoding: .utf8)
        return (output, errorOutput)
    }
}
