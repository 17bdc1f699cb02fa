import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// The semantic diff (issue 15): edits of a real sample show exactly as the edits, and what is
/// not a change (attribute order, whitespace, tools version) never shows as one.
@Suite struct NibDiffTests {
    static let mainMenuText: String = {
        (try? String(contentsOfFile: TestPaths.sample("MainMenu.xib"), encoding: .utf8)) ?? ""
    }()

    func diff(_ edit: (String) -> String) throws -> NibDiff {
        let old = try NibDocument(parsing: Self.mainMenuText, file: "Old.xib")
        let edited = edit(Self.mainMenuText)
        #expect(edited != Self.mainMenuText, "the edit changed nothing")
        let new = try NibDocument(parsing: edited, file: "New.xib")
        return NibDiff(old: old, new: new)
    }

    func replacing(_ target: String, with replacement: String) -> (String) -> String {
        { $0.replacingOccurrences(of: target, with: replacement) }
    }

    @Test func aDocumentAgainstItselfIsTheSame() throws {
        for name in ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard"] {
            let document = try NibDocument(contentsOfFile: TestPaths.sample(name))
            let diff = NibDiff(old: document, new: document)
            #expect(diff.isSame, "\(name): \(diff.description())")
            #expect(diff.noise.isEmpty)
        }
    }

    @Test func attributeOrderAndWhitespaceAreNeverAChange() throws {
        let diff = try diff(
            replacing(
                #"<window title="HelloNib" allowsToolTipsWhenApplicationIsInactive="NO""#,
                with: "<window   allowsToolTipsWhenApplicationIsInactive=\"NO\"\n\t title=\"HelloNib\""))
        #expect(diff.isSame, "\(diff.description())")
    }

    @Test func aChangedTitleIsOneChangedObjectWithOldAndNewValues() throws {
        let diff = try diff(replacing(#"title="Say Hello" bezelStyle"#, with: #"title="Wave" bezelStyle"#))
        #expect(diff.changes.count == 1)
        let change = try #require(diff.changes.first)
        #expect(change.kind == .objectChanged)
        #expect(change.object?.id == "Bc1-Ce-l1x")
        #expect(change.properties == [.init(path: "title", old: "Say Hello", new: "Wave")])
        #expect(diff.description().contains(#"title: "Say Hello" → "Wave""#))
    }

    @Test func toolsVersionBumpIsNoiseNotAChange() throws {
        let diff = try diff { text in
            text.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="23504""#)
                .replacingOccurrences(of: #"version="22505"/>"#, with: #"version="23504"/>"#)
        }
        #expect(diff.isSame)
        #expect(diff.noise.map(\.path).contains("toolsVersion"))
        #expect(diff.description().contains(#"toolsVersion "22505" → "23504""#))
    }

    @Test func frameChangesFoldIntoOneLayoutLinePerObject() throws {
        let diff = try diff { text in
            text.replacingOccurrences(
                of: #"<rect key="frame" x="183" y="40" width="114" height="32"/>"#,
                with: #"<rect key="frame" x="180" y="44" width="120" height="32"/>"#
            ).replacingOccurrences(of: #"constant="20" id="Cn1-Ld-001""#, with: #"constant="24" id="Cn1-Ld-001""#)
        }
        #expect(!diff.isSame)
        let changed = diff.changes.filter { $0.kind == .objectChanged }
        #expect(changed.count == 2)
        #expect(changed.allSatisfy { $0.properties.isEmpty && !$0.geometry.isEmpty })
        let folded = diff.description()
        #expect(folded.contains("~ button NSButton [Bt1-Sy-H3l] line 86: layout (rect[frame])"))
        #expect(folded.contains("layout (constant)"))
        let unfolded = diff.description(options: .init(showsGeometry: true))
        #expect(unfolded.contains(#"rect[frame].x: "183" → "180""#))
    }

    @Test func movingAViewIsOneMoveNotARemovalAndAnAddition() throws {
        let button = try #require(Self.mainMenuText.range(of: "<button verticalHuggingPriority")).lowerBound
        let buttonEnd = try #require(Self.mainMenuText.range(of: "</button>\n")).upperBound
        let block = String(Self.mainMenuText[button..<buttonEnd])
        let diff = try diff { text in
            var text = text
            text.removeSubrange(button..<buttonEnd)
            // Into the window itself, beside the content view: a new parent.
            let anchor = text.range(of: "<point key=\"canvasLocation\" x=\"200\" y=\"400\"/>")!.lowerBound
            text.insert(contentsOf: block, at: anchor)
            return text
        }
        let kinds = diff.changes.map(\.kind)
        #expect(kinds.filter { $0 == .objectMoved }.count == 1)
        #expect(!kinds.contains(.objectAdded) && !kinds.contains(.objectRemoved))
        let move = try #require(diff.changes.first { $0.kind == .objectMoved })
        #expect(move.object?.id == "Bt1-Sy-H3l")
        #expect(move.oldParent?.id == "EiT-Mj-1SZ")
        #expect(move.newParent?.id == "QvC-M9-y7g")
    }

    @Test func removingAViewReportsTheSubtreeOnceAndItsConnections() throws {
        let button = try #require(Self.mainMenuText.range(of: "<button verticalHuggingPriority")).lowerBound
        let buttonEnd = try #require(Self.mainMenuText.range(of: "</button>\n")).upperBound
        let diff = try diff { text in
            var text = text
            text.removeSubrange(button..<buttonEnd)
            return text
        }
        let removed = diff.changes.filter { $0.kind == .objectRemoved }
        #expect(removed.map { $0.object?.id } == ["Bt1-Sy-H3l"], "the button's cell is inside it")
        let connection = try #require(diff.changes.first { $0.kind == .connectionRemoved }?.connection)
        #expect(connection.kind == "action")
        #expect(connection.label == "sayHello:")
        #expect(connection.source.id == "Bt1-Sy-H3l")
        #expect(connection.destination?.className == "AppDelegate")
    }

    @Test func aRetargetedOutletIsAChangedConnectionNamedByClassAndLabel() throws {
        let diff = try diff(
            replacing(
                #"<action selector="sayHello:" target="Voe-Tx-rLC" id="Bt2-Ac-t2n"/>"#,
                with: #"<action selector="sayGoodbye:" target="Voe-Tx-rLC" id="Bt2-Ac-t2n"/>"#))
        let change = try #require(diff.changes.first)
        #expect(diff.changes.count == 1)
        #expect(change.kind == .connectionChanged)
        #expect(change.oldConnection?.label == "sayHello:")
        #expect(change.connection?.label == "sayGoodbye:")
        #expect(
            diff.description().contains(#"action button NSButton [Bt1-Sy-H3l] .sayGoodbye: → customObject AppDelegate"#)
        )
    }

    @Test func aCustomClassChangeIsCalledOut() throws {
        let diff = try diff(
            replacing(
                #"<button verticalHuggingPriority="750""#,
                with: #"<button customClass="WaveButton" customModule="HelloNib" verticalHuggingPriority="750""#))
        let change = try #require(diff.changes.first)
        #expect(change.object?.className == "WaveButton")
        #expect(change.properties.map(\.path) == ["customClass", "customModule"])
        #expect(diff.description().contains(#"customClass: none → "WaveButton"  (class change)"#))
    }

    @Test func resourcesAddedAndRemovedAreListed() throws {
        let diff = try diff(replacing(#"<image name="Wave" width="16" height="16"/>"#, with: #"<image name="Hand"/>"#))
        #expect(diff.changes.map(\.kind) == [.resourceAdded, .resourceRemoved])
        #expect(diff.changes.map { $0.resource?.name } == ["Hand", "Wave"])
    }

    @Test func aMissingSideMakesEveryObjectAdded() throws {
        let new = try NibDocument(contentsOfFile: TestPaths.sample("MainMenu.xib"))
        let diff = NibDiff(old: nil, new: new)
        #expect(diff.changes.filter { $0.kind == .objectAdded }.count == new.objects.filter(\.isRoot).count)
        #expect(diff.oldFile == "/dev/null")
    }

    @Test func theJSONWritesEveryFieldAndDecodes() throws {
        let diff = try diff(replacing(#"title="Say Hello""#, with: #"title="Wave""#))
        let json = try #require(
            try JSONSerialization.jsonObject(with: diff.jsonData()) as? [String: Any])
        #expect(json["serializationVersion"] as? Int == 1)
        #expect(json["same"] as? Bool == false)
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.first?["kind"] as? String == "objectChanged")
        #expect(changes.first?.keys.contains("connection") == true, "absent fields are null, not left out")
    }

    @Test func theCanonicalListingIgnoresAttributeOrder() throws {
        let old = try NibDocument(parsing: Self.mainMenuText)
        let reordered = Self.mainMenuText.replacingOccurrences(
            of: #"<window title="HelloNib" allowsToolTipsWhenApplicationIsInactive="NO""#,
            with: #"<window allowsToolTipsWhenApplicationIsInactive="NO" title="HelloNib""#)
        let new = try NibDocument(parsing: reordered)
        #expect(old.canonicalDescription() == new.canonicalDescription())
        #expect(old.canonicalDescription().contains("    title = HelloNib"))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func everyCorpusDocumentAgainstItselfIsTheSame() throws {
        // With our own document that names one image from two catalogs (issue 27).
        let fixture = TestPaths.packageRoot
            .appendingPathComponent("Tests/NibEditingTests/Fixtures/SameNameResources.storyboard").path
        for path in TestPaths.wellFormedCorpusDocuments + [fixture] {
            guard let document = try? NibDocument(contentsOfFile: path) else { continue }
            let diff = NibDiff(old: document, new: document)
            #expect(diff.isSame, "\(path)")
        }
    }
}

/// A compiled nib against the xib it was compiled from (issue 15: every format diffs): the
/// compiler renumbers the objects, so they are matched by place; the same objects and the
/// same connections come out, whatever the compiled form leaves out of the attributes.
@Suite(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
struct CompiledAgainstSourceDiffTests {
    @Test(arguments: CompiledPairs.exact) func aCompiledNibMatchesItsSourceObjectForObject(
        _ pair: (compiled: String, source: String)
    ) throws {
        guard let corpus = TestPaths.corpus else { return }
        let source = try NibDocument(contentsOfFile: corpus.appendingPathComponent(pair.source).path)
        let compiled = try NibDocument(contentsOfFile: corpus.appendingPathComponent(pair.compiled).path)
        let diff = NibDiff(old: source, new: compiled)
        let structural = diff.changes.filter {
            [.objectAdded, .objectRemoved, .objectMoved, .connectionAdded, .connectionRemoved].contains($0.kind)
        }
        #expect(structural.isEmpty, "\(pair.compiled): \(diff.description())")
    }
}
