-- UIKit's list configurations (UICollectionLayoutListConfiguration) as a plugin on the tessera module.
--
--   local list = require "listconfig"
--   local section = list.section({ appearance = "insetGrouped", headerMode = "supplementary" }, environment)
--
-- Metrics are UIKit's defaults on iPhone at the Large text size, as far as they are documented or measured
-- (see docs/lua-api.md, "List configurations"); every one can be overridden in the configuration table.
local L = require "tessera"

local list = {}

local appearances = { "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain" }
local headerModes = { "none", "supplementary", "firstItemInSection" }
local footerModes = { "none", "supplementary" }
local separatorStyles = { "none", "supplementary", "data" }

--- Defaults per appearance: row, header and footer estimates, section insets, whether headers pin.
list.metrics = {
  plain = { row = 44, header = 28, footer = 28, top = 0, bottom = 0, side = 0, reference = "none", pinHeaders = true },
  grouped = { row = 44, header = 38, footer = 38, top = 35, bottom = 0, side = 0, reference = "none", pinHeaders = false },
  insetGrouped = { row = 44, header = 38, footer = 38, top = 35, bottom = 0, side = 0, reference = "layoutMargins",
                   pinHeaders = false },
  sidebar = { row = 44, header = 38, footer = 38, top = 10, bottom = 0, side = 10, reference = "none", pinHeaders = false },
  sidebarPlain = { row = 44, header = 28, footer = 28, top = 0, bottom = 0, side = 0, reference = "none", pinHeaders = false },
}

local fields = { "appearance", "headerMode", "footerMode", "showsSeparators", "separators", "rowHeight",
                 "headerHeight", "footerHeight", "separatorInset", "cell", "headerCell", "footerCell" }

-- Checks a configuration table the way the tessera module checks its own (errors point at `at`, the caller).
local function configuration(at, t)
  if type(t) ~= "table" then error(at .. ": bad argument #1 to 'list' (configuration table expected, got " .. type(t) .. ")", 0) end
  L._checkFields(at, t, fields, "list configuration")
  local function pick(field, options, default)
    local value = t[field]
    if value == nil then return default end
    for _, option in ipairs(options) do if option == value then return value end end
    error(at .. ": bad field '" .. field .. "' in list configuration: unknown value '" .. tostring(value) .. "'"
          .. L._suggestion(tostring(value), options), 0)
  end
  local c = {
    appearance = pick("appearance", appearances, "plain"),
    headerMode = pick("headerMode", headerModes, "none"),
    footerMode = pick("footerMode", footerModes, "none"),
    separators = pick("separators", separatorStyles, "none"),
  }
  c.showsSeparators = t.showsSeparators ~= false and c.appearance ~= "sidebar"
  local m = list.metrics[c.appearance]
  c.rowHeight = t.rowHeight or L.estimated(m.row)
  c.headerHeight = t.headerHeight or L.estimated(m.header)
  c.footerHeight = t.footerHeight or L.estimated(m.footer)
  c.separatorInset = t.separatorInset
  -- Self-sizing content (see the tessera module's cell templates): rows, headers and footers.
  for _, field in ipairs({ "cell", "headerCell", "footerCell" }) do
    if t[field] ~= nil and type(t[field]) ~= "function" and not (type(t[field]) == "table" and rawget(t[field], "__tessera") == "cellRegistration") then
      error(at .. ": bad field '" .. field .. "' in list configuration (function or cell registration expected, got " .. type(t[field]) .. ")", 0)
    end
    c[field] = t[field]
  end
  c.metrics = m
  return c
end

--- The width of a row: the container, less the appearance's side insets (and the layout margins for
--- insetGrouped, which measures its insets from them).
function list.rowWidth(c, environment)
  if not environment then return 320 end
  local m = c.metrics
  local width = environment.container.effectiveContentSize.width - 2 * m.side
  if m.reference == "layoutMargins" and environment.collectionView then
    local margins = environment.collectionView.layoutMargins
    width = environment.collectionView.size.width - margins.leading - margins.trailing - 2 * m.side
  end
  return width
end

--- `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: a section of full-width rows.
--- (`L.located` passes the caller's "file:line" first, so errors point at the script that called.)
list.section = L.located(function(at, t, environment)
  local c = configuration(at, t)
  local m = c.metrics
  local supplementaries = {}
  if c.showsSeparators and c.separators == "supplementary" then
    -- A hairline at the bottom of each row, inset like UIKit's separators (the layout margin on the leading side).
    local scale = environment and environment.traitCollection.displayScale or 2
    local inset = c.separatorInset or 16
    local rowWidth = list.rowWidth(c, environment)
    local width = rowWidth - inset
    supplementaries[1] = L.supplementaryItem {
      size = { width = L.absolute(math.max(0, width)), height = L.absolute(1 / scale) }, elementKind = "separator",
      containerAnchor = L.anchor { edges = { "bottom", "leading" }, absoluteOffset = { x = inset, y = 0 } },
      zIndex = 1 }
  end
  local item = L.item { size = { width = L.fractionalWidth(1), height = c.rowHeight }, supplementaryItems = supplementaries }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = c.rowHeight }, subitems = { item } }
  local boundary = {}
  if c.headerMode == "supplementary" then
    boundary[#boundary + 1] = L.header { size = { width = L.fractionalWidth(1), height = c.headerHeight },
                                         pinToVisibleBounds = m.pinHeaders, cell = c.headerCell }
  end
  if c.footerMode == "supplementary" then
    boundary[#boundary + 1] = L.footer { size = { width = L.fractionalWidth(1), height = c.footerHeight },
                                         cell = c.footerCell }
  end
  local top = c.headerMode == "supplementary" and 0 or m.top
  return L.section { group = group, boundarySupplementaryItems = boundary,
                     contentInsets = { top = top, bottom = m.bottom, leading = m.side, trailing = m.side },
                     contentInsetsReference = m.reference, supplementariesFollowContentInsets = true, cell = c.cell }
end)

--- `UICollectionViewCompositionalLayout.list(using:)`: a layout whose every section is a list.
--- `list.layout({ appearance = …, … }, { {items = records}, {count = 3} })`.
list.layout = L.located(function(at, t, sections)
  configuration(at, t)
  local entries = {}
  for i, entry in ipairs(sections or {}) do
    entries[i] = { items = entry.items, count = entry.count }
    if entries[i].items == nil and entries[i].count == nil then entries[i].count = 0 end
  end
  return L.layout {
    sectionProvider = function(_, environment) return list.section(t, environment) end,
    sections = entries,
  }
end)

--- Separators as data (what UIKit's `itemSeparatorHandler` is asked): for each of `count` rows, whether the
--- row shows a top and a bottom separator and their leading inset. Grouped styles draw no separator below
--- the last row of a section (the section's edge closes it) and none above the first.
list.separators = L.located(function(at, t, count)
  local c = configuration(at, t)
  local out = {}
  local grouped = c.appearance == "grouped" or c.appearance == "insetGrouped"
  for i = 1, count do
    out[i] = { top = false, bottom = c.showsSeparators and not (grouped and i == count),
               leadingInset = c.separatorInset or 16 }
  end
  return out
end)

return list
