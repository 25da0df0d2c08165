// How a cell stack shares its length along its axis: natural lengths, stretching spacers, compressing labels.

/// How an arranged subview takes part in sharing its stack's length along the stack's axis.
struct StackSlot {
    /// What kind of length a subview has along the axis, which decides who stretches and who shrinks.
    enum Role {
        /// A spacer: stretches first, never below its `minLength`.
        case spacer
        /// A view with no length of its own on this axis (a box or aspect image without one): stretches
        /// when there is no spacer.
        case flexible
        /// A label or a stack: sized by its content; compressed when the stack is too short.
        case content
        /// A fixed length (a box's side, a fixed image, an aspect image's height in a vertical stack).
        case rigid
    }

    /// The length the subview wants.
    var natural: Double
    var role: Role
}

/// The lengths of a stack's arranged subviews along its axis and the gaps between neighbours.
///
/// UIKit solves these with Auto Layout priorities (hugging 250, compression resistance 750 for labels,
/// none for content-less views). Tessera applies them as fixed rules:
/// - `fillEqually`: every subview gets (inner length − spacing × (n − 1)) ÷ n (0 if that is negative).
/// - `fillProportionally`: fixed lengths (boxes, fixed images) and spacers stay; the other subviews share what is left,
///   each in proportion to its natural length. Without natural lengths to share by, as `fill`.
/// - `fill`, `equalSpacing` and `equalCentering`: every subview starts at its natural length; the leftover is
///   the inner length less the lengths and the gaps.
/// - A negative leftover compresses labels and stacks, the last one first, each down to 0, until they fit
///   (UIKit compresses the lowest compression resistance first; among equals Tessera picks the last). What
///   cannot be taken (everything else is fixed) overflows past the stack's end edge.
/// - A positive leftover, with two or more subviews, widens the gaps: equally for `equalSpacing` (`spacing` is
///   the minimum gap); for `equalCentering` so that the centres are equally far apart, from the first
///   subview at the start edge to the last at the end edge — where that would bring a gap below `spacing`,
///   the gap stays at `spacing` and the others give up the difference in proportion to their excess. For `fill`
///   (and one subview) it goes to the spacers, shared equally; without spacers to the flexible views (boxes
///   and aspect images without a length on this axis), shared equally; without those to the last label or
///   stack; without those to the last subview.
struct StackDistribution {
    var lengths: [Double]
    /// The gap after each subview but the last.
    var gaps: [Double]

    /// Shares `available` (the inner length less the minimum gaps, `spacing` × (n − 1)) among `slots`.
    init(slots: [StackSlot], available: Double, spacing: Double, distribution: CellStack.Distribution) {
        gaps = Array(repeating: spacing, count: max(0, slots.count - 1))
        lengths = slots.map(\.natural)
        guard !slots.isEmpty else { return }
        if distribution == .fillEqually {
            lengths = Array(repeating: max(0, available) / Double(slots.count), count: slots.count)
            return
        }
        if distribution == .fillProportionally, scaleProportionally(slots, to: available) { return }
        let leftover = available - lengths.reduce(0, +)
        if leftover < 0 {
            compress(slots, by: -leftover)
        } else if leftover > 0 {
            switch distribution {
            case .equalSpacing where slots.count >= 2:
                gaps = gaps.map { $0 + leftover / Double(slots.count - 1) }
            case .equalCentering where slots.count >= 2:
                centre(spacing: spacing, leftover: leftover)
            default:
                stretch(slots, by: leftover)
            }
        }
    }

    /// The stack's natural inner length along its axis: the natural lengths and the gaps, every subview as
    /// long as the longest for `fillEqually`, centres as far apart as the widest neighbours need for
    /// `equalCentering`. Zero subviews: 0.
    static func naturalLength(of naturals: [Double], spacing: Double,
                              distribution: CellStack.Distribution) -> Double {
        guard let first = naturals.first, let last = naturals.last else { return 0 }
        let gaps = spacing * Double(naturals.count - 1)
        switch distribution {
        case .fillEqually:
            return (naturals.max() ?? 0) * Double(naturals.count) + gaps
        case .equalCentering where naturals.count >= 2:
            let pitch = zip(naturals, naturals.dropFirst()).map { spacing + ($0 + $1) / 2 }.max() ?? 0
            return first / 2 + pitch * Double(naturals.count - 1) + last / 2
        default:
            return naturals.reduce(0, +) + gaps
        }
    }

    /// Scales the lengths of all but the fixed subviews by one factor so that everything fills `available`;
    /// false (nothing changed) when those subviews have no natural length to scale.
    private mutating func scaleProportionally(_ slots: [StackSlot], to available: Double) -> Bool {
        // Fixed lengths and spacers (never below their minimum) keep their natural lengths.
        let keeps = { (slot: StackSlot) in slot.role == .rigid || slot.role == .spacer }
        let scalable = slots.indices.filter { !keeps(slots[$0]) }
        let total = scalable.map { slots[$0].natural }.reduce(0, +)
        guard total > 0 else { return false }
        let fixed = slots.filter(keeps).map(\.natural).reduce(0, +)
        let factor = max(0, available - fixed) / total
        for index in scalable { lengths[index] = slots[index].natural * factor }
        return true
    }

    /// Widens the gaps so the centres are equally far apart (`equalCentering`), none below `spacing`.
    private mutating func centre(spacing: Double, leftover: Double) {
        let inner = lengths.reduce(0, +) + spacing * Double(gaps.count) + leftover
        let pitch = (inner - lengths[0] / 2 - lengths[lengths.count - 1] / 2) / Double(gaps.count)
        let wanted = gaps.indices.map { pitch - (lengths[$0] + lengths[$0 + 1]) / 2 }
        let shortfall = wanted.map { max(0, spacing - $0) }.reduce(0, +)
        let excess = wanted.map { max(0, $0 - spacing) }
        let total = excess.reduce(0, +)
        // The gaps add up to the leftover plus the minimum gaps, so the excess always covers the shortfall.
        gaps = excess.map { spacing + (total > 0 ? $0 * (1 - shortfall / total) : 0) }
    }

    /// Takes `excess` from labels and stacks, the last first, each down to 0.
    private mutating func compress(_ slots: [StackSlot], by excess: Double) {
        var excess = excess
        for index in slots.indices.reversed() where slots[index].role == .content && excess > 0 {
            let taken = min(excess, lengths[index])
            lengths[index] -= taken
            excess -= taken
        }
    }

    /// Gives `extra` to the spacers, else the flexible views, else the last label or stack, else the last view.
    private mutating func stretch(_ slots: [StackSlot], by extra: Double) {
        for role in [StackSlot.Role.spacer, .flexible] {
            let receivers = slots.indices.filter { slots[$0].role == role }
            if receivers.isEmpty { continue }
            for index in receivers { lengths[index] += extra / Double(receivers.count) }
            return
        }
        let last = slots.lastIndex { $0.role == .content } ?? slots.count - 1
        lengths[last] += extra
    }
}
