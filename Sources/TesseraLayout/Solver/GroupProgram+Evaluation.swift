// Laying out one full group with a compiled template: sizes bottom-up, positions top-down, into reused buffers.

/// The buffers one evaluation writes, allocated once per section and reused for every group (a class: it owns
/// the memory, which evaluations write through pointers without copy-on-write checks).
final class GroupProgramBuffers {
    let childSizes: UnsafeMutableBufferPointer<Size>
    let nodeSizes: UnsafeMutableBufferPointer<Size>
    /// Per node, its tallest child across its axis (with edge minimums).
    let tallest: UnsafeMutableBufferPointer<Double>
    /// Per child, its position along its parent's axis (the template's unless worked out again).
    let positions: UnsafeMutableBufferPointer<Double>
    /// Per node, its origin in its parent's slot.
    let origins: UnsafeMutableBufferPointer<Point>
    /// The group's item frames, relative to its origin, in item order.
    let frames: UnsafeMutableBufferPointer<Rect>
    /// The items' estimated sides, in item order (the program's, copied once).
    let leafAxes: UnsafeMutableBufferPointer<UInt8>

    init(for program: GroupProgram) {
        func buffer<T>(_ count: Int, _ value: T) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, count))
            buffer.initialize(repeating: value)
            return buffer
        }
        childSizes = buffer(program.children.count, .zero)
        positions = buffer(program.children.count, 0)
        for (index, child) in program.children.enumerated() { positions[index] = child.templatePosition }
        nodeSizes = buffer(program.nodes.count, .zero)
        tallest = buffer(program.nodes.count, 0)
        origins = buffer(program.nodes.count, .zero)
        frames = buffer(program.leafCount, .zero)
        leafAxes = buffer(program.leafCount, 0)
        for (index, axes) in program.leafAxes.enumerated() { leafAxes[index] = axes }
    }

    deinit {
        childSizes.deallocate()
        positions.deallocate()
        nodeSizes.deallocate()
        tallest.deallocate()
        origins.deallocate()
        frames.deallocate()
        leafAxes.deallocate()
    }
}

extension GroupProgram {
    /// Lays out a full group whose first item is `first`, with the section's measured sizes (`estimate` for
    /// items without one), into `buffers.frames`; returns the group's size.
    ///
    /// The same rules as `GroupSolver.solveLinear`: a size along an estimated side is the measured one; a node
    /// estimated along its axis is as long as its children and spacing (no leftover shared), one estimated across
    /// it as its tallest child; children sit along the axis at the template's positions unless their lengths vary,
    /// and across it at the start unless an edge is flexible; positions are rounded to a pixel.
    ///
    /// - Complexity: O(children), no allocation.
    func evaluate(first: Int, measured: MeasuredSizes, estimate: Size?, into buffers: GroupProgramBuffers) -> Size {
        for index in nodes.indices.reversed() {
            measure(node: index, first: first, measured: measured, estimate: estimate, into: buffers)
        }
        // Frames are placed in their own node, then moved by each enclosing node's origin, innermost first, as the
        // general solver appends a nested group's frames to its parent's.
        for index in nodes.indices { place(node: index, into: buffers) }
        for index in nodes.indices.dropFirst().reversed() {
            let origin = buffers.origins[index]
            for leaf in nodes[index].leaves { buffers.frames[leaf] = buffers.frames[leaf].offsetBy(origin) }
        }
        return buffers.nodeSizes[0]
    }

    /// Works out the sizes of `node`'s children and its own (its nested nodes are done already).
    private func measure(node index: Int, first: Int, measured: MeasuredSizes, estimate: Size?,
                         into buffers: GroupProgramBuffers) {
        let node = nodes[index]
        let axis = node.axis, cross = axis.cross
        var tallest = 0.0
        for c in node.children {
            let child = children[c]
            var size: Size
            if child.node >= 0 {
                size = buffers.nodeSizes[child.node]
            } else {
                size = child.templateSize
                if child.estimatedAxes != 0, let value = measured[first + child.leaf] ?? estimate {
                    if child.estimatedAxes & 1 != 0 { size.width = value.width }
                    if child.estimatedAxes & 2 != 0 { size.height = value.height }
                    if child.lengthFixed { size[axis] = child.templateSize[axis] }
                }
            }
            buffers.childSizes[c] = size
            tallest = max(tallest, size[cross] + child.crossStart.minimum + child.crossEnd.minimum)
        }
        buffers.tallest[index] = tallest
        var size = node.slot
        if node.mainVaries || node.estimatedMain {
            let end = placeAlongMain(node, into: buffers)
            if node.estimatedMain { size[axis] = end + node.insets.end(axis) }
        }
        if node.estimatedCross { size[cross] = tallest + node.insets.sum(cross) }
        buffers.nodeSizes[index] = size
    }

    /// Positions of `node`'s children along its axis (as `GroupSolver.placeAlongMain` for a full run); returns
    /// where the last child ends.
    private func placeAlongMain(_ node: Node, into buffers: GroupProgramBuffers) -> Double {
        let axis = node.axis
        let spacing = node.spacing
        let count = node.children.count
        var used = Double(count - 1) * spacing.minimum
        var springs = spacing.isFlexible ? count - 1 : 0
        for c in node.children {
            let child = children[c]
            used += buffers.childSizes[c][axis] + child.mainStart.minimum + child.mainEnd.minimum
            springs += (child.mainStart.isFlexible ? 1 : 0) + (child.mainEnd.isFlexible ? 1 : 0)
        }
        let share = !node.estimatedMain && springs > 0 ? (node.inner[axis] - used) / Double(springs) : 0
        var cursor = node.insets.start(axis)
        for c in node.children {
            let child = children[c]
            cursor += child.mainStart.minimum + (child.mainStart.isFlexible ? share : 0)
            buffers.positions[c] = grid.round(cursor)
            cursor += buffers.childSizes[c][axis] + child.mainEnd.minimum + (child.mainEnd.isFlexible ? share : 0)
            if c < node.children.upperBound - 1 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
        }
        return cursor
    }

    /// Places `node`'s children in it: its items' frames (their insets applied) and its nested nodes' origins.
    private func place(node index: Int, into buffers: GroupProgramBuffers) {
        let node = nodes[index]
        let axis = node.axis, cross = axis.cross
        let box = node.estimatedCross ? buffers.tallest[index] : node.inner[cross]
        for c in node.children {
            let child = children[c]
            let size = buffers.childSizes[c]
            let across = placeAcross(child, size: size[cross], box: box, start: node.insets.start(cross))
            let slot = Point(main: buffers.positions[c], cross: across, axis: axis)
            if child.node >= 0 {
                buffers.origins[child.node] = slot
            } else {
                buffers.frames[child.leaf] = Rect(origin: slot, size: size).inset(by: child.insets)
            }
        }
    }

    /// The position across: the start plus the leading edge, unless a flexible edge takes (a share of) the room.
    @inline(__always)
    private func placeAcross(_ child: Child, size: Double, box: Double, start: Double) -> Double {
        let leading = child.crossStart, trailing = child.crossEnd
        let springs = (leading.isFlexible ? 1 : 0) + (trailing.isFlexible ? 1 : 0)
        let share = springs > 0 ? (box - size - leading.minimum - trailing.minimum) / Double(springs) : 0
        return grid.round(start + leading.minimum + (leading.isFlexible ? share : 0))
    }
}
