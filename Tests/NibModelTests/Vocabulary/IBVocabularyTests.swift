import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// The vocabulary is one table read both ways: every entry must give back what it was given.
@Suite struct IBVocabularyTests {
    /// Every rule of both platforms, with the texts its codec can produce.
    static var properties: [(rule: String, property: IBProperty)] {
        (IBVocabulary.appKitRules + IBVocabulary.uiKitRules).flatMap { rule in
            rule.properties.map { (rule.element, $0) }
        }
    }

    /// The document texts a codec stands for, as far as they can be listed.
    static func samples(_ codec: IBValueCodec) -> [String] {
        switch codec {
        case .string: ["", "OK", "Größe ✓"]
        case .boolean, .negatedBoolean, .booleanInteger, .flag, .clearFlag: ["YES", "NO"]
        // Alone, the mask is the value a document writes nothing for.
        case .flagUnless(let mask, let unless): mask == 0 ? [] : mask == unless ? ["NO"] : ["YES", "NO"]
        case .integer: ["0", "-1", "42"]
        case .real, .float: ["0", "0.5", "13", "-2.25"]
        case .enumeration(let keywords), .field(_, let keywords): keywords.map(\.name)
        case .rectString: ["0 0 480 270", "12 -3 10.5 20"]
        case .frameString: ["12 -3 10.5 20"]
        case .sizeString: ["0 0 163 96"]
        case .pairComponent: ["250", "750", "1000"]
        case .objectReference: ["Xy1-2a-bC3"]
        case .presentAs(let text): [text]
        case .font, .color, .uiFont, .integerObject: []
        }
    }

    /// Every list of strings the vocabulary names is one the mapper reads by key number.
    @Test func everyStringListIsReadByTheMapper() {
        #expect(CompiledNibMapper.stringLists.map(\.1.element) == IBVocabulary.stringLists.map(\.element))
    }

