import Foundation

/// A small deterministic random number generator for property-based tests: SplitMix64
/// (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014),
/// as used to seed xoshiro. Its 64-bit state walks a Weyl sequence, so every seed gives a
/// distinct stream of period 2^64; statistically good enough for test-case generation, not
/// for cryptography.
///
/// The helpers below reduce with a plain modulo instead of the standard library's
/// `random(in:using:)`, whose algorithm may change between toolchains: a seed printed by a
/// failing test must reproduce the same case later.
struct SeededGenerator: RandomNumberGenerator, CaseGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range` (the modulo bias is irrelevant for test generation).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }
}

/// Where generated test cases draw their choices from: a `SeededGenerator` in the property
/// checks, the input bytes in the fuzz target (`Tests/Fuzz`), so that both build their cases
/// with the same code.
protocol CaseGenerator {
    /// A value in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int
}

extension CaseGenerator {
    /// True with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(in: 0...(denominator - 1)) < numerator
    }

    /// One of `elements`, which must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `count` values in `range`.
    mutating func ints(count: Int, in range: ClosedRange<Int>) -> [Int] {
        (0..<count).map { _ in int(in: range) }
    }
}

/// A seed given in the environment variable `name`, in decimal or as `0x`-prefixed hex.
func seedFromEnvironment(_ name: String) -> UInt64? {
    guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty
    else {
        return nil
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
        return UInt64(text.dropFirst(2), radix: 16)
    }
    return UInt64(text)
}

/// A seed as the tests print it.
func seedDescription(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16, uppercase: true)
}
