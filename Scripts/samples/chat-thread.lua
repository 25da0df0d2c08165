-- A chat thread: a section a day under a date separator, bubbles measured from long English and Korean text.
local L = require "tessera"

local body = L.font.preferred("body")

-- A bubble is at most three quarters of the row; mine sit on the trailing side, theirs lead with the
-- sender's name on the first message of a run.
local function bubble(message, environment)
  local width = environment.container.effectiveContentSize.width - 24
  local room = L.box { width = width * 0.25 }
  local text = L.vstack { layoutMargins = L.insets(8, 12), L.label { text = message.text, font = body, numberOfLines = 0 } }
  local row = message.mine and L.hstack { room, text } or L.hstack { text, room }
  if message.showsSender then
    return L.vstack { spacing = 2, L.label { text = message.senderName, textStyle = "caption1" }, row }
  end
  return row
end

local function day(environment)
  local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
  local separator = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(28) }, elementKind = "date",
                               cell = function(date)
                                 return L.vstack { layoutMargins = L.insets(6, 0), L.label { text = date, textStyle = "footnote" } }
                               end }
  return L.section {
    group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
    interGroupSpacing = 4, contentInsets = L.insets { top = 4, leading = 12, bottom = 12, trailing = 12 },
    boundarySupplementaryItems = { separator }, cell = bubble,
  }
end

local sections = {}
for i, d in ipairs(L.feed.days) do sections[i] = { provider = day, items = d.messages, data = d.date } end
return L.layout { sections = sections }
