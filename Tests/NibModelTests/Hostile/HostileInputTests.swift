import Foundation
import NibDumpViews
import Testing

@testable import NibModel

/// Hostile and broken input (issue 6): every case ends in a correct parse or a located error a
/// person understands, within 2 s and 256 MB.
///
/// Serialized so that the memory bound of one case is not inflated by another.
@Suite(.serialized) struct HostileInputTests {
    private static let header = #"<?xml version="1.0" encoding="UTF-8"?>"#
    private static let documentTag =
        #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" "#
        + #"targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">"#

    /// A xib whose `<objects>` holds `objects`, with `prolog` between the XML declaration and the root.
    private static func xib(_ objects: String, prolog: String = "") -> String {
        header + "\n" + (prolog.isEmpty ? "" : prolog + "\n") + documentTag + "\n<objects>" + objects
            + "</objects>\n</document>\n"
    }

    /// The error parsing `data` throws, or `nil` if it parses.
    private static func error(
        _ data: Data, options: ParseOptions = .default, file: String = "Hostile.xib"
    ) -> NibParseError? {
        do {
            _ = try NibDocument(data: data, file: file, options: options)
            return nil
        } catch {
            return error
        }
    }

    private static func error(_ xml: String, options: ParseOptions = .default) -> NibParseError? {
        error(Data(xml.utf8), options: options)
    }

    // MARK: Entities

