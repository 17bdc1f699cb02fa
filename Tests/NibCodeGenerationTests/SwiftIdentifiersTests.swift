import Testing

@testable import NibCodeGeneration

/// Names from documents made into Swift identifiers and literals.
@Suite struct SwiftIdentifiersTests {
    @Test func valuesBecomeLowerCamelCase() {
        #expect(SwiftIdentifiers.lowerCamel("showProfile") == "showProfile")
        #expect(SwiftIdentifiers.lowerCamel("show-profile") == "showProfile")
        #expect(SwiftIdentifiers.lowerCamel("Profile Cell") == "profileCell")
        #expect(SwiftIdentifiers.lowerCamel("URLCell") == "urlCell")
        #expect(SwiftIdentifiers.lowerCamel("URL") == "url")
        #expect(SwiftIdentifiers.lowerCamel("2fa") == "_2fa")
        #expect(SwiftIdentifiers.lowerCamel("---") == "unnamed")
        #expect(SwiftIdentifiers.lowerCamel("café") == "caf")
    }

    @Test func typesBecomeUpperCamelCase() {
        #expect(SwiftIdentifiers.upperCamel("main") == "Main")
        #expect(SwiftIdentifiers.upperCamel("Settings~ipad") == "SettingsIpad")
        #expect(SwiftIdentifiers.upperCamel("3D Touch") == "_3DTouch")
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftIdentifiers.escaped("default") == "`default`")
        #expect(SwiftIdentifiers.escaped("profile") == "profile")
    }

    @Test func scopesHandOutUniqueNames() {
        var scope = IdentifierScope(reserved: ["name"])
        #expect(scope.unique("name") == "name2")
        #expect(scope.unique("cell") == "cell")
        #expect(scope.unique("cell") == "cell2")
    }

    @Test func onlySwiftSpellableClassNamesAreTypes() {
        #expect(SwiftIdentifiers.isTypeName("ProfileViewController"))
        #expect(SwiftIdentifiers.isTypeName("App.ProfileViewController"))
        #expect(!SwiftIdentifiers.isTypeName("1Bad"))
        #expect(!SwiftIdentifiers.isTypeName("My-Class"))
        #expect(!SwiftIdentifiers.isTypeName("class"))
    }

    @Test func stringLiteralsKeepTheTextExactly() {
        #expect(SwiftIdentifiers.stringLiteral(#"a "b" \c"#) == #""a \"b\" \\c""#)
        #expect(SwiftIdentifiers.stringLiteral("tab\there") == #""tab\there""#)
        #expect(SwiftIdentifiers.stringLiteral("\u{1}") == #""\u{1}""#)
    }
}
