// swift-tools-version: 6.1
// A program that only reads documents: it depends on the NibModel product alone, so its build
// compiles the reading core and nothing of editing, diffing, merging, loading or drawing.
// `.ci/steps/08-reader-only-build.sh` builds it and checks the build log for that.
import PackageDescription

let package = Package(
    name: "NibReaderDemo",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "NibReaderDemo",
            dependencies: [.product(name: "NibModel", package: "swift-nib")]
        )
    ],
    swiftLanguageModes: [.v6]
)
