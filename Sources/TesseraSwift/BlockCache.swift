// The statements of the blocks a run executes, listed once: walking a syntax collection makes its nodes each time.

import SwiftSyntax

/// Each block's statements and local functions, read once per run (a cell's `configure` runs for every item, and
/// iterating a `CodeBlockItemListSyntax` builds its item nodes again at every walk).
final class BlockCache {
    /// A block's statements in order and its local functions by name (a class: handed out at every run of the
    /// block, it is one reference to count, not four arrays).
    final class Items {
        let statements: [CodeBlockItemSyntax]
        /// What each statement is, in the same order.
        let kinds: [Kind]
        let functions: [(name: String, declaration: FunctionDeclSyntax)]
        /// The block's only statement when it is an expression (a closure's or getter's body whose value it is).
        let single: ExprSyntax?
        /// Whether running the block can put a name in its own scope: it declares something, or has a `guard` (whose
        /// `let`s bind in the block). A block that cannot runs in its parent's scope (a new one would stay empty).
        let needsScope: Bool

        init(statements: [CodeBlockItemSyntax], kinds: [Kind], functions: [(name: String, declaration: FunctionDeclSyntax)],
             single: ExprSyntax?) {
            self.statements = statements
            self.kinds = kinds
            self.functions = functions
            self.single = single
            needsScope = kinds.contains { kind in
                switch kind {
                case .declaration: true
                case .statement(let statement): statement.is(GuardStmtSyntax.self)
                case .ifExpression, .switchExpression, .expression: false
                }
            }
        }
    }

    /// A statement of a block as `Interpreter.run` runs it.
    enum Kind {
        case declaration(DeclSyntax)
        case statement(StmtSyntax)
        case ifExpression(IfExprSyntax)
        case switchExpression(SwitchExprSyntax)
        case expression(ExprSyntax)

        init(_ item: CodeBlockItemSyntax) {
            switch item.item {
            case .decl(let decl): self = .declaration(decl)
            case .stmt(let stmt): self = .statement(stmt)
            case .expr(let expr):
                if let ifExpr = expr.as(IfExprSyntax.self) { self = .ifExpression(ifExpr) }
                else if let switchExpr = expr.as(SwitchExprSyntax.self) { self = .switchExpression(switchExpr) }
                else { self = .expression(expr) }
            }
        }
    }

    @exclusivity(unchecked) private var entries = NodeTable<Items>()

    /// The statements and local functions of `block`, listed the first time it is asked for.
    func items(of block: CodeBlockItemListSyntax) -> Items {
        if let found = entries[block.id] { return found }
        let statements = Array(block)
        let functions = statements.compactMap { item in
            item.item.as(FunctionDeclSyntax.self).map { (name: $0.name.text, declaration: $0) }
        }
        let single = statements.count == 1 ? statements[0].item.as(ExprSyntax.self) : nil
        let items = Items(statements: statements, kinds: statements.map(Kind.init), functions: functions, single: single)
        entries[block.id] = items
        return items
    }
}
