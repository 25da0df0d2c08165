// A section's group tree prepared for solving: ids for caching, custom frames fetched once.

/// An item or group of a section, prepared for solving.
enum LayoutNode {
    case item(LayoutItem)
    case group(GroupNode)

    var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.group.layoutSize
        }
    }

    var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.group.edgeSpacing
        }
    }
}

/// A group prepared for solving: its children prepared, its custom frames fetched.
struct GroupNode {
    /// Unique within the section; keys the solver's caches.
    let id: Int
    let group: LayoutGroup
    let children: [LayoutNode]
    /// The item provider's answer, asked once per section (custom groups only).
    let customItems: [CustomGroupItem]

    /// Whether any item in the group (or its nested groups) has an estimated side.
    var hasEstimatedItems: Bool {
        children.contains {
            switch $0 {
            case .item(let item): return item.layoutSize.estimatedAxes != 0
            case .group(let group): return group.hasEstimatedItems
            }
        }
    }

    /// Whether solving one of its groups can read the measured size of the item after its own: a fill group not
    /// estimated along its axis with an item child estimated along it sizes its next candidate with the size
    /// measured there (R7). Without one, every group takes its capacity (the last one what is left) and reads only
    /// its own items' sizes.
    var plansWithItemsAfterItsOwn: Bool {
        if let axis, fillsWithItemEstimated(along: axis) { return true }
        return children.contains { child in
            if case .group(let nested) = child { return nested.plansWithItemsAfterItsOwn }
            return false
        }
    }

    /// Whether solving one of its groups can read the measured size of an item further on than the one after its
    /// own: a nested group that fills its length with items estimated along it (`plansWithItemsAfterItsOwn`) is
    /// planned with as many of the items after its first as measured sizes let fit (R7, R13), though it holds at
    /// most its capacity, so its plan can reach items any number of groups on; and the run around it is planned
    /// with its capacity where it may hold fewer, so an item child after it is sized with an item further on. The
    /// same holds for a group that fills its length with an item child estimated along it beside a nested group: the
    /// nested group's items depend on the room the measured items leave, so how far the repeated subitems reach, and
    /// which item the next item child is sized with, can move by more than one item (`tessera fuzz` found one).
    var plansBeyondTheNextItem: Bool {
        let fillsWithEstimatedItem = axis.map { fillsWithItemEstimated(along: $0) } ?? false
        return children.contains { child in
            if case .group(let nested) = child { return fillsWithEstimatedItem || nested.plansWithItemsAfterItsOwn }
            return false
        }
    }

    /// Whether the group fills its length along `axis` (not estimated there) with an item child estimated along it.
    private func fillsWithItemEstimated(along axis: Axis) -> Bool {
        guard group.repetition == .fill, !group.layoutSize[axis].isEstimated else { return false }
        return children.contains { child in
            if case .item(let item) = child { return item.layoutSize[axis].isEstimated }
            return false
        }
    }

    /// The group's content insets as they apply: none along an estimated side.
    var insets: DirectionalEdgeInsets { group.layoutSize.effectiveInsets(group.contentInsets) }

    /// The axis a horizontal or vertical group runs along.
    var axis: Axis? { group.arrangement.axis }

    /// Prepares `group` and its subitems, asking custom item providers once with `environment`.
    static func prepare(_ group: LayoutGroup, environment: LayoutEnvironment, path: String,
                        nextID: inout Int) throws -> GroupNode {
        let id = nextID
        nextID += 1
        var children: [LayoutNode] = []
        children.reserveCapacity(group.subitems.count)
        for (index, subitem) in group.subitems.enumerated() {
            switch subitem {
            case .item(let item):
                children.append(.item(item))
            case .group(let nested):
                let child = try prepare(nested, environment: environment,
                                        path: "\(path) › subitem \(index) (group)", nextID: &nextID)
                children.append(.group(child))
            }
        }
        var custom: [CustomGroupItem] = []
        if case .custom(let provider) = group.arrangement {
            custom = try provider(environment)
            for (index, item) in custom.enumerated() where !item.frame.isFinite {
                throw LayoutError(element: "\(path) › custom item \(index)",
                                  reason: "Invalid frame \(item.frame): every value must be finite")
            }
        }
        return GroupNode(id: id, group: group, children: children, customItems: custom)
    }
}

extension Rect {
    /// Whether all four values are finite.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
