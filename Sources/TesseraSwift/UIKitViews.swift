// UIKit's views, anchors and constraints as a view controller's code holds them: shared references, as in UIKit.

import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

/// A view the code made (`UILabel()`, the view controller's root view). A class, as in UIKit: a view stored in two
/// properties is one view. Turned into a `View` of the screen's `ViewHierarchy` when the lifecycle has run.
final class ViewObject {
    /// The UIKit class the code named (`UISegmentedControl`), which dumps print through `kind`.
    let className: String
    // Every property a `View` is made from (`ViewControllerRunner.view(_:isRoot:)`) bumps `revision` when set.
    var kind: ViewKind { didSet { revision &+= 1 } }
    var content: ViewContent { didSet { revision &+= 1 } }
    var frame: Rect { didSet { if frame != oldValue { revision &+= 1 } } }
    var translatesAutoresizingMaskIntoConstraints = true { didSet { revision &+= 1 } }
    var isHidden = false { didSet { if isHidden != oldValue { revision &+= 1 } } }
    var contentHugging: AxisPriorities { didSet { revision &+= 1 } }
    var compressionResistance: AxisPriorities { didSet { revision &+= 1 } }
    var layoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) { didSet { revision &+= 1 } }
    var preservesSuperviewLayoutMargins = false { didSet { revision &+= 1 } }
    var insetsLayoutMarginsFromSafeArea = true { didSet { revision &+= 1 } }
    var accessibilityIdentifier: String? { didSet { revision &+= 1 } }
    /// The first property (of the view controller or another instance) the view was stored in.
    var propertyName: String? { didSet { revision &+= 1 } }
    /// The first local variable the view was stored in.
    var variableName: String? { didSet { revision &+= 1 } }
    /// Changes whenever a property the view's `View` is made from is set (the properties above, `arranged`,
    /// `customSpacing`, `hidesWhenStopped`, and an activity indicator's animating, `setAnimating`; not the rest of
    /// `stored`, which only draws): a reused cell's view whose revision is the one its last `View` was made at gives
    /// that `View` again (`KeptHierarchy`).
    private(set) var revision: UInt64 = 0
    private(set) var subviews: [ViewObject] = []
    private(set) weak var superview: ViewObject?
    /// A stack view's arranged subviews.
    var arranged: [ViewObject] = [] { didSet { revision &+= 1 } }
    /// A stack view's `setCustomSpacing(_:after:)`, in the order set (dropped when the view leaves the stack).
    var customSpacing: [(view: ViewObject, spacing: Double)] = [] { didSet { revision &+= 1 } }
    /// `UIActivityIndicatorView.hidesWhenStopped` (default true) and whether it animates.
    var hidesWhenStopped = true { didSet { revision &+= 1 } }
    /// For a button's `titleLabel`: the button whose title font it sets.
    weak var titleOwner: ViewObject?
    /// Values the code set that only draw or that nothing reads back but the code itself (`tag`, `alpha`).
    var stored: [String: SwiftValue] = [:]
    /// The SnapKit constraints made for the view and active (what `remakeConstraints` removes).
    var snapConstraints: [SnapConstraint] = []
    /// Where the code made it.
    let position: SourcePosition
    /// `position` as dumps and messages give it (`file:line`), once worked out.
    var location: String?
    /// The safe area and margins the last layout gave it, while `viewDidLayoutSubviews` / `layoutSubviews` runs
    /// (`safeAreaInsets`, a guide's `layoutFrame` read there); nil otherwise.
    var laidOutGuides: (safeArea: DirectionalEdgeInsets, margins: DirectionalEdgeInsets)?
    /// For a view of the file's own class (`ProfileHeaderView()`): the instance it is the view of (its stored
    /// properties, its methods, its `layoutSubviews`).
    var ownInstance: SwiftTypeContext?

    init(className: String, kind: ViewKind, content: ViewContent = .none, frame: Rect = .zero, at position: SourcePosition) {
        self.className = className
        self.kind = kind
        self.content = content
        self.frame = frame
        contentHugging = AxisPriorities(kind.defaultContentHugging)
        compressionResistance = AxisPriorities(kind.defaultCompressionResistance)
        self.position = position
    }

    /// The name dumps give the view: `accessibilityIdentifier`, else the property, else the variable it was first
    /// stored in (issue 22 item 7).
    var name: String? { accessibilityIdentifier ?? propertyName ?? variableName }

    /// `UIActivityIndicatorView.startAnimating()` / `stopAnimating()`: kept with the values the code set, and a change
    /// of the view's `View` (a stopped indicator hides while `hidesWhenStopped`).
    func setAnimating(_ isAnimating: Bool) {
        stored["isAnimating"] = .bool(isAnimating)
        revision &+= 1
    }

    /// `superview.addSubview(self)`: moves the view from its old superview, if any, to the end of `superview`'s.
    func move(to superview: ViewObject, at index: Int? = nil) {
        removeFromSuperview()
        self.superview = superview
        if let index, index < superview.subviews.count {
            superview.subviews.insert(self, at: max(0, index))
        } else {
            superview.subviews.append(self)
        }
    }

    func removeFromSuperview() {
        guard let old = superview else { return }
        old.subviews.removeAll { $0 === self }
        old.arranged.removeAll { $0 === self }
        old.customSpacing.removeAll { $0.view === self }
        superview = nil
    }

    /// The view and its superviews, up to the root of its tree.
    var ancestors: [ViewObject] {
        var chain = [self]
        while let up = chain.last?.superview { chain.append(up) }
        return chain
    }

    /// `bringSubviewToFront(_:)`.
    func bringToFront(_ view: ViewObject) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
}

