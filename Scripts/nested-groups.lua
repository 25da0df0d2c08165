-- Apple's "Nested Groups" (a mosaic): a wide item over a large item beside a column of two.
local L = require "tessera"

local leadingItem = L.item { size = { width = L.fractionalWidth(0.7), height = L.fractionalHeight(1) },
                             contentInsets = L.insets(10) }
local trailingItem = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.3) },
                              contentInsets = L.insets(10) }
local trailingGroup = L.group.vertical { size = { width = L.fractionalWidth(0.3), height = L.fractionalHeight(1) },
                                         subitem = trailingItem, count = 2 }
local bottomNestedGroup = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.6) },
                                               subitems = { leadingItem, trailingGroup } }
local topItem = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.3) },
                         contentInsets = L.insets(10) }
local nestedGroup = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(0.4) },
                                       subitems = { topItem, bottomNestedGroup } }

return L.layout {
  sections = { { section = L.section { group = nestedGroup }, items = L.feed and L.feed.photos or 100 } },
}
