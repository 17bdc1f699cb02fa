import Foundation
import PackagePlugin

/// `swift package validate-nibs [PATH...] [nibdump validate options]`: validates the package's
/// Interface Builder documents against its Swift sources with `nibdump validate`.
///
/// The documents are the `.xib` and `.storyboard` files of the package's targets, plus any paths
/// given; the sources are every Swift target, each as `MODULE=DIRECTORY` so `customModule` is
/// checked. Other arguments (`--format sarif`, `--enable unused-outlet`, …) are passed through.
/// The command fails when an error is found.
@main
struct ValidateNibs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let nibdump = try buildNibdump()
        var documents: [String] = []
        var sources: [String] = []
        for target in context.package.targets {
            guard let module = target as? SourceModuleTarget else { continue }
            if module.kind != .test,
                module.sourceFiles(withSuffix: ".swift").contains(where: { _ in true })
            {
                sources += ["--sources", "\(module.moduleName)=\(module.directoryURL.path)"]
            }
            for file in module.sourceFiles {
                let ext = file.url.pathExtension.lowercased()
                if ext == "xib" || ext == "storyboard" { documents.append(file.url.path) }
            }
        }
        let explicitPaths = Self.positionalArguments(arguments)
        if documents.isEmpty && explicitPaths.isEmpty {
            print(
                "validate-nibs: no .xib or .storyboard in the package's targets; give paths to validate, "
                    + "e.g. swift package validate-nibs Resources/")
            return
        }
        let process = Process()
        process.executableURL = nibdump
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["validate"] + documents + sources + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ValidationFailed(status: process.terminationStatus, reason: "nibdump validate found errors")
        }
    }

    /// Builds `nibdump` with the package manager and returns the executable.
    ///
    /// The plugin does not declare `nibdump` as a tool dependency: SwiftPM would then build it,
    /// and swift-syntax with it, a second time for the host on every `swift build`.
    private func buildNibdump() throws -> URL {
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
