// Random layouts from a seed: every dimension kind, nested groups, spacings, insets, boundary items, orthogonal
// sections, estimated and measured sizes.

import TesseraLayout

/// Makes random layout specs. Half the sections are *tidy* (fractions of their container, estimates only where
/// their groups grow with them, no insets or edge spacing that can push an item out): the invariants that hold
/// only there (containment, no overlap) get checked often. The other half take anything valid.
public struct LayoutGenerator {
    private var random: SeededRandom

    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A layout of 1 to 4 sections.
    public mutating func layout() -> LayoutSpec {
        var spec = LayoutSpec()
        spec.scrollDirection = random.chance(0.8) ? .vertical : .horizontal
        spec.view = view()
        spec.interSectionSpacing = random.chance(0.5) ? 0 : sectionSpacing()
        spec.contentInsetsReference = random.pick([(3, .safeArea), (1, .none), (1, .layoutMargins), (1, .readableContent)])
        if random.chance(0.1) { spec.boundaryItems = [boundary("layoutHeader", scroll: spec.scrollDirection, tidy: true)] }
        spec.sections = (0..<random.int(1...4)).map { _ in section(scroll: spec.scrollDirection) }
        spec.measured = measuredSizes(spec)
        return spec
    }

    private mutating func view() -> ViewSpec {
        var view = ViewSpec()
        view.width = random.number(200...1000, step: 5)
        view.height = random.number(300...1000, step: 5)
        view.scale = random.pick([(1, 1), (3, 2), (2, 3)])
        if random.chance(0.3) {
            view.safeArea = DirectionalEdgeInsets(top: random.number(0...59), leading: random.number(0...44),
                                                  bottom: random.number(0...34), trailing: random.number(0...44))
        }
        if random.chance(0.3) {
            let margin = random.number(8...20)
            view.layoutMargins = DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        }
        if random.chance(0.2) { view.readableContentWidth = random.number(300...700, step: 10) }
        return view
    }

    private mutating func section(scroll: Axis) -> SectionSpec {
        let tidy = random.chance(0.5)
        let orthogonal: OrthogonalScrollingBehavior = random.chance(0.15)
            ? random.pick(OrthogonalScrollingBehavior.allCases.filter { $0 != .none }.map { (1, $0) }) : .none
        var section = SectionSpec(group: topGroup(scroll: scroll, tidy: tidy),
                                  count: random.pick([(1, 0), (6, random.int(1...12)), (3, random.int(13...40))]))
        section.orthogonal = orthogonal
        section.interGroupSpacing = random.chance(0.5) ? 0 : groupSpacing(tidy: tidy)
        if random.chance(0.5) { section.contentInsets = insets(tidy: tidy, scale: 20) }
        section.contentInsetsReference = random.pick([(4, .automatic), (1, .none), (1, .safeArea), (1, .layoutMargins),
                                                      (1, .readableContent)])
        section.supplementariesFollowContentInsets = random.chance(0.8)
        if random.chance(0.3) { section.boundaryItems.append(boundary("header", scroll: scroll, tidy: tidy)) }
        if random.chance(0.2) { section.boundaryItems.append(boundary("footer", scroll: scroll, tidy: tidy)) }
        if !tidy && random.chance(0.1) { section.boundaryItems.append(boundary("side", scroll: scroll, tidy: false)) }
        if random.chance(0.2) {
            section.decorations = [DecorationItem(elementKind: "background", contentInsets: insets(tidy: tidy, scale: 8))]
        }
        return section
    }

    /// Room between sections: 0 to 24 points in half points (so that a section may start off the pixel grid, where
    /// its cells round to the nearest pixel); one time in ten 1 to 12 points backwards (sections that overlap).
    private mutating func sectionSpacing() -> Double {
        random.chance(0.1) ? -random.number(1...12, step: 0.5) : random.number(0...24, step: 0.5)
    }

    /// Room between groups: 0 to 16 points, in half points (so that a group may start on a half pixel, where rounding
    /// takes a side); in an untidy section, one time in ten, 1 to 12 points backwards (groups that overlap, as a
    /// stack of cards does).
    private mutating func groupSpacing(tidy: Bool) -> Double {
        !tidy && random.chance(0.1) ? -random.number(1...12, step: 0.5) : random.number(0...16, step: 0.5)
    }

