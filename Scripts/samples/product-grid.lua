-- A product grid whose cards share their row's height (uniformAcrossSiblings): measured titles, badges, prices.
local L = require "tessera"

local function grid(environment)
  local columns = environment.container.effectiveContentSize.width > 600 and 3 or 2
  local badge = L.badge { size = { width = L.absolute(40), height = L.absolute(20) }, elementKind = "tag",
                          containerAnchor = L.anchor { edges = { "top", "leading" }, absoluteOffset = { x = 8, y = 8 } } }
  local item = L.item { size = { width = L.fractionalWidth(1 / columns), height = L.uniformAcrossSiblings(240) },
                        supplementaryItems = { badge } }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(240) },
                                     subitems = { item }, interItemSpacing = L.fixed(10) }
  return L.section { group = group, interGroupSpacing = 10, contentInsets = L.insets(12),
    cell = function(product)
      return L.vstack { spacing = 6,
        L.image { aspectRatio = 1 },
        L.label { text = product.name, textStyle = "subheadline", numberOfLines = 0 },
        L.label { text = "$" .. product.price .. "  " .. string.rep("★", product.rating), textStyle = "footnote" },
        L.box { height = 32 } }
    end }
end

return L.layout { sections = { { provider = grid, items = L.feed.products } } }
