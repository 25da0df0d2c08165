local L = require "tessera"
local size = { width = L.fractionalWidth(1), height = L.estimated(60) }
 local a, b = L.view {}, L.view {}; a:addSubview(b)
for i=1,10000 do local c = b.leadingAnchor end 
return L.layout { sections = { { section = L.section { group = L.group.vertical { size = size, subitems = { L.item { size = size } } } }, count = 1 } } }
