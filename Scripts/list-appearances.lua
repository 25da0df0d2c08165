-- Apple's "List Appearances": one section per list appearance, made with the listconfig plugin.
local L = require "tessera"
local list = require "listconfig"

local appearances = { "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain" }

local sections = {}
for i, appearance in ipairs(appearances) do
  sections[i] = {
    provider = function(environment)
      return list.section({ appearance = appearance, headerMode = "supplementary", footerMode = "supplementary",
                            separators = "supplementary" }, environment)
    end,
    count = 3,
  }
end
return L.layout { sections = sections }