    @Test func externalEntityToALocalFileIsRefused() throws {
        let xml = Self.xib(
            #"<customObject id="1" userLabel="&xxe;"/>"#,
            prolog: #"<!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"#)
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .entityRefused("the document declares the entity 'xxe'"))
        #expect(error.location.line == 2)
        #expect(
            error.description
                == "Hostile.xib:2: error: the document declares the entity 'xxe'; entities are refused "
                + "(no expansion, no external loading)")
    }

    @Test func externalEntityToAURLIsRefusedWithoutNetworkAccess() throws {
        let xml = Self.xib(
            #"<customObject id="1" userLabel="&xxe;"/>"#,
            prolog: #"<!DOCTYPE document [<!ENTITY xxe SYSTEM "http://192.0.2.1/secret">]>"#)
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .entityRefused("the document declares the entity 'xxe'"))
        #expect(error.location.line == 2)
    }

    @Test func externalParameterEntityIsRefused() throws {
        let xml = Self.xib(
            "", prolog: #"<!DOCTYPE document [<!ENTITY % remote SYSTEM "http://192.0.2.1/x.dtd"> %remote;]>"#)
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .entityRefused("the document declares the entity 'remote'"))
        #expect(error.location.line == 2)
    }

    @Test func externalDTDIsNeverFetched() throws {
        // A DOCTYPE naming an external DTD is not an entity: the document parses, and the DTD
        // at an unroutable address is never loaded (a fetch would hang past the time bound).
        let xml = Self.xib(
            #"<customObject id="1"/>"#, prolog: #"<!DOCTYPE document SYSTEM "http://192.0.2.1/document.dtd">"#)
        let document = try Bounds.check { try NibDocument(parsing: xml) }
        #expect(document.objects.map(\.id) == ["1"])
    }

    @Test func billionLaughsIsRefusedAtTheFirstDeclaration() throws {
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            declarations += "\n<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let xml = Self.xib(
            #"<customObject id="1" userLabel="&lol9;"/>"#, prolog: "<!DOCTYPE document [\n\(declarations)\n]>")
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .entityRefused("the document declares the entity 'lol0'"))
        #expect(error.location.line == 3)
    }

    @Test func quadraticBlowupIsRefused() throws {
        let entity = String(repeating: "x", count: 100_000)
        let references = String(repeating: "&a;", count: 100_000)
        let xml = Self.xib(
            #"<customObject id="1" userLabel="\#(references)"/>"#,
            prolog: #"<!DOCTYPE document [<!ENTITY a "\#(entity)">]>"#)
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .entityRefused("the document declares the entity 'a'"))
        #expect(error.location.line == 2)
    }

    @Test func undeclaredEntityReferenceIsALocatedXMLError() throws {
        let error = try #require(Self.error(Self.xib(#"<customObject id="1" userLabel="&nothing;"/>"#)))
        #expect(error.kind == .malformedXML("Entity 'nothing' not defined"))
        #expect(error.location.line == 3)
        #expect(error.location.column != nil)
    }

    // MARK: Size and depth

    @Test func hundredThousandDeepNestingStopsAtTheDepthLimit() throws {
        let depth = 100_000
        let xml = Self.xib(
            String(repeating: #"<view id="v">"#, count: depth) + String(repeating: "</view>", count: depth))
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .limitExceeded("elements nest deeper than 256 levels"))
        #expect(error.location.line == 3)
    }

    @Test func raisingMaxDepthIsClampedToTheCeiling() throws {
        let depth = 100_000
        let xml = Self.xib(
            String(repeating: #"<view id="v">"#, count: depth) + String(repeating: "</view>", count: depth))
        var options = ParseOptions()
        options.limits.maxDepth = .max
        let error = try #require(Bounds.check { Self.error(xml, options: options) })
        #expect(error.kind == .limitExceeded("elements nest deeper than \(ParseLimits.depthCeiling) levels"))
    }

    @Test func nestingAtTheCeilingParsesWalksAndFreesOnASmallStack() throws {
        // <document> and <objects> are two levels; the views fill the rest of the ceiling.
        let views = ParseLimits.depthCeiling - 2
        let xml = Self.xib(
            (0..<views).map { #"<customView id="v\#($0)">"# }.joined()
                + String(repeating: "</customView>", count: views))
        let options = {
            var options = ParseOptions()
            options.limits.maxDepth = .max
            return options
        }()
        // Run on a thread with a 512 KiB stack: the recursive walks of the model (the parser,
        // ==, hashing and freeing the element tree) must fit.
        let outcome = try #require(
            SmallStackThread.run(stackSize: 512 << 10) { () -> (Int, Bool, Int) in
                // A second parse, so that == compares the two trees element by element.
                guard let document = try? NibDocument(parsing: xml, options: options),
                    let copy = try? NibDocument(parsing: xml, options: options)
                else { return (-1, false, 0) }
                var hasher = Hasher()
                document.hash(into: &hasher)
                _ = hasher.finalize()
                var count = 0
                document.root.forEachDescendant { _ in count += 1 }
                guard !document.hierarchyDescription().isEmpty,
                    (try? NibDumpV1(documents: [document], errors: []).jsonData()) != nil
                else { return (-2, false, count) }
                return (document.objects.count, copy == document, count)
            })
        #expect(outcome.0 == views)
        #expect(outcome.1)
        #expect(outcome.2 == views + 2)
    }

    @Test func fiftyMegabyteAttributeIsRefusedByDefault() throws {
        let value = String(repeating: "a", count: 50 << 20)
        let xml = Self.xib(#"<customObject id="1" userLabel="\#(value)"/>"#)
        let error = try #require(Bounds.check { Self.error(xml) })
        #expect(error.kind == .limitExceeded("an attribute value is \(50 << 20) bytes; the limit is \(10 << 20)"))
        #expect(error.location == SourceLocation(file: "Hostile.xib", line: 3, column: 10))
    }

    @Test func fiftyMegabyteAttributeParsesWhenTheLimitIsRaised() throws {
        let data = Data(
            Self.xib(#"<customObject id="1" userLabel="\#(String(repeating: "a", count: 50 << 20))"/>"#).utf8)
        var options = ParseOptions()
        options.limits.maxAttributeLength = 64 << 20
        let document = try Bounds.check(seconds: 4) { try NibDocument(data: data, options: options) }
        #expect(document.objects.first?.userLabel?.utf8.count == 50 << 20)
    }

    @Test func elementObjectAndInputLimitsAreLocatedErrors() throws {
        let xml = Self.xib(String(repeating: #"<customObject id="x"/>"#, count: 20))
        var options = ParseOptions()
        options.limits.maxElements = 10
        #expect(Self.error(xml, options: options)?.kind == .limitExceeded("the document has more than 10 elements"))
        options = ParseOptions()
        options.limits.maxObjects = 5
        let objects = try #require(Self.error(xml, options: options))
        #expect(objects.kind == .limitExceeded("the document has more than 5 objects"))
        #expect(objects.location.line == 3)
        options = ParseOptions()
        options.limits.maxInputBytes = 100
        #expect(
            Self.error(xml, options: options)?.kind
                == .limitExceeded("the input is \(xml.utf8.count) bytes; the limit is 100"))
    }

    @Test(.enabled(if: Paths.corpus != nil, "the shared corpus is not beside the project"))
    func defaultLimitsFitEveryRealDocument() throws {
        let corpus = try #require(Paths.corpus)
        var deepest = 0
        for folder in ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"] {
            let directory = corpus.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                guard let document = try? NibDocument(contentsOfFile: directory.appendingPathComponent(name).path)
                else { continue }
                deepest = max(deepest, Self.depth(of: document.root))
            }
        }
        #expect(deepest > 0)
        #expect(deepest < ParseLimits.default.maxDepth / 4)
    }

    private static func depth(of element: NibElement) -> Int {
        1 + (element.children.map(depth(of:)).max() ?? 0)
    }

    // MARK: Encodings and bytes

    @Test func invalidUTF8IsALocatedOneLineError() throws {
        var data = Data((Self.header + "\n" + Self.documentTag + "\n<objects><customObject id=\"1\" userLabel=\"").utf8)
        data.append(contentsOf: [0xFF, 0xFE, 0xC3])
        data.append(contentsOf: Array("\"/></objects></document>\n".utf8))
        let error = try #require(Self.error(data))
        guard case .malformedXML(let message) = error.kind else {
            Issue.record("expected malformed XML, got \(error)")
            return
        }
        #expect(message.hasPrefix("Input is not proper UTF-8"))
        #expect(!error.description.contains("\n"))
        #expect(error.location.line == 3)
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
    func utf16WithAByteOrderMarkParses(_ encoding: String.Encoding) throws {
        let xml = Self.xib(#"<customObject id="1" userLabel="héllo wörld ✓"/>"#)
            .replacingOccurrences(of: "UTF-8", with: "UTF-16")
        var data = Data(encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF])
        data.append(try #require(xml.data(using: encoding)))
        let document = try NibDocument(data: data)
        #expect(document.objects.first?.userLabel == "héllo wörld ✓")
        #expect(document.objects.first?.location.line == 3)
    }

    @Test func encodingErrorsAreLocatedAndPrintNothing() throws {
        // libxml2 reports a failed encoding conversion without a parser context; by default
        // it would print "encoding error : input conversion failed" to standard error.
        var data = Data((#"<?xml version="1.0" encoding="ISO-2022-JP"?>"# + "\n<document>").utf8)
        data.append(contentsOf: [0x1B, 0x24, 0x42, 0xFF, 0xFE])
        data.append(contentsOf: Array("</document>".utf8))
        let (error, printed) = StandardError.capture { Self.error(data) }
        #expect(error?.kind == .malformedXML("Premature end of data in tag document line 2"))
        #expect(error?.location.line == 2)
        #expect(printed == "")
    }

    @Test func nulBytesAreALocatedError() throws {
        var data = Data((Self.header + "\n" + Self.documentTag + "\n<objects><customObject id=\"1\"").utf8)
        data.append(0)
        data.append(contentsOf: Array(" userLabel=\"x\"/></objects></document>\n".utf8))
        let error = try #require(Self.error(data))
        #expect(error.kind == .malformedXML("attributes construct error"))
        #expect(error.location.line == 3)
        // libxml2 reads a NUL after the root element as the end of the input: the document
        // before it parses, exactly as written.
        let trailing = Data(Self.xib(#"<customObject id="1"/>"#).utf8) + Data([0, 0, 0])
        #expect(try NibDocument(data: trailing).objects.map(\.id) == ["1"])
    }

    @Test func everyPrefixOfARealSampleParsesOrFailsWithALocation() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Paths.sample("ProfileViewController.xib")))
        let lines = data.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let failures = Bounds.check(seconds: 20) { () -> [String] in
            let results = Locked<[String]>([])
            DispatchQueue.concurrentPerform(iterations: data.count) { length in
                let prefix = data.prefix(length)
                do throws(NibParseError) {
                    _ = try NibDocument(data: prefix, file: "Prefix.xib")
                    // Only the whole document (up to its final line break) may parse.
                    if length < data.count - 1 { results.append("prefix \(length) parsed") }
                } catch {
                    let line = error.location.line
                    if !(1...lines).contains(line) || error.location.file != "Prefix.xib" {
                        results.append("prefix \(length): badly located \(error)")
                    }
                }
            }
            return results.value
        }
        #expect(failures == [])
    }

    // MARK: Model oddities

    @Test func duplicateIDsAreReportedWithEveryLocation() throws {
        let xml = Self.xib(
            "\n" + #"<customObject id="1" userLabel="first"/>"# + "\n"
                + #"<customObject id="2"><connections><outlet property="o" destination="1" id="1"/></connections></customObject>"#
                + "\n" + #"<customObject id="1" userLabel="second"/>"# + "\n")
        let document = try NibDocument(parsing: xml, file: "Dup.xib")
        #expect(document.duplicateIDs.map(\.id) == ["1"])
        #expect(document.duplicateIDs.first?.locations.map(\.line) == [4, 5, 6])
        #expect(document.object(withID: "1")?.userLabel == "first")
        #expect(document.objects.count == 3)
    }

    @Test func duplicateIDsNestedInsideThemselvesDoNotLoopTheWalk() throws {
        // The inner object's id names the outer one, so the outer object lists "a" as its
        // own child: a walk that followed ids blindly would never end.
        let xml = Self.xib(
            #"<customView id="a"><subviews><customView id="a"/><customView id="b"/></subviews></customView>"#)
        let document = try NibDocument(parsing: xml)
        #expect(document.object(withID: "a")?.children == ["a", "b"])
        #expect(document.hierarchyDescription().components(separatedBy: "\n").filter { $0.contains("id=") }.count == 2)
    }

    @Test func connectionIDReusingALaterObjectIDIsADuplicate() throws {
        let xml = Self.xib(
            "\n"
                + #"<customObject id="2"><connections><outlet property="o" destination="2" id="9"/></connections></customObject>"#
                + "\n" + #"<customObject id="9"/>"# + "\n")
        let document = try NibDocument(parsing: xml)
        #expect(document.duplicateIDs.map(\.id) == ["9"])
        #expect(document.duplicateIDs.first?.locations.map(\.line) == [4, 5])
        #expect(document.object(withID: "9")?.element == "customObject")
    }

    @Test func connectionsToThemselvesParse() throws {
        let xml = Self.xib(
            #"<customObject id="1" customClass="Loop"><connections>"#
                + #"<outlet property="me" destination="1" id="a"/><action selector="go:" target="1" id="b"/>"#
                + "</connections></customObject>")
        let document = try NibDocument(parsing: xml)
        #expect(document.connections.map(\.source) == ["1", "1"])
        #expect(document.connections.map(\.destination) == ["1", "1"])
    }

    @Test func absurdGeometryParsesAndDumps() throws {
        let xml = Self.xib(
            #"<customView id="1"><rect key="frame" x="NaN" y="inf" width="-1e308" height="1e400"/></customView>"#
                + #"<customView id="2"><rect key="frame" x="99999999999999999999999" y="-0" width="x" height=""/></customView>"#
        )
        let document = try NibDocument(parsing: xml)
        let frame = try #require(document.object(withID: "1")?.frame)
        #expect(frame.x.isNaN)
        #expect(frame.y == .infinity)
        #expect(frame.width == -1e308)
        #expect(frame.height == .infinity)
        #expect(document.object(withID: "2")?.frame == nil)
        #expect(!document.hierarchyDescription().isEmpty)
        #expect(!document.objectsDescription().isEmpty)
        #expect(try !NibDumpV1(documents: [document], errors: []).jsonData().isEmpty)
    }

    @Test func connectionOutsideConnectionsIsNeitherObjectNorConnection() throws {
        let xml = Self.xib(
            #"<customObject id="1"><outlet property="x" destination="1" id="o1"/></customObject>"#
                + #"<action selector="stray:" target="1" id="o2"/>"#)
        let document = try NibDocument(parsing: xml)
        #expect(document.objects.map(\.id) == ["1"])
        #expect(document.topLevelObjectIDs == ["1"])
        #expect(document.connections.isEmpty)
        #expect(document.object(withID: "1")?.properties.map(\.name) == ["outlet"])
        #expect(document.root.firstChild(named: "objects")?.children.map(\.name) == ["customObject", "action"])
    }

    // MARK: Not a document

    @Test func wrongRootElementIsNamed() throws {
        let error = try #require(Self.error(Self.header + "\n<html><body/></html>\n"))
        #expect(error.kind == .unexpectedRootElement("html"))
        #expect(error.location == SourceLocation(file: "Hostile.xib", line: 2, column: 1))
        #expect(
            error.description
                == "Hostile.xib:2:1: error: unexpected root element <html>: expected <document> (a xib or storyboard)")
    }

    @Test func mergeConflictMarkersAreNamed() throws {
        let xml = Self.xib(
            "\n<<<<<<< HEAD\n" + #"<customObject id="1"/>"# + "\n=======\n" + #"<customObject id="2"/>"#
                + "\n>>>>>>> feature\n")
        let error = try #require(Self.error(xml))
        #expect(error.kind == .mergeConflictMarker("<<<<<<<"))
        #expect(error.location == SourceLocation(file: "Hostile.xib", line: 4, column: 1))
    }

    @Test(arguments: ["", "   \n\t\n"])
    func emptyInputIsAnEmptyDocument(_ text: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.kind == .emptyDocument)
        #expect(error.location.line == 1)
    }

    @Test func compiledNibsAndLegacyXibsAreNamed() throws {
        var nibArchive = Data("NIBArchive".utf8)
        nibArchive.append(contentsOf: [1, 0, 0, 0, 10, 0, 0, 0] + [UInt8](repeating: 0, count: 40))
        // Compiled nibs are read now (issue 12); these two are damaged, and say where.
        #expect(Self.error(nibArchive)?.kind == .malformedArchive("the archive has no objects"))
        #expect(
            Self.error(Data("bplist00".utf8) + Data(count: 40))?.kind
                == .malformedArchive("offsets are 0 bytes and references 0 bytes; both must be 1 to 8"))
        let legacy =
            Self.header + "\n"
            + #"<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data/></archive>"# + "\n"
        // A legacy xib is read now; one without object records says so.
        let error = try #require(Self.error(legacy))
        #expect(
            error.kind
                == .notAnInterfaceBuilderDocument("the legacy archive has no IBDocument.Objects (its object records)"))
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 0..<512, using: &generator)
            let data = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            if let error = Self.error(data) {
                #expect(error.location.line >= 1)
            }
        }
    }
}

/// A value shared by concurrent workers behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.withLock { stored }
    }

    func append<Element>(_ element: Element) where Value == [Element] {
        lock.withLock { stored.append(element) }
    }
}

/// Runs a closure on a new thread with a given stack size and waits for its result.
enum SmallStackThread {
    static func run<Result: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Result) -> Result? {
        let box = Locked<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = body()
            box.set(result)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value
    }
}

extension Locked {
    func set(_ value: Value) {
        lock.withLock { stored = value }
    }
}

/// Captures what a closure writes to the process's standard error (file descriptor 2).
enum StandardError {
    static func capture<Result>(_ body: () -> Result) -> (Result, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let handle = FileHandle(forWritingAtPath: file.path) else { return (body(), "") }
        fflush(nil)
        let saved = dup(2)
        dup2(handle.fileDescriptor, 2)
        let result = body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        try? handle.close()
        let printed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return (result, printed)
    }
}
