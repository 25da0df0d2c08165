// MeasuredElements keeps what a dictionary of sizes by element would: random sets, overwrites and removals agree.

import Testing
import TesseraLayout

@Suite("Measured elements")
struct MeasuredElementsTests {
    /// A number from `seed`, `step` and `salt`, scrambled (a multiplicative hash), below `bound`.
    private static func pick(_ seed: UInt64, _ step: Int, _ salt: UInt64, below bound: UInt64) -> UInt64 {
        let mixed = (seed &+ 1) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(step) &* 0xBF58_476D_1CE4_E5B9 &+ salt &* 0x94D0_49BB_1331_11EB
        return (((mixed ^ (mixed >> 29)) &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
    }

    /// A key picked from `seed`, `step` and `salt`: mostly cells (some far into a section), some headers, a cell with
    /// a kind, a decoration.
    private static func key(_ seed: UInt64, _ step: Int, _ salt: UInt64) -> ElementKey {
        let section = Int(pick(seed, step, salt, below: 5))
        let item = pick(seed, step, salt + 1, below: 3) == 0 ? Int(pick(seed, step, salt + 2, below: 5000))
            : Int(pick(seed, step, salt + 3, below: 40))
        switch pick(seed, step, salt + 4, below: 10) {
        case 0: return ElementKey(category: .supplementaryView, elementKind: "header", indexPath: IndexPath(item: 0, section: section))
        case 1: return ElementKey(category: .decorationView, elementKind: "background", indexPath: IndexPath(item: 0, section: section))
        case 2: return ElementKey(category: .cell, elementKind: "odd", indexPath: IndexPath(item: item, section: section))
        default: return ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: item, section: section))
        }
    }

    @Test("Sets, overwrites and removals give a dictionary's contents, count and cell count", arguments: 0..<20)
    func agreesWithADictionary(seed: UInt64) {
        var elements = MeasuredElements()
        var dictionary: [ElementKey: Size] = [:]
        for step in 0..<600 {
            let key = Self.key(seed, step, 0)
            let size: Size? = Self.pick(seed, step, 10, below: 4) == 0 ? nil
                : Size(width: Double(step), height: Double(Self.pick(seed, step, 11, below: 100)))
            elements[key] = size
            dictionary[key] = size
            let probe = Self.key(seed, step, 20)
            #expect(elements[probe] == dictionary[probe])
        }
        #expect(elements.count == dictionary.count)
        #expect(elements.cellCount == dictionary.keys.filter { $0.category == .cell && $0.elementKind == nil }.count)
        let listed = Dictionary(uniqueKeysWithValues: elements.map { ($0.key, $0.value) })
        #expect(listed == dictionary)
        #expect(elements.map(\.key).count == dictionary.count)
        elements.removeAll()
        #expect(elements.isEmpty && elements.count == 0 && elements[ElementKey(category: .cell, elementKind: nil,
                                                                           indexPath: IndexPath(item: 0, section: 0))] == nil)
    }

    @Test("Cells are listed section by section in item order, then the other elements")
    func order() {
        var elements = MeasuredElements()
        let cell = { (item: Int, section: Int) in ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: item, section: section)) }
        let header = ElementKey(category: .supplementaryView, elementKind: "header", indexPath: IndexPath(item: 0, section: 0))
        elements[header] = Size(width: 320, height: 36)
        elements[cell(7, 2)] = Size(width: 1, height: 1)
        elements[cell(3, 0)] = Size(width: 2, height: 2)
        elements[cell(1500, 0)] = Size(width: 3, height: 3)
        #expect(elements.map(\.key) == [cell(3, 0), cell(1500, 0), cell(7, 2), header])
        #expect(elements.cells(inSection: 0)[1500] == Size(width: 3, height: 3))
        #expect(elements.cells(inSection: 1).isEmpty && elements.cells(inSection: 9).isEmpty)
    }
}
