-- A news feed: cards with images of varied aspect ratios and measured headlines and summaries; two columns on iPads.
local L = require "tessera"

local function card(article)
  return L.vstack { spacing = 8, layoutMargins = L.insets { top = 0, leading = 0, bottom = 12, trailing = 0 },
    L.image { aspectRatio = article.image.width / article.image.height },
    L.vstack { spacing = 4, layoutMargins = L.insets { leading = 12, trailing = 12 },
      L.label { text = article.headline, textStyle = "title3", numberOfLines = 3 },
      L.label { text = article.summary, textStyle = "body", numberOfLines = 4 },
      L.hstack { L.label { text = article.source, textStyle = "caption1" }, L.spacer(),
                 L.label { text = article.minutesAgo .. " min", textStyle = "caption1" } } } }
end

local function feed(environment)
  local columns = environment.container.effectiveContentSize.width > 600 and 2 or 1
  local item = L.item { size = { width = L.fractionalWidth(1 / columns), height = L.estimated(320) } }
  local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(320) },
                                     subitems = { item }, interItemSpacing = L.fixed(16) }
  return L.section { group = group, interGroupSpacing = 16, contentInsets = L.insets(16), cell = card,
                     estimate = function(article) return 200 + 280 * article.image.height / article.image.width end }
end

return L.layout { sections = { { provider = feed, items = L.feed.articles } } }