    @Test func everyEntryEncodesAndDecodesBackToTheSameText() {
        var checked = 0
        for (rule, property) in Self.properties {
            for text in Self.samples(property.codec) {
                guard let archived = property.codec.encode(text, into: nil) else {
                    Issue.record("\(rule).\(property.slot.attributeName) (\(property.key)): '\(text)' does not encode")
                    continue
                }
                // Two spellings of one value (`baseline`, `lastBaseline`) read back as the first.
                var canonical = text
                if case .enumeration(let keywords) = property.codec,
                    let value = keywords.first(where: { $0.name == text })?.value,
                    let first = keywords.first(where: { $0.value == value })
                {
                    canonical = first.name
                }
                let back = property.codec.decode(archived)
                let expected =
                    property.codec == .sizeString
                    ? "0 0 " + text.split(separator: " ").suffix(2).joined(separator: " ") : canonical
                #expect(
                    back == expected,
                    "\(rule).\(property.slot.attributeName) (\(property.key)): '\(text)' came back as \(back ?? "nil")")
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    @Test func flagsOfOneKeyAddUpAndComeBackApart() {
        let cell = IBVocabulary.ruleChain(element: "buttonCell", platform: .appKit)
        let behavior = cell.flatMap(\.properties).filter {
            if case .keyed("behavior", _, _) = $0.slot { return true }
            return false
        }
        #expect(behavior.count == 7)
        var value: IBArchivedValue?
        for property in behavior where ["pushIn", "lightByGray"].contains(property.slot.attributeName) {
            value = property.codec.encode("YES", into: value)
        }
        #expect(value == .integer(Int64(bitPattern: 0x8200_0000)))
        let decoded = behavior.filter { value.flatMap($0.codec.decode) == "YES" }.map(\.slot.attributeName)
        #expect(decoded == ["pushIn", "lightByGray"])
    }

    @Test func enumerationKeywordsAreUniqueInEveryEntry() {
        for (rule, property) in Self.properties {
            guard case .enumeration(let keywords) = property.codec else { continue }
            #expect(Set(keywords.map(\.name)).count == keywords.count, "\(rule).\(property.slot.attributeName)")
        }
    }

    @Test func everyBaseRuleNamedExistsAndChainsEndInTheirClass() {
        for rules in [IBVocabulary.appKitRules, IBVocabulary.uiKitRules] {
            let names = Set(rules.map(\.element))
            for rule in rules {
                if let base = rule.base {
                    #expect(names.contains(base), "\(rule.element) names a missing base \(base)")
                }
            }
        }
        let chain = IBVocabulary.ruleChain(element: "popUpButtonCell", platform: .appKit).map(\.element)
        #expect(chain == ["@cell", "buttonCell", "popUpButtonCell"])
    }

    /// The compiled reader and the legacy reader once named the standard toolbar items apart.
    @Test func bothReadersNameArchivedClassesThroughOneTable() {
        #expect(IBVocabulary.elementName(forArchivedClass: "NSToolbarFlexibleSpaceItem") == "toolbarItem")
        #expect(LegacyVocabulary.elementName(forClass: "NSToolbarFlexibleSpaceItem") == "toolbarItem")
        #expect(ArchivedClass.elementName(for: "NSToolbarFlexibleSpaceItem") == "toolbarItem")
        #expect(IBVocabulary.elementName(forArchivedClass: "IBUILabel") == "label")
        #expect(IBVocabulary.elementName(forArchivedClass: "NSPopUpButton") == "popUpButton")
        #expect(IBVocabulary.documentKey(forArchiveKey: "NSWindowView") == "contentView")
        #expect(
            IBVocabulary.archiveKey(forDocumentKey: "contentView", inArchivedClass: "NSWindowTemplate")
                == "NSWindowView")
        #expect(IBVocabulary.archiveKey(forDocumentKey: "cell", inArchivedClass: "NSButton") == "NSCell")
    }

    /// An ASCII key is made from its bytes, other keys through `Character`s: both drop one
    /// prefix (when something follows it) and lower the first letter.
    @Test func documentKeyDropsOnePrefixAndLowersTheFirstLetter() {
        let expected = [
            "NSFrobKey": "frobKey", "IBUIFrob": "frob", "IBNSFrob": "frob", "UIFrob": "frob", "IBFrob": "frob",
            "NSNSFrob": "nSFrob", "NS": "nS", "IB": "iB", "frob": "frob", "_Frob": "_Frob", "NS1": "1", "": "",
            "NSÉtat": "état", "ÉtatNS": "étatNS", "NSCell": "cell",
        ]
        for (key, documentKey) in expected {
            #expect(IBVocabulary.documentKey(forArchiveKey: key) == documentKey, "\(key)")
        }
    }

    /// A class no rule or exception names loses its framework prefix and lowers the next letter
    /// (from its bytes when it is ASCII, through `Character`s otherwise); a prefix followed by no
    /// capital is no prefix.
    @Test func elementNamesDropAFrameworkPrefixAndLowerTheNextLetter() {
        let expected = [
            "NSFrobView": "frobView", "IBUIFrob": "frob", "IBNSFrob": "frob", "WKInterfaceFrob": "frob",
            "NSÉtat": "état", "NSfrob": "customObject", "NS1Frob": "customObject", "NS": "customObject",
            "Frob": "customObject", "": "customObject",
        ]
        for (className, element) in expected {
            #expect(IBVocabulary.elementName(forArchivedClass: className) == element, "\(className)")
        }
        for key in ["NSSubviews", "NSMenuItems", "NSCell", "NSFrob", "NSÉtat", ""] {
            let names = IBVocabulary.documentKeyAndWrapper(forArchiveKey: key)
            #expect(names.key == IBVocabulary.documentKey(forArchiveKey: key), "\(key)")
            #expect(names.wrapper == IBVocabulary.wrapper(forCollectionKey: key), "\(key)")
        }
    }

    /// A colour's components are split at spaces and the terminating NUL, empty pieces dropped,
    /// alike for ASCII text (split at its bytes) and other text (split by `Character`).
    @Test func colourComponentsSplitAtSpacesAndTheTerminatingNUL() {
        func rgb(_ text: String) -> [String]? {
            IBColorCodec.decode(className: "NSColor", fields: ["NSColorSpace": .integer(1), "NSRGB": .string(text)])?
                .map(\.value)
        }
        #expect(rgb("0.5 0.25 1\0") == ["0.5", "0.25", "1", "1", "calibratedRGB"])
        #expect(rgb("  0.5  0.25 1 0.5\0\0") == ["0.5", "0.25", "1", "0.5", "calibratedRGB"])
        #expect(rgb("0.5 0.25\r\n 1\0") == ["0.5", "0.25\r\n", "1", "1", "calibratedRGB"])
        #expect(rgb("0.5 0.25 1é\0") == ["0.5", "0.25", "1é", "1", "calibratedRGB"])
        #expect(rgb("0.5 0.25\0") == nil)
    }

    @Test func fontsReadAsMetaFontsWithTheirSizes() {
        let system = IBFontCodec.decode(
            className: "NSFont",
            fields: ["NSName": .string(".AppleSystemUIFont"), "NSSize": .real(13), "NSfFlags": .integer(1044)])
        #expect(system?.map(\.value) == ["system"])
        let small = IBFontCodec.decode(
            className: "NSFont",
            fields: ["NSName": .string(".AppleSystemUIFont"), "NSSize": .real(10), "NSfFlags": .integer(1044)])
        #expect(small?.map { "\($0.name)=\($0.value)" } == ["metaFont=system", "size=10"])
        let named = IBFontCodec.decode(
            className: "NSFont",
            fields: ["NSName": .string("LucidaGrande-Bold"), "NSSize": .real(10), "NSfFlags": .integer(16)])
        #expect(named?.map { "\($0.name)=\($0.value)" } == ["size=10", "name=LucidaGrande-Bold"])
    }
}

/// Decompiling a real nib gives back what its source said, through the vocabulary.
@Suite(.enabled(if: Paths.corpus != nil, "the shared corpus is not beside the project"))
struct VocabularyDecompileTests {
    @Test func aButtonCellComesBackWithItsTypeBezelBehaviourAndTitle() throws {
        let corpus = try #require(Paths.corpus)
        let path = corpus.appendingPathComponent("pairs/macos/test16_buttons.nib").path
        let document = try NibDocument(contentsOfFile: path)
        let push = try #require(document.objects.first { $0.customClass == "ButtonPush" })
        let cell = try #require(push.sourceElement.child(forKey: "cell"))
        #expect(cell.name == "buttonCell")
        #expect(cell[attribute: "type"] == "push")
        #expect(cell[attribute: "title"] == "Button")
        #expect(cell[attribute: "bezelStyle"] == "rounded")
        #expect(cell[attribute: "alignment"] == "center")
        let behavior = try #require(cell.child(forKey: "behavior"))
        #expect(behavior.attributes.map(\.name).sorted() == ["key", "lightByBackground", "lightByGray", "pushIn"])
        #expect(cell.child(forKey: "font")?[attribute: "metaFont"] == "system")
        let check = try #require(document.objects.first { $0.customClass == "ButtonCheck" })
        #expect(check.sourceElement.child(forKey: "cell")?[attribute: "type"] == "check")
        #expect(check.sourceElement.child(forKey: "cell")?[attribute: "imagePosition"] == "left")
    }
}
