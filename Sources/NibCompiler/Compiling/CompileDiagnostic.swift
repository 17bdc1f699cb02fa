import NibModel

/// A part of a document the compiler does not know yet: an attribute or a child element that no
/// vocabulary rule describes. Reported as a warning at its line — the nib is written as far as the
/// vocabulary goes, and may differ from ibtool's there — or, with ``CompileOptions/isStrict``,
/// refused as an error.
public struct CompileDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What the compiler leaves out: the element, and the attribute or child element's name
    /// (`key` for a keyed child).
    public var element: String
    /// The attribute's name, or the child element's (`font[key=font]`).
    public var part: String
    /// Where, in the source document.
    public var location: SourceLocation

    /// The message, when it is not the vocabulary's (a catalog colour compiled without its
    /// ICC profile: ``DocumentCompiler/missingColorProfiles(in:)``).
    public var note: String?

    /// A diagnostic for `part` of `element` at `location`; `note` replaces the vocabulary's
    /// message.
    public init(element: String, part: String, location: SourceLocation, note: String? = nil) {
        self.element = element
        self.part = part
        self.location = location
        self.note = note
    }

    /// The message without the location.
    public var message: String {
        note
            ?? "\(part) of <\(element)> is not in the compiler's vocabulary yet: the nib may differ from ibtool's there"
    }

    /// `file:line: warning: message`, as compilers print.
    public var description: String { "\(location): warning: \(message)" }
}

extension DocumentCompiler {
    /// The `System` catalog colours of an AppKit `document` whose fallback ibtool archives in an
    /// ICC profile's colour space (`ColorProfiles`) that the options lack, and its colours in
    /// such a space (`colorSpace="custom"`): one warning per missing profile, at the first such
    /// colour's line. Without the profile the fallback is a
    /// calibrated colour of the same value: the runtime draws the named system colour alike,
    /// but the nib differs from ibtool's there.
    public func missingColorProfiles(in document: NibDocument) -> [CompileDiagnostic] {
        guard document.platform == .appKit else { return [] }
        var missing = Set(ColorProfiles.known.map(\.name)).subtracting(options.colorProfiles.keys)
        var found: [CompileDiagnostic] = []
        var stack = [document.root]
        var visited = 0
        while !missing.isEmpty, let element = stack.popLast(), visited < 1_000_000 {
            visited += 1
            stack.append(contentsOf: element.children.reversed())
            guard element.name == "color" else { continue }
            if let space = element[attribute: "customColorSpace"], element[attribute: "colorSpace"] == "custom",
                let id = IBColorCodec.customColorSpaces.first(where: { $0.name == space })?.id,
                let known = ColorProfiles.known.first(where: { $0.colorSpaceID == id }), missing.contains(known.name)
            {
                // A colour in the space itself (`IBColorCodec.encodeCustom`) wants its profile too.
                missing.remove(known.name)
                found.append(
                    CompileDiagnostic(
                        element: "color", part: space,
                        location: SourceLocation(file: document.file, line: element.line, column: element.column),
                        note: "a colour in \(known.title) is compiled without the build machine's ICC profile: "
                            + "it is archived as its calibrated colour alone, not in the profile's colour space "
                            + "as ibtool archives it; give the profile with --color-profile \(known.name)=PATH, a "
                            + "folder of .icc files in \(ColorProfiles.environmentVariable), or take it from a nib "
                            + "Xcode compiled with nibdump extract-color-profiles"))
                continue
            }
            guard element[attribute: "catalog"] == "System",
                let name = element[attribute: "name"],
                let profile = Self.profileName(ofCatalogColor: name), missing.contains(profile),
                let known = ColorProfiles.known.first(where: { $0.name == profile })
            else { continue }
            missing.remove(profile)
            found.append(
                CompileDiagnostic(
                    element: "color", part: name,
                    location: SourceLocation(file: document.file, line: element.line, column: element.column),
                    note: "the System colour \(name) is compiled without the build machine's \(known.title) ICC "
                        + "profile: its fallback is archived as a calibrated colour (the runtime still draws the "
                        + "named system colour), not in the profile's colour space as ibtool archives it; give the "
                        + "profile with --color-profile \(profile)=PATH, a folder of .icc files in "
                        + "\(ColorProfiles.environmentVariable), or take it from a nib Xcode compiled with "
                        + "nibdump extract-color-profiles"))
        }
        return found
    }

