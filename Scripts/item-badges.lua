-- Apple's "Item Badges": a 20-pt badge on each item's top trailing corner.
local L = require "tessera"

local badge = L.badge { size = { width = L.absolute(20), height = L.absolute(20) },
                        containerAnchor = L.anchor { edges = { "top", "trailing" }, fractionalOffset = { x = 0.3, y = -0.3 } } }
local item = L.item { size = { width = L.fractionalWidth(0.25), height = L.fractionalHeight(1) },
                      contentInsets = L.insets(5), supplementaryItems = { badge } }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(0.2) },
                                   subitems = { item } }

return L.layout {
  sections = { { section = L.section { group = group, contentInsets = L.insets(20) }, count = 100 } },
}
