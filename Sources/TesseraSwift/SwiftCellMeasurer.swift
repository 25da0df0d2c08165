// A view controller's collection view: its layout, item counts from its data source, and its cells made,
// configured and sized through their constraints by the file's own code.

import SwiftSyntax
import TesseraLayout
import TesseraText
import TesseraViews

/// The collection view a view controller's lifecycle made (`UICollectionView(frame:collectionViewLayout:)` in its
/// view tree): where it is in the screen's tree, its layout, and its item counts from the data source.
public final class SwiftCollectionView {
    /// The collection view's index in the screen's `ViewHierarchy`.
    public let viewIndex: Int
    public let layout: CompositionalLayout
    /// Items per section, from `numberOfSections(in:)`/`collectionView(_:numberOfItemsInSection:)` of the data
    /// source the controller set, or the snapshot applied to its diffable data source.
    public let itemCounts: [Int]
    /// Sizes each cell as the data source configures it.
    public let measurer: SwiftCellMeasurer

    init(viewIndex: Int, layout: CompositionalLayout, itemCounts: [Int], measurer: SwiftCellMeasurer) {
        self.viewIndex = viewIndex
        self.layout = layout
        self.itemCounts = itemCounts
        self.measurer = measurer
    }
}

/// Measures a Swift collection view's cells: for each item, the data source's `cellForItemAt` (or cell provider)
/// runs, dequeuing a cell of the file's class (its `init(frame:)` builds its content view) and configuring it; the
/// cell is then sized with `systemLayoutSizeFitting`, its estimated sides free, as UIKit sizes a self-sizing cell.
public final class SwiftCellMeasurer: ElementMeasuring {
    let interpreter: Interpreter
    let collectionView: ViewObject
    let locate: (SourcePosition) -> String
    let fileError: (Error) -> Error
    /// Whether measuring keeps each cell's subviews for the dump.
    public var keepsSubviews = false
    private var kept: [ElementKey: (size: Size, subviews: [ElementSubview])] = [:]
    /// The conflicts Auto Layout met while cells were measured (UIKit's "Unable to simultaneously satisfy
    /// constraints"), as its log writes them, each with the cell and a signature alike in every cell of one type.
    public private(set) var conflicts: [(element: ElementKey, text: String, signature: String)] = []
    /// Each environment's reuse queue.
    private var pools: [LayoutEnvironment: CellPool] = [:]
    /// The reuse queue last measured in.
    private var lastPool: CellPool?
    /// Whether measuring several cells at once fits each on `worker` while the next is made (the sizes are the
    /// same either way; off, everything runs on the calling thread).
    public var overlapsFits = true
    /// The thread cells are fitted on when measured several at once.
    private lazy var worker = SerialWorker()

    init(interpreter: Interpreter, collectionView: ViewObject, locate: @escaping (SourcePosition) -> String,
         fileError: @escaping (Error) -> Error) {
        self.interpreter = interpreter
        self.collectionView = collectionView
        self.locate = locate
        self.fileError = fileError
    }

    public func measure(_ request: MeasureRequest) throws -> Size {
        guard request.category == .cell else { return request.proposedSize }
        return try located(request.key) { try fit(try prepare(request)) }
    }

    /// The cells of `requests` made and configured one after another on this thread, each fitted on `worker` while
    /// the next is made (the fits are the same, in the same order, as `measure(_:)` one by one gives; only the
    /// interpreter's work and the solver's overlap). Without `overlapsFits`, one by one.
    public func measure(_ requests: [MeasureRequest], each: (Int, Size) throws -> Void) throws {
        guard overlapsFits, requests.count > 1 else { return try measureInTurn(requests, each: each) }
        // Fits change `kept` and `conflicts`: `overlap` returns with none running. A fit's error is located (its file
        // and line found) on this thread, when its cell is finished.
        try worker.overlap(count: requests.count, prepare: { index, _ in
            let request = requests[index]
            guard request.category == .cell else { return nil }
            return try located(request.key) { try prepare(request) }
        }, work: { [self] cell in try fit(cell) }, finish: { index, outcome in
            let request = requests[index]
            try each(index, try outcome.map { outcome in try located(request.key) { try outcome.get() } } ?? request.proposedSize)
        })
    }

