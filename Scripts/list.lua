-- Apple's "List" (Implementing Modern Collection Views, iOS 13): full-width rows of 44 pt.
local L = require "tessera"

local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }

return L.layout {
  sections = { { section = L.section { group = group }, items = L.feed and L.feed.rows or 94 } },
}
