-- Workspace sign-up (study note 001): the URL field whose ".slack.com" suffix follows the typed text, a 20-character
-- counter, a placeholder label that floats above the field once there is text, and an error label below it. One
-- form row per typed state of the feed, in a scroll view under a navigation bar.
local L = require "tessera"
local feed = L.feed or { states = { { text = "" }, { text = "tessera" } } }
local limit = 20

-- The first `limit` characters, as the notes' shouldChangeCharactersIn keeps them.
local function limited(text)
  if utf8.len(text) <= limit then return text end
  return text:sub(1, utf8.offset(text, limit + 1) - 1)
end

-- One form row: the field with its suffix, the floating placeholder, the counter and the error.
local function formRow(state, index)
  local text = limited(state.text)
  local row = L.view { accessibilityIdentifier = "row" .. index }
  local placeholder = L.label { text = "Workspace URL", font = L.font.system(text == "" and 22 or 13),
                                accessibilityIdentifier = "placeholderLabel" }
  local field = L.textField { text = text, font = L.font.system(22), accessibilityIdentifier = "urlTextField" }
  -- The suffix shows once there is text (empty, the placeholder label stands in the field).
  local suffix = L.label { text = ".slack.com", font = L.font.system(22), isHidden = text == "",
                           accessibilityIdentifier = "followUrlLabel" }
  local counter = L.label { text = utf8.len(text) .. "/" .. limit, font = L.font.system(13),
                            accessibilityIdentifier = "counterLabel" }
  local lowered = text:lower()
  local error = L.label { text = "This URL is not available. Sorry!", font = L.font.system(13), numberOfLines = 0,
                          isHidden = not (lowered == "error" or lowered == "fail"), accessibilityIdentifier = "errorLabel" }
  for _, view in ipairs { placeholder, field, suffix, counter, error } do
    view.translatesAutoresizingMaskIntoConstraints = false
    row:addSubview(view)
  end
  -- The field hugs its text (251 against the suffix's 250), so the suffix sits at the typed text's trailing edge;
  -- with both at 250, as in the notes, the split between them is ambiguous.
  field:setContentHuggingPriority(251, "horizontal")
  counter:setContentHuggingPriority(251, "horizontal")
  -- A name too long for the row: the field gives way (its text scrolls inside it), never the suffix or the counter.
  suffix:setContentCompressionResistancePriority(751, "horizontal")
  counter:setContentCompressionResistancePriority(752, "horizontal")
  L.activate {
    field.leadingAnchor:constraint { equalTo = row.leadingAnchor },
    field.topAnchor:constraint { equalTo = row.topAnchor, constant = 20 },
    suffix.leadingAnchor:constraint { equalTo = field.trailingAnchor },
    suffix.trailingAnchor:constraint { lessThanOrEqualTo = counter.leadingAnchor, constant = -8 },
    suffix.firstBaselineAnchor:constraint { equalTo = field.firstBaselineAnchor },
    counter.trailingAnchor:constraint { equalTo = row.trailingAnchor },
    counter.firstBaselineAnchor:constraint { equalTo = field.firstBaselineAnchor },
    placeholder.leadingAnchor:constraint { equalTo = field.leadingAnchor },
    error.leadingAnchor:constraint { equalTo = field.leadingAnchor },
    error.trailingAnchor:constraint { lessThanOrEqualTo = row.trailingAnchor },
    error.topAnchor:constraint { equalTo = field.bottomAnchor, constant = 2 },
    row.bottomAnchor:constraint { equalTo = error.bottomAnchor },
  }
  if text == "" then
    -- No text: the placeholder stands in the field.
    L.activate { placeholder.centerYAnchor:constraint { equalTo = field.centerYAnchor } }
  else
    -- Text: it floats above the field.
    L.activate { placeholder.bottomAnchor:constraint { equalTo = field.topAnchor, constant = -2 } }
  end
  return row
end

local signup = L.viewController {
  title = "Workspace URL",
  view = function(view, environment)
    local scroll = L.scrollView { translatesAutoresizingMaskIntoConstraints = false, accessibilityIdentifier = "scrollView" }
    view:addSubview(scroll)
    scroll:pinEdges(view)
    local rows = {}
    for index, state in ipairs(feed.states) do rows[#rows + 1] = formRow(state, index) end
    local form = L.stack { axis = "vertical", spacing = 24, arrangedSubviews = rows,
                           translatesAutoresizingMaskIntoConstraints = false, accessibilityIdentifier = "form" }
    scroll:addSubview(form)
    L.activate {
      form.topAnchor:constraint { equalTo = scroll.contentLayoutGuide.topAnchor, constant = 16 },
      form.bottomAnchor:constraint { equalTo = scroll.contentLayoutGuide.bottomAnchor, constant = -16 },
      form.leadingAnchor:constraint { equalTo = view.layoutMarginsGuide.leadingAnchor },
      form.trailingAnchor:constraint { equalTo = view.layoutMarginsGuide.trailingAnchor },
      scroll.contentLayoutGuide.widthAnchor:constraint { equalTo = scroll.frameLayoutGuide.widthAnchor },
    }
  end,
}
return L.navigationController { rootViewController = signup }
