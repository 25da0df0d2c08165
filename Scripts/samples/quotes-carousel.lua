-- A horizontally scrolling layout: shelves of quote cards as wide as their text, each shelf with a side title.
local L = require "tessera"

local font = L.font.preferred("title3")
local function shelf(environment)
  local size = { width = L.estimated(220), height = L.fractionalHeight(1) }
  local title = L.boundarySupplementaryItem { size = { width = L.absolute(44), height = L.fractionalHeight(1) },
                                              elementKind = "shelf-title", alignment = "leading" }
  return L.section {
    group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
    interGroupSpacing = 12, contentInsets = L.insets { top = 24, leading = 12, bottom = 24, trailing = 32 },
    boundarySupplementaryItems = { title },
    -- A card is as wide as its quote set in at most 300 pt, and at least 160.
    measure = function(quote, fitting)
      local text = L.text.size { text = quote.text, font = font, width = 300, numberOfLines = 0 }
      return { width = math.max(160, text.width) + 32 }
    end,
  }
end

local sections = {}
for i, s in ipairs(L.feed.shelves) do sections[i] = { provider = shelf, items = s.quotes, data = s.title } end
return L.layout { configuration = { scrollDirection = "horizontal", interSectionSpacing = 24 }, sections = sections }
