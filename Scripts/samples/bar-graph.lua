-- Bar graph (study note 002): each bar's height is a multiplier of its column's height (the feed's value), with its
-- value above it; the columns sit in a horizontal stack view inside a horizontal scroll view.
local L = require "tessera"
local feed = L.feed or { bars = { { label = "Mon", value = 0.5 } } }

-- One column: the bar at the bottom, `value` of the column's height tall, its value label above it, its name below.
local function column(bar, index)
  local view = L.view { accessibilityIdentifier = "column" .. index }
  local fill = L.view { accessibilityIdentifier = "bar" .. index, backgroundColor = "#4a90d9" }
  local value = L.label { text = string.format("%d%%", math.floor(bar.value * 100 + 0.5)), textStyle = "caption1" }
  local name = L.label { text = bar.label, textStyle = "footnote" }
  for _, subview in ipairs { fill, value, name } do
    subview.translatesAutoresizingMaskIntoConstraints = false
    view:addSubview(subview)
  end
  L.activate {
    view.widthAnchor:constraint { equalToConstant = 44 },
    name.bottomAnchor:constraint { equalTo = view.bottomAnchor },
    name.centerXAnchor:constraint { equalTo = view.centerXAnchor },
    fill.bottomAnchor:constraint { equalTo = name.topAnchor, constant = -4 },
    fill.leadingAnchor:constraint { equalTo = view.leadingAnchor, constant = 6 },
    fill.trailingAnchor:constraint { equalTo = view.trailingAnchor, constant = -6 },
    -- The notes' bars: a height that is a multiplier of the superview's height.
    fill.heightAnchor:constraint { equalTo = view.heightAnchor, multiplier = bar.value * 0.7 },
    value.bottomAnchor:constraint { equalTo = fill.topAnchor, constant = -4 },
    value.centerXAnchor:constraint { equalTo = view.centerXAnchor },
    value.topAnchor:constraint { greaterThanOrEqualTo = view.topAnchor },
  }
  return view
end

return L.viewController {
  title = "Weekly steps",
  view = function(view, environment)
    local scroll = L.scrollView { translatesAutoresizingMaskIntoConstraints = false, accessibilityIdentifier = "graphScroll" }
    view:addSubview(scroll)
    local columns = {}
    for index, bar in ipairs(feed.bars) do columns[#columns + 1] = column(bar, index) end
    local stack = L.stack { axis = "horizontal", spacing = 12, alignment = "fill", arrangedSubviews = columns,
                            translatesAutoresizingMaskIntoConstraints = false, accessibilityIdentifier = "bars" }
    scroll:addSubview(stack)
    local safe, content, frame = view.safeAreaLayoutGuide, scroll.contentLayoutGuide, scroll.frameLayoutGuide
    L.activate {
      scroll.leadingAnchor:constraint { equalTo = safe.leadingAnchor },
      scroll.trailingAnchor:constraint { equalTo = safe.trailingAnchor },
      scroll.topAnchor:constraint { equalTo = safe.topAnchor, constant = 20 },
      scroll.heightAnchor:constraint { equalTo = safe.heightAnchor, multiplier = 0.5 },
      stack.topAnchor:constraint { equalTo = content.topAnchor },
      stack.bottomAnchor:constraint { equalTo = content.bottomAnchor },
      stack.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 },
      stack.trailingAnchor:constraint { equalTo = content.trailingAnchor, constant = -16 },
      -- Scrolls sideways only: the content is as tall as the frame.
      stack.heightAnchor:constraint { equalTo = frame.heightAnchor },
    }
  end,
}
