import Foundation
import RheoCocoa
import RheoTestSupport
import XCTest

/// `SectionedViewDataSourceType`: RxCocoa's protocol, adopted and called through the protocol
/// the way RxCocoa's data-source code calls it.
final class SectionedViewDataSourceTypeTests: RheoTestCase {
    private final class Rows: SectionedViewDataSourceType {
        var sections: [[String]] = []

        func model(at indexPath: IndexPath) throws -> Any {
            let (section, row) = (indexPath[0], indexPath[1])
            guard section < sections.count, row < sections[section].count else {
                throw RxCocoaError.itemsNotYetBound(object: self)
            }
            return sections[section][row]
        }
    }

    func testModelIsReadThroughTheProtocol() throws {
        let rows = Rows()
        let dataSource: any SectionedViewDataSourceType = rows
        let path = IndexPath(indexes: [0, 1])

        XCTAssertThrowsError(try dataSource.model(at: path)) { error in
            guard case .itemsNotYetBound(let object)? = error as? RxCocoaError else {
                return XCTFail("expected itemsNotYetBound, got \(error)")
            }
            XCTAssertTrue(object as AnyObject === rows)
        }

        rows.sections = [["a", "b"]]
        XCTAssertEqual(try dataSource.model(at: path) as? String, "b")
    }
}
