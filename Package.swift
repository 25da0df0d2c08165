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
        .target(name: "TesseraLayout"),
        .target(name: "TesseraDump", dependencies: ["TesseraLayout"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraLayout", "TesseraDump",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TesseraLayoutTests",
            dependencies: ["TesseraLayout"],
            resources: []
        ),
        .testTarget(name: "TesseraDumpTests", dependencies: ["TesseraDump", "TesseraLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
