// SnapKit's DSL as the interpreter holds it: `view.snp`, its attribute items, the maker and its descriptions, constraints.

import TesseraConstraints
import TesseraLayout
import TesseraViews

/// A value of SnapKit's DSL (SnapKit is not a package here: the Swift front end interprets its DSL, docs/swift.md).
enum SnapKitValue {
    /// `view.snp`, `view.safeAreaLayoutGuide.snp` (`ConstraintViewDSL`, `ConstraintLayoutGuideDSL`).
    case dsl(SnapTarget)
    /// `view.snp.bottom`, `view.snp.edges` (`ConstraintItem`).
    case item(SnapTarget, [SnapAttribute])
    /// `make` in `makeConstraints { make in … }` (`ConstraintMaker`).
    case maker(SnapMaker)
    /// `make.top.leading`, `make.top.equalTo(…).offset(8)` (`ConstraintMakerExtendable` / `Editable`).
    case description(SnapDescription)
    /// `….constraint` (`Constraint`): the layout constraints one description made.
    case constraint(SnapConstraint)

    /// What the value is called in messages (SnapKit's type names).
    var typeName: String {
        switch self {
        case .dsl(let target): return target.guide == nil ? "ConstraintViewDSL" : "ConstraintLayoutGuideDSL"
        case .item: return "ConstraintItem"
        case .maker: return "ConstraintMaker"
        case .description(let d): return d.relation == nil ? "ConstraintMakerExtendable" : "ConstraintMakerEditable"
        case .constraint: return "Constraint"
        }
    }
}

/// What a SnapKit item is of: a view, or one of its guides.
struct SnapTarget {
    let view: ViewObject
    let guide: LayoutGuideKind?

    /// The anchor of `attribute` on the target (a margin attribute is the view's layout margins guide's).
    func anchor(_ attribute: SnapAttribute) -> ViewAnchor {
        ViewAnchor(view: view, guide: attribute.isMargin ? .layoutMargins : guide, attribute: attribute.base)
    }

    /// How messages write it.
    var text: String { (view.name ?? view.className) + (guide.map { "." + $0.rawValue } ?? "") }
}

/// One of SnapKit's layout attributes: an `NSLayoutConstraint.Attribute`, or its margin variant (`leftMargin`,
/// `centerXWithinMargins`), which is the view's `layoutMarginsGuide`'s attribute.
struct SnapAttribute: Equatable {
    let base: LayoutAttribute
    let isMargin: Bool

    /// SnapKit's attribute names and the attributes each stands for, in the order SnapKit makes their constraints
    /// (`ConstraintAttributes.layoutAttributes`: left, top, right, bottom, leading, trailing, width, height, centerX,
    /// centerY, baselines, then the margins).
    static func named(_ name: String) -> [SnapAttribute]? {
        let plain: [String: [LayoutAttribute]] = [
            "edges": [.left, .top, .right, .bottom], "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
            "directionalEdges": [.top, .bottom, .leading, .trailing], "directionalHorizontalEdges": [.leading, .trailing],
            "directionalVerticalEdges": [.top, .bottom], "size": [.width, .height], "center": [.centerX, .centerY],
            "lastBaseline": [.lastBaseline], "firstBaseline": [.firstBaseline],
        ]
        if let attributes = plain[name] { return attributes.map { SnapAttribute(base: $0, isMargin: false) } }
        let margins: [String: [LayoutAttribute]] = [
            "margins": [.left, .top, .right, .bottom], "directionalMargins": [.top, .bottom, .leading, .trailing],
            "centerWithinMargins": [.centerX, .centerY], "centerXWithinMargins": [.centerX],
            "centerYWithinMargins": [.centerY],
        ]
        if let attributes = margins[name] { return attributes.map { SnapAttribute(base: $0, isMargin: true) } }
        if name.hasSuffix("Margin"), let base = LayoutAttribute(rawValue: String(name.dropLast(6))), !base.isBaselineAttribute,
           base.isLocation, base != .centerX, base != .centerY {
            return [SnapAttribute(base: base, isMargin: true)]
        }
        if let base = LayoutAttribute(rawValue: name) { return [SnapAttribute(base: base, isMargin: false)] }
        return nil
    }

