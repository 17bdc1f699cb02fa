/// Writes a synthetic element tree in the modern xib vocabulary with the shared
/// ``ElementTreeBuilder``, one element at a time.
///
/// Elements read from a binary archive carry their object index and byte offset (a tree of
/// ``ElementTree/Positions/archiveRecords``; ``NibElement/origin`` reads them back as
/// ``ElementOrigin/archive(objectIndex:byteOffset:)``). Elements read from an XML property list
/// carry the line of their `$objects` entry.
struct TreeWriter: ~Copyable {
    /// The attribute names the mapper writes for every object, interned once per tree.
    enum Attribute: Int, CaseIterable {
        case id, key, customClass, customModule, title, visibleAtLaunch, x, y, width, height

        var spelling: String {
            switch self {
            case .id: "id"
            case .key: "key"
            case .customClass: "customClass"
            case .customModule: "customModule"
            case .title: "title"
            case .visibleAtLaunch: "visibleAtLaunch"
            case .x: "x"
            case .y: "y"
            case .width: "width"
            case .height: "height"
            }
        }
    }

    var builder: ElementTreeBuilder
    private var open: [Int32] = []
    let limits: ParseLimits
    let file: String
    var elementCount = 0
    /// Name indices by spelling, beyond the seeded ones.
    private var names: [String: Int32] = [:]
    /// The name index of each ``Attribute``, -1 until first used.
    private var attributeNames = [Int32](repeating: -1, count: Attribute.allCases.count)
    /// The element whose attributes are being written (``open(_:at:)``), and its `id` record.
    private var opening: Int32 = -1
    private var openingID: Int32 = -1

    /// ``seededIndices``, held so that each lookup does not check the `static let`'s
    /// initialization (`swift_once`, about 1.2 M instructions in pass 7).
    private let seeded = TreeWriter.seededIndices

    /// A writer for a tree of about `expectedObjects` archived objects (0: unknown), whose
    /// tables start at about the size such a tree takes instead of growing from a few records
    /// (the finished tree's tables are cut to their size either way).
    init(file: String, limits: ParseLimits, expectedObjects: Int = 0) {
        self.file = file
        self.limits = limits
        // Room for one element, four attributes and 32 bytes of text an archived object.
        builder = ElementTreeBuilder(expectedBytes: min(max(expectedObjects, 0), 1 << 16) * 128)
        builder.seedNames(Self.seededNames)
    }

    /// What the positions given to ``open(_:at:)`` are: lines of an XML property list, or
    /// archived objects' indices and byte offsets, each plus one (``ArchiveTables/position(of:)``).
    var positions: ElementTree.Positions {
        get { builder.positions }
        set { builder.positions = newValue }
    }

    /// The location of an element written at `position`.
    private func location(of position: (line: Int, column: Int?)) -> SourceLocation {
        switch positions {
        case .sourceLines: SourceLocation(file: file, line: position.line)
        case .archiveRecords:
            SourceLocation(
                file: file, byteOffset: position.column.flatMap { $0 > 0 ? $0 - 1 : nil },
                objectIndex: position.line > 0 ? position.line - 1 : nil)
        }
    }

    /// Names that most compiled trees use, added to every tree first so that they have the
    /// same index in each and one shared table finds them without per-tree hashing.
    static let seededNames: [String] = baseSeededNames.filter { KnownName.indices[$0] == nil } + vocabularyNames

