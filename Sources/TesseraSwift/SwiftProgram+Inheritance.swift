// Class chains within the file (`ProductCardView: BaseCardView: UIView`): a subclass gets its parent's members.

import SwiftSyntax

extension SwiftProgram {
    /// Gives each class whose superclass is a class of the file its parent's members, as Swift does: the parent's
    /// stored and computed properties and methods where the subclass declares none of that name (the subclass's
    /// methods first, so an override wins wherever it is called from — dynamic dispatch), stored properties
    /// initialised the subclass's first, then the parent's (phase 1 of Swift's two-phase init, bottom-up), and the
    /// parent's `init`s when the subclass declares no designated one (Swift's initialiser inheritance).
    func inheritFromFileClasses() {
        var done: Set<String> = []
        func resolve(_ type: SwiftTypeContext, depth: Int) {
            guard !done.contains(type.name), depth < 64 else { return }
            done.insert(type.name)
            guard !type.isStruct, let parentName = type.superclass, parentName != type.name,
                  let parent = types[parentName], !parent.isStruct, parent.declaration?.is(ClassDeclSyntax.self) == true
            else { return }
            resolve(parent, depth: depth + 1)
            for (name, overloads) in parent.functions {
                type.functions[name, default: []].append(contentsOf: overloads)
            }
            type.properties.merge(parent.properties) { own, _ in own }
            type.storedOrder += parent.storedOrder.filter { !type.storedOrder.contains($0) }
            let designated = type.initializers.contains { initializer in
                !initializer.isConvenience && !initializer.isCoderInit
            }
            if !designated { type.initializers += parent.initializers }
        }
        for type in types.values.sorted(by: { $0.name < $1.name }) { resolve(type, depth: 0) }
    }

    /// The file's class a member declared at `node` belongs to (its enclosing class, or the class an extension
    /// extends); nil outside one.
    func enclosingClass(of node: Syntax) -> SwiftTypeContext? {
        var current = node.parent
        while let syntax = current {
            if let c = syntax.as(ClassDeclSyntax.self) { return types[c.name.text] }
            if let e = syntax.as(ExtensionDeclSyntax.self) { return types[e.extendedType.trimmedDescription] }
            current = syntax.parent
        }
        return nil
    }

    /// The superclass of the class declaring `node` when it is a class of the file (where `super.` leads); nil
    /// when it is UIKit's (or there is none).
    func fileSuperclass(of node: Syntax) -> SwiftTypeContext? {
        guard let own = enclosingClass(of: node), let name = own.superclass, name != own.name,
              let parent = types[name], !parent.isStruct, parent.declaration?.is(ClassDeclSyntax.self) == true
        else { return nil }
        return parent
    }

    /// The first superclass up `type`'s chain that is no class of the file (`UIView` for a subclass of the file's
    /// `BaseCardView: UIView`); nil when it has none.
    func uikitRoot(of type: SwiftTypeContext) -> String? {
        var current = type
        for _ in 0..<64 {
            guard let name = current.superclass else { return nil }
            guard name != current.name, let parent = types[name], !parent.isStruct,
                  parent.declaration?.is(ClassDeclSyntax.self) == true else { return name }
            current = parent
        }
        return nil
    }
}
