import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// Nibs nested in data values, made in test code: a table view's cell prototype kept only as a
/// nested nib is written under its column with prefixed ids and the outer placeholders; damaged,
/// too deep or self-nesting nested nibs are located errors.
@Suite struct NestedNibTests {
    /// A cell-prototype nib: a table cell view (oid 2) holding a text field (oid 3), the cell's
    /// `textField` outlet, an outlet from File's Owner to the cell (`sizeCell`) and the text
    /// field's `edit:` action sent to File's Owner.
    static func cellNib() -> NIBArchiveBuilder {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let data = nib.add("NSIBObjectData")
        let owner = nib.add("NSCustomObject", [("NSClassName", .ref(nib.string("NSObject")))])
        let field = nib.add("NSTextField", [("NSFrame", .ref(nib.string("{{0, 9}, {120, 16}}")))])
        let cell = nib.add(
            "NSTableCellView",
            [
                ("NSFrame", .ref(nib.string("{{1, 1}, {120, 34}}"))),
                ("NSSubviews", .ref(nib.array([field], className: "NSMutableArray"))),
                ("NSReuseIdentifierKey", .ref(nib.string("size"))),
            ])
        nib.set(field, [("NSSuperview", .ref(cell))])
        let connectors = [
            nib.add(
                "NSNibOutletConnector",
                [("NSSource", .ref(cell)), ("NSDestination", .ref(field)), ("NSLabel", .ref(nib.string("textField")))]),
            nib.add(
                "NSNibOutletConnector",
                [("NSSource", .ref(owner)), ("NSDestination", .ref(cell)), ("NSLabel", .ref(nib.string("sizeCell")))]),
            nib.add(
                "NSNibControlConnector",
                [("NSSource", .ref(field)), ("NSDestination", .ref(owner)), ("NSLabel", .ref(nib.string("edit:")))]),
        ]
        nib.set(
            data,
            [
                ("NSRoot", .ref(owner)), ("NSConnections", .ref(nib.array(connectors, className: "NSMutableArray"))),
                ("NSObjectsKeys", .ref(nib.array([cell, field]))), ("NSObjectsValues", .ref(nib.array([owner, cell]))),
                ("NSOidsKeys", .ref(nib.array([owner, cell, field]))),
                ("NSOidsValues", .ref(nib.array([nib.number(1), nib.number(2), nib.number(3)]))),
            ])
        nib.set(root, [("IB.objectdata", .ref(data))])
        return nib
    }

    /// A nib whose table view (oid 10, columns `name` 11 and `size` 12) registers `nested`
    /// under each of `identifiers` in `NSTableViewArchivedReusableViewsKey`, and archives no
    /// prototype of its own.
    static func tableNib(nested: [UInt8], identifiers: [String] = ["size"]) -> NIBArchiveBuilder {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let data = nib.add("NSIBObjectData")
        let owner = nib.add("NSCustomObject", [("NSClassName", .ref(nib.string("Controller")))])
        let nameColumn = nib.add("NSTableColumn")
        let sizeColumn = nib.add("NSTableColumn")
        let bytes = nib.add("NSData", [("NS.bytes", .data(nested))])
        var entries: [(String, NIBArchiveBuilder.Value)] = [("NSInlinedValue", .bool(true))]
        for identifier in identifiers {
            let prototype = nib.add(
                "NSNib", [("NSNibFileData", .ref(bytes)), ("NSNibFileIsKeyed", .bool(true))])
            entries += [
                ("UINibEncoderEmptyKey", .ref(nib.string(identifier))), ("UINibEncoderEmptyKey", .ref(prototype)),
            ]
        }
        let reusable = nib.add("NSMutableDictionary", entries)
        let table = nib.add(
            "NSTableView",
            [
                ("NSFrame", .ref(nib.string("{{0, 0}, {300, 200}}"))),
                ("NSTableColumns", .ref(nib.array([nameColumn, sizeColumn], className: "NSMutableArray"))),
                ("NSTableViewArchivedReusableViewsKey", .ref(reusable)),
            ])
        nib.set(nameColumn, [("NSIdentifier", .ref(nib.string("name"))), ("NSTableView", .ref(table))])
        nib.set(sizeColumn, [("NSIdentifier", .ref(nib.string("size"))), ("NSTableView", .ref(table))])
        nib.set(
            data,
            [
                ("NSRoot", .ref(owner)), ("NSConnections", .ref(nib.array([], className: "NSMutableArray"))),
                ("NSObjectsKeys", .ref(nib.array([table, nameColumn, sizeColumn]))),
                ("NSObjectsValues", .ref(nib.array([owner, table, table]))),
                ("NSOidsKeys", .ref(nib.array([owner, table, nameColumn, sizeColumn]))),
                ("NSOidsValues", .ref(nib.array([1, 10, 11, 12].map { nib.number($0) }))),
            ])
        nib.set(root, [("IB.objectdata", .ref(data))])
        return nib
    }

    static func document(_ bytes: [UInt8], limits: ParseLimits = .default) throws -> NibDocument {
        try NibDocument(data: Data(bytes), file: "Table.nib", options: ParseOptions(limits: limits))
    }

    /// The error reading `bytes` throws.
    static func error(_ bytes: [UInt8], limits: ParseLimits = .default) throws -> NibParseError {
        do {
            _ = try document(bytes, limits: limits)
        } catch let error as NibParseError {
            return error
        }
        Issue.record("the nib read")
        throw CancellationError()
    }

