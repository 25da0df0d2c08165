-- Filter chips whose width follows their label: each chip is a view with its label pinned 12 pt in from the
-- sides and 6 pt from the top and bottom, so the fitting width is the text's plus 24. Rows hold as many chips as
-- fit (items estimated in width fill a row), 8 pt apart.
local L = require "tessera"

local tags = { "All", "Breakfast", "Vegetarian", "Under 30 minutes", "Soup", "Gluten-free", "Dessert",
               "One pot", "Kid friendly", "Spicy", "Baking", "Salads" }

local function chip(tag)
  local content = L.view {}
  local title = L.label { accessibilityIdentifier = "title", text = tag, textStyle = "subheadline" }
  title.translatesAutoresizingMaskIntoConstraints = false
  content:addSubview(title)
  title:pinEdges(content, L.insets(6, 12))
  return content
end

local chipSize = { width = L.estimated(80), height = L.estimated(32) }
local row = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(32) },
                                 subitems = { L.item { size = chipSize } }, interItemSpacing = L.fixed(8) }

return L.layout {
  sections = {
    { section = L.section { group = row, interGroupSpacing = 8, contentInsets = L.insets(16),
                            cell = function(tag) return chip(tag) end }, items = tags },
  },
}
