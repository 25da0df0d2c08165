-- Apple's "Adaptive Sections": the distinct sections, with twice the columns when wider than 800 pt.
local L = require "tessera"

local kinds = { { name = "list", columns = 1 }, { name = "grid5", columns = 5 }, { name = "grid3", columns = 3 } }

local function columnCount(kind, width)
  local wide = width > 800
  if kind.name == "list" then return wide and 2 or 1 end
  if kind.name == "grid5" then return wide and 10 or 5 end
  return wide and 6 or 3
end

return L.layout {
  sectionProvider = function(sectionIndex, environment)
    local kind = kinds[sectionIndex + 1]
    local columns = columnCount(kind, environment.container.effectiveContentSize.width)
    local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) },
                          contentInsets = L.insets(2) }
    local height = kind.name == "list" and L.absolute(44) or L.fractionalWidth(0.2)
    local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = height },
                                       subitem = item, count = columns }
    return L.section { group = group, contentInsets = L.insets(20) }
  end,
  sections = { { count = 10 }, { count = 10 }, { count = 10 } },
}
