-- Apple's "Pinned Section Headers": headers stay at the top while their section scrolls by.
local L = require "tessera"

local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(44) },
                          pinToVisibleBounds = true, zIndex = 2 }
local footer = L.footer { size = { width = L.fractionalWidth(1), height = L.estimated(44) } }
local section = L.section { group = group, interGroupSpacing = 5,
                            contentInsets = L.insets { leading = 10, trailing = 10 },
                            boundarySupplementaryItems = { header, footer } }

local sections = {}
for i = 1, 5 do sections[i] = { section = section, count = 5 } end
return L.layout { sections = sections }
