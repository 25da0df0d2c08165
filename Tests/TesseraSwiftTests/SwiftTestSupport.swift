// Helpers the Swift front end tests share: paths, loading Swift and Lua layouts, solving and comparing frames.

import TesseraViews
import Foundation
import Testing
import TesseraLayout
import TesseraScript
@testable import TesseraSwift

enum SwiftTests {
    /// The package root: this file is `<root>/Tests/TesseraSwiftTests/SwiftTestSupport.swift`.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func layoutPath(_ name: String) -> String { root + "/Tests/TesseraSwiftTests/SwiftLayouts/\(name).swift" }
    static func rejectedPath(_ name: String) -> String { root + "/Tests/TesseraSwiftTests/Rejected/\(name).swift" }

    static func geometry(_ device: String = "iphone-15-pro", scrollDirection: Axis = .vertical) -> CollectionViewGeometry {
        guard let preset = DevicePreset.named(device) else { fatalError("no device preset named \(device)") }
        return preset.geometry(.portrait, scrollDirection: scrollDirection)
    }

    /// Interprets Swift source given inline.
    static func load(source: String, entry: String? = nil, limits: SwiftLimits = SwiftLimits()) throws -> SwiftLayout {
        try SwiftLayoutFile(source: source, path: "Test.swift").load(entry: entry, limits: limits)
    }

    /// Solves a Swift layout with its default item counts (or `counts`).
    static func solve(_ layout: SwiftLayout, counts: [Int]? = nil, device: String = "iphone-15-pro") throws -> SolvedLayout {
        let geometry = geometry(device, scrollDirection: layout.layout.configuration.scrollDirection)
        return try layout.layout.solve(itemCounts: counts ?? layout.defaultItemCounts(), in: geometry)
    }

    /// Solves inline Swift source.
    static func solve(source: String, counts: [Int]? = nil, device: String = "iphone-15-pro") throws -> SolvedLayout {
        try solve(load(source: source), counts: counts, device: device)
    }

    /// The message interpreting inline source fails with (nil when it does not fail).
    static func error(source: String, entry: String? = nil, limits: SwiftLimits = SwiftLimits()) -> String? {
        do {
            let layout = try load(source: source, entry: entry, limits: limits)
            _ = try solve(layout)
            return nil
        } catch {
            return "\(error)"
        }
    }
}

extension SolvedLayout {
    func cell(_ section: Int, _ item: Int) -> Rect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
