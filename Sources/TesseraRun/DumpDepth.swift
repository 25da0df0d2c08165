// How deep dumps go (`--depth`, a sample's `depth`).

/// How deep dumps go: cells and supplementary views only, or the views inside them as well.
public enum DumpDepth: String, CaseIterable, Sendable {
    case cells, subviews
}
