// The widest group across the sections that scroll with the layout, kept as sections change one at a time.

/// Each section's widest group across the scroll axis (0 for a section that scrolls orthogonally, which does not
/// widen the content), and the widest of all: what the content size's cross side follows.
///
/// - Complexity: O(1) to change one section, unless that section held the widest group and narrows (then O(s) for
///   s sections); O(s) to make.
struct WidestGroups {
    private var widths: [Double]
    /// The widest group of all sections (0 for none).
    private(set) var maximum: Double

    init(_ sections: [SolvedSection]) {
        widths = sections.map { $0.orthogonal == nil ? $0.widestGroup : 0 }
        maximum = widths.max() ?? 0
    }

    /// Takes section `index`'s widest group as it is now.
    mutating func update(_ section: SolvedSection, at index: Int) {
        let old = widths[index]
        let new = section.orthogonal == nil ? section.widestGroup : 0
        guard new != old else { return }
        widths[index] = new
        if new >= maximum {
            maximum = new
        } else if old == maximum {
            maximum = widths.max() ?? 0
        }
    }
}
