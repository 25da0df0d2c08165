// Random cell templates and the UIKit view trees they stand for, for the template/stack view agreement property.
import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

/// SplitMix64: a seeded generator, so a failing case is reproduced by its seed on any machine.
struct AgreementRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }
}

/// Makes random templates and converts a template into the view tree UIKit would build for it.
enum TemplateAgreement {
    static let texts = ["Title", "42", "Name", "Tuesday, 3 March", "A longer line of text that wraps when narrow",
                        "Notes: the quick brown fox jumps over the lazy dog, twice over, and then once more"]

    /// A random stack (the root of a cell template): nested stacks down to `depth` 3, labels, fixed-size and
    /// aspect-ratio images, boxes and spacers; each arranged label hidden with the chance `hiding` (one arranged
    /// view of each stack always shown). Only labels are hidden: UIKit holds a hidden view 0 long with a required
    /// constraint (`UISV-hiding`), which conflicts with a fixed size, a spacer's minimum length, and a hidden
    /// stack's own spacing and margins. None in an `equalSpacing` stack: erratum C10.
    static func stack(_ rng: inout AgreementRandom, depth: Int = 1, fixedSizes allowed: Bool = true,
                      hiding: Double = 0) -> CellTemplate {
        let axis: Axis = rng.chance(0.5) ? .vertical : .horizontal
        let spacing = rng.pick([0, 4, 8, 12.5])
        let alignment = rng.pick(CellStack.Alignment.allCases)
        let distribution = rng.pick(distributions)
        let margins = rng.chance(0.3)
            ? DirectionalEdgeInsets(top: rng.pick([0, 4, 8, 16]), leading: rng.pick([0, 4, 8, 16]),
                                    bottom: rng.pick([0, 4, 8, 16]), trailing: rng.pick([0, 4, 8, 16]))
            : .zero
        // Erratum C6: a stack that stretches its subviews (fill alignment across, fillEqually along) overrides
        // the required sizes of fixed-size views, where UIKit keeps them; no fixed-size views in those stacks.
        let fixedSizes = allowed && alignment != .fill && distribution != .fillEqually
        var views = (0..<rng.int(1...4)).map { _ in view(&rng, depth: depth, fixedSizes: fixedSizes, hiding: hiding) }
        // Erratum C9: where UIKit's priorities tie, Tessera picks (C2, C3); those cases are left out.
        // Labels and stacks side by side share a row's shortage or extra length: one of them per row.
        if axis == .horizontal, let first = views.firstIndex(where: isContent) {
            views = views.enumerated().filter { $0.offset == first || !isContent($0.element) }.map(\.element)
        }
        // Spacers share extra length equally, and leave it to the gaps of equalSpacing: at most one spacer,
        // none with equalSpacing.
        if let first = views.firstIndex(where: isSpacer) {
            views = views.enumerated().filter {
                !isSpacer($0.element) || ($0.offset == first && distribution != .equalSpacing)
            }.map(\.element)
        }
        if views.isEmpty { views = [.label(CellLabel(text: rng.pick(texts), numberOfLines: rng.pick([0, 1])))] }
        if hiding > 0, distribution != .equalSpacing {
            views = views.map { if case .label = $0, rng.chance(hiding) { .hidden($0) } else { $0 } }
            if views.allSatisfy(\.isHidden), case .hidden(let first) = views[0] { views[0] = first }
        }
        return .stack(CellStack(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution,
                                layoutMargins: margins, arrangedSubviews: views))
    }

    /// The distributions generated. Erratum C7: `fillProportionally` and `equalCentering` follow Tessera's
    /// reading of Apple's documentation (C3a), not §7's constraints; they are left out.
    static let distributions: [CellStack.Distribution] = [.fill, .fillEqually, .equalSpacing]

