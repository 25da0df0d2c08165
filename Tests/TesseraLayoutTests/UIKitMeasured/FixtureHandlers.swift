// The visible-items handlers of measured cases: record every call, and replay what a modifying handler did.

import TesseraLayout

/// The handlers a case's sections get: each records its last call; a `modifiesItems` handler also sets on each
/// visible cell what UIKit recorded for it at the step being checked.
///
/// A modifying handler is described in prose, so its effect is replayed from the record: the cell's alpha,
/// hidden flag and transform, and its centre as the recorded frame implies (the bounding box of the transformed
/// bounds is centred on centre + (tx, ty), and the record is in collection-view coordinates, scrolled by the
/// offset the handler is given). What stays checked: which cells are visible, their sizes under the transform,
/// and the offset and untransformed items the handler is given.
final class FixtureHandlers: @unchecked Sendable {
    var lastCall: [Int: (offset: Point, items: [VisibleLayoutItem])] = [:]
    /// The cells recorded at the step being checked, by index path.
    var replay: [IndexPath: FixtureElement] = [:]

    func handler(forSection section: Int, kind: String, field: String) throws -> VisibleItemsInvalidationHandler {
        switch kind {
        case "recordOnly":
            return { [unowned self] items, offset, _ in lastCall[section] = (offset, items) }
        case "modifiesItems":
            return { [unowned self] items, offset, _ in
                lastCall[section] = (offset, items)
                for index in items.indices where items[index].category == .cell {
                    guard let recorded = replay[items[index].indexPath] else { continue }
                    apply(recorded, to: &items[index], offset: offset)
                }
            }
        default:
            throw FixtureError("field '\(field).kind': '\(kind)' is not recordOnly or modifiesItems")
        }
    }

    private func apply(_ recorded: FixtureElement, to item: inout VisibleLayoutItem, offset: Point) {
        if let alpha = recorded.alpha { item.alpha = alpha }
        if let hidden = recorded.hidden { item.isHidden = hidden }
        let transform = recorded.transform.map {
            AffineTransform(a: $0.a, b: $0.b, c: $0.c, d: $0.d, tx: $0.tx, ty: $0.ty)
        } ?? .identity
        item.transform = transform
        if let frame = recorded.rect {
            item.center = Point(x: frame.mid(.horizontal) - transform.tx + offset.x,
                                y: frame.mid(.vertical) - transform.ty + offset.y)
        }
    }
}
