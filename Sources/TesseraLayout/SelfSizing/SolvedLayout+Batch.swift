// Applying a section's measured sizes at once: the section laid out again once instead of once per item.

extension SolvedLayout {
    /// Whether the items of section `index` can be measured first and applied together with the same result as one
    /// at a time: each group holds one item, no group plans with the items after its own, and the section scrolls
    /// with the layout. Then an item's size before it is measured depends on its own estimate only (its group is
    /// its own), so measuring all of them in the layout as it is gives the sizes measuring them in turn gives.
    public func measuresItemsAtOnce(inSection index: Int) -> Bool {
        guard sections.indices.contains(index), let context = sections[index].context else { return false }
        let section = sections[index]
        return section.orthogonal == nil && !context.needsWholeSection && !context.root.plansWithItemsAfterItsOwn
            && !context.root.plansBeyondTheNextItem && section.groups.count == section.itemFrames.count
    }

    /// Applies the sizes measured for items of section `index` together, laying the section out again once (the
    /// layout a fresh solve with them gives, which is the layout applying them one at a time gives: R32,
    /// `tessera fuzz`). Returns false, with the layout as it was, when a size is refused or the section's groups
    /// would no longer hold one item each (the caller applies them one at a time, as before).
    ///
    /// - Complexity: O(n) for the n items of the section, once.
    public mutating func applyPreferredSizes(_ sizes: [(item: Int, size: Size)], inSection index: Int) -> Bool {
        let laidOut = sections.indices.contains(index) ? sections[index].itemFrames.count : 0
        guard measuresItemsAtOnce(inSection: index), var context = sections[index].context,
              sizes.allSatisfy({ (0..<laidOut).contains($0.item) && LayoutLimits.isMeasurable($0.size) })
        else { return false }
        let previous = sizes.map { context.preferred[$0.item] }
        let before = sections[index].frame.size[scrollDirection]
        sections[index].context = nil
        for (item, size) in sizes {
            context.preferred[item] = size
        }
        do {
            try relaySection(index, context: context)
            if sections[index].groups.count == sections[index].itemFrames.count {
                _ = finishChange(in: index, lengthBefore: before, relaid: true)
                return true
            }
        } catch {}
        for ((item, _), old) in zip(sizes, previous) {
            context.preferred[item] = old
        }
        sections[index].context = context
        try? relaySection(index, context: context)
        return false
    }
}
