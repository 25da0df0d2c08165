// The nine system font weights (UIFont.Weight) and the OS/2 weight classes they map to.

extension Font {
    /// A system font weight (`UIFont.Weight`), lightest to heaviest.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Reads a UIKit name (`"semibold"`), throwing the list of valid names otherwise.
        public init(name: String) throws {
            guard let weight = Weight(rawValue: name) else {
                throw TextMeasurementError.unknownName(kind: "font weight", value: name,
                                                       expected: Self.allCases.map(\.rawValue))
            }
            self = weight
        }

        /// UIKit's numeric value (`UIFont.Weight.rawValue`).
        public var value: Double {
            switch self {
            case .ultraLight: -0.8
            case .thin: -0.6
            case .light: -0.4
            case .regular: 0
            case .medium: 0.23
            case .semibold: 0.3
            case .bold: 0.4
            case .heavy: 0.56
            case .black: 0.62
            }
        }

        /// The OpenType weight class (OS/2 usWeightClass) of the face that draws it, as WebKit maps CSS weights
        /// to San Francisco: ultraLight 100, thin 200, light 300 … heavy 800, black 900.
        public var weightClass: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }
}
