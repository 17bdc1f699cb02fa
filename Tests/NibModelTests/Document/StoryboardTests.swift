import Testing

@testable import NibModel

@Suite struct StoryboardTests {
    let document: NibDocument

    init() throws {
        document = try NibDocument(contentsOfFile: Paths.sample("Main.storyboard"))
    }

    @Test func storyboardIsRecognisedFromItsType() {
        #expect(document.kind == .storyboard)
        #expect(document.platform == .uiKit)
        #expect(document.header.initialViewController == "Nv1-Co-n01")
    }

    @Test func scenesHoldTheirTopLevelObjectsAndPlaceholders() {
        #expect(document.scenes.map(\.id) == ["Sc1-Nv-s01", "Sc2-Ls-s02", "Sc3-Dt-s03", "Sc4-Ed-s04"])
        #expect(document.scenes[1].topLevelObjects == ["Ls1-Vc-n01"])
        #expect(document.scenes[1].placeholders == ["Fr2-Pl-h02", "Ex2-Ex-t02"])
        #expect(document.scenes[3].placeholders == ["Fr4-Pl-h04", "Ex4-Ex-t04", "Rf1-Pl-h01"])
        #expect(document.scenes[0].canvasLocation == NibPoint(x: -700, y: 0))
        #expect(document.topLevelObjectIDs == ["Nv1-Co-n01", "Ls1-Vc-n01", "Dt1-Vc-n01", "Ed1-Vc-n01"])
    }

    @Test func scenePlaceholdersAreRecognisedByRole() {
        #expect(document["Fr1-Pl-h01"]?.placeholderRole == .firstResponder)
        #expect(document["Ex2-Ex-t02"]?.placeholderRole == .exit)
        #expect(
            document["Rf1-Pl-h01"]?.placeholderRole
                == .storyboardReference(storyboardName: "Settings", identifier: "SettingsForm"))
        #expect(document["Ls1-Vc-n01"]?.sceneID == "Sc2-Ls-s02")
        #expect(document["Cl2-Lb-l01"]?.sceneID == "Sc2-Ls-s02")
    }

    @Test func seguesAreConnectionsFromTheirTriggeringObject() throws {
        let segues = document.connections.compactMap { connection -> (ObjectID, Connection.Segue)? in
            guard case .segue(let segue) = connection.kind else { return nil }
            return (connection.source, segue)
        }
        #expect(segues.map(\.1.kind) == ["relationship", "show", "presentation", "unwind", "embed"])
        #expect(segues[0].1.relationship == "rootViewController")
        #expect(segues[1].0 == "Cl1-Ce-l01")
        #expect(segues[1].1.identifier == "showFriend")
        #expect(segues[3].1.unwindAction == "unwindToFriends:")
        #expect(segues[3].1.destination == "Ex4-Ex-t04")
    }

    @Test func storyboardIdentifiersMapToTheirControllers() {
        #expect(document.storyboardIdentifiers == ["FriendList": "Ls1-Vc-n01", "FriendDetail": "Dt1-Vc-n01"])
    }

    @Test func segueBackReferenceIsNotAConnection() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="b" kind="show" id="seg"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <inferredMetricsTieBreakers>
                    <segue reference="seg"/>
                </inferredMetricsTieBreakers>
            </document>
            """
        let document = try NibDocument(parsing: xml)
        #expect(document.connections.count == 1)
        #expect(document.root.children.last?.children.first?[attribute: "reference"] == "seg")
    }
}
