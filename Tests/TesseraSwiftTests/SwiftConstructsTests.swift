// Swift that apps write around their layouts: empty collections, dictionaries, overloads, `.init` as an implicit
// member, enum entries with `switch self`, instances of the program's own types, extensions of UIKit's values.

import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct SwiftConstructsTests {
    @Test func emptyCollectionInitialisersAndDictionaries() throws {
        #expect(try SwiftSemanticsTests.height("CGFloat(heights.count * 10)", statements: """
                var heights = [CGFloat]()
                heights.append(4)
                var more = Array<Int>()
                more.append(1)
                heights.append(CGFloat(more.count))
            """) == 20)
        #expect(try SwiftSemanticsTests.height("heights[1]!", statements: "let heights = [0: 44, 1: 88]") == 88)
        #expect(try SwiftSemanticsTests.height("heights[7, default: 12]", statements: "let heights: [Int: CGFloat] = [0: 44]") == 12)
        #expect(try SwiftSemanticsTests.height("CGFloat(total)", statements: """
                var byKind = [String: Int]()
                byKind["a"] = 3
                byKind["b"] = 4
                byKind["a"] = 5
                var total = 0
                for (_, value) in byKind { total += value }
                total += byKind.count
            """) == 11)
        #expect(try SwiftSemanticsTests.height("CGFloat(missing == nil ? 1 : 2)", statements: "let missing = [String: Int]()[\"x\"]") == 1)
        #expect(try SwiftSemanticsTests.height("values[2]", statements: "var values: [CGFloat] = [1, 2, 3]\nvalues[2] = 30") == 30)
    }

    @Test func overloadsAreChosenByLabelsAndArity() throws {
        #expect(try SwiftSemanticsTests.height("h(10) + h(width: 100) + h(1, 2)", declarations: """
            func h(_ x: CGFloat) -> CGFloat { x }
            func h(width: CGFloat) -> CGFloat { width / 2 }
            func h(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + b }
            """) == 63)
    }

    @Test func listConfigurationGivenAsInit() throws {
        let solved = try SwiftTests.solve(source: """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, env in
                    .list(using: .init(appearance: .plain), layoutEnvironment: env)
                }
            }
            """, counts: [3])
        #expect(solved.cell(0, 2) == rect(0, 88, 393, 44))
    }

    @Test func enumInstanceMethodIsTheEntry() throws {
        let file = try SwiftLayoutFile(source: """
            enum Section: Int, CaseIterable {
                case banner, grid
                var columns: Int { self == .banner ? 1 : 3 }
                func layoutSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let height: CGFloat
                    switch self {
                    case .banner: height = 200
                    case .grid: height = 100
                    }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """, path: "Test.swift")
        #expect(file.entries.map(\.qualifiedName) == ["Section.layoutSection"])
        let layout = try file.load()
        #expect(layout.defaultItemCounts() == [20, 20])
        let solved = try SwiftTests.solve(layout, counts: [1, 4])
        #expect(solved.cell(0, 0) == rect(0, 0, 393, 200))
        #expect(solved.cell(1, 1) == rect(131, 200, 131, 100))
        #expect(solved.cell(1, 3) == rect(0, 300, 131, 100))
    }

    @Test func instancesOfTheProgramsOwnTypes() throws {
        #expect(try SwiftSemanticsTests.height("a.height + b.height + c.total(1)", statements: """
                let a = Metrics(height: 7)
                let b = Theme(compact: true)
                let c = Metrics(height: 1, spacing: 2)
            """, declarations: """
            struct Metrics {
                var height: CGFloat
                var spacing: CGFloat = 4
                func total(_ n: Int) -> CGFloat { height + spacing * CGFloat(n) }
            }
            final class Theme {
                let height: CGFloat
                init(compact: Bool = false) { height = compact ? 10 : 20 }
            }
            """) == 20)
    }

    @Test func implicitInitOfTheProgramsOwnType() throws {
        #expect(try SwiftSemanticsTests.height("row(.init(base: 30)) + row() + row(.tall)", declarations: """
            struct Style {
                var base: CGFloat
                var extra: CGFloat = 0
                static let tall = Style(base: 50, extra: 10)
            }
            func row(_ style: Style = .init(base: 1, extra: 2)) -> CGFloat { style.base + style.extra }
            """) == 93)
    }

    @Test func aLayoutSubclassWithItsOwnInit() throws {
        let file = try SwiftLayoutFile(source: """
            final class GridLayout: UICollectionViewCompositionalLayout {
                init(columns: Int = 4) {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                    super.init(section: NSCollectionLayoutSection(group: group))
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, path: "Test.swift")
        #expect(file.entries.map(\.qualifiedName) == ["GridLayout.init"])
        let solved = try SwiftTests.solve(file.load(), counts: [5])
        #expect(solved.cell(0, 4) == rect(0, 80, 98, 80))
    }

    @Test func extensionsOfUIKitValues() throws {
        #expect(try SwiftSemanticsTests.height("environment.isPortrait ? environment.halfWidth : 1", declarations: """
            extension NSCollectionLayoutEnvironment {
                var isPortrait: Bool { container.effectiveContentSize.height > container.effectiveContentSize.width }
                var halfWidth: CGFloat { self.container.effectiveContentSize.width / 2 }
            }
            """) == 196.5)
    }

    @Test func reuseIdentifiersFromProtocolExtensionsAndUndeclaredMembers() throws {
        let solved = try SwiftTests.solve(source: """
            protocol ReusableView: AnyObject {}
            extension ReusableView {
                static var reuseIdentifier: String { String(describing: self) }
            }
            final class BannerHeader: UICollectionReusableView, ReusableView {}
            final class Footer: UICollectionReusableView {}
            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: BannerHeader.reuseIdentifier, alignment: .top),
                    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: String(describing: Footer.self), alignment: .bottom),
                ]
                section.decorationItems = [.background(elementKind: Footer.kind)]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """, counts: [1])
        #expect(solved.layoutAttributesForSupplementaryView(ofKind: "BannerHeader", at: IndexPath(item: 0, section: 0))?.frame
            == rect(0, 0, 393, 40))
        #expect(solved.layoutAttributesForSupplementaryView(ofKind: "Footer", at: IndexPath(item: 0, section: 0))?.frame
            == rect(0, 80, 393, 40))
        #expect(solved.layoutAttributesForDecorationView(ofKind: "Footer.kind", at: IndexPath(item: 0, section: 0)) != nil)
        #expect(SwiftTests.error(source: "struct Metrics { static let margin: CGFloat = 8 }\n"
                                 + "func f() -> NSCollectionLayoutSection { let n = Metrics.spacing * 2 }")
            == "Test.swift:2:57: unsupported in layout code: the name 'Metrics.spacing' (not declared in the Swift given; "
               + "give the app's other files with --module or a folder)")
    }

    @Test func undeclaredIdentifiersAreStringsWhereUIKitWantsOne() throws {
        let file = try SwiftLayoutFile(source: """
            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: TodayHeader.kind, alignment: .top)
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.boundarySupplementaryItems = [header]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """, path: "Test.swift")
        var notes: [String] = []
        file.onNote = { notes.append($0) }
        let solved = try SwiftTests.solve(file.load(), counts: [1])
        #expect(notes == ["Test.swift:3:93: note: 'TodayHeader.kind' is not declared in the Swift given: used as the identifier string \"TodayHeader.kind\""])
        #expect(solved.cell(0, 0) == rect(0, 40, 393, 40))
        #expect(SwiftTests.error(source: "func f() -> NSCollectionLayoutSection { let n = Metrics.columns + 1 }")
            == "Test.swift:1:49: unsupported in layout code: the name 'Metrics' (not declared in the Swift given; give the app's "
               + "other files with --module or a folder)")
    }
}

@Suite struct EnumPayloadTests {
    @Test func casesWithAssociatedValuesAreMadeAndMatched() throws {
        let source = """
            // tessera: items 2, 6, 3
            enum SectionKind {
                case banner(height: CGFloat)
                case grid(columns: Int, height: CGFloat)
                case list
            }
            final class HomeViewController: UIViewController {
                private let sections: [SectionKind] = [.banner(height: 180), .grid(columns: 3, height: 100), .list]

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let columns: Int
                        let height: CGFloat
                        switch self.sections[index] {
                        case .banner(let h):
                            columns = 1
                            height = h
                        case let .grid(count, h) where count > 1:
                            columns = count
                            height = h
                        case .grid(_, let h):
                            columns = 1
                            height = h
                        case .list:
                            columns = 1
                            height = 44
                        }
                        if case .list = self.sections[index], case let .grid(n, _) = SectionKind.grid(columns: 2, height: 0) {
                            _ = n
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let solved = try SwiftTests.solve(SwiftTests.load(source: source))
        #expect(solved.cell(0, 1) == rect(0, 180, 393, 180))
        #expect(solved.cell(1, 4) == rect(131, 460, 131, 100))   // 360 + one row of 100
        #expect(solved.cell(2, 2) == rect(0, 648, 393, 44))      // 360 + 200 + 2 × 44
    }
}
