-- Apple's "Inset Items Grid": the grid with 5-pt content insets on every item.
local L = require "tessera"

local item = L.item { size = { width = L.fractionalWidth(0.2), height = L.fractionalHeight(1) },
                      contentInsets = L.insets(5) }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(0.2) },
                                   subitems = { item } }

return L.layout {
  sections = { { section = L.section { group = group }, items = L.feed and L.feed.photos or 94 } },
}
