-- Apple's "Orthogonal Sections": each section scrolls sideways, resting on a group's leading edge.
local L = require "tessera"

local leadingItem = L.item { size = { width = L.fractionalWidth(0.7), height = L.fractionalHeight(1) },
                             contentInsets = L.insets(10) }
local trailingItem = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.3) },
                              contentInsets = L.insets(10) }
local trailingGroup = L.group.vertical { size = { width = L.fractionalWidth(0.3), height = L.fractionalHeight(1) },
                                         subitem = trailingItem, count = 2 }
local containerGroup = L.group.horizontal { size = { width = L.fractionalWidth(0.85), height = L.fractionalHeight(0.4) },
                                            subitems = { leadingItem, trailingGroup } }
local section = L.section { group = containerGroup, orthogonalScrollingBehavior = "continuousGroupLeadingBoundary" }

return L.layout {
  sections = { { section = section, count = 30 }, { section = section, count = 30 }, { section = section, count = 30 } },
}
