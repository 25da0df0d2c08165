// Lua functions inside a layout: custom item providers and visible-items handlers as Swift closures.

import CLua
import TesseraLayout

extension LayoutReader {
    /// The Lua function in field `name` of the table at `table`, kept in the registry.
    func functionReference(_ name: StaticString, of table: Int32) -> Int32? {
        scriptFunction(name, of: table)?.reference
    }

    /// Any non-nil value in field `name`, kept in the registry.
    func valueReference(_ name: StaticString, of table: Int32) -> Int32? {
        state.pushField(name, of: table)
        guard state.type(at: -1) != LUA_TNIL else {
            state.pop()
            return nil
        }
        return state.reference()
    }

    /// The Lua function in field `name`, kept in the registry, and where it is defined.
    func scriptFunction(_ name: StaticString, of table: Int32) -> ScriptFunction? {
        state.pushField(name, of: table)
        guard state.type(at: -1) == LUA_TFUNCTION else {
            state.pop()
            return nil
        }
        let definition = state.definition(ofFunctionAt: -1)
        return ScriptFunction(reference: state.reference(), definition: definition)
    }

    /// A custom group's item provider: calls the Lua function with the environment and reads the frames.
    func customItemProvider(of table: Int32) throws -> CustomGroupItemProvider {
        let location = self.location(at: table)
        guard let function = functionReference("itemProvider", of: table) else {
            throw ScriptError(.script, "\(location): group.custom needs itemProvider = function(environment) … end")
        }
        let state = self.state
        return { environment in
            try state.withBalancedStack {
                state.push(reference: function)
                state.push(environment: environment)
                try state.call(arguments: 1, results: 1)
                defer { state.pop() }
                return try LayoutReader(state: state).customItems(at: -1, location: location)
            }
        }
    }

    /// `{ {frame = {x, y, width, height}, zIndex = n}, … }`.
    func customItems(at index: Int32, location: String) throws -> [CustomGroupItem] {
        guard state.type(at: index) == LUA_TTABLE else {
            throw ScriptError(.script, "\(location): itemProvider must return an array of {frame = {x, y, width, height}, zIndex = …} (got \(state.typeName(at: index)))")
        }
        let index = lua_absindex(state.L, index)
        return try (0..<state.length(at: index)).map { offset in
            state.pushIndex(offset + 1, of: index)
            defer { state.pop() }
            let frame: Rect? = field("frame", of: -1) {
                guard state.type(at: -1) == LUA_TTABLE,
                      let x = state.numberField("x"), let y = state.numberField("y"),
                      let width = state.numberField("width"), let height = state.numberField("height") else { return nil }
                return Rect(x: x, y: y, width: width, height: height)
            }
            guard state.type(at: -1) == LUA_TTABLE, let frame else {
                throw ScriptError(.script, "\(location): itemProvider returned a bad item \(offset + 1) (expected {frame = {x = …, y = …, width = …, height = …}, zIndex = …})")
            }
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy({ abs($0) <= LayoutLimits.length }) else {
                throw ScriptError(.script, "\(location): itemProvider's item \(offset + 1) has a frame beyond \(LayoutLimits.lengthText) points")
            }
            return CustomGroupItem(frame: frame, zIndex: try integer("zIndex", of: -1, in: Self.zIndexRange, default: 0,
                                                                     what: "\(location): itemProvider's item \(offset + 1)"))
        }
    }

    /// A section's `visibleItemsInvalidationHandler`: the Lua function gets the visible items (tables
    /// it may change: alpha, zIndex, isHidden, center, transform), the offset and the environment. A value it
    /// sets that no view can have is an error at the handler's definition.
    func visibleItemsHandler(of table: Int32) throws -> VisibleItemsInvalidationHandler? {
        guard let handler = scriptFunction("visibleItemsInvalidationHandler", of: table) else { return nil }
        let (function, definition) = (handler.reference, handler.definition)
        let state = self.state
        return { items, offset, environment in
            try state.withBalancedStack {
                state.push(visibleItems: items)
                let list = state.top
                // Whatever happens (the handler or a value it set fails), the stack ends as it began.
                defer { lua_settop(state.L, list - 1) }
                state.push(reference: function)
                lua_pushvalue(state.L, list)
                state.push(point: offset)
                state.push(environment: environment)
                try state.call(arguments: 3, results: 0)
                do { try state.read(visibleItems: &items, from: list) } catch var error as ScriptError {
                    error.message = "\(definition): " + error.message
                    throw error
                }
            }
        }
    }
}

extension LuaState {
    /// The number in field `name` of the table on top of the stack.
    func numberField(_ name: StaticString) -> Double? {
        pushField(name, of: -1)
        defer { pop() }
        return number(at: -1)
    }
}
