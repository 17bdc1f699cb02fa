// swift-tools-version: 6.1
// A package that adopts swift-nib's CompileNibs plugin: `swift build` compiles
// Sources/GreetingUI/Interface/Greeting.xib into Greeting.nib and Main.storyboard into
// Main.storyboardc, both in GreetingUI's resource bundle. `.ci/steps/92-compile-plugin.sh`
// builds it and checks the bundle.
import PackageDescription

let package = Package(
    name: "NibCompileDemo",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "GreetingUI",
            // The sources: the plugin finds them, the bundle gets what they compile to.
            exclude: ["Interface"],
            plugins: [.plugin(name: "CompileNibs", package: "swift-nib")]
        ),
        .executableTarget(name: "greeting-resources", dependencies: ["GreetingUI"]),
    ],
    swiftLanguageModes: [.v6]
)
