---@meta tessera
-- lua-language-server annotations for the `tessera` module (completion and checks in VS Code); not run.

---@class tessera.Dimension
---@field kind "fractionalWidth"|"fractionalHeight"|"absolute"|"estimated"|"uniformAcrossSiblings"
---@field value number

---@alias tessera.DimensionLike tessera.Dimension|number

---@class tessera.Size
---@field width tessera.DimensionLike
---@field height tessera.DimensionLike

---@class tessera.Insets
---@field top? number
---@field leading? number
---@field bottom? number
---@field trailing? number
---@field horizontal? number Sets leading and trailing.
---@field vertical? number Sets top and bottom.
---@field all? number Sets every edge.

---@alias tessera.InsetsLike tessera.Insets|number

---@class tessera.Spacing
---@field kind "fixed"|"flexible"
---@field value number

---@class tessera.EdgeSpacing
---@field leading? tessera.Spacing|number
---@field top? tessera.Spacing|number
---@field trailing? tessera.Spacing|number
---@field bottom? tessera.Spacing|number

---@alias tessera.Edge "top"|"leading"|"bottom"|"trailing"

---@class tessera.Point
---@field x? number
---@field y? number

---@class tessera.AnchorOptions
---@field edges tessera.Edge[]|tessera.Edge
---@field absoluteOffset? tessera.Point
---@field fractionalOffset? tessera.Point Fractions of the anchored view's own size.

---@class tessera.Anchor

---@class tessera.SupplementaryItemOptions
---@field size tessera.Size
---@field elementKind string
---@field containerAnchor tessera.Anchor|tessera.AnchorOptions
---@field itemAnchor? tessera.Anchor|tessera.AnchorOptions
---@field zIndex? integer Default 1.

---@class tessera.SupplementaryItem

---@alias tessera.Alignment "none"|"top"|"topLeading"|"leading"|"bottomLeading"|"bottom"|"bottomTrailing"|"trailing"|"topTrailing"

---@class tessera.BoundaryItemOptions
---@field size tessera.Size
---@field elementKind? string
---@field alignment? tessera.Alignment
---@field absoluteOffset? tessera.Point
---@field extendsBoundary? boolean Default true.
---@field pinToVisibleBounds? boolean Default false.
---@field zIndex? integer Default 1.
---@field cell? (fun(data: any, environment: tessera.Environment): tessera.CellView)|tessera.CellRegistration A template the view sizes from (estimated sides), or a registration.
---@field measure? fun(data: any, fitting: tessera.Fitting): { width?: number, height?: number }|number The view's size, by arithmetic.

---@class tessera.BoundaryItem

---@class tessera.DecorationOptions
---@field elementKind string
---@field contentInsets? tessera.InsetsLike
---@field zIndex? integer Default 0.

---@class tessera.Decoration

---@class tessera.ItemOptions
---@field size tessera.Size
---@field contentInsets? tessera.InsetsLike
---@field edgeSpacing? tessera.EdgeSpacing
---@field supplementaryItems? tessera.SupplementaryItem[]

---@class tessera.Item