    /// The profile a `System` catalog colour's fallback is archived in, following a fallback
    /// that is itself a catalog colour.
    static func profileName(ofCatalogColor name: String) -> String? {
        var name = name
        for _ in 0..<4 {
            guard let fallback = AppKitArchiver.systemCatalogFallbacks[name] else { return nil }
            guard let inner = fallback.catalogName else { return fallback.profile }
            name = inner
        }
        return nil
    }

    /// What the compiler leaves out of `document`'s archive: every attribute and child element of
    /// an object that no vocabulary rule (nor the archiver's own structure) describes, in document
    /// order. Design-time data that ibtool never compiles (ids, `userLabel`, canvas positions,
    /// `fixedFrame`, `misplaced`…) is not reported.
    public func unarchivedParts(of document: NibDocument) -> [CompileDiagnostic] {
        var found: [CompileDiagnostic] = []
        var stack = [document.root]
        var visited = 0
        // A static table's cells: each one's `rowHeight` is archived as its row's height.
        var staticCells: Set<String> = []
        // The table view cells met so far (a cell comes before its content view).
        var cells: Set<String> = []
        // The keyword values a control archives itself for the attributes of its keyed child, by
        // the child's id and attribute (``valuesArchivedByParent(of:platform:)``).
        var archivedByParent: [String: [String: Set<String>]] = [:]
        while let element = stack.popLast(), visited < 1_000_000 {
            visited += 1
            if element.name == "sections", !element.declaresObject, document.platform == .uiKit {
                element.forEachDescendant { cell in
                    if cell.name == "tableViewCell", let id = cell[attribute: "id"] { staticCells.insert(id) }
                }
            }
            if element.name == "tableViewCell", let id = element[attribute: "id"] { cells.insert(id) }
            if element.declaresObject, !element.name.hasPrefix("placeholder") {
                var parts = unarchived(in: element, document: document)
                if let id = element[attribute: "id"], staticCells.contains(id) {
                    parts.removeAll { $0.part == "rowHeight" }
                }
                // A cell's content view names the cell that holds it (`tableViewCell`): the
                // document's structure again, which the cell's `UIContentView` and the content
                // view's `UISuperview` archive.
                if element.name == "tableViewCellContentView", let cell = element[attribute: "tableViewCell"],
                    cells.contains(cell)
                {
                    parts.removeAll { $0.part == "tableViewCell" }
                }
                // A keyword of a cell's attribute that its control archives (a text field cell's
                // `baseWritingDirection="leftToRight"`, its control's `NSControlWritingDirection`
                // 0) is not left out, though the cell's own rule does not name it.
                if let id = element[attribute: "id"], let byAttribute = archivedByParent[id] {
                    parts.removeAll { part in
                        element.attributes.contains { attribute in
                            part.part == "\(attribute.name)=\"\(attribute.value)\""
                                && byAttribute[attribute.name]?.contains(attribute.value) == true
                        }
                    }
                }
                archivedByParent.merge(Self.valuesArchivedByParent(of: element, platform: document.platform)) {
                    $0.merging($1) { $0.union($1) }
                }
                found += parts
            }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }

    /// The keywords `element`'s rules archive for the attributes of its keyed children
    /// (`IBSlot.keyed` with an enumeration), by the child's id and attribute: a control's
    /// `NSControlWritingDirection` from its cell's `baseWritingDirection`.
    static func valuesArchivedByParent(
        of element: NibElement, platform: Platform?
    ) -> [String: [String: Set<String>]] {
        var found: [String: [String: Set<String>]] = [:]
        for rule in IBVocabulary.ruleChain(element: element.name, platform: platform) {
            for property in rule.properties {
                guard case .keyed(let childName, let key, let attribute) = property.slot,
                    case .enumeration(let names) = property.codec
                else { continue }
                for child in element.children where child[attribute: "key"] == key {
                    guard childName == "*" || child.name == childName, let id = child[attribute: "id"] else { continue }
                    found[id, default: [:]][attribute, default: []].formUnion(names.map(\.name))
                }
            }
        }
        return found
    }

    private func unarchived(in element: NibElement, document: NibDocument) -> [CompileDiagnostic] {
        let chain = IBVocabulary.ruleChain(element: element.name, platform: document.platform)
        guard !chain.isEmpty else { return [] }  // the archiver refuses the element itself
        var attributes = Self.structuralAttributes
        var keys = Self.structuralKeys
        // What the AppKit archiver archives itself.
        var archivedItself =
            document.platform == .appKit
            ? (AppKitArchiver.partsArchivedItself[element.name] ?? [])
                .union(AppKitStoryboardCompiler.partsArchivedItself[element.name] ?? [])
            : (UIKitArchiver.partsArchivedItself[element.name] ?? [])
        // A storyboard controller's top and bottom layout guides, which the storyboard compiler
        // appends to the subviews of the controller's view (a xib's controller has no view nib
        // to hold them).
        if document.platform == .uiKit, document.kind == .storyboard {
            archivedItself.insert(IBVocabulary.uiKitLayoutGuidesWrapper)
            archivedItself.insert(UIKitArchiver.restorationFromStoryboardIdentifier)
        }
        attributes.formUnion(archivedItself)
        keys.formUnion(archivedItself)
        // What Interface Builder writes for its canvas only (`uiKitDesignTimeParts`), what
        // UIKit's coders do not archive (`uiKitPartsUIKitDoesNotArchive`) and the images the
        // archiver archives itself (`uiKitImageKeys`).
        if document.platform == .uiKit {
            keys.formUnion(IBVocabulary.uiKitDesignTimeParts(of: element.name))
            let notArchived = IBVocabulary.uiKitPartsUIKitDoesNotArchive[element.name] ?? []
            attributes.formUnion(notArchived)
            keys.formUnion(notArchived)
            attributes.formUnion(IBVocabulary.uiKitImageKeys[element.name].map { Array($0.keys) } ?? [])
            for rule in chain {
                if let set = IBVocabulary.uiKitRectEdgeSets[rule.element] { keys.insert(set.documentKey) }
            }
            keys.formUnion(IBVocabulary.uiKitTextAttributeDictionaries[element.name].map { Array($0.keys) } ?? [])
        }
        // UIKit's archiver writes a view's frame itself, as `UIBounds` and `UICenter`.
        // Its colours too (`uiKitColorKeys`; a `<nil>` colour is UIKit's default, archived as
        // nothing), a storyboard table's `<prototypes>` (nibs of their own) and its `dataMode`,
        // which Apple's compiled Wizard storyboard does not archive.
        if document.platform == .uiKit {
            keys.insert("frame")
            keys.formUnion(IBVocabulary.uiKitColorKeys.keys)
            keys.formUnion(IBVocabulary.uiKitElementColorKeys[element.name].map { Array($0.keys) } ?? [])
            attributes.insert("dataMode")
        }
        // The fonts and colours the rules archive as objects, by key and element; and the
        // attributes archived as one of a set of keywords (enumerations and bit fields), with the
        // keys each attribute archives.
        var objectCodecs: [String: (element: String, codec: IBValueCodec)] = [:]
        var keywords: [String: Set<String>] = [:]
        var otherwiseArchived = archivedItself
        var keysByAttribute: [String: Set<String>] = [:]
        for rule in chain {
            for property in rule.properties {
                switch property.slot {
                case .attribute(let name):
                    attributes.insert(name)
                    switch property.codec {
                    case .enumeration(let names):
                        keywords[name, default: []].formUnion(names.map(\.name))
                        keysByAttribute[name, default: []].insert(property.key)
                    case .field(_, let names): keywords[name, default: []].formUnion(names.map(\.name))
                    default:
                        otherwiseArchived.insert(name)
                        keysByAttribute[name, default: []].insert(property.key)
                    }
                case .object(let name, let key):
                    objectCodecs[key] = (name, property.codec)
                    keys.insert(key)
                case .keyed(_, let key, _), .rect(let key), .presence(_, let key), .sizeComponent(let key, _):
                    keys.insert(key)
                }
            }
            for child in rule.embedded { if let key = child.documentKey { keys.insert(key) } }
        }
        let location = { (element: NibElement) in
            SourceLocation(file: document.file, line: element.line, column: element.column)
        }
        var found: [CompileDiagnostic] = []
        for attribute in element.attributes where !attributes.contains(attribute.name) {
            guard !Self.ibtoolLeavesOut(attribute, of: element, chain: chain) else { continue }
            found.append(CompileDiagnostic(element: element.name, part: attribute.name, location: location(element)))
        }
        // An attribute the vocabulary archives as one of its keywords, with a value none of its
        // properties names, is left out of the archive: said, never silently dropped.
        // A key that another attribute the element gives archives as a whole too (a button
        // cell's `NSBezelStyle` from its `bezelStyle` as well as its `type`) does not lose its
        // value; a bit field shares its integer with other attributes, so it does.
        for attribute in element.attributes where !otherwiseArchived.contains(attribute.name) {
            guard let names = keywords[attribute.name], !names.contains(attribute.value),
                !Self.ibtoolLeavesOut(attribute, of: element, chain: chain)
            else { continue }
            let keys = keysByAttribute[attribute.name] ?? []
            let archivedByAnother = element.attributes.contains { other in
                other.name != attribute.name && !(keysByAttribute[other.name] ?? []).isDisjoint(with: keys)
            }
            guard !archivedByAnother else { continue }
            found.append(
                CompileDiagnostic(
                    element: element.name, part: "\(attribute.name)=\"\(attribute.value)\"",
                    location: location(element),
                    note: "\(attribute.name)=\"\(attribute.value)\" of <\(element.name)> is not a value the compiler "
                        + "can encode: it is left out, and the nib may differ from ibtool's there"))
        }
        for child in element.children where !child.declaresObject {
            // A storyboard table's prototypes (nibs of their own) and static sections (its
            // controller's `UITableViewControllerStaticDataSource`).
            if document.platform == .uiKit, child.name == "prototypes" || child.name == "sections" { continue }
            // A button's states are archived (`UIButtonStatefulContent`), images included.
            if document.platform == .uiKit, element.name == "button", child.name == "state",
                IBVocabulary.uiControlStates[child[attribute: "key"] ?? ""] != nil
            {
                continue
            }
            // An accessibility configuration the UIKit archiver archives
            // (`UIRuntimeAccessibilityConfiguration`).
            if document.platform == .uiKit, child.name == "accessibility",
                child[attribute: "key"] == "accessibilityConfiguration", UIKitArchiver.canArchiveAccessibility(child)
            {
                continue
            }
            // An AppKit element's accessibility description (`NSNibAXAttributeConnector`).
            if document.platform == .appKit, AppKitArchiver.archivesAccessibility(child) { continue }
            // A blur effect whose style UIKit's coder archives with a key the compiler does not
            // know (an automatic style), or a style the vocabulary does not name.
            if document.platform == .uiKit, child.name == "blurEffect", child[attribute: "key"] == nil {
                let style = child[attribute: "style"] ?? ""
                if IBVocabulary.uiKitBlurStylesWithUnknownKeys.contains(style)
                    || IBVocabulary.encode(element: child, platform: .uiKit).isEmpty
                {
                    found.append(
                        CompileDiagnostic(
                            element: element.name, part: "<blurEffect style=\"\(style)\">", location: location(child),
                            note: "<blurEffect style=\"\(style)\"> of <\(element.name)> is archived as its "
                                + "UIBlurEffectStyle only: UIKit's coder writes another key for this style that the "
                                + "compiler does not know, so the nib may differ from ibtool's there"))
                }
                continue
            }
            if let key = child[attribute: "key"] {
                // A font or colour the codec cannot encode (a meta font it does not know) is left
                // out of the archive: said, never silently dropped.
                if let object = objectCodecs[key], object.element == child.name,
                    object.codec.encodeFields(child.attributes.map { ($0.name, $0.value) }) == nil
                {
                    let said = child.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
                    found.append(
                        CompileDiagnostic(
                            element: element.name, part: "<\(child.name)\(said)>", location: location(child)))
                    continue
                }
                // A UIKit font attribute the archived `UIFont` does not keep (a system font's
                // `weight`): the font is archived without it, which is said, never
                // silently dropped (`<fontDescription weight>` of nine labels outside the corpus).
                if let object = objectCodecs[key], object.element == child.name, object.codec == .uiFont {
                    let pairs = child.attributes.map { ($0.name, $0.value) }
                    var kept = Set(
                        (object.codec.encodeFields(pairs).flatMap { object.codec.decodeFields($0) } ?? []).map(\.name))
                    // A named font's family is its name's own: nothing is lost.
                    if kept.contains("name") { kept.insert("family") }
                    for attribute in child.attributes where attribute.name != "key" && !kept.contains(attribute.name) {
                        found.append(
                            CompileDiagnostic(
                                element: element.name, part: "\(attribute.name) of <\(child.name)>",
                                location: location(child),
                                note: "\(attribute.name)=\"\(attribute.value)\" of <\(child.name) key=\"\(key)\"> of "
                                    + "<\(element.name)> is not archived: the font is archived without it, and the nib "
                                    + "may differ from ibtool's there"))
                    }
                }
                guard !keys.contains(key) else { continue }
                if Self.ibtoolLeavesOutEmpty(child, of: element) { continue }
                // Text XML cannot hold as an attribute (a return, a key equivalent's control
                // character, a title or tool tip with a line break) is written as a `<string>`
                // keyed by the attribute's name, which the vocabulary (`IBVocabulary`'s
                // attribute slots) and the archiver read as the attribute.
                if child.name == "string", attributes.contains(key) { continue }
                // Interface Builder's simulated metrics (status, top and bottom bars, the
                // destination's size) shape the canvas only: they are design-time.
                if key.hasPrefix("simulated") { continue }
                found.append(
                    CompileDiagnostic(
                        element: element.name, part: "<\(child.name) key=\"\(key)\">", location: location(child)))
            } else if child.attributes.isEmpty, child.children.isEmpty, child.text.isEmpty {
                // An empty element (`<animations/>`) holds nothing to archive.
                continue
            } else if document.platform == .uiKit, child.name == "nil", child.attributes.count == 1,
                IBVocabulary.uiKitNilCollections.contains(child[attribute: "name"] ?? "")
            {
                // A container's `<nil name="viewControllers"/>`: its segues give its children.
                continue
            } else if Self.ibtoolLeavesOut(child, of: element) {
                continue
            } else if document.platform == .uiKit, IBVocabulary.uiKitUnarchivedWrappers.contains(child.name) {
                // A wrapper AppKit archives as a collection but the UIKit archiver leaves out.
                found.append(
                    CompileDiagnostic(element: element.name, part: "<\(child.name)>", location: location(child)))
            } else if IBVocabulary.collectionKey(forWrapper: child.name) == nil,
                // A UIKit wrapper the archiver archives as a collection (`uiKitCollectionKeys`:
                // a controller's `<toolbarItems>`, a navigation item's bar button items).
                document.platform != .uiKit || IBVocabulary.uiKitCollectionKeys[child.name] == nil,
                !Self.structuralChildren.contains(child.name), !archivedItself.contains(child.name),
                // Runtime attributes are connectors of their own on both platforms.
                child.name != "userDefinedRuntimeAttributes"
            {
                found.append(
                    CompileDiagnostic(element: element.name, part: "<\(child.name)>", location: location(child)))
            }
        }
        // An entry of a UIKit element's text attributes dictionary that the archiver leaves out.
        if document.platform == .uiKit {
            for documentKey in (IBVocabulary.uiKitTextAttributeDictionaries[element.name] ?? [:]).keys.sorted() {
                guard let dictionary = element.child(forKey: documentKey) else { continue }
                for entry in dictionary.children
                where IBVocabulary.uiKitTextAttributeEntries[entry[attribute: "key"] ?? ""]?.element != entry.name {
                    found.append(
                        CompileDiagnostic(
                            element: element.name,
                            part: "<\(entry.name) key=\"\(entry[attribute: "key"] ?? "")\"> of <\(dictionary.name)>",
                            location: location(entry)))
                }
            }
        }
        // A run attribute of a UIKit element's attributed text (or of a button state's
        // attributed title) that the archiver leaves out.
        var texts: [NibElement] = []
        if document.platform == .uiKit, let form = IBVocabulary.uiKitAttributedTexts[element.name],
            let text = element.child(forKey: form.documentKey)
        {
            texts.append(text)
        }
        if document.platform == .uiKit, element.name == "button" {
            texts += element.children.filter { $0.name == "state" }.compactMap { $0.child(forKey: "attributedTitle") }
        }
        for text in texts {
            for fragment in text.children where fragment.name == "fragment" {
                for attribute in fragment.firstChild(named: "attributes")?.children ?? []
                where !UIKitArchiver.archivesTextAttribute(attribute) {
                    let said = attribute.attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
                    found.append(
                        CompileDiagnostic(
                            element: element.name, part: "<\(attribute.name)\(said)> of <attributedString>",
                            location: location(attribute)))
                }
            }
        }
        return found
    }

    /// Whether ibtool archives nothing for `attribute` of `element` (whose rules are `chain`), so
    /// that leaving it out is no difference from ibtool's nib:
    /// - a window's `oneShot` and `showsToolbarButton`: the pairs `window` and `blocklist_big` say
    ///   `NO`, the other pairs' windows nothing (`YES`), and all compile to Apple's graph;
    /// - the focus ring of a control with a cell, which AppKit keeps in the cell (the cell's own
    ///   `focusRingType`, bits of `NSCellFlags2`): transmission_MainMenu's text fields say `none`
    ///   on the field only, and neither the field's `NSvFlags` nor its cell's flags carry it in
    ///   Apple's nib;
    /// - values that are the runtime's default (``defaultsIbtoolLeavesOut``).
    static func ibtoolLeavesOut(
        _ attribute: NibAttribute, of element: NibElement, chain: [IBClassRule]
    )
        -> Bool
    {
        switch attribute.name {
        case "oneShot", "showsToolbarButton": return element.name == "window"
        case "focusRingType":
            return element.child(forKey: "cell") != nil && chain.contains { $0.element == "@control" }
        default: return defaultsIbtoolLeavesOut[attribute.name] == attribute.value
        }
    }

    /// Attribute values Xcode writes that are the runtime's default, which ibtool archives as
    /// nothing: `sliderType="linear"` (NSSlider's default: test_slider's sliders, whose document
    /// does not name the type, are linear and compile to Apple's graph) and a table's
    /// `rowSizeStyle="automatic"`, which the vocabulary's enumeration does not name
    /// (transmission_MainMenu's outline archives no row size style and is the same graph as
    /// Apple's).
    static let defaultsIbtoolLeavesOut: [String: String] = ["sliderType": "linear", "rowSizeStyle": "automatic"]

    /// Whether ibtool archives nothing for the unkeyed `child` of `element`: a split view's holding
    /// priorities when each is 250, the runtime's default (test35_splitview_responder and
    /// test_splitview_swapper say 250 for every pane and archive no priority, as Apple's do).
    static func ibtoolLeavesOut(_ child: NibElement, of element: NibElement) -> Bool {
        guard element.name == "splitView", child.name == "holdingPriorities" else { return false }
        return child.children.allSatisfy { $0.name == "real" && Double($0[attribute: "value"] ?? "") == 250 }
    }

    /// Whether `child` is an empty keyed child that ibtool archives nothing for: a menu item's
    /// `<attributedString key="attributedTitle"/>` with no text, which Xcode leaves behind when an
    /// item's attributed title is cleared (Sequel-Ace's and MacVim's MainMenu, CotEditor's Main,
    /// NetNewsWire's UnifiedWindow). Archiving it would give the item an empty title at run time
    /// (AppKit's `attributedTitle` sets the title), which those apps' menus do not show: inferred,
    /// as no Apple nib of the corpus has such an item.
    static func ibtoolLeavesOutEmpty(_ child: NibElement, of element: NibElement) -> Bool {
        guard child.children.isEmpty, child.text.isEmpty, child.attributes.count == 1 else { return false }
        return emptyKeyedChildrenIbtoolLeavesOut[element.name]?[child[attribute: "key"] ?? ""] == child.name
    }

    /// The keyed children ``ibtoolLeavesOutEmpty(_:of:)`` passes over when empty, by element and
    /// key: the child's element name.
    static let emptyKeyedChildrenIbtoolLeavesOut: [String: [String: String]] = [
        "menuItem": ["attributedTitle": "attributedString"]
    ]

    /// Attributes every object may have that the archiver itself handles or that are design-time
    /// only.
    static let structuralAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "fixedFrame", "misplaced",
        "ambiguous", "verifyAmbiguity", "colorLabel", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "sceneMemberID", "visibleAtLaunch", "image", "catalog",
        // The storyboard compiler's (`StoryboardCompiler`) and the menu archiver's own.
        "storyboardIdentifier", "systemMenu",
    ]

    /// Keyed children the archiver handles itself or that are design-time only.
    static let structuralKeys: Set<String> = [
        "canvasLocation", "contentRect", "screenRect", "initialPositionMask", "maxSize", "minSize",
        "contentView", "cell", "menu", "submenu", "documentView", "headerView", "horizontalScroller",
        "verticalScroller", "view", "dataCell", "headerCell",
        // Interface Builder's "Comment for Localizer" (quicksilver's `DO NOT TRANSLATE`): a note
        // for the strings file, which no runtime object has.
        "userComments",
    ]

    /// Unkeyed children that are no archived parts of their element.
    /// `userGuides` are the guides a designer drags onto Interface Builder's canvas (a
    /// `userLayoutGuide` is a canvas position and an edge affinity), which no runtime object has,
    /// unlike a view's `layoutGuides` (archived `NSLayoutGuide`s).
    static let structuralChildren: Set<String> = ["connections", "designables", "userGuides"]
}
