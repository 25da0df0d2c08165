// A script's cells measured together: each view tree fitted on a second thread while the next cell is made.

import TesseraConstraints
import TesseraLayout
import TesseraViews

extension ScriptMeasurer {
    /// An element measured up to its fit: its size when it needs none, else its view tree ready to be fitted.
    enum PreparedElement {
        case size(Size)
        case fit(PreparedFit)
    }

    /// Whether no request of `requests` can need a fit: each is a cell of a section without a cell function or
    /// registration (sized by its `measure` function, or not at all), so nothing would run on the worker and measuring
    /// them together would only add its bookkeeping (a feed's million rows). Each section is looked up once for the
    /// requests of it in a row.
    func needsNoFit(_ requests: [MeasureRequest]) -> Bool {
        var checked: Int?
        for request in requests {
            guard request.category == .cell else { return false }
            guard request.indexPath.section != checked else { continue }
            guard script.functions.sizing(of: request.key)?.cell == nil else { return false }
            checked = request.indexPath.section
        }
        return true
    }

    /// A cell's view tree, made and read, with what fitting it needs: a class, handed from the measuring thread to
    /// the worker and back by reference (a copy of the request, the tree and the context retained each of their
    /// tables, at every hand-over). Never changed after it is made.
    final class PreparedFit {
        let request: MeasureRequest
        /// The cell function's or registration's definition (messages name it).
        let definition: String
        let tree: ViewHierarchy
        let context: ViewLayoutContext
        /// The registration's cell, whose kept solver refits the tree; nil for a cell function's tree.
        let built: RegistrationStore.BuiltCell?
        let keepsSubviews: Bool
        /// The tree's natural metrics, worked out on the measuring thread while the last fit ran (a registration's).
        let naturals: [ViewMetrics]?

        init(request: MeasureRequest, definition: String, tree: ViewHierarchy, context: ViewLayoutContext,
             built: RegistrationStore.BuiltCell?, keepsSubviews: Bool, naturals: [ViewMetrics]?) {
            (self.request, self.definition, self.tree, self.context) = (request, definition, tree, context)
            (self.built, self.keepsSubviews, self.naturals) = (built, keepsSubviews, naturals)
        }
    }

    /// A tree's fit, and its subviews laid out at the fitted size when they are kept.
    struct CellFit {
        let fitting: ViewFitting
        /// The registration's last fit given again (the same tree to the same target).
        let repeated: Bool
        let subviews: LaidOutSubviews?
    }

    /// A fitted tree's subviews laid out for a dump, or the error doing so: a class, so that a fit carries one word
    /// for them (none, the common case, included). Kept inline, the optional result made every fit and its `Result`
    /// larger to copy and destroy: some 400 instructions a configure.
    final class LaidOutSubviews {
        let result: Result<MeasuredSubviews, any Error>

        init(_ result: Result<MeasuredSubviews, any Error>) { self.result = result }
    }

    /// Fits a prepared tree. It reads the tree, changes only a registration's cell's solver and last fit, and measures
    /// text through the thread-safe measurer: it may run on the thread cells are fitted on.
    static func fit(_ cell: PreparedFit) throws -> CellFit {
        // The request is read in place (a copy of it copies its environment).
        let horizontal: Priority = cell.request.widthIsEstimated ? .fittingSizeLevel : .required
        let vertical: Priority = cell.request.heightIsEstimated ? .fittingSizeLevel : .required
        let (fitting, repeated) = if let built = cell.built {
            try refit(built, cell.tree, cell.request.proposedSize, horizontal, vertical, context: cell.context,
                      naturals: cell.naturals)
        } else {
            (try cell.tree.systemLayoutSizeFitting(cell.request.proposedSize, horizontalFittingPriority: horizontal,
                                                   verticalFittingPriority: vertical, context: cell.context), false)
        }
        let subviews = !cell.keepsSubviews ? nil : LaidOutSubviews(Result {
            // A registration's fit is often the layout already (its size not rounded, every frame determined); else
            // its layout solver is refitted.
            let known = try cell.built.map { built in
                try built.refitting.layoutOfLastFit(cell.tree, in: fitting.size, scale: cell.context.scale)
                    ?? built.layoutRefitting.layout(cell.tree, in: fitting.size, context: cell.context, checksAmbiguity: true)
            }
            return try laidOut(cell.tree, size: fitting.size, context: cell.context, environment: cell.request.environment,
                               known: known)
        })
        return CellFit(fitting: fitting, repeated: repeated, subviews: subviews)
    }

    /// What follows a tree's fit, on the measuring thread: its conflicts reported (thrown with
    /// `strictConstraints`), its constraints' chain checked, its subviews kept. Errors as `prepareElement` gives them.
    func finish(_ cell: PreparedFit, _ fit: Result<CellFit, any Error>) throws -> Size {
        do {
            let fit = try fit.get()
            if fit.repeated { script.registrations.repeatedFits += 1 }
            try report(fit.fitting.conflicts, ambiguities: [], in: cell.tree, element: cell.request.key)
            try checkChain(of: cell.tree, fitted: fit.fitting.size, request: cell.request, definition: cell.definition,
                           context: cell.context)
            if let subviews = fit.subviews {
                script.subviewStore.keep(try subviews.result.get(), for: cell.request.key)
            }
            return fit.fitting.size
        } catch {
            throw Self.located(error, cell.request, definition: cell.definition)
        }
    }

    /// The cells of `requests` made on this thread (the script's state is not shared) one after another, each view
    /// tree fitted on `worker` while the next cell is made; what follows each fit (conflicts, checks, subviews kept)
    /// runs here in item order. The script's warnings and printed text while a cell before is not finished are held
    /// and given after it: the sizes, the output and its order, and the first error are those of measuring in turn.
    /// Without `overlapsFits`, or when no request can need a fit, in turn.
    public func measure(_ requests: [MeasureRequest], each: (Int, Size) throws -> Void) throws {
        guard overlapsFits, requests.count > 1, !needsNoFit(requests) else {
            return try measureInTurn(requests, each: each)
        }
        fitsOnWorker = true
        defer { fitsOnWorker = false }
        // Only the items made and not finished are here (an array of every item's slot cost a section of 10,000 cells
        // some 30 ms of zero-filled pages).
        var known: [Int: Size] = [:]
        var fitting: [Int: PreparedFit] = [:]
        var held: [Int: [LayoutScript.HeldOutput]] = [:]
        defer { _ = script.takeHeldOutput() }
        // Fits change registrations' solvers: `overlap` returns with none running.
        try worker.overlap(count: requests.count, prepare: { index, isAhead in
            // An element before this one is not finished: this one's output comes after that one's.
            if isAhead { script.holdOutput() }
            defer { if isAhead { held[index] = script.takeHeldOutput() } }
            switch try identified({ try prepareElement(requests[index]) }) {
            case .size(let size):
                known[index] = size
                return nil
            case .fit(let cell):
                fitting[index] = cell
                return cell
            }
        }, work: { cell in try Self.fit(cell) }, finish: { index, outcome in
            let cell = fitting.removeValue(forKey: index)
            let size = if let outcome, let cell { try identified { try finish(cell, outcome) } } else { known.removeValue(forKey: index)! }
            try each(index, size)
            if let output = held.removeValue(forKey: index + 1) { script.give(output) }
        })
    }
}
