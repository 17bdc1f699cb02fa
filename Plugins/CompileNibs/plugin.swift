import Foundation
import PackagePlugin

/// Compiles a target's Interface Builder documents into the forms Apple's runtimes load, with
/// swift-nib's `ibtool`, as Xcode would: every `.xib` into a `.nib`, every `.storyboard` into a
/// `.storyboardc` (compiled, then linked with `ibtool --link`, which checks the references
/// between the target's storyboards). The outputs are resources of the target: SwiftPM copies
/// them into its resource bundle, where `Bundle.module` finds them.
///
/// Adopt it in the target that holds the documents, and exclude the documents themselves, so
/// that SwiftPM does not treat the sources as resources of their own (the plugin walks the
/// target's folder, excluded files included):
///
/// ```swift
/// .target(name: "GreetingUI",
///         exclude: ["Interface"],
///         plugins: [.plugin(name: "CompileNibs", package: "swift-nib")])
/// ```
///
/// The plugin always compiles: a build-tool plugin of SwiftPM 6 is not told the platform it
/// builds for (no triple in `PluginContext`), and adopting the plugin is the opt-in. The devices
/// (`--target-device`) follow each document's `targetRuntime` (macOS `mac`, iOS `iphone` and
/// `ipad`, tvOS `tv`, watchOS `watch`, visionOS `vision`); `CompileNibs.json` in the target's
/// folder (excluded like the documents) may set `targetDevices` and `minimumDeploymentTarget`
/// for all of them, and `colorProfiles`: a folder of the ICC profiles ibtool embeds in catalog
/// colours (relative to the target's folder; `nibdump extract-color-profiles` takes them from a
/// nib Xcode compiled), else the `SWIFT_NIB_COLOR_PROFILES` of the build's environment, which
/// `ibtool` is given. See docs/Compiling.md, "Compiling in SwiftPM builds".
@main
struct CompileNibs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let documents = Self.documents(in: module.directoryURL, listed: module.sourceFiles.map(\.url))
        guard !documents.isEmpty else { return [] }
        let plan = CompilePlan(
            targetName: module.name, moduleName: module.moduleName, directory: module.directoryURL,
            documents: documents, ibtool: try context.tool(named: "ibtool").url,
            workDirectory: context.pluginWorkDirectoryURL)
        return try plan.commands()
    }

    /// The target's `.xib` and `.storyboard` files: those SwiftPM lists, and those below the
    /// target's folder that the manifest excludes (so that SwiftPM does not copy the sources
    /// into the bundle beside what they compile to).
    static func documents(in directory: URL, listed: [URL]) -> [URL] {
        var found = Set(listed.filter(CompilePlan.isDocument).map(\.standardizedFileURL.path))
        if let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in walk where CompilePlan.isDocument(url) {
                found.insert(url.standardizedFileURL.path)
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}

/// The build commands for one target's documents.
struct CompilePlan {
    /// The optional settings file in the target's folder.
    static let settingsName = "CompileNibs.json"

    /// `CompileNibs.json`: what the documents do not say.
    struct Settings: Decodable {
        /// `--target-device` for every document (`mac`, `iphone`, `ipad`, `tv`, `watch`, `vision`).
        var targetDevices: [String]?
        /// `--minimum-deployment-target` for every document (`14.0`).
        var minimumDeploymentTarget: String?
        /// A folder of ICC profiles (`.icc`) for catalog colours, relative to the target's
        /// folder or absolute: `ibtool`'s `SWIFT_NIB_COLOR_PROFILES`.
        var colorProfiles: String?
    }

    /// The environment variable naming the folder of ICC profiles `ibtool` reads.
    static let profilesVariable = "SWIFT_NIB_COLOR_PROFILES"

    var targetName: String
    var moduleName: String
    var directory: URL
    var documents: [URL]
    var ibtool: URL
    var workDirectory: URL

    static func isDocument(_ url: URL) -> Bool {
        ["xib", "storyboard"].contains(url.pathExtension.lowercased())
    }

    func commands() throws -> [Command] {
        let settingsFile = directory.appendingPathComponent(Self.settingsName)
        var settings = Settings()
        var settingsInputs: [URL] = []
        if FileManager.default.fileExists(atPath: settingsFile.path) {
            settings = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: settingsFile))
            settingsInputs = [settingsFile]
        }
        // The ICC profiles: the settings' folder, else the build's own environment's.
        var environment: [String: String] = [:]
        let profiles =
            settings.colorProfiles.map {
                $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : directory.appendingPathComponent($0)
            } ?? ProcessInfo.processInfo.environment[Self.profilesVariable].map { URL(fileURLWithPath: $0) }
        if let profiles {
            environment[Self.profilesVariable] = profiles.path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: profiles.path)) ?? []
            settingsInputs += files.filter { $0.lowercased().hasSuffix(".icc") }.sorted().map {
                profiles.appendingPathComponent($0)
            }
        }
        let resources = workDirectory.appendingPathComponent("resources")
        var commands: [Command] = []
        // Storyboards: compiled into a staging folder, then linked into `resources/`, in one
        // command. Every output of a build command becomes a resource of the target, so the
        // compiled-but-unlinked folders must not be outputs of a command of their own.
        let staging = workDirectory.appendingPathComponent("compiled")
        var script = "rm -rf \(Self.quoted(staging.path)) || exit 1\n"
        var storyboards: [(document: URL, linked: URL, compiled: URL)] = []
        var linkDevices: [String] = []
        for document in documents {
            let header = Self.header(of: document)
            let devices = settings.targetDevices ?? Self.devices(forHeader: header)
            let arguments = common(devices: devices, settings: settings)
            // A document in `NAME.lproj` keeps its folder: the bundle's localized layout.
            let region = document.deletingLastPathComponent().lastPathComponent
            let folder = region.hasSuffix(".lproj") ? region + "/" : ""
            let stem = document.deletingPathExtension().lastPathComponent
            if document.pathExtension.lowercased() == "xib" {
                let nib = resources.appendingPathComponent(folder + stem + ".nib")
                commands.append(
                    .buildCommand(
                        displayName: "Compiling \(folder)\(document.lastPathComponent) of \(targetName)",
                        executable: ibtool, arguments: arguments + ["--compile", nib.path, document.path],
                        environment: environment, inputFiles: [document] + settingsInputs,
                        outputFiles: Self.nibs(at: nib, header: header, devices: devices)))
            } else {
                // Xcode's CompileStoryboard command line.
                let directory = staging.appendingPathComponent(folder)
                let compile = arguments + [document.path, "--compilation-directory", directory.path]
                script += ([ibtool.path] + compile).map(Self.quoted).joined(separator: " ") + " || exit 1\n"
                storyboards.append(
                    (
                        document, resources.appendingPathComponent(folder + stem + ".storyboardc"),
                        directory.appendingPathComponent(stem + ".storyboardc")
                    ))
                for device in devices where !linkDevices.contains(device) { linkDevices.append(device) }
            }
        }
        if !storyboards.isEmpty {
            // Xcode's LinkStoryboards command line: all at once, so references between them are checked.
            let link =
                common(devices: linkDevices, settings: settings) + ["--link", resources.path]
                + storyboards.map(\.compiled.path)
            script += ([ibtool.path] + link).map(Self.quoted).joined(separator: " ") + "\n"
            commands.append(
                .buildCommand(
                    displayName: "Compiling and linking \(storyboards.count) storyboard(s) of \(targetName)",
                    executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
                    environment: environment, inputFiles: storyboards.map(\.document) + settingsInputs + [ibtool],
                    outputFiles: storyboards.map(\.linked)))
        }
        return commands
    }

    /// The options every command shares, in Xcode's order.
    private func common(devices: [String], settings: Settings) -> [String] {
        var arguments = ["--errors", "--warnings", "--notices", "--module", moduleName]
        for device in devices { arguments += ["--target-device", device] }
        if let version = settings.minimumDeploymentTarget {
            arguments += ["--minimum-deployment-target", version]
        }
        return arguments + ["--output-format", "human-readable-text"]
    }

    /// `text` as one word for `/bin/sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The start of a document (its first 4 KB), where its `<document …>` element is.
    static func header(of document: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: document) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
    }

    /// The devices a document is for, from its `targetRuntime`.
    static func devices(forHeader header: String) -> [String] {
        guard let start = header.range(of: "targetRuntime=\"") else { return [] }
        let runtime = header[start.upperBound...].prefix { $0 != "\"" }
        switch runtime {
        case let value where value.hasPrefix("MacOSX"): return ["mac"]
        case let value where value.hasPrefix("iOS"): return ["iphone", "ipad"]
        case let value where value.hasPrefix("AppleTV"): return ["tv"]
        case let value where value.hasPrefix("watchKit"): return ["watch"]
        case let value where value.hasPrefix("xrOS") || value.hasPrefix("visionOS"): return ["vision"]
        default: return []
        }
    }

    /// The nibs `ibtool --compile nib` writes: one, or `NAME~iphone.nib` and `NAME~ipad.nib` for a
    /// UIKit document without trait collections built for both (as ibtool, and swift-nib's, do).
    static func nibs(at nib: URL, header: String, devices: [String]) -> [URL] {
        guard header.contains("targetRuntime=\"iOS"), header.contains("useTraitCollections=\"NO\""),
            devices.contains("iphone"), devices.contains("ipad")
        else { return [nib] }
        let stem = nib.deletingPathExtension()
        return ["iphone", "ipad"].map { URL(fileURLWithPath: stem.path + "~\($0).nib") }
    }
}
