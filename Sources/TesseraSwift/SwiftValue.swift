// The values the Swift interpreter computes with: numbers, strings, layout objects, geometry and functions.

import TesseraLayout
import TesseraText
import TesseraViews

/// A value of interpreted layout code.
///
/// Numbers keep Swift's split between `Int` (integer division) and floating point (`CGFloat`, `Double`).
/// UIKit's layout classes are reference types in Swift, so they are `SwiftObject`s shared by every variable
/// that holds them; geometry structs are values.
indirect enum SwiftValue {
    case void
    case null
    case int(Int)
    case double(Double)
    /// An expression of integer literals only whose value depends on the type its context gives it, as in Swift:
    /// `1 / 3` is 0 as an `Int` and 0.333… as a `CGFloat` (`.fractionalWidth(1 / 3)`).
    case literal(Int, Double)
    case bool(Bool)
    case string(String)
    case array([SwiftValue])
    /// A dictionary: keys and values in insertion order (layout code's dictionaries are small).
    case dictionary([SwiftValue], [SwiftValue])
    /// A name the program does not declare, kept only as an identifier (`TodayHeader.kind` from another module):
    /// usable where UIKit wants a string (an element kind), refused anywhere else.
    case opaque(String, SourcePosition)
    /// A view controller's `view` or `collectionView`: the screen, read through its bounds and traits.
    case screen(String)
    /// A diffable data source snapshot and a data source (what viewDidLoad builds).
    case snapshot(SnapshotBox)
    case dataSource(DataSourceBox)
    /// An enum case not yet tied to a type: `.continuous`, `.compact`, `.zero`.
    case member(String)
    /// An implicit member call not yet tied to a type: `.init(top: 2, …)`.
    case implicitCall(String, [Argument])
    case dimension(LayoutDimension)
    case spacing(LayoutSpacing)
    case insets(DirectionalEdgeInsets)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case transform(AffineTransform)
    case layoutSize(LayoutSize)
    case edgeSpacing(EdgeSpacing)
    case anchor(LayoutAnchor)
    case edges(DirectionalRectEdge)
    case environment(LayoutEnvironment)
    case container(LayoutContainer)
    case traits(TraitCollection)
    case object(SwiftObject)
    /// A case of an enum declared in the file.
    case enumValue(SwiftEnum, Int)
    /// A case with associated values (`.grid(columns: 3)`).
    case enumPayload(SwiftEnum, Int, [SwiftValue])
    case function(SwiftFunction)
    /// A type named in an expression (`NSCollectionLayoutItem`, `Section`), for its static members and initialisers.
    case type(String)
    /// A range of integers (`0..<3`, `1...4`).
    case range(Int, Int)
    /// A tuple of two or more values.
    case tuple([SwiftValue])
    /// A tuple with labels (`(title: "a", count: 3)`), its elements read by label or position.
    case record([String?], [SwiftValue])
    /// `self` in a class, struct or extension of the file: its functions and properties.
    case instance(SwiftTypeContext)
    /// A view a view controller's code made (`UILabel()`), its guides, anchors and constraints (UIKitViews.swift).
    case view(ViewObject)
    case viewGuide(ViewObject, LayoutGuideKind)
    case viewAnchor(ViewAnchor)
    case constraint(ConstraintObject)
    case navigationItem(NavigationItemBox)
    /// `UIFont`.
    case font(Font)
    /// A value that only draws (`UIColor.red`, a layer, an image's tint): accepted, kept, never laid out.
    case drawing(String)
    /// A value of SnapKit's DSL (`view.snp`, `make.top`, a `Constraint`: SnapKit.swift).
    case snapKit(SnapKitValue)
    /// `NSAttributedString` / `NSMutableAttributedString`: runs of text, each with its font (Interpreter+AttributedText).
    case attributedText(AttributedTextBox)

    /// What the value is called in messages.
    var typeName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .int: return "Int"
        case .double: return "CGFloat"
        case .literal: return "Int"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .opaque(let name, _): return name
        case .screen(let name): return name == "view" ? "UIView" : "UICollectionView"
        case .snapshot: return "NSDiffableDataSourceSnapshot"
        case .dataSource: return "UICollectionViewDiffableDataSource"
        case .member(let name): return "." + name
        case .implicitCall(let name, _): return "." + name + "(…)"
        case .dimension: return "NSCollectionLayoutDimension"
        case .spacing: return "NSCollectionLayoutSpacing"
        case .insets: return "NSDirectionalEdgeInsets"
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .rect: return "CGRect"
        case .transform: return "CGAffineTransform"
        case .layoutSize: return "NSCollectionLayoutSize"
        case .edgeSpacing: return "NSCollectionLayoutEdgeSpacing"
        case .anchor: return "NSCollectionLayoutAnchor"
        case .edges: return "NSDirectionalRectEdge"
        case .environment: return "NSCollectionLayoutEnvironment"
        case .container: return "NSCollectionLayoutContainer"
        case .traits: return "UITraitCollection"
        case .object(let object): return object.kind.rawValue
        case .enumValue(let type, _), .enumPayload(let type, _, _): return type.name
        case .function: return "function"
        case .type(let name): return name + ".Type"
        case .range: return "Range<Int>"
        case .tuple, .record: return "tuple"
        case .instance(let type): return type.name
        case .view(let view): return view.className
        case .viewGuide(_, let kind): return kind == .safeArea || kind == .layoutMargins ? "UILayoutGuide" : kind.identifier
        case .viewAnchor(let anchor): return anchor.attribute.family.rawValue
        case .constraint: return "NSLayoutConstraint"
        case .navigationItem: return "UINavigationItem"
        case .font: return "UIFont"
        case .drawing(let name): return name
        case .snapKit(let value): return value.typeName
        case .attributedText(let box): return box.isMutable ? "NSMutableAttributedString" : "NSAttributedString"
        }
    }

    /// Whether the value is `true`.
    var isTrue: Bool { if case .bool(true) = self { return true }; return false }

    /// The value as a floating-point number, if it is a number.
    var number: Double? {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        case .literal(_, let v): return v
        case .member("zero"): return 0
        case .member("pi"): return .pi   // `.pi / 2`: CGFloat.pi by context
        default: return nil
        }
    }
}

/// An argument of a call: its label (nil when unlabelled) and value.
struct Argument {
    var label: String?
    var value: SwiftValue
    /// Where the argument is, for messages.
    var location: SourcePosition
}

/// A place in the file (a UTF-8 offset), turned into a line and column only for messages.
struct SourcePosition: Hashable, Sendable {
    var offset: Int
}
