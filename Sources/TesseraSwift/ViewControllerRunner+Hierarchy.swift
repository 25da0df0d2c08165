// A view controller's (or a cell's) views and active constraints as a ViewHierarchy, the last one kept per cell.

import TesseraConstraints
import TesseraLayout
import TesseraViews

extension ViewControllerRunner {
    /// The root view's tree, depth first, and the constraints active now, in the order they were activated. In a
    /// `sharedWorld` (reused cells' of several identifiers), constraints naming no view of the tree are another's.
    /// With `kept` (a reused cell's), a tree of the same views, kinds and constraints as the last one is that tree
    /// with its views' properties replaced: the tree is not built and its constraints not checked again.
    func hierarchy(_ root: ViewObject, world: ViewWorld, sharedWorld: Bool = false,
                   kept: KeptHierarchy? = nil) throws -> ViewHierarchy {
        var objects: [ViewObject] = [root]
        var parents: [Int] = [-1]
        func visit(_ object: ViewObject, index: Int) {
            for subview in object.subviews {
                objects.append(subview)
                parents.append(index)
                visit(subview, index: objects.count - 1)
            }
        }
        visit(root, index: 0)
        let sameViews = kept?.hasViews(objects, parents: parents) ?? false
        // The same views as the kept tree's: their indices are the kept ones.
        var indices: [ObjectIdentifier: Int]
        if sameViews, let kept {
            indices = kept.indices
        } else {
            indices = [:]
            for (index, object) in objects.enumerated() { indices[ObjectIdentifier(object)] = index }
        }
        var views = try objects.indices.map { try view(objects[$0], isRoot: $0 == 0) }
        for (index, stack) in objects.enumerated() where stack.kind == .stackView {
            guard case .stack(var properties) = views[index].content else { continue }
            properties.arrangedSubviews = stack.arranged.compactMap { indices[ObjectIdentifier($0)] }
            for (after, spacing) in stack.customSpacing {
                if let index = indices[ObjectIdentifier(after)] { properties.customSpacing[index] = spacing }
            }
            views[index].content = .stack(properties)
        }
        let (constraints, failure) = activeConstraints(of: world, indices: indices, sharedWorld: sharedWorld)
        if failure == nil, sameViews, let kept, var tree = kept.tree(constraints: constraints) {
            tree.replaceProperties(with: consume views)
            return tree
        }
        var tree = ViewHierarchy(root: views[0])
        for index in views.indices.dropFirst() { tree.addSubview(views[index], to: parents[index]) }
        for (made, position) in constraints {
            do {
                try tree.activate(made)
            } catch {
                throw InterpreterError(position: position, message: "\(error)")
            }
        }
        if let failure { throw failure }   // after the constraints activated before the one that could not be made
        kept?.keep(tree, objects: objects, parents: parents, indices: indices)
        return tree
    }

    /// The world's active constraints in activation order, as the engine's, each with where it was made; stopped at
    /// the first that cannot be made (a view outside the tree), with that error.
    private func activeConstraints(of world: ViewWorld, indices: [ObjectIdentifier: Int], sharedWorld: Bool)
        -> (made: [(made: LayoutConstraint, position: SourcePosition)], failure: Error?) {
        let active = world.constraints.filter { $0.activation != nil }.sorted { $0.activation! < $1.activation! }
        var made: [(made: LayoutConstraint, position: SourcePosition)] = []
        for constraint in active {
            if sharedWorld, indices[ObjectIdentifier(constraint.first.view)] == nil,
               constraint.second.map({ indices[ObjectIdentifier($0.view)] == nil }) ?? true { continue }
            func anchor(_ anchor: ViewAnchor) throws -> ConstraintAnchor {
                guard let index = indices[ObjectIdentifier(anchor.view)] else {
                    throw InterpreterError(position: constraint.position, message: "the constraint names \(anchor.text), "
                        + "a view that is not in the view controller's view tree (add it with addSubview first)")
                }
                return ConstraintAnchor(anchor.guide.map { .guide(index, $0) } ?? .view(index), anchor.attribute)
            }
            do {
                var constant = constraint.constant
                if let multiplier = constraint.systemSpacing, let second = constraint.second {
                    constant = multiplier * (try interpreter.systemSpacing(from: second, to: constraint.first))
                }
                made.append((LayoutConstraint(try anchor(constraint.first), constraint.relation,
                                              try constraint.second.map(anchor), multiplier: constraint.multiplier,
                                              constant: constant, priority: Priority(constraint.priority),
                                              identifier: constraint.identifier,
                                              origin: .user(location: locate(constraint.position))), constraint.position))
            } catch {
                return (made, error)
            }
        }
        return (made, nil)
    }
}

/// The last tree built for a reused cell, with the view objects it was built from (held, so that their identities
/// cannot be taken by new objects), each one's superview and kind, and their indices: the next tree of the same views,
/// kinds and constraints is this one with its views' properties replaced (`ViewControllerRunner.hierarchy`).
final class KeptHierarchy {
    private var tree: ViewHierarchy?
    private var objects: [ViewObject] = []
    private var parents: [Int] = []
    private var kinds: [ViewKind] = []
    /// Each kept object's index in the tree.
    private(set) var indices: [ObjectIdentifier: Int] = [:]

    /// Whether a tree is kept for these objects, in this order under these superviews, of the same kinds.
    func hasViews(_ objects: [ViewObject], parents: [Int]) -> Bool {
        guard tree != nil, objects.count == self.objects.count, parents == self.parents else { return false }
        for index in objects.indices where objects[index] !== self.objects[index] || objects[index].kind != kinds[index] {
            return false
        }
        return true
    }

    /// The kept tree when it has these constraints too (so it passed the same checks); nil otherwise. Ask only when
    /// `hasViews` holds for the views.
    func tree(constraints: [(made: LayoutConstraint, position: SourcePosition)]) -> ViewHierarchy? {
        guard let tree, tree.constraints.count == constraints.count else { return nil }
        for (kept, new) in zip(tree.constraints, constraints) where kept != new.made { return nil }
        return tree
    }

    /// Keeps `tree`, built from `objects` under `parents` at `indices`.
    func keep(_ tree: ViewHierarchy, objects: [ViewObject], parents: [Int], indices: [ObjectIdentifier: Int]) {
        self.tree = tree
        self.objects = objects
        self.parents = parents
        self.indices = indices
        kinds = objects.map(\.kind)
    }
}
