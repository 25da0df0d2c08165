// The constraints benchmark: a typical cell solved fresh and edited, a view tree fitted, a 10,000-cell list.

import Foundation
import TesseraConstraints
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraText
import TesseraViews

/// Measures Auto Layout at three levels: the solver on a typical cell (an image, two labels, a button), the
/// same cell as a view tree fitted with `systemLayoutSizeFitting`, and a 10,000-row list whose cells a Lua script
/// builds with constraints, every cell measured, end to end.
struct ConstraintsBenchmark {
    let runs: Int
    let report: BenchReport

    func run() throws {
        let solver = try SolverBenchmark.run(iterations: 300_000)
        let fresh = report.record("constraints", "solver, fresh cell", solver.freshCellMicroseconds, "µs", goal: 10)
        let edit = report.record("constraints", "solver, edit", solver.editMicroseconds, "µs", goal: 0.5)
        report.line("constraints: a cell of an image, two labels and a button (18 variables, 27 constraints)")
        report.line("  solver, fresh cell      \(BenchTiming.format(solver.freshCellMicroseconds)) µs  (goal ≤ 10 µs: \(fresh))")
        report.line("  solver, edit            \(BenchTiming.format(solver.editMicroseconds, decimals: 3)) µs  (goal ≤ 0.5 µs: \(edit))")
        let fitting = try fittingMicroseconds()
        report.record("constraints", "view tree fitted", fitting, "µs")
        report.line("  view tree, fitted       \(BenchTiming.format(fitting)) µs  (views, intrinsic sizes, UIKit's system constraints)")
        let list = try listMilliseconds(rows: 10_000, registration: false)
        report.record("constraints", "10,000 constraint-built rows from Lua", list, "ms")
        report.line("  10,000 rows from Lua    \(BenchTiming.format(list)) ms  (script, every cell built and fitted, solved; median of \(runs))")
        let registered = try listMilliseconds(rows: 10_000, registration: true)
        let goal = report.record("constraints", "10,000 rows from a registration", registered, "ms", goal: 100)
        report.line("  10,000 rows, registration \(BenchTiming.format(registered)) ms  (one cell built, configured and fitted per row; goal ≤ 100 ms: \(goal))")
        let reuse = try configureMicroseconds()
        let reused = report.record("constraints", "configure and refit one reused cell", reuse, "µs", goal: 5)
        report.line("  configure + refit       \(BenchTiming.format(reuse)) µs  (one reused cell, a new record, warm; goal ≤ 5 µs: \(reused))")
    }

