import Foundation
import PackagePlugin

/// Generates `NibIdentifiers.swift` — `nibdump generate swift` over a target's `.xib` and
/// `.storyboard` files — into the build, so the target uses typed storyboard scenes, segue and
/// reuse identifiers, nib names, image and color names without committing generated code. The
/// file is written again only when a document changed.
///
/// ```swift
/// .target(name: "App", resources: [.process("Resources")],
///         plugins: [.plugin(name: "GenerateNibIdentifiers", package: "swift-nib")])
/// ```
@main
struct GenerateNibIdentifiers: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return GenerationCommand(
            targetName: module.name, moduleName: module.moduleName, files: module.sourceFiles.map(\.url),
            nibdump: try context.tool(named: "nibdump").url, workDirectory: context.pluginWorkDirectoryURL
        ).commands
    }
}

/// The build command for one target.
struct GenerationCommand {
    var targetName: String
    var moduleName: String
    var files: [URL]
    var nibdump: URL
    var workDirectory: URL

    var commands: [Command] {
        let documents = files.filter { ["xib", "storyboard"].contains($0.pathExtension.lowercased()) }
        guard !documents.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("NibIdentifiers.swift")
        return [
            .buildCommand(
                displayName: "Generating NibIdentifiers.swift for \(targetName)",
                executable: nibdump,
                arguments: ["generate", "swift"] + documents.map(\.path) + [
                    "--module", moduleName, "--output", output.path,
                ],
                inputFiles: documents + [nibdump],
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateNibIdentifiers: XcodeBuildToolPlugin {
        /// The same for a target of an Xcode project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let moduleName = (target.product?.name ?? target.displayName)
                .map { $0.isLetter || $0.isNumber ? $0 : "_" }
            return GenerationCommand(
                targetName: target.displayName, moduleName: String(moduleName),
                files: target.inputFiles.map(\.url), nibdump: try context.tool(named: "nibdump").url,
                workDirectory: context.pluginWorkDirectoryURL
            ).commands
        }
    }
#endif
