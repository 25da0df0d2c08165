// The simulated collection view's layout passes: measure what is in view, apply, anchor, trace.

extension CollectionViewSimulation {
    /// Runs passes until one measures nothing new, or `maximumPasses` did (not converged: the
    /// elements of the last pass are reported as unsettled).
    @discardableResult
    public func layoutIfNeeded() throws -> LayoutRun {
        var passes: [PassTrace] = []
        var converged = false
        for number in 1...max(1, maximumPasses) {
            guard let pass = try runPass(number: number) else {
                converged = true
                break
            }
            passes.append(pass)
        }
        if !converged { converged = try candidates().isEmpty }
        let run = LayoutRun(passes: passes, converged: converged,
                            unsettled: converged ? [] : passes.last.map { $0.measurements.map(\.key) } ?? [])
        runs.append(run)
        return run
    }

    /// The rectangle elements are measured in: the bounds, grown by the prefetch distance along the scroll axis.
    var measuringRect: Rect {
        var rect = bounds
        rect.origin[axis] -= prefetchDistance
        rect.size[axis] += 2 * prefetchDistance
        return rect
    }

    /// The elements in the measuring rectangle that size themselves and have not been measured,
    /// top to bottom (leading to trailing).
    func candidates() throws -> [LayoutAttributes] {
        solved.layoutAttributesForElements(in: measuringRect, contentOffset: contentOffset)
            .filter { isAtEstimate($0.key) }
            .sorted { ($0.frame.min(axis), $0.frame.min(axis.cross)) < ($1.frame.min(axis), $1.frame.min(axis.cross)) }
    }

    /// One pass; nil when nothing needed measuring.
    private func runPass(number: Int) throws -> PassTrace? {
        let queue = try candidates()
        guard !queue.isEmpty else { return nil }
        let contentSizeBefore = solved.contentSize
        let offsetBefore = contentOffset
        let indicatorBefore = indicator()
        let onScreen = solved.layoutAttributesForElements(in: bounds, contentOffset: contentOffset)
            .filter { $0.category != .decorationView }
        // What was drawn: elements not at their estimate (a cell is measured before it first appears); during the
        // first run nothing was: the collection view had not been on screen yet.
        let drawn = runs.isEmpty ? [] : Set(onScreen.lazy.map(\.key).filter { !self.isAtEstimate($0) })
        let anchor = Anchor(simulation: self, onScreen: onScreen)
        var measurements: [Measurement] = []
        for candidate in queue {
            // Earlier sizes in this pass may have moved it out of view: it waits for a later pass.
            guard let current = solved.attributes(of: candidate.key, contentOffset: contentOffset),
                  current.frame.intersects(measuringRect) else { continue }
            let axes = solved.estimatedAxes(of: candidate.key)
            let measurement = try measureAndRemember(candidate.key, current: current.frame.size, axes: axes)
            measurements.append(measurement)
            let size = measurement.measured
            let widthChanges = axes & 1 != 0 && abs(size.width - current.frame.width) > 1e-9
            let heightChanges = axes & 2 != 0 && abs(size.height - current.frame.height) > 1e-9
            if widthChanges || heightChanges {
                try solved.applyPreferredSize(size, to: candidate.key)
                anchor.restore(in: self)
            }
        }
        if estimateModel == .runningAverage {
            solved = try solveFresh()
            anchor.restore(in: self)
        }
        keepOffsetInRange()
        self.measurements += measurements
        let movement = movement(of: onScreen, drawn: drawn, offsetBefore: offsetBefore)
        return PassTrace(number: number, measurements: measurements, contentSizeBefore: contentSizeBefore,
                         contentSizeAfter: solved.contentSize, contentOffsetBefore: offsetBefore,
                         contentOffsetAfter: contentOffset, visibleJump: movement.visible.move,
                         visibleJumpElement: movement.visible.element, reflow: movement.reflow.move,
                         reflowElement: movement.reflow.element, indicatorBefore: indicatorBefore, indicatorAfter: indicator())
    }

    /// Measures `key` and remembers its size (until invalidated, and in the `cached` model's cache).
    func measureAndRemember(_ key: ElementKey, current: Size, axes: UInt8) throws -> Measurement {
        let size = try measure(key, current: current, axes: axes)
        measured[key] = size
        cache[key] = size
        return Measurement(key: key, estimate: current, measured: size, axis: axis)
    }

