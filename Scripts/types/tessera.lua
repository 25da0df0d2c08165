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

---@alias tessera.Alignment "top"|"topLeading"|"leading"|"bottomLeading"|"bottom"|"bottomTrailing"|"trailing"|"topTrailing"

---@class tessera.BoundaryItemOptions
---@field size tessera.Size
---@field elementKind? string
---@field alignment? tessera.Alignment
---@field absoluteOffset? tessera.Point
---@field extendsBoundary? boolean Default true.
---@field pinToVisibleBounds? boolean Default false.
---@field zIndex? integer Default 1.

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

---@class tessera.Groups
---@field horizontal fun(options: tessera.GroupOptions): tessera.Group
---@field vertical fun(options: tessera.GroupOptions): tessera.Group
---@field custom fun(options: tessera.CustomGroupOptions): tessera.Group

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

---@class tessera
---@field feed any The --feed JSON.
---@field null table JSON null inside arrays.
---@field group tessera.Groups
---@field decorationItem { background: fun(options: tessera.DecorationOptions): tessera.Decoration }
local L = {}

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

return L
