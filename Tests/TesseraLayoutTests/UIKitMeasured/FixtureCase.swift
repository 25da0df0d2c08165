// The shape of a UIKit-measured case file (../shared/fixtures/uikit-measured/): null means "not set" everywhere.

import Foundation

/// One layout measured on real UIKit (see the fixtures' README, "Fields" and "Reading other case files").
///
/// Every optional field reads `null` (or a missing key) as UIKit's default; a field that is present but cannot be
/// read makes only its own case fail (`FixtureEntry`), naming the field.
struct FixtureCase: Decodable, Sendable {
    let name: String
    let family: String?
    let container: FixtureSize
    let scale: Double?
    let safeAreaInsets: FixtureEdgeInsets?
    let layoutMargins: FixtureEdgeInsets?
    let contentOffset: FixturePoint?
    let configuration: FixtureConfiguration?
    let section: FixtureSection?
    let sections: [FixtureSection?]?
    let counts: [Int]
    let selfSizing: FixtureSelfSizing?
    let expected: FixtureExpected

    /// Whether its cells measure themselves (the self-sizing family; `echo` cells keep their estimates).
    var isSelfSizing: Bool { family == "self-sizing" || (selfSizing?.mode).map { $0 != "echo" } ?? false }
}

/// How the self-sizing family's cells measured (their heights are inputs, not predictions).
struct FixtureSelfSizing: Decodable, Sendable {
    let mode: String?
    let cellType: String?
    let texts: [String]?
    /// Cell width (as printed with %g) → text index → the height the cell measured.
    let observedCellHeightsByWidthAndTextIndex: [String: [String: Double]]?
}

struct FixtureSize: Decodable, Sendable { let width: Double; let height: Double }
struct FixturePoint: Decodable, Sendable { let x: Double; let y: Double }

/// Physical insets (left/right), as the view reports them.
struct FixtureEdgeInsets: Decodable, Sendable {
    let top: Double?; let left: Double?; let bottom: Double?; let right: Double?
}

/// Directional insets; a missing edge is 0.
struct FixtureDirectionalInsets: Decodable, Sendable {
    let top: Double?; let leading: Double?; let bottom: Double?; let trailing: Double?
}

/// `{"fractionalWidth": f}`, `{"absolute": n}` …: a single-key object.
struct FixtureDimension: Decodable, Sendable {
    let kind: String
    let value: Double

    init(from decoder: Decoder) throws {
        let object = try decoder.singleValueContainer().decode([String: Double].self)
        guard object.count == 1, let (kind, value) = object.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a dimension has exactly one key, got \(object.keys.sorted())"))
        }
        self.kind = kind
        self.value = value
    }
}

struct FixtureLayoutSize: Decodable, Sendable { let width: FixtureDimension; let height: FixtureDimension }

/// `{"fixed": n}` or `{"flexible": n}`.
struct FixtureSpacing: Decodable, Sendable {
    let flexible: Bool
    let value: Double

    init(from decoder: Decoder) throws {
        let object = try decoder.singleValueContainer().decode([String: Double].self)
        guard object.count == 1, let (kind, value) = object.first, kind == "fixed" || kind == "flexible" else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a spacing is {\"fixed\": n} or {\"flexible\": n}, got \(object.keys.sorted())"))
        }
        self.flexible = kind == "flexible"
        self.value = value
    }
}

struct FixtureEdgeSpacing: Decodable, Sendable {
    let leading: FixtureSpacing?
    let top: FixtureSpacing?
    let trailing: FixtureSpacing?
    let bottom: FixtureSpacing?
}

struct FixtureAnchor: Decodable, Sendable {
    let edges: [String]?
    let absoluteOffset: FixturePoint?
    let fractionalOffset: FixturePoint?
}

struct FixtureSupplementary: Decodable, Sendable {
    let kind: String
    let size: FixtureLayoutSize
    let containerAnchor: FixtureAnchor
    let itemAnchor: FixtureAnchor?
    let zIndex: Int?
}

