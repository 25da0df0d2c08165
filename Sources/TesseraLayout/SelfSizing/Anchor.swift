// What a layout pass keeps in place on screen, by the simulation's anchoring policy.

/// What the anchoring policy keeps in place during a pass.
struct Anchor {
    private let policy: AnchoringPolicy
    private var element: ElementKey?
    /// The anchored element's position on screen, or the distance from the viewport's end to the content's.
    private var position = 0.0

    init(simulation: CollectionViewSimulation, onScreen: [LayoutAttributes]) {
        policy = simulation.policy
        let axis = simulation.axis
        let offset = simulation.contentOffset[axis]
        switch policy {
        case .firstVisibleItem:
            let top = offset + simulation.geometry.adjustedContentInset.start(axis)
            let first = onScreen.filter { $0.category == .cell && $0.frame.max(axis) > top }
                .min { $0.frame.min(axis) < $1.frame.min(axis) }
            element = first?.key
            position = (first?.frame.min(axis) ?? 0) - offset
        case .bottom:
            position = simulation.solved.contentSize[axis] - (offset + simulation.geometry.size[axis])
        case .uikit, .none:
            break
        }
    }

    /// Moves the content offset so that what the policy anchors is where it was.
    func restore(in simulation: CollectionViewSimulation) {
        let axis = simulation.axis
        switch policy {
        case .firstVisibleItem:
            guard let element, let frame = simulation.solved.attributes(of: element, contentOffset: simulation.contentOffset)?.frame
            else { return }
            simulation.contentOffset[axis] = frame.min(axis) - position
        case .bottom:
            simulation.contentOffset[axis] = simulation.solved.contentSize[axis] - simulation.geometry.size[axis] - position
        case .uikit, .none:
            break
        }
    }
}
