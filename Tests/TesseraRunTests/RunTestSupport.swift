// What the run tests share: a Lua script written to a scratch folder and run on a device.

import Testing
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraViews

extension ScratchFolder {
    /// Writes `text` as the Lua script `name`, and runs it on `device` (its scale) measuring as asked: the run, and
    /// the script behind it.
    func runScript(_ name: String, _ text: String, device: String = "iphone-15-pro", measuring: Measuring,
                   showsSubviews: Bool = true) throws -> (Run, LayoutScript) {
        let path = try write(name, text)
        let device = RunDevice(preset: try #require(DevicePreset.named(device)))
        let source = try SourceLoader.load(ScriptOptions(script: path, displayScale: device.displayScale))
        let lua = try #require(source as? LuaLayoutSource)
        return (try Run(source, options: RunOptions(device: device, measuring: measuring, showsSubviews: showsSubviews)),
                lua.script)
    }
}
