-- Temperature converter (study note 000): a Fahrenheit field with its unit label, "is", and the Celsius result with
-- its unit, stacked and centred on the safe area's centre. The field stretches, the unit labels hug their text.
local L = require "tessera"
local feed = L.feed or { fahrenheit = "212", celsius = "100.00" }

return L.viewController {
  title = "Converter",
  view = function(view, environment)
    local accent = "#e15829"
    local field = L.textField { placeholder = "VALUE", text = feed.fahrenheit, font = L.font.system(70),
                                accessibilityIdentifier = "fahrenheitTextField" }
    local fahrenheit = L.label { text = "°F", font = L.font.system(36), accessibilityIdentifier = "fdegreeLabel",
                                 backgroundColor = accent }
    local is = L.label { text = "is", font = L.font.system(36), accessibilityIdentifier = "isLabel" }
    local celsius = L.label { text = feed.celsius, font = L.font.system(70), accessibilityIdentifier = "celsiusLabel" }
    local unit = L.label { text = "°C", font = L.font.system(36), accessibilityIdentifier = "cdegreeLabel" }
    -- The unit labels hug (251 > the field's 250): the field takes the row's spare width.
    fahrenheit:setContentHuggingPriority(251, "horizontal")
    unit:setContentHuggingPriority(251, "horizontal")
    local input = L.stack { axis = "horizontal", spacing = 8, alignment = "lastBaseline", field, fahrenheit }
    local result = L.stack { axis = "horizontal", spacing = 8, alignment = "lastBaseline", celsius, unit }
    local column = L.stack { axis = "vertical", spacing = 10, alignment = "center", input, is, result,
                             translatesAutoresizingMaskIntoConstraints = false, accessibilityIdentifier = "column" }
    view:addSubview(column)
    local guide = view.safeAreaLayoutGuide
    L.activate {
      column.centerXAnchor:constraint { equalTo = guide.centerXAnchor },
      column.centerYAnchor:constraint { equalTo = guide.centerYAnchor },
      column.leadingAnchor:constraint { greaterThanOrEqualTo = view.layoutMarginsGuide.leadingAnchor },
      -- The input row is 480 wide where the margins allow it, and as wide as they are where they do not.
      input.widthAnchor:constraint { lessThanOrEqualTo = view.layoutMarginsGuide.widthAnchor },
      input.widthAnchor:constraint { equalToConstant = 480, priority = 750 },
    }
  end,
}
