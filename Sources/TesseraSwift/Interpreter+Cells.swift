// A view controller's collection view and its cells: registering, dequeuing and configuring cells, images' sizes.

import SwiftSyntax
import TesseraLayout
import TesseraText
import TesseraViews

/// What a run keeps for its collection view's cells: the classes registered for reuse identifiers, the images'
/// sizes it was given, and the frame the cell being dequeued gets (its layout attributes' size).
final class CellState {
    /// `--image NAME=WIDTHxHEIGHT` (and `--images DIR`): each image's size in points.
    var imageSizes: [String: Size] = [:]
    /// Reuse identifier → the file's `UICollectionViewCell` subclass registered for it.
    var registered: [String: String] = [:]
    /// The frame a cell dequeued now gets: the item's proposed size (its estimate, or its fixed size).
    var frame = Rect.zero
    /// Measures `NSString.size(withAttributes:)` in cells' code, cells' labels as they are fitted and their lines
    /// for the dump: one measurer keeping whole layouts by content (`measurer()`).
    private var textMeasurer: TextMeasurer?

    /// The run's text measurer, made on first use, keeping layouts by exact content
    /// (`TextMeasurer.runLayoutCacheCapacity` per generation), as a Lua state's: a kept layout is exactly what
    /// measuring again gives.
    func measurer() throws -> TextMeasurer {
        if let textMeasurer { return textMeasurer }
        let made = try TextMeasurer(layoutCacheCapacity: TextMeasurer.runLayoutCacheCapacity)
        textMeasurer = made
        return made
    }
    /// How many `UICollectionView.CellRegistration`s were made (each is its own reuse queue).
    var registrations = 0
    /// The reuse queue of the environment whose cells are being measured (`Interpreter+CellReuse.swift`).
    var pool: CellPool?
    /// How many cells were made (`init(frame:)` run) and how many times one was dequeued again.
    var made = 0
    var reused = 0
}

extension Interpreter {
    /// The key of an instance's cache holding the view a cell instance is (its `contentView` is the same view).
    static let cellViewKey = "{cell view}"
    /// The last label of a record standing for a `UIImage` (`size`, then the image's name).
    static let imageMarker = "{UIImage}"
    /// The last label of a record standing for a `UICollectionView.CellRegistration`.
    static let registrationMarker = "{CellRegistration}"

    /// The UIKit cell classes a cell subclass of the file may inherit from.
    static let cellClasses: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell"]

    // MARK: Images

    /// An image of `size` named `name`: a record whose `size` the code reads (`image.size.height`).
    static func image(_ name: String, _ size: Size) -> SwiftValue {
        .record(["size", imageMarker], [.size(size), .string(name)])
    }

    /// The size of an image value, if `value` is one.
    static func imageSize(_ value: SwiftValue) -> Size? {
        guard case .record(let labels, let values) = value, labels.last == imageMarker, case .size(let size) = values[0] else {
            return nil
        }
        return size
    }

    /// `UIImage(named:)` (its size from `--image`), `UIImage(data:)` (the image the data came from),
    /// `UIImage()` (empty); `UINib(…)` is refused (nibs are not read); nil for other types.
    func constructCellValue(_ typeName: String, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        switch typeName {
        case "UIImage":
            if arguments.isEmpty { return Self.image("", .zero) }
            if arguments.count == 1, arguments[0].label == "data" {
                return Self.imageSize(arguments[0].value) != nil ? arguments[0].value : .null
            }
            guard arguments.first?.label == "named" else { return .drawing("UIImage") }   // systemName:, …: only draws
            guard case .string(let name) = arguments[0].value else {
                throw InterpreterError(position: at, message: "UIImage(named:) needs a string")
            }
            guard let size = cells.imageSizes[name] else {
                throw InterpreterError(position: at, message: "the image '\(name)' has no known size: give it with "
                                        + "--image \(name)=WIDTHxHEIGHT (points)", passable: false)
            }
            return Self.image(name, size)
        case "NSString":
            guard arguments.count == 1, case .string(let text) = arguments[0].value else { return nil }
            return .string(text)
        case "UINib":
            throw InterpreterError.unsupported("UINib", hint: "nib files are Interface Builder's, which Tessera does not "
                                                + "read: build the cell's views in its init(frame:) and register its class "
                                                + "with register(_:forCellWithReuseIdentifier:)", at: at)
        default:
            return nil
        }
    }