    /// A cell made and configured for a request, with what fitting it needs.
    private struct PreparedCell {
        let request: MeasureRequest
        let tree: ViewHierarchy
        let refittings: CellRefittings
        let context: ViewLayoutContext
    }

    /// Runs the data source's code for the request's cell (this thread only: the interpreter's).
    private func prepare(_ request: MeasureRequest) throws -> PreparedCell {
        let (tree, refittings) = try cell(at: request.indexPath, size: request.proposedSize,
                                          environment: request.environment)
        return PreparedCell(request: request, tree: tree, refittings: refittings,
                            context: try layoutContext(request.environment))
    }

    /// Fits a prepared cell (its conflicts noted, its subviews kept when asked). It reads and changes only the
    /// cell's refittings, `conflicts` and `kept`, and measures text through the thread-safe measurer, so it may run
    /// on `worker` while the next cell is prepared.
    private func fit(_ cell: PreparedCell) throws -> Size {
        let (request, tree, context) = (cell.request, cell.tree, cell.context)
        // The reused cell keeps its solver from one item to the next (RU5).
        let fitting = try cell.refittings.fit.systemLayoutSizeFitting(
            tree, request.proposedSize, horizontalFittingPriority: request.widthIsEstimated ? .fittingSizeLevel : .required,
            verticalFittingPriority: request.heightIsEstimated ? .fittingSizeLevel : .required, context: context)
        if !fitting.conflicts.isEmpty {
            let log = ConstraintLog(hierarchy: tree)
            conflicts += fitting.conflicts.map { (request.key, log.text(of: $0), log.signature(of: $0)) }
        }
        if keepsSubviews {
            // The fit is often the layout already (its size not rounded, every frame determined).
            let fitted = cell.refittings.fit.layoutOfLastFit(tree, in: fitting.size, scale: context.scale)
            kept[request.key] = (fitting.size, try laidOut(tree, size: fitting.size, context: context,
                                                           refitting: cell.refittings.layout, known: fitted))
        }
        return fitting.size
    }

    /// The views inside cell `key` at `size`, depth first, in the cell's coordinates: kept from its measurement at
    /// that size, else the cell made and configured again.
    public func subviews(of key: ElementKey, size: Size, environment: LayoutEnvironment) throws -> [ElementSubview] {
        guard key.category == .cell else { return [] }
        if let kept = kept[key], kept.size == size { return kept.subviews }
        return try located(key) {
            let (tree, refittings) = try cell(at: key.indexPath, size: size, environment: environment)
            return try laidOut(tree, size: size, context: layoutContext(environment), refitting: refittings.layout)
        }
    }

    private func located<T>(_ key: ElementKey, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as MeasurementError {
            throw error
        } catch {
            throw MeasurementError(key: key, message: "\(fileError(error))")
        }
    }

    private func layoutContext(_ environment: LayoutEnvironment) throws -> ViewLayoutContext {
        // The interpreter's measurer: the cell code's, the fits' and the dump's lines share its layouts.
        let measurer = try interpreter.cells.measurer()
        return ViewLayoutContext(measurer: measurer, scale: environment.traitCollection.displayScale,
                                 layoutDirection: environment.traitCollection.layoutDirection)
    }

    /// The cell's views laid out at `size` (from the cell's kept layout solver when it gives the same frames).
    private func laidOut(_ tree: ViewHierarchy, size: Size, context: ViewLayoutContext, refitting: ViewRefitting,
                         known: ViewLayout? = nil) throws -> [ElementSubview] {
        // Swift cells' ambiguities are not reported: not looked for.
        let layout = try known ?? refitting.layout(tree, in: size, context: context)
        return try layout.subviews(of: tree, measurer: context.measurer, scale: context.scale)
    }

