/// Interface Builder's vocabulary, written once and read both ways: which class an element is
/// archived as, under which key a child is stored, and how each attribute is encoded.
///
/// The compiled-nib reader and the legacy reader name elements, keys and containers through
/// it; the decompiler turns archived values back into attributes with ``decode(archivedClass:platform:value:)``;
/// the compiler runs the same rules the other way. The rules themselves are data
/// (``IBVocabulary/appKitRules``, ``IBVocabulary/uiKitRules``), each fact taken from Apple's
/// compiled output for known sources (the corpus's pairs) and Apple's headers.
package enum IBVocabulary {
    // MARK: Names

    /// The element a document writes for an archived class: the rule's element where a rule
    /// names the class, an exception (`NSWindowTemplate` → `window`), or the class without its
    /// framework prefix, first letter lowered (`NSPopUpButton` → `popUpButton`, `IBUILabel` →
    /// `label`); `customObject` for a class with no such prefix.
    package static func elementName(forArchivedClass name: String) -> String {
        if let element = elementExceptions[name] { return element }
        if let rule = rulesByClass[name], !rule.element.hasPrefix("@") { return rule.element }
        for prefix in classPrefixes {
            guard name.hasPrefix(prefix), name.utf8.count > prefix.utf8.count else { continue }
            // An ASCII capital after the prefix (the common case) lowered from the bytes, without
            // the `Character`s and their case mapping (about a thousand instructions a class).
            if let lowered = asciiLoweredFirst(name, dropping: prefix.utf8.count) { return lowered }
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            return first.lowercased() + rest.dropFirst()
        }
        return "customObject"
    }

    /// `name` without its first `drop` bytes, the next one lowered, when that one is an ASCII
    /// capital and every byte is printable ASCII (one byte a character: what lowering the
    /// first `Character` gives); `nil` otherwise.
    private static func asciiLoweredFirst(_ name: String, dropping drop: Int) -> String? {
        var name = name
        return name.withUTF8 { source -> String? in
            let count = source.count - drop
            guard count > 0, source[drop] >= UInt8(ascii: "A"), source[drop] <= UInt8(ascii: "Z"),
                source.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
            else { return nil }
            return String(unsafeUninitializedCapacity: count) { target in
                for index in 0..<count { target[index] = source[drop + index] }
                target[0] += 0x20
                return count
            }
        }
    }

    /// The `key` a document gives a child stored under an archive key (`NSCell` → `cell`,
    /// `NSWindowView` → `contentView`): an exception, or the key without its `NS`/`UI`/`IB`
    /// prefix, first letter lowered.
    package static func documentKey(forArchiveKey key: String) -> String {
        if let known = keyExceptions[key] { return known }
        let bytes = key.utf8
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII, one byte a character: the same key made from its bytes, without
            // the `Character`s and their lowercasing (about a thousand instructions a key).
            var drop = 0
            for prefix in archiveKeyPrefixes
            where bytes.count > prefix.utf8.count && bytes.starts(with: prefix.utf8) {
                drop = prefix.utf8.count
                break
            }
            let count = bytes.count - drop
            guard count > 0 else { return key }
            // Made in place from the bytes (an array of them first cost an allocation a key).
            var source = key
            return source.withUTF8 { source in
                String(unsafeUninitializedCapacity: count) { target in
                    for index in 0..<count { target[index] = source[drop + index] }
                    if target[0] >= UInt8(ascii: "A") && target[0] <= UInt8(ascii: "Z") { target[0] += 0x20 }
                    return count
                }
            }
        }
        var name = Substring(key)
        for prefix in archiveKeyPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            name = name.dropFirst(prefix.count)
            break
        }
        guard let first = name.first else { return key }
        return first.lowercased() + name.dropFirst()
    }

    /// The archive key under which an object of class `archivedClass` stores a child the
    /// document writes with `key=documentKey`: an exception of the class (a window's
    /// `contentView` is `NSWindowView`), else `NS` and the key capitalised (`cell` → `NSCell`).
    package static func archiveKey(forDocumentKey documentKey: String, inArchivedClass archivedClass: String) -> String
    {
        if let known = archiveKeyExceptions[archivedClass]?[documentKey] { return known }
        guard let first = documentKey.first else { return documentKey }
        return "NS" + first.uppercased() + documentKey.dropFirst()
    }

    /// The archive key of the collection a document wraps in `wrapper` (`subviews` →
    /// `NSSubviews`), or `nil` for an element that wraps no archived collection.
    package static func collectionKey(forWrapper wrapper: String) -> String? {
        collectionKeys[wrapper]
    }

    /// The prefixes ``documentKey(forArchiveKey:)`` takes off an archive key, the longest first.
    private static let archiveKeyPrefixes = ["IBUI", "IBNS", "NS", "UI", "IB"]

    private static let archiveKeyExceptions: [String: [String: String]] = [
        "NSWindowTemplate": ["contentView": "NSWindowView", "toolbar": "NSViewClass"],
        "NSClipView": ["documentView": "NSDocView"],
        "NSScrollView": ["horizontalScroller": "NSHScroller", "verticalScroller": "NSVScroller"],
        "NSTableColumn": ["headerCell": "NSHeaderCell", "dataCell": "NSDataCell"],
        "NSGridCell": ["contentView": "NSGrid_content"],
    ]

    private static let collectionKeys: [String: String] = [
        "subviews": "NSSubviews", "items": "NSMenuItems", "tableColumns": "NSTableColumns",
        "constraints": "NSViewConstraints", "cells": "NSCells", "segments": "NSSegmentImages",
        "rowTemplates": "NSPredicateTemplates",
        "rows": "NSGrid_rows", "columns": "NSGrid_columns", "gridCells": "NSGrid_cells",
        "gestureRecognizers": "NSGestureRecognizers",
    ]

    /// Elements a document names otherwise when they hold no `key`: AppKit's plain `NSView` is a
    /// `view` as a window's or controller's view, a `customView` anywhere else.
    package static let unkeyedElementNames: [String: String] = ["view": "customView"]

    /// Attributes a document gives a child because of the key it is stored under (a scroll
    /// view's scrollers say which way they scroll).
    package static let keyImpliedAttributes: [String: [(name: String, value: String)]] = [
        "horizontalScroller": [("horizontal", "YES")], "verticalScroller": [("horizontal", "NO")],
    ]

    /// Keys by which an object names one of the children it holds in a collection (a tab view's
    /// selected item among its `NSTabViewItems`, a clip view's document view among its
    /// `NSSubviews`): never the key that holds the child, whichever the archive lists first (an
    /// older keyed archive lists `NSSelectedTabViewItem` and `NSDocView` first).
    package static let selectionKeys: Set<String> = ["NSSelectedTabViewItem", "NSDocView"]

    /// Keys under which a document writes a child by key although a collection of the parent
    /// (its subviews) holds it too: a scroll view's clip view and scrollers, a box's content view.
    /// A clip view's document view is not one: documents write it among the clip view's subviews.
    package static let keyedChildKeys: Set<String> = [
        "NSContentView", "NSHScroller", "NSVScroller", "NSWindowView", "NSHeaderView",
        // A UIKit table or collection view cell's content view (`<tableViewCellContentView
        // key="contentView">`), which `UISubviews` holds too.
        "UIContentView",
    ]

    /// The element that wraps the children an archive keeps in a collection under `key`
    /// (`NSSubviews` → `subviews`, `NSMenuItems` → `items`).
    package static func wrapper(forCollectionKey key: String) -> String {
        wrapperExceptions[key] ?? uiKitWrappers[key] ?? documentKey(forArchiveKey: key)
    }

    /// ``documentKey(forArchiveKey:)`` and ``wrapper(forCollectionKey:)`` of one key, the
    /// document key made once for both.
    package static func documentKeyAndWrapper(forArchiveKey key: String) -> (key: String, wrapper: String) {
        let documentKey = documentKey(forArchiveKey: key)
        return (documentKey, wrapperExceptions[key] ?? uiKitWrappers[key] ?? documentKey)
    }

    /// The wrappers of ``uiKitCollectionKeys`` by archive key, the way back of that table
    /// (`UIViewAutolayoutConstraints` → `constraints`, as AppKit's `NSViewConstraints` are).
    private static let uiKitWrappers: [String: String] = Dictionary(
        uiKitCollectionKeys.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })

    // MARK: Attributes

    /// The rule of an archived class on a platform, with the rules it inherits, most general
    /// first; empty when the vocabulary does not know the class.
    package static func ruleChain(archivedClass: String, platform: Platform?) -> [IBClassRule] {
        let table = platform == .appKit ? appKitChains : uiKitChains
        return table[archivedClass] ?? []
    }

    /// The rule chain of a document element on a platform (see ``ruleChain(archivedClass:platform:)``).
    package static func ruleChain(element: String, platform: Platform?) -> [IBClassRule] {
        let rules = platform == .appKit ? appKitByElement : uiKitByElement
        guard let rule = rules[element] else { return [] }
        return ruleChain(archivedClass: rule.archivedClass, platform: platform)
    }

    /// The value an archive's silence stands for under `key` in an object of class
    /// `archivedClass` (``IBProperty/archivedDefault``): the one value the properties of the
    /// class's rules that archive under `key` name, or `nil` when none names one or they name
    /// different ones. An archive that holds the key at this value says what one without it says.
    package static func archivedDefault(
        forKey key: String, archivedClass: String, platform: Platform?
    ) -> IBArchivedValue? {
        var found: IBArchivedValue?
        for rule in ruleChain(archivedClass: archivedClass, platform: platform) {
            for property in rule.properties where property.key == key {
                guard let value = property.archivedDefault else { continue }
                if let found, found != value { return nil }
                found = value
            }
        }
        return found
    }

    /// The objects a document writes as child elements of an archived object of class
    /// `archivedClass` without ids (see ``IBEmbeddedChild``), most specific rule first.
    package static func embeddedChildren(archivedClass: String, platform: Platform?) -> [IBEmbeddedChild] {
        ruleChain(archivedClass: archivedClass, platform: platform).reversed().flatMap(\.embedded)
    }

    /// The attributes a document would write for an archived object of class `archivedClass`,
    /// given its values (`value(key)` is the value stored under `key`, `nil` when absent).
    /// Values equal to a property's default are left out, as Interface Builder leaves them out.
    package static func decode(
        archivedClass: String, platform: Platform?, value: (String) -> IBArchivedValue?
    ) -> IBDecodedAttributes {
        var decoded = IBDecodedAttributes()
        // The most specific rule first: where two properties name one attribute, the first that
        // decodes wins (a button cell's `borderStyle` is in its button flags, not its cell flags).
        for rule in ruleChain(archivedClass: archivedClass, platform: platform).reversed() {
            for property in rule.properties {
                // An attribute of any keyed child (`*`) is the child's to say: a control's copy of
                // its cell's settings is not decoded.
                if case .keyed("*", _, _) = property.slot { continue }
                guard let stored = value(property.key) ?? property.archivedDefault, stored != .null else { continue }
                if case .object(let element, let key) = property.slot {
                    if let fields = property.codec.decodeFields(stored) { decoded.addObject(element, key: key, fields) }
                    continue
                }
                guard let text = property.codec.decode(stored), text != property.omittedText,
                    property.generatedPrefix.map({ !text.hasPrefix($0) }) ?? true
                else { continue }
                decoded.add(text, at: property.slot)
            }
        }
        return decoded
    }

    /// The archived values of a document element's attributes, key by key, in rule order:
    /// what the compiler stores for them (objects such as fonts and colours are the compiler's).
    ///
    /// For each place a document can say something (an attribute, an attribute of a keyed
    /// element, a rectangle) the most specific rule that names it decides; the element's text,
    /// else the property's default, is encoded, flags and bit fields of one key adding up.
    package static func encode(element: NibElement, platform: Platform?) -> [(key: String, value: IBArchivedValue)] {
        guard let plan = (platform == .appKit ? appKitEncodePlans : uiKitEncodePlans)[element.name] else { return [] }
        return plan.encode(element)
    }

    /// What `element` says at `slot`, as text (a rectangle as `x y width height`).
    package static func documentText(_ slot: IBSlot, in element: NibElement) -> String? {
        switch slot {
        case .attribute(let name):
            if let text = element[attribute: name] { return text }
            // Text XML cannot hold as an attribute (a return, a tab) is a keyed `<string>`, in
            // base64 when Xcode wrote it so.
            guard let string = element.child(forKey: name), string.name == "string" else { return nil }
            guard string[attribute: "base64-UTF8"] == "YES" else { return string.text }
            return Base64.interfaceBuilderString(string.text)
        case .keyed(let name, let key, let attribute):
            guard let child = element.child(forKey: key), child.name == name || name == "*" else { return nil }
            return child[attribute: attribute]
        case .rect(let key):
            guard let child = element.child(forKey: key), child.name == "rect" else { return nil }
            let numbers = ["x", "y", "width", "height"].compactMap { child[attribute: $0] }
            return numbers.count == 4 ? numbers.joined(separator: " ") : nil
        case .sizeComponent(let key, let index):
            guard let child = element.child(forKey: key), child.name == "size" else { return nil }
            return child[attribute: index == 0 ? "width" : "height"]
        case .object, .presence:
            return nil
        }
    }

    // MARK: Implementation Details

    private static let classPrefixes = ["IBUI", "IBNS", "IBMK", "WKInterface", "NS", "UI", "IB"]

    /// Classes whose element does not follow the prefix rule and has no rule of its own.
    private static let elementExceptions: [String: String] = [
        "NSWindowTemplate": "window", "NSCustomObject": "customObject", "NSCustomView": "customView",
        "UIProxyObject": "placeholder", "IBProxyObject": "placeholder", "IBUICustomObject": "customObject",
        "NSApplication": "customObject", "NSObject": "customObject", "UIWindow": "window",
        "NSLayoutConstraint": "constraint", "IBNSLayoutConstraint": "constraint",
        "IBUILayoutConstraint": "constraint", "NSUserDefaultsController": "userDefaultsController",
        // Xcode writes the standard toolbar items as `toolbarItem` with an implicit identifier.
        "NSToolbarFlexibleSpaceItem": "toolbarItem", "NSToolbarSpaceItem": "toolbarItem",
        "NSToolbarSeparatorItem": "toolbarItem",
    ]

    /// Archive keys whose child a document writes under another `key`.
    private static let keyExceptions: [String: String] = [
        "NSWindowView": "contentView", "NSContentView": "contentView", "NSDocView": "documentView",
        "NSViewClass": "toolbar", "NSProtoCell": "prototype", "NSHScroller": "horizontalScroller",
        "NSVScroller": "verticalScroller", "NSToolbarItemView": "view", "IBUIView": "view", "UIView": "view",
        "NSView": "view", "NSGrid_content": "contentView", "UIVisualEffectViewContentView": "contentView",
        // A table's header view is held by a clip view ibtool makes (see `holdingKeys`).
        "NSHeaderClipView": "headerView",
    ]

    /// Collection keys whose children a document wraps in an element of another name.
    private static let wrapperExceptions: [String: String] = [
        "NSSubviews": "subviews", "UISubviews": "subviews", "NSMenuItems": "items", "NSTableColumns": "tableColumns",
        "NSViewConstraints": "constraints", "NSCells": "cells", "NSToolbarIBAllowedItems": "allowedToolbarItems",
        "NSToolbarIBDefaultItems": "defaultToolbarItems",
        // A predicate editor's row templates (pred_compound_chain).
        "NSPredicateTemplates": "rowTemplates",
        // A grid view's rows, columns and cells.
        "NSGrid_rows": "rows", "NSGrid_columns": "columns", "NSGrid_cells": "gridCells",
    ]

    private static let rulesByClass: [String: IBClassRule] = {
        var table: [String: IBClassRule] = [:]
        for rule in uiKitRules + appKitRules where !rule.element.hasPrefix("@") && table[rule.archivedClass] == nil {
            table[rule.archivedClass] = rule
        }
        return table
    }()

    private static let appKitEncodePlans = encodePlans(appKitRules, platform: .appKit)
    private static let uiKitEncodePlans = encodePlans(uiKitRules, platform: .uiKit)

    private static func encodePlans(_ rules: [IBClassRule], platform: Platform) -> [String: IBEncodePlan] {
        var plans: [String: IBEncodePlan] = [:]
        for rule in rules where !rule.element.hasPrefix("@") && plans[rule.element] == nil {
            plans[rule.element] = IBEncodePlan(chain: ruleChain(element: rule.element, platform: platform))
        }
        if platform == .uiKit {
            for (alias, element) in uiKitElementAliases { plans[alias] = plans[element] }
        }
        return plans
    }

    private static let appKitByElement = byElement(appKitRules)
    private static let uiKitByElement: [String: IBClassRule] = {
        var table = byElement(uiKitRules)
        for (alias, element) in uiKitElementAliases { table[alias] = table[element] }
        return table
    }()
    private static let appKitChains = chains(appKitRules)
    private static let uiKitChains = chains(uiKitRules)

    private static func byElement(_ rules: [IBClassRule]) -> [String: IBClassRule] {
        var table: [String: IBClassRule] = [:]
        for rule in rules where table[rule.element] == nil { table[rule.element] = rule }
        return table
    }

    /// Each concrete class's rules with their bases, most general first.
    private static func chains(_ rules: [IBClassRule]) -> [String: [IBClassRule]] {
        let named = byElement(rules)
        var table: [String: [IBClassRule]] = [:]
        for rule in rules where !rule.element.hasPrefix("@") {
            var chain = [rule]
            var next = rule.base
            while let base = next, let found = named[base], chain.count < 16 {
                chain.insert(found, at: 0)
                next = found.base
            }
            table[rule.archivedClass] = chain
        }
        return table
    }
}

