// What the interpreter works out from syntax alone, kept per node (or per type name) for the rest of the run.

import SwiftSyntax

/// Facts that depend only on the source, worked out the first time a node is evaluated: a cell's code runs once per
/// item, and working them out again walks the syntax tree and builds token texts each time.
final class NodeCache {
    /// What `Interpreter.coerce(_:toTypeNamed:at:)` reads of a written type, by the type as written.
    @exclusivity(unchecked) var typeNames = NameTable<WrittenTypeShape>()
    /// A struct's memberwise initialiser's parameters, by the struct's name.
    @exclusivity(unchecked) var memberwise = NameTable<[MemberwiseField]>()
    /// What `Interpreter.construct(_:_:at:)` may make of a type name, by the name.
    @exclusivity(unchecked) var constructors = NameTable<Constructor>()
    /// `String(format:)`'s formats, each read once (by the format).
    @exclusivity(unchecked) var formats: [String: StringFormat] = [:]
    /// What a condition list reads of its conditions, by the list's node.
    @exclusivity(unchecked) var conditions = NodeTable<[ConditionShape]>()
    /// What declaring a local reads of its bindings, by the declaration's node.
    @exclusivity(unchecked) var bindings = NodeTable<[BindingShape]>()
    /// What a subscript reads of its syntax, by the subscript's node.
    @exclusivity(unchecked) var subscripts = NodeTable<SubscriptShape>()
    /// Whether an expression holds a closure (`Interpreter.elementCall`), by the expression's node.
    @exclusivity(unchecked) var holdsClosure = NodeTable<Bool>()
    /// A number or Boolean literal's value.
    @exclusivity(unchecked) var literals = NodeTable<SwiftValue>()
    /// The file's superclass of the class enclosing a `super.` node (`SwiftProgram.fileSuperclass(of:)`).
    @exclusivity(unchecked) var superclasses = NodeTable<SwiftTypeContext?>()
    /// A string literal's segments: texts, and interpolated expressions.
    @exclusivity(unchecked) var strings = NodeTable<[StringPiece]>()
    /// The methods of each type (or instance) read by name with the type's own `self`, made once, by the type (held,
    /// so that its identifier cannot be taken by another).
    @exclusivity(unchecked) var methods: [ObjectIdentifier: (type: SwiftTypeContext, functions: [String: SwiftFunction])] = [:]
    /// A name reference's, a member access's, an identifier pattern's or a prefix operator's name and position (by
    /// the node).
    @exclusivity(unchecked) var names = NodeTable<NamedNode>()
    /// A call's position, arguments and whether it can be one of the special forms (by the call's node).
    @exclusivity(unchecked) var calls = NodeTable<CallShape>()
    /// What an infix expression's operator is and where (by the expression's node).
    @exclusivity(unchecked) var infixes = NodeTable<InfixShape>()

    /// A piece of a string literal: its text, or an interpolation's only expression (nil when there is not one
    /// expression, which is refused at that node).
    enum StringPiece {
        case text(String)
        case interpolation(ExprSyntax?, ExpressionSegmentSyntax)
    }

    /// A name as written and where it is (a `DeclReferenceExprSyntax`, a member access's declared name).
    struct NamedNode {
        let name: String
        let at: SourcePosition
        /// For a member access: whether its chain is rooted at a name `UIKitAPI.rejectedNames` lists (only such a
        /// chain can be refused by `Interpreter.rejectChain`).
        var rejectable = false
        /// For a name reference: whether it was found to name a type (no variable or property of its name being in
        /// reach), which it then names at every evaluation.
        var isTypeName = false
    }

    /// What `Interpreter.subscriptValue(_:in:)` reads of a subscript's syntax: what it subscripts, and its one
    /// unlabelled argument (nil for any other form).
    struct SubscriptShape {
        let base: ExprSyntax
        let index: ExprSyntax?
    }

    /// What declaring a local reads of one of its bindings: its pattern (`name` when it is one name), written type,
    /// initial value, whether it is computed, and where its value is (or the binding, without one).
    struct BindingShape {
        let pattern: PatternSyntax
        let name: String?
        let type: String?
        let initializer: ExprSyntax?
        let isComputed: Bool
        let at: SourcePosition
    }

    /// One condition of an `if`, `guard` or `while` as `Interpreter.conditions` reads it.
    enum ConditionShape {
        case expression(ExprSyntax, SourcePosition)
        case availability
        /// `let name = value` (`name` when the pattern is one name; `value` the name itself for `if let name`).
        case optionalBinding(PatternSyntax, String?, ExprSyntax)
        case matchingPattern(MatchingPatternConditionSyntax)
    }

    /// What `Interpreter.call(_:in:)` reads of a call's syntax.
    struct CallShape {
        /// Whether the callee is a member access or a name that none of the special forms call checks first can
        /// take (an empty collection's initialiser, a diffable data source, a cell registration, a snapshot, an
        /// attributed string imported from a document): all of them have another callee.
        let isPlain: Bool
        let at: SourcePosition
        /// The arguments in parentheses (trailing closures are read from the call).
        let arguments: [(label: String?, expression: ExprSyntax, location: SourcePosition)]
        /// Whether the call has a trailing closure (or several).
        let hasTrailingClosures: Bool
    }

    /// What `Interpreter.infix(_:in:)` reads of an infix expression's syntax.
    struct InfixShape {
        enum Kind {
            /// `target = value`; `ignorable`: the target is a member some UIKit object accepts and ignores.
            case assignment(ignorable: Bool)
            case and, or, coalescing
            /// `+=`, `-=`, `*=`, `/=`: the operator without its `=`.
            case compound(BinaryOperator)
            case binary(BinaryOperator)
            /// An operator that is not a binary operator token (refused at its expression).
            case refused
        }
        let kind: Kind
        /// The operator's position.
        let at: SourcePosition
        /// The expression's value when it is arithmetic of number literals only (`Interpreter.literalArithmetic`).
        let folded: (Int?, Double)?
    }

    /// A stored property of a struct as its memberwise initialiser takes it.
    struct MemberwiseField {
        let name: String
        /// Its written type, when written.
        let annotation: String?
        let hasInitialValue: Bool
    }

    /// What a type name called as a function can make (`Interpreter.construct(_:_:at:)`), from the name alone.
    struct Constructor {
        /// A UIKit view or view controller class, made as a view first.
        let isUIKitView: Bool
        /// A class or struct the program declares (not a UIKit type it extends).
        let programType: SwiftTypeContext?
    }

    /// A written type as coercion reads it: its name without `?` or `!`, whether it had one, and its kind.
    struct WrittenTypeShape {
        let name: String
        let isOptional: Bool
        let kind: WrittenType
    }

    /// A written type name as coercion reads it.
    enum WrittenType {
        /// An array, a tuple, an enum or type of the program, a layout class: read by the general path.
        case general
        /// A name coercion does not check: the value is kept.
        case unchecked
        /// A value type the value is checked and converted against.
        case checked(ValueType)
    }
}
