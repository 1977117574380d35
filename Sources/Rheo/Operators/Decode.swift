import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into `type` with `decoder`.
    ///
    /// ```swift
    /// let user = response.decode(type: User.self, decoder: JSONDecoder())
    /// ```
    ///
    /// - Parameters:
    ///   - type: The `Decodable` type to decode each element into.
    ///   - decoder: A `DataDecoder`, such as `JSONDecoder` or `PropertyListDecoder`.
    ///   - file: The file that builds it, for assembly tracking (`AssemblySite`); leave the default.
    ///   - line: The line that builds it; leave the default.
    /// - Returns: The decoded elements. An element that does not decode fails the sequence
    ///   with the decoder's error (a `DecodingError` for the standard decoders) and
    ///   disposes the source.
    @inlinable public func decode<Item: Decodable>(
        type: Item.Type,
        decoder: some DataDecoder, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Item> {
        _assemble("decode(type:)", file, line) {
            map({ try decoder.decode(type, from: $0) }, file: file, line: line)
        }
    }
}

/// A decoder that turns `Data` into a `Decodable` value, as RxSwift's `DataDecoder`:
/// what `decode(type:decoder:)` takes. `JSONDecoder` and `PropertyListDecoder` conform.
public protocol DataDecoder {
    /// Decodes `data` into a value of `type`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded value.
    /// - Returns: The decoded value.
    /// - Throws: An error when `data` does not hold a valid `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
