-- Detail rows (study note 004): each pattern's detail container holds 1 to 5 rows of 30 pt built in a loop (a coloured
-- dot, a title, a right-aligned count) and grows with them: its height constraint's constant is set after the loop.
-- As in the notes, the dot is pinned by its centre and left edge only: its size is left to the constraints, which
-- do not give one (UIKit lays it out 0 × 0 and reports it ambiguous; the notes draw it with a layer).
local L = require "tessera"
local feed = L.feed or { patterns = { { title = "Blood pressure", rows = { { title = "Normal", count = 50 } } } } }

-- One row (the notes' makeItem): a container with a dot, a title and a count.
local function row(record)
  local container = L.view { accessibilityIdentifier = "row" }
  local dot = L.view { frame = { x = 0, y = 0, width = 8, height = 8 }, backgroundColor = record.color,
                       translatesAutoresizingMaskIntoConstraints = false, accessibilityIdentifier = "dot" }
  local title = L.label { text = record.title, font = L.font.system(14), translatesAutoresizingMaskIntoConstraints = false }
  local count = L.label { text = record.count .. "회", font = L.font.system(25), translatesAutoresizingMaskIntoConstraints = false }
  container:addSubview(dot)
  container:addSubview(title)
  container:addSubview(count)
  L.activate {
    dot.centerYAnchor:constraint { equalTo = container.centerYAnchor, constant = -5 },
    dot.leftAnchor:constraint { equalTo = container.leftAnchor, constant = 8 },
    title.centerYAnchor:constraint { equalTo = container.centerYAnchor },
    title.leftAnchor:constraint { equalTo = dot.rightAnchor, constant = 16 },
    count.centerYAnchor:constraint { equalTo = container.centerYAnchor },
    count.rightAnchor:constraint { equalTo = container.rightAnchor },
  }
  return container
end

-- A pattern item: a 200-pt chart above its detail container, whose height follows its rows.
local function pattern(record, index)
  local item = L.view { accessibilityIdentifier = "pattern" .. index, translatesAutoresizingMaskIntoConstraints = false }
  local chart = L.view { accessibilityIdentifier = "pieChart", translatesAutoresizingMaskIntoConstraints = false }
  local details = L.view { accessibilityIdentifier = "detailContainer", translatesAutoresizingMaskIntoConstraints = false }
  item:addSubview(chart)
  item:addSubview(details)
  local height = details.heightAnchor:constraint { equalToConstant = 1 }   -- 1 pt in the xib
  L.activate {
    height,
    chart.topAnchor:constraint { equalTo = item.topAnchor, constant = 16 },
    chart.centerXAnchor:constraint { equalTo = item.centerXAnchor },
    chart.widthAnchor:constraint { equalToConstant = 200 },
    chart.heightAnchor:constraint { equalToConstant = 200 },
    details.topAnchor:constraint { equalTo = chart.bottomAnchor, constant = 16 },
    details.leadingAnchor:constraint { equalTo = item.leadingAnchor, constant = 16 },
    details.trailingAnchor:constraint { equalTo = item.trailingAnchor, constant = -16 },
    details.bottomAnchor:constraint { equalTo = item.bottomAnchor, constant = -16 },
  }
  -- The notes' layoutDetails: each row 30 pt below the last, then the container as tall as the rows.
  local y = 0
  for _, record in ipairs(record.rows) do
    local line = row(record)
    line.translatesAutoresizingMaskIntoConstraints = false
    details:addSubview(line)
    L.activate {
      line.leftAnchor:constraint { equalTo = details.leftAnchor },
      line.rightAnchor:constraint { equalTo = details.rightAnchor },
      line.topAnchor:constraint { equalTo = details.topAnchor, constant = y },
      line.heightAnchor:constraint { equalToConstant = 30 },
    }
    y = y + 30
  end
  height.constant = y
  return item
end

local detail = L.viewController {
  title = "Patterns",
  view = function(view, environment)
    local scroll = L.scrollView { translatesAutoresizingMaskIntoConstraints = false }
    view:addSubview(scroll)
    scroll:pinEdges(view)
    local previous
    for index, record in ipairs(feed.patterns) do
      local item = pattern(record, index)
      scroll:addSubview(item)
      L.activate {
        item.leadingAnchor:constraint { equalTo = scroll.contentLayoutGuide.leadingAnchor },
        item.widthAnchor:constraint { equalTo = scroll.frameLayoutGuide.widthAnchor },
        item.topAnchor:constraint { equalTo = previous and previous.bottomAnchor or scroll.contentLayoutGuide.topAnchor },
      }
      previous = item
    end
    L.activate {
      previous.bottomAnchor:constraint { equalTo = scroll.contentLayoutGuide.bottomAnchor },
      scroll.contentLayoutGuide.widthAnchor:constraint { equalTo = scroll.frameLayoutGuide.widthAnchor },
    }
  end,
}
return L.navigationController { rootViewController = detail }
