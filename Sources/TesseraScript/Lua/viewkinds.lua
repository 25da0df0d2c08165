-- The `tessera` module's UIKit view classes: UIView, UILabel, UIImageView, UIButton, UITextField, UISwitch,
-- UIActivityIndicatorView and UIStackView, made on views.lua's views.
local M, h = ...
local fail, typename, checkFields, checkArgument, number, boolean, choice, insets, fieldError, text =
  h.fail, h.typename, h.checkFields, h.checkArgument, h.number, h.boolean, h.choice, h.insets, h.fieldError, h.text
local type, ipairs, pairs, format, getmetatable, rawget, rawset = type, ipairs, pairs, string.format, getmetatable, rawget, rawset
local makeView, split, isView, stackFields, addArrangedSubview =
  h.views.makeView, h.views.split, h.views.isView, h.views.stackFields, h.views.addArrangedSubview

--- `UIView`: `L.view{ accessibilityIdentifier = "card", subviews = { … } }` (a container; no intrinsic size).
function M.view(at, t)
  t = t or {}
  checkArgument(at, "view", 1, t, "table")
  split(at, t, {}, "view")
  return makeView(at, "view", {}, t)
end

-- `L.label` (cells.lua) becomes a view too: the same table serves a template stack and a view tree.
local templateLabel = M.label
function M.label(at, t)
  checkArgument(at, "label", 1, t, "table")
  local own, common = split(at, t, nil, "label")
  local preferred = own.preferredMaxLayoutWidth
  own.preferredMaxLayoutWidth = nil
  local label = templateLabel(at, own)
  label.preferredMaxLayoutWidth = number(at, "label", "preferredMaxLayoutWidth", preferred, 0, 0)
  return makeView(at, "label", label, common)
end

