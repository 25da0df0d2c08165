-- The `tessera` module's fonts and text measurement: L.font.system/preferred/named, L.text.size.
local M, h = ...
local fail, choice, number, numeral = h.fail, h.choice, h.number, h.numeral
local type, format = type, string.format

local weights = { "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black" }
local styles = { "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
                 "footnote", "caption1", "caption2" }
local categories = { "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                     "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge" }

local function size(at, fname, value)
  if type(value) ~= "number" or value ~= value or value <= 0 or value == math.huge then
    fail(at, format("bad argument to '%s' (point size > 0 expected, got %s)", fname, numeral(value)))
  end
  return value
end

M.font = {}

-- `fontName` of the system font on iOS 14 and later: ".SFUI-Regular", ".SFUI-Semibold" … (a private name:
-- `L.font.named` gives Times New Roman for it, as iOS does; TimesSubstitution.swift).
function h.systemFontName(weight)
  return ".SFUI-" .. weight:sub(1, 1):upper() .. weight:sub(2)
end
-- The preferred font's name: its style's weight (headline semibold, the rest regular).
function h.preferredFontName(style)
  return h.systemFontName(style == "headline" and "semibold" or "regular")
end

--- `UIFont.systemFont(ofSize:weight:)`: `L.font.system(17, "semibold")` (Inter; Noto Sans CJK for Korean).
function M.font.system(at, pointSize, weight)
  local chosen = choice(at, "font.system", "weight", weight, "regular", weights)
  return { __tessera = "font", kind = "system", size = size(at, "font.system", pointSize), weight = chosen,
           fontName = h.systemFontName(chosen) }
end

--- `UIFont.preferredFont(forTextStyle:)`: `L.font.preferred("body")` follows --content-size-category;
--- a category may be given to pin it: `L.font.preferred("body", "accessibilityLarge")`.
function M.font.preferred(at, style, category)
  local chosen = choice(at, "font.preferred", "textStyle", style, nil, styles)
    or fail(at, "bad argument #1 to 'font.preferred' (text style expected, got nil)")
  return { __tessera = "font", kind = "preferred", textStyle = chosen,
           category = choice(at, "font.preferred", "category", category, nil, categories),
           fontName = h.preferredFontName(chosen) }
end

--- `UIFont(name:size:)`: a system font file's or a --font-dir font's family, full or PostScript name; Times New Roman
--- (Liberation Serif), also for the system font's private names (".SFUI-Regular"), as on iOS 13 and later (warned).
function M.font.named(at, name, pointSize)
  if type(name) ~= "string" then fail(at, format("bad argument #1 to 'font.named' (string expected, got %s)", type(name))) end
  local problem = h.native.fontProblem(name)
  if problem then fail(at, "bad argument #1 to 'font.named': " .. problem) end
  local font = { __tessera = "font", kind = "named", name = name, size = size(at, "font.named", pointSize), fontName = name }
  h.native.fontWarning(at, name, font.size)
  return font
end

M.text = {}
--- Measures text as a UILabel does: `L.text.size{ text = …, font = …, width = …, numberOfLines = 0 }` →
--- `{ width, height, rawWidth, rawHeight, lineCount, lines = { {text, width, location, length} }, isTruncated, ... }`.
M.text.size = h.native.textSize
M.text.naturalSize = h.native.textNaturalSize
M.textStyles = styles