    /// `image.pngData()`, `jpegData(compressionQuality:)`: data standing for the image (`UIImage(data:)` gives it back).
    func imageMethod(_ name: String, on base: SwiftValue) -> SwiftValue? {
        guard Self.imageSize(base) != nil else { return nil }
        switch name {
        case "pngData", "jpegData": return base
        case "withRenderingMode", "withTintColor", "withConfiguration": return base
        default: return nil
        }
    }

    // MARK: Collection views

    /// Sets a collection view's `dataSource` or `collectionViewLayout`, or an image view's `image`; false for others.
    func setCellProperty(_ name: String, of view: ViewObject, to value: SwiftValue, at: SourcePosition) throws -> Bool {
        switch (view.kind, name) {
        case (.collectionView, "dataSource"), (.collectionView, "collectionViewLayout"):
            view.stored[name] = value
            return true
        case (.imageView, "image"):
            view.content = .image(Self.imageSize(value))
            view.stored[name] = value
            return true
        default:
            return false
        }
    }

    /// A collection view's methods: `register(_:forCellWithReuseIdentifier:)`, `dequeueReusableCell(withReuseIdentifier:
    /// for:)`, `dequeueConfiguredReusableCell(using:for:item:)`, `setCollectionViewLayout`, reloads (no-ops).
    func collectionViewCall(_ name: String, on view: ViewObject, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard view.kind == .collectionView else { return nil }
        switch name {
        case "register":
            guard arguments.count == 2, arguments[1].label == "forCellWithReuseIdentifier" else {
                if arguments.count == 3 || arguments.last?.label == "withReuseIdentifier" { return .void }  // supplementary views
                return nil
            }
            if case .drawing = arguments[0].value { throw nibRegistered(at) }
            if case .opaque(let name, _) = arguments[0].value, name.hasSuffix(".self") {
                try checkCellClass(String(name.dropLast(5)), at: at)   // a UIKit class: refused there
            }
            guard case .type(let typeName) = arguments[0].value else {
                throw InterpreterError(position: at, message: "register(_:forCellWithReuseIdentifier:) needs a cell class "
                                        + "(MyCell.self), got \(arguments[0].value.typeName)")
            }
            try checkCellClass(typeName, at: at)
            cells.registered[describe(arguments[1].value)] = typeName
            return .void
        case "dequeueReusableCell":
            guard let identifier = arguments.first(where: { $0.label == "withReuseIdentifier" })?.value else { return nil }
            let reuse = describe(identifier)
            guard let typeName = cells.registered[reuse] else {
                throw InterpreterError(position: at, message: "no cell class is registered for the reuse identifier "
                    + "'\(reuse)' (a storyboard's prototype cell? storyboards are not read: register the cell's class "
                    + "with register(_:forCellWithReuseIdentifier:) and build its views in init(frame:))", passable: false)
            }
            return try dequeueCell(reuseKey: "identifier \(reuse)", typeName, at: at)
        case "dequeueConfiguredReusableCell":
            var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
            let registration = try reader.required("using", .ignored)
            let indexPath = try reader.required("for", .ignored)
            let item = try reader.required("item", .ignored)
            try reader.finish()
            guard case .record(let labels, let values) = registration, labels.last == Self.registrationMarker,
                  case .type(let typeName) = values[0], case .int(let serial) = values[2] else {
                throw InterpreterError(position: at, message: "dequeueConfiguredReusableCell(using:) needs a "
                                        + "UICollectionView.CellRegistration")
            }
            let cell = try dequeueCell(reuseKey: "registration \(serial)", typeName, at: at)
            _ = try invoke(values[1], [Argument(label: nil, value: cell, location: at),
                                       Argument(label: nil, value: indexPath, location: at),
                                       Argument(label: nil, value: item, location: at)], at: at)
            return cell
        case "reloadData", "layoutIfNeeded", "invalidateIntrinsicContentSize":
            return .void
        case "setCollectionViewLayout":
            if let layout = arguments.first?.value { view.stored["collectionViewLayout"] = layout }
            return .void
        default:
            return nil
        }
    }

