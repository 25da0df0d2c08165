// Environments, points and visible items as the Lua tables providers and handlers receive.

import CLua
import Glibc
import TesseraLayout

extension LuaState {
    func push(point: Point) {
        newTable(record: 2)
        push(point.x); setField("x", of: -2)
        push(point.y); setField("y", of: -2)
    }

    func push(size: Size) {
        newTable(record: 2)
        push(size.width); setField("width", of: -2)
        push(size.height); setField("height", of: -2)
    }

    func push(rect: Rect) {
        newTable(record: 4)
        push(rect.minX); setField("x", of: -2)
        push(rect.minY); setField("y", of: -2)
        push(rect.width); setField("width", of: -2)
        push(rect.height); setField("height", of: -2)
    }

    /// `{section =, item =}`, counting from 0 as UIKit does.
    func push(indexPath: IndexPath) {
        newTable(record: 2)
        setField("section", of: -1, to: indexPath.section)
        setField("item", of: -1, to: indexPath.item)
    }

    func push(insets: DirectionalEdgeInsets) {
        newTable(record: 4)
        push(insets.top); setField("top", of: -2)
        push(insets.leading); setField("leading", of: -2)
        push(insets.bottom); setField("bottom", of: -2)
        push(insets.trailing); setField("trailing", of: -2)
    }

    /// A view's insets with UIKit's `UIEdgeInsets` names too (`left`, `right`: the leading and trailing ones
    /// swapped right to left), as `safeAreaInsets` and `layoutMargins` are read in UIKit.
    func push(viewInsets insets: DirectionalEdgeInsets, direction: LayoutDirection) {
        push(insets: insets)
        let rightToLeft = direction == .rightToLeft
        push(rightToLeft ? insets.trailing : insets.leading); setField("left", of: -2)
        push(rightToLeft ? insets.leading : insets.trailing); setField("right", of: -2)
    }

    /// `NSCollectionLayoutEnvironment`: `{container = {contentSize, effectiveContentSize, contentInsets,
    /// effectiveContentInsets}, traitCollection = {horizontalSizeClass, verticalSizeClass, displayScale,
    /// preferredContentSizeCategory, layoutDirection}}`, plus Tessera's `collectionView = {size, safeAreaInsets,
    /// layoutMargins, readableContentInsets}`.
    ///
    /// The table is made once per environment and made read-only (`_readonly`): every call in that environment
    /// gets the same one, which spares a measure function's caller building it again for each cell.
    func push(environment: LayoutEnvironment) {
        if let made = context.environmentTable, made.environment.isSame(as: environment) {
            push(reference: made.reference)
            return
        }
        pushFreshEnvironment(environment)
        push(reference: context.readonlyReference)
        lua_rotate(L, -2, 1)
        guard (try? call(arguments: 1, results: 1)) != nil else {
            // Never expected (`_readonly` only reads the table); the environment is then made afresh each time.
            pushFreshEnvironment(environment)
            return
        }
        if let old = context.environmentTable { release(reference: old.reference) }
        lua_pushvalue(L, -1)
        context.environmentTable = (environment, reference())
    }

    /// A new environment table (writable), as `push(environment:)` describes.
    private func pushFreshEnvironment(_ environment: LayoutEnvironment) {
        newTable(record: 2)
        newTable(record: 4)
        push(size: environment.container.contentSize); setField("contentSize", of: -2)
        push(size: environment.container.effectiveContentSize); setField("effectiveContentSize", of: -2)
        push(insets: environment.container.contentInsets); setField("contentInsets", of: -2)
        push(insets: environment.container.effectiveContentInsets); setField("effectiveContentInsets", of: -2)
        setField("container", of: -2)
        let traits = environment.traitCollection
        newTable(record: 5)
        push(traits.horizontalSizeClass.rawValue); setField("horizontalSizeClass", of: -2)
        push(traits.verticalSizeClass.rawValue); setField("verticalSizeClass", of: -2)
        push(traits.displayScale); setField("displayScale", of: -2)
        push(traits.preferredContentSizeCategory.rawValue); setField("preferredContentSizeCategory", of: -2)
        push(traits.layoutDirection.rawValue); setField("layoutDirection", of: -2)
        setField("traitCollection", of: -2)
        if let view = environment.collectionView {
            newTable(record: 4)
            push(size: view.size); setField("size", of: -2)
            push(viewInsets: view.safeAreaInsets, direction: traits.layoutDirection); setField("safeAreaInsets", of: -2)
            push(viewInsets: view.layoutMargins, direction: traits.layoutDirection); setField("layoutMargins", of: -2)
            push(viewInsets: view.readableContentInsets, direction: traits.layoutDirection)
            setField("readableContentInsets", of: -2)
            setField("collectionView", of: -2)
        }
    }