/// An attribute the vocabulary decoded: its name, its text and, when a decoding plan gave it,
/// the name's index in a compiled tree (`TreeWriter.seededIndices`), so that the mapper writes
/// the name by number instead of finding it by its spelling.
package struct IBDecodedAttribute: Sendable {
    /// The attribute's name.
    package var name: String
    /// The attribute's text.
    package var value: String
    /// The name's index in a compiled tree, or -1 when not known.
    package var nameIndex: Int32

    /// An attribute named `name` with text `value`, its name's tree index `nameIndex` (-1: unknown).
    package init(_ name: String, _ value: String, nameIndex: Int32 = -1) {
        self.name = name
        self.value = value
        self.nameIndex = nameIndex
    }
}

/// A keyed child element the vocabulary decoded that holds only attributes
/// (`<behavior key="behavior" .../>`): a struct, so that emptying a table of them is the
/// compiler's own code rather than the runtime's generic destruction of tuples.
package struct IBDecodedElement: Sendable {
    /// The element's name.
    package var element: String
    /// The element's `key=`.
    package var key: String
    /// Its attributes, in order.
    package var attributes: [(name: String, value: String)]

    /// An element named `element` under `key` with `attributes`.
    package init(_ element: String, _ key: String, _ attributes: [(name: String, value: String)]) {
        self.element = element
        self.key = key
        self.attributes = attributes
    }
}

