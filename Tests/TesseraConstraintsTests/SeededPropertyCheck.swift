// Property checks from a fixed seed: CI checks the same cases every run, a failure names its case, and a seed can
// still be given (TESSERA_PROPERTY_SEED) to explore other inputs.

import Foundation
import PropertyBased
import Testing

/// The seed of every property check: fixed, unless `TESSERA_PROPERTY_SEED` gives another.
enum PropertySeed {
    static let fixed: UInt64 = 20_261_127

    static let value: UInt64 = {
        guard let text = ProcessInfo.processInfo.environment["TESSERA_PROPERTY_SEED"] else { return fixed }
        guard let seed = UInt64(text) else { fatalError("TESSERA_PROPERTY_SEED must be a whole number (got \(text))") }
        return seed
    }()

    /// The generator of case `index`: a function of the seed and the index alone.
    static func generator(case index: Int) -> Xoshiro {
        Xoshiro(seed: (value, UInt64(index), 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03))
    }

    /// How a failure of case `index` is reproduced.
    static func describe(case index: Int) -> String {
        "case \(index) of seed \(value) (TESSERA_PROPERTY_SEED=\(value) reproduces it)"
    }
}

/// Runs `body` on `count` inputs drawn from `input`, case `i` from `PropertySeed.generator(case: i)`.
func seededPropertyCheck<A, SA>(
    count: Int, input a: Generator<A, SA>, sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (A) async throws -> Void
) async {
    for index in 0..<count {
        var rng = PropertySeed.generator(case: index)
        let value = a.run(using: &rng)
        await perform(index, sourceLocation) { try await body(value) }
    }
}

/// Runs `body` on `count` pairs drawn from `a` and `b` in turn.
func seededPropertyCheck<A, SA, B, SB>(
    count: Int, input a: Generator<A, SA>, _ b: Generator<B, SB>, sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (A, B) async throws -> Void
) async {
    for index in 0..<count {
        var rng = PropertySeed.generator(case: index)
        let first = a.run(using: &rng), second = b.run(using: &rng)
        await perform(index, sourceLocation) { try await body(first, second) }
    }
}

/// Runs `body` on `count` triples drawn from `a`, `b` and `c` in turn.
func seededPropertyCheck<A, SA, B, SB, C, SC>(
    count: Int, input a: Generator<A, SA>, _ b: Generator<B, SB>, _ c: Generator<C, SC>,
    sourceLocation: SourceLocation = #_sourceLocation, perform body: (A, B, C) async throws -> Void
) async {
    for index in 0..<count {
        var rng = PropertySeed.generator(case: index)
        let first = a.run(using: &rng), second = b.run(using: &rng), third = c.run(using: &rng)
        await perform(index, sourceLocation) { try await body(first, second, third) }
    }
}

/// Runs one case; an error it throws is recorded with the case that threw it.
private func perform(_ index: Int, _ sourceLocation: SourceLocation, _ body: () async throws -> Void) async {
    do {
        try await body()
    } catch {
        Issue.record("\(error) in \(PropertySeed.describe(case: index))", sourceLocation: sourceLocation)
    }
}
