import Rheo

/// The error a page of the feed fails with.
struct FeedError: Swift.Error, Equatable {
    let page: Int
}

/// Inner sequences built in this file, so that the error-trace tests can build a chain in
/// their own file that fails in a sequence defined in another one.
///
/// Each sequence comes with the sites a trace of its error starts with: lines are taken
/// next to the calls they name, so moving a call moves its line.
enum FeedLoader {
    /// This file, as `#fileID` writes it in the calls below.
    static let file = "\(#fileID)"

    static let decodeLine: UInt = #line + 3
    /// A page whose decoding throws: `just(page)`, then a `map` that throws `FeedError`.
    static func failingPage(_ page: Int) -> Observable<String> {
        Observable.just(page).map { page -> String in throw FeedError(page: page) }
    }

    /// Where the error of `failingPage` is raised: its `map`.
    static let failingPageSites = [AssemblySite("map", file: file, line: decodeLine)]

    /// The error of `missingPage`: every subscription of one sequence it returns raises
    /// the same error value.
    static let missing = FeedError(page: -1)

    static let missingLine: UInt = #line + 3
    /// A page that fails at once with `missing`, the same error value every time.
    static func missingPage() -> Observable<String> {
        Observable.error(missing)
    }

    /// Where the error of `missingPage` is raised: its `error` source.
    static let missingPageSites = [AssemblySite("error", file: file, line: missingLine)]
}
