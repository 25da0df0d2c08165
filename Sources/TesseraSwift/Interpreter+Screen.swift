// The screen a view controller's layout code reads: its view and collection view fill the device, their trait
// collection is the environment's.

import TesseraLayout

/// Thrown when layout code reads the screen before any environment is known (the entry's body, at load): the
/// file then runs the entry again for each environment the layout is solved in.
struct ScreenNeeded: Error {}

extension Interpreter {
    /// Names a view controller's layout code reads for its screen.
    static let screenNames: Set<String> = ["view", "collectionView", "traitCollection"]

    /// `view`, `collectionView` or `traitCollection` read in a class of the program that does not give it a value
    /// of its own (a view controller): the screen; nil otherwise.
    func screenValue(_ name: String, of type: SwiftTypeContext, at: SourcePosition) throws -> SwiftValue? {
        // A view controller run for its screen: `view` is its root view (a property the lifecycle sets). Checked
        // first: in a lifecycle or a cell's code, most names read are the code's own, and this needs no hashing.
        if viewWorld != nil, name != "traitCollection" { return nil }
        guard Self.screenNames.contains(name), type.superclass != nil, !type.isStruct else { return nil }
        if let binding = type.properties[name], binding.initializer != nil || binding.accessorBlock != nil { return nil }
        if name == "traitCollection" { return .traits(try screenEnvironment().traitCollection) }
        return .screen(name)
    }

    /// What a view controller run for its screen reads of UIKit's `UIViewController` without declaring it: its
    /// `navigationItem`, `title`, and the containers it is not shown in (nil); nil for other names.
    func viewControllerValue(_ name: String, of type: SwiftTypeContext) -> SwiftValue? {
        guard viewWorld != nil, type.superclass != nil, !type.isStruct else { return nil }
        if let value = collectionControllerValue(name, of: type) { return value }
        guard type.properties[name] == nil, type.functions[name] == nil else { return nil }
        if let value = cellViewValue(name, of: type) { return value }
        switch name {
        case "navigationItem":
            if let item = type.cache[name] { return item }
            let item = SwiftValue.navigationItem(NavigationItemBox())
            type.cache[name] = item
            return item
        case "title": return type.cache[name] ?? .null
        case "navigationController", "tabBarController", "splitViewController", "presentingViewController", "parent":
            return .null   // shown alone: `navigationController?.…` does nothing
        default: return nil
        }
    }

    /// The environment the screen is read from: the provider's, or the one the entry is run again for.
    func screenEnvironment() throws -> LayoutEnvironment {
        if let environment { return environment }
        throw ScreenNeeded()
    }

    /// `view.bounds`, `collectionView.frame`, `view.safeAreaInsets`, `view.traitCollection`: the collection view
    /// fills the screen.
    func screenMember(_ view: String, _ name: String, at: SourcePosition) throws -> SwiftValue {
        let environment = try screenEnvironment()
        let geometry = environment.collectionView
        let size = geometry?.size ?? environment.container.contentSize
        switch name {
        case "bounds", "frame": return .rect(Rect(origin: .zero, size: size))
        case "traitCollection": return .traits(environment.traitCollection)
        case "safeAreaInsets": return .insets(geometry?.safeAreaInsets ?? .zero)
        case "layoutMargins", "directionalLayoutMargins": return .insets(geometry?.layoutMargins ?? .zero)
        case "contentInset", "adjustedContentInset": return .insets(geometry?.adjustedContentInset ?? .zero)
        default:
            throw InterpreterError.unsupported("'\(view).\(name)'", hint: "layout code may read the view's bounds, frame, "
                                                + "safe area, margins and trait collection", at: at)
        }
    }
}
