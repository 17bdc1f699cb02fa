import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// A macOS xib's user-defined runtime attributes compile to one
/// `NSIBUserDefinedRuntimeAttributesConnector` per object and read back as the source's.
struct AppKitRuntimeAttributesTests {
    static let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="1" customClass="Badge">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="rounded" value="YES"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <real key="value" value="4.5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="count">
                            <integer key="value" value="3"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="string" keyPath="caption" value="New"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="tint">
                            <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
                    </userDefinedRuntimeAttributes>
                </customView>
            </objects>
        </document>
        """

    /// The connector holds the object, its key paths in document order and one value each.
    @Test func runtimeAttributesArchiveAsOneConnectorPerObject() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        let graph = try DocumentCompiler().graph(for: document)
        let connectors = graph.objects.filter { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" }
        try #require(connectors.count == 1)
        let connector = connectors[0]
        typealias Helpers = AppKitElementsCompileTests
        // A custom view of a document without `customObjectInstantitationMethod="direct"`.
        let object = GraphReading.target("NSObject", of: connector, in: graph)
        #expect(object?.className == "NSCustomView")
        #expect(GraphReading.text(object?.value(forKey: "NSClassName"), in: graph) == "Badge")
        let keyPaths = GraphReading.members(GraphReading.target("NSKeyPaths", of: connector, in: graph), in: graph)
            .compactMap { GraphReading.text(graph[$0]) }
        #expect(keyPaths == ["rounded", "layer.cornerRadius", "count", "caption", "tint", "delegate"])
        let values = GraphReading.members(GraphReading.target("NSValues", of: connector, in: graph), in: graph)
            .compactMap { graph[$0] }
        #expect(values.map(\.className) == ["NSNumber", "NSNumber", "NSNumber", "NSString", "NSColor", "NSNull"])
    }

    /// Compiled and read back, the nib gives each attribute back with its type and value.
    @Test func compiledRuntimeAttributesReadBackAsTheSources() throws {
        let document = try NibDocument(data: Data(Self.fixture.utf8), file: "Fixture.xib")
        let back = try NibDocument(data: Data(try DocumentCompiler().compile(document)), file: "Fixture.nib")
        let attributes = back.objects.flatMap(\.runtimeAttributes)
        #expect(attributes.map(\.keyPath) == ["rounded", "layer.cornerRadius", "count", "caption", "tint", "delegate"])
        #expect(attributes.map(\.type) == ["boolean", "number", "number", "string", "color", "nil"])
        #expect(attributes.first?.value == .boolean(true))
        #expect(attributes.dropFirst(3).first?.value == .string("New"))
    }

    /// A point (an `NSValue` no Apple-compiled nib of the corpus shows) is refused at its line.
    @Test func aPointValueIsRefusedAtItsLine() throws {
        let xib = Self.fixture.replacingOccurrences(
            of: #"<userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>"#,
            with:
                #"<userDefinedRuntimeAttribute type="point" keyPath="origin"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>"#
        )
        let document = try NibDocument(data: Data(xib.utf8), file: "Fixture.xib")
        #expect {
            try DocumentCompiler().graph(for: document)
        } throws: { error in
            guard let error = error as? CompileError else { return false }
            return error.location.line == 20 && "\(error)".contains("point")
        }
    }

    /// Every macOS xib of the corpus that compiles reads back to its source's runtime attributes.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func everyCompiledCorpusXibKeepsItsRuntimeAttributes() throws {
        let corpus = try #require(TestPaths.corpus).appendingPathComponent("xib-macos")
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        where file.hasSuffix(".xib") {
            let source = try NibDocument(contentsOfFile: corpus.appendingPathComponent(file).path)
            let expected = source.objects.flatMap(\.runtimeAttributes)
            guard !expected.isEmpty, let bytes = try? DocumentCompiler().compile(source) else { continue }
            let back = try NibDocument(data: Data(bytes), file: "back.nib")
            let got = back.objects.flatMap(\.runtimeAttributes)
            #expect(got.map(\.keyPath).sorted() == expected.map(\.keyPath).sorted(), "\(file)")
            let gotTypes: [String] = got.map { $0.type ?? "" }.sorted()
            let expectedTypes: [String] = expected.map { $0.type ?? "" }.sorted()
            #expect(gotTypes == expectedTypes, "\(file)")
            checked += 1
        }
        #expect(checked >= 5)
    }
}
