-- The `tessera` module's screens: view controllers, and the navigation and tab bar controllers that show them.
local M, h = ...
local fail, typename, checkFields, checkArgument, boolean, choice, insets, fieldError, text =
  h.fail, h.typename, h.checkFields, h.checkArgument, h.boolean, h.choice, h.insets, h.fieldError, h.text
local type, ipairs, format = type, ipairs, string.format
local isView, makeView = h.views.isView, h.views.makeView

local displayModes = { "automatic", "always", "never" }

--- `UIViewController`: `L.viewController{ title = "Converter", view = function(view, environment) … end }`. The
--- function gets the root view (it fills the screen) and the environment (traits, the screen's size) and adds
--- subviews and constraints to it; `view` may also be a view made beforehand.
function M.viewController(at, t)
  checkArgument(at, "viewController", 1, t, "table")
  checkFields(at, t, { "title", "view", "additionalSafeAreaInsets", "directionalLayoutMargins",
                       "viewRespectsSystemMinimumLayoutMargins", "largeTitleDisplayMode", "tabBarItem" }, "viewController")
  if t.view == nil then
    fail(at, "viewController needs view = function(view, environment) … end (viewDidLoad: add subviews to the root view)")
  end
  if type(t.view) ~= "function" and not isView(t.view) then
    fieldError(at, "viewController", "view", "function(view, environment) or a view", t.view)
  end
  local tabTitle
  if t.tabBarItem ~= nil then
    if type(t.tabBarItem) ~= "table" then fieldError(at, "viewController", "tabBarItem", "{ title = … }", t.tabBarItem) end
    checkFields(at, t.tabBarItem, { "title" }, "viewController.tabBarItem")
    tabTitle = text(at, "viewController.tabBarItem", "title", t.tabBarItem.title)
  end
  return { __tessera = "viewController", __where = at, view = t.view,
           title = t.title ~= nil and text(at, "viewController", "title", t.title) or nil,
           additionalSafeAreaInsets = insets(at, "viewController", "additionalSafeAreaInsets", t.additionalSafeAreaInsets),
           directionalLayoutMargins = insets(at, "viewController", "directionalLayoutMargins", t.directionalLayoutMargins),
           viewRespectsSystemMinimumLayoutMargins = boolean(at, "viewController", "viewRespectsSystemMinimumLayoutMargins",
                                                            t.viewRespectsSystemMinimumLayoutMargins, true),
           largeTitleDisplayMode = choice(at, "viewController", "largeTitleDisplayMode", t.largeTitleDisplayMode,
                                          "automatic", displayModes),
           tabTitle = tabTitle }
end

--- `UINavigationController(rootViewController:)`: `L.navigationController{ rootViewController = vc,
--- prefersLargeTitles = true }`; its bar (44 pt on a phone, +52 with a large title) moves the safe area down.
function M.navigationController(at, t)
  checkArgument(at, "navigationController", 1, t, "table")
  checkFields(at, t, { "rootViewController", "prefersLargeTitles", "isNavigationBarHidden", "isToolbarHidden" },
              "navigationController")
  if t.rootViewController == nil then
    fail(at, "navigationController needs rootViewController = L.viewController{…} (UINavigationController(rootViewController:))")
  end
  if typename(t.rootViewController) ~= "viewController" then
    fieldError(at, "navigationController", "rootViewController", "view controller (L.viewController{…})", t.rootViewController)
  end
  return { __tessera = "navigationController", __where = at, rootViewController = t.rootViewController,
           prefersLargeTitles = boolean(at, "navigationController", "prefersLargeTitles", t.prefersLargeTitles, false),
           isNavigationBarHidden = boolean(at, "navigationController", "isNavigationBarHidden", t.isNavigationBarHidden, false),
           isToolbarHidden = boolean(at, "navigationController", "isToolbarHidden", t.isToolbarHidden, true) }
end

--- `UITabBarController`: `L.tabBarController{ viewControllers = { a, L.navigationController{…} }, selectedIndex = 0 }`
--- (counted from 0, as UIKit counts it); the selected one is shown above the tab bar.
function M.tabBarController(at, t)
  checkArgument(at, "tabBarController", 1, t, "table")
  checkFields(at, t, { "viewControllers", "selectedIndex" }, "tabBarController")
  if type(t.viewControllers) ~= "table" or #t.viewControllers == 0 then
    fieldError(at, "tabBarController", "viewControllers", "non-empty array of view controllers", t.viewControllers)
  end
  h.checkNoHole(at, t.viewControllers, function(i) return format("bad field 'viewControllers[%d]' in tabBarController", i) end,
                "view controller")
  for i, controller in ipairs(t.viewControllers) do
    local kind = typename(controller)
    if kind ~= "viewController" and kind ~= "navigationController" then
      fieldError(at, "tabBarController", "viewControllers[" .. i .. "]",
                 "view controller or navigation controller", controller)
    end
  end
  local selected = h.integer(at, "tabBarController", "selectedIndex", t.selectedIndex, 0, 0)
  if selected >= #t.viewControllers then
    fail(at, format("bad field 'selectedIndex' in tabBarController (0 to %d expected, got %d)", #t.viewControllers - 1, selected))
  end
  return { __tessera = "tabBarController", __where = at, viewControllers = t.viewControllers, selectedIndex = selected }
end

--- (Internal) What the tool shows for a screen `controller` (what the script returned): the view controller on
--- screen, its navigation controller (nil without one), its tab bar controller's tab titles and selected index (nil
--- without one), and its root view, loaded (`view` called with a new root view and `environment`). Collection
--- views are listed depth first with their layouts.
function M._loadScreen(controller, environment)
  local tabs, selected, navigation, shown
  if controller.__tessera == "tabBarController" then
    tabs, selected = {}, controller.selectedIndex
    for i, child in ipairs(controller.viewControllers) do
      local vc = child.__tessera == "navigationController" and child.rootViewController or child
      tabs[i] = vc.tabTitle or vc.title or ""
    end
    controller = controller.viewControllers[selected + 1]
  end
  if controller.__tessera == "navigationController" then
    navigation, shown = controller, controller.rootViewController
  else
    shown = controller
  end
  -- Views are numbered from 1 in every load (their addresses in UIKit's logs), as in every cell.
  local counters = h.views.counters
  counters.serial, counters.order = 0, 0
  local root
  if isView(shown.view) then
    root = shown.view
  else
    root = makeView(shown.__where, "view", {}, {})
    shown.view(root, environment)
  end
  if rawget(root, "superview") then
    fail(shown.__where, "the view controller's view is a subview of another view (its root view must have no superview)")
  end
  local collectionViews = {}
  local function visit(view)
    if view.kind == "collectionView" then collectionViews[#collectionViews + 1] = view end
    for _, subview in ipairs(view.subviews) do visit(subview) end
  end
  visit(root)
  return { viewController = shown, navigation = navigation, tabs = tabs, selectedIndex = selected, root = root,
           collectionViews = collectionViews }
end
