-- The load test: 10,000 rows over 40 sections, each row measured from its text.
local L = require "tessera"

local font = L.font.preferred("body")
local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
local header = L.header { size = { width = L.fractionalWidth(1), height = L.absolute(36) }, pinToVisibleBounds = true }
local section = L.section {
  group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
  contentInsets = L.insets { leading = 16, trailing = 16 }, boundarySupplementaryItems = { header },
  measure = function(row, fitting)
    return { height = L.text.size { text = row.title, font = font, width = fitting.width, numberOfLines = 0 }.height + 22 }
  end,
}

local sections = {}
for i, s in ipairs(L.feed.sections) do sections[i] = { section = section, items = s.rows } end
return L.layout { sections = sections }
