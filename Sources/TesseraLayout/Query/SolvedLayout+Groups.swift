// The groups of a solved section, read-only: what rectangle queries filter cells by, for checks from outside.

extension SolvedLayout {
    /// The laid-out groups of `section`, in order (none for a section with no laid-out items).
    ///
    /// - Complexity: O(g log g) for g groups once measured sizes have moved groups, O(g) before.
    public func groups(ofSection index: Int) -> [LaidOutGroup] {
        let section = sections[index]
        let moved = translation(ofSection: index)
        return (0..<section.groupCount).map { group in
            LaidOutGroup(frame: section.groupFrame(group).offsetBy(moved), items: section.items(ofGroup: group))
        }
    }
}