    /// The contact cell of the Auto Layout tests as a view tree, fitted at 375 pt with the real text measurer.
    private func fittingMicroseconds() throws -> Double {
        var tree = ViewHierarchy(root: View(kind: .view))
        let label = { (text: String, size: Double) in
            View(kind: .label, content: .label(CellLabel(text: text, font: .systemFont(ofSize: size)), preferredMaxLayoutWidth: 0),
                 translatesAutoresizingMaskIntoConstraints: false)
        }
        let avatar = tree.addSubview(View(kind: .imageView, content: .image(Size(width: 40, height: 40)),
                                          translatesAutoresizingMaskIntoConstraints: false), to: 0)
        let name = tree.addSubview(label("Jane Appleseed", 17), to: 0)
        let detail = tree.addSubview(label("Lunch tomorrow?", 15), to: 0)
        let call = tree.addSubview(View(kind: .button, content: .button(ButtonContent(title: "Call")),
                                        translatesAutoresizingMaskIntoConstraints: false), to: 0)
        func pin(_ a: Int, _ x: LayoutAttribute, _ relation: Relation = .equal, _ b: Int? = nil, _ y: LayoutAttribute? = nil,
                 _ constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(ConstraintAnchor(view: a, x), relation, b.map { ConstraintAnchor(view: $0, y ?? x) }, constant: constant)
        }
        for constraint in [
            pin(avatar, .leading, .equal, 0, nil, 16), pin(avatar, .top, .equal, 0, nil, 12),
            pin(avatar, .width, .equal, nil, nil, 40), pin(avatar, .height, .equal, nil, nil, 40),
            pin(0, .bottom, .greaterThanOrEqual, avatar, .bottom, 12),
            pin(name, .leading, .equal, avatar, .trailing, 12), pin(name, .top, .equal, 0, nil, 12),
            pin(detail, .leading, .equal, name), pin(detail, .top, .equal, name, .bottom, 4),
            pin(detail, .bottom, .equal, 0, nil, -12), pin(call, .trailing, .equal, 0, nil, -16),
            pin(call, .centerY, .equal, 0), pin(name, .trailing, .lessThanOrEqual, call, .leading, -8),
            pin(detail, .trailing, .lessThanOrEqual, call, .leading, -8),
        ] { try tree.activate(constraint) }
        let context = ViewLayoutContext(measurer: try TextMeasurer(), scale: 3)
        let iterations = 20_000
        var checksum = 0.0
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            samples.append(try BenchTiming.seconds {
                for _ in 0..<iterations {
                    checksum += try tree.systemLayoutSizeFitting(Size(width: 375, height: 60), horizontalFittingPriority: .required,
                                                                 context: context).size.height
                }
            } / Double(iterations) * 1e6)
        }
        precondition(checksum > 0)
        return BenchTiming.median(samples)
    }

    /// One registration's cell configured for a new record and fitted again (label measuring included, warm), in
    /// microseconds: the measurer asked for the rows' sizes one after another.
    private func configureMicroseconds() throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("contacts.lua").path
        try Data(Self.listScript(rows: 100, registration: true).utf8).write(to: URL(fileURLWithPath: script))
        let device = RunDevice(preset: DevicePreset.named("iphone-15-pro")!)
        let source = try LuaLayoutSource(ScriptOptions(script: script, displayScale: device.displayScale))
        let run = try Run(source, options: RunOptions(device: device, measuring: .none, showsSubviews: false))
        let measurer = ScriptMeasurer(script: source.script)
        let environment = run.simulation.solved.environment
        let request = { (item: Int) in
            MeasureRequest(category: .cell, elementKind: nil, indexPath: IndexPath(item: item, section: 0),
                           proposedSize: Size(width: 393, height: 60), widthIsEstimated: false, heightIsEstimated: true,
                           environment: environment)
        }
        for item in 0..<100 { _ = try measurer.measure(request(item)) }
        let iterations = 5_000
        var checksum = 0.0
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            samples.append(try BenchTiming.seconds {
                for index in 0..<iterations { checksum += try measurer.measure(request(index % 100)).height }
            } / Double(iterations) * 1e6)
        }
        precondition(checksum > 0)
        return BenchTiming.median(samples)
    }

    /// A Lua script of `rows` contact cells built with constraints (by a cell function, or by a registration's
    /// build and configured per row), every cell measured, in milliseconds.
    private func listMilliseconds(rows: Int, registration: Bool) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("contacts.lua").path
        try Data(Self.listScript(rows: rows, registration: registration).utf8).write(to: URL(fileURLWithPath: script))
        let device = RunDevice(preset: DevicePreset.named("iphone-15-pro")!)
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            samples.append(try BenchTiming.seconds {
                let run = try Run(LuaLayoutSource(ScriptOptions(script: script, displayScale: device.displayScale)),
                                  options: RunOptions(device: device, measuring: .all, showsSubviews: false))
                precondition(run.source.warnings.isEmpty)
            } * 1000)
        }
        return BenchTiming.median(samples)
    }

    /// The list script: `cell = cell` (a function building each row's views) or `cell = registration` (the same views
    /// built once, their texts configured per row).
    static func listScript(rows: Int, registration: Bool = false) -> String {
        """
        local L = require "tessera"
        local rows = {}
        for i = 1, \(rows) do rows[i] = { name = "Contact number " .. i, detail = (i % 3 == 0) and "A longer detail line that wraps onto a second line in the cell" or "Online" } end
        local function build(row)
          local content = L.view {}
          local avatar = L.imageView { image = { width = 40, height = 40 } }
          local name = L.label { text = row.name, textStyle = "headline" }
          local detail = L.label { text = row.detail, textStyle = "subheadline", numberOfLines = 0 }
          local call = L.button { title = "Call" }
          call:setContentCompressionResistancePriority(751, "horizontal")
          for _, view in ipairs { avatar, name, detail, call } do
            view.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(view)
          end
          local margins = content.layoutMarginsGuide
          L.activate {
            avatar.leadingAnchor:constraint { equalTo = margins.leadingAnchor },
            avatar.topAnchor:constraint { equalTo = margins.topAnchor },
            avatar.widthAnchor:constraint { equalToConstant = 40 },
            avatar.heightAnchor:constraint { equalToConstant = 40 },
            margins.bottomAnchor:constraint { greaterThanOrEqualTo = avatar.bottomAnchor },
            name.leadingAnchor:constraint { equalTo = avatar.trailingAnchor, constant = 12 },
            name.topAnchor:constraint { equalTo = margins.topAnchor },
            name.trailingAnchor:constraint { lessThanOrEqualTo = call.leadingAnchor, constant = -8 },
            detail.leadingAnchor:constraint { equalTo = name.leadingAnchor },
            detail.topAnchor:constraint { equalTo = name.bottomAnchor, constant = 2 },
            detail.trailingAnchor:constraint { lessThanOrEqualTo = call.leadingAnchor, constant = -8 },
            detail.bottomAnchor:constraint { equalTo = margins.bottomAnchor },
            call.trailingAnchor:constraint { equalTo = margins.trailingAnchor },
            call.centerYAnchor:constraint { equalTo = avatar.centerYAnchor },
          }
          return { contentView = content, name = name, detail = detail }
        end
        local function cell(row) return build(row).contentView end
        local registration = L.cellRegistration {
          build = function() return build { name = "", detail = "" } end,
          configure = function(cell, row)
            cell.name.text = row.name
            cell.detail.text = row.detail
          end,
        }
        local size = { width = L.fractionalWidth(1), height = L.estimated(60) }
        return L.layout { sections = { { section = L.section { group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
                                                               cell = \(registration ? "registration" : "cell") }, items = rows } } }
        """
    }
}
