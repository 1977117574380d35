/// The characters that stand for elements in drawn marble diagrams, and their legend.
///
/// When the test gave a table (`assertEvents`'s `values`), its characters are kept. The
/// other elements use their own description when every one of them is a single character
/// that means nothing else to the grammar (`Int`s 0 to 9, one-letter strings); otherwise
/// they get `a`, `b`, `c`, ... in order of first appearance, skipping characters already
/// taken. Elements that compare equal share their character, so the two lines of a
/// comparison draw equal elements alike. Lookups are linear: the table only serves failure
/// messages and tests, and elements need only be `Equatable`.
struct MarbleValueTable<Element: Equatable> {
    /// Characters a value cannot take: the grammar's own, the space, and the `~` that elides
    /// silence in diagrams.
    static var reserved: Set<Character> { ["-", "|", "#", "(", ")", "^", "!", " ", "~"] }

    /// The characters handed out when descriptions will not do, in order.
    private static var spares: [Character] {
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            + (0x100..<0x180).compactMap { Unicode.Scalar($0).map(Character.init) }
    }

    private(set) var entries: [(value: Element, character: Character)] = []

    /// Whether every value found a character; false past the spare characters (more than
    /// 190 distinct values, which no diagram could show legibly anyway).
    private(set) var isComplete = true

    /// A table for `values`, listed in order of first appearance, keeping the characters
    /// `given` assigns to any of them.
    init(_ values: [Element], given: [Character: Element] = [:]) {
        var remaining: [Element] = []
        for value in values where !remaining.contains(value) {
            if let character = given.filter({ $0.value == value }).keys.min() {
                if !entries.contains(where: { $0.value == value }) {
                    entries.append((value, character))
                }
            } else {
                remaining.append(value)
            }
        }
        var taken = Set(entries.map(\.character))
        let descriptions = remaining.map { String(describing: $0) }
        let ownCharacters = descriptions.compactMap { $0.count == 1 ? $0.first : nil }
        if ownCharacters.count == remaining.count, Set(ownCharacters).count == ownCharacters.count,
            Set(ownCharacters).isDisjoint(with: taken.union(Self.reserved))
        {
            entries += zip(remaining, ownCharacters).map { ($0, $1) }
            return
        }
        var spares = Self.spares.makeIterator()
        for value in remaining {
            guard let character = Self.nextSpare(&spares, avoiding: taken) else {
                isComplete = false
                return
            }
            taken.insert(character)
            entries.append((value, character))
        }
    }

    private static func nextSpare(
        _ spares: inout IndexingIterator<[Character]>, avoiding taken: Set<Character>
    ) -> Character? {
        while let character = spares.next() {
            if !taken.contains(character) {
                return character
            }
        }
        return nil
    }

    /// The character of `value`, or `?` for a value the table was not built with.
    func character(for value: Element) -> Character {
        entries.first(where: { $0.value == value })?.character ?? "?"
    }

    /// `a = 100, b = "long value"`: every value whose character is not its own description,
    /// written as Swift would (`String(reflecting:)`); nil when there is none.
    var legend: String? {
        let items = entries.filter { String(describing: $0.value) != String($0.character) }
            .map { "\($0.character) = \(String(reflecting: $0.value))" }
        return items.isEmpty ? nil : items.joined(separator: ", ")
    }
}
