// A reused cell fitted from its kept solver gives the frames a fresh fit gives, over random configure sequences.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraText
@testable import TesseraViews

extension AutoLayoutTests {
    /// What a configure sets on the reused cell.
    struct Configuration {
        var name: String
        var detail: String
        var detailLines: Int
        var avatar: Double
        var gap: Double
        var badgeHidden: Bool
        var width: Double
    }

    /// An avatar, a vertical stack of a name and a wrapping detail, and a badge under the avatar.
    static func reusedCell(_ c: Configuration) throws -> ViewHierarchy {
        var tree = ViewHierarchy(root: View(kind: .view))
        let avatar = tree.addSubview(image(40, 40), to: 0)
        let column = tree.addSubview(stack(.vertical, spacing: 2), to: 0)
        tree.addArrangedSubview(label(c.name), to: column)
        tree.addArrangedSubview(label(c.detail, size: 15, lines: c.detailLines), to: column)
        var badge = plain()
        badge.isHidden = c.badgeHidden
        let dot = tree.addSubview(badge, to: 0)
        for constraint in [
            pin(avatar, .leading, .equal, 0, nil, 16), pin(avatar, .top, .equal, 0, nil, 12),
            pin(avatar, .width, .equal, nil, nil, c.avatar), pin(avatar, .height, .equal, avatar, .width),
            pin(0, .bottom, .greaterThanOrEqual, avatar, .bottom, 12),
            pin(column, .leading, .equal, avatar, .trailing, c.gap), pin(column, .top, .equal, 0, nil, 12),
            pin(column, .trailing, .equal, 0, nil, -16), pin(0, .bottom, .greaterThanOrEqual, column, .bottom, 12),
            pin(0, .bottom, .equal, column, .bottom, 12, priority: Priority(249)),
            pin(dot, .centerX, .equal, avatar), pin(dot, .top, .equal, avatar, .bottom, 2),
            pin(dot, .width, .equal, nil, nil, 6), pin(dot, .height, .equal, nil, nil, 6),
        ] { try tree.activate(constraint) }
        return tree
    }

