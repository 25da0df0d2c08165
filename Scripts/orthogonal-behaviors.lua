-- Apple's "Orthogonal Section Behaviors": one section per scrolling behaviour, each with a header naming it.
local L = require "tessera"

local behaviors = { "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered" }

local function section(environment, index)
  local behavior = behaviors[index + 1]
  local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(44) }, elementKind = "title" }
  if behavior == "none" then
    -- Not orthogonal: an ordinary grid of two columns.
    local item = L.item { size = { width = L.fractionalWidth(0.5), height = L.fractionalHeight(1) },
                          contentInsets = L.insets(10) }
    local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(0.3) },
                                       subitems = { item } }
    return L.section { group = group, boundarySupplementaryItems = { header } }
  end
  local leadingItem = L.item { size = { width = L.fractionalWidth(0.7), height = L.fractionalHeight(1) },
                               contentInsets = L.insets(10) }
  local trailingItem = L.item { size = { width = L.fractionalWidth(0.3), height = L.fractionalHeight(1) },
                                contentInsets = L.insets(10) }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(0.85), height = L.fractionalWidth(0.4) },
                                     subitems = { leadingItem, trailingItem } }
  return L.section { group = group, orthogonalScrollingBehavior = behavior, boundarySupplementaryItems = { header },
                     contentInsets = L.insets { leading = 10, trailing = 10 } }
end

local sections = {}
for i = 1, #behaviors do sections[i] = { provider = section, count = 18 } end
return L.layout { configuration = { interSectionSpacing = 20 }, sections = sections }