    var text: String { base.rawValue + (isMargin ? (base == .centerX || base == .centerY ? "WithinMargins" : "Margin") : "") }
}

/// The constant a description was given: `.offset(8)` and `equalTo(8)` are numbers; `.inset(8)` is
/// `UIEdgeInsets(8, 8, 8, 8)`; `equalTo(CGSize(…))` a size, `equalTo(CGPoint(…))` a point.
enum SnapConstant {
    case number(Double)
    /// Left is `leading`, right is `trailing` (SnapKit's `ConstraintConfig.interfaceLayoutDirection`, left to right).
    case insets(DirectionalEdgeInsets)
    case size(Size)
    case point(Point)

    /// SnapKit's `constraintConstantTargetValueFor(layoutAttribute:)`, read for the attribute the constraint relates
    /// to (its second attribute, or its first when it has none): insets are positive at the top and left, negative at
    /// the bottom and right, minus both sides for a size, half the difference for a centre.
    func value(for attribute: LayoutAttribute) -> Double {
        switch self {
        case .number(let value): return value
        case .size(let size):
            return attribute == .width ? size.width : attribute == .height ? size.height : 0
        case .point(let point):
            switch attribute.family {
            case .xAxis: return point.x
            case .yAxis: return point.y
            case .dimension: return 0
            }
        case .insets(let i):
            switch attribute {
            case .left, .leading: return i.leading
            case .top, .firstBaseline: return i.top
            case .right, .trailing: return -i.trailing
            case .bottom, .lastBaseline: return -i.bottom
            case .centerX: return (i.leading - i.trailing) / 2
            case .centerY: return (i.top - i.bottom) / 2
            case .width: return -(i.leading + i.trailing)
            case .height: return -(i.top + i.bottom)
            }
        }
    }
}

/// A `ConstraintMaker`: the view its closure constrains and the descriptions it has made so far.
final class SnapMaker {
    let view: ViewObject
    var descriptions: [SnapDescription] = []

    init(view: ViewObject) { self.view = view }
}

/// A `ConstraintDescription`: attributes of the maker's view, a relation to a target, a constant, multiplier and
/// priority; it makes one layout constraint per attribute when the maker's closure returns.
final class SnapDescription {
    let view: ViewObject
    var attributes: [SnapAttribute]
    var relation: Relation?
    /// The target: nil for a constant (`equalTo(40)`), else an item with no attributes (a view, a guide,
    /// `equalToSuperview()`) or with its own (`view.snp.bottom`).
    var target: (SnapTarget, [SnapAttribute])?
    var constant = SnapConstant.number(0)
    var multiplier = 1.0
    var priority: Float = 1000
    var label: String?
    /// The `Constraint` the description made (`.constraint`), made when first read.
    var constraint: SnapConstraint?
    let position: SourcePosition

    init(view: ViewObject, attributes: [SnapAttribute], at position: SourcePosition) {
        self.view = view
        self.attributes = attributes
        self.position = position
    }
}

/// A SnapKit `Constraint`: the layout constraints of one description, which `update(offset:)`, `activate()` and
/// `deactivate()` change together.
final class SnapConstraint {
    let description: SnapDescription
    var layoutConstraints: [ConstraintObject] = []
    var isActive = false

    init(_ description: SnapDescription) { self.description = description }

    /// SnapKit's `updateConstantAndPriorityIfNeeded`: each layout constraint's constant read again for its attribute.
    func applyConstant() {
        for constraint in layoutConstraints {
            constraint.constant = description.constant.value(for: constraint.second?.attribute ?? constraint.first.attribute)
        }
    }
}
