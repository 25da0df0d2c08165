// Solves a whole compositional layout: sections stacked, layout boundary items, content size.

extension CompositionalLayout {
    /// Lays out sections of `itemCounts` items in `geometry`.
    ///
    /// Estimated sizes lay out at their estimate unless `preferredSizes` has a measured size for
    /// the item. Throws `LayoutError` for a description that cannot be laid out.
    ///
    /// - Complexity: O(n) in the number of items; a group template is solved once per section and
    ///   reused for every full group without measured items.
    public func solve(itemCounts: [Int], in geometry: CollectionViewGeometry,
                      preferredSizes: PreferredSizes = PreferredSizes()) throws -> SolvedLayout {
        do { try configuration.validate() } catch { throw LayoutError.placing(error, at: .configuration) }
        guard (0...LayoutLimits.collectionViewSide).contains(geometry.size.width),
              (0...LayoutLimits.collectionViewSide).contains(geometry.size.height) else {
            throw LayoutError(element: "collection view",
                              reason: "Invalid size \(geometry.size.width) × \(geometry.size.height) (each side 0 to \(formatted(LayoutLimits.collectionViewSide)) points)")
        }
        let scale = geometry.traitCollection.displayScale
        guard LayoutLimits.displayScale.contains(scale) else {
            throw LayoutError(element: "collection view", reason: "Invalid display scale \(scale) "
                                + "(\(LayoutLimits.displayScale.lowerBound) to \(formatted(LayoutLimits.displayScale.upperBound)))")
        }
        let scroll = configuration.scrollDirection
        let grid = PixelGrid(scale: scale)
        let environment = self.environment(in: geometry)
        let context = LayoutContext(configuration: configuration, geometry: geometry, grid: grid,
                                    measured: preferredSizes.boundarySizes(section: 0, item: IndexPath.layoutBoundaryItem))
        var cursor = context.coreStart
        var sections: [SolvedSection] = []
        sections.reserveCapacity(itemCounts.count)
        var validatedUniform = false
        for (index, count) in itemCounts.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            guard count >= 0 else {
                throw LayoutError(element: "section \(index)", reason: "Invalid number of items: \(count)",
                                  place: .section(index))
            }
            let solved: SolvedSection
            do {
                solved = try solveSection(index, count: count, at: cursor, environment: environment,
                                          geometry: geometry, grid: grid, preferred: preferredSizes.section(index),
                                          measuredBoundary: preferredSizes.boundarySizes(section: index, item: 0),
                                          estimate: preferredSizes.sectionEstimates[index], validated: &validatedUniform)
            } catch {
                throw LayoutError.placing(error, at: .section(index))
            }
            cursor = solved.frame.max(scroll)
            sections.append(solved)
        }
        let solved = SolvedLayout(geometry: geometry, scrollDirection: scroll, environment: environment,
                                  sections: sections, context: context, preferredSizes: preferredSizes)
        // The visible-items handlers are called for each layout pass, at the sections' resting offsets.
        for index in solved.orthogonalSections where sections[index].orthogonal?.handler != nil {
            _ = try solved.invalidateVisibleItems(ofSection: index, offset: solved.restingOffset(ofSection: index, requested: 0))
        }
        return solved
    }

    /// The environment a section provider sees: the collection view's size, inset by the
    /// configuration's insets reference across the scroll direction, and its traits.
    public func environment(in geometry: CollectionViewGeometry) -> LayoutEnvironment {
        let insets = geometry.insets(for: configuration.contentInsetsReference)
            .clearing(configuration.scrollDirection)
        return LayoutEnvironment(container: LayoutContainer(contentSize: geometry.size, contentInsets: insets),
                                 traitCollection: geometry.traitCollection, collectionView: geometry)
    }

    private func solveSection(_ index: Int, count: Int, at start: Double, environment: LayoutEnvironment,
                              geometry: CollectionViewGeometry, grid: PixelGrid, preferred: MeasuredSizes,
                              measuredBoundary: [String: Size], estimate: Size?,
                              validated: inout Bool) throws -> SolvedSection {
        let path = "section \(index)"
        let section: LayoutSection
        switch sections {
        case .uniform(let uniform):
            if !validated { try uniform.validate(at: path); validated = true }
            section = uniform
        case .provider(let provider):
            guard let provided = try provider(index, environment) else {
                guard count == 0 else {
                    throw LayoutError(element: path, reason: "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.")
                }
                return SolvedSection(index: index, frame: Rect(origin: Point(main: start, cross: 0,
                                                                              axis: configuration.scrollDirection),
                                                                size: .zero),
                                     itemCount: 0, cellZIndex: 0, stackAxis: configuration.scrollDirection)
            }
            try provided.validate(at: path)
            section = provided
        }
        var nextID = 0
        let root = try GroupNode.prepare(section.group, environment: environment, path: "\(path) › group",
                                         nextID: &nextID)
        return try SectionSolver(index: index, section: section, root: root, itemCount: count,
                                 configuration: configuration, geometry: geometry, grid: grid, preferred: preferred,
                                 measuredBoundary: measuredBoundary, estimate: estimate).solve(at: start)
    }
}
