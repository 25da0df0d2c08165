-- The `tessera` module's UIKit views for Auto Layout: views, anchors, layout guides, constraints and activation.
local M, h = ...
local fail, typename, checkFields, checkArgument, number, boolean, choice, insets, fieldError, text, suggestion =
  h.fail, h.typename, h.checkFields, h.checkArgument, h.number, h.boolean, h.choice, h.insets, h.fieldError, h.text,
  h.suggestion
local type, ipairs, pairs, format, rawget, rawset, setmetatable, getmetatable, error =
  type, ipairs, pairs, string.format, rawget, rawset, setmetatable, getmetatable, error

-- Serial numbers make views' addresses in messages; the tool resets them before each cell function call, so a
-- cell's views are numbered alike in every cell. `order` numbers activations. `made` lists the constraints made
-- since the tool last looked (it warns about those never activated, then empties it). `structure` counts every change
-- to a tree's shape (a subview added or moved, a constraint activated or deactivated, a custom spacing, a layout
-- guide added): while it stays, a registration's cell is read again value by value (CellRegistrations.swift).
-- `changed` holds the views and constraints of registrations' cells (tracked: see `watch` below) whose properties
-- were set or read as tables since the tool last read them: only those are read again. Each one's value is the
-- property's name while it is the only one set (the tool reads that one alone), else true. `tableReads` counts the
-- table-valued properties read through tracked views: such a table may be changed in place, and other views may
-- hold it too (a font given to two labels), so a cell read after one is read value by value in full.
local changed = setmetatable({}, { __mode = "k" })
local counters = { serial = 0, order = 0, made = {}, structure = 0, changed = changed, tableReads = 0 }
M._viewCounters = counters

local classNames = { view = "UIView", label = "UILabel", imageView = "UIImageView", button = "UIButton",
                     textField = "UITextField", ["switch"] = "UISwitch", activityIndicator = "UIActivityIndicatorView",
                     stackView = "UIStackView", scrollView = "UIScrollView", collectionView = "UICollectionView" }
local attributesByAnchor = { leadingAnchor = "leading", trailingAnchor = "trailing", leftAnchor = "left",
                             rightAnchor = "right", topAnchor = "top", bottomAnchor = "bottom", widthAnchor = "width",
                             heightAnchor = "height", centerXAnchor = "centerX", centerYAnchor = "centerY",
                             firstBaselineAnchor = "firstBaseline", lastBaselineAnchor = "lastBaseline" }
local attributeOrder = { "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                         "firstBaseline", "lastBaseline" }
local families = { left = "NSLayoutXAxisAnchor", right = "NSLayoutXAxisAnchor", leading = "NSLayoutXAxisAnchor",
                   trailing = "NSLayoutXAxisAnchor", centerX = "NSLayoutXAxisAnchor", top = "NSLayoutYAxisAnchor",
                   bottom = "NSLayoutYAxisAnchor", centerY = "NSLayoutYAxisAnchor", firstBaseline = "NSLayoutYAxisAnchor",
                   lastBaseline = "NSLayoutYAxisAnchor", width = "NSLayoutDimension", height = "NSLayoutDimension" }
local guideIdentifiers = { layoutMarginsGuide = "UIViewLayoutMarginsGuide", safeAreaLayoutGuide = "UIViewSafeAreaLayoutGuide",
                           readableContentGuide = "UIViewReadableContentGuide", keyboardLayoutGuide = "UIKeyboardLayoutGuide",
                           contentLayoutGuide = "UIScrollView-contentLayoutGuide",
                           frameLayoutGuide = "UIScrollView-frameLayoutGuide" }
-- Where logs put a guide's address past its view's guides' base (ConstraintDescriber's `addressOffset`).
local guideOffsets = { layoutMarginsGuide = 0, safeAreaLayoutGuide = 0xe0, readableContentGuide = 0x70,
                       keyboardLayoutGuide = 0x150, contentLayoutGuide = 0x38, frameLayoutGuide = 0x118 }
local scrollGuides = { contentLayoutGuide = true, frameLayoutGuide = true }
local scrollKinds = { scrollView = true, collectionView = true }

