// Where docs/semantics.md lets an element lie outside its section or over its siblings, and where it does not.

import TesseraLayout

/// The documented overhangs, read from docs/semantics.md, and the sections none of them can reach.
///
/// An element may lie outside its section along the scroll axis, or overlap a sibling of its group, only for a
/// documented reason:
/// - R11: edge spacing sits outside the child and can push it out of a row ("sticking out of its 100-pt row");
///   a flexible edge takes a negative leftover (x = −80);
/// - R12: a child larger across its group's axis than the group sticks out (an `AB(100)` item in a 20-pt row),
///   and R4: a fraction of the *other* side (`FW` used as a height) can be larger than the box;
/// - R9: `repeatingSubitem:count:` children keep their own size and may overflow the group; R8 with spacing
///   larger than the group leaves children of no room overflowing; R10: a negative leftover of flexible spacing;
/// - R14: a measured (or estimated, or uniform) side of a child whose group does not grow with it sticks out;
/// - R5/E13: negative insets (section, group, item) and item insets larger than the slot;
/// - R15: a custom group's frames are the provider's, anywhere; R16: a negative `interGroupSpacing` overlaps
///   groups, and an earlier group may end past the section;
/// - R19/E1: side boundary items overlap the content and may overhang; R23: anchored views sit on their item's
///   edges (a badge above it); R24: decorations follow the section less their insets;
/// - R28: orthogonal rows run across the scroll axis beyond the content's width.
///
/// A *tidy* section has none of these: items and nested groups are fractions no larger than 1 of their
/// container's own sides, estimates (or uniform sizes) only along the scroll axis and only where every group
/// above is estimated along it too (so the groups grow with them), no custom or repeating groups, count groups
/// without spacing, no edge spacing, no group or item insets and no negative section insets or group spacing.
/// In a tidy section every cell lies inside the section along the scroll axis (and, unless orthogonal, inside the
/// content across it), and no two cells of one group overlap.
public enum OverhangRules {
    /// Whether `section` is tidy in a layout scrolling along `scroll`.
    public static func isTidy(_ section: SectionSpec, scroll: Axis) -> Bool {
        let insets = section.contentInsets
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }),
              section.interGroupSpacing >= 0 else { return false }
        let top = section.group
        let across = top.size[scroll.cross]
        guard case .fractional(let fraction, let axis) = kind(across), axis == scroll.cross, fraction <= 1 else {
            return false
        }
        return isTidy(top, scroll: scroll, growsAlongScroll: top.size[scroll].isEstimated, isTop: true)
    }

    private static func isTidy(_ group: GroupSpec, scroll: Axis, growsAlongScroll: Bool, isTop: Bool) -> Bool {
        if case .custom = group.arrangement { return false }
        switch group.repetition {
        case .repeating: return false
        case .count: if let spacing = group.spacing, spacing.minimum != 0 { return false }
        case .fill: break
        }
        guard group.contentInsets == .zero, group.edgeSpacing == .none else { return false }
        if !isTop && !isTidy(size: group.size, scroll: scroll, growsAlongScroll: growsAlongScroll) { return false }
        for child in group.children {
            switch child {
            case .item(let item):
                guard item.contentInsets == .zero, item.edgeSpacing == .none,
                      isTidy(size: item.layoutSize, scroll: scroll, growsAlongScroll: growsAlongScroll) else { return false }
            case .group(let nested):
                let grows = growsAlongScroll && nested.size[scroll].isEstimated
                guard isTidy(nested, scroll: scroll, growsAlongScroll: grows, isTop: false) else { return false }
            }
        }
        return true
    }

    /// Fractions ≤ 1 of the matching side; an estimate along the scroll axis only where the groups above grow.
    private static func isTidy(size: LayoutSize, scroll: Axis, growsAlongScroll: Bool) -> Bool {
        Axis.allCases.allSatisfy { axis in
            let dimension = size[axis]
            if dimension.isEstimated { return axis == scroll && growsAlongScroll }
            guard case .fractional(let fraction, let of) = kind(dimension) else { return false }
            return of == axis && fraction >= 0 && fraction <= 1
        }
    }

    private enum Kind: Equatable {
        case fractional(Double, Axis)
        case other
    }

    private static func kind(_ dimension: LayoutDimension) -> Kind {
        switch dimension {
        case .fractionalWidth(let f): return .fractional(f, .horizontal)
        case .fractionalHeight(let f): return .fractional(f, .vertical)
        default: return .other
        }
    }
}