/// An anchor of a view or of one of its guides (`view.safeAreaLayoutGuide.topAnchor`).
struct ViewAnchor {
    let view: ViewObject
    let guide: LayoutGuideKind?
    let attribute: LayoutAttribute

    /// How messages write it: `label.topAnchor`, `view.safeAreaLayoutGuide.topAnchor`.
    var text: String {
        (view.name ?? view.className) + (guide.map { "." + $0.rawValue } ?? "") + "." + attribute.anchorName
    }
}

/// A view controller's `navigationItem`: its title and large title display mode (bar button items only draw).
final class NavigationItemBox {
    var title: String?
    var largeTitleDisplayMode: String?
    var stored: [String: SwiftValue] = [:]
}

/// An `NSLayoutConstraint` the code made: a reference, so `constant`, `priority` and `isActive` set later change
/// the one constraint every variable holds. What is active when the lifecycle ends is what the screen holds.
final class ConstraintObject {
    let first: ViewAnchor
    let relation: Relation
    let second: ViewAnchor?
    let multiplier: Double
    var constant: Double { didSet { revision &+= 1 } }
    var priority: Float = 1000 { didSet { revision &+= 1 } }
    var identifier: String? { didSet { revision &+= 1 } }
    /// `constraint(equalToSystemSpacingBelow:multiplier:)` and its siblings: the multiplier of the system spacing,
    /// which becomes the constant when the screen is laid out (nil once `constant` is set).
    var systemSpacing: Double? { didSet { revision &+= 1 } }
    /// When it was last activated (its place in activation order); nil while inactive.
    var activation: Int? { didSet { revision &+= 1 } }
    /// Changes whenever one of the properties above is set (`KeptHierarchy` reuses what was made of it before).
    private(set) var revision: UInt64 = 0
    let position: SourcePosition

    init(_ first: ViewAnchor, _ relation: Relation, _ second: ViewAnchor?, multiplier: Double, constant: Double,
         at position: SourcePosition) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.position = position
    }
}

/// What a view controller run keeps besides its objects: the order constraints are activated in.
final class ViewWorld {
    var activations = 0
    /// Every constraint made, in order (the active ones become the screen's).
    var constraints: [ConstraintObject] = []
    /// The environment the screen is loaded in (the device's size and traits).
    let environment: LayoutEnvironment

    /// The views of the file's own classes made in this world, held weakly. Each such view and its instance hold
    /// each other (the view its `ownInstance`, the instance its view); when the world ends — its run, and any pass
    /// or reused cells keeping it, are over — each view lets go of its instance, so both are freed.
    private var ownViews: [WeakView] = []

    init(environment: LayoutEnvironment) { self.environment = environment }

    deinit {
        for entry in ownViews { entry.view?.ownInstance = nil }
    }

    /// Notes a view of the file's own class made in this world (see `ownViews`).
    func noteOwnView(_ view: ViewObject) { ownViews.append(WeakView(view: view)) }

    func activate(_ constraint: ConstraintObject) {
        guard constraint.activation == nil else { return }
        activations += 1
        constraint.activation = activations
    }
}

/// A view held weakly (a world's note of the views it made).
struct WeakView {
    weak var view: ViewObject?
}
