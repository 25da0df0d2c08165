// Why a layout cannot be written out as Lua or Swift.

/// Why a layout cannot be written out.
public struct ConversionError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
