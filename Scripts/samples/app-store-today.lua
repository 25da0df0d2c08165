-- App Store "Today": large story cards paging centred, and top charts in sideways pages of three rows.
local L = require "tessera"

local function today(environment)
  local wide = environment.container.effectiveContentSize.width > 600
  local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(wide and 0.6 or 0.88), height = L.absolute(440) },
                                     subitems = { item } }
  local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(52) },
    cell = function() return L.vstack { L.label { text = "TODAY · 오늘", textStyle = "footnote" },
                                        L.label { text = "Stories for you", textStyle = "largeTitle" } } end }
  return L.section { group = group, orthogonalScrollingBehavior = "groupPagingCentered", interGroupSpacing = 16,
                     boundarySupplementaryItems = { header }, contentInsets = L.insets { top = 8, bottom = 24 } }
end

local function charts(environment)
  local wide = environment.container.effectiveContentSize.width > 600
  local row = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
  local page = L.group.vertical { size = { width = L.fractionalWidth(wide and 0.45 or 0.9), height = L.absolute(3 * 72 + 2 * 8) },
                                  subitem = row, count = 3, interItemSpacing = L.fixed(8) }
  local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(40) },
    cell = function() return L.label { text = "Top Free Apps", textStyle = "title2" } end }
  return L.section { group = page, orthogonalScrollingBehavior = "groupPaging", interGroupSpacing = 12,
                     boundarySupplementaryItems = { header },
                     contentInsets = L.insets { top = 8, leading = 16, bottom = 24, trailing = 16 } }
end

return L.layout {
  sections = { { provider = today, items = L.feed.today }, { provider = charts, items = L.feed.charts } },
}
