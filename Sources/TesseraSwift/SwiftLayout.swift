// A Swift layout file's entry, interpreted: the layout it built, and the item counts it runs with.

import TesseraLayout

/// A Swift layout, interpreted: the layout the entry returned, its providers bound to the interpreter.
public final class SwiftLayout {
    public let file: SwiftLayoutFile
    public let entry: SwiftLayoutEntry
    public let layout: CompositionalLayout
    let interpreter: Interpreter
    /// Items per section of the snapshot the view controller's viewDidLoad applied to its data source, if any.
    public internal(set) var snapshotCounts: [Int]?

    init(file: SwiftLayoutFile, entry: SwiftLayoutEntry, layout: CompositionalLayout, interpreter: Interpreter) {
        self.file = file
        self.entry = entry
        self.layout = layout
        self.interpreter = interpreter
    }

    /// Items per section when none are given: a `// tessera: items 12, 0, 30` comment in the file; the snapshot
    /// the view controller's viewDidLoad applies to its data source; otherwise
    /// `defaultItems` in each section, one section for a single-section layout, else one per case of the file's
    /// `enum …: Int, CaseIterable` (or one).
    public func defaultItemCounts(defaultItems: Int = 20) -> [Int] {
        if let counts = file.itemCountsComment { return counts }
        if let snapshotCounts { return snapshotCounts }
        if case .uniform = layout.sections { return [defaultItems] }
        return Array(repeating: defaultItems, count: file.caseIterableSectionCount ?? 1)
    }
}