---@class tessera.GroupOptions
---@field size tessera.Size
---@field subitems? (tessera.Item|tessera.Group)[] Repeated until the group is full.
---@field subitem? tessera.Item|tessera.Group With `count`: subitem:count: (overrides the subitem's size along the axis).
---@field repeatingSubitem? tessera.Item|tessera.Group With `count`: repeatingSubitem:count:.
---@field count? integer
---@field interItemSpacing? tessera.Spacing|number
---@field contentInsets? tessera.InsetsLike
---@field edgeSpacing? tessera.EdgeSpacing
---@field supplementaryItems? tessera.SupplementaryItem[]

---@class tessera.CustomGroupOptions
---@field size tessera.Size
---@field itemProvider fun(environment: tessera.Environment): { frame: { x: number, y: number, width: number, height: number }, zIndex?: integer }[]
---@field contentInsets? tessera.InsetsLike
---@field edgeSpacing? tessera.EdgeSpacing
---@field supplementaryItems? tessera.SupplementaryItem[]

---@class tessera.Group

---@alias tessera.InsetsReference "automatic"|"none"|"safeArea"|"layoutMargins"|"readableContent"
---@alias tessera.OrthogonalScrollingBehavior "none"|"continuous"|"continuousGroupLeadingBoundary"|"paging"|"groupPaging"|"groupPagingCentered"

---@class tessera.VisibleItem
---@field indexPath { section: integer, item: integer }
---@field category "cell"|"supplementaryView"|"decorationView"
---@field elementKind? string
---@field frame { x: number, y: number, width: number, height: number }
---@field alpha number
---@field zIndex integer
---@field isHidden boolean
---@field center { x: number, y: number }
---@field transform { a: number, b: number, c: number, d: number, tx: number, ty: number }

---@class tessera.SectionOptions
---@field group tessera.Group
---@field interGroupSpacing? number
---@field contentInsets? tessera.InsetsLike
---@field contentInsetsReference? tessera.InsetsReference
---@field supplementaryContentInsetsReference? tessera.InsetsReference
---@field supplementariesFollowContentInsets? boolean
---@field boundarySupplementaryItems? tessera.BoundaryItem[]
---@field decorationItems? tessera.Decoration[]
---@field orthogonalScrollingBehavior? tessera.OrthogonalScrollingBehavior
---@field visibleItemsInvalidationHandler? fun(items: tessera.VisibleItem[], offset: { x: number, y: number }, environment: tessera.Environment)
---@field cell? (fun(record: any, environment: tessera.Environment): tessera.CellView)|tessera.CellRegistration How an estimated item sizes: a template or view tree, or a registration (one of cell and measure).
---@field measure? fun(record: any, fitting: tessera.Fitting): { width?: number, height?: number }|number How an estimated item sizes: arithmetic (a number is the length along the estimated side).
---@field estimate? fun(record: any): number A guess per record (the explorer's perItem model).

---@class tessera.Fitting
---@field width number The width the layout proposes.
---@field height number The height the layout proposes (the estimate along an estimated side).
---@field widthIsEstimated boolean
---@field heightIsEstimated boolean
---@field indexPath { section: integer, item: integer }
---@field environment tessera.Environment

---@class tessera.Section

---@class tessera.Environment
---@field container { contentSize: { width: number, height: number }, effectiveContentSize: { width: number, height: number }, contentInsets: tessera.Insets, effectiveContentInsets: tessera.Insets }
---@field traitCollection { horizontalSizeClass: "compact"|"regular"|"unspecified", verticalSizeClass: "compact"|"regular"|"unspecified", displayScale: number, preferredContentSizeCategory: string }
---@field collectionView { size: { width: number, height: number }, safeAreaInsets: tessera.Insets, layoutMargins: tessera.Insets, readableContentInsets: tessera.Insets }

---@class tessera.SectionEntry
---@field section? tessera.Section
---@field provider? fun(environment: tessera.Environment, sectionIndex: integer): tessera.Section?
---@field items? table[]|integer An array of records, or a count.
---@field count? integer
---@field data? any What the section's header and footer `cell`/`measure` functions receive.

---@class tessera.Configuration
---@field scrollDirection? "vertical"|"horizontal"
---@field interSectionSpacing? number
---@field boundarySupplementaryItems? tessera.BoundaryItem[]
---@field contentInsetsReference? tessera.InsetsReference

---@class tessera.LayoutOptions
---@field configuration? tessera.Configuration
---@field sections tessera.SectionEntry[]
---@field sectionProvider? fun(sectionIndex: integer, environment: tessera.Environment): tessera.Section?

---@class tessera.Layout

---@alias tessera.Weight "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"
---@alias tessera.TextStyle "largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2"
---@alias tessera.ContentSizeCategory "extraSmall"|"small"|"medium"|"large"|"extraLarge"|"extraExtraLarge"|"extraExtraExtraLarge"|"accessibilityMedium"|"accessibilityLarge"|"accessibilityExtraLarge"|"accessibilityExtraExtraLarge"|"accessibilityExtraExtraExtraLarge"
---@alias tessera.LineBreakMode "byWordWrapping"|"byCharWrapping"|"byClipping"|"byTruncatingHead"|"byTruncatingTail"|"byTruncatingMiddle"
---@alias tessera.LineBreakStrategy "standard"|"hangulWordPriority"|"none"

---@class tessera.Font

---@class tessera.TextOptions
---@field text string
---@field font tessera.Font
---@field width? number 0 (the default): unconstrained.
---@field numberOfLines? integer 0 (the default): as many as it takes.
---@field lineBreakMode? tessera.LineBreakMode Default byWordWrapping.
---@field lineBreakStrategy? tessera.LineBreakStrategy Default standard (Korean words kept whole).
---@field lineSpacing? number
---@field lineHeightMultiple? number
---@field adjustsFontSizeToFitWidth? boolean
---@field minimumScaleFactor? number

---@class tessera.TextLine
---@field text string
---@field width number
---@field location integer
---@field length integer

---@class tessera.TextSize
---@field width number Rounded up to a device pixel, as a label reports it.
---@field height number Rounded up to a device pixel.
---@field rawWidth number
---@field rawHeight number
---@field lineCount integer
---@field lines tessera.TextLine[]
---@field isTruncated boolean
---@field pointSize number The point size used (smaller when autoshrink shrank it).
---@field scaleFactor number

---@class tessera.CellView

---@class tessera.ViewOptions
---@field accessibilityIdentifier? string How dumps and constraint logs name the view.
---@field translatesAutoresizingMaskIntoConstraints? boolean Default true, as for views made in code.
---@field frame? { x?: number, y?: number, width?: number, height?: number } Held by the autoresizing constraints.
---@field isHidden? boolean
---@field layoutMargins? tessera.InsetsLike Default 8 on each side.
---@field contentHuggingPriority? number|{ horizontal?: number, vertical?: number } Default 250 (750 switches, indicators).
---@field contentCompressionResistancePriority? number|{ horizontal?: number, vertical?: number } Default 750.
---@field subviews? tessera.View[]
---@field backgroundColor? string
---@field directionalLayoutMargins? tessera.InsetsLike UIKit's other name for `layoutMargins` (give one of them).
---@field preservesSuperviewLayoutMargins? boolean Default false.
---@field insetsLayoutMarginsFromSafeArea? boolean Default true.

---@class tessera.Anchor
---@field constraint fun(self: tessera.Anchor, options: tessera.ConstraintOptions): tessera.Constraint

---@class tessera.ConstraintOptions
---@field equalTo? tessera.Anchor
---@field greaterThanOrEqualTo? tessera.Anchor
---@field lessThanOrEqualTo? tessera.Anchor
---@field equalToConstant? number
---@field greaterThanOrEqualToConstant? number
---@field lessThanOrEqualToConstant? number
---@field constant? number
---@field multiplier? number
---@field priority? number Default 1000 (required).
---@field identifier? string

---@class tessera.Constraint
---@field isActive boolean
---@field priority number
---@field constant number
---@field identifier? string

---@class tessera.CellRegistration

---@class tessera.LayoutGuide
---@field leadingAnchor tessera.Anchor
---@field trailingAnchor tessera.Anchor
---@field leftAnchor tessera.Anchor
---@field rightAnchor tessera.Anchor
---@field topAnchor tessera.Anchor
---@field bottomAnchor tessera.Anchor
---@field widthAnchor tessera.Anchor
---@field heightAnchor tessera.Anchor
---@field centerXAnchor tessera.Anchor
---@field centerYAnchor tessera.Anchor

---@class tessera.View: tessera.CellView, tessera.LayoutGuide
---@field firstBaselineAnchor tessera.Anchor
---@field lastBaselineAnchor tessera.Anchor
---@field layoutMarginsGuide tessera.LayoutGuide
---@field safeAreaLayoutGuide tessera.LayoutGuide
---@field translatesAutoresizingMaskIntoConstraints boolean
---@field addSubview fun(self: tessera.View, view: tessera.View)
---@field addArrangedSubview fun(self: tessera.View, view: tessera.View)
---@field setCustomSpacing fun(self: tessera.View, spacing: number, after: tessera.View)
---@field setContentHuggingPriority fun(self: tessera.View, priority: number, axis: "horizontal"|"vertical")
---@field setContentCompressionResistancePriority fun(self: tessera.View, priority: number, axis: "horizontal"|"vertical")
---@field pinEdges fun(self: tessera.View, to?: tessera.View|tessera.LayoutGuide, insets?: tessera.InsetsLike): tessera.Constraint[]
---@field readableContentGuide tessera.LayoutGuide
---@field keyboardLayoutGuide tessera.LayoutGuide
---@field addLayoutGuide fun(self: tessera.View, guide: tessera.LayoutGuide)

---@class tessera.ScrollView: tessera.View
---@field contentLayoutGuide tessera.LayoutGuide Its edges make the content size.
---@field frameLayoutGuide tessera.LayoutGuide The visible frame.

---@class tessera.ScrollViewOptions: tessera.ViewOptions
---@field contentInset? tessera.InsetsLike
---@field contentInsetAdjustmentBehavior? "automatic"|"scrollableAxes"|"never"|"always"
---@field alwaysBounceVertical? boolean
---@field alwaysBounceHorizontal? boolean

---@class tessera.ViewController
---@class tessera.NavigationController
---@class tessera.TabBarController

---@alias tessera.StackAlignment "fill"|"leading"|"top"|"center"|"trailing"|"bottom"
---@alias tessera.StackDistribution "fill"|"fillEqually"|"fillProportionally"|"equalSpacing"|"equalCentering"

---@class tessera.StackOptions
---@field spacing? number
---@field alignment? tessera.StackAlignment
---@field distribution? tessera.StackDistribution
---@field layoutMargins? tessera.InsetsLike
---@field arrangedSubviews? tessera.CellView[] Or give the subviews as the positional entries.
---@field [integer] tessera.CellView

---@class tessera.LabelOptions
---@field text? string|number
---@field font? tessera.Font
---@field textStyle? tessera.TextStyle Default body (when no font is given).
---@field numberOfLines? integer Default 1; 0 for as many as it takes.
---@field lineBreakMode? tessera.LineBreakMode Default byTruncatingTail.
---@field lineBreakStrategy? tessera.LineBreakStrategy
---@field lineSpacing? number
---@field lineHeightMultiple? number
---@field adjustsFontSizeToFitWidth? boolean
---@field minimumScaleFactor? number
---@field preferredMaxLayoutWidth? number In a view tree: the width it wraps at (0, the default: the width it gets).

---@class tessera.ImageOptions
---@field width? number
---@field height? number
---@field aspectRatio? number Width ÷ height, with the width the stack gives (or `width`).

---@class tessera
---@field feed any The --feed JSON.
---@field null table JSON null inside arrays.
---@field textStyles tessera.TextStyle[]
local L = {}

---@class tessera.Groups
L.group = {}
---@class tessera.Fonts
L.font = {}
---@class tessera.Text
L.text = {}
---@class tessera.DecorationItems
L.decorationItem = {}

---@param f number
---@return tessera.Dimension
function L.fractionalWidth(f) end
---@param f number
---@return tessera.Dimension
function L.fractionalHeight(f) end
---@param points number
---@return tessera.Dimension
function L.absolute(points) end
---@param points number
---@return tessera.Dimension
function L.estimated(points) end
---@param estimate number|{ estimate: number }
---@return tessera.Dimension
function L.uniformAcrossSiblings(estimate) end
---@param size tessera.Size
---@return tessera.Size
function L.size(size) end
---@param a number|tessera.Insets
---@param b? number
---@param c? number
---@param d? number
---@return tessera.Insets
function L.insets(a, b, c, d) end
---@param points number
---@return tessera.Spacing
function L.fixed(points) end
---@param points number
---@return tessera.Spacing
function L.flexible(points) end
---@param options tessera.EdgeSpacing
---@return tessera.EdgeSpacing
function L.edgeSpacing(options) end
---@param options tessera.AnchorOptions|tessera.Edge
---@return tessera.Anchor
function L.anchor(options) end
---@param options tessera.SupplementaryItemOptions
---@return tessera.SupplementaryItem
function L.supplementaryItem(options) end
---@param options tessera.SupplementaryItemOptions
---@return tessera.SupplementaryItem
function L.badge(options) end
---@param options tessera.BoundaryItemOptions
---@return tessera.BoundaryItem
function L.boundarySupplementaryItem(options) end
---@param options tessera.BoundaryItemOptions
---@return tessera.BoundaryItem
function L.header(options) end
---@param options tessera.BoundaryItemOptions
---@return tessera.BoundaryItem
function L.footer(options) end
---@param options tessera.DecorationOptions|string
---@return tessera.Decoration
function L.background(options) end
---@param options tessera.ItemOptions
---@return tessera.Item
function L.item(options) end
---@param options tessera.SectionOptions
---@return tessera.Section
function L.section(options) end
---@param options tessera.LayoutOptions
---@return tessera.Layout
function L.layout(options) end
---@param path string A JSON file below the script's folder.
---@return any
function L.readJSON(path) end

---`NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)` (or `subitem`/`repeatingSubitem` with `count`).
---@param options tessera.GroupOptions
---@return tessera.Group
function L.group.horizontal(options) end
---`NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
---@param options tessera.GroupOptions
---@return tessera.Group
function L.group.vertical(options) end
---`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
---@param options tessera.CustomGroupOptions
---@return tessera.Group
function L.group.custom(options) end
---`NSCollectionLayoutDecorationItem.background(elementKind:)`.
---@param options tessera.DecorationOptions|string
---@return tessera.Decoration
function L.decorationItem.background(options) end

---`UIFont.systemFont(ofSize:weight:)`: Inter, Noto Sans CJK KR for Korean.
---@param size number
---@param weight? tessera.Weight Default regular.
---@return tessera.Font
function L.font.system(size, weight) end
---`UIFont.preferredFont(forTextStyle:)`: follows --content-size-category unless a category is given.
---@param style tessera.TextStyle
---@param category? tessera.ContentSizeCategory
---@return tessera.Font
function L.font.preferred(style, category) end
---`UIFont(name:size:)`: a family, full or PostScript name of the system fonts or of --font-dir.
---@param name string
---@param size number
---@return tessera.Font
function L.font.named(name, size) end

---A label's size, as `sizeThatFits` measures it (every line unless numberOfLines says otherwise).
---@param options tessera.TextOptions
---@return tessera.TextSize
function L.text.size(options) end
---`size(withAttributes:)`: the text on one line.
---@param options { text: string, font: tessera.Font }
---@return tessera.TextSize
function L.text.naturalSize(options) end

---`UIStackView` along y: `L.vstack{ spacing = 8, L.image{…}, L.label{…} }`.
---@param options tessera.StackOptions
---@return tessera.CellView
function L.vstack(options) end
---`UIStackView` along x: `L.hstack{ L.label{…}, L.spacer(), L.label{…} }`.
---@param options tessera.StackOptions
---@return tessera.CellView
function L.hstack(options) end
---`UILabel`.
---@param options tessera.LabelOptions
---@return tessera.CellView
function L.label(options) end
---`UIImageView`: a fixed width and height, or an aspect ratio.
---@param options tessera.ImageOptions
---@return tessera.CellView
function L.image(options) end
---`UIView`: a container with no intrinsic size.
---@param options? tessera.ViewOptions
---@return tessera.View
function L.view(options) end
---`UIImageView`: its intrinsic size is its image's.
---@param options? tessera.ViewOptions|{ image?: { width: number, height: number } }
---@return tessera.View
function L.imageView(options) end
---`UIButton` (system): its title's size plus 6 pt above and below.
---@param options tessera.ViewOptions|{ title?: string, font?: tessera.Font, contentEdgeInsets?: tessera.InsetsLike }
---@return tessera.View
function L.button(options) end
---`UITextField`.
---@param options? tessera.ViewOptions|{ text?: string, placeholder?: string, font?: tessera.Font, borderStyle?: "none"|"line"|"bezel"|"roundedRect" }
---@return tessera.View
function L.textField(options) end
---`UISwitch`: 51 × 31.
---@param options? tessera.ViewOptions
---@return tessera.View
function L.switch(options) end
---`UIActivityIndicatorView`: 20 × 20 (medium) or 37 × 37 (large).
---@param options? tessera.ViewOptions|{ style?: "medium"|"large" }
---@return tessera.View
function L.activityIndicator(options) end
---`UIStackView` for Auto Layout: `L.stack{ axis = "horizontal", spacing = 8, avatar, name }`.
---@param options tessera.ViewOptions|{ axis?: "horizontal"|"vertical", spacing?: number, alignment?: string, distribution?: tessera.StackDistribution, isLayoutMarginsRelativeArrangement?: boolean, isBaselineRelativeArrangement?: boolean, arrangedSubviews?: tessera.View[], [integer]: tessera.View }
---@return tessera.View
function L.stack(options) end
---`UIScrollView`: its subviews sit in its content, whose size the constraints to `contentLayoutGuide` make.
---@param options? tessera.ScrollViewOptions
---@return tessera.ScrollView
function L.scrollView(options) end
---`UICollectionView` (one per screen): the compositional layout runs in the frame its constraints give it.
---@param options tessera.ScrollViewOptions|{ layout: tessera.Layout }
---@return tessera.ScrollView
function L.collectionView(options) end
---`UILayoutGuide`: a rectangle with anchors and no view, added with `view:addLayoutGuide(guide)`.
---@param options? { identifier?: string }
---@return tessera.LayoutGuide
function L.layoutGuide(options) end
---`UIViewController`: `view` adds subviews and constraints to the root view, which fills the screen. A script that
---returns a view controller (or a navigation or tab bar controller) is a screen.
---@param options { view: (fun(view: tessera.View, environment: tessera.Environment))|tessera.View, title?: string, additionalSafeAreaInsets?: tessera.InsetsLike, directionalLayoutMargins?: tessera.InsetsLike, viewRespectsSystemMinimumLayoutMargins?: boolean, largeTitleDisplayMode?: "automatic"|"always"|"never", tabBarItem?: { title?: string } }
---@return tessera.ViewController
function L.viewController(options) end
---`UINavigationController(rootViewController:)`: its bar moves the safe area down.
---@param options { rootViewController: tessera.ViewController, prefersLargeTitles?: boolean, isNavigationBarHidden?: boolean, isToolbarHidden?: boolean }
---@return tessera.NavigationController
function L.navigationController(options) end
---`UITabBarController`: the selected tab (counted from 0) shows above the tab bar.
---@param options { viewControllers: (tessera.ViewController|tessera.NavigationController)[], selectedIndex?: integer }
---@return tessera.TabBarController
function L.tabBarController(options) end
---`NSLayoutConstraint.activate`: `L.activate{ a.leadingAnchor:constraint{ equalTo = b.leadingAnchor, constant = 16 } }`.
---@param constraints tessera.Constraint[]
---@return tessera.Constraint[]
function L.activate(constraints) end
---`NSLayoutConstraint.deactivate`.
---@param constraints tessera.Constraint[]
---@return tessera.Constraint[]
function L.deactivate(constraints) end
---`UICollectionView.CellRegistration`: `build` makes the cell's views and constraints once per environment and returns
---the content view (or a table holding it as `contentView`, with the views configure changes); `configure` sets what
---varies per item on the cell as the previous item left it. Give it as a section's (or boundary item's) `cell`.
---@param options { build: fun(environment: tessera.Environment): tessera.View|{ contentView: tessera.View }, configure?: fun(cell: any, record: any, environment: tessera.Environment) }
---@return tessera.CellRegistration
function L.cellRegistration(options) end
---A flexible gap.
---@param options? { minLength?: number }
---@return tessera.CellView
function L.spacer(options) end
---A view of a fixed size (a button); a missing side takes what the stack gives.
---@param options { width?: number, height?: number }
---@return tessera.CellView
function L.box(options) end

---Wraps `f(at, ...)` so that callers call `f(...)` and `at` is their "file:line" (for a plugin's own errors).
---@generic F
---@param f fun(at: string, ...): any
---@return fun(...): any
function L.located(f) end

return L
