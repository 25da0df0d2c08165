-- Apple's "Two-Column Grid": a group of exactly two items (subitem:count:) with 10-pt spacing.
local L = require "tessera"

local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) },
                                   subitem = item, count = 2, interItemSpacing = L.fixed(10) }

return L.layout {
  sections = { { section = L.section { group = group, interGroupSpacing = 10, contentInsets = L.insets(10) },
                 items = L.feed and L.feed.rows or 94 } },
}