    /// The cell the data source gives for `indexPath`, dequeued at `size` from the environment's reuse queue and
    /// configured, as a view tree (its own view the root), with the cell's kept solver.
    private func cell(at indexPath: IndexPath, size: Size,
                      environment: LayoutEnvironment) throws -> (tree: ViewHierarchy, refittings: CellRefittings) {
        let pool = self.pool(for: environment)
        interpreter.cells.pool = pool
        defer { interpreter.cells.pool = nil }
        return try interpreter.inViewWorld(pool.world) { _ in try cell(at: indexPath, size: size, pool: pool) }
    }

    /// The environment's reuse queue, made on first use. The last one asked for is found by comparing its
    /// environment (a list's cells all share one): hashing an environment costs more than comparing it.
    private func pool(for environment: LayoutEnvironment) -> CellPool {
        if let last = lastPool, last.world.environment == environment { return last }
        let pool = pools[environment] ?? CellPool(environment: environment)
        pools[environment] = pool
        lastPool = pool
        return pool
    }

    /// `cell(at:size:environment:)` with the views made in the pool's world.
    private func cell(at indexPath: IndexPath, size: Size, pool: CellPool) throws -> (tree: ViewHierarchy, refittings: CellRefittings) {
        interpreter.cells.frame = Rect(origin: .zero, size: size)
        let at = collectionView.position
        let value = try cellValue(at: indexPath)
        guard case .instance(let cell) = value, case .view(let root)? = cell.cache[Interpreter.cellViewKey] else {
            throw InterpreterError(position: at, message: "the data source gave \(value.typeName) for item "
                                    + "\(indexPath), not a cell dequeued from the collection view")
        }
        root.frame = Rect(origin: .zero, size: size)
        let tree = try ViewControllerRunner(interpreter: interpreter, type: cell, locate: locate)
            .hierarchy(root, world: pool.world, sharedWorld: true, kept: pool.keptTree(of: cell))
        return (tree, pool.refittings(of: cell))
    }

    /// How many cells the data source's code made (`init(frame:)` run: one per reuse identifier or registration and
    /// environment) and how many times it dequeued one of them again.
    public var cellCounts: (made: Int, reused: Int) { (interpreter.cells.made, interpreter.cells.reused) }

    /// How many cell fits changed the cell's kept solver, and how many solved from scratch.
    public var fits: (incremental: Int, fresh: Int) {
        pools.values.flatMap(\.refittings.values).map(\.fit).reduce((0, 0)) { ($0.0 + $1.incrementalFits, $0.1 + $1.freshFits) }
    }

    /// How many cell layouts for the dump changed the cell's kept solver, and how many solved from scratch.
    public var layouts: (incremental: Int, fresh: Int) {
        pools.values.flatMap(\.refittings.values).map(\.layout).reduce((0, 0)) { ($0.0 + $1.incrementalFits, $0.1 + $1.freshFits) }
    }

