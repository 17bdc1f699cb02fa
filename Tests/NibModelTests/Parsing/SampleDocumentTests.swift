import Testing

@testable import NibModel

@Suite struct SampleDocumentTests {
    @Test func mainMenuHasAppKitPlaceholdersByRole() throws {
        let document = try NibDocument(contentsOfFile: Paths.sample("MainMenu.xib"))
        #expect(document.kind == .xib)
        #expect(document.platform == .appKit)
        #expect(document.placeholders.map(\.id) == ["-2", "-1", "-3"])
        #expect(document.placeholders.map(\.placeholderRole) == [.filesOwner, .firstResponder, .application])
        #expect(document.filesOwner?.className == "NSApplication")
        #expect(document.topLevelObjectIDs == ["Voe-Tx-rLC", "YLy-65-1bz", "AYu-sK-qS6", "QvC-M9-y7g"])
    }

    @Test func iOSPlaceholdersSwapIDsButKeepRoles() throws {
        let document = try NibDocument(contentsOfFile: Paths.sample("ProfileViewController.xib"))
        #expect(document.platform == .uiKit)
        #expect(document.object(withID: "-1")?.placeholderRole == .filesOwner)
        #expect(document.object(withID: "-2")?.placeholderRole == .firstResponder)
        #expect(document.object(withID: "-3") == nil)
    }
}