/// A keyed rectangle the vocabulary decoded (`<rect key="frame" x= y= width= height=/>`), its
/// four numbers' texts in place.
package struct IBDecodedRect: Sendable {
    /// The rectangle's `key=`.
    package var key: String
    /// The text of `x`.
    package var x: String
    /// The text of `y`.
    package var y: String
    /// The text of `width`.
    package var width: String
    /// The text of `height`.
    package var height: String

    /// A rectangle under `key` whose texts are `x`, `y`, `width` and `height`.
    package init(key: String, _ x: String, _ y: String, _ width: String, _ height: String) {
        self.key = key
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle under `key` from `count` numbers (2: a size, at the origin; 4: a rectangle),
    /// each the number `number` gives for its position, written as the vocabulary writes numbers.
    init(key: String, count: Int, _ number: (Int) -> Double) {
        self.key = key
        if count == 2 {
            (x, y) = ("0", "0")
            (width, height) = (IBValueCodec.format(number(0)), IBValueCodec.format(number(1)))
        } else {
            (x, y) = (IBValueCodec.format(number(0)), IBValueCodec.format(number(1)))
            (width, height) = (IBValueCodec.format(number(2)), IBValueCodec.format(number(3)))
        }
    }

    /// The four texts, `x y width height`.
    package var numbers: [String] { [x, y, width, height] }
}

/// The attributes the vocabulary decoded for one archived object, by where a document writes them.
package struct IBDecodedAttributes: Sendable, Equatable {
    /// Attributes of the element itself, in rule order.
    package var attributes: [IBDecodedAttribute] = []
    /// Keyed child elements that hold only attributes (`<behavior key="behavior" .../>`).
    package var keyed: [IBDecodedElement] = []
    /// Keyed rectangles: `x y width height`.
    package var rects: [IBDecodedRect] = []

    /// Whether nothing was decoded.
    package var isEmpty: Bool { attributes.isEmpty && keyed.isEmpty && rects.isEmpty }

    /// Empties the table, keeping its storage for the next object.
    package mutating func removeAll() {
        // Emptying an empty array still goes through the generic `replaceSubrange` (about 600
        // instructions for `keyed`); most objects have no keyed elements and no rectangles.
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
        if !keyed.isEmpty { keyed.removeAll(keepingCapacity: true) }
        if !rects.isEmpty { rects.removeAll(keepingCapacity: true) }
    }

    mutating func add(_ text: String, at slot: IBSlot) {
        switch slot {
        case .attribute(let name):
            guard !attributes.contains(where: { $0.name == name }) else { return }
            attributes.append(IBDecodedAttribute(name, text))
        case .keyed(let element, let key, let attribute):
            if let index = keyed.firstIndex(where: { $0.element == element && $0.key == key }) {
                guard !keyed[index].attributes.contains(where: { $0.name == attribute }) else { return }
                keyed[index].attributes.append((attribute, text))
            } else {
                keyed.append(IBDecodedElement(element, key, [(attribute, text)]))
            }
        case .rect(let key):
            let numbers = text.split(separator: " ").map(String.init)
            guard numbers.count == 4, !rects.contains(where: { $0.key == key }) else { return }
            rects.append(IBDecodedRect(key: key, numbers[0], numbers[1], numbers[2], numbers[3]))
        case .object(let element, let key):
            addObject(element, key: key, [])
        case .sizeComponent(let key, let index):
            let name = index == 0 ? "width" : "height"
            if let slot = keyed.firstIndex(where: { $0.element == "size" && $0.key == key }) {
                guard !keyed[slot].attributes.contains(where: { $0.name == name }) else { return }
                keyed[slot].attributes.append((name, text))
            } else {
                keyed.append(IBDecodedElement("size", key, [(name, text)]))
            }
        case .presence(let element, let key):
            guard text == "YES", !keyed.contains(where: { $0.element == element && $0.key == key }) else { return }
            keyed.append(IBDecodedElement(element, key, []))
        }
    }

    mutating func addObject(_ element: String, key: String, _ fields: [(name: String, value: String)]) {
        guard !keyed.contains(where: { $0.key == key }) else { return }
        keyed.append(IBDecodedElement(element, key, fields))
    }

    // MARK: - Equatable Conformance

    /// Whether two decodings hold the same attributes in the same order.
    package static func == (lhs: IBDecodedAttributes, rhs: IBDecodedAttributes) -> Bool {
        lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
            && lhs.keyed.elementsEqual(rhs.keyed) {
                $0.element == $1.element && $0.key == $1.key && $0.attributes.elementsEqual($1.attributes) { $0 == $1 }
            }
            && lhs.rects.elementsEqual(rhs.rects) {
                $0.key == $1.key && $0.x == $1.x && $0.y == $1.y && $0.width == $1.width && $0.height == $1.height
            }
    }
}
