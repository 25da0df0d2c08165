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
        case "viewkinds": return PackageResources.viewkinds_lua
        case "screens": return PackageResources.screens_lua
        default: return nil
        }
    }

    /// The names of the plugins built into the binary (`require "listconfig"` works from any folder).
    static let pluginNames = ["listconfig"]

    /// The Lua source of the built-in plugin `name` (Sources/TesseraScript/Lua/<name>.lua), nil for any other name.
    static func plugin(_ name: String) -> [UInt8]? {
        switch name {
        case "listconfig": return PackageResources.listconfig_lua
        default: return nil
        }
    }
}
