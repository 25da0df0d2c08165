-- Scripts/chip.lua with a cell registration: `build` makes the chip (a label pinned 12 pt in from the sides and
-- 6 pt from the top and bottom) once, `configure` sets each tag's text. The dump equals chip.lua's.
local L = require "tessera"

local tags = { "All", "Breakfast", "Vegetarian", "Under 30 minutes", "Soup", "Gluten-free", "Dessert",
               "One pot", "Kid friendly", "Spicy", "Baking", "Salads" }

local chip = L.cellRegistration {
  build = function()
    local content = L.view {}
    local title = L.label { accessibilityIdentifier = "title", textStyle = "subheadline" }
    title.translatesAutoresizingMaskIntoConstraints = false
    content:addSubview(title)
    title:pinEdges(content, L.insets(6, 12))
    return { contentView = content, title = title }
  end,
  configure = function(cell, tag)
    cell.title.text = tag
  end,
}

local chipSize = { width = L.estimated(80), height = L.estimated(32) }
local row = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(32) },
                                 subitems = { L.item { size = chipSize } }, interItemSpacing = L.fixed(8) }

return L.layout {
  sections = {
    { section = L.section { group = row, interGroupSpacing = 8, contentInsets = L.insets(16), cell = chip }, items = tags },
  },
}
