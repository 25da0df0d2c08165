-- A music library: album grids with measured captions, 2 columns on phones and 4–6 on iPads, badges, pinned headers.
local L = require "tessera"

local function columns(width)
  if width < 500 then return 2 elseif width < 900 then return 4 elseif width < 1100 then return 5 else return 6 end
end

local function genre(environment)
  local count = columns(environment.container.effectiveContentSize.width)
  local badge = L.badge { size = { width = L.absolute(28), height = L.absolute(18) }, elementKind = "new",
                          containerAnchor = L.anchor { edges = { "top", "trailing" }, absoluteOffset = { x = -6, y = 6 } } }
  local item = L.item { size = { width = L.fractionalWidth(1 / count), height = L.estimated(220) },
                        supplementaryItems = { badge } }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(220) },
                                     subitems = { item }, interItemSpacing = L.fixed(12) }
  local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(40) }, pinToVisibleBounds = true,
                            cell = function(name) return L.vstack { layoutMargins = L.insets(8, 0),
                                                                     L.label { text = name, textStyle = "title2" } } end }
  return L.section {
    group = group, interGroupSpacing = 18, contentInsets = L.insets { top = 4, leading = 16, bottom = 20, trailing = 16 },
    boundarySupplementaryItems = { header },
    cell = function(album)
      return L.vstack { spacing = 4,
        L.image { aspectRatio = 1 },
        L.label { text = album.title, textStyle = "subheadline", numberOfLines = 2 },
        L.label { text = album.artist .. " · " .. album.year, textStyle = "footnote" } }
    end,
  }
end

local sections = {}
for i, g in ipairs(L.feed.genres) do sections[i] = { provider = genre, items = g.albums, data = g.genre } end
return L.layout { sections = sections }
