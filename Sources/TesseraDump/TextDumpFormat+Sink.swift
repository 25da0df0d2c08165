// The text dump's element and subview lines written straight into a sink, byte for byte as the string forms.

import TesseraLayout

extension TextDumpFormat {
    /// One element's line (`line(for:)`) and its newline, written without building the line.
    static func writeLine(for element: DumpElement, to sink: DumpSink) throws {
        try writeName(of: element, to: sink)
        try sink.write(" frame = " as StaticString)
        try writeFrame(element.frame, to: sink)
        try sink.write(element.isEstimated ? " estimated; zIndex = " as StaticString : "; zIndex = " as StaticString)
        try sink.write(integer: element.zIndex)
        if element.hasPresentation || element.identifier != nil { try sink.write(presentation(of: element)) }
        try sink.write("\n" as StaticString)
    }

    /// An element's subviews' lines, each after `indent`, indented two more spaces per level and ended by a newline:
    /// `  UILabel "name" frame = (60 8; 274 20.333); in collection view = (68 8; 274 20.333); text = "Jane"`.
    /// `frame` is in the superview's coordinates (UIKit's `frame`: a stack view's arranged subviews in the stack
    /// view's), `in collection view` in the collection view's.
    ///
    /// - Complexity: O(subviews + their texts' length).
    static func writeLines(for subviews: [ElementSubview], in cell: Rect, indent: String = "",
                           to sink: DumpSink) throws {
        guard !subviews.isEmpty else { return }
        var ancestry = HiddenAncestry()
        for (subview, inSuperview) in zip(subviews, ElementSubview.framesInSuperview(subviews)) {
            let isInHiddenView = ancestry.isInHiddenView(depth: subview.depth, isHidden: subview.isHidden)
            try sink.write(indent)
            for _ in 0..<max(1, subview.depth) { try sink.write("  " as StaticString) }
            try sink.write(subview.className)
            if let name = subview.name {
                try sink.write(" " as StaticString)
                try writeQuoted(name, to: sink)
            }
            try sink.write(" frame = " as StaticString)
            try writeFrame(inSuperview, to: sink)
            try sink.write("; in collection view = " as StaticString)
            try writeFrame(subview.frame.offsetBy(cell.origin), to: sink)
            if let shown = subview.text {
                // Line breaks in the text are written `\n`, so that the subview stays on one line.
                try sink.write("; text = " as StaticString)
                try writeQuoted(shown, escapingLineBreaks: true, to: sink)
            }
            if subview.isHidden {
                try sink.write("; hidden" as StaticString)
            } else if isInHiddenView {
                try sink.write("; in a hidden view" as StaticString)
            }
            try sink.write("\n" as StaticString)
        }
    }

    /// `(x y; width height)` (`frame(_:)`), to the thousandth of a point.
    static func writeFrame(_ rect: Rect, to sink: DumpSink) throws {
        try sink.write("(" as StaticString)
        try writeRounded(rect.minX, to: sink)
        try sink.write(" " as StaticString)
        try writeRounded(rect.minY, to: sink)
        try sink.write("; " as StaticString)
        try writeRounded(rect.width, to: sink)
        try sink.write(" " as StaticString)
        try writeRounded(rect.height, to: sink)
        try sink.write(")" as StaticString)
    }

    /// `quote(text)` (with each `\n` written `\\n` when `escapingLineBreaks`), written byte by byte for an ASCII
    /// text without a carriage return, where bytes and characters are the same; through the string form otherwise
    /// (`quote` replaces characters: `\r\n`, or a quote mark with a combining mark after it, is one character).
    static func writeQuoted(_ text: String, escapingLineBreaks: Bool = false, to sink: DumpSink) throws {
        var text = text
        let isPlain = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } }
        guard isPlain else {
            let quoted = quote(text)
            return try sink.write(escapingLineBreaks ? quoted.replacingAll("\n", with: "\\n") : quoted)
        }
        try sink.write("\"" as StaticString)
        try text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let escape: StaticString
                switch bytes[index] {
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\n") where escapingLineBreaks: escape = "\\n"
                default: continue
                }
                try sink.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<index])))
                try sink.write(escape)
                start = index + 1
            }
            try sink.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start...])))
        }
        try sink.write("\"" as StaticString)
    }
}
