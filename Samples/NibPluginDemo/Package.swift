// swift-tools-version: 6.1
// A package that adopts swift-nib's build-tool plugins: `swift build` validates
// Resources/ProfileCard.xib against the target's Swift sources (findings are build errors) and
// generates NibIdentifiers.swift into the build. `.ci/steps/91-build-tool-plugin.sh` builds it with
// a seeded mistake (the build must fail, located) and without (the build must pass).
import PackageDescription

let package = Package(
    name: "NibPluginDemo",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "ProfileFeature",
            resources: [.copy("Resources/ProfileCard.xib")],
            plugins: [
                .plugin(name: "ValidateNibsBuildTool", package: "swift-nib"),
                .plugin(name: "GenerateNibIdentifiers", package: "swift-nib"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