    /// The names seeded first, in this order.
    private static let baseSeededNames: [String] = [
        // Elements.
        "rect", "windowStyleMask", "subviews", "items", "tableColumns", "constraints", "dictionary", "string",
        "bool", "integer", "real", "image", "sound", "customView", "window", "view", "button", "textField",
        "menu", "menuItem", "scrollView", "clipView", "scroller", "tableView", "tableColumn", "tableHeaderView",
        "textFieldCell", "buttonCell", "imageView", "imageCell", "box", "progressIndicator", "popUpButton",
        "popUpButtonCell", "stackView", "label", "tableViewCell", "tableViewCellContentView", "viewController",
        "navigationItem", "barButtonItem", "textView", "outlineView", "tableCellView", "segmentedControl",
        "segmentedCell", "arrayController", "userDefaultsController", "constraint", "layoutGuide", "toolbar",
        "toolbarItem", "splitView", "tabView", "tabViewItem", "matrix", "slider", "sliderCell",
        // Attributes.
        "version", "title", "visibleAtLaunch", "x", "y", "width", "height", "property", "selector", "target",
        "eventType", "trigger", "name", "keyPath", "value", "toolTip", "collectionClass", "appends",
        "storyboardIdentifier", "nibName", "kind", "identifier", "initialViewController", "titled", "closable",
        "miniaturizable", "resizable", "utility", "docModal", "nonactivatingPanel", "texturedBackground",
        "unifiedTitleAndToolbar", "HUD", "fullSizeContentView",
    ]

    /// The element and attribute names the vocabulary writes (its rules' elements, slots and
    /// wrappers, and the codecs' attribute names), seeded too so that the mapper's decoded
    /// attributes are found by their bytes instead of through a per-tree `String` dictionary.
    /// Seeding costs a tree nothing: the builder shares this array until it adds a name.
    private static let vocabularyNames: [String] = {
        var seen = Set(KnownName.indices.keys)
        seen.formUnion(baseSeededNames)
        var names: [String] = []
        func add(_ name: String) { if seen.insert(name).inserted { names.append(name) } }
        for rule in IBVocabulary.appKitRules + IBVocabulary.uiKitRules {
            add(rule.element)
            for property in rule.properties {
                add(property.slot.attributeName)
                switch property.slot {
                case .keyed(let element, _, _), .object(let element, _), .presence(let element, _): add(element)
                case .rect: add("rect")
                case .sizeComponent: add("size")
                case .attribute: break
                }
            }
            for child in rule.embedded {
                if let wrapper = child.wrapper { add(wrapper) }
            }
        }
        for name in [
            "key", "metaFont", "size", "name", "family", "colorSpace", "customColorSpace", "white", "red", "green",
            "blue", "alpha", "catalog", "cocoaTouchSystemColor", "systemColor", "font", "color", "fontDescription",
            "type", "pointSize", "weight", "style", "point", "inset", "edgeInsets", "top", "left", "bottom", "right",
            "minY", "minX", "maxX", "maxY", "image", "state", "title",
        ] {
            add(name)
        }
        return names
    }()

    /// The index of every seeded and known name, the same in every compiled tree, found from
    /// the name's bytes without hashing a `String`.
    static let seededIndices: SpellingIndex<Int32> = {
        var table = KnownName.indices
        for (offset, name) in seededNames.enumerated() { table[name] = Int32(KnownName.spellings.count + offset) }
        return SpellingIndex(table.map { ($0.key, $0.value) })
    }()

    /// The tree index of the name `title`.
    static let titleIndex: Int32 = seededIndices.value(of: "title") ?? -1

    mutating func start(
        _ name: String, _ attributes: [(String, String)], at position: (line: Int, column: Int?)
    )
        throws(NibParseError)
    {
        try open(name, at: position)
        for (attribute, value) in attributes { self.attribute(intern(attribute), value) }
        endAttributes()
    }

    /// The tree index of the name `rect`.
    static let rectIndex: Int32 = seededIndices.value(of: "rect") ?? -1

    /// Starts an element whose attributes follow (the `attribute` calls), up to
    /// ``endAttributes()``.
    mutating func open(_ name: String, at position: (line: Int, column: Int?)) throws(NibParseError) {
        try open(nameIndex: intern(name), at: position)
    }

    /// Starts an element named by its tree index (a seeded name: ``rectIndex``), whose
    /// attributes follow, up to ``endAttributes()``.
    mutating func open(nameIndex: Int32, at position: (line: Int, column: Int?)) throws(NibParseError) {
        elementCount += 1
        guard elementCount <= limits.maxElements else {
            throw NibParseError(
                .limitExceeded("the nib maps to more than \(limits.maxElements) elements"),
                at: location(of: position))
        }
        guard open.count < limits.effectiveMaxDepth else {
            throw NibParseError(
                .limitExceeded("objects nest deeper than \(limits.effectiveMaxDepth) levels"),
                at: location(of: position))
        }
        opening = builder.startElement(name: nameIndex, line: position.line, column: position.column)
        openingID = -1
    }

