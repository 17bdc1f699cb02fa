// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-nib",
    products: [
        .library(name: "NibModel", targets: ["NibModel"]),
        .library(name: "NibLoader", targets: ["NibLoader"]),
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
        .target(name: "NibLoader", dependencies: ["NibModel"]),
        .executableTarget(
            name: "nibdump",
            dependencies: [
                "NibModel",
                "NibLoader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "HelloNib", dependencies: ["NibLoader"], path: "Samples/HelloNib"),
        .testTarget(
            name: "NibLoaderTests",
            dependencies: ["NibLoader"]
        ),
        .testTarget(
            name: "NibModelTests",
            dependencies: ["NibModel"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "NibDumpEndToEndTests",
            dependencies: ["nibdump"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
