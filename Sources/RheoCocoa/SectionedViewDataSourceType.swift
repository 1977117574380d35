import Foundation

/// A data source whose model is sectioned, with RxCocoa's shape: the model behind an index path.
///
/// RxCocoa's table and collection view data sources adopt it, and code asks them for the model
/// behind a row with `try dataSource.model(at: indexPath)`. Those data sources need UIKit, but
/// the protocol itself is Foundation only, so app code that declares or uses its own sectioned
/// data sources compiles unchanged on Linux.
///
/// ```swift
/// final class Rows: SectionedViewDataSourceType {
///     var sections: [[String]] = []
///
///     func model(at indexPath: IndexPath) throws -> Any {
///         let (section, row) = (indexPath[0], indexPath[1])
///         guard section < sections.count, row < sections[section].count else {
///             throw RxCocoaError.itemsNotYetBound(object: self)
///         }
///         return sections[section][row]
///     }
/// }
/// ```
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`.
    ///
    /// By RxCocoa's convention a data source that has no items bound yet throws
    /// `RxCocoaError.itemsNotYetBound(object:)`.
    ///
    /// - Parameter indexPath: The section and item of the model.
    /// - Returns: The model at `indexPath`.
    func model(at indexPath: IndexPath) throws -> Any
}
