// Warnings about cells UIKit lets pass in silence: a self-sizing cell its constraints do not size, unused constraints.

import CLua
import TesseraLayout
import TesseraText
import TesseraViews

extension ScriptMeasurer {
    /// Warns, once per cell function, when a view tree's constraints do not reach across the axis it is estimated
    /// along (the most common self-sizing mistake; UIKit says nothing): the cell then stays at its estimate whatever
    /// its content, and content longer than the estimate overlaps the next cell. `fitted` is what
    /// `systemLayoutSizeFitting` gave; the first time the tree of a function (or registration, `definition`) fits at
    /// its estimate it is fitted again from another estimate, and when that one stays too, its content does not size
    /// its cells.
    func checkChain(of tree: ViewHierarchy, fitted: Size, request: MeasureRequest, definition: String,
                    context: ViewLayoutContext) throws {
        guard request.widthIsEstimated != request.heightIsEstimated, tree.views.count > 1 else { return }
        let vertical = request.heightIsEstimated
        let scale = context.scale
        let estimate = vertical ? request.proposedSize.height : request.proposedSize.width
        // The sizes first: most fits differ from the estimate, and the look-ups below hash strings.
        guard abs((vertical ? fitted.height : fitted.width) - TextLayout.ceilToPixel(estimate, scale: scale)) < 1e-6 else {
            return
        }
        let key = "chain " + definition
        guard script.brokenChains[definition] != false, !script.hasWarned(key) else { return }
        if script.brokenChains[definition] == nil {
            var other = request.proposedSize
            if vertical { other.height += 100 } else { other.width += 100 }
            let again = try tree.systemLayoutSizeFitting(
                other, horizontalFittingPriority: vertical ? .required : .fittingSizeLevel,
                verticalFittingPriority: vertical ? .fittingSizeLevel : .required, context: context)
            let length = vertical ? again.size.height : again.size.width
            script.brokenChains[definition] =
                abs(length - TextLayout.ceilToPixel(estimate + 100, scale: scale)) < 1e-6
        }
        guard script.brokenChains[definition] == true else { return }
        let layout = try tree.layout(in: fitted, context: context, checksAmbiguity: false)
        var last: Int?
        var extent = 0.0
        for index in tree.views.indices where index != tree.root && !tree.views[index].isHidden {
            let end = vertical ? layout.frames[index].maxY : layout.frames[index].maxX
            if last == nil || end > extent { (last, extent) = (index, end) }
        }
        // Only content that overflows the cell (and overlaps the next one) is warned about: content as long as the
        // estimate shows nothing wrong, shorter content only leaves room.
        guard let last, extent - estimate >= 1 / scale else { return }
        let (start, finish, length) = vertical ? ("top", "bottom", "tall") : ("leading", "trailing", "wide")
        let element = request.category == .cell ? "cell" : "supplementary view \"\(request.elementKind ?? "")\""
        script.warn("\(element) of section \(request.indexPath.section) (\(definition)): its content's "
                    + "constraints do not reach from contentView.\(start) to contentView.\(finish): the chain stops at "
                    + "\(Self.name(of: tree.views[last])).\(finish) (made at \(tree.views[last].location)); the cell stays at "
                    + "its estimate \(luaText(estimate)) pt while its content is \(luaText(extent)) pt \(length)",
                    once: key)
    }

    /// A view as a warning names it: its class and its accessibility identifier, or a label's or button's text.
    static func name(of view: View) -> String {
        var shown = view.identifier
        if shown == nil {
            switch view.content {
            case .label(let label, _): shown = label.text
            default: break
            }
        }
        guard let shown, !shown.isEmpty else { return view.kind.className }
        let short = shown.count > 25 ? String(shown.prefix(25)) + "…" : shown
        return "\(view.kind.className) '\(short)'"
    }
}

extension LayoutScript {
    /// Warns once for each place a constraint was made by the cell or view function just called and never activated
    /// (it does nothing), and forgets them: `L._viewCounters.made` lists the constraints made since the counters were
    /// reset.
    func warnAboutInactiveConstraints() {
        let top = lua_gettop(state.L)
        defer { lua_settop(state.L, top) }
        guard pushViewCounters() == LUA_TTABLE, state.pushField("made", of: -1) == LUA_TTABLE
        else { return }
        let count = state.length(at: -1)
        guard count > 0 else { return }
        for index in 1...count {
            state.pushIndex(index, of: -1)
            // Most constraints were activated: their place is read only for the ones that were not.
            if state.pushField("__everActive", of: -1) == LUA_TBOOLEAN {
                state.pop(2)
                continue
            }
            state.pushField("__where", of: -2)
            let place = state.string(at: -1) ?? "?"
            state.pop(3)
            warn("\(place): a constraint made here is never activated, so it does nothing (activate it with "
                        + "L.activate{…} or constraint.isActive = true)", once: "inactive " + place)
        }
        state.pop()
        state.newTable(record: 0)
        state.setField("made", of: -2)
    }
}
