-- A photo mosaic: nested groups, one large photo beside two small ones, alternating sides, under a header per month.
local L = require "tessera"

local small = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.5) }, contentInsets = L.insets(1) }
local large = L.item { size = { width = L.fractionalWidth(2 / 3), height = L.fractionalHeight(1) }, contentInsets = L.insets(1) }
local pair = L.group.vertical { size = { width = L.fractionalWidth(1 / 3), height = L.fractionalHeight(1) },
                                subitem = small, count = 2 }
local largeFirst = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.5) },
                                        subitems = { large, pair } }
local largeLast = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(0.5) },
                                       subitems = { pair, large } }
local mosaic = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(4 / 3) },
                                  subitems = { largeFirst, largeLast } }
local header = L.header { size = { width = L.fractionalWidth(1), height = L.absolute(44) } }
local section = L.section { group = mosaic, boundarySupplementaryItems = { header },
                            contentInsets = L.insets { bottom = 16 } }

local sections = {}
for i, month in ipairs(L.feed.months) do sections[i] = { section = section, items = month.photos } end
return L.layout { sections = sections }
