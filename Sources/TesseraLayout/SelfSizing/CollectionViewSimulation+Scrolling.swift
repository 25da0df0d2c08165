// Driving the simulated collection view: scrolling, scrolling to an item, resizing, what-ifs, reloads.

extension CollectionViewSimulation {
    /// Scrolls to `offset` along the scroll axis (kept within the content's range, as a user's
    /// scroll is) and runs the passes that follow.
    @discardableResult
    public func scroll(to offset: Double) throws -> LayoutRun {
        contentOffset[axis] = clampedOffset(offset)
        return try layoutIfNeeded()
    }

    /// Sets the content offset along the scroll axis as code does (`collectionView.contentOffset = …`) and runs
    /// the passes that follow. Unlike a user's scroll it is not clamped when set: the passes measure what is in
    /// view there, and the offset comes back into range only when a pass leaves the content ending before it (as
    /// UIScrollView adjusts its offset when the content size changes). The measured cases set their offsets so.
    @discardableResult
    public func setContentOffset(_ offset: Double) throws -> LayoutRun {
        contentOffset[axis] = offset
        return try layoutIfNeeded()
    }

    /// Scrolls so that the item's leading edge is at the top of the visible area (below the adjusted
    /// content inset), correcting as measured sizes move it, at most `maximumPasses` times; returns
    /// how many corrections it took and the runs.
    public func scrollToItem(at indexPath: IndexPath) throws -> (corrections: Int, runs: [LayoutRun]) {
        var runs: [LayoutRun] = []
        var corrections = 0
        while true {
            guard let frame = solved.layoutAttributesForItem(at: indexPath)?.frame else {
                let sections = solved.numberOfSections
                let items = indexPath.section >= 0 && indexPath.section < sections
                    ? solved.numberOfLaidOutItems(inSection: indexPath.section) : 0
                throw LayoutError(element: "cell \(indexPath)", reason: indexPath.section >= 0 && indexPath.section < sections
                    ? "no such item to scroll to (section \(indexPath.section) has \(items) item\(items == 1 ? "" : "s") laid out)"
                    : "no such item to scroll to (the layout has \(sections) section\(sections == 1 ? "" : "s"))")
            }
            let target = clampedOffset(frame.min(axis) - geometry.adjustedContentInset.start(axis))
            if abs(target - contentOffset[axis]) <= 0.5 && !runs.isEmpty { return (corrections, runs) }
            if !runs.isEmpty { corrections += 1 }
            if corrections > maximumPasses { return (corrections, runs) }
            contentOffset[axis] = target
            runs.append(try layoutIfNeeded())
        }
    }

    /// Moves to another collection view (a width, a device, a text size). Measured sizes are
    /// dropped when the width or the content size category changes, as UIKit invalidates them.
    @discardableResult
    public func setGeometry(_ new: CollectionViewGeometry) throws -> LayoutRun {
        let invalidates = new.size[axis.cross] != geometry.size[axis.cross]
            || new.traitCollection.preferredContentSizeCategory != geometry.traitCollection.preferredContentSizeCategory
            || new.traitCollection.displayScale != geometry.traitCollection.displayScale
        geometry = new
        if invalidates { forgetMeasurements() }
        return try relayout()
    }

    /// What if section `section`'s items were estimated at `value` (along the scroll axis)?
    @discardableResult
    public func setEstimate(_ value: Double?, forSection section: Int) throws -> LayoutRun {
        estimateOverrides[section] = value
        return try relayout()
    }

    /// Switches the estimate model and lays out again.
    @discardableResult
    public func setEstimateModel(_ model: EstimateModel) throws -> LayoutRun {
        estimateModel = model
        return try relayout()
    }

    /// Replaces the layout and its data (a reloaded script), keeping the content offset; measured
    /// sizes are dropped (the cells may show other data).
    @discardableResult
    public func reload(layout: CompositionalLayout, itemCounts: [Int]) throws -> LayoutRun {
        self.layout = layout
        self.itemCounts = itemCounts
        forgetMeasurements()
        return try relayout()
    }

    /// Lays the layout out afresh (estimates, measured sizes, what-ifs), keeps the offset in range and
    /// runs the passes that follow.
    private func relayout() throws -> LayoutRun {
        solved = try solveFresh()
        keepOffsetInRange()
        return try layoutIfNeeded()
    }

    /// Drops what was measured and the per-item guesses (they hold for one width and text size).
    private func forgetMeasurements() {
        measured.removeAll()
        itemEstimates = nil
    }
}

