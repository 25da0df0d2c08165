// Environments, points and visible items as the Lua tables providers and handlers receive.

import CLua
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
        push(indexPath.section); setField("section", of: -2)
        push(indexPath.item); setField("item", of: -2)
    }

    func push(insets: DirectionalEdgeInsets) {
        newTable(record: 4)
        push(insets.top); setField("top", of: -2)
        push(insets.leading); setField("leading", of: -2)
        push(insets.bottom); setField("bottom", of: -2)
        push(insets.trailing); setField("trailing", of: -2)
    }

    /// `NSCollectionLayoutEnvironment`: `{container = {contentSize, effectiveContentSize, contentInsets,
    /// effectiveContentInsets}, traitCollection = {horizontalSizeClass, verticalSizeClass, displayScale,
    /// preferredContentSizeCategory}}`, plus Tessera's `collectionView = {size, safeAreaInsets,
    /// layoutMargins, readableContentInsets}`.
    func push(environment: LayoutEnvironment) {
        newTable(record: 2)
        newTable(record: 4)
        push(size: environment.container.contentSize); setField("contentSize", of: -2)
        push(size: environment.container.effectiveContentSize); setField("effectiveContentSize", of: -2)
        push(insets: environment.container.contentInsets); setField("contentInsets", of: -2)
        push(insets: environment.container.effectiveContentInsets); setField("effectiveContentInsets", of: -2)
        setField("container", of: -2)
        let traits = environment.traitCollection
        newTable(record: 4)
        push(traits.horizontalSizeClass.rawValue); setField("horizontalSizeClass", of: -2)
        push(traits.verticalSizeClass.rawValue); setField("verticalSizeClass", of: -2)
        push(traits.displayScale); setField("displayScale", of: -2)
        push(traits.preferredContentSizeCategory.rawValue); setField("preferredContentSizeCategory", of: -2)
        setField("traitCollection", of: -2)
        if let view = environment.collectionView {
            newTable(record: 4)
            push(size: view.size); setField("size", of: -2)
            push(insets: view.safeAreaInsets); setField("safeAreaInsets", of: -2)
            push(insets: view.layoutMargins); setField("layoutMargins", of: -2)
            push(insets: view.readableContentInsets); setField("readableContentInsets", of: -2)
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
            for (name, value) in [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)] {
                push(value); setField(name, of: -2)
            }
            setField("transform", of: -2)
            setIndex(index + 1, of: -2)
        }
    }

    /// Reads back what a handler changed in the visible items' tables.
    func read(visibleItems items: inout [VisibleLayoutItem], from list: Int32) {
        for index in items.indices {
            pushIndex(index + 1, of: list)
            defer { pop() }
            guard type(at: -1) == LUA_TTABLE else { continue }
            if let alpha = numberField("alpha") { items[index].alpha = alpha }
            if let zIndex = numberField("zIndex"), let whole = Int(exactly: zIndex.rounded(.towardZero)) {
                items[index].zIndex = min(max(whole, Int(Int32.min)), Int(Int32.max))
            }
            pushField("isHidden", of: -1)
            if let hidden = boolean(at: -1) { items[index].isHidden = hidden }
            pop()
            pushField("center", of: -1)
            if type(at: -1) == LUA_TTABLE, let x = numberField("x"), let y = numberField("y") {
                items[index].center = Point(x: x, y: y)
            }
            pop()
            pushField("transform", of: -1)
            if type(at: -1) == LUA_TTABLE, let a = numberField("a"), let b = numberField("b"), let c = numberField("c"),
               let d = numberField("d"), let tx = numberField("tx"), let ty = numberField("ty") {
                items[index].transform = AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
            }
            pop()
        }
    }
}
