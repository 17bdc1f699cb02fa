import Foundation
import NibModel
import Testing

@testable import NibRendering

@Suite struct ObjectGraphTests {
    @Test func hierarchyIsATreeAndConnectionsAreLabelledEdges() throws {
        let dot = ObjectGraph().dot(for: try sample("MainMenu.xib"))
        #expect(dot.hasPrefix("digraph \"MainMenu.xib\" {"))
        #expect(dot.contains("subgraph cluster_placeholders {"))
        #expect(dot.contains("\"-2\" [label=\"NSApplication\\n“File's Owner”\\n-2\", shape=ellipse"))
        #expect(dot.contains("\"QvC-M9-y7g\" -> \"EiT-Mj-1SZ\" [color=\"#c4c7cc\", arrowhead=none];"))
        #expect(dot.contains("\"Bt1-Sy-H3l\" -> \"Voe-Tx-rLC\" [label=\"sayHello:\""))
        #expect(!dot.contains("Cn1-Ld-001"), "constraints stay out of the tree")
        #expect(dot == ObjectGraph().dot(for: try sample("MainMenu.xib")))
    }

    @Test func kindsChooseTheEdges() throws {
        let document = try sample("Main.storyboard")
        let segues = ObjectGraph(kinds: [.segues]).dot(for: document)
        #expect(segues.contains("label=\"rootViewController\""))
        #expect(!segues.contains("label=\"dataSource\""))
        let outlets = ObjectGraph(kinds: [.outlets]).dot(for: document)
        #expect(outlets.contains("label=\"dataSource\""))
        #expect(!outlets.contains("label=\"rootViewController\""))
        #expect(outlets.contains("subgraph cluster_scene0 {"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"), "needs Graphviz's dot"))
    func graphvizLaysOutTheDescription() throws {
        for name in ["MainMenu.xib", "Main.storyboard", "PreferencesWindow.xib"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
            process.arguments = ["-Tsvg"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(ObjectGraph().dot(for: try sample(name)).utf8))
            try input.fileHandleForWriting.close()
            let svg = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(name)")
            #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
        }
    }
}
