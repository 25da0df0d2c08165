-- docs/cli.md's example of a script error: a misspelt section field (contentInsets), found at the section's line.
local L = require "tessera"
local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(44) } }
local group = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
return L.layout {
  sections = { { section = L.section {
    group = group,
    contentInset = L.insets(8),
  }, items = L.feed and #L.feed.rows or 10 } },
}
