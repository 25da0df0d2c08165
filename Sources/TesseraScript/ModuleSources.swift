// The Lua source of the `tessera` module, embedded in the binary.

/// The built-in Lua parts of the `tessera` module (Sources/TesseraScript/Lua/*.lua).
enum ModuleSources {
    static func part(_ name: String) -> [UInt8]? {
        switch name {
        case "tessera": return PackageResources.tessera_lua
        case "elements": return PackageResources.elements_lua
        case "sections": return PackageResources.sections_lua
        case "text": return PackageResources.text_lua
        case "cells": return PackageResources.cells_lua
        case "views": return PackageResources.views_lua
        default: return nil
        }
    }
}
