import Foundation
import NibTestSupport
import Testing

/// `swift package validate-nibs` in a consumer package, with the `nibdump` this build made
/// (`$NIBDUMP`), so the plugin is compiled but nibdump and swift-syntax are not built again.
@Suite(.timeLimit(.minutes(5))) struct ValidateNibsPluginTests {
    struct Run {
        var status: Int32
        var output: String
    }

    /// A consumer package in a new temporary folder: `Package.swift` depending on swift-nib by
    /// path, and the given files (path → contents, or a sample's name to copy).
    func consumer(manifestTargets: String, files: [String: String], samples: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("validate-nibs-\(UUID().uuidString)")
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "\(TestPaths.packageRoot.path)")],
                targets: [\(manifestTargets)]
            )

            """
        for (path, contents) in files.merging(["Package.swift": manifest], uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        for (path, sample) in samples {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestPaths.sample(sample), toPath: url.path)
        }
        return root
    }

    func validateNibs(in package: URL, _ arguments: String...) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swift", "package", "--scratch-path", package.appendingPathComponent(".build").path, "validate-nibs",
            ] + arguments
        process.currentDirectoryURL = package
        var environment = ProcessInfo.processInfo.environment
        environment["NIBDUMP"] = NibDumpEndToEndTests.productsDirectory.appendingPathComponent("nibdump").path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    @Test func pluginFindsDocumentsATargetExcludesCopiesOrProcesses() throws {
        let package = try consumer(
            manifestTargets: """
                .target(name: "App", exclude: ["Excluded"], resources: [.copy("Copied"), .process("Processed")])
                """,
            files: ["Sources/App/App.swift": "public struct App {}\n"],
            samples: [
                "Sources/App/Excluded/MainMenu.xib": "MainMenu.xib",
                "Sources/App/Copied/Main.storyboard": "Main.storyboard",
                "Sources/App/Copied/Settings.storyboard": "Settings.storyboard",
                "Sources/App/Processed/PreferencesWindow.xib": "PreferencesWindow.xib",
            ])
        defer { try? FileManager.default.removeItem(at: package) }
        // The samples' classes are not in this package's sources; judged strictly (as if every
        // module were given), validation finds errors: that each document is named proves it was read.
        let run = try validateNibs(in: package, "--strict-classes")
        #expect(run.status != 0)
        for document in [
            "Excluded/MainMenu.xib", "Copied/Main.storyboard", "Processed/PreferencesWindow.xib",
        ] {
            #expect(run.output.contains("Sources/App/\(document):"), "\(document) not validated:\n\(run.output)")
        }
        #expect(run.output.contains("4 documents validated"), "\(run.output)")
    }

    @Test func pluginFailsWhenThePackageHoldsNoDocument() throws {
        let package = try consumer(
            manifestTargets: ".target(name: \"App\")", files: ["Sources/App/App.swift": "public struct App {}\n"],
            samples: [:])
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try validateNibs(in: package)
        #expect(run.status != 0)
        #expect(
            run.output.contains("no Interface Builder documents found in \(package.path)/Sources/App"), "\(run.output)")
    }
}
