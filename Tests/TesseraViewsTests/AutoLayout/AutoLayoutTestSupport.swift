// Shorthands for the Auto Layout tests: views, anchors, constraints, fitting and frames with the fixed measurer.
import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

/// With `FixedAdvanceTextMeasurer()` a 17-pt character is 8.5 pt wide and a 17-pt line 20.4 pt high (20.5 at
/// scale 2, its baseline 16.32 below the line's top); a 15-pt character is 7.5 pt wide, a line 18 pt.
enum AutoLayoutTests {
    static let context = ViewLayoutContext(measurer: FixedAdvanceTextMeasurer(), scale: 2)

    static func label(_ text: String, size: Double = 17, lines: Int = 1, id: String? = nil,
                      autoresizing: Bool = false) -> View {
        View(kind: .label, content: .label(CellLabel(text: text, font: .systemFont(ofSize: size), numberOfLines: lines),
                                           preferredMaxLayoutWidth: 0),
             identifier: id, translatesAutoresizingMaskIntoConstraints: autoresizing)
    }

    static func image(_ width: Double, _ height: Double, id: String? = nil) -> View {
        View(kind: .imageView, content: .image(Size(width: width, height: height)), identifier: id,
             translatesAutoresizingMaskIntoConstraints: false)
    }

    static func plain(id: String? = nil) -> View {
        View(kind: .view, identifier: id, translatesAutoresizingMaskIntoConstraints: false)
    }

    static func button(_ title: String, id: String? = nil) -> View {
        View(kind: .button, content: .button(ButtonContent(title: title)), identifier: id,
             translatesAutoresizingMaskIntoConstraints: false)
    }

    static func stack(_ axis: Axis, spacing: Double = 0, alignment: StackViewProperties.Alignment = .fill,
                      distribution: StackViewProperties.Distribution = .fill) -> View {
        View(kind: .stackView, content: .stack(StackViewProperties(axis: axis, spacing: spacing, alignment: alignment,
                                                                   distribution: distribution)),
             translatesAutoresizingMaskIntoConstraints: false)
    }

    /// `a.attribute ⋈ b.attribute × multiplier + constant`.
    static func pin(_ a: Int, _ attribute: LayoutAttribute, _ relation: Relation = .equal, _ b: Int? = nil,
                    _ other: LayoutAttribute? = nil, multiplier: Double = 1, _ constant: Double = 0,
                    priority: Priority = .required, at line: Int = 0) -> LayoutConstraint {
        LayoutConstraint(ConstraintAnchor(view: a, attribute), relation,
                         b.map { ConstraintAnchor(view: $0, other ?? attribute) }, multiplier: multiplier, constant: constant,
                         priority: priority, origin: .user(location: "cell.lua:\(line)"))
    }

    /// The fitting height at `width` (required), the height free.
    static func fittingHeight(_ tree: ViewHierarchy, width: Double) throws -> Double {
        try tree.systemLayoutSizeFitting(Size(width: width, height: 0), horizontalFittingPriority: .required,
                                         context: context).size.height
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
