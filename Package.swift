// swift-tools-version: 6.1
import Foundation
import PackageDescription

// swift-nib in layers. Data flows one way: bytes → the reading core (NibModel) → one module per
// capability above it (editing, loading, validation, rendering, code generation) → the command
// line. A program that only reads documents depends on NibModel and compiles nothing else.

let package = Package(
    name: "swift-nib",
    products: [
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibEditing", targets: ["NibEditing"]),
        .library(name: "NibLoader", targets: ["NibLoader"]),
        .library(name: "NibValidation", targets: ["NibValidation"]),
        .library(name: "NibSourceValidation", targets: ["NibSourceValidation"]),
        .library(name: "NibRendering", targets: ["NibRendering"]),
        .library(name: "NibCompiler", targets: ["NibCompiler"]),
        .executable(name: "nibdump", targets: ["nibdump"]),
        .executable(name: "ibtool", targets: ["ibtool"]),
        .plugin(name: "ValidateNibs", targets: ["ValidateNibs"]),
        .plugin(name: "ValidateNibsBuildTool", targets: ["ValidateNibsBuildTool"]),
        .plugin(name: "GenerateNibIdentifiers", targets: ["GenerateNibIdentifiers"]),
        .plugin(name: "CompileNibs", targets: ["CompileNibs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // `swift package generate-documentation` (DocC); no code of the package depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: C shim
        // libxml2, found through pkg-config; only NibModel's LibXML folder imports it.
        .systemLibrary(
            name: "CLibXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),

        // MARK: Reading core
        // Every format (xib, storyboard, legacy xib, compiled nibs and bundles) into one typed,
        // located model; the model, its errors, its dump schema and hierarchy dumper.
        .target(name: "NibModel", dependencies: ["CLibXML"]),

        // MARK: Editing
        // The byte-exact writer and editing API, refactoring, localizable strings, decompiling
        // to a modern xib, the semantic diff and the three-way merge.
        .target(name: "NibEditing", dependencies: ["NibModel"]),

        // MARK: Compiling
        // Documents into Apple's compiled forms: archived object graphs, the NIBArchive and
        // keyed-archive writers, and the comparator that holds output to Apple's.
        .target(name: "NibCompiler", dependencies: ["NibModel"]),

        // MARK: Loading
        // Apple's documented nib and storyboard loading, replayed against registered Swift classes.
        .target(name: "NibLoader", dependencies: ["NibModel"]),

        // MARK: Validation
        // Document rules for connections; then the same checked against the app's Swift sources.
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

        // MARK: Rendering
        // Wireframes, object graphs, storyboard maps and HTML reports.
        .target(name: "NibRendering", dependencies: ["NibModel", "NibValidation"]),

        // MARK: Code generation
        // Typed Swift identifiers for what documents name by string (`nibdump generate swift`).
        .target(name: "NibCodeGeneration", dependencies: ["NibModel"]),

        // MARK: Command line
        // nibdump's own output formats (the view JSON and the text tables); not a product.
        .target(name: "NibDumpViews", dependencies: ["NibModel"]),
        // The command line: parses arguments, calls the libraries, formats their output.
        .executableTarget(
            name: "nibdump",
            dependencies: [
                "NibModel",
                "NibEditing",
                "NibDumpViews",
                "NibLoader",
                "NibValidation",
                "NibSourceValidation",
                "NibRendering",
                "NibCodeGeneration",
                "NibCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `ibtool`: the xib compiler behind Apple's own command line, for build systems (Xcode's
        // swift-build, rules_apple) that call ibtool; no argument parser: ibtool's options are
        // read as ibtool reads them.
        .executableTarget(name: "ibtool", dependencies: ["NibCompiler", "NibModel", "NibEditing"]),

        // MARK: Plugins
        // `swift package validate-nibs`: every document against the package's sources, on demand.
        .plugin(
            name: "ValidateNibs",
            capability: .command(
                intent: .custom(
                    verb: "validate-nibs",
                    description: "Validate every .xib and .storyboard against the package's Swift sources"),
                permissions: []
            )
        ),
        // On every build: validation findings as compiler diagnostics; generated identifiers.
        .plugin(name: "ValidateNibsBuildTool", capability: .buildTool(), dependencies: ["nibdump"]),
        .plugin(name: "GenerateNibIdentifiers", capability: .buildTool(), dependencies: ["nibdump"]),
        // On every build: the target's xibs and storyboards compiled into its resource bundle.
        .plugin(name: "CompileNibs", capability: .buildTool(), dependencies: ["ibtool"]),

        // MARK: Samples
        // Runnable examples of the loader: a xib (`swift run HelloNib`) and a storyboard.
        .executableTarget(name: "HelloNib", dependencies: ["NibLoader"], path: "Samples/HelloNib"),
        .executableTarget(
            name: "HelloStoryboard", dependencies: ["NibLoader"], path: "Samples/HelloStoryboard"),

        // MARK: Benchmarks
        // Throughput and memory against libxml2's floor: `swift run -c release NibBenchmark`.
        .target(name: "CBenchSupport", dependencies: ["CLibXML"], path: "Benchmarks/CBenchSupport"),
        .executableTarget(
            name: "NibBenchmark",
            dependencies: ["NibModel", "NibLoader", "NibCompiler", "CBenchSupport"],
            path: "Benchmarks/NibBenchmark"
        ),

        // MARK: Tests
        // Paths to the samples and the shared corpus, snapshots, archive builders: for every test target.
        .target(name: "NibTestSupport", path: "Tests/NibTestSupport"),
        .testTarget(
            name: "NibModelTests",
            dependencies: ["NibModel", "NibDumpViews", "NibTestSupport"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "NibEditingTests",
            dependencies: ["NibEditing", "NibModel", "NibTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NibCompilerTests",
            dependencies: ["NibCompiler", "NibEditing", "NibModel", "NibTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NibLoaderTests",
            dependencies: ["NibLoader", "NibCompiler", "NibTestSupport", "nibdump"],
            exclude: ["Storyboards/Fixtures"]
        ),
        .testTarget(
            name: "NibValidationTests",
            dependencies: ["NibModel", "NibValidation", "NibSourceValidation", "NibTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "NibRenderingTests",
            dependencies: ["NibRendering", "NibTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "NibCodeGenerationTests",
            dependencies: [
                "NibCodeGeneration", "NibModel", "NibTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Snapshots", "Stubs"]
        ),
        // Xcode's and rules_apple's ibtool command lines, verbatim, against the built `ibtool`.
        .testTarget(
            name: "IBToolTests",
            dependencies: ["ibtool", "NibModel", "NibCompiler", "NibTestSupport"]
        ),
        .testTarget(
            name: "NibDumpEndToEndTests",
            dependencies: ["nibdump", "NibModel", "NibEditing", "NibTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Fuzzing
// The libFuzzer target exists only when Scripts/fuzz.sh asks for it: libFuzzer supplies its
// `main`, so an ordinary `swift build` could not link it.
if ProcessInfo.processInfo.environment["SWIFT_NIB_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "NibModelFuzz", dependencies: ["NibModel", "NibCompiler", "NibDumpViews"], path: "Fuzz/NibModelFuzz"))
}
