-- The `tessera` module's elements: items, groups, supplementaries, decorations, sections, layouts.
local M, h = ...
local fail, checkFields, checkArgument = h.fail, h.checkFields, h.checkArgument
local fieldError, ofKind, boolean, choice, text, fn, list = h.fieldError, h.ofKind, h.boolean, h.choice, h.text, h.fn, h.list
local size, insets, spacing, edgeSpacing, point = h.size, h.insets, h.spacing, h.edgeSpacing, h.point
local integer = h.integer
local zMin, zMax = -2147483648, 2147483647
local type, ipairs, pairs, rawget, format = type, ipairs, pairs, rawget, string.format

-- Anchors and supplementary items -----------------------------------------------------------

local edgeOptions = { "top", "leading", "bottom", "trailing" }

-- An anchor given as `field` of `what` (or, with `field` nil, as the argument of `what` itself).
local function anchor(at, what, field, value)
  if value == nil then return nil end
  if type(value) == "string" then value = { edges = { value } } end
  if type(value) ~= "table" then fieldError(at, what, field, "anchor (L.anchor{…})", value) end
  if rawget(value, "__tessera") == "anchor" then return value end
  if value[1] ~= nil then value = { edges = value } end
  local function sub(name) return field and (field .. "." .. name) or name end
  local whole = field and (what .. "." .. field) or what
  checkFields(at, value, { "edges", "absoluteOffset", "fractionalOffset" }, whole)
  local edgesValue = value.edges
  if type(edgesValue) == "string" then edgesValue = { edgesValue } end
  if type(edgesValue) ~= "table" then fieldError(at, what, sub("edges"), "array of edge names", edgesValue) end
  local out = { __tessera = "anchor", edges = {} }
  for i, edge in ipairs(edgesValue) do out.edges[i] = choice(at, what, sub("edges[" .. i .. "]"), edge, nil, edgeOptions) end
  if value.absoluteOffset ~= nil and value.fractionalOffset ~= nil then
    fail(at, format("%s: give absoluteOffset or fractionalOffset, not both", whole))
  end
  if value.fractionalOffset ~= nil then
    out.fractional = true
    out.offset = point(at, what, sub("fractionalOffset"), value.fractionalOffset)
  else
    out.offset = point(at, what, sub("absoluteOffset"), value.absoluteOffset)
  end
  return out
end

--- `NSCollectionLayoutAnchor`: `L.anchor{ edges = {"top", "trailing"}, fractionalOffset = {x = 0.5, y = -0.5} }`.
function M.anchor(at, t)
  if type(t) == "string" then t = { t } end
  checkArgument(at, "anchor", 1, t, "table")
  return anchor(at, "anchor", nil, t)
end

local supplementaryFields = { "size", "elementKind", "containerAnchor", "itemAnchor", "zIndex" }
local function supplementary(at, t, what)
  checkFields(at, t, supplementaryFields, what)
  return { __tessera = "supplementaryItem", __where = at,
           size = size(at, what, "size", t.size), elementKind = text(at, what, "elementKind", t.elementKind),
           containerAnchor = anchor(at, what, "containerAnchor", t.containerAnchor)
             or fail(at, format("bad field 'containerAnchor' in %s (anchor expected, got nil)", what)),
           itemAnchor = anchor(at, what, "itemAnchor", t.itemAnchor),
           zIndex = integer(at, what, "zIndex", t.zIndex, 1, zMin, zMax) }
end

