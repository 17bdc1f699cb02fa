import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

/// Resources are matched by everything that identifies them (issue 27): a document that names
/// `star` from the system catalog and `star` from the app diffs as itself and merges without
/// losing an edit of either.
@Suite struct ResourceIdentityTests {
    static let path = TestPaths.packageRoot
        .appendingPathComponent("Tests/NibEditingTests/Fixtures/SameNameResources.storyboard").path
    static let base: [UInt8] = Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
    static let systemStar = #"<image name="star" catalog="system" width="128" height="116"/>"#
    static let appStar = #"<image name="star" width="64" height="64"/>"#

    func edited(_ replacements: [(String, String)]) throws -> [UInt8] {
        var text = String(decoding: Self.base, as: UTF8.self)
        for (target, replacement) in replacements {
            #expect(text.contains(target), "the fixture has \(target)")
            text = text.replacingOccurrences(of: target, with: replacement)
        }
        return Array(text.utf8)
    }

    func resources(_ bytes: [UInt8]) throws -> [String] {
        try NibDocument(data: Data(bytes), file: "Merged.storyboard").resources.map {
            "\($0.name) \($0.element[attribute: "catalog"] ?? "app") \($0.element[attribute: "width"] ?? "")x"
                + "\($0.element[attribute: "height"] ?? "")"
        }
    }

    @Test func aDocumentNamingOneImageFromTwoCatalogsIsTheSameAsItself() throws {
        let document = try NibDocument(contentsOfFile: Self.path)
        #expect(document.resources.filter { $0.name == "star" }.count == 2)
        let diff = NibDiff(old: document, new: document)
        #expect(diff.isSame, "\(diff.description())")
    }

    @Test func anEditOfTheSystemImageIsReportedOnItAloneWithItsCatalog() throws {
        let old = try NibDocument(data: Data(Self.base), file: "Old.storyboard")
        let new = try NibDocument(
            data: Data(
                try edited([(Self.systemStar, #"<image name="star" catalog="system" width="128" height="120"/>"#)])),
            file: "New.storyboard")
        let diff = NibDiff(old: old, new: new)
        #expect(diff.changes.count == 1, "\(diff.description())")
        let change = try #require(diff.changes.first)
        #expect(change.kind == .resourceChanged)
        #expect(change.resource?.catalog == "system")
        #expect(change.properties == [.init(path: "height", old: "116", new: "120")])
        #expect(diff.description().contains(#"~ image "star" (catalog system)"#))
        let json = try JSONSerialization.jsonObject(with: diff.jsonData()) as? [String: Any]
        let changes = json?["changes"] as? [[String: Any]]
        let resource = changes?.first?["resource"] as? [String: Any]
        #expect(resource?["catalog"] as? String == "system")
        #expect(resource?.keys.sorted() == ["catalog", "kind", "line", "name"])
    }

    @Test func removingTheSystemImageLeavesTheAppImageMatched() throws {
        let old = try NibDocument(data: Data(Self.base), file: "Old.storyboard")
        let new = try NibDocument(data: Data(try edited([(Self.systemStar + "\n", "")])), file: "New.storyboard")
        let diff = NibDiff(old: old, new: new)
        #expect(diff.changes.map(\.kind) == [.resourceRemoved], "\(diff.description())")
        #expect(diff.changes.first?.resource?.catalog == "system")
    }

    @Test func aCleanMergeOfEditsToBothImagesKeepsBoth() throws {
        let ours = try edited([(Self.systemStar, #"<image name="star" catalog="system" width="128" height="120"/>"#)])
        let theirs = try edited([(Self.appStar, #"<image name="star" width="32" height="32"/>"#)])
        let merge = try NibMerge(base: Self.base, ours: ours, theirs: theirs, file: "Stars.storyboard")
        #expect(merge.isClean, "\(merge.conflicts)")
        #expect(try resources(merge.bytes) == ["star system 128x120", "star app 32x32", "Accent app x"])
    }

    @Test func editsOfTheSameImageOnBothSidesStillConflict() throws {
        let ours = try edited([(Self.appStar, #"<image name="star" width="32" height="32"/>"#)])
        let theirs = try edited([(Self.appStar, #"<image name="star" width="48" height="48"/>"#)])
        let merge = try NibMerge(base: Self.base, ours: ours, theirs: theirs, file: "Stars.storyboard")
        #expect(merge.conflicts.count == 1)
        #expect(merge.conflicts.first?.description.contains(#"resource image "star""#) == true)
        #expect(merge.conflicts.first?.description.contains("catalog") == false)
    }

    @Test func theCanonicalListingTellsTheTwoImagesApart() throws {
        let listing = try NibDocument(contentsOfFile: Self.path).canonicalDescription()
        #expect(listing.contains("resource image \"star\" catalog=system\n    height = 116\n    width = 128\n"))
        #expect(listing.contains("resource image \"star\"\n    height = 64\n    width = 64\n"))
    }
}

/// Anything else keyed by a name is matched by its occurrence when the name repeats (issue 27):
/// a runtime attribute whose key path is set twice keeps both in the diff and in the merge.
@Suite struct RepeatedKeyMatchingTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="Vw1-Ab-001">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="4"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="8"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
        </document>
        """

    @Test func aKeyPathSetTwiceKeepsBothValuesInTheDiff() throws {
        let old = try NibDocument(parsing: Self.text, file: "Old.xib")
        #expect(NibDiff(old: old, new: old).isSame)
        let new = try NibDocument(
            parsing: Self.text.replacingOccurrences(of: #"value="8""#, with: #"value="12""#), file: "New.xib")
        let diff = NibDiff(old: old, new: new)
        #expect(
            diff.changes.first?.properties == [
                .init(path: "runtime:layer.cornerRadius#1/integer[value].value", old: "8", new: "12")
            ], "\(diff.description())")
    }

    @Test func aMergeReplaysAnEditOfTheSecondUseOfAKeyPath() throws {
        let base = Array(Self.text.utf8)
        let ours = Array(Self.text.replacingOccurrences(of: #"value="4""#, with: #"value="5""#).utf8)
        let theirs = Array(Self.text.replacingOccurrences(of: #"value="8""#, with: #"value="12""#).utf8)
        let merge = try NibMerge(base: base, ours: ours, theirs: theirs, file: "View.xib")
        #expect(merge.isClean, "\(merge.conflicts)")
        let values = try NibDocument(data: Data(merge.bytes), file: "Merged.xib").objects.first?.runtimeAttributes
            .map(\.value)
        #expect(values == [.number(.integer(5)), .number(.integer(12))])
    }
}
