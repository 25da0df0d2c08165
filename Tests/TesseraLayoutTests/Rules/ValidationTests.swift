// Validation: descriptions UIKit refuses throw LayoutError with the element's path and UIKit's message.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · validation errors")
    struct ValidationTests {
        static func row(_ subitems: [LayoutElement]) -> LayoutGroup { hGroup(fw(1), ab(20), subitems) }

        @Test("A group without subitems")
        func noSubitems() {
            #expect(throws: LayoutError(element: "section 0 › group",
                                        reason: "At least 1 subitem is required for a group", place: .section(0))) {
                try solve(Self.row([]), [1])
            }
            let nested = Self.row([item(fw(0.5), fh(1)), .group(vGroup(fw(0.5), fh(1), []))])
            #expect(throws: LayoutError(element: "section 0 › group › subitem 1 (group)",
                                        reason: "At least 1 subitem is required for a group", place: .section(0))) {
                try solve(nested, [1])
            }
        }

        @Test("A repeating group with a count below 1", arguments: [
            (Axis.horizontal, "A repeating horizontal group should specify a count >= 1"),
            (.vertical, "A repeating vertical group should specify a count >= 1"),
        ] as [(Axis, String)])
        func repeatingCountBelowOne(axis: Axis, message: String) {
            let subitems = [item(ab(10), ab(10))]
            let group = axis == .horizontal
                ? hGroup(fw(1), ab(20), subitems, repetition: .repeating(0))
                : vGroup(fw(1), ab(20), subitems, repetition: .repeating(0))
            #expect(throws: LayoutError(element: "section 0 › group", reason: message, place: .section(0))) {
                try solve(group, [1])
            }
        }

        @Test("Duplicate supplementary kinds on an item, a section and the configuration")
        func duplicateKinds() {
            let badge = SupplementaryItem(layoutSize: size(ab(10), ab(10)), elementKind: "badge",
                                          containerAnchor: LayoutAnchor(edges: .top))
            func reason(_ kind: String) -> String {
                "Every supplementary must have a unique elementKind: duplicates detected: (\(kind))"
            }
            #expect(throws: LayoutError(element: "section 0 › group › subitem 0 (item)", reason: reason("badge"), place: .section(0))) {
                try solve(Self.row([item(fw(0.5), fh(1), supplementaries: [badge, badge])]), [1])
            }
            let section = LayoutSection(group: Self.row([item(fw(0.5), fh(1))]), boundarySupplementaryItems: [
                boundary("h", fw(1), ab(10)), boundary("h", fw(1), ab(10), .bottom),
            ])
            #expect(throws: LayoutError(element: "section 0", reason: reason("h"), place: .section(0))) {
                try solve(section, [1])
            }
            let configuration = LayoutConfiguration(boundarySupplementaryItems: [
                boundary("top", fw(1), ab(10)), boundary("top", fw(1), ab(10), .bottom),
            ])
            #expect(throws: LayoutError(element: "configuration", reason: reason("top"), place: .configuration)) {
                try solve(Self.row([item(fw(0.5), fh(1))]), [1], configuration: configuration)
            }
        }

        @Test("Fractions that are not finite")
        func nonFiniteFractions() {
            #expect(throws: LayoutError(element: "section 0 › group › subitem 0 (item)",
                                        reason: "Invalid fractional width: nan", place: .section(0))) {
                try solve(Self.row([item(fw(.nan), fh(1))]), [1])
            }
            #expect(throws: LayoutError(element: "section 0 › group", reason: "Invalid fractional height: inf", place: .section(0))) {
                try solve(hGroup(fw(1), fh(.infinity), [item(fw(0.5), fh(1))]), [1])
            }
        }

        @Test("Negative absolute sizes and non-finite insets are refused with the element's path")
        func negativeSizesAndNonFiniteInsets() throws {
            let negative = try #require(throws: LayoutError.self) {
                try solve(Self.row([item(ab(-10), fh(1))]), [1])
            }
            #expect(negative.element == "section 0 › group › subitem 0 (item)")
            #expect(negative.reason.hasPrefix("Invalid absolute width: -10"))

            let insetError = try #require(throws: LayoutError.self) {
                try solve(LayoutSection(group: Self.row([item(fw(0.5), fh(1))]),
                                        contentInsets: insets(.infinity, 0, 0, 0)), [1])
            }
            #expect(insetError.element == "section 0")
            #expect(insetError.reason.hasPrefix("Invalid contentInsets.top: inf"))

            let itemInsets = try #require(throws: LayoutError.self) {
                try solve(Self.row([item(fw(0.5), fh(1), insets: insets(0, .nan, 0, 0))]), [1])
            }
            #expect(itemInsets.element == "section 0 › group › subitem 0 (item)")
            #expect(itemInsets.reason.hasPrefix("Invalid contentInsets.leading: nan"))
        }

        @Test("A provider returning nil for a section with items")
        func providerNilForSectionWithItems() {
            let layout = CompositionalLayout { index, _ in
                index == 1 ? nil : LayoutSection(group: Self.row([item(fw(0.5), fh(1))]))
            }
            let reason = """
                Invalid section definition. Please specify a valid section definition when content is to be \
                rendered for a section. This is a client error.
                """
            #expect(throws: LayoutError(element: "section 1", reason: reason, place: .section(1))) {
                try layout.solve(itemCounts: [1, 2], in: phone)
            }
        }

        @Test("Errors from a provider's section name that section")
        func providerSectionPath() {
            let layout = CompositionalLayout { index, _ in
                LayoutSection(group: index == 2 ? Self.row([]) : Self.row([item(fw(0.5), fh(1))]))
            }
            let error = LayoutError(element: "section 2 › group",
                                    reason: "At least 1 subitem is required for a group", place: .section(2))
            #expect(throws: error) { try layout.solve(itemCounts: [1, 1, 1], in: phone) }
            #expect(error.description == "section 2 › group: At least 1 subitem is required for a group")
        }
        @Test("Tessera's own refusals: a count group below 1, a repeating subitem of zero length (E11)")
        func tesseraRefusals() {
            #expect(throws: LayoutError(element: "section 0 › group",
                                        reason: "A horizontal group should specify a count >= 1", place: .section(0))) {
                try solve(hGroup(fw(1), ab(20), [item(ab(10), fh(1))], repetition: .count(0)), [1])
            }
            #expect(throws: LayoutError(element: "section 0 › group",
                                        reason: "A repeating group's subitem has zero extent along the group's axis", place: .section(0))) {
                try solve(hGroup(fw(1), ab(20), [item(ab(0), fh(1))], repetition: .repeating(2)), [1])
            }
        }
    }
}
