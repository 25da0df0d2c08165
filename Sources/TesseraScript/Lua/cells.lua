-- The `tessera` module's cell templates: stacks, labels, images, spacers and boxes a cell sizes from.
local M, h = ...
local fail, typename, checkFields, checkArgument, number, boolean, choice, insets, fieldError =
  h.fail, h.typename, h.checkFields, h.checkArgument, h.number, h.boolean, h.choice, h.insets, h.fieldError
local integer = h.integer
local type, ipairs, pairs, format = type, ipairs, pairs, string.format

local alignments = { "fill", "leading", "center", "trailing", "top", "bottom" }
local distributions = { "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering" }
local modes = { "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle" }
local strategies = { "standard", "hangulWordPriority", "none" }

local function isView(value)
  return typename(value) == "cellView"
end

-- A stack's named fields (its subviews are its positional entries, which `checkFields` would refuse).
local stackFields = { "spacing", "alignment", "distribution", "layoutMargins", "arrangedSubviews", "isHidden" }
local isStackField = {}
for _, name in ipairs(stackFields) do isStackField[name] = true end

local function stack(axis)
  local what = axis == "vertical" and "vstack" or "hstack"
  return function(at, t)
    checkArgument(at, what, 1, t, "table")
    local last = 0 -- the highest positional index, to find a nil inside the list without a second scan
    for key in pairs(t) do
      if type(key) == "string" then
        if not isStackField[key] then checkFields(at, { [key] = true }, stackFields, what) end
      elseif math.type(key) == "integer" and key > last then
        last = key
      end
    end
    local list = t.arrangedSubviews or t
    local children = {}
    for i, child in ipairs(list) do
      if not isView(child) then
        fail(at, format("bad subview %d in %s (a view expected: L.label{…}, L.image{…}, L.vstack{…} …, got %s)", i, what, typename(child)))
      end
      children[i] = child
    end
    if list ~= t or last > #children then
      h.checkNoHole(at, list, function(i) return format("bad subview %d in %s", i, what) end, "a view")
    end
    return { __tessera = "cellView", __where = at, kind = "stack", axis = axis,
             spacing = number(at, what, "spacing", t.spacing, 0, 0),
             alignment = choice(at, what, "alignment", t.alignment, "fill", alignments),
             distribution = choice(at, what, "distribution", t.distribution, "fill", distributions),
             layoutMargins = insets(at, what, "layoutMargins", t.layoutMargins), children = children,
             isHidden = boolean(at, what, "isHidden", t.isHidden, false) }
  end
end

--- `UIStackView` along y: `L.vstack{ spacing = 8, alignment = "fill", L.image{…}, L.label{…} }`.
M.vstack = stack("vertical")
--- `UIStackView` along x: `L.hstack{ L.label{…}, L.spacer(), L.label{…} }`.
M.hstack = stack("horizontal")

local labelFields = { "text", "font", "textStyle", "numberOfLines", "lineBreakMode", "lineBreakStrategy", "lineSpacing",
                      "lineHeightMultiple", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "attributedText" }
h.labelFields = labelFields

