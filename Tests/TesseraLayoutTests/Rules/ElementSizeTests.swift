// An element's size read on its own is its attributes' size, wherever its group, section or direction moved it.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · an element's size read on its own")
    struct ElementSizeTests {
        /// Every element's `size(of:contentOffset:)` next to its attributes' size; and nil for items not there.
        private func expectSizesMatchAttributes(_ solved: SolvedLayout) {
            let elements = solved.allElements()
            #expect(elements.count > 4)
            for element in elements {
                #expect(solved.size(of: element.key, contentOffset: .zero) == element.frame.size, "\(element.key)")
            }
            let missing = ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 9_999, section: 0))
            #expect(solved.size(of: missing, contentOffset: .zero) == nil)
            let noSection = ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 0, section: 99))
            #expect(solved.size(of: noSection, contentOffset: .zero) == nil)
        }

        @Test("Grids with headers, left to right and right to left")
        func grids() throws {
            let header = boundary("h", fw(1), ab(30), .top)
            let section = LayoutSection(group: hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))]),
                                        contentInsets: insets(0, 10, 0, 20), boundarySupplementaryItems: [header])
            expectSizesMatchAttributes(try solve(section, [5, 3]))
            expectSizesMatchAttributes(try solve(section, [5, 3], in: RightToLeftTests.rtlPhone))
        }

        @Test("Estimated rows after measured sizes moved the groups and sections after them")
        func measuredRows() throws {
            let section = LayoutSection(group: vGroup(fw(1), est(44), [item(fw(1), est(44))]), interGroupSpacing: 3)
            var solved = try solve(section, [6, 4])
            try solved.applyPreferredSize(Size(width: 320, height: 90), to: ElementKey(
                category: .cell, elementKind: nil, indexPath: IndexPath(item: 1, section: 0)))
            try solved.applyPreferredSize(Size(width: 320, height: 20), to: ElementKey(
                category: .cell, elementKind: nil, indexPath: IndexPath(item: 2, section: 1)))
            #expect(solved.size(of: ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 1, section: 0)),
                                contentOffset: .zero) == Size(width: 320, height: 90))
            expectSizesMatchAttributes(solved)
        }
    }
}
