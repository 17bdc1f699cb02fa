// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "swift-nib",
    products: [
        .library(name: "NibModel", targets: ["NibModel"]),
        .executable(name: "nibdump", targets: ["nibdump"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "NibModel", dependencies: ["CLibXML"]),
        .executableTarget(
            name: "nibdump",
            dependencies: [
                "NibModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Throughput and memory benchmark (issue 5): `swift run -c release NibBenchmark`.
        .target(name: "CBenchSupport", dependencies: ["CLibXML"], path: "Benchmarks/CBenchSupport"),
        .executableTarget(
            name: "NibBenchmark",
            dependencies: ["NibModel", "CBenchSupport"],
            path: "Benchmarks/NibBenchmark"
        ),
        .testTarget(
            name: "NibModelTests",
            dependencies: ["NibModel"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target (issue 6) exists only when Scripts/fuzz.sh asks for it: libFuzzer
// supplies its `main`, so an ordinary `swift build` could not link it.
if ProcessInfo.processInfo.environment["SWIFT_NIB_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(name: "NibModelFuzz", dependencies: ["NibModel"], path: "Fuzz/NibModelFuzz"))
}
