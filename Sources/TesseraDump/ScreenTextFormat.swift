// The text dump of a screen: bars, guides, then one view per line, indented by depth, made for git diff.

import TesseraLayout

/// The text format of a `ScreenDump`.
///
/// ```
/// # Tessera screen dump
/// screen = (393 852); scale = 3
/// statusBar frame = (0 0; 393 54)
/// navigationBar frame = (0 59; 393 44); title = "Details"
/// safeAreaLayoutGuide frame = (0 103; 393 715)
/// UIView frame = (0 0; 393 852)
///   UILabel frame = (16 111; 361 20.333); in window = (16 111; 361 20.333); text = "Rows"
/// ```
/// Frames are `(x y; width height)` to the thousandth of a point; `frame` is in the superview, `in window` in the
/// screen. A view that does not show ends with `; hidden`, `; in a hidden view` (an ancestor is hidden) or
/// `; offscreen` (outside the screen or a scroll view around it). A collection view's elements follow it,
/// one level deeper, as the frame dump writes them (docs/dump-format.md).
public enum ScreenTextFormat {
    public static let header = "# Tessera screen dump"

    /// The dump as text, with comment lines after the header (script, device …).
    public static func write(_ dump: ScreenDump, comments: [String] = []) -> String {
        let (sink, text) = DumpSink.collecting()
        // A collecting sink keeps what it is given and never fails.
        try? write(dump, comments: comments, to: sink)
        try? sink.finish()
        return text()
    }

    /// The dump written into `sink`: the bars' and guides' lines, then each view's (a collection view's elements
    /// and their subviews written straight into the sink: a screen of a thousand cells has ten thousand lines).
    static func write(_ dump: ScreenDump, comments: [String], to sink: DumpSink) throws {
        var lines = [header] + comments.map { "# \($0)" }
        lines.append("screen = \(TextDumpFormat.size(dump.size)); scale = \(formatNumber(dump.scale))")
        for bar in dump.bars {
            var line = "\(bar.name) frame = \(TextDumpFormat.frame(bar.frame))"
            if let title = bar.title { line += "; title = " + TextDumpFormat.quote(title) }
            if bar.isLarge { line += "; largeTitle = YES" }
            lines.append(line)
        }
        for guide in dump.guides { lines.append("\(guide.name) frame = \(TextDumpFormat.frame(guide.frame))") }
        for line in lines { try sink.write(line + "\n") }
        var ancestry = HiddenAncestry()
        for view in dump.views {
            try write(view, isInHiddenView: ancestry.isInHiddenView(depth: view.depth, isHidden: view.isHidden), to: sink)
        }
    }

    /// A view's line, and its collection view's elements under it; `isInHiddenView`: an ancestor is hidden.
    static func write(_ view: ScreenDump.View, isInHiddenView: Bool, to sink: DumpSink) throws {
        let indent = String(repeating: "  ", count: view.depth)
        var line = indent + view.title + " frame = " + TextDumpFormat.frame(view.frame)
        if view.depth > 0 { line += "; in window = " + TextDumpFormat.frame(view.windowFrame) }
        if let scroll = view.scroll {
            let inset = scroll.adjustedContentInset
            line += "; contentSize = " + TextDumpFormat.size(scroll.contentSize)
            line += "; adjustedContentInset = (" + [inset.top, inset.leading, inset.bottom, inset.trailing].map(formatRounded)
                .joined(separator: " ") + ")"
            line += "; contentOffset = (\(formatRounded(scroll.contentOffset.x)) \(formatRounded(scroll.contentOffset.y)))"
        }
        if let text = view.text { line += "; text = " + TextDumpFormat.quote(text).replacingAll("\n", with: "\\n") }
        if view.isHidden {
            line += "; hidden"
        } else if isInHiddenView {
            line += "; in a hidden view"
        } else if !view.isVisible {
            line += "; offscreen"
        }
        try sink.write(line + "\n")
        guard let collection = view.collection else { return }
        try writeElements(collection.elements, indent: indent + "  ", to: sink)
    }
}
