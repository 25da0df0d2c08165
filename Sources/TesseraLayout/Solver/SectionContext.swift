// What a solved section keeps to be laid out again: its description, boxes, and where its core lies.

/// What a solved section needs to apply a measured size without solving the whole layout again.
struct SectionContext {
    let index: Int
    let section: LayoutSection
    /// The section's top-level group as described (a side uniform across the section still uniform).
    let root: GroupNode
    var itemCount: Int
    let configuration: LayoutConfiguration
    let geometry: CollectionViewGeometry
    let grid: PixelGrid
    let layout: SectionGeometry
    /// The top-level group's slot size.
    let slot: Size
    /// The boundary items' sizes.
    var boundarySizes: [Size]
    /// Measured sizes of the section's items.
    var preferred: MeasuredSizes
    /// The estimate unmeasured items take instead of their dimension's, if any.
    var estimate: Size? = nil
    /// Where the section starts along the scroll axis, when it was solved.
    var frameStart: Double
    /// Where its core (content between the insets) starts and ends, in the same coordinates.
    var coreStart: Double
    var coreEnd: Double

    /// A group solver for the section's groups, with its measured sizes.
    ///
    /// (`SectionSolver(context:measuredBoundary:)` solves the whole section again from the same values.)
    func makeSolver() -> GroupSolver {
        GroupSolver(grid: grid, trimAxis: layout.stackAxis, preferred: preferred, estimate: estimate, section: index)
    }

    /// How the section's groups follow each other along the stacking axis.
    var stacking: GroupStacking { GroupStacking(section, axis: layout.stackAxis, grid: grid) }

    /// Whether applying a measured size must lay out the whole section again rather than one group:
    /// an orthogonal row (its height is the tallest group's) or a top-level group sized uniformly
    /// across the section.
    var needsWholeSection: Bool {
        section.orthogonalScrollingBehavior != .none
            || root.group.layoutSize.widthDimension.isUniformAcrossSiblings
            || root.group.layoutSize.heightDimension.isUniformAcrossSiblings
    }

    /// Sets the section's frame, boundary items and decorations from its core.
    ///
    /// An empty section without boundary items has no room at all; extending boundary items grow
    /// the frame; a section of zero length has no decorations (R24), a length within floating-point noise of 0
    /// counting as 0 wherever the section lies, so that a section moved by a measured size before it keeps them
    /// exactly when a fresh solve at its new place gives them.
    func finish(_ solved: inout SolvedSection) {
        let placed = layout.boundaryBox.place(section.boundarySupplementaryItems, sizes: boundarySizes,
                                              frameStart: frameStart, coreStart: coreStart, coreEnd: coreEnd,
                                              crossLength: geometry.size[layout.scrollAxis.cross],
                                              indexPath: IndexPath(item: 0, section: index), grid: grid)
        solved.frame = placed.frame
        solved.boundaryItems = placed.items
        let hasLength = grid.exceedsNoise(placed.frame.size[layout.scrollAxis])
        solved.decorations = hasLength ? section.decorationItems.map {
            StoredDecoration(elementKind: $0.elementKind, frame: solved.frame.inset(by: $0.contentInsets), zIndex: $0.zIndex)
        } : []
    }
}