    @Test func nestedPrototypeIsWrittenUnderTheColumnOfItsIdentifierWithPrefixedIDs() throws {
        let document = try Self.document(Self.tableNib(nested: Self.cellNib().bytes()).bytes())
        let column = try #require(document.object(withID: "12"))
        let wrapper = try #require(column.sourceElement.firstChild(named: "prototypeCellViews"))
        #expect(wrapper.children.map(\.name) == ["tableCellView"])
        let cell = try #require(document.children(of: "12").first)
        #expect(cell.element == "tableCellView")
        #expect(cell.id.rawValue.hasPrefix("nib") && cell.id.rawValue.hasSuffix(":2"))
        #expect(cell.sourceElement[attribute: "identifier"] == nil, "the identifier is the column's")
        #expect(document.children(of: cell.id).map(\.element) == ["textField"])
        #expect(document.children(of: "11").isEmpty)
        // Located at the NSNib object of the outer file.
        #expect(cell.location.file == "Table.nib")
        #expect(cell.location.byteOffset != nil)
    }

    @Test func nestedPlaceholdersAreTheOuterDocumentsPlaceholders() throws {
        let document = try Self.document(Self.tableNib(nested: Self.cellNib().bytes()).bytes())
        let cell = try #require(document.children(of: "12").first)
        let field = try #require(document.children(of: cell.id).first)
        let owner = try #require(document.filesOwner)
        #expect(owner.id == "-2")
        #expect(document.objects.filter(\.isPlaceholder).count == 3, "no placeholder of the nested nib is added")
        let byLabel = Dictionary(
            document.connections.map { ($0.label ?? "", ($0.source, $0.destination)) }, uniquingKeysWith: { a, _ in a })
        #expect(byLabel["textField"]?.0 == cell.id)
        #expect(byLabel["textField"]?.1 == field.id)
        #expect(byLabel["edit:"]?.0 == field.id)
        #expect(byLabel["edit:"]?.1 == owner.id, "the nested File's Owner is the table's owner")
        #expect(byLabel["sizeCell"]?.0 == owner.id, "the nested owner's outlets move to the outer owner")
        #expect(byLabel["sizeCell"]?.1 == cell.id)
    }

    @Test func identifierOtherThanTheColumnsIsKeptAndTwoRegistrationsGetDistinctIDs() throws {
        let document = try Self.document(
            Self.tableNib(nested: Self.cellNib().bytes(), identifiers: ["size", "other"]).bytes())
        let prototypes = document.children(of: "12").filter { $0.element == "tableCellView" }
        #expect(prototypes.count == 1)
        let first = try #require(document.children(of: "11").first)
        #expect(first.sourceElement[attribute: "identifier"] == "other", "no column is named other: the first")
        #expect(Set(document.objects.map(\.id)).count == document.objects.count)
    }

    // MARK: Hostile

    @Test func nestedDataThatIsNotANibIsALocatedErrorInTheNestedFile() throws {
        let error = try Self.error(Self.tableNib(nested: Array("not a nib at all".utf8)).bytes())
        #expect(error.location.file == "Table.nib[nested 1]")
        #expect(error.location.byteOffset == 0)
    }

    @Test func truncatedNestedNibIsALocatedErrorAtEveryLength() throws {
        let cell = Self.cellNib().bytes()
        try Bounds.check(seconds: 20) {
            for length in stride(from: 0, to: cell.count, by: 7) {
                let error = try Self.error(Self.tableNib(nested: Array(cell[..<length])).bytes())
                #expect(error.location.file.hasPrefix("Table.nib"), "cut at \(length)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func nibsNestedDeeperThanTheLimitStopThereAtTheHoldingObject() throws {
        var bytes = Self.cellNib().bytes()
        for _ in 0..<CompiledArchive.maxNestingDepth { bytes = Self.tableNib(nested: bytes).bytes() }
        // maxNestingDepth tables around the cell nib: every level reads.
        _ = try Self.document(bytes)
        bytes = Self.tableNib(nested: bytes).bytes()
        let error = try Self.error(bytes)
        guard case .limitExceeded(let detail) = error.kind else {
            Issue.record("expected a limit, got \(error)")
            return
        }
        #expect(detail.contains("nest more than \(CompiledArchive.maxNestingDepth)"))
        #expect(error.location.file == "Table.nib")
        #expect(error.location.byteOffset != nil)
    }

    @Test func nibNestingItselfEndsAtTheNestingLimit() throws {
        // Each level is the same table nib holding the level below: a nib that nests itself
        // as far as bytes allow.
        var bytes = Self.tableNib(nested: []).bytes()
        for _ in 0..<(CompiledArchive.maxNestingDepth + 3) { bytes = Self.tableNib(nested: bytes).bytes() }
        try Bounds.check {
            let error = try Self.error(bytes)
            #expect(error.description.contains("nest more than"))
        }
    }

    @Test func oneNestedNibRegisteredManyTimesRunsOutOfTheByteBudget() throws {
        let cell = Self.cellNib().bytes()
        var limits = ParseLimits()
        limits.maxInputBytes = cell.count * 40
        let bytes = Self.tableNib(nested: cell, identifiers: (0..<60).map { "cell\($0)" }).bytes()
        try Bounds.check {
            let error = try Self.error(bytes, limits: limits)
            guard case .limitExceeded(let detail) = error.kind else {
                Issue.record("expected a limit, got \(error)")
                return
            }
            #expect(detail.contains("nested in data values hold more than"))
            // Within the default limits too: more than four times the nib's own bytes.
            #expect(throws: NibParseError.self) { try Self.document(bytes) }
        }
    }

    @Test func nibObjectWithoutDataIsAMalformedArchiveError() throws {
        var nib = Self.tableNib(nested: Self.cellNib().bytes())
        let index = try #require(nib.objects.firstIndex { $0.className == "NSNib" })
        nib.set(index, [])
        let error = try Self.error(nib.bytes())
        #expect(error.description.contains("holds no nib data"))
        #expect(error.location.file == "Table.nib")
    }
}