    private func nibRegistered(_ at: SourcePosition) -> InterpreterError {
        InterpreterError.unsupported("a cell registered from a nib", hint: "nib files are Interface Builder's, which "
            + "Tessera does not read: build the cell's views in its init(frame:) and register its class", at: at)
    }

    /// Checks that `typeName` is a `UICollectionViewCell` subclass of the file.
    func checkCellClass(_ typeName: String, at: SourcePosition) throws {
        if Self.cellClasses.contains(typeName) {
            throw InterpreterError(position: at, message: "\(typeName) itself has no views of its own (its content "
                                    + "configurations are not modelled): register a UICollectionViewCell subclass of the "
                                    + "file whose init(frame:) builds its content view", passable: false)
        }
        guard let type = program.types[typeName], !type.isStruct,
              type.superclass.map(Self.cellClasses.contains) == true else {
            throw InterpreterError(position: at, message: "\(typeName) is not a UICollectionViewCell subclass declared in "
                                    + "the file: a cell's views come from its init(frame:)", passable: false)
        }
    }

    /// A new cell of the file's class `typeName` at the frame being dequeued: its stored properties, then its
    /// `init(frame:)` (or `init()`); its `contentView` is the cell's own view.
    func makeCell(_ typeName: String, at: SourcePosition) throws -> SwiftValue {
        try checkCellClass(typeName, at: at)
        let type = program.types[typeName]!
        let instance = type.makeInstance()
        cells.made += 1
        let cell = ViewObject(className: typeName, kind: .view, frame: cells.frame, at: at)
        instance.cache[Self.cellViewKey] = .view(cell)
        let runner = ViewControllerRunner(interpreter: self, type: instance) { _ in "" }
        try runner.initializeStoredProperties(of: instance, at: at)
        let initializer = instance.initializers.first { initializer in
            initializer.firstParameterLabel == "frame"
        } ?? instance.initializers.first { $0.signature.parameterClause.parameters.isEmpty }
        if let initializer {
            let takesFrame = !initializer.signature.parameterClause.parameters.isEmpty
            _ = try invoke(SwiftFunction(initializer: initializer,
                                         captured: Scope(parent: globals, selfValue: .instance(instance)), cache: signatures),
                           takesFrame ? [Argument(label: "frame", value: .rect(cells.frame), location: at)] : [], at: at)
        }
        return .instance(instance)
    }

    /// What a cell's code reads of the cell it is without declaring it (`contentView`, `topAnchor`,
    /// `safeAreaLayoutGuide`, `bounds`): the cell's view's; nil when `type` is no cell or the view has no such member.
    func cellViewValue(_ name: String, of type: SwiftTypeContext) -> SwiftValue? {
        guard case .view(let cell)? = type.cache[Self.cellViewKey] else { return nil }
        if name == "contentView" { return .view(cell) }
        return try? viewMember(name, of: .view(cell), at: cell.position)
    }

    /// The view an instance of the program is, when it is one (a cell, a `UIView` subclass entry): what its code
    /// reaches without naming it (`addSubview(label)`, `backgroundColor = …`, `bounds`).
    func ownView(of type: SwiftTypeContext) -> ViewObject? {
        if case .view(let view)? = type.cache[Self.cellViewKey] { return view }
        return nil
    }

    /// The view whose method an unqualified call `name(…)` in `scope` is: self's own view, when `name` is no local,
    /// function or property of the code.
    func ownMethodView(_ name: String, in scope: Scope) -> ViewObject? {
        guard case .instance(let type)? = scope.selfValue, let own = ownView(of: type), scope.lookup(name) == nil,
              type.functions[name] == nil, type.properties[name] == nil, program.topLevel.functions[name] == nil else {
            return nil
        }
        return own
    }

