-- The `tessera` module's sections and layouts: what a script returns.
local M, h = ...
local fail, typename, checkFields, checkArgument = h.fail, h.typename, h.checkFields, h.checkArgument
local fieldError, ofKind, number, boolean, choice, fn, list, insets = h.fieldError, h.ofKind, h.number, h.boolean, h.choice, h.fn, h.list, h.insets
local integer = h.integer
local boundaries = M._elements.boundaries
local type, ipairs, rawget, format = type, ipairs, rawget, string.format

local references = { "automatic", "none", "safeArea", "layoutMargins", "readableContent" }
local behaviors = { "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered" }

--- The fields `L.section{…}` accepts; plugins may extend the list (see docs/lua-api.md).
M.sectionFields = { "group", "interGroupSpacing", "contentInsets", "contentInsetsReference",
                    "supplementaryContentInsetsReference", "supplementariesFollowContentInsets",
                    "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior",
                    "visibleItemsInvalidationHandler", "measure", "cell", "estimate" }

--- `NSCollectionLayoutSection(group:)` with every property of the section.
function M.section(at, t)
  checkArgument(at, "section", 1, t, "table")
  checkFields(at, t, M.sectionFields, "section")
  if typename(t.group) ~= "group" then fieldError(at, "section", "group", "group (L.group.horizontal{…} …)", t.group) end
  local section = { __tessera = "section", __where = at, group = t.group,
    interGroupSpacing = number(at, "section", "interGroupSpacing", t.interGroupSpacing, 0),
    contentInsets = insets(at, "section", "contentInsets", t.contentInsets),
    contentInsetsReference = choice(at, "section", "contentInsetsReference", t.contentInsetsReference, "automatic", references),
    supplementaryContentInsetsReference = choice(at, "section", "supplementaryContentInsetsReference",
                                                 t.supplementaryContentInsetsReference, "automatic", references),
    supplementariesFollowContentInsets = boolean(at, "section", "supplementariesFollowContentInsets",
                                                 t.supplementariesFollowContentInsets, true),
    boundarySupplementaryItems = boundaries(at, "section", t.boundarySupplementaryItems),
    decorationItems = list(at, "section", "decorationItems", t.decorationItems, "decoration items",
                           ofKind({ decorationItem = true }, "decoration item (L.background{…})")),
    orthogonalScrollingBehavior = choice(at, "section", "orthogonalScrollingBehavior", t.orthogonalScrollingBehavior, "none", behaviors),
    visibleItemsInvalidationHandler = fn(at, "section", "visibleItemsInvalidationHandler", t.visibleItemsInvalidationHandler),
    -- Self-sizing: how a cell measures (one of measure and cell) and a per-record estimate.
    measure = fn(at, "section", "measure", t.measure), cell = h.cellField(at, "section", "cell", t.cell),
    estimate = fn(at, "section", "estimate", t.estimate) }
  if section.measure ~= nil and section.cell ~= nil then fail(at, "section: give measure or cell, not both") end
  for _, field in ipairs(M.sectionFields) do
    if section[field] == nil and t[field] ~= nil then section[field] = t[field] end
  end
  return section
end

local configurationFields = { "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "contentInsetsReference" }
local function configuration(at, value)
  if value == nil then value = {} end
  if type(value) ~= "table" then fieldError(at, "layout", "configuration", "table", value) end
  checkFields(at, value, configurationFields, "configuration")
  return { scrollDirection = choice(at, "configuration", "scrollDirection", value.scrollDirection, "vertical", { "vertical", "horizontal" }),
           interSectionSpacing = number(at, "configuration", "interSectionSpacing", value.interSectionSpacing, 0),
           boundarySupplementaryItems = boundaries(at, "configuration", value.boundarySupplementaryItems),
           contentInsetsReference = choice(at, "configuration", "contentInsetsReference", value.contentInsetsReference, "safeArea", references) }
end

--- The fields a section entry of `L.layout{ sections = {…} }` accepts; plugins may extend the list.
M.sectionEntryFields = { "section", "provider", "items", "count", "data" }

local function entry(at, index, value, hasLayoutProvider)
  local what = "sections[" .. index .. "]"
  if type(value) ~= "table" or rawget(value, "__tessera") then
    fail(at, format("bad entry %s in layout (table {section = … or provider = …, items = …} expected, got %s)", what, typename(value)))
  end
  checkFields(at, value, M.sectionEntryFields, what)
  local out = { section = value.section, provider = value.provider, items = value.items, count = value.count,
                data = value.data }
  if value.section ~= nil and typename(value.section) ~= "section" then fieldError(at, what, "section", "section (L.section{…})", value.section) end
  if value.provider ~= nil and type(value.provider) ~= "function" then fieldError(at, what, "provider", "function", value.provider) end
  if value.section ~= nil and value.provider ~= nil then fail(at, what .. ": give section or provider, not both") end
  if value.section == nil and value.provider == nil and not hasLayoutProvider then
    fail(at, what .. " needs section = L.section{…} or provider = function(environment, sectionIndex) … end")
  end
  if value.items ~= nil and value.count ~= nil then fail(at, what .. ": give items or count, not both") end
  local items = value.items or value.count
  if type(items) == "number" then
    out.count = integer(at, what, "count", items, nil, 0, h.native.itemsPerSection)
    out.items = nil
  elseif type(items) == "table" and not rawget(items, "__tessera") then
    out.items = items
    out.count = #items
  else
    fieldError(at, what, "items", "array of records or a count", items)
  end
  for _, field in ipairs(M.sectionEntryFields) do
    if out[field] == nil and value[field] ~= nil then out[field] = value[field] end
  end
  return out
end

--- `UICollectionViewCompositionalLayout`: what a layout script returns.
--- `L.layout{ configuration = {…}, sections = { {section = …, items = records}, {provider = fn, count = 12} },
---            sectionProvider = function(sectionIndex, environment) … end }`.
function M.layout(at, t)
  checkArgument(at, "layout", 1, t, "table")
  checkFields(at, t, { "configuration", "sections", "sectionProvider" }, "layout")
  if type(t.sections) ~= "table" or rawget(t.sections, "__tessera") then fieldError(at, "layout", "sections", "array of section entries", t.sections) end
  local provider = fn(at, "layout", "sectionProvider", t.sectionProvider)
  local out = { __tessera = "layout", __where = at, configuration = configuration(at, t.configuration), sections = {},
                sectionProvider = provider }
  h.checkNoHole(at, t.sections, function(i) return format("bad entry sections[%d] in layout", i) end,
                "table {section = … or provider = …, items = …}")
  for i, value in ipairs(t.sections) do out.sections[i] = entry(at, i, value, provider ~= nil) end
  return out
end
