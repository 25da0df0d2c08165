// `tessera devices`: the device presets and their geometry.

import TesseraViews
import ArgumentParser
import TesseraJSON
import TesseraLayout
import TesseraScript

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Lists the device presets: size, safe area, layout margins, readable width, scale, size classes.")

    func run() throws {
        print("name               size (pt)     scale  orientation  safe area (t,l,b,r)  margins (l,r)  readable  size classes (h/v)")
        for device in DevicePreset.all {
            for orientation in DevicePreset.Orientation.allCases {
                let geometry = device.geometry(orientation)
                let safe = geometry.safeAreaInsets
                let readable = geometry.size.width - geometry.readableContentInsets.leading
                    - geometry.readableContentInsets.trailing
                let columns = [
                    orientation == .portrait ? device.name : "",
                    "\(JSONWriting.number(geometry.size.width))×\(JSONWriting.number(geometry.size.height))",
                    "@\(JSONWriting.number(device.scale))x", orientation.rawValue,
                    "\(JSONWriting.number(safe.top)),\(JSONWriting.number(safe.leading)),\(JSONWriting.number(safe.bottom)),\(JSONWriting.number(safe.trailing))",
                    "\(JSONWriting.number(geometry.layoutMargins.leading)),\(JSONWriting.number(geometry.layoutMargins.trailing))",
                    JSONWriting.number(readable),
                    "\(geometry.traitCollection.horizontalSizeClass.rawValue)/\(geometry.traitCollection.verticalSizeClass.rawValue)",
                ]
                let widths = [19, 14, 7, 13, 21, 15, 10, 0]
                print(zip(columns, widths).map { $1 == 0 ? $0 : $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined())
            }
        }
        print("\nThe collection view fills the screen: margins are 16 pt (compact width) or 20 pt (regular width, and Plus/Max-width phones) inside the safe area.")
    }
}