    @Suite("Auto Layout · refitting a reused cell")
    struct Refitting {
        /// A generator that gives the same sequence on every run.
        struct Generator: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state
            }
        }

        static let words = ["a", "cat", "sat", "on", "the", "mat", "while", "everyone", "watched", "quietly",
                            "Wolfeschlegelsteinhausen"]

        static func configuration(_ random: inout Generator) -> Configuration {
            func text(_ count: Int) -> String {
                (0..<Int.random(in: 0...count, using: &random)).map { _ in words.randomElement(using: &random)! }
                    .joined(separator: " ")
            }
            return Configuration(name: text(4), detail: text(30), detailLines: [0, 1, 2].randomElement(using: &random)!,
                                 avatar: Double(Int.random(in: 20...60, using: &random)),
                                 gap: Double(Int.random(in: 4...16, using: &random)),
                                 badgeHidden: Int.random(in: 0..<8, using: &random) == 0,
                                 width: [320, 375].randomElement(using: &random)!)
        }

        @Test("200 random configures: every fit equals a fresh fit, size and frames", arguments: [1, 2, 3] as [UInt64])
        func randomSequences(seed: UInt64) throws {
            var random = Generator(state: seed)
            let refitting = ViewRefitting()
            for step in 0..<200 {
                let configuration = Self.configuration(&random)
                let tree = try reusedCell(configuration)
                let target = Size(width: configuration.width, height: 44)
                let refitted = try refitting.systemLayoutSizeFitting(tree, target, horizontalFittingPriority: .required,
                                                                     verticalFittingPriority: .fittingSizeLevel,
                                                                     context: context)
                let fresh = try tree.systemLayoutSizeFitting(target, horizontalFittingPriority: .required, context: context)
                #expect(refitted == fresh, "step \(step): \(configuration)")
                let solved = try tree.solve(width: target.width, widthPriority: .required, height: 44,
                                            heightPriority: .fittingSizeLevel, context: context).settled
                let frames = try #require(refitting.solvedFrames)
                for index in tree.views.indices {
                    let expected = solved.frame(of: index)
                    #expect(abs(frames[index].minX - expected.minX) < 1e-7 && abs(frames[index].minY - expected.minY) < 1e-7
                            && abs(frames[index].width - expected.width) < 1e-7
                            && abs(frames[index].height - expected.height) < 1e-7,
                            "step \(step), view \(index): \(frames[index]) ≠ \(expected)")
                }
            }
            // One fresh fit per structure (the badge shown, the badge hidden); every other fit, a change back to a
            // structure included, changed that structure's kept solver (the kept solvers are one per structure).
            #expect(refitting.freshFits == 2)
            #expect(refitting.incrementalFits == 198)
        }

        @Test("200 random configures fitted with natural metrics another measurer worked out: every fit equals a fresh fit",
              arguments: [4, 5] as [UInt64])
        func givenNaturals(seed: UInt64) throws {
            var random = Generator(state: seed)
            // Real fonts: the fits' measurer and the one working out natural metrics ahead share no cache or lock.
            let fitting = ViewLayoutContext(measurer: try TextMeasurer(layoutCacheCapacity: 64), scale: 3)
            let ahead = ViewLayoutContext(measurer: try TextMeasurer(), scale: 3)
            let refitting = ViewRefitting()
            var previous: (tree: ViewHierarchy, naturals: [ViewMetrics])?
            for step in 0..<200 {
                let configuration = Self.configuration(&random)
                let tree = try reusedCell(configuration)
                // Every other step, only the views that changed are worked out again (the others are the last tree's).
                let naturals = if let previous, step % 2 == 1, previous.tree.views.count == tree.views.count {
                    try tree.naturalMetrics(updating: previous.naturals, of: previous.tree.views, context: ahead)
                } else {
                    try tree.naturalMetrics(context: ahead)
                }
                #expect(naturals == (try tree.naturalMetrics(context: fitting)), "step \(step)")
                previous = (tree, naturals)
                let target = Size(width: configuration.width, height: 44)
                let refitted = try refitting.systemLayoutSizeFitting(tree, target, horizontalFittingPriority: .required,
                                                                     verticalFittingPriority: .fittingSizeLevel,
                                                                     context: fitting, naturals: naturals)
                let fresh = try tree.systemLayoutSizeFitting(target, horizontalFittingPriority: .required, context: fitting)
                #expect(refitted == fresh, "step \(step): \(configuration)")
            }
            #expect(refitting.incrementalFits > 150)
        }

        @Test("A constraint's constant and a label's text change in the kept solver: the name moves 8 pt and narrows")
        func constants() throws {
            let refitting = ViewRefitting()
            let (tree, views) = try contactCell()
            let name = try #require(views["name"])
            let fit = { (tree: ViewHierarchy) in
                try refitting.systemLayoutSizeFitting(tree, Size(width: 320, height: 0), horizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel, context: context)
            }
            #expect(try fit(tree).size == Size(width: 320, height: 66.5))
            #expect(refitting.solvedFrames?[name] == rect(68, 12, 119, 20.5))
            let renamed = try contactCell(name: "Jane").0
            var constraints = renamed.constraints
            constraints[0].constant = 24  // the avatar's leading edge
            var rebuilt = ViewHierarchy(root: View(kind: .view))
            for view in renamed.views.dropFirst() { rebuilt.addSubview(view, to: 0) }
            for constraint in constraints { try rebuilt.activate(constraint) }
            // 24 + 40 + 12 = 76; "Jane" is 4 × 8.5 = 34 wide; the height stays 12 + 20.5 + 4 + 18 + 12.
            #expect(try fit(rebuilt).size == Size(width: 320, height: 66.5))
            #expect(refitting.solvedFrames?[name] == rect(76, 12, 34, 20.5))
            #expect(refitting.incrementalFits == 1 && refitting.freshFits == 1)
            // Back to the first tree: the same frames as its first fit, from the kept solver again.
            #expect(try fit(tree).size == Size(width: 320, height: 66.5))
            #expect(refitting.solvedFrames?[name] == rect(68, 12, 119, 20.5))
            #expect(refitting.incrementalFits == 2 && refitting.freshFits == 1)
        }

        /// Fits `tree` 320 wide (its height fitted) with `refitting` and expects a fresh fit's size, `height` tall, and
        /// view `view` solved at `frame`.
        static func expectFit(of tree: ViewHierarchy, in refitting: ViewRefitting, height: Double, frame: Rect,
                              of view: Int, step: Int) throws {
            let target = Size(width: 320, height: 0)
            let refitted = try refitting.systemLayoutSizeFitting(tree, target, horizontalFittingPriority: .required,
                                                                 verticalFittingPriority: .fittingSizeLevel, context: context)
            let fresh = try tree.systemLayoutSizeFitting(target, horizontalFittingPriority: .required, context: context)
            #expect(refitted == fresh && refitted.size == Size(width: 320, height: height), "step \(step)")
            #expect(refitting.solvedFrames?[view] == frame, "step \(step)")
        }

        @Test("An image that goes and comes back while a text and a gap change: its intrinsic size is removed and made again in the kept solver, each fit a fresh fit's")
        func intrinsicSizeRemovedAmongChangedConstants() throws {
            // An icon with an image 30 × 50 or none (no intrinsic size: 20 tall at 200, below its hugging), a name after
            // it at `gap`. The icon's two intrinsic-size constraints go and come back in the same pass as the name's
            // width and the gap, which wait to be given to the solver together.
            func cell(image: Bool, name: String, gap: Double) throws -> ViewHierarchy {
                var tree = ViewHierarchy(root: View(kind: .view))
                let icon = tree.addSubview(View(kind: .imageView, content: .image(image ? Size(width: 30, height: 50) : nil),
                                                translatesAutoresizingMaskIntoConstraints: false), to: 0)
                let title = tree.addSubview(label(name), to: 0)
                for constraint in [
                    pin(icon, .leading, .equal, 0, nil, 16), pin(icon, .top, .equal, 0, nil, 8),
                    pin(icon, .width, .equal, nil, nil, 30), pin(icon, .height, .greaterThanOrEqual, nil, nil, 20),
                    pin(icon, .height, .equal, nil, nil, 20, priority: Priority(200)),
                    pin(title, .leading, .equal, icon, .trailing, gap), pin(title, .top, .equal, 0, nil, 8),
                    pin(title, .trailing, .lessThanOrEqual, 0, nil, -16),
                    pin(0, .bottom, .greaterThanOrEqual, icon, .bottom, 8), pin(0, .bottom, .greaterThanOrEqual, title, .bottom, 8),
                ] { try tree.activate(constraint) }
                return tree
            }
            let refitting = ViewRefitting()
            // Heights: 8 + 50 + 8 with the image; 8 + 20.5 + 8 without (the name's line is taller than the icon).
            let steps: [(image: Bool, name: String, gap: Double, height: Double, nameFrame: Rect)] = [
                (true, "Ada", 8, 66, rect(54, 8, 25.5, 20.5)), (false, "Grace Hopper", 12, 36.5, rect(58, 8, 102, 20.5)),
                (true, "", 4, 66, rect(50, 8, 0, 0)), (false, "Al", 8, 36.5, rect(54, 8, 17, 20.5)),
            ]
            for (index, step) in steps.enumerated() {
                try Self.expectFit(of: try cell(image: step.image, name: step.name, gap: step.gap), in: refitting,
                                   height: step.height, frame: step.nameFrame, of: 2, step: index)
            }
            #expect(refitting.freshFits == 1 && refitting.incrementalFits == 3)
        }

        @Test("A view whose only intrinsic size moves from its height to its width: its constraints are made again, each fit a fresh fit's")
        func intrinsicSizeMovesToTheOtherAxis() throws {
            // A view of a class whose intrinsicContentSize is (noIntrinsicMetric, 44), then (60, noIntrinsicMetric):
            // two intrinsic-size constraints each time, on the other axis. Without one, its size is 100 × 10 (at 100).
            func cell(_ intrinsic: IntrinsicSizeOverride) throws -> ViewHierarchy {
                var tree = ViewHierarchy(root: View(kind: .view))
                var box = plain()
                box.intrinsicSizeOverride = intrinsic
                let view = tree.addSubview(box, to: 0)
                for constraint in [
                    pin(view, .leading, .equal, 0, nil, 16), pin(view, .top, .equal, 0, nil, 8),
                    pin(view, .width, .equal, nil, nil, 100, priority: Priority(100)),
                    pin(view, .height, .equal, nil, nil, 10, priority: Priority(100)),
                    pin(0, .bottom, .equal, view, .bottom, 8),
                ] { try tree.activate(constraint) }
                return tree
            }
            let refitting = ViewRefitting()
            let steps: [(IntrinsicSizeOverride, height: Double, frame: Rect)] = [
                (IntrinsicSizeOverride(width: nil, height: 44), 60, rect(16, 8, 100, 44)),
                (IntrinsicSizeOverride(width: 60, height: nil), 26, rect(16, 8, 60, 10)),
                (IntrinsicSizeOverride(width: nil, height: 44), 60, rect(16, 8, 100, 44)),
            ]
            for (index, step) in steps.enumerated() {
                try Self.expectFit(of: try cell(step.0), in: refitting, height: step.height, frame: step.frame, of: 1,
                                   step: index)
            }
            #expect(refitting.freshFits == 1 && refitting.incrementalFits == 2)
        }

        @Test("Slack between two labels that does not reach the fitted size is refitted in the kept solver")
        func freeViewsInside() throws {
            let refitting = ViewRefitting()
            var constraints = try contactCell().0.constraints
            constraints[1].constant = 52  // the avatar's top: the name and the detail now share 37.5 pt of slack
            let (original, _) = try contactCell()
            var tree = ViewHierarchy(root: View(kind: .view))
            for view in original.views.dropFirst() { tree.addSubview(view, to: 0) }
            for constraint in constraints { try tree.activate(constraint) }
            for _ in 0..<3 {
                let fitted = try refitting.systemLayoutSizeFitting(tree, Size(width: 320, height: 0),
                                                                   horizontalFittingPriority: .required,
                                                                   verticalFittingPriority: .fittingSizeLevel, context: context)
                // The avatar ends at 52 + 40 + 12 = 104, whichever label takes the slack.
                #expect(fitted.size == Size(width: 320, height: 104))
            }
            #expect(refitting.incrementalFits == 2 && refitting.freshFits == 1)
        }

        @Test("Two wrapping labels sharing a row at one compression resistance: their widths are free, so every fit is fresh")
        func ambiguousWrapWidthsFitAfresh() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let text = "the cat sat on the mat while everyone watched quietly and the dog slept"
            let left = tree.addSubview(label(text, lines: 0), to: 0)
            let right = tree.addSubview(label(text, lines: 0), to: 0)
            for constraint in [
                pin(left, .leading, .equal, 0, nil, 16), pin(right, .leading, .equal, left, .trailing, 8),
                pin(right, .trailing, .equal, 0, nil, -16), pin(left, .top, .equal, 0, nil, 8),
                pin(right, .top, .equal, 0, nil, 8), pin(0, .bottom, .greaterThanOrEqual, left, .bottom, 8),
                pin(0, .bottom, .greaterThanOrEqual, right, .bottom, 8),
            ] { try tree.activate(constraint) }
            let refitting = ViewRefitting()
            for _ in 0..<3 {
                let fitted = try refitting.systemLayoutSizeFitting(tree, Size(width: 320, height: 0),
                                                                   horizontalFittingPriority: .required,
                                                                   verticalFittingPriority: .fittingSizeLevel, context: context)
                let fresh = try tree.systemLayoutSizeFitting(Size(width: 320, height: 0), horizontalFittingPriority: .required,
                                                             context: context)
                #expect(fitted == fresh)
            }
            #expect(refitting.incrementalFits == 0 && refitting.freshFits == 3)
        }

        @Test("200 random configures laid out at their fitted sizes: every layout equals a fresh one, frame for frame",
              arguments: [4, 5] as [UInt64])
        func randomLayouts(seed: UInt64) throws {
            var random = Generator(state: seed)
            let fitting = ViewRefitting(), laying = ViewRefitting()
            var fromFits = 0
            for step in 0..<200 {
                let configuration = Self.configuration(&random)
                let tree = try reusedCell(configuration)
                let size = try fitting.systemLayoutSizeFitting(tree, Size(width: configuration.width, height: 44),
                                                               horizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel, context: context).size
                let laid = try laying.layout(tree, in: size, context: context)
                let fresh = try tree.layout(in: size, context: context, checksAmbiguity: false)
                #expect(laid.frames == fresh.frames, "step \(step): \(configuration)")
                #expect(laid.metrics == fresh.metrics && laid.contentSizes == fresh.contentSizes)
                // The fit itself, when it is the layout (not rounded, every frame determined).
                if let fitted = fitting.layoutOfLastFit(tree, in: size, scale: context.scale) {
                    fromFits += 1
                    #expect(fitted.frames == fresh.frames, "step \(step), from the fit: \(configuration)")
                    #expect(fitted.metrics == fresh.metrics && fitted.contentSizes == fresh.contentSizes)
                }
            }
            // The kept solvers (one per structure: the badge shown or hidden) are used for most layouts.
            #expect(laying.incrementalFits > 100)
            #expect(laying.incrementalFits + laying.freshFits == 200)
            #expect(fromFits > 50)
        }
    }
}
