// Hostile layout code ends in a clear error, never a crash or a hang: deep expressions, huge ranges, overflow.

import Testing
@testable import TesseraSwift

@Suite struct HostileSwiftTests {
    /// A layout whose entry runs `statements` first.
    static func source(_ statements: String) -> String {
        """
        func createLayout() -> UICollectionViewLayout {
        \(statements)
            return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
        """
    }

    @Test func deeplyNestedExpressionsAreRefused() {
        let terms = Array(repeating: "x", count: 5000).joined(separator: " + ")
        #expect(SwiftTests.error(source: Self.source("    let x: CGFloat = 1\n    let w = \(terms)"))
            == "Test.swift:3:13: an expression nested deeper than 256 levels")
        let parens = String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000)
        #expect(SwiftTests.error(source: Self.source("    let w = \(parens)"))?
            .hasSuffix("parsing has exceeded the maximum nesting level") == true)
    }

    @Test func hugeRangesAndArraysAreBounded() {
        let small = SwiftLimits(instructions: 100_000)
        #expect(SwiftTests.error(source: Self.source("    var t = 0\n    for i in 0..<1_000_000_000_000 { t += i }"), limits: small)
            == "Test.swift:3:5: the layout code ran past its budget of 100000 steps (a loop that does not end?)")
        #expect(SwiftTests.error(source: Self.source("    let a = (0..<2_000_000).map { $0 }"))
            == "Test.swift:2:13: a range of more than 1000000 elements")
        // Making arrays costs a step per element: doubling one runs out of steps before it runs out of memory.
        #expect(SwiftTests.error(source: Self.source("    var a = [1]\n    for _ in 0..<40 { a = a + a }"), limits: small)
            == "Test.swift:3:29: the layout code ran past its budget of 100000 steps (a loop that does not end?)")
        #expect(SwiftTests.error(source: Self.source("    var a = [1]\n    for _ in 0..<40 { a = a + a }"),
                                 limits: SwiftLimits(instructions: 100_000_000))
            == "Test.swift:3:29: an array of more than 1000000 elements")
        #expect(SwiftTests.error(source: Self.source("    let a = (0...Int.max).map { $0 }"))
            == "Test.swift:2:15: arithmetic overflow in the range's upper bound")
    }

    @Test func integerOverflowIsAnError() {
        #expect(SwiftTests.error(source: Self.source("    let m = -Int.min")) == "Test.swift:2:13: arithmetic overflow negating \(Int.min)")
        #expect(SwiftTests.error(source: Self.source("    let m = Int.max + 1")) == "Test.swift:2:21: arithmetic overflow in \(Int.max) + 1")
        #expect(SwiftTests.error(source: Self.source("    let m = abs(Int.min)")) == "Test.swift:2:13: arithmetic overflow in abs")
        #expect(SwiftTests.error(source: Self.source("    let m = 1 / (2 - 2)")) == "Test.swift:2:15: division by zero")
    }

    @Test func hugeGroupCountsAreRefused() {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 1_000_000_000)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        #expect(SwiftTests.error(source: source) == "Test.swift:3:17: a group's count of 1000000000 is more than 100000 subitems")
    }
}
