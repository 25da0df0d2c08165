// swift-tools-version:6.0
// The Tessera package: a headless UICollectionViewCompositionalLayout simulator.
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraDump", targets: ["TesseraDump"]),
        .library(name: "TesseraConstraints", targets: ["TesseraConstraints"]),
        .library(name: "TesseraViews", targets: ["TesseraViews"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        // The explorer's local web page (`tessera explore --serve`): a small HTTP and WebSocket server on Swift
        // concurrency, with no other dependency.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        // The engine: pure Swift, no dependencies, no I/O.
        .target(name: "TesseraLayout"),
        // The Cassowary constraint solver under Auto Layout: pure Swift, no dependencies, no I/O.
        .target(name: "TesseraConstraints"),
        // UIKit views in cells: declarative templates, and view trees laid out by Auto Layout on the solver.
        .target(name: "TesseraViews", dependencies: ["TesseraLayout", "TesseraText", "TesseraConstraints", "TesseraJSON"]),
        // A strict JSON reader with line and column errors, shared by feeds and dumps.
        .target(name: "TesseraJSON"),
        // Frame dumps: text and JSON, written and read back.
        .target(name: "TesseraDump", dependencies: ["TesseraLayout", "TesseraJSON"]),
        // Lua 5.4 from the system (Debian: liblua5.4-dev), with a shim for its macros.
        .systemLibrary(name: "CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        // The Lua front end: VM, sandbox, the `tessera` module, feeds.
        .target(name: "TesseraScript", dependencies: ["CLua", "CFeed", "TesseraLayout", "TesseraJSON", "TesseraText",
                                                     "TesseraViews"],
                resources: [.embedInCode("Lua/tessera.lua"), .embedInCode("Lua/elements.lua"),
                            .embedInCode("Lua/sections.lua"), .embedInCode("Lua/text.lua"),
                            .embedInCode("Lua/cells.lua"), .embedInCode("Lua/views.lua"),
                            .embedInCode("Lua/viewkinds.lua"), .embedInCode("Lua/screens.lua"), .embedInCode("Lua/listconfig.lua")]),
        // The Swift front end: an app's compositional-layout Swift code, parsed by swift-syntax and interpreted into the
        // layout model (no compiler, no UIKit).
        .target(name: "TesseraSwift", dependencies: [
            "TesseraLayout", "TesseraConstraints", "TesseraText", "TesseraViews",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // Layout sources (a Lua script, a Swift layout, the two composed) and the one run every command uses.
        .target(name: "TesseraRun", dependencies: ["TesseraLayout", "TesseraDump", "TesseraJSON", "TesseraScript",
                                                   "TesseraSwift", "TesseraViews"]),
        // The golden tests of the samples (what `tessera test`, `review`, `accept` and `reject` run): manifests, cases,
        // goldens on disk, comparisons and reports; and the errors the tool makes itself. No ArgumentParser: the
        // commands stay in the tool, and the explorer reaches it through a seam (`ExplorationRenderer`).
        .target(name: "TesseraGolden", dependencies: ["TesseraLayout", "TesseraDump", "TesseraJSON", "TesseraScript",
                                                      "TesseraViews", "TesseraRun", "TesseraSwift"]),
        .testTarget(name: "TesseraGoldenTests", dependencies: ["TesseraGolden", "TesseraLayout", "TesseraScript",
                                                              "TesseraViews", "TesseraTestSupport"]),
        .testTarget(name: "TesseraRunTests", dependencies: ["TesseraRun", "TesseraLayout", "TesseraScript", "TesseraDump",
                                                           "TesseraViews", "TesseraTestSupport"]),
        .testTarget(name: "TesseraSwiftTests", dependencies: ["TesseraSwift", "TesseraLayout", "TesseraScript", "TesseraViews",
                                                            "TesseraRun", "TesseraDump", "TesseraTestSupport",
                                                            .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                            .product(name: "SwiftParser", package: "swift-syntax")],
                    exclude: ["SwiftLayouts", "SwiftScreens", "Rejected"]),
        // Text measurement (issue #4). HarfBuzz, FreeType and ICU come from the system through pkg-config; their
        // module maps only link, so no Swift module ever sees their headers (only CTextShaping's C files include them).
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CTextShaping/System/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CTextShaping/System/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CICU", path: "Sources/CTextShaping/System/CICU", pkgConfig: "icu-uc",
                       providers: [.apt(["libicu-dev"])]),
        // C over HarfBuzz (shaping), FreeType (faces) and ICU (line breaks); its public header is standard C only.
        .target(name: "CTextShaping", dependencies: ["CHarfBuzz", "CFreeType", "CICU"], exclude: ["System"]),
        // simdjson from the system (Debian: libsimdjson-dev), linked only: no header reaches Swift.
        // (Its pkg-config flags are only the define below, which SwiftPM would drop: the header is in /usr/include.)
        .systemLibrary(name: "CSimdJSON", path: "Sources/CFeed/System/CSimdJSON", providers: [.apt(["libsimdjson-dev"])]),
        // Feeds parsed by simdjson (C++) and handed to Lua as tables read lazily (C); its header is C only.
        .target(name: "CFeed", dependencies: ["CSimdJSON", "CLua"], exclude: ["System"],
                cxxSettings: [.define("SIMDJSON_THREADS_ENABLED", to: "1")], linkerSettings: [.linkedLibrary("simdjson")]),
        // Text measurement with UILabel semantics: fonts, Dynamic Type, wrapping, truncation, autoshrink.
        .target(name: "TesseraText", dependencies: ["CTextShaping", "TesseraLayout"]),
        // What the tests that run programs share: the binary of this build, programs CI requires, running a process.
        .target(name: "TesseraTestSupport", path: "Tests/TesseraTestSupport"),
        .testTarget(name: "TesseraTextTests", dependencies: ["TesseraText", "TesseraLayout", "TesseraTestSupport"],
                    exclude: ["Fixtures"]),
        // Property tests of the engine: random layouts from a seed, invariants, shrinking, Lua reproductions.
        .target(name: "TesseraProperties", dependencies: ["TesseraLayout", "TesseraJSON"]),
        .testTarget(name: "TesseraPropertyTests", dependencies: ["TesseraProperties", "TesseraLayout", "TesseraScript"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraLayout", "TesseraDump", "TesseraJSON", "TesseraScript", "TesseraText", "TesseraProperties",
                "TesseraViews", "TesseraConstraints", "TesseraSwift", "TesseraRun", "TesseraGolden",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            // The explorer's web page (`explore --serve`), compiled into the tool: no file is read at run time.
            resources: [.embedInCode("Serve/Page/index.html"), .embedInCode("Serve/Page/explorer.js"),
                        .embedInCode("Serve/Page/explorer.css")]
        ),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"], exclude: ["UIKitMeasured/HandWritten"]),
        .testTarget(name: "TesseraJSONTests", dependencies: ["TesseraJSON"]),
        .testTarget(name: "TesseraConstraintsTests", dependencies: [
            "TesseraConstraints", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TesseraDumpTests", dependencies: ["TesseraDump", "TesseraLayout"]),
        .testTarget(name: "TesseraScriptTests", dependencies: ["TesseraScript", "TesseraLayout", "TesseraDump", "TesseraText",
                                                              "TesseraViews", "TesseraTestSupport"]),
        .testTarget(name: "TesseraViewsTests", dependencies: ["TesseraViews", "TesseraLayout", "TesseraText",
                                                             "TesseraConstraints"]),
        // zlib from the system (Debian: zlib1g-dev), for reading PNG screenshots in the command tests.
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "TesseraCommandTests", dependencies: ["TesseraDump", "TesseraLayout", "CZlib", "TesseraTestSupport"]),
        // The benchmarks of `tessera bench` (in the tool, not the libraries): their cells and reports, in process.
        .testTarget(name: "TesseraBenchTests", dependencies: ["tessera", "TesseraConstraints", "TesseraText"]),
        // The explorer's web server (`explore --serve`, in the tool): its routes and guards in process, its sockets on
        // 127.0.0.1.
        .testTarget(name: "TesseraServeTests", dependencies: ["tessera", "TesseraGolden", "TesseraTestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
