// UIKit's and Core Graphics' value types as layout code makes them: numbers, insets, sizes, points, transforms.

import Foundation
import TesseraLayout

extension UIKitAPI {
    /// `Type(arguments)` for the value types (conversions, insets, geometry, edge spacing, anchors); nil for others.
    static func constructValue(_ typeName: String, _ arguments: [Argument], _ reader: inout ArgumentReader,
                               interpreter: Interpreter, at position: SourcePosition) throws -> SwiftValue? {
        let value: SwiftValue
        if ["CGFloat", "Double", "Float", "Int"].contains(typeName), arguments.count == 1, arguments[0].label == nil,
           case .string(let text) = arguments[0].value {
            // `Double("212")`: the number a text reads as, nil when it reads as none (a field's text).
            _ = try reader.required(nil, .ignored)
            if typeName == "Int" { return Int(text).map(SwiftValue.int) ?? .null }
            return Double(text).map(SwiftValue.double) ?? .null
        }
        switch typeName {
        case "CGFloat", "Double", "Float":
            let argument = try reader.required(nil, .ignored)
            guard let number = argument.number else {
                throw InterpreterError(position: position, message: "\(typeName)(_:) needs a number, got \(argument.typeName)")
            }
            value = .double(number)
        case "Int":
            let argument = try reader.required(nil, .ignored)
            guard let number = argument.number, number.isFinite, abs(number) < 9e18 else {
                throw InterpreterError(position: position, message: "Int(_:) needs a finite number, got \(interpreter.describe(argument))")
            }
            value = .int(Int(number))
        case "String" where arguments.first?.label == "format":
            let format = try reader.string("format")
            var values: [SwiftValue] = []
            while let next = try reader.optional(nil, .ignored) { values.append(next) }
            value = .string(try Self.format(format, values, interpreter: interpreter, at: position))
        case "String":
            // `String(describing: HeaderView.self)` (a reuse identifier) is the type's name.
            let argument = try reader.optional("describing", .ignored) ?? reader.required(nil, .ignored)
            if case .type(let name) = argument {
                value = .string(name.hasSuffix(".self") ? String(name.dropLast(5)) : name)
            } else {
                value = .string(interpreter.describe(argument))
            }
        case "NSDirectionalEdgeInsets":
            if arguments.isEmpty { return .insets(.zero) }
            value = .insets(DirectionalEdgeInsets(top: try reader.number("top"), leading: try reader.number("leading"),
                                                  bottom: try reader.number("bottom"), trailing: try reader.number("trailing")))
        case "CGSize":
            if arguments.isEmpty { return .size(.zero) }
            value = .size(Size(width: try reader.number("width"), height: try reader.number("height")))
        case "CGPoint":
            if arguments.isEmpty { return .point(.zero) }
            value = .point(Point(x: try reader.number("x"), y: try reader.number("y")))
        case "CGRect":
            if arguments.isEmpty { return .rect(.zero) }
            if reader.labels(are: ["origin", "size"]) {
                guard case .point(let o) = try reader.required("origin", .point),
                      case .size(let s) = try reader.required("size", .size) else { return .null }
                value = .rect(Rect(origin: o, size: s))
            } else {
                value = .rect(Rect(x: try reader.number("x"), y: try reader.number("y"), width: try reader.number("width"),
                                   height: try reader.number("height")))
            }
        case "CGAffineTransform":
            if reader.labels(are: ["scaleX", "y"]) {
                value = .transform(.scale(x: try reader.number("scaleX"), y: try reader.number("y")))
            } else if reader.labels(are: ["rotationAngle"]) {
                let angle = try reader.number("rotationAngle")
                value = .transform(AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
            } else if reader.labels(are: ["translationX", "y"]) {
                value = .transform(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: try reader.number("translationX"),
                                                   ty: try reader.number("y")))
            } else {
                throw InterpreterError.unsupported("the call \(ArgumentReader.signature(typeName, arguments))", at: position)
            }
        case "NSCollectionLayoutEdgeSpacing":
            func spacing(_ label: String) throws -> LayoutSpacing? {
                if case .spacing(let s)? = try reader.optional(label, .spacing) { return s }
                return nil
            }
            value = .edgeSpacing(EdgeSpacing(leading: try spacing("leading"), top: try spacing("top"),
                                             trailing: try spacing("trailing"), bottom: try spacing("bottom")))
        case "NSCollectionLayoutAnchor":
            guard case .edges(let edges) = try reader.required("edges", .edges) else { return .null }
            if case .point(let p)? = try reader.optional("absoluteOffset", .point) {
                value = .anchor(LayoutAnchor(edges: edges, absoluteOffset: p))
            } else if case .point(let p)? = try reader.optional("fractionalOffset", .point) {
                value = .anchor(LayoutAnchor(edges: edges, fractionalOffset: p))
            } else {
                value = .anchor(LayoutAnchor(edges: edges))
            }
        default:
            return nil
        }
        return value
    }

    /// `String(format:)` for `%d`, `%i`, `%f` with an optional precision (`%.2f`, `%2f`), `%@`, `%s` and `%%`
    /// (each format read once per run).
    static func format(_ format: String, _ values: [SwiftValue], interpreter: Interpreter, at: SourcePosition) throws -> String {
        let read: StringFormat
        if let found = interpreter.nodes.formats[format] {
            read = found
        } else {
            read = StringFormat(format)
            interpreter.nodes.formats[format] = read
        }
        return try read.text(values, format: format, interpreter: interpreter, at: at)
    }
}
