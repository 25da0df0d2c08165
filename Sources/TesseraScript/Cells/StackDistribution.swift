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

/// The lengths of a stack's arranged subviews along its axis and the gap between neighbours.
///
/// UIKit solves these with Auto Layout priorities (hugging 250, compression resistance 750 for labels,
/// none for content-less views). Tessera applies them as fixed rules:
/// - `fillEqually`: every subview gets (inner length − spacing × (n − 1)) ÷ n (0 if that is negative).
/// - `fill` and `equalSpacing`: every subview starts at its natural length; the leftover is the inner length
///   less the lengths and the gaps.
/// - A negative leftover compresses labels and stacks, the last one first, each down to 0, until they fit
///   (UIKit compresses the lowest compression resistance first; among equals Tessera picks the last). What
///   cannot be taken (everything else is fixed) overflows past the stack's end edge.
/// - A positive leftover widens the gaps equally for `equalSpacing` (with two or more subviews; `spacing` is
///   the minimum gap). For `fill` (and `equalSpacing` with one subview) it goes to the spacers, shared
///   equally; without spacers to the flexible views (boxes and aspect images without a length on this axis),
///   shared equally; without those to the last label or stack; without those to the last subview.
struct StackDistribution {
    var lengths: [Double]
    var gap: Double

    /// Shares `available` (the inner length less the minimum gaps, `spacing` × (n − 1)) among `slots`.
    init(slots: [StackSlot], available: Double, spacing: Double, distribution: CellStack.Distribution) {
        gap = spacing
        guard !slots.isEmpty else { lengths = []; return }
        if distribution == .fillEqually {
            lengths = Array(repeating: max(0, available) / Double(slots.count), count: slots.count)
            return
        }
        lengths = slots.map(\.natural)
        let leftover = available - lengths.reduce(0, +)
        if leftover < 0 {
            compress(slots, by: -leftover)
        } else if leftover > 0 {
            if distribution == .equalSpacing && slots.count >= 2 {
                gap += leftover / Double(slots.count - 1)
            } else {
                stretch(slots, by: leftover)
            }
        }
    }

    /// The stack's natural inner length along its axis: the natural lengths and the gaps, every subview as
    /// long as the longest for `fillEqually`. Zero subviews: 0.
    static func naturalLength(of naturals: [Double], spacing: Double,
                              distribution: CellStack.Distribution) -> Double {
        guard !naturals.isEmpty else { return 0 }
        let gaps = spacing * Double(naturals.count - 1)
        if distribution == .fillEqually { return (naturals.max() ?? 0) * Double(naturals.count) + gaps }
        return naturals.reduce(0, +) + gaps
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
