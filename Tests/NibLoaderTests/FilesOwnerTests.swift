import NibModel
import Testing

@testable import NibLoader

/// A File's Owner with no class, or a plain `NSObject` one, follows the platform: a real
/// `NSObject` has no outlets (L3.1 on AppKit: no connection, no error; L3.2 on UIKit: an error).
@Suite struct FilesOwnerTests {
    private let outlet = #"<outlet property="view" destination="V1" id="c1"/>"#

    @Test func L3_1_appKitPlainNSObjectOwnerMakesNoOutletConnectionAndNoError() throws {
        let xml = Documents.appKit(ownerConnections: outlet, #"<customView id="V1"/>"#)
        let owner = NibStandIn(className: "NSObject")
        let loaded = try Documents.nib(xml).instantiate(owner: owner)
        #expect(owner.nibValue(forKey: "view") == nil)
        let skipped = try #require(loaded.trace.events(.skipped).first)
        #expect(skipped.name == "view")
        #expect(
            skipped.detail == "NSObject has no setter setView: and no instance variable 'view': no connection (L3.1)")
        #expect(skipped.destinationClassName == "NSView")
        #expect(loaded.warnings.isEmpty)
    }

    @Test func L3_2_uiKitPlainNSObjectOwnerRaisesALocatedError() throws {
        let xml = Documents.uiKit(ownerConnections: outlet, #"<view id="V1"/>"#)
        let nib = try Documents.nib(xml)
        let error = try #require(throws: NibLoadingError.self) {
            try nib.instantiate(owner: NibStandIn(className: "NSObject"))
        }
        do {
            #expect(error.kind == .undefinedKey(key: "view", className: "NSObject"))
            #expect(error.location.line == 5)
            #expect(
                error.description.hasPrefix(
                    "Test.xib:5:26: error: object '-1': [NSObject setValue:forKey:]: this class is not key value coding-compliant for the key 'view'"
                ))
        }
    }

    @Test(arguments: [true, false])
    func ownerOfAnotherClassStillTakesTheOutlet(appKit: Bool) throws {
        let xml =
            appKit
            ? Documents.appKit(ownerConnections: outlet, #"<customView id="V1"/>"#)
            : Documents.uiKit(ownerConnections: outlet, #"<view id="V1"/>"#)
        let owner = NibStandIn(className: "ProfileViewController")
        let loaded = try Documents.nib(xml).instantiate(owner: owner)
        #expect(same(owner.nibValue(forKey: "view") as AnyObject?, loaded.object(withID: "V1")))
    }

    @Test func aStandInForAnUnknownCustomClassAcceptsItsOutletsLikeTheClassWould() throws {
        let xml = Documents.uiKit(
            #"""
            <customObject id="C1" customClass="DataSource">
                <connections><outlet property="tableView" destination="T1" id="c1"/></connections>
            </customObject>
            <tableView id="T1"/>
            """#)
        let loaded = try Documents.nib(xml).instantiate(options: NibLoadOptions(unknownClassPolicy: .useStandardClass))
        let source = try #require(loaded.object(withID: "C1") as? NibStandIn)
        #expect(source.className == "NSObject")
        #expect(source.unknownCustomClass == "DataSource")
        #expect(source.nibValue(forKey: "tableView") != nil)
    }
}
