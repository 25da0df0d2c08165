-- A contacts list whose cells are built with Auto Layout: avatar, name, detail and a trailing Call button.
-- The name truncates before the button gives way (the button resists compression at 751, the name at 750);
-- the detail wraps, so a longer detail makes a taller cell (systemLayoutSizeFitting, the height estimated); a
-- short text column leaves the avatar to set the height.
local L = require "tessera"

local contacts = {
  { name = "Jane Appleseed", detail = "Lunch tomorrow?" },
  { name = "Johnny Appleseed-Wolfeschlegelsteinhausenbergerdorff", detail = "On my way" },
  { name = "Kim Min-jun", detail = "The photos from Saturday are in the shared album, and the slides are attached." },
  { name = "Amelia Earhart", detail = "" },
}

local function contactCell(contact)
  local content = L.view {}
  local avatar = L.imageView { accessibilityIdentifier = "avatar", image = { width = 40, height = 40 } }
  local name = L.label { accessibilityIdentifier = "name", text = contact.name, textStyle = "headline" }
  local detail = L.label { accessibilityIdentifier = "detail", text = contact.detail, textStyle = "subheadline",
                           numberOfLines = 0 }
  local call = L.button { accessibilityIdentifier = "call", title = "Call" }
  call:setContentCompressionResistancePriority(751, "horizontal")
  call:setContentHuggingPriority(751, "horizontal")
  -- When the avatar makes the cell taller than the text, the detail takes the extra height, not the name.
  name:setContentHuggingPriority(251, "vertical")
  for _, view in ipairs { avatar, name, detail, call } do
    view.translatesAutoresizingMaskIntoConstraints = false
    content:addSubview(view)
  end

  local margins = content.layoutMarginsGuide
  L.activate {
    avatar.leadingAnchor:constraint { equalTo = margins.leadingAnchor },
    avatar.topAnchor:constraint { equalTo = margins.topAnchor },
    avatar.widthAnchor:constraint { equalToConstant = 40 },
    avatar.heightAnchor:constraint { equalTo = avatar.widthAnchor },
    margins.bottomAnchor:constraint { greaterThanOrEqualTo = avatar.bottomAnchor },

    name.leadingAnchor:constraint { equalTo = avatar.trailingAnchor, constant = 12 },
    name.topAnchor:constraint { equalTo = margins.topAnchor },
    name.trailingAnchor:constraint { lessThanOrEqualTo = call.leadingAnchor, constant = -8 },

    detail.leadingAnchor:constraint { equalTo = name.leadingAnchor },
    detail.topAnchor:constraint { equalTo = name.bottomAnchor, constant = 2 },
    detail.trailingAnchor:constraint { lessThanOrEqualTo = call.leadingAnchor, constant = -8 },
    detail.bottomAnchor:constraint { equalTo = margins.bottomAnchor },

    call.trailingAnchor:constraint { equalTo = margins.trailingAnchor },
    call.centerYAnchor:constraint { equalTo = avatar.centerYAnchor },
  }
  return content
end

local size = { width = L.fractionalWidth(1), height = L.estimated(60) }
return L.layout {
  sections = {
    { section = L.section {
        group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
        contentInsets = L.insets { leading = 8, trailing = 8 },
        cell = function(contact) return contactCell(contact) end,
      }, items = contacts },
  },
}
