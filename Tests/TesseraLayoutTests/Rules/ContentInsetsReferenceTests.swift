// Rule 2.3, contentInsetsReference: which insets of the collection view clear the edges across the scroll direction.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · content insets reference")
    struct ContentInsetsReferenceTests {
        /// Margins (10, 20, 30, 40) and a safe area of 8 leading and 12 trailing.
        static let view = collectionView(safeArea: insets(0, 8, 0, 12), margins: insets(10, 20, 30, 40))

        static func section(_ reference: ContentInsetsReference = .automatic,
                            supplementaryReference: ContentInsetsReference = .automatic,
                            contentInsets: DirectionalEdgeInsets = .zero) -> LayoutSection {
            LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), contentInsets: contentInsets,
                          contentInsetsReference: reference,
                          supplementaryContentInsetsReference: supplementaryReference,
                          boundarySupplementaryItems: [boundary("h", fw(1), ab(20))])
        }

        // Vertical: only leading/trailing are cleared; top and bottom (10 and 30 of the margins) are not.
        @Test("Each reference on the configuration", arguments: [
            // none: the whole width
            (ContentInsetsReference.none, 0.0, 320.0),
            // safeArea (UIKit's default): 8…308
            (.safeArea, 8, 300),
            // automatic follows the default, the safe area
            (.automatic, 8, 300),
            // layoutMargins: 20…280
            (.layoutMargins, 20, 260),
            // readableContent on a phone-sized view is the margins
            (.readableContent, 20, 260),
        ] as [(ContentInsetsReference, Double, Double)])
        func referenceOnConfiguration(reference: ContentInsetsReference, x: Double, width: Double) throws {
            let configuration = LayoutConfiguration(contentInsetsReference: reference)
            let solved = try solve(Self.section(), [3], in: Self.view, configuration: configuration)
            let half = width / 2
            // header at y = 0 (no top margin), rows at 20 and 60, items half the box each
            #expect(supplementary(solved, "h")?.frame == rect(x, 0, width, 20))
            #expect(cells(solved) == [rect(x, 20, half, 40), rect(x + half, 20, half, 40), rect(x, 60, half, 40)])
            // the content keeps the view's width and its height is not padded by the margins
            #expect(solved.contentSize == Size(width: 320, height: 100))
        }

        @Test("A section's reference overrides the configuration's; automatic follows it", arguments: [
            (ContentInsetsReference.none, ContentInsetsReference.layoutMargins, 20.0),
            (.layoutMargins, .none, 0),
            (.layoutMargins, .automatic, 20),
            (.safeArea, .layoutMargins, 20),
            (.none, .safeArea, 8),
            (.none, .readableContent, 20),
            (.layoutMargins, .safeArea, 8),
        ] as [(ContentInsetsReference, ContentInsetsReference, Double)])
        func referenceOnSection(onConfiguration: ContentInsetsReference, onSection: ContentInsetsReference,
                                x: Double) throws {
            let configuration = LayoutConfiguration(contentInsetsReference: onConfiguration)
            let solved = try solve(Self.section(onSection), [1], in: Self.view, configuration: configuration)
            #expect(cell(solved, 0)?.minX == x)
        }

        @Test("Section insets add to the reference's")
        func sectionInsetsAdd() throws {
            let configuration = LayoutConfiguration(contentInsetsReference: .layoutMargins)
            let solved = try solve(Self.section(contentInsets: insets(5, 5, 5, 5)), [2], in: Self.view,
                                   configuration: configuration)
            // box 20 + 5 = 25 … 320 − 40 − 5 = 275 (250 wide): items 125 at x = 25, 150; y = 20 + 5
            #expect(cells(solved) == [rect(25, 25, 125, 40), rect(150, 25, 125, 40)])
            #expect(supplementary(solved, "h")?.frame == rect(25, 0, 250, 20))
        }

        @Test("Scrolling horizontally, the reference clears only the top and bottom")
        func horizontalClearsTopAndBottom() throws {
            let group = hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))])
            let section = LayoutSection(group: group, contentInsetsReference: .layoutMargins)
            let configuration = LayoutConfiguration(scrollDirection: .horizontal)
            let solved = try solve(section, [2], in: Self.view, configuration: configuration)
            // height 480 − 10 − 30 = 440 at y = 10; x starts at 0 (the leading margin 20 is along the scroll axis)
            #expect(cells(solved) == [rect(0, 10, 50, 440), rect(50, 10, 50, 440)])
            #expect(solved.contentSize == Size(width: 100, height: 480))
        }

        @Test("Boundary items follow the section's reference unless supplementaryContentInsetsReference says otherwise")
        func supplementaryReference() throws {
            let followed = try solve(Self.section(.layoutMargins), [1], in: Self.view)
            // automatic: the section's reference (UIKit-measured: readableContent/layoutMargins on the section)
            #expect(supplementary(followed, "h")?.frame == rect(20, 0, 260, 20))
            let own = try solve(Self.section(.layoutMargins, supplementaryReference: .none), [1], in: Self.view)
            #expect(supplementary(own, "h")?.frame == rect(0, 0, 320, 20))
            #expect(cell(own, 0) == rect(20, 20, 130, 40))
        }

        @Test("The readable content guide narrows the box when the view is wide (Tessera's model, E8)")
        func readableContentWidth() throws {
            let wide = collectionView(width: 1024, height: 768, margins: insets(0, 20, 0, 20), readableWidth: 672)
            let configuration = LayoutConfiguration(contentInsetsReference: .readableContent)
            let solved = try solve(Self.section(), [1], in: wide, configuration: configuration)
            // (1024 − 40 − 672) / 2 = 156 more on each side: box 176…848, 672 wide; items 336
            #expect(cell(solved, 0) == rect(176, 20, 336, 40))
        }

        @Test("The provider's container is the collection view's size")
        func providerContainer() throws {
            let recorder = RuleRecorder<LayoutEnvironment>()
            let layout = CompositionalLayout { _, environment in
                recorder.values.append(environment)
                return Self.section()
            }
            _ = try layout.solve(itemCounts: [1], in: collectionView(margins: insets(10, 20, 30, 40)))
            #expect(recorder.values.first?.container.contentSize == Size(width: 320, height: 480))
            // zero safe area (the default reference): nothing is cleared
            #expect(recorder.values.first?.container.effectiveContentSize == Size(width: 320, height: 480))
        }
    }
}
