// swift-tools-version: 6.1
import Foundation
import PackageDescription

let package = Package(
    name: "swift-nib",
    products: [
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibLoader", targets: ["NibLoader"]),
        .library(name: "NibValidation", targets: ["NibValidation"]),
        .library(name: "NibSourceValidation", targets: ["NibSourceValidation"]),
        .library(name: "NibRendering", targets: ["NibRendering"]),
        .library(name: "NibCompiler", targets: ["NibCompiler"]),
        .executable(name: "nibdump", targets: ["nibdump"]),
        .plugin(name: "ValidateNibs", targets: ["ValidateNibs"]),
        .plugin(name: "ValidateNibsBuildTool", targets: ["ValidateNibsBuildTool"]),
        .plugin(name: "GenerateNibIdentifiers", targets: ["GenerateNibIdentifiers"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // `swift package generate-documentation` (DocC); no code of the package depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "NibModel", dependencies: ["CLibXML"]),
        .target(name: "NibLoader", dependencies: ["NibModel"]),
        .target(name: "NibValidation", dependencies: ["NibModel"]),
        .target(
            name: "NibSourceValidation",
            dependencies: [
                "NibModel",
                "NibValidation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Wireframes, object graphs and HTML reports (issue 16); NibModel's users do not pay for it.
        .target(name: "NibRendering", dependencies: ["NibModel", "NibValidation"]),
        .executableTarget(
            name: "nibdump",
            dependencies: [
                "CLibXML",
                "NibModel",
                "NibLoader",
                "NibValidation",
                "NibSourceValidation",
                "NibRendering",
                "NibCodeGeneration",
                "NibCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Compiling (issues 25, 26): archived object graphs, the NIBArchive and keyed-archive writers, the comparator.
        .target(name: "NibCompiler", dependencies: ["NibModel"]),
        .testTarget(name: "NibCompilerTests", dependencies: ["NibCompiler", "NibModel", "NibTestSupport"]),
        .executableTarget(name: "HelloNib", dependencies: ["NibLoader"], path: "Samples/HelloNib"),
        .executableTarget(
            name: "HelloStoryboard", dependencies: ["NibLoader"], path: "Samples/HelloStoryboard"),
        .plugin(
            name: "ValidateNibs",
            capability: .command(
                intent: .custom(
                    verb: "validate-nibs",
                    description: "Validate every .xib and .storyboard against the package's Swift sources"),
                permissions: []
            )
        ),
        // Typed identifiers for what documents name by string (issue 17): `nibdump generate swift`.
        .target(name: "NibCodeGeneration", dependencies: ["NibModel"]),
        // Build-tool plugins (issue 17): validation as compiler diagnostics, generated identifiers.
        .plugin(name: "ValidateNibsBuildTool", capability: .buildTool(), dependencies: ["nibdump"]),
        .plugin(name: "GenerateNibIdentifiers", capability: .buildTool(), dependencies: ["nibdump"]),
        .testTarget(
            name: "NibCodeGenerationTests",
            dependencies: [
                "NibCodeGeneration", "NibModel", "NibTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Snapshots", "Stubs"]
        ),
        // Paths to the samples and the shared corpus, for every test target.
        .target(name: "NibTestSupport", path: "Tests/NibTestSupport"),
        .testTarget(
            name: "NibValidationTests",
            dependencies: ["NibModel", "NibValidation", "NibSourceValidation", "NibTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NibLoaderTests",
            dependencies: ["NibLoader", "NibTestSupport"],
            exclude: ["Storyboards/Fixtures"]
        ),
        // Throughput and memory benchmark (issue 5): `swift run -c release NibBenchmark`.
        .target(name: "CBenchSupport", dependencies: ["CLibXML"], path: "Benchmarks/CBenchSupport"),
        .executableTarget(
            name: "NibBenchmark",
            dependencies: ["NibModel", "NibLoader", "CBenchSupport"],
            path: "Benchmarks/NibBenchmark"
        ),
        .testTarget(
            name: "NibModelTests",
            dependencies: ["NibModel", "NibTestSupport"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "NibRenderingTests",
            dependencies: ["NibRendering", "NibTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "NibDumpEndToEndTests",
            dependencies: ["nibdump", "NibModel", "NibTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target (issue 6) exists only when Scripts/fuzz.sh asks for it: libFuzzer
// supplies its `main`, so an ordinary `swift build` could not link it.
if ProcessInfo.processInfo.environment["SWIFT_NIB_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(name: "NibModelFuzz", dependencies: ["NibModel", "NibCompiler"], path: "Fuzz/NibModelFuzz"))
}