struct FixtureBoundaryItem: Decodable, Sendable {
    let kind: String
    let size: FixtureLayoutSize
    let alignment: String
    let absoluteOffset: FixturePoint?
    let extendsBoundary: Bool?
    let pinToVisibleBounds: Bool?
    let zIndex: Int?
}

struct FixtureDecoration: Decodable, Sendable {
    let kind: String
    let contentInsets: FixtureDirectionalInsets?
    let zIndex: Int?
}

struct FixtureCustomItem: Decodable, Sendable {
    let frame: [Double]
    let zIndex: Int?
}

/// An item or a group (`type`).
final class FixtureNode: Decodable, Sendable {
    let type: String
    let size: FixtureLayoutSize
    let contentInsets: FixtureDirectionalInsets?
    let edgeSpacing: FixtureEdgeSpacing?
    let supplementaryItems: [FixtureSupplementary]?
    let axis: String?
    let subitems: [FixtureNode]?
    let count: Int?
    let interItemSpacing: FixtureSpacing?
    let customItems: [FixtureCustomItem]?
}

/// A section's `visibleItemsInvalidationHandler`: `recordOnly` or `modifiesItems` (with its description).
struct FixtureHandler: Decodable, Sendable {
    let kind: String
    let description: String?
}

struct FixtureSection: Decodable, Sendable {
    let group: FixtureNode
    let interGroupSpacing: Double?
    let contentInsets: FixtureDirectionalInsets?
    let orthogonalScrollingBehavior: String?
    let boundarySupplementaryItems: [FixtureBoundaryItem]?
    let decorationItems: [FixtureDecoration]?
    let supplementariesFollowContentInsets: Bool?
    let contentInsetsReference: String?
    let supplementaryContentInsetsReference: String?
    let visibleItemsInvalidationHandler: FixtureHandler?
}

struct FixtureConfiguration: Decodable, Sendable {
    let scrollDirection: String?
    let interSectionSpacing: Double?
    let boundarySupplementaryItems: [FixtureBoundaryItem]?
    let contentInsetsReference: String?
}

/// An item index: a number, or `"NSIntegerMax"` for the layout's boundary items.
struct FixtureItemIndex: Decodable, Sendable {
    let value: Int

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self), text == "NSIntegerMax" {
            value = Int.max
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "an item index is a number or \"NSIntegerMax\""))
        }
    }
}

/// A recorded 2-D transform.
struct FixtureTransform: Decodable, Sendable {
    let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
}

struct FixtureElement: Decodable, Sendable {
    /// Missing for the cells of orthogonal steps.
    let category: String?
    let kind: String?
    let section: Int
    let item: FixtureItemIndex
    let frame: [Double]?
    let zIndex: Int?
    /// What a `modifiesItems` handler left on a visible cell.
    let alpha: Double?
    let hidden: Bool?
    let transform: FixtureTransform?
}

struct FixtureRectQuery: Decodable, Sendable {
    let label: String
    let rect: [Double]
    let elements: [FixtureElement]
}

struct FixtureItemQuery: Decodable, Sendable {
    let section: Int
    let item: Int
    let frame: [Double]?
}

struct FixtureHandlerCall: Decodable, Sendable {
    let offsetX: Double
    let items: [FixtureElement]
}

struct FixtureOrthogonalStep: Decodable, Sendable {
    let requestedOffset: Double
    let appliedToSections: [Int]
    let cells: [FixtureElement]
    /// Per section ("section0"), the last call its handler received; a null entry means no call was recorded.
    let handler: [String: FixtureHandlerCall?]?
}

struct FixtureExpected: Decodable, Sendable {
    let contentSize: FixtureSize?
    let boundsOrigin: FixturePoint?
    let elements: [FixtureElement]
    let elementsScope: String?
    let rectQueries: [FixtureRectQuery]?
    let itemQueries: [FixtureItemQuery]?
    let orthogonalSteps: [FixtureOrthogonalStep]?
}
