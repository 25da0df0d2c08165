// Makes a failing layout as small as it can be while it still fails: the reproduction a person reads.

import TesseraLayout

/// Greedy shrinking, as QuickCheck and Hypothesis do it: try simpler variants of the layout one at a time (fewer
/// sections, items, measured sizes and views; a nested group replaced by an item; spacings, insets and edge
/// spacing removed; a plainer collection view) and keep the first that still fails, until none does.
public enum LayoutShrinker {
    /// The smallest layout reached from `spec` for which `fails` still holds (at most `rounds` simplifications).
    public static func shrink(_ spec: LayoutSpec, rounds: Int = 400, fails: (LayoutSpec) -> Bool) -> LayoutSpec {
        var current = spec
        for _ in 0..<rounds {
            guard let smaller = variants(of: current).first(where: fails) else { break }
            current = smaller
        }
        return current
    }

    /// Every variant of `spec` one simplification away, roughly from the largest simplification to the smallest.
    static func variants(of spec: LayoutSpec) -> [LayoutSpec] {
        var out: [LayoutSpec] = []
        func with(_ change: (inout LayoutSpec) -> Void) {
            var copy = spec
            change(&copy)
            if copy != spec { out.append(copy) }
        }
        for index in spec.sections.indices where spec.sections.count > 1 {
            with { copy in
                copy.sections.remove(at: index)
                copy.measured = copy.measured.compactMap { measure in
                    guard measure.indexPath.section != index else { return nil }
                    var moved = measure
                    if moved.indexPath.section > index { moved.indexPath.section -= 1 }
                    return moved
                }
            }
        }
        with { $0.measured = [] }
        for index in spec.measured.indices { with { $0.measured.remove(at: index) } }
        with { $0.boundaryItems = [] }
        for (index, section) in spec.sections.enumerated() {
            for count in [0, 1, section.count / 2, section.count - 1] where count >= 0 && count < section.count {
                with { copy in
                    copy.sections[index].count = count
                    copy.measured.removeAll { $0.indexPath.section == index && $0.elementKind == nil && $0.indexPath.item >= count }
                }
            }
            for simpler in simplifications(of: section) { with { $0.sections[index] = simpler } }
            for group in variants(of: section.group) { with { $0.sections[index].group = group } }
        }
        with { $0.interSectionSpacing = 0 }
        with { $0.contentInsetsReference = .safeArea }
        with { $0.view.safeArea = .zero }
        with { $0.view.layoutMargins = .zero }
        with { $0.view.readableContentWidth = nil }
        with { $0.view.scale = 2 }
        with { $0.view.width = 320; $0.view.height = 480 }
        return out
    }

    private static func simplifications(of section: SectionSpec) -> [SectionSpec] {
        var out: [SectionSpec] = []
        func with(_ change: (inout SectionSpec) -> Void) {
            var copy = section
            change(&copy)
            if copy != section { out.append(copy) }
        }
        for index in section.boundaryItems.indices { with { $0.boundaryItems.remove(at: index) } }
        with { $0.decorations = [] }
        with { $0.orthogonal = .none }
        with { $0.contentInsets = .zero }
        with { $0.interGroupSpacing = 0 }
        with { $0.contentInsetsReference = .automatic }
        with { $0.supplementariesFollowContentInsets = true }
        return out
    }

    /// Variants of a group: a nested group replaced by its first item or simplified, a child removed, and the
    /// group's own spacing, insets, edge spacing, views and repetition removed.
    static func variants(of group: GroupSpec) -> [GroupSpec] {
        var out: [GroupSpec] = []
        func with(_ change: (inout GroupSpec) -> Void) {
            var copy = group
            change(&copy)
            if copy != group { out.append(copy) }
        }
        for (index, child) in group.children.enumerated() {
            if group.children.count > 1 { with { $0.children.remove(at: index) } }
            switch child {
            case .group(let nested):
                if let first = nested.items.first { with { $0.children[index] = .item(first) } }
                for variant in variants(of: nested) { with { $0.children[index] = .group(variant) } }
            case .item(let item):
                for simpler in simplifications(of: item) { with { $0.children[index] = .item(simpler) } }
            }
        }
        with { $0.spacing = nil }
        with { $0.contentInsets = .zero }
        with { $0.edgeSpacing = .none }
        with { $0.supplementaryItems = [] }
        if group.children.count == 1 { with { $0.repetition = .fill } }
        return out
    }

    private static func simplifications(of item: LayoutItem) -> [LayoutItem] {
        var out: [LayoutItem] = []
        func with(_ change: (inout LayoutItem) -> Void) {
            var copy = item
            change(&copy)
            if copy != item { out.append(copy) }
        }
        with { $0.supplementaryItems = [] }
        with { $0.contentInsets = .zero }
        with { $0.edgeSpacing = .none }
        return out
    }
}
