// How deep dumps go (`--depth`, a sample's `depth`).

import ArgumentParser

/// How deep dumps go: cells and supplementary views only, or the views inside them as well.
enum DumpDepth: String, ExpressibleByArgument, CaseIterable {
    case cells, subviews
}
