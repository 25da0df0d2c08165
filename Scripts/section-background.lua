-- Apple's "Section Background Decoration": rows over a background decoration inset by 5 pt.
local L = require "tessera"

local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
local background = L.background { elementKind = "section-background-element-kind", contentInsets = L.insets(5) }
local section = L.section { group = group, interGroupSpacing = 5, contentInsets = L.insets(10),
                            decorationItems = { background } }

local sections = {}
for i = 1, 5 do sections[i] = { section = section, count = 5 } end
return L.layout { sections = sections }