    /// One arranged subview at `depth` (a stack only above depth 3); fixed-size images, aspect images and boxes
    /// only with `fixedSizes`. Every box has both sides and every aspect image a width: erratum C8 (a view with
    /// a flexible side in a stack that fits it).
    static func view(_ rng: inout AgreementRandom, depth: Int, fixedSizes: Bool, hiding: Double = 0) -> CellTemplate {
        let roll = rng.int(fixedSizes ? 0...99 : 30...99)
        switch roll {
        case 0..<15:
            return .image(CellImage(size: Size(width: Double(rng.int(4...15) * 4), height: Double(rng.int(4...15) * 4))))
        case 15..<20:
            return .image(CellImage(aspectRatio: rng.pick([0.5, 1, 1.5, 2]), width: 40))
        case 20..<30:
            return .box(CellBox(width: Double(rng.int(2...10) * 6), height: Double(rng.int(2...10) * 4)))
        case 30..<75:
            return .label(CellLabel(text: rng.pick(texts), font: .systemFont(ofSize: rng.pick([13, 15, 17, 22])),
                                    numberOfLines: rng.pick([0, 1, 1, 2])))
        case 75..<83:
            return .spacer(CellSpacer(minLength: rng.pick([0, 0, 8])))
        default:
            return depth < 3 ? stack(&rng, depth: depth + 1, fixedSizes: fixedSizes, hiding: hiding)
                : .label(CellLabel(text: rng.pick(texts), numberOfLines: rng.pick([0, 1])))
        }
    }

    /// The view tree a template stands for (docs/lua-api.md): a content view whose only subview is the root,
    /// pinned to its four edges by required constraints; a stack is a `UIStackView` with margins-relative
    /// arrangement; a label a `UILabel` (`preferredMaxLayoutWidth` 0); an image a `UIImageView` without an image
    /// held by required width and height constraints (fixed size) or `height == width ÷ ratio` (aspect ratio,
    /// and `width ==` its width when it has one); a box a `UIView` with required constraints on the sides it
    /// has; a spacer a `UIView` at least `minLength` long along its stack's axis; a hidden view the same with
    /// `isHidden`. The leaves' indices come back depth first, as `CellTemplate.layout` lists their frames.
    static func tree(of template: CellTemplate) throws -> (tree: ViewHierarchy, leaves: [Int]) {
        var tree = ViewHierarchy(root: View(kind: .view))
        var leaves: [Int] = []
        var constraints: [LayoutConstraint] = []
        let root = add(template, to: 0, along: .vertical, tree: &tree, leaves: &leaves, constraints: &constraints)
        // The pins first: where a view's own size cannot hold in its stack, that is the constraint broken.
        let pins = [LayoutAttribute.leading, .trailing, .top, .bottom].map {
            LayoutConstraint(ConstraintAnchor(view: root, $0), .equal, ConstraintAnchor(view: 0, $0))
        }
        for constraint in pins + constraints { try tree.activate(constraint) }
        return (tree, leaves)
    }

