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
        try configuration.validate()
        guard geometry.size.width.isFinite, geometry.size.height.isFinite,
              geometry.size.width >= 0, geometry.size.height >= 0 else {
            throw LayoutError(element: "collection view",
                              reason: "Invalid size \(geometry.size.width) × \(geometry.size.height)")
        }
        let scroll = configuration.scrollDirection
        let cross = scroll.cross
        let grid = PixelGrid(scale: geometry.traitCollection.displayScale)
        let environment = self.environment(in: geometry)
        let reference = geometry.insets(for: configuration.contentInsetsReference)
        let box = BoundaryBox(scrollAxis: scroll, crossStart: reference.start(cross),
                              crossEnd: geometry.size[cross] - reference.end(cross),
                              sizeContainer: Size(main: geometry.size[scroll],
                                                  cross: geometry.size[cross] - reference.sum(cross), axis: scroll))
        let items = configuration.boundarySupplementaryItems
        let sizes = box.sizes(of: items, grid: grid)
        let coreStart = box.leadingExtension(of: items, sizes: sizes)

        var cursor = coreStart
        var sections: [SolvedSection] = []
        sections.reserveCapacity(itemCounts.count)
        var validatedUniform = false
        for (index, count) in itemCounts.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            guard count >= 0 else {
                throw LayoutError(element: "section \(index)", reason: "Invalid number of items: \(count)")
            }
            let solved = try solveSection(index, count: count, at: cursor, environment: environment,
                                          geometry: geometry, grid: grid, preferred: preferredSizes.section(index),
                                          validated: &validatedUniform)
            cursor = solved.frame.max(scroll)
            sections.append(solved)
        }
        let end = box.frameEnd(of: items, sizes: sizes, frameStart: 0, coreEnd: cursor)
        let bounds = Rect(origin: .zero, size: Size(main: end, cross: geometry.size[cross], axis: scroll))
        let frames = box.frames(of: items, sizes: sizes, core: coreStart...cursor, frame: 0...end, grid: grid)
        let boundary = zip(items, frames).map { item, frame in
            StoredBoundaryItem(elementKind: item.elementKind,
                               indexPath: IndexPath(item: IndexPath.layoutBoundaryItem, section: 0), frame: frame,
                               zIndex: item.zIndex, pinToVisibleBounds: item.pinToVisibleBounds,
                               scrollEdge: item.alignment.edge(along: scroll), pinningBounds: bounds)
        }
        let widest = sections.filter { $0.orthogonal == nil && $0.groupCount > 0 }.map(\.groupCrossEnd).max() ?? 0
        let contentSize = Size(main: end, cross: max(geometry.size[cross], widest), axis: scroll)
        return SolvedLayout(contentSize: contentSize, geometry: geometry, scrollDirection: scroll,
                            environment: environment, sections: sections, layoutBoundaryItems: boundary)
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
                              geometry: CollectionViewGeometry, grid: PixelGrid, preferred: [Int: Size],
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
                                 configuration: configuration, geometry: geometry, grid: grid,
                                 preferred: preferred).solve(at: start)
    }
}
