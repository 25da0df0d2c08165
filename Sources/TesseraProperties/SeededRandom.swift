// A small seeded random number generator: the same seed gives the same layouts on every machine.

/// SplitMix64 (Steele, Lea and Flood's generator, as in Java's SplittableRandom): 64 bits of state, fast, and
/// independent of the platform's random sources, so a seed printed by a failing run reproduces it anywhere.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// Whether an event of probability `p` happens.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A number in `range`, on a grid of `step` (layouts are described in round numbers).
    public mutating func number(_ range: ClosedRange<Double>, step: Double = 1) -> Double {
        let steps = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        return range.lowerBound + Double(int(0...max(0, steps))) * step
    }

    /// One of `choices`, weighted.
    public mutating func pick<T>(_ choices: [(weight: Double, value: T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.weight }
        var roll = Double.random(in: 0..<total, using: &self)
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// The seed of the `index`th layout of a run started from `seed`: each layout can be made again alone.
    public static func seed(_ seed: UInt64, layout index: Int) -> UInt64 {
        var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }
}
