import Foundation
import PackagePlugin

/// Validates a target's own `.xib` and `.storyboard` files against its own Swift sources on every
/// build that changed one of them: `nibdump validate`'s findings (`path:line:col: error: …`) are
/// the build's diagnostics, in `swift build` and in Xcode, and an error fails the build.
///
/// Adopt it in the target that holds the documents:
///
/// ```swift
/// .target(name: "App", resources: [.process("Resources")],
///         plugins: [.plugin(name: "ValidateNibsBuildTool", package: "swift-nib")])
/// ```
///
/// Rules come from `.nibdump.json` (`{"enable": [...], "disable": [...]}`, the format of
/// `nibdump validate --config`) in the target's folder, else in the package's root, when there is one.
@main
struct ValidateNibsBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let configs = [module.directoryURL, context.package.directoryURL]
            .map { $0.appendingPathComponent(ValidationCommand.configName) }
        let command = ValidationCommand(
            targetName: module.name, moduleName: module.moduleName, directory: module.directoryURL,
            files: module.sourceFiles.map(\.url), configCandidates: configs,
            nibdump: try context.tool(named: "nibdump").url, workDirectory: context.pluginWorkDirectoryURL)
        return command.commands
    }
}

/// The build command for one target: `nibdump validate` over its documents, with its Swift
/// sources as `MODULE=FOLDER`, then an (empty) stamp file, so the build system re-runs it only
/// when a document, a source or the configuration changed.
struct ValidationCommand {
    /// The configuration file the plugin looks for.
    static let configName = ".nibdump.json"

    var targetName: String
    var moduleName: String
    var directory: URL
    var files: [URL]
    /// Where a configuration file may be, first found wins. The command looks when it runs: the
    /// package manager may reuse the plugin's commands from an earlier build. The files that exist
    /// and the folders that would hold them are inputs, so adding, removing or editing one re-runs
    /// the validation.
    var configCandidates: [URL]
    var nibdump: URL
    var workDirectory: URL

    var commands: [Command] {
        let documents = files.filter { ["xib", "storyboard"].contains($0.pathExtension.lowercased()) }
        guard !documents.isEmpty else { return [] }
        let sources = files.filter { $0.pathExtension == "swift" }
        // The stamp is an empty Swift file: an output of any other kind would become a resource of
        // the target and be copied into its bundle.
        let stamp = workDirectory.appendingPathComponent("\(targetName)NibsValidated.swift")
        var validate = [nibdump.path, "validate"] + documents.map(\.path)
        validate += ["--sources", "\(moduleName)=\(directory.path)"]
        // The validation writes no file of its own: the shell adds --config for the first
        // configuration file that exists and touches the stamp when the validation passes.
        let script = """
            stamp="$1"; shift; config=""
            for candidate in "$1" "$2"; do
              if [ -z "$config" ] && [ -f "$candidate" ]; then config="$candidate"; fi
            done
            shift 2
            if [ -n "$config" ]; then set -- "$@" --config "$config"; fi
            "$@" && : > "$stamp"
            """
        let candidates = (configCandidates + configCandidates).prefix(2).map(\.path)
        var configInputs = configCandidates.filter { FileManager.default.fileExists(atPath: $0.path) }
        for folder in configCandidates.map({ $0.deletingLastPathComponent() }) where !configInputs.contains(folder) {
            configInputs.append(folder)
        }
        return [
            .buildCommand(
                displayName: "Validating \(documents.count) Interface Builder document(s) of \(targetName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", stamp.path] + candidates + validate,
                // nibdump itself is not an input: SwiftPM relinks plugin tools on every build on
                // Linux, which would re-run the validation every time.
                inputFiles: documents + sources + configInputs,
                outputFiles: [stamp])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ValidateNibsBuildTool: XcodeBuildToolPlugin {
        /// The same for a target of an Xcode project: its input files, the project's folder for the
        /// configuration file.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let moduleName = (target.product?.name ?? target.displayName)
                .map { $0.isLetter || $0.isNumber ? $0 : "_" }
            let command = ValidationCommand(
                targetName: target.displayName, moduleName: String(moduleName),
                directory: context.xcodeProject.directoryURL, files: target.inputFiles.map(\.url),
                configCandidates: [
                    context.xcodeProject.directoryURL.appendingPathComponent(ValidationCommand.configName)
                ],
                nibdump: try context.tool(named: "nibdump").url, workDirectory: context.pluginWorkDirectoryURL)
            return command.commands
        }
    }
#endif
