import Foundation
import NibCodeGeneration
import NibTestSupport
import SwiftParser
import SwiftSyntax

/// Checks generated code: swift-syntax's parser for syntax, `swiftc -typecheck` against the stub
/// UIKit and AppKit modules in `Stubs/` for types.
enum SwiftCompiler {
    /// The parser's diagnostics for `source`, as `line:column: message`.
    static func syntaxErrors(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "generated.swift", tree: tree)
        var errors: [String] = []
        for token in tree.tokens(viewMode: .all) where token.hasError || token.presence == .missing {
            let location = token.startLocation(converter: converter)
            errors.append("\(location.line):\(location.column): unexpected or missing '\(token.text)'")
        }
        return errors.isEmpty ? ["the parser reported an error"] : errors
    }

    /// The result of a compiler run.
    struct Run {
        var status: Int32
        var output: String
    }

    /// Type-checks `source` as module `App`, with a declaration of every custom type it names
    /// (a subclass of the framework class it stands for), against the stub `framework` module.
    static func typeCheck(
        _ source: String, framework: IdentifierCatalog.Framework, types: [IdentifierCatalog.TypeReference]
    )
        throws -> Run
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nib-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stub = TestPaths.packageRoot.appendingPathComponent(
            "Tests/NibCodeGenerationTests/Stubs/\(framework.rawValue).swift")
        let module = try swiftc([
            "-emit-module", "-parse-as-library", "-module-name", framework.rawValue, stub.path,
            "-emit-module-path", directory.appendingPathComponent("\(framework.rawValue).swiftmodule").path,
        ])
        guard module.status == 0 else { return module }
        let generated = directory.appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: generated)
        // A document may name a framework class as its custom class; the stub declares those.
        let stubSource = try String(contentsOf: stub, encoding: .utf8)
        let declarations =
            "import \(framework.rawValue)\n"
            + types.filter { !stubSource.contains("open class \($0.name):") }
            .map { "class \($0.name): \($0.frameworkBase ?? "NSObject") {}\n" }.joined()
        let app = directory.appendingPathComponent("AppTypes.swift")
        try Data(declarations.utf8).write(to: app)
        return try swiftc([
            "-typecheck", "-parse-as-library", "-module-name", "App", "-I", directory.path, "-warnings-as-errors",
            generated.path, app.path,
        ])
    }

    private static func swiftc(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