    /// `NSCollectionLayoutVisibleItem`s as an array of tables.
    func push(visibleItems items: [VisibleLayoutItem]) {
        newTable(array: items.count)
        for (index, item) in items.enumerated() {
            newTable(record: 9)
            push(indexPath: item.indexPath); setField("indexPath", of: -2)
            push(item.category.rawValue); setField("category", of: -2)
            if let kind = item.elementKind { push(kind); setField("elementKind", of: -2) }
            push(rect: item.frame); setField("frame", of: -2)
            push(item.alpha); setField("alpha", of: -2)
            push(item.zIndex); setField("zIndex", of: -2)
            push(item.isHidden); setField("isHidden", of: -2)
            push(point: item.center); setField("center", of: -2)
            let t = item.transform
            newTable(record: 6)
            for (name, value): (StaticString, Double) in [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)] {
                push(value); setField(name, of: -2)
            }
            setField("transform", of: -2)
            setIndex(index + 1, of: -2)
        }
    }

    /// Reads back what a handler changed in the visible items' tables: alpha, zIndex (a whole number), isHidden,
    /// center and transform. A value that is not a number within 10,000,000 (a zIndex not a 32-bit whole number)
    /// is an error naming the item and the field.
    func read(visibleItems items: inout [VisibleLayoutItem], from list: Int32) throws {
        for index in items.indices {
            pushIndex(index + 1, of: list)
            defer { pop() }
            guard type(at: -1) == LUA_TTABLE else { continue }
            func checked(_ value: Double?, _ field: String) throws -> Double? {
                guard let value else { return nil }
                guard abs(value) <= LayoutLimits.length else {
                    throw ScriptError(.script, "visibleItemsInvalidationHandler: bad \(field) of item \(index + 1) "
                                        + "(a number from -\(LayoutLimits.lengthText) to \(LayoutLimits.lengthText) expected, got \(luaText(value)))")
                }
                return value
            }
            if let alpha = try checked(numberField("alpha"), "alpha") { items[index].alpha = alpha }
            if let zIndex = numberField("zIndex") {
                guard let whole = Int(exactly: zIndex), LayoutReader.zIndexRange.contains(whole) else {
                    throw ScriptError(.script, "visibleItemsInvalidationHandler: bad zIndex of item \(index + 1) "
                                        + "(a 32-bit whole number expected, got \(luaText(zIndex)))")
                }
                items[index].zIndex = whole
            }
            pushField("isHidden", of: -1)
            if let hidden = boolean(at: -1) { items[index].isHidden = hidden }
            pop()
            pushField("center", of: -1)
            if type(at: -1) == LUA_TTABLE, let x = try checked(numberField("x"), "center.x"),
               let y = try checked(numberField("y"), "center.y") {
                items[index].center = Point(x: x, y: y)
            }
            pop()
            pushField("transform", of: -1)
            if type(at: -1) == LUA_TTABLE {
                let values = try ["a", "b", "c", "d", "tx", "ty"].compactMap { try checked(numberField($0), "transform.\($0)") }
                if values.count == 6 {
                    items[index].transform = AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3],
                                                             tx: values[4], ty: values[5])
                }
            }
            pop()
        }
    }
}