--- `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
function M.supplementaryItem(at, t)
  checkArgument(at, "supplementaryItem", 1, t, "table")
  return supplementary(at, t, "supplementaryItem")
end

--- A badge: a supplementary item on the top trailing corner, centred on it
--- (`containerAnchor = [.top, .trailing]`, `fractionalOffset = (0.5, -0.5)`); every field can be overridden.
function M.badge(at, t)
  checkArgument(at, "badge", 1, t, "table")
  local copy = {}
  for k, v in pairs(t) do copy[k] = v end
  copy.elementKind = copy.elementKind or "badge"
  copy.containerAnchor = copy.containerAnchor or { edges = { "top", "trailing" }, fractionalOffset = { x = 0.5, y = -0.5 } }
  return supplementary(at, copy, "badge")
end

local function supplementaries(at, what, value)
  return list(at, what, "supplementaryItems", value, "supplementary items",
              ofKind({ supplementaryItem = true }, "supplementary item (L.supplementaryItem{…})"))
end

local alignments = { "none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing" }
local boundaryFields = { "size", "elementKind", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds",
                         "zIndex", "measure", "cell" }
local function boundary(at, t, what, kind, align)
  checkFields(at, t, boundaryFields, what)
  return { __tessera = "boundarySupplementaryItem", __where = at,
           size = size(at, what, "size", t.size), elementKind = text(at, what, "elementKind", t.elementKind, kind),
           alignment = choice(at, what, "alignment", t.alignment, align, alignments),
           absoluteOffset = point(at, what, "absoluteOffset", t.absoluteOffset),
           extendsBoundary = boolean(at, what, "extendsBoundary", t.extendsBoundary, true),
           pinToVisibleBounds = boolean(at, what, "pinToVisibleBounds", t.pinToVisibleBounds, false),
           zIndex = integer(at, what, "zIndex", t.zIndex, 1, zMin, zMax),
           measure = fn(at, what, "measure", t.measure), cell = h.cellField(at, what, "cell", t.cell) }
end

--- `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:absoluteOffset:)`.
function M.boundarySupplementaryItem(at, t)
  checkArgument(at, "boundarySupplementaryItem", 1, t, "table")
  if t.elementKind == nil then fail(at, "bad field 'elementKind' in boundarySupplementaryItem (string expected, got nil)") end
  if t.alignment == nil then fail(at, "bad field 'alignment' in boundarySupplementaryItem (string expected, got nil)") end
  return boundary(at, t, "boundarySupplementaryItem")
end

--- A section header: a boundary item of kind "header" aligned to the top.
function M.header(at, t)
  checkArgument(at, "header", 1, t, "table")
  return boundary(at, t, "header", "header", "top")
end

--- A section footer: a boundary item of kind "footer" aligned to the bottom.
function M.footer(at, t)
  checkArgument(at, "footer", 1, t, "table")
  return boundary(at, t, "footer", "footer", "bottom")
end

local function boundaries(at, what, value)
  return list(at, what, "boundarySupplementaryItems", value, "boundary items",
              ofKind({ boundarySupplementaryItem = true }, "boundary item (L.header{…}, L.boundarySupplementaryItem{…})"))
end

--- `NSCollectionLayoutDecorationItem.background(elementKind:)`: `L.background{ elementKind = "bg", contentInsets = …, zIndex = … }`.
function M.background(at, t)
  if type(t) == "string" then t = { elementKind = t } end
  checkArgument(at, "background", 1, t, "table")
  checkFields(at, t, { "elementKind", "contentInsets", "zIndex" }, "background")
  return { __tessera = "decorationItem", __where = at, elementKind = text(at, "background", "elementKind", t.elementKind),
           contentInsets = insets(at, "background", "contentInsets", t.contentInsets),
           zIndex = integer(at, "background", "zIndex", t.zIndex, 0, zMin, zMax) }
end

-- Items and groups ---------------------------------------------------------------------------

local itemFields = { "size", "contentInsets", "edgeSpacing", "supplementaryItems" }
--- `NSCollectionLayoutItem(layoutSize:supplementaryItems:)` with `contentInsets` and `edgeSpacing`.
function M.item(at, t)
  checkArgument(at, "item", 1, t, "table")
  checkFields(at, t, itemFields, "item")
  return { __tessera = "item", __where = at, size = size(at, "item", "size", t.size),
           contentInsets = insets(at, "item", "contentInsets", t.contentInsets),
           edgeSpacing = edgeSpacing(at, "item", "edgeSpacing", t.edgeSpacing),
           supplementaryItems = supplementaries(at, "item", t.supplementaryItems) }
end

local subitem = ofKind({ item = true, group = true }, "item or group")

local groupFields = { "size", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets",
                      "edgeSpacing", "supplementaryItems" }
local function linearGroup(axis)
  local what = axis
  return function(at, t)
    checkArgument(at, axis, 1, t, "table")
    checkFields(at, t, groupFields, "group." .. axis)
    local group = { __tessera = "group", __where = at, arrangement = axis, size = size(at, what, "size", t.size),
                    interItemSpacing = spacing(at, what, "interItemSpacing", t.interItemSpacing),
                    contentInsets = insets(at, what, "contentInsets", t.contentInsets),
                    edgeSpacing = edgeSpacing(at, what, "edgeSpacing", t.edgeSpacing),
                    supplementaryItems = supplementaries(at, what, t.supplementaryItems), repetition = "fill" }
    local given = (t.subitems ~= nil and 1 or 0) + (t.subitem ~= nil and 1 or 0) + (t.repeatingSubitem ~= nil and 1 or 0)
    if given ~= 1 then fail(at, format("group.%s needs exactly one of subitems = {…}, subitem = … with count, or repeatingSubitem = … with count", axis)) end
    if t.subitems ~= nil then
      if t.count ~= nil then fail(at, format("group.%s: count goes with subitem or repeatingSubitem, not subitems", axis)) end
      group.subitems = list(at, what, "subitems", t.subitems, "items or groups", subitem)
    else
      -- At most 100,000 subitems in one group; below 1 is the engine's error, in UIKit's words.
      group.count = integer(at, what, "count", t.count, nil, nil, h.native.childrenPerRun)
      group.repetition = t.subitem ~= nil and "count" or "repeating"
      group.subitems = { subitem(at, what, t.subitem ~= nil and "subitem" or "repeatingSubitem", t.subitem or t.repeatingSubitem) }
    end
    return group
  end
end

--- `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: the provider gets the environment and
--- returns `{ {frame = {x, y, width, height}, zIndex = …}, … }` relative to the group's origin.
local function customGroup(at, t)
  checkArgument(at, "custom", 1, t, "table")
  checkFields(at, t, { "size", "itemProvider", "contentInsets", "edgeSpacing", "supplementaryItems" }, "group.custom")
  if type(t.itemProvider) ~= "function" then fieldError(at, "group.custom", "itemProvider", "function", t.itemProvider) end
  return { __tessera = "group", __where = at, arrangement = "custom", size = size(at, "custom", "size", t.size),
           itemProvider = t.itemProvider, subitems = {}, repetition = "fill",
           contentInsets = insets(at, "custom", "contentInsets", t.contentInsets),
           edgeSpacing = edgeSpacing(at, "custom", "edgeSpacing", t.edgeSpacing),
           supplementaryItems = supplementaries(at, "custom", t.supplementaryItems) }
end

M.group = { horizontal = linearGroup("horizontal"), vertical = linearGroup("vertical"), custom = customGroup }

M._elements = { anchor = anchor, boundaries = boundaries }
