// swift-tools-version:6.0
// The Tessera package: a headless UICollectionViewCompositionalLayout simulator.
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraDump", targets: ["TesseraDump"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The engine: pure Swift, no dependencies, no I/O.
        .target(name: "TesseraLayout"),
        // A strict JSON reader with line and column errors, shared by feeds and dumps.
        .target(name: "TesseraJSON"),
        // Frame dumps: text and JSON, written and read back.
        .target(name: "TesseraDump", dependencies: ["TesseraLayout", "TesseraJSON"]),
        // Lua 5.4 from the system (Debian: liblua5.4-dev), with a shim for its macros.
        .systemLibrary(name: "CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        // The Lua front end: VM, sandbox, the `tessera` module, feeds.
        .target(name: "TesseraScript", dependencies: ["CLua", "TesseraLayout", "TesseraJSON"],
                resources: [.embedInCode("Lua/tessera.lua"), .embedInCode("Lua/elements.lua"),
                            .embedInCode("Lua/sections.lua")]),
        // TEXT-TARGETS (owned by the text measurement work)
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraLayout", "TesseraDump", "TesseraScript",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"]),
        .testTarget(name: "TesseraJSONTests", dependencies: ["TesseraJSON"]),
        .testTarget(name: "TesseraDumpTests", dependencies: ["TesseraDump", "TesseraLayout"]),
        .testTarget(name: "TesseraScriptTests", dependencies: ["TesseraScript", "TesseraLayout", "TesseraDump"]),
    ],
    swiftLanguageModes: [.v6]
)
