// What a solved layout keeps to place its own boundary items again and work out its content size.

/// The layout's own boundary items and what its content size depends on.
struct LayoutContext {
    let configuration: LayoutConfiguration
    let geometry: CollectionViewGeometry
    let grid: PixelGrid
    let box: BoundaryBox
    let items: [BoundarySupplementaryItem]
    let sizes: [Size]
    /// Where the first section starts (after extending boundary items at the start).
    let coreStart: Double

    init(configuration: LayoutConfiguration, geometry: CollectionViewGeometry, grid: PixelGrid,
         measured: [String: Size] = [:]) {
        self.configuration = configuration
        self.geometry = geometry
        self.grid = grid
        // The configuration's insets reference insets the sections only: the layout's own boundary items are
        // sized and aligned across the whole collection view (R21).
        let scroll = configuration.scrollDirection
        box = BoundaryBox(scrollAxis: scroll, crossStart: 0, crossEnd: geometry.size[scroll.cross],
                          sizeContainer: geometry.size)
        items = configuration.boundarySupplementaryItems
        sizes = box.sizes(of: items, grid: grid, measured: measured)
        coreStart = box.leadingExtension(of: items, sizes: sizes)
    }

    /// The layout's boundary items and content size once its sections end at `coreEnd`; the content
    /// is as wide as the collection view, or its widest group.
    func finish(coreEnd: Double, widestGroup: Double) -> (items: [StoredBoundaryItem], contentSize: Size) {
        let scroll = configuration.scrollDirection
        let placed = box.place(items, sizes: sizes, frameStart: 0, coreStart: coreStart, coreEnd: coreEnd,
                               crossLength: geometry.size[scroll.cross],
                               indexPath: IndexPath(item: IndexPath.layoutBoundaryItem, section: 0), grid: grid)
        let contentSize = Size(main: placed.frame.size[scroll], cross: max(geometry.size[scroll.cross], widestGroup),
                               axis: scroll)
        return (placed.items, contentSize)
    }
}
