// The boxes one section is laid out in: group box, boundary box, insets references.

/// The boxes a section is laid out in, worked out from its insets and insets references.
struct SectionGeometry {
    let scrollAxis: Axis
    /// The axis the section's groups stack along (across the scroll axis when orthogonal).
    let stackAxis: Axis
    /// What the top-level group's fractional sizes are of.
    let groupContainer: Size
    /// Where the groups' box starts across the stacking axis (normal sections) or along it (orthogonal).
    let groupBoxStart: Double
    /// Where the groups' box ends across the stacking axis (normal sections).
    let groupBoxEnd: Double
    /// Room before the first group across the scroll axis in an orthogonal section (where its group box
    /// starts), and after the last.
    var orthogonalLeading: Double { groupBoxStart }
    let orthogonalTrailing: Double
    let boundaryBox: BoundaryBox

    init(section: LayoutSection, configuration: LayoutConfiguration, geometry: CollectionViewGeometry) {
        let scroll = configuration.scrollDirection
        let cross = scroll.cross
        let view = geometry.size
        let insets = section.contentInsets
        let sectionReference = section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let supplementaryReference = section.supplementaryContentInsetsReference == .automatic
            ? sectionReference : section.supplementaryContentInsetsReference
        // A reference clears only the edges across the scroll direction.
        let reference = geometry.insets(for: sectionReference)
        let supplementary = geometry.insets(for: supplementaryReference)
        let crossStart = reference.start(cross) + insets.start(cross)
        let crossEnd = view[cross] - reference.end(cross) - insets.end(cross)
        scrollAxis = scroll
        if section.orthogonalScrollingBehavior == .none {
            stackAxis = scroll
            groupContainer = Size(main: view[scroll], cross: max(0, crossEnd - crossStart), axis: scroll)
        } else {
            stackAxis = cross
            groupContainer = Size(main: max(0, view[scroll] - insets.sum(scroll)), cross: view[cross], axis: scroll)
        }
        groupBoxStart = crossStart
        groupBoxEnd = crossEnd
        orthogonalTrailing = reference.end(cross) + insets.end(cross)
        let follows = section.supplementariesFollowContentInsets
        let boxStart = supplementary.start(cross) + (follows ? insets.start(cross) : 0)
        let boxEnd = view[cross] - supplementary.end(cross) - (follows ? insets.end(cross) : 0)
        boundaryBox = BoundaryBox(scrollAxis: scroll, crossStart: boxStart, crossEnd: boxEnd,
                                  sizeContainer: Size(main: view[scroll], cross: max(0, boxEnd - boxStart),
                                                      axis: scroll))
    }
}

extension SectionGeometry {
    /// Where a top-level group of `size` with `edges` lies across the group box (a stacked section's groups).
    func groupPositionAcross(_ size: Size, edges: EdgeSpacing, solver: GroupSolver) -> Double {
        solver.placeAcross(edges, size: size[stackAxis.cross], cross: stackAxis.cross, box: groupBoxEnd - groupBoxStart,
                           start: groupBoxStart)
    }
}
