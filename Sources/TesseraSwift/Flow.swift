// How an interpreted statement ended: normally, by return, break or continue.

/// How a statement ended.
enum Flow {
    case normal
    case returned(SwiftValue)
    case broke
    case continued
}
