import Foundation
import PackagePlugin

/// `swift package validate-nibs [PATH...] [nibdump validate options]`: validates the package's
/// Interface Builder documents against its Swift sources with `nibdump validate`.
///
/// The documents are found by walking each non-test target's directory, so a document is found
/// whatever resource rule the target gives it (`.process`, `.copy`, `exclude`, or none); the
/// targets that hold one are passed to `nibdump validate`, whose walk reads them, plus any paths
/// given. The sources are every Swift target, each as `MODULE=DIRECTORY` so `customModule` is
/// checked. Other arguments (`--format sarif`, `--enable unused-outlet`, …) are passed through.
/// The command fails when an error is found, and when there is no document to validate (unless
/// `--allow-empty` is given).
@main
struct ValidateNibs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var documentFolders: [String] = []
        var searched: [String] = []
        var sources: [String] = []
        for target in context.package.targets {
            guard let module = target as? SourceModuleTarget, module.kind != .test else { continue }
            if module.sourceFiles(withSuffix: ".swift").contains(where: { _ in true }) {
                sources += ["--sources", "\(module.moduleName)=\(module.directoryURL.path)"]
            }
            searched.append(module.directoryURL.path)
            if Self.containsDocument(module.directoryURL) { documentFolders.append(module.directoryURL.path) }
        }
        let explicitPaths = Self.positionalArguments(arguments)
        if documentFolders.isEmpty && explicitPaths.isEmpty {
            let folders = searched.isEmpty ? "the package (it has no source targets)" : searched.joined(separator: ", ")
            print(
                "validate-nibs: no Interface Builder documents found in \(folders); give paths to validate, "
                    + "e.g. swift package validate-nibs Resources/")
            if arguments.contains("--allow-empty") { return }
            throw ValidationFailed(status: 66, reason: "no Interface Builder documents found")
        }
        let nibdump = try buildNibdump()
        let process = Process()
        process.executableURL = nibdump
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["validate"] + documentFolders + sources + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ValidationFailed(status: process.terminationStatus, reason: "nibdump validate found errors")
        }
    }

    /// Whether a `.xib`, `.storyboard` or `.nib` is anywhere below the folder, whether or not the
    /// target's resource rules name it (build output folders are not searched).
    static func containsDocument(_ folder: URL) -> Bool {
        let documentExtensions: Set = ["xib", "storyboard", "nib", "storyboardc"]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return false
        }
        for case let url as URL in walk {
            if url.lastPathComponent == ".build" || url.lastPathComponent == ".git" {
                walk.skipDescendants()
            } else if documentExtensions.contains(url.pathExtension.lowercased()) {
                return true
            }
        }
        return false
    }

    /// The `nibdump` to run: `$NIBDUMP` when set (a release build CI made once), else one built
    /// with the package manager.
    ///
    /// The plugin does not declare `nibdump` as a tool dependency: SwiftPM would then build it,
    /// and swift-syntax with it, a second time for the host on every `swift build`.
    private func buildNibdump() throws -> URL {
        if let given = ProcessInfo.processInfo.environment["NIBDUMP"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        let result = try packageManager.build(.product("nibdump"), parameters: .init(configuration: .debug))
        guard result.succeeded else {
            print(result.logText)
            throw ValidationFailed(status: 1, reason: "building nibdump failed")
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw ValidationFailed(status: 1, reason: "building nibdump produced no executable")
        }
        return executable.url
    }

    /// Arguments that are paths rather than options or option values.
    static func positionalArguments(_ arguments: [String]) -> [String] {
        let takesValue: Set = [
            "--sources", "--module", "--storyboards", "--format", "--enable", "--disable", "--config",
            "--swift-version", "--project",
        ]
        var result: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if takesValue.contains(argument) { skipNext = true; continue }
            if argument.hasPrefix("-") { continue }
            result.append(argument)
        }
        return result
    }
}

/// `nibdump validate` found errors, or nibdump could not be built.
struct ValidationFailed: Error, CustomStringConvertible {
    var status: Int32
    var reason: String
    var description: String { "\(reason) (exit status \(status))" }
}
