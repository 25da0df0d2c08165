-- Settings: inset grouped list sections with headers and footers, built with the listconfig plugin.
local L = require "tessera"
local list = require "listconfig"

local configuration = {
  appearance = "insetGrouped", headerMode = "supplementary", footerMode = "supplementary", separators = "supplementary",
  cell = function(row)
    return L.hstack { layoutMargins = L.insets(11, 16), spacing = 8,
      L.label { text = row.title, textStyle = "body" }, L.spacer(), L.label { text = row.value, textStyle = "body" } }
  end,
  headerCell = function(group)
    return L.vstack { layoutMargins = L.insets { top = 16, leading = 16, bottom = 6, trailing = 16 },
                      L.label { text = group.title, textStyle = "footnote" } }
  end,
  footerCell = function(group)
    return L.vstack { layoutMargins = L.insets { top = 6, leading = 16, bottom = 0, trailing = 16 },
                      L.label { text = group.footer or "", textStyle = "footnote", numberOfLines = 0 } }
  end,
}

local sections = {}
for i, group in ipairs(L.feed.groups) do
  sections[i] = { provider = function(environment) return list.section(configuration, environment) end,
                  items = group.rows, data = group }
end
return L.layout { sections = sections }
