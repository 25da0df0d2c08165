// Checking a cell template's numbers before sizing it, with errors that name the view at fault.

extension CellTemplate {
    /// Checks this view and its subviews; `path` holds the 1-based positions from the root to this view.
    ///
    /// Rules: every length (spacing, margins, sizes, widths, minimum lengths, line spacing, line height
    /// multiple, minimum scale factor) must be finite and ≥ 0; a label's `numberOfLines` must be ≥ 0 and its
    /// font size finite and > 0; an aspect ratio must be finite and > 0.
    func validate(path: [Int]) throws {
        // The name is only built when a check fails: this runs for every measured cell.
        func name() -> String { viewName(path: path) }
        switch self {
        case .stack(let stack):
            try CellTemplateError.check(stack.spacing, "spacing", of: name())
            let margins = stack.layoutMargins
            for (edge, value) in [("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
                                  ("trailing", margins.trailing)] {
                try CellTemplateError.check(value, "layoutMargins.\(edge)", of: name())
            }
            for (index, view) in stack.arrangedSubviews.enumerated() {
                try view.validate(path: path + [index + 1])
            }
        case .label(let label):
            try label.validate(name: name())
        case .image(let image):
            switch image.sizing {
            case .fixed(let size):
                try CellTemplateError.check(size.width, "width", of: name())
                try CellTemplateError.check(size.height, "height", of: name())
            case .aspectRatio(let ratio, let width):
                try CellTemplateError.check(ratio, "aspectRatio", of: name(), positive: true)
                if let width { try CellTemplateError.check(width, "width", of: name()) }
            }
        case .spacer(let spacer):
            try CellTemplateError.check(spacer.minLength, "minLength", of: name())
        case .box(let box):
            if let width = box.width { try CellTemplateError.check(width, "width", of: name()) }
            if let height = box.height { try CellTemplateError.check(height, "height", of: name()) }
        case .hidden(let view):
            try view.validate(path: path)
        }
    }

    /// How errors name this view: `label 'Title'` (the text, shortened past 24 characters), otherwise the
    /// kind and the path (`image at 2.1`, `vstack at root`).
    func viewName(path: [Int]) -> String {
        let kind: String
        switch self {
        case .label(let label):
            let shown = label.text.count > 24 ? String(label.text.prefix(23)) + "…" : label.text
            return "label '" + shown.map { $0.isNewline ? "\\n" : String($0) }.joined() + "'"
        case .stack(let stack): kind = stack.axis == .vertical ? "vstack" : "hstack"
        case .image: kind = "image"
        case .spacer: kind = "spacer"
        case .box: kind = "box"
        case .hidden(let view): return view.viewName(path: path)
        }
        return kind + " at " + (path.isEmpty ? "root" : path.map(String.init).joined(separator: "."))
    }
}

extension CellLabel {
    /// Checks the label's numbers; `name` is how errors name it.
    func validate(name: @autoclosure () -> String) throws {
        if numberOfLines < 0 {
            throw CellTemplateError(view: name(), problem: "numberOfLines must be ≥ 0")
        }
        try CellTemplateError.check(font.pointSize, "font size", of: name(), positive: true)
        try CellTemplateError.check(lineSpacing, "lineSpacing", of: name())
        try CellTemplateError.check(lineHeightMultiple, "lineHeightMultiple", of: name())
        try CellTemplateError.check(minimumScaleFactor, "minimumScaleFactor", of: name())
    }
}