    /// Ends the attributes of the element ``open(_:at:)`` started.
    mutating func endAttributes() {
        builder.finishAttributes(of: opening, idAttribute: openingID)
        open.append(opening)
    }

    private mutating func intern(_ name: String) -> Int32 {
        if let index = seeded.value(of: name) { return index }
        if let index = names[name] { return index }
        let index = builder.intern(name)
        names[name] = index
        return index
    }

    private mutating func name(_ attribute: Attribute) -> Int32 {
        let index = attributeNames[attribute.rawValue]
        if index >= 0 { return index }
        let interned = intern(attribute.spelling)
        attributeNames[attribute.rawValue] = interned
        return interned
    }

    private mutating func record(_ name: Int32, start: Int32, length: Int) {
        let record = builder.addAttribute(name: name, valueStart: start, valueLength: Int32(length))
        if name == KnownName.id.rawValue, openingID < 0 { openingID = record }
    }

    private mutating func attribute(_ name: Int32, _ value: String) {
        var value = value
        let start = value.withUTF8 { builder.append($0) }
        record(name, start: start, length: value.utf8.count)
    }

    /// An attribute of the element being opened, by spelling.
    mutating func attribute(named name: String, _ value: String) {
        attribute(intern(name), value)
    }

    /// A decoded attribute of the element being opened, its name by number when the
    /// vocabulary's plan gave one.
    mutating func attribute(_ decoded: IBDecodedAttribute) {
        attribute(decoded.nameIndex >= 0 ? decoded.nameIndex : intern(decoded.name), decoded.value)
    }

    /// An attribute of the element being opened.
    mutating func attribute(_ name: Attribute, _ value: String) {
        attribute(self.name(name), value)
    }

    /// An attribute whose value is `prefix` followed by a decimal integer (`obj12`, `42`),
    /// written without making a string.
    mutating func attribute(_ name: Attribute, prefix: String, _ tag: StaticString = "", number: Int64) {
        var prefix = prefix
        let start = prefix.withUTF8 { builder.append($0) }
        var length = prefix.utf8.count
        if tag.utf8CodeUnitCount > 0 {
            _ = builder.append(UnsafeBufferPointer(start: tag.utf8Start, count: tag.utf8CodeUnitCount))
            length += tag.utf8CodeUnitCount
        }
        length += appendDecimal(number)
        record(self.name(name), start: start, length: length)
    }

    /// A number attribute in the xib's spelling (`12` for whole numbers).
    mutating func attribute(_ name: Attribute, number: Double) {
        if number == number.rounded(), abs(number) < 1e15 {
            let start = builder.append(UnsafeBufferPointer(start: nil, count: 0))
            let length = appendDecimal(Int64(number))
            record(self.name(name), start: start, length: length)
        } else {
            attribute(self.name(name), String(number))
        }
    }

    /// Appends the decimal digits of `number`; returns how many bytes were written.
    private mutating func appendDecimal(_ number: Int64) -> Int {
        IBValueCodec.withDecimalDigits(number) { digits in
            _ = builder.append(digits)
            return digits.count
        }
    }

    mutating func text(_ text: String) {
        guard let element = open.last else { return }
        var text = text
        text.withUTF8 { builder.appendText($0, to: element) }
    }

    mutating func end() {
        if let element = open.popLast() { builder.endElement(element) }
    }

    /// An element with no children.
    mutating func leaf(
        _ name: String, _ attributes: [(String, String)], at position: (line: Int, column: Int?) = (0, nil)
    )
        throws(NibParseError)
    {
        try start(name, attributes, at: position)
        end()
    }

    mutating func finish() -> ElementTree {
        while !open.isEmpty { end() }
        return builder.finish()
    }
}
