-- Seed 003, an Airbnb-style home: a self-sizing hero card, a sideways strip of categories, a listings grid.
local L = require "tessera"
local feed = L.feed

-- The hero: the image is as tall as its aspect ratio makes it at the card's width; the title and the
-- description are measured text; a 44-pt button closes the card.
local function hero(environment)
  local size = { width = L.fractionalWidth(1), height = L.estimated(420) }
  return L.section {
    group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
    contentInsets = L.insets { top = 8, leading = 16, bottom = 24, trailing = 16 },
    cell = function(card)
      return L.vstack { spacing = 8,
        L.image { aspectRatio = card.image.width / card.image.height },
        L.label { text = card.title, font = L.font.preferred("title2"), numberOfLines = 0 },
        L.label { text = card.description, textStyle = "body", numberOfLines = 0 },
        L.box { height = 44 } }
    end,
  }
end

-- Categories scroll sideways; each chip is as wide as its name.
local function categories(environment)
  local size = { width = L.estimated(96), height = L.absolute(36) }
  return L.section {
    group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
    orthogonalScrollingBehavior = "continuous", interGroupSpacing = 8,
    contentInsets = L.insets { top = 0, leading = 16, bottom = 24, trailing = 16 },
    cell = function(category)
      return L.hstack { layoutMargins = L.insets(8, 14), L.label { text = category.name, textStyle = "subheadline" } }
    end,
  }
end

-- Listings: two columns on phones, three when wider than 600 pt, four past 900; a row is as tall as its tallest card.
local function listings(environment)
  local width = environment.container.effectiveContentSize.width
  local columns = width > 900 and 4 or width > 600 and 3 or 2
  local item = L.item { size = { width = L.fractionalWidth(1 / columns), height = L.estimated(260) } }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(260) },
                                     subitems = { item }, interItemSpacing = L.fixed(12) }
  local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(32) },
                            cell = function() return L.label { text = "Popular homes · 인기 숙소", textStyle = "title3" } end }
  return L.section {
    group = group, interGroupSpacing = 20, boundarySupplementaryItems = { header },
    contentInsets = L.insets { top = 8, leading = 16, bottom = 16, trailing = 16 },
    cell = function(home)
      return L.vstack { spacing = 4,
        L.image { aspectRatio = 4 / 3 },
        L.label { text = home.title, textStyle = "headline", numberOfLines = 2 },
        L.label { text = home.location, textStyle = "subheadline" },
        L.label { text = home.price .. " · ★ " .. home.rating, textStyle = "footnote" } }
    end,
  }
end

return L.layout {
  sections = {
    { provider = hero, items = { feed.hero } },
    { provider = categories, items = feed.categories },
    { provider = listings, items = feed.listings },
  },
}
