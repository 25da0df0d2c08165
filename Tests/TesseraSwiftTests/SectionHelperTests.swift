// Section helpers are called as Swift calls them: arguments as written, defaults where omitted, and a section
// entry gets the section index and the environment only where a provider passes them.

import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct SectionHelperTests {
    /// A one-row section of `height` whose items are `fraction` of the width.
    static func row(_ fraction: String, _ height: String) -> String {
        """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(\(fraction)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        """
    }

    @Test func intParameterWithDefaultTakesItsDefault() throws {
        let source = "func gridSection(columnCount: Int = 3) -> NSCollectionLayoutSection {\n"
            + Self.row("1 / CGFloat(columnCount)", "50") + "\n}"
        let solved = try SwiftTests.solve(source: source, counts: [4])
        #expect(solved.cell(0, 1) == rect(131, 0, 131, 50))
        #expect(solved.cell(0, 3) == rect(0, 50, 131, 50))
    }

    @Test func boolParameterWithDefaultBesideTheEnvironment() throws {
        let source = """
            func listSection(_ environment: NSCollectionLayoutEnvironment, compact: Bool = true) -> NSCollectionLayoutSection {
                let height: CGFloat = compact ? 44 : 60
            \(Self.row("1", "height"))
            }
            """
        let solved = try SwiftTests.solve(source: source, counts: [2])
        #expect(solved.cell(0, 1) == rect(0, 44, 393, 44))
    }

    @Test func environmentFirstThenLabelledIndex() throws {
        let source = """
            // tessera: items 1, 1
            func section(environment: NSCollectionLayoutEnvironment, at sectionIndex: Int, spacing: CGFloat = 8) -> NSCollectionLayoutSection {
                let height = CGFloat(40 + 10 * sectionIndex) + spacing - 8
                let width = environment.container.effectiveContentSize.width
            \(Self.row("width / 786", "height"))
            }
            """
        let layout = try SwiftTests.load(source: source)
        let solved = try SwiftTests.solve(layout)
        #expect(solved.cell(0, 0) == rect(0, 0, 589.0 / 3, 40))
        #expect(solved.cell(1, 0) == rect(0, 40, 589.0 / 3, 50))
    }

    @Test("An environment written `any NSCollectionLayoutEnvironment` (Swift 6 style) is still the environment")
    func anyEnvironment() throws {
        let source = """
            func listSection(for environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                let height: CGFloat = environment.container.effectiveContentSize.width > 500 ? 60 : 44
            \(Self.row("1", "height"))
            }
            """
        let solved = try SwiftTests.solve(source: source, counts: [2])
        #expect(solved.cell(0, 1) == rect(0, 44, 393, 44))
    }

    @Test func unlabelledIndexWithoutDefault() throws {
        let source = """
            // tessera: items 1, 1, 1
            func makeSection(_ index: Int, _ env: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
            \(Self.row("1", "CGFloat(20 * (index + 1))"))
            }
            """
        let solved = try SwiftTests.solve(SwiftTests.load(source: source))
        #expect(solved.cell(2, 0) == rect(0, 60, 393, 60))
    }

    @Test func helpersCalledFromAProviderTakeTheirArgumentsAndDefaults() throws {
        let source = """
            // tessera: items 2, 2, 2
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    switch index {
                    case 0: return makeRow(height: 30)
                    case 1: return makeRow(height: 30, columns: 2)
                    default: return makeRow(25, environment, tall: true)
                    }
                }
            }
            func makeRow(height: CGFloat, columns: Int = 1, tall: Bool = false) -> NSCollectionLayoutSection {
            \(Self.row("1 / CGFloat(columns)", "tall ? height * 2 : height"))
            }
            func makeRow(_ height: CGFloat, _ environment: NSCollectionLayoutEnvironment, tall: Bool) -> NSCollectionLayoutSection {
                makeRow(height: height, columns: 2, tall: tall)
            }
            """
        let solved = try SwiftTests.solve(SwiftTests.load(source: source))
        #expect(solved.cell(0, 1) == rect(0, 30, 393, 30))
        #expect(solved.cell(1, 1) == rect(589.0 / 3, 60, 589.0 / 3, 30))
        #expect(solved.cell(2, 1) == rect(589.0 / 3, 90, 589.0 / 3, 50))
    }

    @Test func aParameterThatNoProviderPassesIsAnError() {
        let source = "func section(style: Bool) -> NSCollectionLayoutSection {\n" + Self.row("1", "44") + "\n}"
        #expect(SwiftTests.error(source: source) == "Test.swift:1:1: the section entry 'section' has a parameter "
            + "'style: Bool' without a default: a section provider passes only the section index (an Int) and the environment")
    }
}
