// The collection view a run lays a source out in: a device preset in an orientation, sizes and traits.

import TesseraJSON
import TesseraLayout
import TesseraViews

/// A device a run shows a layout on: a preset in an orientation, optionally another width, height or scale, at a
/// text size and a layout direction. The collection view fills the screen.
public struct RunDevice: Hashable, Sendable {
    public var preset: DevicePreset
    public var orientation: DevicePreset.Orientation
    /// The collection view's width and height instead of the device's, and the display scale instead of its own.
    public var width: Double?
    public var height: Double?
    public var scale: Double?
    public var contentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection

    public init(preset: DevicePreset, orientation: DevicePreset.Orientation = .portrait, width: Double? = nil,
                height: Double? = nil, scale: Double? = nil, contentSizeCategory: ContentSizeCategory = .large,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.preset = preset
        self.orientation = orientation
        self.width = width
        self.height = height
        self.scale = scale
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The display scale text is rounded to: the one given, else the device's.
    public var displayScale: Double { scale ?? preset.scale }

    /// The collection view for a layout scrolling along `scrollDirection` (its content inset follows the safe area
    /// along that axis).
    public func geometry(scrollDirection: Axis) -> CollectionViewGeometry {
        var geometry = preset.geometry(orientation, scrollDirection: scrollDirection,
                                       contentSizeCategory: contentSizeCategory, scale: scale,
                                       layoutDirection: layoutDirection)
        if let width { geometry.size.width = width }
        if let height { geometry.size.height = height }
        return geometry
    }

    /// A line describing the collection view, for dump headers.
    public var summary: String {
        var text = "device: \(preset.name) \(orientation.rawValue)"
        if let width { text += ", width \(JSONWriting.number(width))" }
        if let height { text += ", height \(JSONWriting.number(height))" }
        if let scale { text += ", scale \(JSONWriting.number(scale))" }
        text += ", contentSizeCategory: \(contentSizeCategory.rawValue)"
        return layoutDirection == .rightToLeft ? text + ", layoutDirection: rightToLeft" : text
    }
}
