# Block indentation, the part of the house's layout swift-format's pretty-printer cannot check here: the first line
# inside a `{ … }` block (or a closure's `{ x in`) is indented four spaces more than the statement that opens it, or
# than the line the `{` ends (a closure argument aligned under its call); `}`, a switch's `case` and `#if` may stay
# at that indentation. And no tab in leading whitespace. Prints findings as swift-format does; exits 1 on any.
function indent(s) { match(s, /^ */); return RLENGTH }
function code(s) { sub(/[ \t]+\/\/.*$/, "", s); sub(/[ \t]+$/, "", s); return s }
# The indentation of the statement that line `i` continues (back through `{ x in` lines too when `closures`).
function statement(i, closures,    before, here) {
    while (i > 1) {
        before = code(lines[i - 1]); here = lines[i]; sub(/^ +/, "", here)
        if ((before ~ /([,(\[=:?.+*\/-]|->|&&|\|\|)$/ && before !~ /^ *(case .*|default):$/) \
            || (closures && before ~ / in$/) \
            || here ~ /^(\.|->|where |throws|rethrows|async|[+*\/?:-] |&&|\|\||\))/) i--
        else break
    }
    return indent(lines[i])
}
function report(message) {
    printf "%s:%d:%d: error: [BlockIndentation] %s\n", FILENAME, FNR, indent($0) + 1, message; found = 1
}
FNR == 1 { count = 0; inString = 0 }
{
    quotes = gsub(/"""/, "&")
    if (inString) { if (quotes % 2 == 1) { inString = 0; lines[++count] = $0 }; next }
    if ($0 ~ /^ *\t/) report("indent with spaces, not tabs")
    trimmed = $0; sub(/^[ \t]+/, "", trimmed)
    if (trimmed == "" || trimmed ~ /^\/\//) next
    if (count > 0 && code(lines[count]) ~ /(\{|\{[^{}]* in)$/) {
        here = indent($0); own = indent(lines[count]); base = statement(count, 0); outer = statement(count, 1)
        if (here != base + 4 && here != outer + 4 && here != own + 4 \
            && !(trimmed ~ /^(\}|case |default:|@unknown|#)/ && (here == base || here == outer || here == own))) {
            report("expected " base + 4 " spaces of indentation: four more than the statement that opens the block")
        }
    }
    lines[++count] = $0
    if (quotes % 2 == 1) inString = 1
}
END { exit found }
