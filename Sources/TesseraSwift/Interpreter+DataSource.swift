// What a view controller's viewDidLoad sets up for its layout: stored state from literal data, and the diffable
// data source's snapshot (its sections and items), which the layout may read and which gives the item counts.

import SwiftSyntax

/// A diffable data source snapshot: section identifiers and the items of each.
final class SnapshotBox {
    var sections: [SwiftValue] = []
    var items: [[SwiftValue]] = []

    func copy() -> SnapshotBox {
        let copy = SnapshotBox()
        copy.sections = sections
        copy.items = items
        return copy
    }
}

/// A diffable data source: the snapshot last applied to it.
final class DataSourceBox {
    var snapshot: SnapshotBox?
    /// The cell provider a view controller run for its screen gave (`Interpreter+Cells.swift`).
    var cellProvider: SwiftValue?
}

extension Interpreter {
    /// Runs the `viewDidLoad` of a view controller of the program, as UIKit would before the layout is asked for
    /// its sections: statements layout code cannot run (registering cells, adding subviews) are passed over.
    func runSetup(of type: SwiftTypeContext) throws {
        guard type.superclass != nil, !type.isStruct, let setup = type.functions["viewDidLoad"]?.first,
              let body = setup.body else { return }
        setupDepth += 1
        defer { setupDepth -= 1 }
        _ = try run(body.statements, in: Scope(parent: globals, selfValue: .instance(type)))
    }

    /// Whether an error raised while setting up may be passed over: code layout code cannot run (registering cells,
    /// adding subviews), never a budget or depth error, a mistake in the data source code whose counts the layout
    /// uses, or a read of the screen (the entry then runs again, setup included, for each environment).
    func passesOver(_ error: Error) -> Bool {
        guard setupDepth > 0, instructionsLeft >= 0 else { return false }
        guard let error = error as? InterpreterError else { return !(error is ScreenNeeded) }
        return error.passable && !error.message.hasPrefix("calls nested deeper")
            && !error.message.hasPrefix("an expression nested deeper")
    }

    /// Says, once, that `viewDidLoad` gets its data from the network or stored settings, which a headless run
    /// cannot: the item counts then come from `--items` (or the file's items comment, or the default).
    func noteDataFromOutside(_ error: Error) {
        guard let error = error as? InterpreterError, error.message.contains("cannot reach the network")
                || error.message.contains("cannot read stored settings") else { return }
        let source = error.message.contains("network") ? "the network" : "stored settings"
        let note = "viewDidLoad loads data from outside the app (\(source)), which Tessera does not run: item counts "
            + "come from --items, else the items comment or the default"
        if notesGiven.insert(note).inserted { notes.append((error.position, note)) }
    }

    /// `NSDiffableDataSourceSnapshot<S, I>()`, `UICollectionViewDiffableDataSource<S, I>(collectionView:…)`.
    func diffableValue(_ call: FunctionCallExprSyntax) -> SwiftValue? {
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch name {
        case "NSDiffableDataSourceSnapshot" where call.arguments.isEmpty: return .snapshot(SnapshotBox())
        case "UICollectionViewDiffableDataSource" where setupDepth > 0: return .dataSource(DataSourceBox())
        default: return nil
        }
    }

    /// The methods of snapshots and data sources layout code and viewDidLoad use.
    func diffableMethod(_ name: String, on base: SwiftValue, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        switch base {
        case .snapshot(let snapshot):
            return try snapshotMethod(name, snapshot, arguments, at: at)
        case .dataSource(let dataSource):
            switch name {
            case "apply", "applySnapshotUsingReloadData":
                guard case .snapshot(let snapshot)? = arguments.first?.value else { return nil }
                dataSource.snapshot = snapshot.copy()
                return .void
            case "snapshot":
                return .snapshot(dataSource.snapshot?.copy() ?? SnapshotBox())
            case "sectionIdentifier":
                guard case .int(let index)? = arguments.first?.value, let sections = dataSource.snapshot?.sections else { return .null }
                return sections.indices.contains(index) ? sections[index] : .null
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private func snapshotMethod(_ name: String, _ snapshot: SnapshotBox, _ arguments: [Argument],
                                at: SourcePosition) throws -> SwiftValue? {
        switch name {
        case "appendSections":
            guard case .array(let sections)? = arguments.first?.value else { return nil }
            try checkArraySize(snapshot.sections.count + sections.count, at: at)
            snapshot.sections += sections
            snapshot.items += sections.map { _ in [] }
            return .void
        case "appendItems":
            guard case .array(let items)? = arguments.first?.value else { return nil }
            var index = snapshot.sections.count - 1
            if arguments.count == 2, arguments[1].label == "toSection" {
                guard let found = try snapshot.sections.firstIndex(where: { try equal($0, arguments[1].value, at: at) }) else {
                    throw InterpreterError(position: at, message: "appendItems(_:toSection:) to a section the snapshot does not have",
                                           passable: false)
                }
                index = found
            }
            guard snapshot.items.indices.contains(index) else {
                throw InterpreterError(position: at, message: "appendItems(_:) before any section was appended", passable: false)
            }
            try checkArraySize(snapshot.items[index].count + items.count, at: at)
            snapshot.items[index] += items
            return .void
        case "numberOfItems" where arguments.first?.label == "inSection", "itemIdentifiers" where arguments.first?.label == "inSection":
            guard let section = try snapshot.sections.firstIndex(where: { try equal($0, arguments[0].value, at: at) }) else {
                return name == "numberOfItems" ? .int(0) : .array([])
            }
            return name == "numberOfItems" ? .int(snapshot.items[section].count) : .array(snapshot.items[section])
        default:
            return nil
        }
    }

    /// `sectionIdentifiers`, `itemIdentifiers`, `numberOfSections`, `numberOfItems` of a snapshot.
    static func snapshotProperty(_ name: String, _ snapshot: SnapshotBox) -> SwiftValue? {
        switch name {
        case "sectionIdentifiers": return .array(snapshot.sections)
        case "itemIdentifiers": return .array(snapshot.items.flatMap { $0 })
        case "numberOfSections": return .int(snapshot.sections.count)
        case "numberOfItems": return .int(snapshot.items.reduce(0) { $0 + $1.count })
        default: return nil
        }
    }

    /// The snapshot a view controller's data source holds after setup, if one was applied.
    func appliedSnapshot(of type: SwiftTypeContext) -> SnapshotBox? {
        for value in type.cache.values {
            if case .dataSource(let dataSource) = value, let snapshot = dataSource.snapshot { return snapshot }
        }
        return nil
    }
}