--- `attributedText = { {text = "50", font = L.font.system(25)}, {text = "회", font = L.font.system(14)} }`: runs of
--- text in different fonts (a run without a font takes the label's); their text is the label's.
local function attributedRuns(at, runs)
  if type(runs) ~= "table" then fieldError(at, "label", "attributedText", "array of {text = …, font = …} runs", runs) end
  local list, text = {}, {}
  for i, run in ipairs(runs) do
    local what = format("attributedText[%d]", i)
    if type(run) ~= "table" then fieldError(at, "label", what, "table {text = …, font = …}", run) end
    checkFields(at, run, { "text", "font" }, "label's " .. what)
    local piece = run.text
    if type(piece) == "number" then piece = tostring(piece) end
    if type(piece) ~= "string" then fieldError(at, "label", what .. ".text", "string", run.text) end
    if run.font ~= nil and typename(run.font) ~= "font" then
      fieldError(at, "label", what .. ".font", "font (L.font.system(…) …)", run.font)
    end
    list[i] = { text = piece, font = run.font }
    text[i] = piece
  end
  h.checkNoHole(at, runs, function(i) return format("bad run %d in label's attributedText", i) end, "a run")
  return list, table.concat(text)
end
--- `UILabel`: `L.label{ text = record.title, textStyle = "headline", numberOfLines = 0 }` (UILabel's defaults: one line,
--- truncating the tail; `font` or `textStyle`, default the body style).
function M.label(at, t)
  checkArgument(at, "label", 1, t, "table")
  checkFields(at, t, labelFields, "label")
  local text, runs = t.text, nil
  if t.attributedText ~= nil then
    if t.text ~= nil then fail(at, "label: give text or attributedText, not both") end
    runs, text = attributedRuns(at, t.attributedText)
  end
  if text == nil or text == M.null then text = "" end
  if type(text) == "number" then text = tostring(text) end
  if type(text) ~= "string" then fieldError(at, "label", "text", "string", text) end
  local font = t.font
  if font ~= nil and typename(font) ~= "font" then fieldError(at, "label", "font", "font (L.font.system(…) …)", font) end
  local style = choice(at, "label", "textStyle", t.textStyle, "body", M.textStyles)
  if font == nil then font = { __tessera = "font", kind = "preferred", textStyle = style, fontName = h.preferredFontName(style) } end
  if runs then
    -- A run without a font takes the label's; the label's font then is its first run's, as UILabel's is.
    for _, run in ipairs(runs) do run.font = run.font or font end
    if runs[1] then font = runs[1].font end
  end
  return { __tessera = "cellView", __where = at, kind = "label", text = text, font = font, runs = runs,
           numberOfLines = integer(at, "label", "numberOfLines", t.numberOfLines, 1, 0, 2147483647),
           lineBreakMode = choice(at, "label", "lineBreakMode", t.lineBreakMode, "byTruncatingTail", modes),
           lineBreakStrategy = choice(at, "label", "lineBreakStrategy", t.lineBreakStrategy, "standard", strategies),
           lineSpacing = number(at, "label", "lineSpacing", t.lineSpacing, 0),
           lineHeightMultiple = number(at, "label", "lineHeightMultiple", t.lineHeightMultiple, 0),
           adjustsFontSizeToFitWidth = boolean(at, "label", "adjustsFontSizeToFitWidth", t.adjustsFontSizeToFitWidth, false),
           minimumScaleFactor = number(at, "label", "minimumScaleFactor", t.minimumScaleFactor, 0, 0) }
end

local imageFields, spacerFields, boxFields =
  { "width", "height", "aspectRatio", "isHidden" }, { "minLength", "isHidden" }, { "width", "height", "isHidden" }

--- `UIImageView`: a fixed `width` and `height`, or an `aspectRatio` (width ÷ height) with the width the stack gives
--- (or `width`): `L.image{ aspectRatio = record.width / record.height }`.
function M.image(at, t)
  checkArgument(at, "image", 1, t, "table")
  checkFields(at, t, imageFields, "image")
  local ratio = t.aspectRatio
  if ratio ~= nil then
    ratio = number(at, "image", "aspectRatio", ratio)
    if ratio <= 0 then fail(at, format("bad field 'aspectRatio' in image (%g is not > 0)", ratio)) end
    if t.height ~= nil then fail(at, "image: give aspectRatio or height, not both") end
  elseif t.width == nil or t.height == nil then
    fail(at, "image needs width and height, or aspectRatio")
  end
  return { __tessera = "cellView", __where = at, kind = "image", aspectRatio = ratio,
           width = t.width ~= nil and number(at, "image", "width", t.width, nil, 0) or nil,
           height = t.height ~= nil and number(at, "image", "height", t.height, nil, 0) or nil,
           isHidden = boolean(at, "image", "isHidden", t.isHidden, false) }
end

--- A flexible gap: `L.spacer()` or `L.spacer{ minLength = 8 }`.
function M.spacer(at, t)
  t = t or {}
  checkArgument(at, "spacer", 1, t, "table")
  checkFields(at, t, spacerFields, "spacer")
  return { __tessera = "cellView", __where = at, kind = "spacer", minLength = number(at, "spacer", "minLength", t.minLength, 0, 0),
           isHidden = boolean(at, "spacer", "isHidden", t.isHidden, false) }
end

--- A view of a fixed size (a button, an avatar); a missing side takes what the stack gives:
--- `L.box{ height = 44 }`.
function M.box(at, t)
  checkArgument(at, "box", 1, t, "table")
  checkFields(at, t, boxFields, "box")
  return { __tessera = "cellView", __where = at, kind = "box",
           width = t.width ~= nil and number(at, "box", "width", t.width, nil, 0) or nil,
           height = t.height ~= nil and number(at, "box", "height", t.height, nil, 0) or nil,
           isHidden = boolean(at, "box", "isHidden", t.isHidden, false) }
end
