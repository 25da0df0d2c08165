// A view controller's layout code reads its screen: the view and collection view fill the device, their traits
// are the environment's, in the entry's body and in providers alike.

import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct ScreenTests {
    @Test func viewBoundsFollowTheDevice() throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath("view-bounds")).load()
        #expect(try SwiftTests.solve(layout, device: "iphone-se-3").cell(0, 1) == rect(125, 0, 125, 125))   // 375 / 3
        #expect(try SwiftTests.solve(layout).cell(0, 1) == rect(131, 0, 131, 131))                          // 393 / 3
    }

    @Test func traitCollectionIsTheEnvironments() throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath("self-trait-collection")).load()
        #expect(try SwiftTests.solve(layout, device: "ipad-air-11").cell(0, 3) == rect(615, 0, 205, 44))   // regular: 4
        #expect(try SwiftTests.solve(layout).cell(0, 3) == rect(196.5 - 1.0 / 6, 44, 196.5 - 1.0 / 6, 44))   // compact: 2
    }

    @Test func collectionViewInAProviderAndStoredState() throws {
        let source = """
            class GalleryViewController: UICollectionViewController {
                let spacing: CGFloat = 10
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] _, environment in
                        guard let self else { return nil }
                        let width = self.collectionView.bounds.width - self.view.safeAreaInsets.left
                        let columns = self.traitCollection.horizontalSizeClass == .compact ? 2 : 4
                        let side = (width - self.spacing * CGFloat(columns - 1)) / CGFloat(columns)
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [item])
                        group.interItemSpacing = .fixed(self.spacing)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let solved = try SwiftTests.solve(source: source, counts: [3])
        #expect(solved.cell(0, 1) == rect(201 + 2.0 / 3, 0, 191.5, 191.5))   // (393 - 10) / 2, origin on a @3x pixel
        #expect(solved.cell(0, 2) == rect(0, 191 + 2.0 / 3, 191.5, 191.5))
    }

    @Test func onlyAViewControllerHasAScreen() {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                let side = view.bounds.width / 3
                return UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            }
            """
        #expect(SwiftTests.error(source: source) == "Test.swift:2:16: unsupported in layout code: 'view.bounds.width' "
            + "(layout code cannot read the view; use layoutEnvironment.container)")
    }
}

@Suite struct SetupTests {
    static func layout(viewDidLoad: String) -> String {
        """
        class ListViewController: UIViewController {
            var heights: [CGFloat] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        \(viewDidLoad)
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(self.heights[index]))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
        }
        """
    }

    @Test func stateSetInViewDidLoadIsWhatTheLayoutReads() throws {
        let solved = try SwiftTests.solve(source: Self.layout(viewDidLoad: "heights = [30, 70]\nheights.append(5)"), counts: [1, 1, 1])
        #expect(solved.cell(1, 0) == rect(0, 30, 393, 70))
        #expect(solved.cell(2, 0) == rect(0, 100, 393, 5))
    }

    @Test("viewDidLoad reading the screen is run for each environment, never passed over")
    func screenReadInViewDidLoad() throws {
        let source = Self.layout(viewDidLoad: "heights = [view.bounds.width / 10, view.bounds.height / 20]")
        let phone = try SwiftTests.solve(source: source, counts: [1, 1])
        // 393 / 10 and 852 / 20: the screen of the default iPhone (the next cell starts on the @3x pixel grid).
        #expect(phone.cell(0, 0) == rect(0, 0, 393, 39.3))
        #expect(phone.cell(1, 0) == rect(0, 39.333333333333336, 393, 42.6))
    }

    @Test("A mistake in the snapshot code viewDidLoad builds is an error, never passed over")
    func snapshotMistakeIsAnError() {
        let message = SwiftTests.error(source: Self.layout(viewDidLoad: """
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendItems([1, 2])
            """))
        #expect(message == "Test.swift:7:1: appendItems(_:) before any section was appended")
    }

    @Test func endlessSetupIsStillStopped() {
        #expect(SwiftTests.error(source: Self.layout(viewDidLoad: "while true { heights.append(1) }"),
                                 limits: SwiftLimits(instructions: 5000))
            == "Test.swift:6:1: the layout code ran past its budget of 5000 steps (a loop that does not end?)")
        #expect(SwiftTests.error(source: Self.layout(viewDidLoad: "func f(_ n: Int) -> Int { f(n + 1) }\nheights = [CGFloat(f(0))]"))
            == "Test.swift:6:27: calls nested deeper than 200 (a function that calls itself without end?)")
    }
}
