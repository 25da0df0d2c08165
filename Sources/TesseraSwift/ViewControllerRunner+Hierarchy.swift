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
        func made(_ index: Int) throws -> View {
            var view = try view(objects[index], isRoot: index == 0)
            let stack = objects[index]
            if stack.kind == .stackView, case .stack(var properties) = view.content {
                properties.arrangedSubviews = stack.arranged.compactMap { indices[ObjectIdentifier($0)] }
                for (after, spacing) in stack.customSpacing {
                    if let index = indices[ObjectIdentifier(after)] { properties.customSpacing[index] = spacing }
                }
                view.content = .stack(properties)
            }
            return view
        }
        let active = activeObjects(of: world, indices: indices, sharedWorld: sharedWorld)
        if sameViews, let kept, let tree = try kept.tree(of: objects, constraints: active, make: made) {
            return tree
        }
        let views = try objects.indices.map(made)
        let (constraints, failure) = madeConstraints(active, indices: indices)
        if failure == nil, sameViews, let kept, var tree = kept.tree(constraints: constraints) {
            tree.replaceProperties(with: consume views)
            kept.keep(tree, objects: objects, constraints: active)
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
        kept?.keep(tree, objects: objects, parents: parents, indices: indices, constraints: active)
        return tree
    }

    /// The world's active constraints in activation order. In a `sharedWorld`, those naming no view of the tree
    /// (`indices`) are left out: another tree's.
    private func activeObjects(of world: ViewWorld, indices: [ObjectIdentifier: Int], sharedWorld: Bool) -> [ConstraintObject] {
        world.constraints.filter { constraint in
            guard constraint.activation != nil else { return false }
            return !sharedWorld || indices[ObjectIdentifier(constraint.first.view)] != nil
                || constraint.second.map { indices[ObjectIdentifier($0.view)] != nil } ?? false
        }.sorted { $0.activation! < $1.activation! }
    }

    /// The active constraints as the engine's, each with where it was made; stopped at the first that cannot be
    /// made (a view outside the tree), with that error.
    private func madeConstraints(_ active: [ConstraintObject], indices: [ObjectIdentifier: Int])
        -> (made: [(made: LayoutConstraint, position: SourcePosition)], failure: Error?) {
        var made: [(made: LayoutConstraint, position: SourcePosition)] = []
        for constraint in active {
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
/// cannot be taken by new objects), each one's superview, kind and revision, their indices, and the active
/// constraints it was made from: the next tree of the same views, kinds and constraints is this one with its views'
/// properties replaced (`ViewControllerRunner.hierarchy`), each view made again only where its object changed.
final class KeptHierarchy {
    private var tree: ViewHierarchy?
    private var objects: [ViewObject] = []
    private var parents: [Int] = []
    private var kinds: [ViewKind] = []
    /// Each object's revision when its view in `tree` was made.
    private var revisions: [UInt64] = []
    /// The active constraints `tree`'s were made from, and each one's revision then.
    private var constraintObjects: [ConstraintObject] = []
    private var constraintRevisions: [UInt64] = []
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

    /// The kept tree with the views of `objects` (the kept ones: ask only when `hasViews` holds), when the active
    /// constraints are the ones the tree's were made from, none changed since and none a system spacing (which depends on
    /// the views' fonts); nil otherwise. A view whose object has not changed since its view was made is that view;
    /// `make` makes the others (and every view of a file's own class).
    func tree(of objects: [ViewObject], constraints active: [ConstraintObject],
              make: (Int) throws -> View) rethrows -> ViewHierarchy? {
        guard var tree, active.count == constraintObjects.count else { return nil }
        for (index, constraint) in active.enumerated() where constraint !== constraintObjects[index]
            || constraint.revision != constraintRevisions[index] || constraint.systemSpacing != nil {
            return nil
        }
        self.tree = nil   // the tree is changed in place: not copied again when nothing else holds it
        for (index, object) in objects.enumerated() {
            // A file's own view's intrinsic size is its code's.
            if object.revision == revisions[index], object.ownInstance == nil { continue }
            let view = try make(index)
            tree.update(index) { $0 = view }
        }
        keep(tree, objects: objects, constraints: active)
        return tree
    }

    /// The kept tree when it has these constraints too (so it passed the same checks); nil otherwise. Ask only when
    /// `hasViews` holds for the views.
    func tree(constraints: [(made: LayoutConstraint, position: SourcePosition)]) -> ViewHierarchy? {
        guard let tree, tree.constraints.count == constraints.count else { return nil }
        for (kept, new) in zip(tree.constraints, constraints) where kept != new.made { return nil }
        return tree
    }

    /// Keeps `tree`, built from `objects` under `parents` at `indices`, with the active constraints the tree's were
    /// made from.
    func keep(_ tree: ViewHierarchy, objects: [ViewObject], parents: [Int], indices: [ObjectIdentifier: Int],
              constraints: [ConstraintObject]) {
        self.parents = parents
        self.indices = indices
        kinds = objects.map(\.kind)
        keep(tree, objects: objects, constraints: constraints)
    }

    /// Keeps `tree` of the kept objects' views as they are now, with the active constraints the tree's were made from.
    func keep(_ tree: ViewHierarchy, objects: [ViewObject], constraints: [ConstraintObject]) {
        self.tree = tree
        self.objects = objects
        revisions = objects.map(\.revision)
        constraintObjects = constraints
        constraintRevisions = constraints.map(\.revision)
    }
}
