-- Adaptive photo grid: two columns on phones, four when the container is wider than 500 pt (the README example).
local L = require "tessera"
local feed = L.feed                       -- the JSON given with --feed, as Lua tables
local function photos(env)
  local columns = env.container.effectiveContentSize.width > 500 and 4 or 2
  local item = L.item { size = { width = L.fractionalWidth(1 / columns), height = L.fractionalWidth(1 / columns) },
                        contentInsets = L.insets(2) }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.fractionalWidth(1 / columns) },
                                     subitems = { item } }
  return L.section { group = group, contentInsets = L.insets { top = 8, leading = 16, bottom = 8, trailing = 16 },
                     boundarySupplementaryItems = { L.header { size = { width = L.fractionalWidth(1), height = L.estimated(44) },
                                                               pinToVisibleBounds = true } } }
end
return L.layout {
  configuration = { interSectionSpacing = 20 },
  sections = { { provider = photos, items = feed.photos } },
}
