-- Apple's "Distinct Sections": a list, a five-column grid and a three-column grid, one per section.
local L = require "tessera"

local kinds = { { name = "list", columns = 1 }, { name = "grid5", columns = 5 }, { name = "grid3", columns = 3 } }

local function section(environment, index)
  local columns = kinds[index + 1].columns
  local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) },
                        contentInsets = L.insets(2) }
  local height = columns == 1 and L.absolute(44) or L.fractionalWidth(0.2)
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = height },
                                     subitem = item, count = columns }
  return L.section { group = group, contentInsets = L.insets(20) }
end

local sections = {}
for i = 1, #kinds do sections[i] = { provider = section, count = 10 } end
return L.layout { sections = sections }
