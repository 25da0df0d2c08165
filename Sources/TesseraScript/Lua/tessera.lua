-- The `tessera` module: compositional layouts in UIKit's vocabulary, for layout scripts.
-- Constructors check their arguments (errors point at the caller's line) and return plain,
-- normalised tables tagged with `__tessera` (the kind) and `__where` (file:line) for the Swift side.
local native = ...
local M = {}

local type, pairs, ipairs, tostring, error, rawget = type, pairs, ipairs, tostring, error, rawget
local floor, huge, format, concat, sort = math.floor, math.huge, string.format, table.concat, table.sort

local function fail(at, message) error(at .. ": " .. message, 0) end

-- A value as a message shows it: numbers as Lua reads them back (math.huge, not inf; nan, never -nan).
local function numeral(value)
  if type(value) ~= "number" then return tostring(value) end
  if value ~= value then return "nan" end
  if value == huge then return "math.huge" end
  if value == -huge then return "-math.huge" end
  return format("%.14g", value)
end

local function typename(v)
  local t = type(v)
  if t == "table" then
    local kind = rawget(v, "__tessera")
    if kind then return kind end
  end
  return t
end

-- Edit distance, for "did you mean" suggestions.
local function distance(a, b)
  local la, lb = #a, #b
  local previous = {}
  for j = 0, lb do previous[j] = j end
  for i = 1, la do
    local current = { [0] = i }
    for j = 1, lb do
      local cost = a:sub(i, i):lower() == b:sub(j, j):lower() and 0 or 1
      current[j] = math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    end
    previous = current
  end
  return previous[lb]
end

-- The name of `allowed` closest to `name`, if it is close enough to be a typing mistake.
local function closest(name, allowed)
  local best, bestDistance = nil, huge
  for _, candidate in ipairs(allowed) do
    local d = distance(name, candidate)
    if d < bestDistance then best, bestDistance = candidate, d end
  end
  if best and bestDistance <= math.max(2, floor(#name / 3)) then return best end
  return nil
end

local function suggestion(name, allowed)
  local best = closest(name, allowed)
  if best then return " (did you mean '" .. best .. "'?)" end
  local names = {}
  for i, candidate in ipairs(allowed) do names[i] = candidate end
  sort(names)
  return " (expected one of: " .. concat(names, ", ") .. ")"
end
M._suggestion = suggestion

-- Checks that `t` is a table with only `allowed` fields; `what` names it in messages.
-- The set of each list of allowed names, made once per list (constructors pass the same list every call).
local fieldSets = setmetatable({}, { __mode = "k" })
local function checkFields(at, t, allowed, what)
  local set = fieldSets[allowed]
  if not set then
    set = {}
    for _, name in ipairs(allowed) do set[name] = true end
    fieldSets[allowed] = set
  end
  for key in pairs(t) do
    if type(key) ~= "string" then
      fail(at, format("unexpected positional value in %s: use named fields (%s = …)", what, allowed[1]))
    elseif not set[key] and key:sub(1, 2) ~= "__" then
      fail(at, format("unknown field '%s' in %s%s", key, what, suggestion(key, allowed)))
    end
  end
end
M._checkFields = checkFields

local function checkArgument(at, fname, index, value, expected)
  if typename(value) ~= expected and not (expected == "table" and type(value) == "table") then
    fail(at, format("bad argument #%d to '%s' (%s expected, got %s)", index, fname, expected, typename(value)))
  end
end

local function fieldError(at, what, field, expected, value)
  fail(at, format("bad field '%s' in %s (%s expected, got %s)", field, what, expected, typename(value)))
end

local function number(at, what, field, value, default, minimum)
  if value == nil then
    if default == nil then fieldError(at, what, field, "number", value) end
    return default
  end
  if type(value) ~= "number" then fieldError(at, what, field, "finite number", value) end
  if value ~= value or value == huge or value == -huge then
    fail(at, format("bad field '%s' in %s (finite number expected, got %s)", field, what, numeral(value)))
  end
  if minimum and value < minimum then fail(at, format("bad field '%s' in %s (%g is less than %g)", field, what, value, minimum)) end
  return value
end

-- A whole number in [minimum, maximum] (either may be nil); `default` when absent, if there is one.
local function integer(at, what, field, value, default, minimum, maximum)
  if value == nil and default ~= nil then return default end
  local int = type(value) == "number" and math.tointeger(value) or nil
  if int == nil or (minimum and int < minimum) or (maximum and int > maximum) then
    local expected = minimum and maximum and format("integer from %d to %d", minimum, maximum)
      or minimum and format("integer ≥ %d", minimum) or maximum and format("integer ≤ %d", maximum) or "integer"
    local got = type(value) == "number" and numeral(value) or typename(value)
    fail(at, format("bad field '%s' in %s (%s expected, got %s)", field, what, expected, got))
  end
  return int
end

local function boolean(at, what, field, value, default)
  if value == nil then return default end
  if type(value) ~= "boolean" then fieldError(at, what, field, "boolean", value) end
  return value
end

local function choice(at, what, field, value, default, options)
  if value == nil then return default end
  if type(value) ~= "string" then fieldError(at, what, field, "string", value) end
  for _, option in ipairs(options) do if option == value then return value end end
  fail(at, format("bad field '%s' in %s: unknown value '%s'%s", field, what, value, suggestion(value, options)))
end

local function text(at, what, field, value, default)
  if value == nil then
    if default == nil then fieldError(at, what, field, "string", value) end
    return default
  end
  if type(value) ~= "string" then fieldError(at, what, field, "string", value) end
  return value
end

local function fn(at, what, field, value)
  if value ~= nil and type(value) ~= "function" then fieldError(at, what, field, "function", value) end
  return value
end

-- A `cell` field: a function returning the cell's content, or a registration (L.cellRegistration{…}).
local function cellField(at, what, field, value)
  if value ~= nil and type(value) ~= "function" and typename(value) ~= "cellRegistration" then
    fieldError(at, what, field, "function or cell registration (L.cellRegistration{…})", value)
  end
  return value
end

-- The first missing position of the list `t` when entries follow it (`{ a, cond and b or nil, c }` leaves a hole at
-- 2, and `ipairs` and `#` would silently drop `c`), or nil when the list has no hole.
local function firstHole(t)
  local count = 0
  while rawget(t, count + 1) ~= nil do count = count + 1 end
  for key in pairs(t) do
    if math.type(key) == "integer" and key > count then return count + 1 end
  end
  return nil
end

-- Fails at the first hole of the list `t`: `place` names the missing entry (given its position), `expected` what
-- belongs there.
local function checkNoHole(at, t, place, expected)
  local hole = firstHole(t)
  if hole then
    fail(at, format("%s (%s expected, got nil: a nil inside a list would drop every entry after it; leave the "
                    .. "entry out instead, e.g. add it with table.insert only when it exists)", place(hole), expected))
  end
end

local function list(at, what, field, value, expected, read)
  if value == nil then return {} end
  if type(value) ~= "table" or rawget(value, "__tessera") then fieldError(at, what, field, "array of " .. expected, value) end
  checkNoHole(at, value, function(i) return format("bad field '%s[%d]' in %s", field, i, what) end, expected)
  local out = {}
  for i, element in ipairs(value) do out[i] = read(at, what, field .. "[" .. i .. "]", element) end
  return out
end

-- A `list` element reader that accepts values tagged with one of `kinds` (a set) and names `expected` otherwise.
local function ofKind(kinds, expected)
  return function(at, what, field, value)
    if not kinds[typename(value)] then fieldError(at, what, field, expected, value) end
    return value
  end
end

-- Dimensions -----------------------------------------------------------------------------------

local function dimensionConstructor(kind)
  return function(at, value)
    if type(value) ~= "number" then
      fail(at, format("bad argument #1 to '%s' (number expected, got %s)", kind, typename(value)))
    end
    if value ~= value or value == huge or value == -huge then
      fail(at, format("bad argument #1 to '%s' (finite number expected, got %s)", kind, numeral(value)))
    end
    return { __tessera = "dimension", kind = kind, value = value }
  end
end

M.fractionalWidth = dimensionConstructor("fractionalWidth")
M.fractionalHeight = dimensionConstructor("fractionalHeight")
M.absolute = dimensionConstructor("absolute")
M.estimated = dimensionConstructor("estimated")
local uniform = dimensionConstructor("uniformAcrossSiblings")
--- `uniformAcrossSiblings(estimate)`; also accepts `{ estimate = n }`.
function M.uniformAcrossSiblings(at, value)
  if type(value) == "table" and not rawget(value, "__tessera") then value = value.estimate end
  return uniform(at, value)
end

local function dimension(at, what, field, value)
  if type(value) == "number" then return { __tessera = "dimension", kind = "absolute", value = value } end
  if typename(value) ~= "dimension" then fieldError(at, what, field, "dimension (L.fractionalWidth(…), L.absolute(…) …)", value) end
  return value
end

local function size(at, what, field, value)
  if type(value) ~= "table" or rawget(value, "__tessera") then fieldError(at, what, field, "size table {width = …, height = …}", value) end
  checkFields(at, value, { "width", "height" }, what .. "." .. field)
  return { width = dimension(at, what, field .. ".width", value.width),
           height = dimension(at, what, field .. ".height", value.height) }
end

--- `NSCollectionLayoutSize`: `L.size{ width = …, height = … }` (a plain table works too).
function M.size(at, t)
  checkArgument(at, "size", 1, t, "table")
  return size(at, "size", "size", t)
end

-- Insets, spacing, edge spacing ------------------------------------------------------------

local edges = { "top", "leading", "bottom", "trailing" }

local function insets(at, what, field, value)
  if value == nil then return { top = 0, leading = 0, bottom = 0, trailing = 0 } end
  if type(value) == "number" then return { top = value, leading = value, bottom = value, trailing = value } end
  if type(value) ~= "table" or (rawget(value, "__tessera") and rawget(value, "__tessera") ~= "insets") then
    fieldError(at, what, field, "insets (a number or {top, leading, bottom, trailing})", value)
  end
  if rawget(value, "__tessera") == "insets" then return value end
  checkFields(at, value, { "top", "leading", "bottom", "trailing", "horizontal", "vertical", "all" }, what .. "." .. field)
  local all = number(at, what, field .. ".all", value.all, 0)
  local h = number(at, what, field .. ".horizontal", value.horizontal, all)
  local v = number(at, what, field .. ".vertical", value.vertical, all)
  return { __tessera = "insets",
           top = number(at, what, field .. ".top", value.top, v),
           leading = number(at, what, field .. ".leading", value.leading, h),
           bottom = number(at, what, field .. ".bottom", value.bottom, v),
           trailing = number(at, what, field .. ".trailing", value.trailing, h) }
end

--- `NSDirectionalEdgeInsets`: `L.insets(8)`, `L.insets(8, 16)` (vertical, horizontal),
--- `L.insets(top, leading, bottom, trailing)` or `L.insets{ top = …, leading = …, horizontal = …, all = … }`.
--- Any other count of numbers (3, 5 …) is an error: `bad argument #3 to 'insets' (…)`.
function M.insets(at, ...)
  local count, a, b, c, d = select("#", ...), ...
  if type(a) == "table" then
    if count > 1 then
      fail(at, format("bad argument #2 to 'insets' (no value expected after the table, got %s)", typename(b)))
    end
    return insets(at, "insets", "insets", a)
  end
  if type(a) ~= "number" then fail(at, format("bad argument #1 to 'insets' (number or table expected, got %s)", typename(a))) end
  if count == 3 or count > 4 then
    fail(at, format("bad argument #%d to 'insets' (1, 2 or 4 numbers expected, got %d: L.insets(all), "
                    .. "L.insets(vertical, horizontal) or L.insets(top, leading, bottom, trailing))",
                    count == 3 and 3 or 5, count))
  end
  local values = { a, b, c, d }
  for i = 2, count do
    if type(values[i]) ~= "number" then
      fail(at, format("bad argument #%d to 'insets' (number expected, got %s)", i, typename(values[i])))
    end
  end
  if count == 1 then return insets(at, "insets", "insets", a) end
  if count == 2 then return insets(at, "insets", "insets", { vertical = a, horizontal = b }) end
  return insets(at, "insets", "insets", { top = a, leading = b, bottom = c, trailing = d })
end

local function spacing(at, what, field, value)
  if value == nil then return nil end
  if type(value) == "number" then return { __tessera = "spacing", kind = "fixed", value = value } end
  if typename(value) ~= "spacing" then fieldError(at, what, field, "spacing (L.fixed(…) or L.flexible(…))", value) end
  return value
end

local function spacingConstructor(kind)
  return function(at, value)
    if type(value) ~= "number" then fail(at, format("bad argument #1 to '%s' (number expected, got %s)", kind, typename(value))) end
    return { __tessera = "spacing", kind = kind, value = number(at, kind, "value", value, nil, 0) }
  end
end
--- `NSCollectionLayoutSpacing.fixed(_:)`: exactly this many points.
M.fixed = spacingConstructor("fixed")
--- `NSCollectionLayoutSpacing.flexible(_:)`: at least this many points; leftover room is shared.
M.flexible = spacingConstructor("flexible")

local edgeNames = { "leading", "top", "trailing", "bottom" }
local function edgeSpacing(at, what, field, value)
  if value == nil then return {} end
  if type(value) ~= "table" then fieldError(at, what, field, "edge spacing {leading, top, trailing, bottom}", value) end
  if rawget(value, "__tessera") == "edgeSpacing" then return value end
  checkFields(at, value, edgeNames, what .. "." .. field)
  local out = { __tessera = "edgeSpacing" }
  for _, edge in ipairs(edgeNames) do out[edge] = spacing(at, what, field .. "." .. edge, value[edge]) end
  return out
end

--- `NSCollectionLayoutEdgeSpacing`: `L.edgeSpacing{ leading = L.flexible(0), top = L.fixed(8) }`.
function M.edgeSpacing(at, t)
  checkArgument(at, "edgeSpacing", 1, t, "table")
  return edgeSpacing(at, "edgeSpacing", "edgeSpacing", t)
end

local function point(at, what, field, value)
  if value == nil then return { x = 0, y = 0 } end
  if type(value) ~= "table" then fieldError(at, what, field, "point {x = …, y = …}", value) end
  checkFields(at, value, { "x", "y" }, what .. "." .. field)
  return { x = number(at, what, field .. ".x", value.x, 0), y = number(at, what, field .. ".y", value.y, 0) }
end

-- The rest of the module (items, groups, sections, the layout) builds on these helpers.
local helpers = {
  fail = fail, typename = typename, checkFields = checkFields, checkArgument = checkArgument,
  fieldError = fieldError, ofKind = ofKind, number = number, integer = integer, boolean = boolean, choice = choice, text = text, fn = fn, list = list,
  cellField = cellField,
  dimension = dimension, size = size, insets = insets, spacing = spacing, edgeSpacing = edgeSpacing,
  point = point, suggestion = suggestion, closest = closest, native = native, numeral = numeral,
  checkNoHole = checkNoHole,
}
native.part("elements")(M, helpers)
native.part("sections")(M, helpers)
native.part("text")(M, helpers)
native.part("cells")(M, helpers)
native.part("views")(M, helpers)
native.part("viewkinds")(M, helpers)
native.part("screens")(M, helpers)

-- Every constructor learns where it was called from, even through `return L.layout{…}` (a tail
-- call): the public functions are wrapped by a C function that passes the caller's location first.
--- Wraps `f(at, …)` so that callers call `f(…)` and `at` is their "file:line" (for plugins' own errors).
M.located = native.located
local function wrapAll(t)
  local names = {}
  for name, value in pairs(t) do
    if type(value) == "function" and type(name) == "string" and name:sub(1, 1) ~= "_" and name ~= "located" then
      names[#names + 1] = name
    end
  end
  for _, name in ipairs(names) do t[name] = native.located(t[name]) end
end
wrapAll(M)
wrapAll(M.group)
wrapAll(M.font)
M.decorationItem = { background = M.background }

-- The environment a section provider, a cell and a measure function get is one table per environment, shared by
-- every call and read-only, as UIKit's NSCollectionLayoutEnvironment is immutable: a proxy of each table.
local function readonly(t)
  for key, value in pairs(t) do
    if type(value) == "table" then t[key] = readonly(value) end
  end
  return setmetatable({}, {
    __index = t,
    __len = function() return #t end,
    __pairs = function() return next, t, nil end,
    __newindex = function(_, key)
      error(string.format("the environment is read-only (UIKit's NSCollectionLayoutEnvironment is immutable): "
                          .. "cannot set '%s'", tostring(key)), 2)
    end,
  })
end
M._readonly = readonly

-- `L.group.horizontall`, `L.font.sytem`, `L.text.sise`: an error with a suggestion, not "attempt to call a nil
-- value" later.
local function guard(t, what, kind)
  local names = {}
  for name in pairs(t) do names[#names + 1] = name end
  setmetatable(t, { __index = function(_, key)
    error(format("%s has no %s '%s'%s", what, kind, tostring(key), suggestion(tostring(key), names)), 2)
  end })
end
guard(M.group, "L.group", "constructor")
guard(M.font, "L.font", "constructor")
guard(M.text, "L.text", "function")
-- Reading `L.feed` when no --feed was given is remembered, so the error that follows can say so. Any other name the
-- module lacks is a mistake (`L.lable{…}`): an error with the closest name, not "attempt to call a nil value".
-- Names a script sets on the module itself (`L.identifier = function …`) are read with rawget.
local moduleNames = {}
for name in pairs(M) do
  if type(name) == "string" and name:sub(1, 1) ~= "_" then moduleNames[#moduleNames + 1] = name end
end
moduleNames[#moduleNames + 1] = "feed"
moduleNames[#moduleNames + 1] = "identifier"
moduleNames[#moduleNames + 1] = "null"
moduleNames[#moduleNames + 1] = "readJSON"
local moduleMeta = {}
moduleMeta.__index = function(_, key)
  if key == "feed" then
    moduleMeta.feedRead = true
    return nil
  end
  if key == "identifier" or type(key) ~= "string" then return nil end
  local best = closest(key, moduleNames)
  error(format("L has no '%s'%s", key, best and (" (did you mean 'L." .. best .. "'?)")
               or " (the module's names are listed in docs/lua-api.md)"), 2)
end
setmetatable(M, moduleMeta)
return M
