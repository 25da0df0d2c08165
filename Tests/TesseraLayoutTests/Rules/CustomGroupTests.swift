// Rule 2.2, custom groups: frames from the provider relative to the group, asked once per section, repeated.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · custom groups")
    struct CustomGroupTests {
        static let frames = [
            CustomGroupItem(frame: rect(0, 0, 100, 30)),
            CustomGroupItem(frame: rect(0, 40, 100, 30), zIndex: 4),
            CustomGroupItem(frame: rect(0, 80, 100, 10)),
        ]

        @Test("Frames are relative to the group's origin; the group repeats for the remaining items")
        func framesRelativeToTheGroup() throws {
            let group = LayoutGroup.custom(layoutSize: size(fw(1), ab(100))) { _ in Self.frames }
            let section = LayoutSection(group: group, contentInsets: insets(3, 4, 5, 6))
            let solved = try solve(section, [5])
            // group 0 at (4, 3), group 1 at (4, 103)
            #expect(cells(solved) == [
                rect(4, 3, 100, 30), rect(4, 43, 100, 30), rect(4, 83, 100, 10),
                rect(4, 103, 100, 30), rect(4, 143, 100, 30),
            ])
        }

        @Test("A custom item's zIndex becomes the cell's; the default is 0")
        func customZIndex() throws {
            let group = LayoutGroup.custom(layoutSize: size(fw(1), ab(100))) { _ in Self.frames }
            let solved = try solve(group, [3])
            let zIndices = (0..<3).map { solved.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.zIndex }
            #expect(zIndices == [0, 4, 0])
        }

        @Test("A partly filled custom group is trimmed: 2 of 3 frames reach 70, + 10 left over → 80")
        func partlyFilledCustomGroupIsTrimmed() throws {
            let group = LayoutGroup.custom(layoutSize: size(fw(1), ab(100))) { _ in Self.frames }
            let solved = try solve(group, [2, 1])
            // whole group: frames reach 90 of 100 (10 left over); section 0 ends at 70 + 10 = 80
            #expect(cell(solved, 0, section: 1) == rect(0, 80, 100, 30))
            // section 1: one frame reaching 30, + 10 → 40
            #expect(solved.contentSize.height == 120)
        }

        @Test("The provider is asked once per section, with the whole collection view as its container")
        func providerAskedOncePerSection() throws {
            let recorder = RuleRecorder<Size>()
            let group = LayoutGroup.custom(layoutSize: size(fw(1), ab(60))) { environment in
                recorder.values.append(environment.container.contentSize)
                let half = environment.container.contentSize.width / 2
                return [CustomGroupItem(frame: rect(0, 0, half, 60)), CustomGroupItem(frame: rect(half, 0, half, 30))]
            }
            let section = LayoutSection(group: group, contentInsets: insets(0, 10, 0, 10))
            let solved = try solve(section, [6, 2])
            // 320, not 300 (the section's insets are not taken off): half = 160; groups 60 apart, at x = 10
            #expect(recorder.values == [Size(width: 320, height: 480), Size(width: 320, height: 480)])
            #expect(cells(solved) == [
                rect(10, 0, 160, 60), rect(170, 0, 160, 30), rect(10, 60, 160, 60), rect(170, 60, 160, 30),
                rect(10, 120, 160, 60), rect(170, 120, 160, 30),
            ])
        }

        @Test("A custom group may nest in a row; its frames are relative to its own slot")
        func nestedCustomGroup() throws {
            let custom = LayoutGroup.custom(layoutSize: size(fw(0.5), fh(1))) { _ in
                [CustomGroupItem(frame: rect(0, 0, 50, 50)), CustomGroupItem(frame: rect(50, 50, 50, 50))]
            }
            let row = hGroup(fw(1), ab(100), [.group(custom), item(fw(0.5), fh(1))])
            let solved = try solve(row, [3])
            // the custom group holds two items at its slot (0, 0); the item follows at x = 160
            #expect(cells(solved) == [rect(0, 0, 50, 50), rect(50, 50, 50, 50), rect(160, 0, 160, 100)])
        }
    }
}