--- `UIImageView`: `L.imageView{ image = { width = 40, height = 40 } }` (intrinsic size: the image's; none without).
function M.imageView(at, t)
  t = t or {}
  checkArgument(at, "imageView", 1, t, "table")
  local own, common = split(at, t, { "image" }, "imageView")
  local image = own.image
  if image ~= nil then
    if type(image) ~= "table" then fieldError(at, "imageView", "image", "image size {width, height}", image) end
    checkFields(at, image, { "width", "height" }, "imageView.image")
    image = { width = number(at, "imageView", "image.width", image.width, nil, 0),
              height = number(at, "imageView", "image.height", image.height, nil, 0) }
  end
  return makeView(at, "imageView", { image = image }, common)
end

--- `UIButton` (system type): `L.button{ title = "Follow" }`; a 15-pt title and 6 pt above and below by default.
function M.button(at, t)
  checkArgument(at, "button", 1, t, "table")
  local own, common = split(at, t, { "title", "font", "contentEdgeInsets" }, "button")
  if own.font ~= nil and typename(own.font) ~= "font" then fieldError(at, "button", "font", "font (L.font.system(…) …)", own.font) end
  return makeView(at, "button", { title = text(at, "button", "title", own.title, ""),
                                  font = own.font or { __tessera = "font", kind = "system", size = 15, weight = "regular", fontName = ".SFUI-Regular" },
                                  contentEdgeInsets = own.contentEdgeInsets ~= nil
                                    and insets(at, "button", "contentEdgeInsets", own.contentEdgeInsets) or nil }, common)
end

local borderStyles = { "none", "line", "bezel", "roundedRect" }
--- `UITextField`: `L.textField{ placeholder = "Search", borderStyle = "roundedRect" }`.
function M.textField(at, t)
  t = t or {}
  checkArgument(at, "textField", 1, t, "table")
  local own, common = split(at, t, { "text", "placeholder", "font", "borderStyle" }, "textField")
  if own.font ~= nil and typename(own.font) ~= "font" then fieldError(at, "textField", "font", "font (L.font.system(…) …)", own.font) end
  return makeView(at, "textField", { text = text(at, "textField", "text", own.text, ""),
                                     placeholder = text(at, "textField", "placeholder", own.placeholder, ""),
                                     font = own.font or { __tessera = "font", kind = "system", size = 17, weight = "regular",
                                                          fontName = ".SFUI-Regular" },
                                     borderStyle = choice(at, "textField", "borderStyle", own.borderStyle, "none", borderStyles) },
                  common)
end

--- `UISwitch`: 51 × 31 whatever its frame.
function M.switch(at, t)
  t = t or {}
  checkArgument(at, "switch", 1, t, "table")
  local _, common = split(at, t, {}, "switch")
  return makeView(at, "switch", {}, common)
end

--- `UIActivityIndicatorView`: `L.activityIndicator{ style = "large" }` (20 × 20 medium, 37 × 37 large).
function M.activityIndicator(at, t)
  t = t or {}
  checkArgument(at, "activityIndicator", 1, t, "table")
  local own, common = split(at, t, { "style" }, "activityIndicator")
  return makeView(at, "activityIndicator",
                  { style = choice(at, "activityIndicator", "style", own.style, "medium", { "medium", "large" }) }, common)
end

local stackAlignments = { "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline" }
local stackDistributions = { "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering" }


--- `UIStackView`: `L.stack{ axis = "horizontal", spacing = 8, alignment = "center", avatar, name }` (arranged
--- subviews as positional entries or `arrangedSubviews`; they stop translating their autoresizing masks).
function M.stack(at, t)
  checkArgument(at, "stack", 1, t, "table")
  local positional, named = {}, {}
  for key, value in pairs(t) do
    if type(key) == "number" then positional[key] = value else named[key] = value end
  end
  local own, common = split(at, named, stackFields, "stack")
  local stack = makeView(at, "stackView", {
    axis = choice(at, "stack", "axis", own.axis, "horizontal", { "horizontal", "vertical" }),
    spacing = number(at, "stack", "spacing", own.spacing, 0),
    alignment = choice(at, "stack", "alignment", own.alignment, "fill", stackAlignments),
    distribution = choice(at, "stack", "distribution", own.distribution, "fill", stackDistributions),
    isLayoutMarginsRelativeArrangement = boolean(at, "stack", "isLayoutMarginsRelativeArrangement",
                                                 own.isLayoutMarginsRelativeArrangement, false),
    isBaselineRelativeArrangement = boolean(at, "stack", "isBaselineRelativeArrangement", own.isBaselineRelativeArrangement, false),
    arrangedSubviews = {}, customSpacing = {} }, common)
  if own.arrangedSubviews ~= nil then
    if type(own.arrangedSubviews) ~= "table" then fieldError(at, "stack", "arrangedSubviews", "array of views", own.arrangedSubviews) end
    positional = own.arrangedSubviews
  end
  h.checkNoHole(at, positional, function(i) return format("bad arranged subview %d in stack", i) end, "a view")
  for i, view in ipairs(positional) do
    if not isView(view) then
      fail(at, format("bad arranged subview %d in stack (a view expected: L.label{…}, L.view{…} …, got %s)", i, typename(view)))
    end
    addArrangedSubview(at, stack, view)
  end
  return stack
end

-- Scroll views, collection views and layout guides ------------------------------------------------------------

local adjustmentBehaviors = { "automatic", "scrollableAxes", "never", "always" }
local scrollFields = { "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal" }

-- A scroll view's own fields, read.
local function scrollProperties(at, what, own)
  return { contentInset = own.contentInset ~= nil and insets(at, what, "contentInset", own.contentInset) or nil,
           contentInsetAdjustmentBehavior = choice(at, what, "contentInsetAdjustmentBehavior",
                                                   own.contentInsetAdjustmentBehavior, "automatic", adjustmentBehaviors),
           alwaysBounceVertical = boolean(at, what, "alwaysBounceVertical", own.alwaysBounceVertical, false),
           alwaysBounceHorizontal = boolean(at, what, "alwaysBounceHorizontal", own.alwaysBounceHorizontal, false) }
end

--- `UIScrollView`: `L.scrollView{ subviews = { content } }`; its subviews sit in its content, whose size the
--- constraints to `contentLayoutGuide` make; `frameLayoutGuide` is its frame.
function M.scrollView(at, t)
  t = t or {}
  checkArgument(at, "scrollView", 1, t, "table")
  local own, common = split(at, t, scrollFields, "scrollView")
  return makeView(at, "scrollView", scrollProperties(at, "scrollView", own), common)
end

--- `UICollectionView`: `L.collectionView{ layout = L.layout{…} }`: a scroll view whose content the compositional
--- layout places, solved in the frame its constraints give it.
function M.collectionView(at, t)
  checkArgument(at, "collectionView", 1, t, "table")
  local fields = { "layout" }
  for _, name in ipairs(scrollFields) do fields[#fields + 1] = name end
  local own, common = split(at, t, fields, "collectionView")
  if own.layout == nil then fail(at, "collectionView needs layout = L.layout{…} (UICollectionView(frame:collectionViewLayout:))") end
  if typename(own.layout) ~= "layout" then fieldError(at, "collectionView", "layout", "layout (L.layout{…})", own.layout) end
  local view = scrollProperties(at, "collectionView", own)
  view.layout = own.layout
  return makeView(at, "collectionView", view, common)
end

--- `UILayoutGuide`: `L.layoutGuide{ identifier = "spacer" }`, added with `view:addLayoutGuide(guide)`: a rectangle
--- placed by constraints alone, with anchors and no view.
function M.layoutGuide(at, t)
  t = t or {}
  checkArgument(at, "layoutGuide", 1, t, "table")
  checkFields(at, t, { "identifier" }, "layoutGuide")
  return setmetatable({ __tessera = "layoutGuide", __where = at, kind = "custom",
                        identifier = t.identifier ~= nil and text(at, "layoutGuide", "identifier", t.identifier) or "" },
                      h.views.GuideMeta)
end

-- Cell registrations -----------------------------------------------------------------------------------------

--- `UICollectionView.CellRegistration`: `L.cellRegistration{ build = function(environment) … return cell end,
--- configure = function(cell, record, environment) … end, prepareForReuse = function(cell) … end }`. `build` makes
--- the views once (per environment) and returns the content view, or a table holding it as `contentView` with the
--- views and constraints `configure` changes; `configure` sets what varies per item on the cell as the previous item
--- left it; `prepareForReuse`, the cell class's override, runs on the cell before each item's configure but the first.
function M.cellRegistration(at, t)
  checkArgument(at, "cellRegistration", 1, t, "table")
  checkFields(at, t, { "build", "configure", "prepareForReuse" }, "cellRegistration")
  if t.build == nil then
    fail(at, "cellRegistration needs build = function(environment) … return contentView end (it makes the cell's views once)")
  end
  return { __tessera = "cellRegistration", __where = at, build = h.fn(at, "cellRegistration", "build", t.build),
           configure = h.fn(at, "cellRegistration", "configure", t.configure),
           prepareForReuse = h.fn(at, "cellRegistration", "prepareForReuse", t.prepareForReuse) }
end

local watch, ConstraintMeta, viewName = h.views.watch, h.views.ConstraintMeta, h.views.viewName
-- What a tracked or watched view or constraint keeps as it is: its place in the tree and what it is.
local fixedView = { kind = true, subviews = true, superview = true, arrangedSubviews = true, customSpacing = true }
local fixedConstraint = { firstItem = true, firstAttribute = true, secondItem = true, secondAttribute = true, relation = true }

-- Moves `object`'s properties into its shadow (see views.lua's `watch`): the tool reads them there.
local function shadow(object, fixed)
  local values, keys = {}, {}
  for key, value in pairs(object) do
    if type(key) == "string" and key:sub(1, 2) ~= "__" and not fixed[key] then values[key], keys[key] = value, true end
  end
  for key in pairs(keys) do rawset(object, key, nil) end
  rawset(object, "__shadow", values)
  rawset(object, "__shadowed", keys)
end

--- (Internal) `--check-reuse`: watches the views of `content`'s tree, their constraints and the views and constraints
--- `cell`'s fields hold, until `_unwatchReuse`. Returns what it watches and their names (the cell's field names, or
--- the view's identifier / the constraint's identifier or place).
function M._watchReuse(cell, content)
  local names, objects = {}, {}
  local function add(object, name)
    if names[object] == nil then
      names[object] = name
      objects[#objects + 1] = object
    end
  end
  if not isView(cell) and type(cell) == "table" then
    for key, value in pairs(cell) do
      if type(key) == "string" and (isView(value) or getmetatable(value) == ConstraintMeta) then add(value, key) end
      if type(key) == "string" and type(value) == "table" and not isView(value) and getmetatable(value) == nil then
        for index, inner in pairs(value) do
          if isView(inner) or getmetatable(inner) == ConstraintMeta then add(inner, key .. "[" .. tostring(index) .. "]") end
        end
      end
    end
  end
  local function visit(view)
    add(view, view == content and "contentView" or viewName(view))
    for _, c in ipairs(rawget(view, "__constraints") or {}) do
      add(c, c.identifier or ("constraint made at " .. c.__where))
    end
    for _, subview in ipairs(view.subviews) do visit(subview) end
  end
  if isView(content) then visit(content) end
  -- A tracked object (`_trackViews`) is in its shadow already, and stays there.
  local shadowed = {}
  for _, object in ipairs(objects) do
    if rawget(object, "__shadow") == nil then
      shadow(object, isView(object) and fixedView or fixedConstraint)
      shadowed[#shadowed + 1] = object
    end
  end
  watch.log = {}
  return { names = names, shadowed = shadowed }
end

--- (Internal) Ends `_watchReuse`: the properties go back into their objects. Returns what configure set, in order,
--- each property once: `{ { property = "detail.isHidden", at = "file:12" }, … }`.
function M._unwatchReuse(watching)
  local log = watch.log or {}
  watch.log = nil
  for _, object in ipairs(watching.shadowed) do
    local values = rawget(object, "__shadow")
    rawset(object, "__shadow", nil)
    rawset(object, "__shadowed", nil)
    for key, value in pairs(values) do rawset(object, key, value) end
  end
  local sets, seen = {}, {}
  for _, entry in ipairs(log) do
    local property = (watching.names[entry.object] or "?") .. "." .. entry.key
    if not seen[property] then
      seen[property] = true
      sets[#sets + 1] = { property = property, at = entry.at }
    end
  end
  return sets
end

--- (Internal) Tracks a registration's cell as the tool read it: `objects` lists its views, layout guides and
--- constraints (`count` of them, LayoutReader's order). Each view and constraint keeps its properties in its shadow
--- from now on, so that views.lua notes in `changed` each one configure changes, and only those are read again.
--- `owner` names the cell; false when an object is tracked for another cell already (a tree two registrations
--- share), which is then read in full every time.
function M._trackViews(objects, count, owner)
  for i = 1, count do
    local object = objects[i]
    local isConstraint = getmetatable(object) == ConstraintMeta
    if isView(object) or isConstraint then
      if rawget(object, "__shadow") == nil then
        shadow(object, isConstraint and fixedConstraint or fixedView)
        rawset(object, "__owner", owner)
      elseif rawget(object, "__owner") ~= owner then
        return false
      end
    end
  end
  return true
end
