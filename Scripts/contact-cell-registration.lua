-- Scripts/contact-cell.lua with a cell registration, as UIKit's UICollectionView.CellRegistration: `build` makes the
-- avatar, name, detail, Call button and their constraints once (per environment), `configure` sets each contact's
-- texts. The dump equals contact-cell.lua's, frame for frame; Tessera fits one reused cell instead of a new tree per row.
local L = require "tessera"

local contacts = {
  { name = "Jane Appleseed", detail = "Lunch tomorrow?" },
  { name = "Johnny Appleseed-Wolfeschlegelsteinhausenbergerdorff", detail = "On my way" },
  { name = "Kim Min-jun", detail = "The photos from Saturday are in the shared album, and the slides are attached." },
  { name = "Amelia Earhart", detail = "" },
}

local registration = L.cellRegistration {
  build = function()
    local content = L.view {}
    local avatar = L.imageView { accessibilityIdentifier = "avatar", image = { width = 40, height = 40 } }
    local name = L.label { accessibilityIdentifier = "name", textStyle = "headline" }
    local detail = L.label { accessibilityIdentifier = "detail", textStyle = "subheadline", numberOfLines = 0 }
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
    -- The cell: its content view, and the views configure changes.
    return { contentView = content, name = name, detail = detail }
  end,
  configure = function(cell, contact)
    cell.name.text = contact.name
    cell.detail.text = contact.detail
  end,
}

local size = { width = L.fractionalWidth(1), height = L.estimated(60) }
return L.layout {
  sections = {
    { section = L.section {
        group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
        contentInsets = L.insets { leading = 8, trailing = 8 },
        cell = registration,
      }, items = contacts },
  },
}