    /// Adds `template` to `parent` (an arranged subview when `parent` is a stack, else a plain subview), with
    /// its constraints; `axis` is the parent stack's (vertical for the content view).
    private static func add(_ template: CellTemplate, to parent: Int, along axis: Axis, tree: inout ViewHierarchy,
                            leaves: inout [Int], constraints made: inout [LayoutConstraint]) -> Int {
        if case .hidden(let shown) = template {
            let index = add(shown, to: parent, along: axis, tree: &tree, leaves: &leaves, constraints: &made)
            tree.update(index) { $0.isHidden = true }
            return index
        }
        var constraints: [(LayoutAttribute, Double)] = []
        var aspect: Double?
        let view: View
        switch template {
        case .stack(let stack):
            let properties = StackViewProperties(
                axis: stack.axis, spacing: stack.spacing,
                alignment: StackViewProperties.Alignment(rawValue: stack.alignment.rawValue)!,
                distribution: StackViewProperties.Distribution(rawValue: stack.distribution.rawValue)!,
                isLayoutMarginsRelativeArrangement: true)
            view = View(kind: .stackView, content: .stack(properties), translatesAutoresizingMaskIntoConstraints: false,
                        layoutMargins: stack.layoutMargins)
        case .label(let label):
            view = View(kind: .label, content: .label(label, preferredMaxLayoutWidth: 0),
                        translatesAutoresizingMaskIntoConstraints: false)
        case .image(let image):
            switch image.sizing {
            case .fixed(let size):
                view = View(kind: .imageView, content: .image(nil), translatesAutoresizingMaskIntoConstraints: false)
                constraints = [(.width, size.width), (.height, size.height)]
            case .aspectRatio(let ratio, let width):
                view = View(kind: .imageView, content: .image(nil), translatesAutoresizingMaskIntoConstraints: false)
                aspect = ratio
                if let width { constraints = [(.width, width)] }
            }
        case .box(let box):
            view = View(kind: .view, translatesAutoresizingMaskIntoConstraints: false)
            if let width = box.width { constraints.append((.width, width)) }
            if let height = box.height { constraints.append((.height, height)) }
        case .spacer(let spacer):
            view = View(kind: .view, translatesAutoresizingMaskIntoConstraints: false)
            constraints = [(axis == .horizontal ? .width : .height, spacer.minLength)]
        case .hidden: preconditionFailure("added above")
        }
        let index = tree.views[parent].kind == .stackView ? tree.addArrangedSubview(view, to: parent)
            : tree.addSubview(view, to: parent)
        let isSpacer = if case .spacer = template { true } else { false }
        for (attribute, length) in constraints {
            made.append(LayoutConstraint(ConstraintAnchor(view: index, attribute),
                                         isSpacer ? .greaterThanOrEqual : .equal, constant: length))
        }
        if let aspect {
            made.append(LayoutConstraint(ConstraintAnchor(view: index, .height), .equal,
                                         ConstraintAnchor(view: index, .width), multiplier: 1 / aspect))
        }
        if case .stack(let stack) = template {
            for subview in stack.arrangedSubviews {
                _ = add(subview, to: index, along: stack.axis, tree: &tree, leaves: &leaves, constraints: &made)
            }
        } else {
            leaves.append(index)
        }
        return index
    }

    /// Whether a template is a label or a stack (sized by its content, compressed when a row is short).
    static func isContent(_ template: CellTemplate) -> Bool {
        switch template {
        case .label, .stack: true
        default: false
        }
    }

    /// Whether a template is a spacer.
    static func isSpacer(_ template: CellTemplate) -> Bool {
        if case .spacer = template { return true }
        return false
    }

    /// A short Lua-like description of a template, for failure messages.
    static func describe(_ template: CellTemplate) -> String {
        switch template {
        case .stack(let stack):
            let margins = stack.layoutMargins
            let insets = margins == .zero ? "" : " m=(\(margins.top),\(margins.leading),\(margins.bottom),\(margins.trailing))"
            return (stack.axis == .vertical ? "v" : "h") + "stack{\(stack.alignment.rawValue) \(stack.distribution.rawValue)"
                + " s=\(stack.spacing)\(insets) " + stack.arrangedSubviews.map(describe).joined(separator: ", ") + "}"
        case .label(let label):
            return "label'\(label.text.prefix(12))' \(label.font.pointSize)pt n=\(label.numberOfLines)"
        case .image(let image):
            switch image.sizing {
            case .fixed(let size): return "image \(size.width)x\(size.height)"
            case .aspectRatio(let ratio, let width): return "image r=\(ratio) w=\(width.map { "\($0)" } ?? "nil")"
            }
        case .box(let box): return "box \(box.width.map { "\($0)" } ?? "_")x\(box.height.map { "\($0)" } ?? "_")"
        case .spacer(let spacer): return "spacer \(spacer.minLength)"
        case .hidden(let view): return "hidden " + describe(view)
        }
    }
}
