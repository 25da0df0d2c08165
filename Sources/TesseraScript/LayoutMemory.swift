// What a layout's storage costs, so that the memory limit covers the layout too, checked before it is built.

import Foundation
import TesseraLayout

/// The bytes the layout takes for what a script asks for, from figures measured on the engine (docs/guarantees.md,
/// "Memory"): the resident memory a solved layout adds, per item and per section, in a build of this version.
///
/// The script's sections are checked against the memory the scripts have left (`--max-memory` less what Lua
/// holds) before the layout is solved: fixed sections when the script returns, a provider's section when the
/// provider returns it; each measured element is checked as it is measured. A class: the section providers and
/// the measurer update it while the layout solves.
public final class LayoutMemory {
    /// Frames, z-indices, group bounds and estimate flags of one item: 42 bytes measured for fixed sizes, 56 for
    /// estimated ones.
    static let bytesPerItem = 64
    /// One view anchored to every item (a badge): 110 bytes per item measured.
    static let bytesPerAnchoredView = 112
    /// A section: 1.6 KB in the engine (2.3 KB with one item), and 1.4 KB for its description read from Lua;
    /// 3.2 + 1.8 KB with a header and a background.
    static let bytesPerSection = 4096
    /// A boundary item or decoration of a section.
    static let bytesPerSectionView = 512
    /// A measured element: its size, its record in the simulation's log and the sizes the layout keeps: 617 bytes
    /// measured (`--measure all` of 200,000 estimated cells).
    static let bytesPerMeasuredElement = 640

    /// Estimated bytes and items per section (by index), and their sums.
    private var sections: [Int: (bytes: Int, items: Int)] = [:]
    private var sectionBytes = 0
    private var items = 0
    private var measured = 0

    /// The bytes `count` items of `section` take, with the views anchored to them, plus the section's own.
    static func bytes(of section: LayoutSection?, items count: Int) -> Int {
        let anchored = section.map { anchoredViews(in: $0.group) } ?? 0
        let views = section.map { $0.boundarySupplementaryItems.count + $0.decorationItems.count } ?? 0
        let perItem = bytesPerItem + anchored * bytesPerAnchoredView
        let (items, overflow) = count.multipliedReportingOverflow(by: perItem)
        return overflow ? Int.max / 4 : items + bytesPerSection + views * bytesPerSectionView
    }

    /// The most views anchored to one item of `group`: its own, and its groups'.
    private static func anchoredViews(in group: LayoutGroup) -> Int {
        let inner = group.subitems.map { element -> Int in
            switch element {
            case .item(let item): return item.supplementaryItems.count
            case .group(let nested): return anchoredViews(in: nested)
            }
        }.max() ?? 0
        return inner + group.supplementaryItems.count
    }

    /// Sets what section `index` takes.
    func set(section index: Int, items count: Int, bytes: Int) {
        let old = sections[index] ?? (0, 0)
        sections[index] = (bytes, count)
        sectionBytes = min(Int.max / 4, sectionBytes - old.bytes + bytes)
        items += count - old.items
    }

    /// Counts one more measured element.
    func addMeasurement() { measured += 1 }

    /// Forgets the measured elements (the layout drops its measured sizes when the width or text size changes).
    func forgetMeasurements() { measured = 0 }

    /// Everything, in bytes.
    var total: Int { min(Int.max / 4, sectionBytes + measured * Self.bytesPerMeasuredElement) }

    /// The error when the layout needs more bytes than `available` gives of the memory limit `limit` (it is told the
    /// bytes needed, and may collect garbage to find them), naming `place` (file:line) and the numbers.
    func check(available: (_ needed: Int) -> Int, limit: Int, place: String) throws {
        let total = total
        let available = available(total)
        guard total > available else { return }
        let what = measured > 0 ? ", \(Self.grouped(measured)) of them measured" : ""
        throw ScriptError(.script, "\(place): the layout needs about \(Self.size(total)) for \(Self.grouped(items)) "
                            + "item\(items == 1 ? "" : "s") in \(Self.grouped(sections.count)) section"
                            + "\(sections.count == 1 ? "" : "s")\(what) (\(Self.bytesPerItem) bytes per item, "
                            + "\(Self.grouped(Self.bytesPerSection)) per section"
                            + (measured > 0 ? ", \(Self.bytesPerMeasuredElement) per measured element" : "")
                            + "), more than the \(Self.size(available)) the memory limit leaves (--max-memory "
                            + "\(limit >> 20) MiB); raise it with --max-memory")
    }

    /// Throws when `itemCounts` items of sections not described in Lua (a Swift layout's) need more than the
    /// bytes `available` gives of the memory limit `limit` (it is told the bytes needed), naming `place`.
    public static func checkStorage(itemCounts: [Int], available: (_ needed: Int) -> Int, limit: Int,
                                    place: String) throws {
        let memory = LayoutMemory()
        for (index, count) in itemCounts.enumerated() {
            memory.set(section: index, items: count, bytes: bytes(of: nil, items: count))
        }
        try memory.check(available: available, limit: limit, place: place)
    }

    /// `1,000,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
        }
        return out
    }

    /// `6.4 GB`, `640 MB`, `12 KB` (powers of 1000).
    static func size(_ bytes: Int) -> String {
        for (unit, scale) in [("GB", 1e9), ("MB", 1e6), ("KB", 1e3)] where Double(bytes) >= scale {
            let value = Double(bytes) / scale
            return (value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))) + " " + unit
        }
        return "\(bytes) bytes"
    }
}