local ViewMeta, AnchorMeta, GuideMeta, ConstraintMeta = {}, {}, {}, {}

-- A registration's cell is tracked once it is read (viewkinds.lua's `_trackViews`): its views' and constraints'
-- properties live in `__shadow` tables, so that every assignment reaches the metatables, which note the object in
-- `changed`. While `--check-reuse` watches a configure (`_watchReuse`), the objects it names are shadowed too (if
-- they are not already) and `watch.log` lists the assignments (the object, the property, and the line that set
-- it). `watch.log` is nil the rest of the time.
local watch = { log = nil }
local function watched(object, key, at)
  local log = watch.log
  if log and rawget(object, "__shadow") then log[#log + 1] = { object = object, key = key, at = at } end
end

local function isView(value) return getmetatable(value) == ViewMeta end

-- The table holding a view's or constraint's properties: its shadow when it has one, else itself.
local function properties(object) return rawget(object, "__shadow") or object end

-- Descriptions as UIKit's messages print them (the Swift side makes the same addresses: ConstraintDescriber).
local function hex(value) return format("0x%x", value) end
local function viewName(view)
  if view.accessibilityIdentifier then return view.accessibilityIdentifier end
  local name = classNames[view.kind] .. ":" .. hex(0x7fa000001000 + view.__serial * 0x6e0)
  local shown = view.kind == "label" and view.text or view.kind == "button" and view.title or nil
  if shown then
    if utf8.len(shown) and utf8.len(shown) > 25 then shown = shown:sub(1, utf8.offset(shown, 26) - 1) .. "..." end
    name = name .. "'" .. shown .. "'"
  end
  return name
end
local function itemName(item)
  if isView(item) then return viewName(item) end
  if item.kind == "custom" then
    local number = item.view and (item.view.__serial * 16 + item.__index - 1) or 0
    return "UILayoutGuide:" .. hex(0x600003710000 + number * 0x1c0) .. "'" .. (item.identifier or "") .. "'"
  end
  return "UILayoutGuide:" .. hex(0x600003700000 + item.view.__serial * 0x1c0 + guideOffsets[item.kind]) .. "'"
         .. guideIdentifiers[item.kind] .. "'"
end
local function owner(item) return isView(item) and item or item.view end
h.viewsOwner = owner
local function anchorName(anchor)
  local number = owner(anchor.item).__serial * 16
  for i, name in ipairs(attributeOrder) do if name == anchor.attribute then number = number + i - 1 end end
  return format('<%s:%s "%s.%s">', families[anchor.attribute], hex(0x600000460000 + number * 0x80), itemName(anchor.item),
                anchor.attribute)
end

-- Views -------------------------------------------------------------------------------------------------------

local function axisName(at, fname, value)
  if value ~= "horizontal" and value ~= "vertical" then
    fail(at, format("bad argument #2 to '%s' (\"horizontal\" or \"vertical\" expected, got %s)", fname,
                    type(value) == "string" and ("'" .. value .. "'") or typename(value)))
  end
  return value
end

local function priority(at, what, field, value, default)
  if value == nil then return default end
  if type(value) ~= "number" or value ~= value or value <= 0 or value > 1000 then
    fail(at, format("bad field '%s' in %s (priority greater than 0 and at most 1000 expected, got %s)", field, what,
                    type(value) == "number" and h.numeral(value) or typename(value)))
  end
  return value
end

local function axisPriorities(at, what, field, value)
  if value == nil then return nil end
  if type(value) == "number" then return { horizontal = priority(at, what, field, value), vertical = value } end
  if type(value) ~= "table" then fieldError(at, what, field, "priority or {horizontal = …, vertical = …}", value) end
  checkFields(at, value, { "horizontal", "vertical" }, what .. "." .. field)
  return { horizontal = priority(at, what, field .. ".horizontal", value.horizontal),
           vertical = priority(at, what, field .. ".vertical", value.vertical) }
end

local function rect(at, what, field, value)
  if value == nil then return { x = 0, y = 0, width = 0, height = 0 } end
  if type(value) ~= "table" then fieldError(at, what, field, "rectangle {x, y, width, height}", value) end
  checkFields(at, value, { "x", "y", "width", "height" }, what .. "." .. field)
  return { x = number(at, what, field .. ".x", value.x, 0), y = number(at, what, field .. ".y", value.y, 0),
           width = number(at, what, field .. ".width", value.width, 0, 0),
           height = number(at, what, field .. ".height", value.height, 0, 0) }
end

-- The fields every view takes.
local viewFields = { "accessibilityIdentifier", "translatesAutoresizingMaskIntoConstraints", "frame", "isHidden",
                     "layoutMargins", "contentHuggingPriority", "contentCompressionResistancePriority", "subviews",
                     "backgroundColor", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
                     "directionalLayoutMargins" }
local isViewField = {}
for _, name in ipairs(viewFields) do isViewField[name] = true end

local addSubview

-- Gives `view` (a table of its class's own fields) the fields every view has, from `t`, and the view metatable. Each
-- view gets a default frame and margins of its own: a script may change one in place (`view.frame.x = 8`).
local function makeView(at, kind, view, t)
  local what = kind
  counters.serial = counters.serial + 1
  view.__tessera, view.__where, view.kind, view.__serial = "cellView", at, kind, counters.serial
  view.accessibilityIdentifier = text(at, what, "accessibilityIdentifier", t.accessibilityIdentifier, false) or nil
  view.translatesAutoresizingMaskIntoConstraints =
    boolean(at, what, "translatesAutoresizingMaskIntoConstraints", t.translatesAutoresizingMaskIntoConstraints, true)
  view.frame = t.frame == nil and { x = 0, y = 0, width = 0, height = 0 } or rect(at, what, "frame", t.frame)
  view.isHidden = boolean(at, what, "isHidden", t.isHidden, false)
  if t.layoutMargins ~= nil and t.directionalLayoutMargins ~= nil then
    fail(at, format("%s: give layoutMargins or directionalLayoutMargins, not both (they are one property)", what))
  end
  -- `directionalLayoutMargins` is UIKit's name for what `layoutMargins` reads here (top, leading, bottom, trailing).
  local margins = t.directionalLayoutMargins or t.layoutMargins
  view.layoutMargins = margins == nil and { top = 8, leading = 8, bottom = 8, trailing = 8 }
    or insets(at, what, t.directionalLayoutMargins and "directionalLayoutMargins" or "layoutMargins", margins)
  view.contentHuggingPriority = axisPriorities(at, what, "contentHuggingPriority", t.contentHuggingPriority)
  view.contentCompressionResistancePriority =
    axisPriorities(at, what, "contentCompressionResistancePriority", t.contentCompressionResistancePriority)
  view.backgroundColor = t.backgroundColor ~= nil and text(at, what, "backgroundColor", t.backgroundColor) or nil
  view.preservesSuperviewLayoutMargins =
    boolean(at, what, "preservesSuperviewLayoutMargins", t.preservesSuperviewLayoutMargins, false)
  view.insetsLayoutMarginsFromSafeArea = boolean(at, what, "insetsLayoutMarginsFromSafeArea", t.insetsLayoutMarginsFromSafeArea, true)
  view.subviews = {}
  setmetatable(view, ViewMeta)
  if t.subviews ~= nil then
    if type(t.subviews) ~= "table" or rawget(t.subviews, "__tessera") then fieldError(at, what, "subviews", "array of views", t.subviews) end
    h.checkNoHole(at, t.subviews, function(i) return format("bad field 'subviews[%d]' in %s", i, what) end, "view")
    for i, subview in ipairs(t.subviews) do
      if not isView(subview) then fieldError(at, what, "subviews[" .. i .. "]", "view", subview) end
      addSubview(at, view, subview)
    end
  end
  return view
end

-- Splits a constructor's table into the class's own fields and the fields every view takes.
local function split(at, t, own, what)
  local mine, common = {}, {}
  for key, value in pairs(t) do
    if type(key) == "string" and isViewField[key] then common[key] = value else mine[key] = value end
  end
  if own then
    local allowed = {}
    for _, name in ipairs(own) do allowed[#allowed + 1] = name end
    for _, name in ipairs(viewFields) do allowed[#allowed + 1] = name end
    checkFields(at, mine, allowed, what)
  end
  return mine, common
end

local stackFields = { "axis", "spacing", "alignment", "distribution", "arrangedSubviews",
                      "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement" }

local addArrangedSubview

-- The view classes' constructors (L.view, L.label, L.imageView … L.stack) are in viewkinds.lua.

-- Subviews ----------------------------------------------------------------------------------------------------

local function isAncestor(view, of)
  local current = of
  while current do
    if current == view then return true end
    current = rawget(current, "superview")
  end
  return false
end

-- `superview:addSubview(view)`: moves `view` from its old superview, as UIKit does.
-- The error for a value that is not a view, naming templates as such.
local function notAView(at, fname, value)
  if typename(value) == "cellView" then
    fail(at, format("bad argument #1 to '%s' (view expected, got a cell template: L.vstack, L.hstack, L.image, L.spacer "
                    .. "and L.box make templates; a view tree takes L.stack{…}, L.imageView{…}, L.view{…})", fname))
  end
  fail(at, format("bad argument #1 to '%s' (view expected, got %s)", fname, typename(value)))
end

addSubview = function(at, superview, view)
  if not isView(view) then notAView(at, "addSubview", view) end
  if isAncestor(view, superview) then fail(at, "bad argument #1 to 'addSubview' (a view cannot be added to itself or to one of its subviews)") end
  local old = rawget(view, "superview")
  if old then
    for i, subview in ipairs(old.subviews) do if subview == view then table.remove(old.subviews, i) break end end
    if old.kind == "stackView" then
      for i, arranged in ipairs(old.arrangedSubviews) do if arranged == view then table.remove(old.arrangedSubviews, i) break end end
    end
  end
  rawset(view, "superview", superview)
  superview.subviews[#superview.subviews + 1] = view
  counters.structure = counters.structure + 1
end

addArrangedSubview = function(at, stack, view)
  if not isView(view) then notAView(at, "addArrangedSubview", view) end
  addSubview(at, stack, view)
  view.translatesAutoresizingMaskIntoConstraints = false
  stack.arrangedSubviews[#stack.arrangedSubviews + 1] = view
end

-- Constraints -------------------------------------------------------------------------------------------------

local relations = { equalTo = "==", greaterThanOrEqualTo = ">=", lessThanOrEqualTo = "<=" }
local constantRelations = { equalToConstant = "==", greaterThanOrEqualToConstant = ">=", lessThanOrEqualToConstant = "<=" }
local constraintFields = { "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToConstant",
                           "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant", "constant", "multiplier",
                           "priority", "identifier" }
local directional = { leading = true, trailing = true }
local absolute = { left = true, right = true }

--- `anchor:constraint{ equalTo = other, constant = 8, multiplier = 1, priority = 750, identifier = "…" }`, or
--- `widthAnchor:constraint{ equalToConstant = 40 }`: `anchor.constraint(equalTo:constant:)` and its siblings.
local function constraint(at, anchor, t)
  if getmetatable(anchor) ~= AnchorMeta then
    fail(at, format("bad self to 'constraint' (anchor expected, got %s): call it with ':' (anchor:constraint{…})", typename(anchor)))
  end
  checkArgument(at, "constraint", 1, t, "table")
  checkFields(at, t, constraintFields, "constraint")
  local relation, second, constant
  -- The common forms first; the loops name a field given twice or of the wrong type.
  if t.equalTo ~= nil and getmetatable(t.equalTo) == AnchorMeta and t.greaterThanOrEqualTo == nil
     and t.lessThanOrEqualTo == nil and t.equalToConstant == nil and t.greaterThanOrEqualToConstant == nil
     and t.lessThanOrEqualToConstant == nil then
    relation, second = "==", t.equalTo
  else
    for field, symbol in pairs(relations) do
      if t[field] ~= nil then
        if relation then fail(at, "constraint: give one of equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, equalToConstant …") end
        relation, second = symbol, t[field]
        if getmetatable(second) ~= AnchorMeta then fieldError(at, "constraint", field, "anchor (view.leadingAnchor …)", second) end
      end
    end
    for field, symbol in pairs(constantRelations) do
      if t[field] ~= nil then
        if relation then fail(at, "constraint: give one of equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, equalToConstant …") end
        relation, constant = symbol, number(at, "constraint", field, t[field])
      end
    end
  end
  if relation == nil then fail(at, "constraint needs equalTo, greaterThanOrEqualTo, lessThanOrEqualTo or equalToConstant …") end
  if constant ~= nil and t.constant ~= nil then fail(at, "constraint: the constant is given twice (equalToConstant and constant)") end
  local multiplier = number(at, "constraint", "multiplier", t.multiplier, 1)
  constant = constant or number(at, "constraint", "constant", t.constant, 0)
  local first = anchor.attribute
  if second then
    if families[first] ~= families[second.attribute] then
      fail(at, format("cannot constrain %s to %s: their anchors are not of one kind (x-axis, y-axis or dimension)",
                      anchorName(anchor), anchorName(second)))
    end
    if (directional[first] and absolute[second.attribute]) or (absolute[first] and directional[second.attribute]) then
      fail(at, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
               .. "Use leading/trailing for both or neither.")
    end
  end
  if families[first] ~= "NSLayoutDimension" and (second == nil or multiplier == 0) then
    fail(at, "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
             .. "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
  end
  local c = setmetatable({ __tessera = "constraint", __where = at, firstItem = anchor.item, firstAttribute = first,
                           relation = relation, secondItem = second and second.item,
                           secondAttribute = second and second.attribute, multiplier = multiplier, constant = constant,
                           priority = priority(at, "constraint", "priority", t.priority, 1000),
                           identifier = t.identifier ~= nil and text(at, "constraint", "identifier", t.identifier) or nil },
                         ConstraintMeta)
  local made = counters.made
  made[#made + 1] = c
  return c
end

-- The nearest view containing both (nil when they are in different trees); no table is made (trees are shallow).
local function commonAncestor(a, b)
  local x = a
  while x do
    local y = b
    while y do
      if x == y then return x end
      y = rawget(y, "superview")
    end
    x = rawget(x, "superview")
  end
  return nil
end

local function activate(at, c)
  if getmetatable(c) ~= ConstraintMeta then fail(at, format("bad constraint (constraint expected, got %s)", typename(c))) end
  if rawget(c, "__active") then return end
  for _, item in ipairs({ c.firstItem, c.secondItem or false }) do
    if item and not isView(item) and item.view == nil then
      fail(at, format("the layout guide '%s' is in no view: add it first (view:addLayoutGuide(guide))", item.identifier or ""))
    end
  end
  local first = owner(c.firstItem)
  local ancestor = first
  if c.secondItem then ancestor = commonAncestor(first, owner(c.secondItem)) end
  if ancestor == nil then
    fail(at, format("Unable to activate constraint with anchors %s and %s because they have no common ancestor.  "
                    .. "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                    anchorName({ item = c.firstItem, attribute = c.firstAttribute }),
                    anchorName({ item = c.secondItem, attribute = c.secondAttribute })))
  end
  counters.order = counters.order + 1
  counters.structure = counters.structure + 1
  rawset(c, "__order", counters.order)
  rawset(c, "__active", ancestor)
  rawset(c, "__everActive", true)
  local list = rawget(ancestor, "__constraints")
  if not list then list = {}; rawset(ancestor, "__constraints", list) end
  list[#list + 1] = c
end

local function deactivate(c)
  local ancestor = rawget(c, "__active")
  if not ancestor then return end
  for i, installed in ipairs(ancestor.__constraints) do if installed == c then table.remove(ancestor.__constraints, i) break end end
  rawset(c, "__active", nil)
  counters.structure = counters.structure + 1
end

--- `NSLayoutConstraint.activate([…])`: `L.activate{ a.leadingAnchor:constraint{ equalTo = b.leadingAnchor }, … }`.
function M.activate(at, list)
  checkArgument(at, "activate", 1, list, "table")
  h.checkNoHole(at, list, function(i) return format("bad constraint %d in activate", i) end, "constraint")
  for _, c in ipairs(list) do
    activate(at, c)
    watched(c, "isActive", at)
  end
  return list
end

--- `NSLayoutConstraint.deactivate([…])`.
function M.deactivate(at, list)
  checkArgument(at, "deactivate", 1, list, "table")
  h.checkNoHole(at, list, function(i) return format("bad constraint %d in deactivate", i) end, "constraint")
  for _, c in ipairs(list) do
    if getmetatable(c) ~= ConstraintMeta then fail(at, format("bad constraint (constraint expected, got %s)", typename(c))) end
    deactivate(c)
    watched(c, "isActive", at)
  end
  return list
end

-- Metatables --------------------------------------------------------------------------------------------------

local located = h.native.located

local viewMethods = {
  --- `superview:addSubview(view)`.
  addSubview = located(function(at, self, view) addSubview(at, self, view) end),
  --- `stack:addArrangedSubview(view)`.
  addArrangedSubview = located(function(at, self, view)
    if rawget(self, "kind") ~= "stackView" then fail(at, "addArrangedSubview: the receiver is not a stack view (L.stack{…})") end
    addArrangedSubview(at, self, view)
  end),
  --- `stack:setCustomSpacing(12, after)`.
  setCustomSpacing = located(function(at, self, spacing, after)
    if rawget(self, "kind") ~= "stackView" then fail(at, "setCustomSpacing: the receiver is not a stack view (L.stack{…})") end
    if not isView(after) or rawget(after, "superview") ~= self then fail(at, "bad argument #2 to 'setCustomSpacing' (an arranged subview of the stack expected)") end
    self.customSpacing[#self.customSpacing + 1] = { view = after, spacing = number(at, "setCustomSpacing", "spacing", spacing) }
    counters.structure = counters.structure + 1
  end),
  --- `view:setContentHuggingPriority(251, "horizontal")`.
  setContentHuggingPriority = located(function(at, self, value, axis)
    local p = priority(at, "setContentHuggingPriority", "priority", value)
    local values = properties(self)
    if not rawget(values, "contentHuggingPriority") then rawset(values, "contentHuggingPriority", {}) end
    values.contentHuggingPriority[axisName(at, "setContentHuggingPriority", axis)] = p
    if values ~= self then changed[self] = true end
    watched(self, "contentHuggingPriority." .. axis, at)
  end),
  --- `view:setContentCompressionResistancePriority(749, "horizontal")`.
  setContentCompressionResistancePriority = located(function(at, self, value, axis)
    local p = priority(at, "setContentCompressionResistancePriority", "priority", value)
    local values = properties(self)
    if not rawget(values, "contentCompressionResistancePriority") then
      rawset(values, "contentCompressionResistancePriority", {})
    end
    values.contentCompressionResistancePriority[axisName(at, "setContentCompressionResistancePriority", axis)] = p
    if values ~= self then changed[self] = true end
    watched(self, "contentCompressionResistancePriority." .. axis, at)
  end),
  --- `view:addLayoutGuide(guide)`: the guide (L.layoutGuide{…}) joins the view's tree; constraints place it.
  addLayoutGuide = located(function(at, self, guide)
    if getmetatable(guide) ~= GuideMeta or guide.kind ~= "custom" then
      fail(at, format("bad argument #1 to 'addLayoutGuide' (layout guide expected: L.layoutGuide{…}, got %s)", typename(guide)))
    end
    if rawget(guide, "view") and rawget(guide, "view") ~= self then
      fail(at, "bad argument #1 to 'addLayoutGuide' (the guide is already in another view)")
    end
    if rawget(guide, "view") == self then return end
    local guides = rawget(self, "__layoutGuides")
    if not guides then guides = {}; rawset(self, "__layoutGuides", guides) end
    guides[#guides + 1] = guide
    counters.structure = counters.structure + 1
    rawset(guide, "view", self)
    rawset(guide, "__index", #guides)
  end),
  --- SnapKit's `make.edges.equalTo(target).inset(n)`: `view:pinEdges(superview.layoutMarginsGuide, 8)` makes and
  --- activates leading, trailing, top and bottom constraints (insets a number or L.insets(…); default 0; target
  --- default the superview) and returns them.
  pinEdges = located(function(at, self, target, inset)
    target = target or rawget(self, "superview")
    if target == nil then fail(at, "pinEdges: the view has no superview (add it first, or give the view to pin to)") end
    if not isView(target) and getmetatable(target) ~= GuideMeta then
      fail(at, format("bad argument #1 to 'pinEdges' (view or layout guide expected, got %s)", typename(target)))
    end
    local e = insets(at, "pinEdges", "insets", inset or 0)
    local list = {
      constraint(at, self.leadingAnchor, { equalTo = target.leadingAnchor, constant = e.leading }),
      constraint(at, self.trailingAnchor, { equalTo = target.trailingAnchor, constant = -e.trailing }),
      constraint(at, self.topAnchor, { equalTo = target.topAnchor, constant = e.top }),
      constraint(at, self.bottomAnchor, { equalTo = target.bottomAnchor, constant = -e.bottom }),
    }
    for _, c in ipairs(list) do activate(at, c) end
    return list
  end),
}

-- Properties that may be set after the view is made (fields it has already are plain assignments).
local settable = { accessibilityIdentifier = "string", translatesAutoresizingMaskIntoConstraints = "boolean",
                   preservesSuperviewLayoutMargins = "boolean", insetsLayoutMarginsFromSafeArea = "boolean",
                   isHidden = "boolean", backgroundColor = "string", preferredMaxLayoutWidth = "number",
                   image = "table", contentEdgeInsets = "table", font = "table" }

-- What reading a view may name: anchors, guides, methods, and the properties a view of some class has (read as nil
-- on the others); any other name is a mistake (`view.topAncor`), reported with the closest name.
local isProperty = { superview = true, constraints = true, subviews = true, kind = true, text = true, font = true,
                     title = true, image = true, style = true, placeholder = true, borderStyle = true,
                     arrangedSubviews = true, customSpacing = true }
for _, name in ipairs(viewFields) do isProperty[name] = true end
for _, name in ipairs(stackFields) do isProperty[name] = true end
for name in pairs(settable) do isProperty[name] = true end
for _, name in ipairs(h.labelFields) do isProperty[name] = true end
local anchorNames, viewNames = {}, {}
for name in pairs(attributesByAnchor) do anchorNames[#anchorNames + 1] = name; viewNames[#viewNames + 1] = name end
for name in pairs(guideIdentifiers) do viewNames[#viewNames + 1] = name end
for name in pairs(viewMethods) do viewNames[#viewNames + 1] = name end
for name in pairs(isProperty) do viewNames[#viewNames + 1] = name end
table.sort(anchorNames)
table.sort(viewNames)
local function didYouMean(name, names)
  local best = h.closest(name, names)
  return best and (" (did you mean '" .. best .. "'?)") or ""
end

ViewMeta.__index = function(view, key)
  local shadow = rawget(view, "__shadow")
  if shadow then
    local value = shadow[key]
    if value ~= nil then
      -- A table read may be changed in place (`view.frame.x = 8`), and be another view's too: every value is read
      -- again.
      if type(value) == "table" then
        changed[view] = true
        counters.tableReads = counters.tableReads + 1
      end
      return value
    end
  end
  local attribute = attributesByAnchor[key]
  if attribute then
    -- Anchors are made once per view and attribute (a cell asks for the same ones several times).
    local anchors = rawget(view, "__anchors")
    if not anchors then anchors = {}; rawset(view, "__anchors", anchors) end
    local anchor = anchors[attribute]
    if not anchor then
      anchor = setmetatable({ __tessera = "anchor", item = view, attribute = attribute }, AnchorMeta)
      anchors[attribute] = anchor
    end
    return anchor
  end
  if guideIdentifiers[key] then
    if scrollGuides[key] and not scrollKinds[rawget(view, "kind")] then
      error(format("%s has no '%s': only a scroll view (L.scrollView, L.collectionView) has one",
                   classNames[rawget(view, "kind")] or "view", key), 2)
    end
    return setmetatable({ __tessera = "layoutGuide", view = view, kind = key }, GuideMeta)
  end
  if key == "superview" or key == "constraints" then return nil end
  if key == "directionalLayoutMargins" then return view.layoutMargins end
  local method = viewMethods[key]
  if method or type(key) ~= "string" or key:sub(1, 2) == "__" or isProperty[key] then return method end
  error(format("%s has no '%s'%s", classNames[rawget(view, "kind")] or "view", key, didYouMean(key, viewNames)), 2)
end

-- A property the view has is assigned as a plain field; a tracked or watched view's (its properties in `__shadow`)
-- takes the assignment here and keeps it in its shadow, the view noted changed (and the assignment logged when
-- watched). The common case, a tracked view's property set while nothing is watched, is done in C
-- (`native.trackedSetter`); every other assignment comes to this function with its line.
local setViewProperty = function(at, view, key, value)
  local shadow = rawget(view, "__shadow")
  if not (shadow and rawget(view, "__shadowed")[key]) then
    local expected = settable[key]
    if expected == nil then
      local names = {}
      for name in pairs(settable) do names[#names + 1] = name end
      fail(at, format("cannot set '%s' on %s%s", tostring(key), classNames[view.kind], suggestion(tostring(key), names)))
    end
    if type(value) ~= expected then
      fail(at, format("bad value for '%s' (%s expected, got %s)", key, expected, typename(value)))
    end
  end
  if shadow then
    watched(view, key, at)
    shadow[key] = value
    changed[view] = true
  else
    rawset(view, key, value)
  end
end
ViewMeta.__newindex = h.native.trackedSetter(changed, watch, setViewProperty)

GuideMeta.__index = function(guide, key)
  local attribute = attributesByAnchor[key]
  if attribute then return setmetatable({ __tessera = "anchor", item = guide, attribute = attribute }, AnchorMeta) end
  if type(key) ~= "string" or key:sub(1, 2) == "__" or key == "view" or key == "identifier" then return nil end
  error(format("a layout guide has no '%s'%s", key, didYouMean(key, anchorNames)), 2)
end

local anchorMethods = { constraint = located(constraint) }
AnchorMeta.__index = function(_, key)
  local method = anchorMethods[key]
  if method or type(key) ~= "string" or key:sub(1, 2) == "__" then return method end
  error(format("an anchor has no '%s'%s", key, suggestion(key, { "constraint", "item", "attribute" })), 2)
end

ConstraintMeta.__index = function(c, key)
  if key == "isActive" then return rawget(c, "__active") ~= nil end
  local shadow = rawget(c, "__shadow")
  return shadow and shadow[key]
end

-- As a view's (`setViewProperty`): the common case in C, the rest here.
local setConstraintProperty = function(at, c, key, value)
  local shadow = rawget(c, "__shadow")
  if shadow and key ~= "isActive" and rawget(c, "__shadowed")[key] then
    watched(c, key, at)
    shadow[key] = value
    changed[c] = true
    return
  end
  -- `constant` and `priority` are plain fields (assignments never come here unless shadowed); `identifier` starts
  -- out nil.
  if key == "identifier" then
    rawset(shadow or c, "identifier", value ~= nil and text(at, "constraint", "identifier", value) or nil)
    if shadow then
      watched(c, key, at)
      changed[c] = true
    end
    return
  end
  if key ~= "isActive" then fail(at, format("cannot set '%s' on a constraint (isActive, priority, constant, identifier)", tostring(key))) end
  if type(value) ~= "boolean" then fail(at, format("bad value for 'isActive' (boolean expected, got %s)", typename(value))) end
  if value then
    activate(at, c)
  else
    deactivate(c)
  end
  watched(c, "isActive", at)
end
ConstraintMeta.__newindex = h.native.trackedSetter(changed, watch, setConstraintProperty)

-- What the view classes (viewkinds.lua) build on.
h.views = { GuideMeta = GuideMeta, makeView = makeView, split = split, isView = isView, stackFields = stackFields,
            addArrangedSubview = addArrangedSubview, watch = watch, viewName = viewName, ConstraintMeta = ConstraintMeta,
            counters = counters }
