-- Seed 004, a health diary: a section per metric with its detail rows, and an empty state for a metric without data.
local L = require "tessera"

local function row(entry)
  local value = L.hstack { spacing = 8, L.label { text = entry.date, textStyle = "body" }, L.spacer(),
                           L.label { text = entry.value, textStyle = "headline" } }
  if entry.comment == "" then return L.vstack { layoutMargins = L.insets(10, 16), value } end
  return L.vstack { layoutMargins = L.insets(10, 16), spacing = 2, value,
                    L.label { text = entry.comment, textStyle = "footnote", numberOfLines = 0 } }
end

local function emptyState(metric)
  return L.vstack { layoutMargins = L.insets(24, 16), spacing = 8, alignment = "center",
    L.image { width = 44, height = 44 },
    L.label { text = "No " .. metric.name:lower() .. " yet", textStyle = "headline" },
    L.label { text = "Add a measurement or connect a device to see it here. 기기를 연결하면 자동으로 기록됩니다.",
              textStyle = "subheadline", numberOfLines = 0 } }
end

local function metricSection(metric)
  return function(environment)
    local size = { width = L.fractionalWidth(1), height = L.estimated(52) }
    local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(44) },
      cell = function(m)
        return L.vstack { layoutMargins = L.insets { top = 16, leading = 16, bottom = 4, trailing = 16 }, spacing = 2,
          L.label { text = m.name .. " (" .. m.unit .. ")", textStyle = "title3" },
          L.label { text = m.note, textStyle = "footnote", numberOfLines = 0 } }
      end }
    return L.section {
      group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
      interGroupSpacing = 1, contentInsets = L.insets { bottom = 12 }, boundarySupplementaryItems = { header },
      decorationItems = { L.background { elementKind = "card", contentInsets = L.insets { top = 0, leading = 12, bottom = 8, trailing = 12 } } },
      cell = #metric.entries == 0 and function() return emptyState(metric) end or row,
    }
  end
end

local sections = {}
for i, metric in ipairs(L.feed.metrics) do
  -- A metric without data shows one empty-state cell.
  sections[i] = { provider = metricSection(metric), items = #metric.entries > 0 and metric.entries or { {} }, data = metric }
end
return L.layout { configuration = { interSectionSpacing = 8 }, sections = sections }