    /// A boundary item: a header on the start edge, a footer on the end edge, a side item anywhere else.
    private mutating func boundary(_ kind: String, scroll: Axis, tidy: Bool) -> BoundarySupplementaryItem {
        let across = random.chance(0.8) ? dimensionAlong(scroll.cross, fraction: 1) : LayoutDimension.absolute(random.number(40...300))
        let along: LayoutDimension = random.chance(0.3) ? .estimated(random.number(20...60)) : .absolute(random.number(10...60))
        let size = scroll == .vertical ? LayoutSize(widthDimension: across, heightDimension: along)
            : LayoutSize(widthDimension: along, heightDimension: across)
        let alignment: RectAlignment
        switch kind {
        case "footer": alignment = scroll == .vertical ? .bottom : .trailing
        case "side": alignment = random.pick(RectAlignment.allCases.filter { $0 != .none }.map { (1, $0) })
        default: alignment = scroll == .vertical ? random.pick([(3, .top), (1, .topLeading), (1, .topTrailing)]) : .leading
        }
        let offset = tidy || random.chance(0.7) ? Point.zero : Point(x: random.number(-10...10), y: random.number(-10...10))
        return BoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment, absoluteOffset: offset,
                                         extendsBoundary: tidy || random.chance(0.8), pinToVisibleBounds: random.chance(0.2),
                                         zIndex: random.int(0...2))
    }

    /// `FW(f)` across a vertical axis, `FH(f)` across a horizontal one: a fraction of the container along `axis`.
    private func dimensionAlong(_ axis: Axis, fraction: Double) -> LayoutDimension {
        axis == .horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
    }

    /// The section's group: across the scroll axis a fraction of the section (or points); along it points, an
    /// estimate or a fraction.
    private mutating func topGroup(scroll: Axis, tidy: Bool) -> GroupSpec {
        let across: LayoutDimension = tidy || random.chance(0.7)
            ? dimensionAlong(scroll.cross, fraction: random.number(0.5...1, step: 0.05))
            : random.pick([(2, .absolute(random.number(80...600))), (1, .estimated(random.number(80...400))),
                           (1, dimensionAlong(scroll, fraction: random.number(0.2...1, step: 0.1)))])
        let estimated = random.chance(0.4)
        let along: LayoutDimension = estimated ? .estimated(random.number(20...150))
            : random.pick([(4, .absolute(random.number(30...200))),
                           (1, dimensionAlong(scroll.cross, fraction: random.number(0.1...0.6, step: 0.05))),
                           (1, dimensionAlong(scroll, fraction: random.number(0.05...0.4, step: 0.05)))])
        let size = scroll == .vertical ? LayoutSize(widthDimension: across, heightDimension: along)
            : LayoutSize(widthDimension: along, heightDimension: across)
        return group(size: size, depth: 0, scroll: scroll, tidy: tidy, growsAlongScroll: estimated)
    }

    /// A group of `size`, `depth` levels below the section's; its subitems nest at most 4 groups deep.
    /// `growsAlongScroll`: every group above (and this one) is estimated along the scroll axis.
    private mutating func group(size: LayoutSize, depth: Int, scroll: Axis, tidy: Bool, growsAlongScroll: Bool) -> GroupSpec {
        if !tidy && random.chance(0.08) { return customGroup(size: size) }
        let axis: Axis = random.chance(0.5) ? .horizontal : .vertical
        let repetition: LayoutGroup.Repetition = random.pick([
            (7, .fill), (2, .count(random.int(1...4))), (tidy ? 0 : 1, .repeating(random.int(1...4))),
        ])
        let single = repetition != .fill
        var group = GroupSpec(arrangement: axis == .horizontal ? .horizontal : .vertical, size: size, children: [])
        group.repetition = repetition
        let childCount = single ? 1 : random.pick([(5, 1), (3, 2), (2, 3)])
        for _ in 0..<childCount {
            let childGrows = growsAlongScroll && random.chance(0.6)
            let childSize = self.childSize(scroll: scroll, tidy: tidy, estimatedAlongScroll: childGrows, depth: depth)
            if depth < 3 && random.chance(0.3) {
                group.children.append(.group(self.group(size: childSize, depth: depth + 1, scroll: scroll, tidy: tidy,
                                                        growsAlongScroll: childGrows)))
            } else {
                group.children.append(.item(item(size: childSize, tidy: tidy)))
            }
        }
        let spacing = tidy && single ? 0 : random.number(0...12)
        group.spacing = random.pick([(3, nil), (4, .fixed(spacing)), (3, .flexible(spacing))])
        if !tidy && random.chance(0.2) { group.contentInsets = insets(tidy: false, scale: 8) }
        if !tidy && random.chance(0.15) { group.edgeSpacing = edgeSpacing() }
        if random.chance(0.08) { group.supplementaryItems = [badge("groupBadge\(depth)")] }
        return group
    }

    /// A subitem's size. Tidy: fractions (≤ 1) of the container's own sides, and an estimate along the scroll axis
    /// only where every group above grows with it; otherwise any dimension kind on either side.
    /// Fractions shrink as groups nest (0.1 of 0.1 of 25 points is nothing): deeper children take more of theirs,
    /// though now and then a tiny one (children that take no room, E10) still comes up.
    private mutating func childSize(scroll: Axis, tidy: Bool, estimatedAlongScroll: Bool, depth: Int) -> LayoutSize {
        let smallest = random.chance(0.05) ? 0.05 : min(0.6, 0.15 + 0.15 * Double(depth))
        func fraction() -> Double { random.number(smallest...1, step: 0.05) }
        func side(_ axis: Axis) -> LayoutDimension {
            if tidy {
                if axis == scroll && estimatedAlongScroll {
                    return random.chance(0.8) ? .estimated(random.number(10...120)) : .uniformAcrossSiblings(estimate: random.number(10...120))
                }
                return dimensionAlong(axis, fraction: fraction())
            }
            return random.pick([
                (5, dimensionAlong(axis, fraction: fraction())),
                (1, dimensionAlong(axis.cross, fraction: fraction())),
                (2, .absolute(random.number(10...200))), (2, .estimated(random.number(10...150))),
                (1, .uniformAcrossSiblings(estimate: random.number(10...150))),
            ])
        }
        return LayoutSize(widthDimension: side(.horizontal), heightDimension: side(.vertical))
    }

    private mutating func item(size: LayoutSize, tidy: Bool) -> LayoutItem {
        LayoutItem(layoutSize: size, contentInsets: !tidy && random.chance(0.25) ? insets(tidy: false, scale: 6) : .zero,
                   edgeSpacing: !tidy && random.chance(0.15) ? edgeSpacing() : .none,
                   supplementaryItems: random.chance(0.1) ? [badge("badge")] : [])
    }

    /// A custom group of 1 to 4 frames inside a 200-point square.
    private mutating func customGroup(size: LayoutSize) -> GroupSpec {
        let frames = (0..<random.int(1...4)).map { _ in
            CustomGroupItem(frame: Rect(x: random.number(0...150), y: random.number(0...150), width: random.number(10...80),
                                        height: random.number(10...80)), zIndex: random.int(0...2))
        }
        return GroupSpec(arrangement: .custom(frames), size: size, children: [])
    }

    /// A badge on the top trailing corner, or a view anchored elsewhere.
    private mutating func badge(_ kind: String) -> SupplementaryItem {
        let anchor = random.chance(0.6) ? LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))
            : LayoutAnchor(edges: random.pick([(1, [.bottom]), (1, [.leading]), (1, [.top, .leading]), (1, [])]),
                           absoluteOffset: Point(x: random.number(-5...5), y: random.number(-5...5)))
        return SupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(random.number(6...24)),
                                                        heightDimension: .absolute(random.number(6...24))),
                                 elementKind: kind, containerAnchor: anchor, zIndex: random.int(0...3))
    }

    /// Insets from 0 to `scale` points, in half points one time in five (a hairline's 0.5, off the grid at @3x);
    /// outside tidy sections now and then negative.
    private mutating func insets(tidy: Bool, scale: Double) -> DirectionalEdgeInsets {
        let step = random.chance(0.2) ? 0.5 : 1
        func edge() -> Double {
            !tidy && random.chance(0.1) ? -random.number(1...scale, step: step) : random.number(0...scale, step: step)
        }
        return DirectionalEdgeInsets(top: edge(), leading: edge(), bottom: edge(), trailing: edge())
    }

    /// Edge spacing of 0 to 8 points, in half points one time in five.
    private mutating func edgeSpacing() -> EdgeSpacing {
        let step = random.chance(0.2) ? 0.5 : 1
        func edge() -> LayoutSpacing? {
            random.pick([(2, nil), (1, .fixed(random.number(0...8, step: step))),
                         (1, .flexible(random.number(0...8, step: step)))])
        }
        return EdgeSpacing(leading: edge(), top: edge(), trailing: edge(), bottom: edge())
    }

    /// Measured sizes for some cells and estimated boundary views (the engine applies only the estimated sides).
    /// In one layout in five the sizes come in quarter points (a script's `measure` may return 44.25), which puts what
    /// follows them off the pixel grid unless the engine rounds it back on.
    private mutating func measuredSizes(_ spec: LayoutSpec) -> [MeasuredSize] {
        guard random.chance(0.4) else { return [] }
        let step = random.chance(0.2) ? 0.25 : 1
        var sizes: [MeasuredSize] = []
        for (index, section) in spec.sections.enumerated() {
            for item in 0..<section.count where random.chance(0.4) {
                sizes.append(MeasuredSize(indexPath: IndexPath(item: item, section: index),
                                          size: Size(width: random.number(10...200, step: step),
                                                     height: random.number(10...200, step: step))))
            }
            for boundary in section.boundaryItems where (boundary.layoutSize.widthDimension.isEstimated
                || boundary.layoutSize.heightDimension.isEstimated) && random.chance(0.5) {
                sizes.append(MeasuredSize(indexPath: IndexPath(item: 0, section: index), elementKind: boundary.elementKind,
                                          size: Size(width: random.number(20...300, step: step),
                                                     height: random.number(10...80, step: step))))
            }
        }
        return sizes
    }
}
