// The state the explorer page draws for a screen: the session's settings and the screen's dump as JSON.

import Foundation
import TesseraDump
import TesseraLayout
import TesseraViews

/// A screen session as the page reads it: `{"session": {kind: "screen", script, device, orientation, direction,
/// category, width, height, scale, status, version, error, devices, orientations, directions, categories},
/// "screen": <the screen's JSON dump (docs/dump-format.md, "Screen dumps")>}`.
struct ScreenWebState {
    let session: ScreenSession
    let version: Int
    let error: String?

    func json() throws -> String {
        let options = session.geometryOptions
        let metrics = session.run.layout.metrics
        let fields: [(String, String)] = [
            ("kind", quoteJSON("screen")),
            ("script", quoteJSON(session.settings.script)),
            ("device", quoteJSON(options.device)),
            ("orientation", quoteJSON(options.orientation.rawValue)),
            ("direction", quoteJSON(options.layoutDirection.rawValue)),
            ("category", quoteJSON(options.contentSizeCategory.rawValue)),
            ("width", JSONNumber.text(metrics.size.width)), ("height", JSONNumber.text(metrics.size.height)),
            ("scale", JSONNumber.text(session.run.options.device.displayScale)),
            ("status", quoteJSON(try session.summary())),
            ("version", "\(version)"),
            ("error", error.map(quoteJSON) ?? "null"),
        ] + ExplorerWebState.deviceMenus
        let session = "{" + fields.map { "\(quoteJSON($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        return "{\n\"session\": " + session + ",\n\"screen\": " + ScreenJSONFormat.write(try self.session.run.screenDump()) + "}\n"
    }
}