    /// `measureAndRemember`, and the measurement logged (`measurements`), or neither logged nor kept for the
    /// `cached` model without `keepsLog`.
    func measureAndRemember(_ key: ElementKey, current: Size, axes: UInt8, keepsLog: Bool) throws -> Measurement {
        remember(try measure(key, current: current, axes: axes), of: key, current: current, keepsLog: keepsLog)
    }

    /// Remembers a size measured for `key` as `measureAndRemember(_:current:axes:keepsLog:)` does.
    func remember(_ size: Size, of key: ElementKey, current: Size, keepsLog: Bool) -> Measurement {
        measured[key] = size
        let measurement = Measurement(key: key, estimate: current, measured: size, axis: axis)
        if keepsLog {
            cache[key] = size
            measurements.append(measurement)
        }
        return measurement
    }

    /// Asks the measurer, and checks its answer.
    func measure(_ key: ElementKey, current: Size, axes: UInt8) throws -> Size {
        let size: Size
        do {
            size = try measurer.measure(request(for: key, current: current, axes: axes))
        } catch let error as MeasurementError {
            throw error
        } catch {
            throw MeasurementError(key: key, message: "\(error)")
        }
        return try checked(size, of: key)
    }

    /// Asks the measurer for every element of `pending` at once (`ElementMeasuring.measure(_:each:)`, which may
    /// overlap its work across them), each size checked as `measure(_:current:axes:)` checks it and handed to `each`
    /// in order; an error is the one measuring them one by one would give.
    func measure(_ pending: [(key: ElementKey, current: Size, axes: UInt8)], each: (Int, Size) -> Void) throws {
        let requests = pending.map { request(for: $0.key, current: $0.current, axes: $0.axes) }
        var handed = 0
        do {
            try measurer.measure(requests) { index, size in
                each(index, try checked(size, of: pending[index].key))
                handed = index + 1
            }
        } catch let error as MeasurementError {
            throw error
        } catch {
            throw MeasurementError(key: pending[min(handed, pending.count - 1)].key, message: "\(error)")
        }
    }

    /// What the measurer is asked about `key`, estimated along `axes` (bit 0 width, bit 1 height).
    private func request(for key: ElementKey, current: Size, axes: UInt8) -> MeasureRequest {
        MeasureRequest(category: key.category, elementKind: key.elementKind, indexPath: key.indexPath,
                       proposedSize: current, widthIsEstimated: axes & 1 != 0,
                       heightIsEstimated: axes & 2 != 0, environment: solved.environment)
    }

    /// `size` when it is a size an element may take, else the error naming `key`.
    private func checked(_ size: Size, of key: ElementKey) throws -> Size {
        guard LayoutLimits.isMeasurable(size) else {
            throw MeasurementError(key: key, message: "the measured size \(formatted(size.width)) × \(formatted(size.height)) "
                                     + "is not a size from 0 to \(LayoutLimits.lengthText) points")
        }
        return size
    }

    /// The on-screen moves of the elements on screen when the pass began, split: the largest visible jump (drawn
    /// before, on screen after) and the largest reflow (the rest), and whose.
    private func movement(of elements: [LayoutAttributes], drawn: Set<ElementKey>, offsetBefore: Point)
        -> (visible: (move: Double, element: ElementKey?), reflow: (move: Double, element: ElementKey?)) {
        var visible: (move: Double, element: ElementKey?) = (0, nil)
        var reflow: (move: Double, element: ElementKey?) = (0, nil)
        let bounds = self.bounds
        for before in elements {
            guard let after = solved.attributes(of: before.key, contentOffset: contentOffset) else { continue }
            let move = (after.frame.min(axis) - contentOffset[axis]) - (before.frame.min(axis) - offsetBefore[axis])
            let seen = drawn.contains(before.key) && after.frame.intersects(bounds)
            if seen, abs(move) > abs(visible.move) + 1e-9 { visible = (move, before.key) }
            if !seen, abs(move) > abs(reflow.move) + 1e-9 { reflow = (move, before.key) }
        }
        return (visible, reflow)
    }

    /// The scroll indicator: as long as the viewport is to the content, placed as the offset is in its range.
    public func indicator() -> ScrollIndicator {
        let viewport = geometry.size[axis]
        let content = max(solved.contentSize[axis], viewport)
        let length = viewport * viewport / content
        let range = offsetRange
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((contentOffset[axis] - range.lowerBound) / span, 0), 1) : 0
        return ScrollIndicator(position: progress * (viewport - length), length: length)
    }
}