    /// Runs `collectionView(_:cellForItemAt:)` of the data source, or the diffable data source's cell provider.
    private func cellValue(at indexPath: IndexPath) throws -> SwiftValue {
        let at = collectionView.position
        let path = Interpreter.indexPath(indexPath)
        switch collectionView.stored["dataSource"] {
        case .instance(let source)?:
            guard let function = Self.method(of: source, secondLabel: "cellForItemAt") else {
                throw InterpreterError(position: at, message: "the data source \(source.name) has no "
                                        + "collectionView(_:cellForItemAt:)")
            }
            return try interpreter.invoke(SwiftFunction(declaration: function, captured: Scope(
                parent: interpreter.globals, selfValue: .instance(source)), cache: interpreter.signatures),
                [Argument(label: nil, value: .view(collectionView), location: at),
                 Argument(label: "cellForItemAt", value: path, location: at)], at: at)
        case .dataSource(let box)?:
            guard let provider = box.cellProvider, let snapshot = box.snapshot,
                  snapshot.items.indices.contains(indexPath.section),
                  snapshot.items[indexPath.section].indices.contains(indexPath.item) else {
                throw InterpreterError(position: at, message: "the diffable data source has no cell provider or no item "
                                        + "\(indexPath) in its snapshot")
            }
            return try interpreter.invoke(provider, [Argument(label: nil, value: .view(collectionView), location: at),
                                                     Argument(label: nil, value: path, location: at),
                                                     Argument(label: nil, value: snapshot.items[indexPath.section][indexPath.item],
                                                              location: at)], at: at)
        default:
            throw InterpreterError(position: at, message: "the collection view has no data source (set its dataSource, "
                                    + "or make a UICollectionViewDiffableDataSource for it)")
        }
    }

    /// The data source method `collectionView(_:<secondLabel>:)` of `source`.
    static func method(of source: SwiftTypeContext, secondLabel: String) -> FunctionDeclSyntax? {
        source.functions["collectionView"]?.first { function in
            let parameters = Array(function.signature.parameterClause.parameters)
            return parameters.count == 2 && parameters[1].firstName.text == secondLabel
        }
    }
}

extension SwiftCellMeasurer {
    /// Items per section the collection view's data source gives (run while the view controller's lifecycle runs).
    static func itemCounts(of collectionView: ViewObject, interpreter: Interpreter) throws -> [Int] {
        let at = collectionView.position
        switch collectionView.stored["dataSource"] {
        case .instance(let source)?:
            let scope = Scope(parent: interpreter.globals, selfValue: .instance(source))
            let view = Argument(label: nil, value: .view(collectionView), location: at)
            var sections = 1
            if let function = source.functions["numberOfSections"]?.first {
                let value = try interpreter.invoke(SwiftFunction(declaration: function, captured: scope, cache: interpreter.signatures),
                                                   [Argument(label: "in", value: .view(collectionView), location: at)], at: at)
                guard case .int(let count) = value, count >= 0 else {
                    throw InterpreterError(position: interpreter.position(function), message: "numberOfSections(in:) "
                                            + "returned \(value.typeName), not a count")
                }
                sections = count
            }
            guard let function = method(of: source, secondLabel: "numberOfItemsInSection") else {
                throw InterpreterError(position: at, message: "the data source \(source.name) has no "
                                        + "collectionView(_:numberOfItemsInSection:)")
            }
            return try (0..<sections).map { section in
                let value = try interpreter.invoke(SwiftFunction(declaration: function, captured: scope, cache: interpreter.signatures),
                    [view, Argument(label: "numberOfItemsInSection", value: .int(section), location: at)], at: at)
                guard case .int(let count) = value, count >= 0 else {
                    throw InterpreterError(position: interpreter.position(function), message: "collectionView(_:"
                                            + "numberOfItemsInSection:) returned \(value.typeName), not a count")
                }
                return count
            }
        case .dataSource(let box)?:
            return box.snapshot?.items.map(\.count) ?? []
        default:
            return []
        }
    }

    /// The preorder index of `view` in the tree under `root` (as `ViewControllerRunner.hierarchy` numbers views).
    static func index(of view: ViewObject, under root: ViewObject) -> Int? {
        var next = 0
        func visit(_ object: ViewObject) -> Int? {
            if object === view { return next }
            for subview in object.subviews {
                next += 1
                if let found = visit(subview) { return found }
            }
            return nil
        }
        return visit(root)
    }

    /// The first collection view in the tree under `root`, depth first.
    static func firstCollectionView(under root: ViewObject) -> ViewObject? {
        if root.kind == .collectionView { return root }
        for subview in root.subviews {
            if let found = firstCollectionView(under: subview) { return found }
        }
        return nil
    }
}