extension CollectionViewSimulation {
    /// Measures every element that sizes itself, section by section, as if each had been scrolled
    /// into view (for dumps of fully measured layouts); the content offset stays.
    ///
    /// A section whose items size on their own (`SolvedLayout.measuresItemsAtOnce`) has all its items measured
    /// first and laid out once with their sizes (`atOnce`, the default); any other is measured one element at a
    /// time. Both give the same frames (`atOnce: false` measures every section one at a time, for tests).
    /// Without `keepsLog` the measurements are not logged (`measurements`, the explorer's statistics) nor kept for
    /// the `cached` estimate model: a run that only dumps the result saves their memory (about 200 bytes an element).
    ///
    /// - Complexity: O(n) layout work for n elements in sections measured at once; O(n·g) for g items per group
    ///   otherwise (O(n²) in sections laid out again per size).
    @discardableResult
    public func measureEverything(atOnce: Bool = true, keepsLog: Bool = true) throws -> Int {
        var count = 0
        for section in 0..<solved.numberOfSections {
            var boundary: [ElementKey] = []
            if let context = solved.sections[section].context {
                boundary = context.section.boundarySupplementaryItems.map {
                    ElementKey(category: .supplementaryView, elementKind: $0.elementKind,
                               indexPath: IndexPath(item: 0, section: section))
                }
            }
            let items = (0..<solved.numberOfLaidOutItems(inSection: section)).map {
                ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: $0, section: section))
            }
            count += try measureInTurn(boundary, keepsLog: keepsLog)
            count += try atOnce && solved.measuresItemsAtOnce(inSection: section)
                ? measureAtOnce(items, inSection: section, keepsLog: keepsLog) : measureInTurn(items, keepsLog: keepsLog)
        }
        return count
    }

    /// The size `key` has now and its estimated axes, when it sizes itself, is laid out and was not measured yet.
    private func unmeasuredSize(of key: ElementKey) -> (Size, UInt8)? {
        Self.unmeasuredSize(of: key, in: solved, measured: measured, contentOffset: contentOffset)
    }

    /// `unmeasuredSize(of:)`, reading `layout` in place: a section's items ask it in a row (reading the simulation's
    /// `solved` once per key copied the whole layout each time).
    private static func unmeasuredSize(of key: ElementKey, in layout: borrowing SolvedLayout,
                                       measured: borrowing MeasuredElements, contentOffset: Point) -> (Size, UInt8)? {
        guard measured[key] == nil else { return nil }
        let axes = layout.estimatedAxes(of: key)
        guard axes != 0, let current = layout.size(of: key, contentOffset: contentOffset) else { return nil }
        return (current, axes)
    }

    /// `unmeasuredSize(of:)` of each of `keys`, for those it gives, the layout borrowed once for them all.
    private static func unmeasured(_ keys: [ElementKey], in layout: borrowing SolvedLayout, measured: borrowing MeasuredElements,
                                   contentOffset: Point) -> [(key: ElementKey, current: Size, axes: UInt8)] {
        keys.compactMap { key in
            unmeasuredSize(of: key, in: layout, measured: measured, contentOffset: contentOffset).map { (key, $0.0, $0.1) }
        }
    }

    /// Measures `keys` one at a time, each applied before the next is measured; the number measured.
    private func measureInTurn(_ keys: [ElementKey], keepsLog: Bool) throws -> Int {
        var count = 0
        for key in keys {
            guard let (current, axes) = unmeasuredSize(of: key) else { continue }
            let measurement = try measureAndRemember(key, current: current, axes: axes, keepsLog: keepsLog)
            try solved.applyPreferredSize(measurement.measured, to: key)
            count += 1
        }
        return count
    }

    /// Measures the items `keys` of a section whose items size on their own (`measuresItemsAtOnce`) in the layout
    /// as it is, then applies their sizes together (the section laid out once); applied one at a time instead when
    /// the section refuses them together, so a refused size fails as it always has.
    private func measureAtOnce(_ keys: [ElementKey], inSection section: Int, keepsLog: Bool) throws -> Int {
        let pending = Self.unmeasured(keys, in: solved, measured: measured, contentOffset: contentOffset)
        guard !pending.isEmpty else { return 0 }
        var batch: [Measurement] = []
        batch.reserveCapacity(pending.count)
        // Asked together: the measurer may overlap its work across them (each size is remembered as it comes).
        try measure(pending) { index, size in
            batch.append(remember(size, of: pending[index].key, current: pending[index].current, keepsLog: keepsLog))
        }
        if !solved.applyPreferredSizes(batch.map { ($0.key.indexPath.item, $0.measured) }, inSection: section) {
            for measurement in batch { try solved.applyPreferredSize(measurement.measured, to: measurement.key) }
        }
        return batch.count
    }
}
