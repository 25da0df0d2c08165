-- Apple's "Grid": five square cells a row.
local L = require "tessera"

local item = L.item { size = { width = L.fractionalWidth(0.2), height = L.fractionalHeight(1) } }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(0.2) },
                                   subitems = { item } }

return L.layout {
  sections = { { section = L.section { group = group }, items = L.feed and L.feed.photos or 94 } },
}