    /// `guide.layoutFrame` of a view's safe area or margins guide after a layout (`viewDidLayoutSubviews`), or of a
    /// cell's own guide while it is configured: the cell's bounds (a cell's safe area and margins are not inset at
    /// dequeue time, as it is laid out full width); nil for other views.
    func guideLayoutFrame(_ view: ViewObject, _ guide: LayoutGuideKind) -> SwiftValue? {
        if let laidOut = view.laidOutGuides, guide == .safeArea || guide == .layoutMargins {
            // After a layout (viewDidLayoutSubviews): the guides it gave.
            let bounds = Rect(origin: .zero, size: view.frame.size)
            return .rect(bounds.inset(by: guide == .safeArea ? laidOut.safeArea : laidOut.margins))
        }
        guard program.types[view.className]?.superclass.map(Self.cellClasses.contains) == true,
              guide == .safeArea || guide == .layoutMargins else { return nil }
        let bounds = Rect(origin: .zero, size: view.frame.size)
        guard guide == .layoutMargins else { return .rect(bounds) }
        let margins = view.layoutMargins
        return .rect(Rect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                          height: max(0, bounds.height - margins.top - margins.bottom)))
    }

    /// `UICollectionView.CellRegistration<Cell, Item> { cell, indexPath, item in … }` (or `(handler:)`): a record of
    /// the cell class and the handler; nil for other calls.
    func cellRegistration(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> SwiftValue? {
        guard viewWorld != nil, let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let member = generic.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "CellRegistration",
              member.base?.trimmedDescription == "UICollectionView" else { return nil }
        let at = position(call)
        guard let cellType = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription else { return nil }
        try checkCellClass(cellType, at: at)
        let handler: SwiftValue
        if let trailing = call.trailingClosure {
            handler = .function(SwiftFunction(closure: trailing, captured: scope, cache: signatures))
        } else if let argument = call.arguments.first(where: { $0.label?.text == "handler" }) {
            handler = try evaluate(argument.expression, in: scope)
        } else {
            throw InterpreterError(position: at, message: "UICollectionView.CellRegistration needs its handler")
        }
        cells.registrations += 1   // each registration its own reuse queue
        return .record(["cellClass", "handler", Self.registrationMarker], [.type(cellType), handler, .int(cells.registrations)])
    }

    /// `UICollectionViewDiffableDataSource<S, I>(collectionView:cellProvider:)` in a view controller run for its
    /// screen: a data source keeping its cell provider; nil elsewhere.
    func screenDataSource(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> SwiftValue? {
        guard viewWorld != nil,
              let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UICollectionViewDiffableDataSource"
        else { return nil }
        let box = DataSourceBox()
        if let argument = call.arguments.first(where: { $0.label?.text == "collectionView" }),
           case .view(let view) = try evaluate(argument.expression, in: scope), view.kind == .collectionView {
            view.stored["dataSource"] = .dataSource(box)   // UIKit sets itself as the collection view's data source
        }
        if let trailing = call.trailingClosure {
            box.cellProvider = .function(SwiftFunction(closure: trailing, captured: scope, cache: signatures))
        } else if let argument = call.arguments.first(where: { $0.label?.text == "cellProvider" }) {
            box.cellProvider = try evaluate(argument.expression, in: scope)
        }
        return .dataSource(box)
    }

    /// An `IndexPath` as the code reads it: `section`, `item` and `row`.
    static func indexPath(_ indexPath: IndexPath) -> SwiftValue {
        .record(["section", "item", "row"], [.int(indexPath.section), .int(indexPath.item), .int(indexPath.item)])
    }
}

extension Interpreter {
    /// `cell as! MyCell`, `x as? MyCell` for an instance of the file's classes: the instance when its class is
    /// `typeName` or inherits from it; otherwise nil (`as?`) or an error (`as!`). nil for values that are no instance.
    func instanceCast(_ value: SwiftValue, to typeName: String, forced: Bool, at: SourcePosition) throws -> SwiftValue? {
        guard case .instance(let instance) = value else {
            // Dictionaries and numbers read from UIKit (`traits as? [UIFontDescriptor.TraitKey: Any]`): as they are.
            switch value {
            case .dictionary, .double, .int, .string, .array: return value
            default: return nil
            }
        }
        var name: String? = instance.name
        while let current = name {
            if current == typeName { return value }
            name = program.types[current]?.superclass
        }
        if Self.cellClasses.contains(typeName), instance.cache[Self.cellViewKey] != nil { return value }
        guard forced else { return .null }
        throw InterpreterError(position: at, message: "the cast to \(typeName) fails: the value is a \(instance.name)")
    }
}

extension Interpreter {
    /// UIKit's `UIFont.Weight` raw values, by case.
    static let weightValues: [(String, Double)] = [
        ("ultraLight", -0.8), ("thin", -0.6), ("light", -0.4), ("regular", 0), ("medium", 0.23), ("semibold", 0.3),
        ("bold", 0.4), ("heavy", 0.56), ("black", 0.62),
    ]

    /// `font.fontDescriptor`: a record the descriptor's `object(forKey: .traits)` reads the weight from.
    func fontDescriptor(_ font: Font) -> SwiftValue {
        .record(["font", "{fontDescriptor}"], [.font(font), .null])
    }

    /// `descriptor.object(forKey: .traits)` (the weight trait: `[.weight: 0.4]`), `NSString.size(withAttributes:)`
    /// (one line's unrounded size in the attributes' font), `UIFont.Weight(rawValue:)`; nil for other calls.
    func textMethod(_ name: String, on base: SwiftValue, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        switch (base, name) {
        case (.record(let labels, let values), "object") where labels.last == "{fontDescriptor}":
            guard case .font(let font) = values[0], case .member("traits")? = arguments.first?.value else { return .null }
            let weight = font.weight?.rawValue ?? "regular"
            let value = Self.weightValues.first { $0.0.lowercased() == weight.lowercased() }?.1 ?? 0
            return .dictionary([.member("weight")], [.double(value)])
        case (.string(let text), "size") where arguments.first?.label == "withAttributes":
            // The key is `.font` or `NSAttributedString.Key.font`: the attribute whose value is a font.
            guard case .dictionary(_, let values) = arguments[0].value,
                  case .font(let font)? = values.first(where: { if case .font = $0 { return true }; return false }) else {
                throw InterpreterError(position: at, message: "size(withAttributes:) needs the attributes' font "
                                        + "([.font: UIFont…])")
            }
            let measurer = try cells.measurer()
            let scale = environment?.traitCollection.displayScale ?? 3
            let layout = try measurer.measure(TextLayoutRequest(text: text, font: font, numberOfLines: 1, scale: scale))
            return .size(Size(width: layout.rawWidth, height: layout.rawHeight))
        default:
            return nil
        }
    }

    /// `UIFont.Weight(rawValue: 0.4)`: the weight case of that raw value (the nearest).
    static func weight(rawValue: Double) -> SwiftValue {
        let nearest = weightValues.min { abs($0.1 - rawValue) < abs($1.1 - rawValue) }!
        return .member(nearest.0)
    }
}

extension Interpreter {
    /// `UICollectionViewController`, whose view is its collection view.
    static let collectionControllerClass = "UICollectionViewController"
    /// The key of a collection view controller's cache holding the layout its `super.init(collectionViewLayout:)` gave.
    static let controllerLayoutKey = "{collectionViewLayout}"

    /// The root view a view controller without `loadView` gets: a plain view the screen's size; for a
    /// `UICollectionViewController`, its collection view, with the layout `super.init(collectionViewLayout:)` gave
    /// and the controller as its data source.
    func defaultRootView(of instance: SwiftTypeContext, size: Size, at: SourcePosition) throws -> ViewObject {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard instance.superclass == Self.collectionControllerClass else {
            return ViewObject(className: "UIView", kind: .view, frame: frame, at: at)
        }
        guard let layout = instance.cache[Self.controllerLayoutKey] else {
            throw InterpreterError(position: at, message: "\(instance.name) is a UICollectionViewController without a "
                                    + "layout: give it one in an init() that calls super.init(collectionViewLayout:)")
        }
        let view = ViewObject(className: "UICollectionView", kind: .collectionView, content: .scroll(ScrollViewProperties()),
                              frame: frame, at: at)
        view.stored["collectionViewLayout"] = layout
        view.stored["dataSource"] = .instance(instance)
        return view
    }

    /// `collectionView` of a `UICollectionViewController`: its view.
    func collectionControllerValue(_ name: String, of type: SwiftTypeContext) -> SwiftValue? {
        guard name == "collectionView", type.superclass == Self.collectionControllerClass else { return nil }
        return type.cache["view"]
    }
}
