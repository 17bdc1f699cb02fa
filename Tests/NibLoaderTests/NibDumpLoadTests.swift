import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibLoader

/// Runs the built `nibdump` from the package root: its status, standard output and error. A
/// missing binary fails the test that needed it (this target depends on `nibdump`, so the
/// build makes it).
private func runNibdump(
    _ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> (status: Int32, output: String, error: String) {
    let binary = TestPaths.nibdump
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        Issue.record("no nibdump at \(binary.path)", sourceLocation: sourceLocation)
        throw CocoaError(.fileNoSuchFile)
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = Paths.packageRoot
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}

/// `nibdump load`, run as a binary.
@Suite struct NibDumpLoadTests {

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try runNibdump(arguments)
    }

    @Test func loadPrintsTheTraceOfOneDocument() throws {
        let result = try run(["load", "Samples/Documents/MainMenu.xib"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.last == "loaded Samples/Documents/MainMenu.xib: 23 objects, 3 warnings, 2 connections skipped")
        #expect(lines.contains("show windowShown QvC-M9-y7g NSWindow"))
    }

    @Test func loadSummarisesADirectoryAndFailsWithLocatedErrors() throws {
        let directory = try Paths.temporaryDirectory()
        try Data(Documents.uiKit(#"<placeholder placeholderIdentifier="Store" id="E1"/>"#).utf8)
            .write(to: directory.appendingPathComponent("External.xib"))
        try Data(Documents.uiKit(#"<view id="V1"/>"#).utf8).write(to: directory.appendingPathComponent("Fine.xib"))
        let result = try run(["load", directory.path])
        #expect(result.status == 1)
        #expect(
            result.output == """
                \(directory.path)/External.xib:8:9: error: object 'E1': no external object named 'Store' was supplied \
                for the custom placeholder (after 2 load steps)
                1 loaded, 1 failed

                """)
    }

    @Test func loadWritesTheTraceAsJSON() throws {
        let result = try run(["load", "--format", "json", "Samples/Documents/ProfileViewController.xib"])
        #expect(result.status == 0)
        let trace = try JSONDecoder().decode(LoadTrace.self, from: Data(result.output.utf8))
        #expect(trace.platform == .uiKit)
        #expect(trace.events.contains { $0.name == "layer.cornerRadius" && $0.outcome == .done })
    }
}

/// T3: File's Owner's outlets keep the top-level objects alive.
@Suite struct OwnershipTests {
    @Test func T3_filesOwnerOutletsKeepTopLevelObjectsAlive() throws {
        let nib = try Documents.nib(
            Documents.appKit(
                owner: "NSWindowController", ownerConnections: #"<outlet property="window" destination="W1" id="c1"/>"#,
                #"<window id="W1"/>"#))
        let controller = NibWindowController(nib: nib)
        weak var window: AnyObject?
        do {
            let loaded = try nib.instantiate(owner: controller)
            window = loaded.object(withID: "W1")
        }
        #expect(window != nil)
        #expect(same(controller.connectedWindow, window))
    }
}

/// `nibdump load` shows what was made: the top-level objects and each connection's
/// destination class in JSON, skipped connections in the text summary.
@Suite struct NibDumpLoadOutputTests {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try runNibdump(arguments)
    }

    @Test func jsonCarriesTopLevelObjectsAndDestinationClasses() throws {
        let result = try run(["load", "--format", "json", "Samples/Documents/MainMenu.xib"])
        #expect(result.status == 0)
        let trace = try JSONDecoder().decode(LoadTrace.self, from: Data(result.output.utf8))
        #expect(
            trace.topLevelObjects.map { "\($0.id) \($0.className ?? "?")" } == [
                "Voe-Tx-rLC NSObject", "YLy-65-1bz NSFontManager", "AYu-sK-qS6 NSMenu", "QvC-M9-y7g NSWindow",
            ])
        let delegate = try #require(trace.events.first { $0.action == .outlet && $0.name == "delegate" })
        #expect(delegate.destinationClassName == "NSObject")
        let window = try #require(trace.events.first { $0.phase == .instantiate && $0.objectID == "QvC-M9-y7g" })
        #expect(window.detail?.hasPrefix("init(contentRect:styleMask:backing:defer:) from the window template") == true)
    }

    @Test func textSummaryCountsSkippedConnections() throws {
        let result = try run(["load", "Samples/Documents/MainMenu.xib"])
        let lines = result.output.split(separator: "\n")
        let skipped = lines.filter { $0.hasPrefix("connect ") && $0.contains(" SKIPPED ") }
        #expect(skipped.count == 2)
        #expect(lines.last?.hasSuffix("2 connections skipped") == true)
        #expect(
            lines.contains(
                "connect action SKIPPED Hl0-Sy-Q1k NSMenuItem 'sayHello:' -> Voe-Tx-rLC (NSObject) : the target (NSObject) does not respond to sayHello:, so no connection is made (L3.4) (line 60)"
            ))
    }

    @Test func unknownClassFailureSuggestsTheStandInOptionAndNoRegistry() throws {
        let result = try run(["load", "--unknown-classes", "fail", "Samples/Documents/MainMenu.xib"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "Samples/Documents/MainMenu.xib:16:9: error: object 'Voe-Tx-rLC': unknown class AppDelegate in Interface Builder file: nothing is registered under that name and the unknown-class policy allows no stand-in (after 5 load steps) (--unknown-classes standin loads the element's standard class instead)\n"
        )
        #expect(!result.error.contains("regist" + "er it"))
    }
}
