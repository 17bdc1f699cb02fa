import NibModel

/// Builds the archived object graph of a UIKit xib, as ibtool does: an `NSObject` root whose
/// `UINib…Key`s list the top-level objects, every object (`UINibObjectsKey`, placeholders
/// included), the connections, the visible windows, the accessibility configurations, the trait
/// storage lists and the runtime attributes (`UINibKeyValuePairsKey`). Placeholders are
/// `UIProxyObject`s named by `UIProxiedObjectIdentifier`; views carry their frame as `UIBounds`
/// and `UICenter` geometry blobs; every other value is archived as its vocabulary rule says.
struct UIKitArchiver {
    typealias GraphID = ArchiveGraph.ObjectID

    let document: NibDocument
    let options: CompileOptions
    var builder = ArchiveGraph.Builder()
    /// The archived object of each document id.
    var archived: [String: GraphID] = [:]
    /// Every archived document object, top-level objects first (`UINibObjectsKey`).
    var topLevel: [GraphID] = []
    var descendants: [GraphID] = []
    /// The document ids of elements left out of this nib (a storyboard scene's view, archived in
    /// its own nib), with everything below them.
    var skippedIDs: Set<String> = []
    /// Whether this is one nib of a storyboard (`StoryboardCompiler`): segues are archived as
    /// templates by the storyboard compiler, and a connection to an object of another nib of the
    /// storyboard is left to that nib.
    var isSceneNib = false

    private var visibleWindows: [GraphID] = []
    /// The `UIRuntimeAccessibilityConfiguration`s of the archived objects, in document order.
    private var accessibilityConfigurations: [GraphID] = []
    /// References to document ids, resolved once every object exists.
    private var pending: [(object: GraphID, key: String, id: String, element: NibElement)] = []

    /// The ids of the placeholder constraints left out of the archive.
    private var removedPlaceholders: Set<String> = []

    /// The ids that constraints and connections name.
    private let referenced: Set<String>

    init(document: NibDocument, options: CompileOptions) {
        self.document = document
        self.options = options
        var referenced: Set<String> = []
        var stack = [document.root]
        while let element = stack.popLast() {
            for name in ["firstItem", "secondItem", "destination", "target"] {
                if let id = element[attribute: name] { referenced.insert(id) }
            }
            stack += element.children
        }
        self.referenced = referenced
    }

    mutating func run() throws(CompileError) -> ArchiveGraph {
        let root = builder.add("NSObject")
        // The document's objects first, then the proxies, as Apple's iOS nibs list them.
        var proxies: [GraphID] = []
        for placeholder in document.placeholders {
            proxies.append(try proxy(placeholder.sourceElement))
        }
        for object in document.topLevelObjects where !object.isPlaceholder {
            let archivedObject = try archive(object.sourceElement, superview: nil, isTopLevel: true)
            topLevel.append(archivedObject)
        }
        topLevel += proxies
        return try finish(root: root)
    }

    /// Resolves the references, archives the connections (then `extraConnections`) and the
    /// runtime attributes, and fills the root's lists once every object is archived.
    mutating func finish(root: GraphID, extraConnections: [GraphID] = []) throws(CompileError) -> ArchiveGraph {
        try resolvePending()
        let connections = try archiveConnections() + extraConnections
        let pairs = try archiveRuntimeAttributes()
        let empty = builder.collection("NSArray", [])
        func list(_ members: [GraphID]) -> ArchiveGraph.Value {
            members.isEmpty ? .reference(empty) : .reference(builder.collection("NSArray", members))
        }
        builder.set("UINibTopLevelObjectsKey", list(topLevel), on: root)
        // Never the same array as the top-level objects', even when it lists the same objects.
        let objects = topLevel + descendants
        builder.set(
            "UINibObjectsKey",
            objects.isEmpty ? .reference(empty) : .reference(builder.collection("NSArray", objects, shared: false)),
            on: root)
        builder.set("UINibConnectionsKey", list(connections), on: root)
        builder.set("UINibVisibleWindowsKey", list(visibleWindows), on: root)
        builder.set(IBVocabulary.UIKitAccessibility.configurationsKey, list(accessibilityConfigurations), on: root)
        builder.set("UINibTraitStorageListsKey", .reference(empty), on: root)
        builder.set("UINibKeyValuePairsKey", list(pairs), on: root)
        return builder.build(root: root)
    }

    // MARK: Placeholders

    /// A placeholder as a `UIProxyObject` named by its identifier (`IBFilesOwner`,
    /// `IBFirstResponder`, an external object's name).
    private mutating func proxy(_ element: NibElement) throws(CompileError) -> GraphID {
        guard let identifier = element[attribute: "placeholderIdentifier"] else {
            throw CompileError(
                .unsupportedValue(element: element.name, attribute: "placeholderIdentifier", value: ""),
                at: element.location(in: document))
        }
        let id = builder.add(
            "UIProxyObject", [.init("UIProxiedObjectIdentifier", .reference(builder.string(identifier)))])
        if let documentID = element[attribute: "id"] { archived[documentID] = id }
        return id
    }

    // MARK: Objects

    /// Archives a document object and everything below it; returns the archived object.
    @discardableResult
    mutating func archive(
        _ element: NibElement, superview: GraphID?, isTopLevel: Bool
    ) throws(CompileError) -> GraphID {
        let chain = IBVocabulary.ruleChain(element: element.name, platform: .uiKit)
        let originalClass: String
        if let rule = chain.last {
            originalClass = rule.archivedClass
        } else if element.name == "customObject" {
            originalClass = "NSObject"
        } else {
            throw unknownArchive(element)
        }
        let isView = chain.contains { $0.element == "@uiView" }
        let customClass = element[attribute: "customClass"]
        let id = builder.add(customClass == nil ? originalClass : "UIClassSwapper")
        if let documentID = element[attribute: "id"] { archived[documentID] = id }
        if !isTopLevel { descendants.append(id) }
        // An iOS window is shown at launch only when the document says so (UIKit's default is
        // hidden, unlike an AppKit window's): listed in `UINibVisibleWindowsKey`.
        if element.name == "window", element[attribute: "visibleAtLaunch"] == "YES" { visibleWindows.append(id) }
        if isView { try archiveGeometry(of: element, id: id) }
        var encodedValues = IBVocabulary.encode(element: element, platform: .uiKit)
        if element.name == "constraint" {
            // The standard space only where the document marks it `symbolic="YES"`, its number
            // otherwise, as for AppKit (`keepOneConstant`): a plain `constant="8"` had been
            // archived as the symbolic space (which the decompiler gives back as 20 between a view
            // and its ancestor).
            DocumentCompiler.keepOneConstant(&encodedValues, of: element)
            if element[attribute: "symbolic"] != "YES", !encodedValues.contains(where: { $0.key == "NSConstant" }),
                let constant = element[attribute: "constant"].flatMap(Double.init), constant != 0
            {
                // The rule encodes a constant of 8 as the symbolic space alone.
                encodedValues.append(("NSConstant", .real(constant)))
            }
        }
        for (key, encoded) in encodedValues {
            if case .objectID(let target) = encoded {
                pending.append((id, key, target, element))
            } else {
                builder.set(key, value(encoded), on: id)
                if let mirror = IBVocabulary.uiKitMirroredKeys[key] {
                    var mirrored = encoded
                    if case .integer(let number) = encoded, let other = IBVocabulary.uiKitMirroredValues[key]?[number] {
                        mirrored = .integer(other)
                    }
                    builder.set(mirror, value(mirrored), on: id)
                }
            }
        }
        try archiveColors(of: element, id: id)
        if element.name == "button" { try archiveButtonStates(of: element, id: id) }
        // By the rule chain, so that an alias (`longPressGestureRecognizer` for Xcode's
        // `pongPressGestureRecognizer`, ``IBVocabulary/uiKitElementAliases``) has the same taps.
        if let tap = IBVocabulary.ruleChain(element: element.name, platform: .uiKit).lazy.compactMap({
            IBVocabulary.uiKitTapRecognizers[$0.element]
        }).first {
            builder.set(tap.key, .reference(archiveTapRecognizer(of: element, tap.properties)), on: id)
        }
        if element.name == "datePicker" { try archiveDatePicker(element, id: id) }
        if element.name == "segmentedControl" { archiveSegments(of: element, id: id) }
        try archiveAttributedText(of: element, id: id)
        if element.name == "wkWebView" { try refuseWebView(element) }
        // An image view's image, a slider's and a progress view's (`uiKitImageKeys`); `image` is
        // otherwise a structural attribute.
        for (attribute, key) in (IBVocabulary.uiKitImageKeys[element.name] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let name = element[attribute: attribute] else { continue }
            builder.set(key, .reference(uiImage(named: name, catalog: element[attribute: "catalog"])), on: id)
        }
        archiveRectEdges(of: element, chain: chain, id: id)
        if let key = IBVocabulary.uiKitEnabledStateKeys[element.name], element[attribute: "enabled"] != "NO" {
            builder.set(key, .boolean(true), on: id)
        }
        try archiveTextAttributes(of: element, id: id)
        archiveAccessibility(of: element, id: id)
        if element.name == "collectionViewFlowLayout" { try archiveFlowLayoutGeometry(of: element, id: id) }
        if element.name == "button" {
            // A button's insets, under the keys xib2nib's `UIButton.cpp` writes (inferred).
            try archiveInsets(of: element, IBVocabulary.uiKitButtonInsetKeys, id: id)
        }
        if element.name == "label", let offset = element.child(forKey: "shadowOffset") {
            // A label's shadow offset as `UIShadowOffset`, a geometry blob of width and height,
            // left out at UIKit's default (0, -1): the key and the default are `UILabel`'s coder's
            // (inferred: no Apple-compiled iOS nib of the corpus holds a label's shadow).
            let numbers = ["width", "height"].compactMap { offset[attribute: $0].flatMap(Double.init) }
            guard offset.name == "size", numbers.count == 2 else {
                throw CompileError(
                    .unsupportedValue(
                        element: offset.name, attribute: "shadowOffset", value: "not a width and a height"),
                    at: offset.location(in: document))
            }
            if numbers != IBVocabulary.uiKitLabelDefaultShadowOffset {
                builder.set(IBVocabulary.uiKitLabelShadowOffsetKey, .data(IBValueCodec.geometryBlob(numbers)), on: id)
            }
        }
        if isView, let superview { builder.set("UISuperview", .conditionalReference(superview), on: id) }
        try archiveChildren(of: element, id: id, isView: isView)
        if let customClass {
            let module = moduleName(of: element)
            builder.set("UIClassName", .reference(builder.string(mangled(customClass, module: module))), on: id)
            builder.set("UIOriginalClassName", .reference(builder.string(originalClass)), on: id)
        }
        return id
    }

    /// The `UIRectEdge` sets of `element` (``IBVocabulary/uiKitRectEdgeSets``): the bits of the
    /// edges its `<extendedEdge>` switches on, left out when it writes none (all edges).
    private mutating func archiveRectEdges(of element: NibElement, chain: [IBClassRule], id: GraphID) {
        for rule in chain {
            guard let set = IBVocabulary.uiKitRectEdgeSets[rule.element],
                let edges = element.child(forKey: set.documentKey), edges.name == "extendedEdge"
            else { continue }
            let bits = IBVocabulary.uiKitRectEdges.reduce(Int64(0)) { bits, edge in
                edges[attribute: edge.name] == "YES" ? bits | edge.bit : bits
            }
            if bits != set.silent { builder.set(set.key, value(.integer(bits)), on: id) }
        }
    }

    /// The `<textAttributes>` dictionaries of `element` (``IBVocabulary/uiKitTextAttributeDictionaries``):
    /// an `NSDictionary` from each entry's attribute name to its value, the entries
    /// ``IBVocabulary/uiKitTextAttributeEntries`` names (others are reported, not archived).
    private mutating func archiveTextAttributes(of element: NibElement, id: GraphID) throws(CompileError) {
        let dictionaries = IBVocabulary.uiKitTextAttributeDictionaries[element.name] ?? [:]
        for (documentKey, key) in dictionaries.sorted(by: { $0.key < $1.key }) {
            guard let attributes = element.child(forKey: documentKey), attributes.name == "textAttributes" else {
                continue
            }
            var members: [GraphID] = []
            for child in attributes.children {
                guard let entry = IBVocabulary.uiKitTextAttributeEntries[child[attribute: "key"] ?? ""],
                    entry.element == child.name, child.name == "color"
                else { continue }
                members += [builder.string(entry.name), try color(child)]
            }
            guard !members.isEmpty else { continue }
            builder.set(key, .reference(builder.collection("NSDictionary", members, shared: false)), on: id)
        }
    }

    /// A view's frame as UIKit keeps it: `UIBounds` (origin zero, the frame's size) and `UICenter`
    /// (the frame's centre in its superview), each a geometry blob of doubles.
    private mutating func archiveGeometry(of element: NibElement, id: GraphID) throws(CompileError) {
        guard let frame = element.child(forKey: "frame"), frame.name == "rect" else { return }
        let numbers = ["x", "y", "width", "height"].compactMap { frame[attribute: $0].flatMap(Double.init) }
        guard numbers.count == 4 else {
            throw CompileError(
                .unsupportedValue(element: "rect", attribute: "frame", value: "not four numbers"),
                at: frame.location(in: document))
        }
        builder.set("UIBounds", .data(IBValueCodec.geometryBlob([0, 0, numbers[2], numbers[3]])), on: id)
        builder.set(
            "UICenter",
            .data(IBValueCodec.geometryBlob([numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2])), on: id)
    }

    /// The colours an element names by key (`backgroundColor`, `textColor`, `tintColor`, a
    /// switch's `onTintColor`…), as `UIColor` objects under the keys the vocabulary gives them.
    private mutating func archiveColors(of element: NibElement, id: GraphID) throws(CompileError) {
        for child in element.children where child.name == "color" {
            guard let key = child[attribute: "key"],
                let archiveKey = IBVocabulary.uiKitColorKey(element: element.name, key: key)
            else {
                continue
            }
            let colorID = try color(child)
            builder.set(archiveKey, .reference(colorID), on: id)
            // An activity indicator's coder writes its colour as its tint too
            // (`UIActivityIndicatorView`'s decompiled `encodeWithCoder:`).
            if element.name == "activityIndicatorView", key == "color" {
                builder.set("UITintColor", .reference(colorID), on: id)
            }
        }
        // A `medium` or `large` indicator without a colour (or a tint) of its own: the coder
        // archives the style's default colour as its `UITintColor`.
        if element.name == "activityIndicatorView",
            let name = element[attribute: "style"].flatMap({ IBVocabulary.uiKitActivityIndicatorDefaultTints[$0] }),
            !element.children.contains(where: {
                $0.name == "color" && ["color", "tintColor"].contains($0[attribute: "key"])
            })
        {
            builder.set(
                "UITintColor", .reference(try color(NibColor(systemColor: name), at: element.location(in: document))),
                on: id)
        }
    }

    /// A button's `<state>` children as `UIButtonStatefulContent`: a dictionary from the state's
    /// number (`UIControlState`) to a `UIButtonContent` with its `UITitle`, its images
    /// (`UIImage`, `UIBackgroundImage`: `uiImage(named:)`) and colours. Inferred from UIKit's
    /// class dumps and WinObjC's xib2nib (its `UIButton.cpp` writes these keys; no
    /// Apple-compiled iOS nib of the corpus holds a button).
    private mutating func archiveButtonStates(of element: NibElement, id: GraphID) throws(CompileError) {
        var elements: [GraphID] = []
        for state in element.children where state.name == "state" {
            guard let key = state[attribute: "key"], let number = IBVocabulary.uiControlStates[key] else { continue }
            var entries: [ArchiveGraph.Entry] = []
            if let title = state[attribute: "title"] {
                entries.append(.init("UITitle", .reference(builder.string(title))))
            }
            // `UIButtonContent`'s coder writes the attributed title after the title, before the
            // images.
            if let attributed = try attributedTitle(of: state) {
                entries.append(.init("UIAttributedTitle", .reference(attributed)))
            }
            for (attribute, archiveKey) in [("image", "UIImage"), ("backgroundImage", "UIBackgroundImage")] {
                guard let name = state[attribute: attribute] else { continue }
                entries.append(
                    .init(archiveKey, .reference(uiImage(named: name, catalog: state[attribute: "catalog"]))))
            }
            for child in state.children where child.name == "color" {
                guard let colorKey = child[attribute: "key"],
                    let archiveKey = IBVocabulary.uiButtonContentColorKeys[colorKey]
                else { continue }
                entries.append(.init(archiveKey, .reference(try color(child))))
            }
            elements += [builder.number(number), builder.add("UIButtonContent", entries)]
        }
        guard !elements.isEmpty else { return }
        builder.set(
            "UIButtonStatefulContent",
            .reference(builder.collection("NSMutableDictionary", elements, shared: false)), on: id)
    }

    /// A segmented control's `<segments>` (written without ids) as `UISegment` objects in an
    /// array under `UISegments`, which `UISegmentedControl`'s decompiled `encodeWithCoder:`
    /// (UIKitCore, iOS 26) writes only when the control has segments. Each segment's keys are the
    /// vocabulary's (``IBVocabulary``'s `segment` rule), its image a `UIImageNibPlaceholder`
    /// under `UISegmentInfo`, and its `UISegmentPosition` the position UIKit gives it
    /// (`UISegmentedControlSegment`, `UISegmentedControl.h`: left 1, center 2, right 3, alone
    /// 4), which `UISegment`'s coder writes when not 0 (any). Inferred: no Apple-compiled iOS nib
    /// of the corpus holds a segmented control. The segments' view keys (their frames, the
    /// control's `UISubviews`), which UIKit's view coder writes too, are not archived: the
    /// control lays its segments out itself.
    private mutating func archiveSegments(of element: NibElement, id: GraphID) {
        let segments = element.firstChild(named: "segments")?.children.filter { $0.name == "segment" } ?? []
        guard !segments.isEmpty else { return }
        var items: [GraphID] = []
        for (index, segment) in segments.enumerated() {
            let item = builder.add("UISegment")
            for (key, encoded) in IBVocabulary.encode(element: segment, platform: .uiKit) {
                builder.set(key, value(encoded), on: item)
            }
            for (attribute, key) in (IBVocabulary.uiKitImageKeys["segment"] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let name = segment[attribute: attribute] else { continue }
                builder.set(key, .reference(uiImage(named: name, catalog: segment[attribute: "catalog"])), on: item)
            }
            let position: Int64 =
                segments.count == 1 ? 4 : index == 0 ? 1 : index == segments.count - 1 ? 3 : 2
            builder.set("UISegmentPosition", .integer(position), on: item)
            items.append(item)
        }
        builder.set("UISegments", .reference(builder.collection("NSMutableArray", items, shared: false)), on: id)
    }

    /// A named image as UIKit's nib loader reads one: a `UIImageNibPlaceholder` with the keys
    /// its decompiled `encodeWithCoder:` writes and `initWithCoder:` reads: `UIImageWidth` and
    /// `UIImageHeight` (floats: the image's size, which the runtime uses only for a blank
    /// stand-in when the image is missing; the document's `<image>` resource gives it, else 0),
    /// `UIResourceName`, and for an SF Symbol (`catalog="system"`) `UISystemSymbolResourceName`.
    /// Inferred (xib2nib writes the same class and keys); no Apple-compiled iOS nib of the corpus
    /// holds an image. Equal images are one object, as Apple shares equal values.
    mutating func uiImage(named name: String, catalog: String?) -> GraphID {
        let resource = document.resources.first { $0.name == name && $0.kindName == "image" }
        var size = NibSize(width: 0, height: 0)
        var catalog = catalog
        if case .image(let resourceCatalog, let resourceSize)? = resource?.kind {
            if let resourceSize { size = resourceSize }
            catalog = catalog ?? resourceCatalog
        }
        var entries: [ArchiveGraph.Entry] = [
            .init("UIImageWidth", .float(Float(size.width))), .init("UIImageHeight", .float(Float(size.height))),
            .init("UIResourceName", .reference(builder.string(name))),
        ]
        if catalog == "system" {
            entries.append(.init("UISystemSymbolResourceName", .reference(builder.string(name))))
        }
        return builder.intern("UIImageNibPlaceholder", entries)
    }

    /// The document parts of an element the UIKit archiver archives itself, by element name
    /// (for `DocumentCompiler.unarchivedParts(of:)`).
    static let partsArchivedItself: [String: Set<String>] = [
        "collectionViewFlowLayout": ["itemSize", "headerReferenceSize", "footerReferenceSize", "sectionInset"],
        // A button's `hasAttributedTitle` says a state has an attributed title, which the
        // state's content archives (`archiveButtonStates`).
        "button": ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "hasAttributedTitle"],
        // A controller's layout guide's `type` is its `_UILayoutGuideIdentifier`
        // (`archiveLayoutGuides`).
        "viewControllerLayoutGuide": ["type"],
        "datePicker": ["countDownDuration"],
        "visualEffectView": ["blurEffect"],
        // A label's attributed text (`archiveAttributedText`).
        "label": ["attributedText", "usesAttributedText", "shadowOffset"],
        // A placeholder constraint is removed at build time (`archiveChildren`).
        "constraint": ["placeholder"],
        // A segmented control's segments (`archiveSegments`).
        "segmentedControl": ["segments"],
    ]

    /// The attribute that makes a storyboard controller's storyboard identifier its restoration
    /// identifier too (`UIKitStoryboardCompiler` archives it as `UIRestorationIdentifier`).
    static let restorationFromStoryboardIdentifier = "useStoryboardIdentifierAsRestorationIdentifier"

    /// The `UITapRecognizer` a tap or long-press recognizer keeps its taps in (see
    /// ``IBVocabulary/uiKitTapRecognizers``): each property's value, the document's or its
    /// default, left out where it is the value UIKit's coder leaves out.
    private mutating func archiveTapRecognizer(of element: NibElement, _ properties: [IBProperty]) -> GraphID {
        var entries: [ArchiveGraph.Entry] = []
        for property in properties {
            guard let text = IBVocabulary.documentText(property.slot, in: element) ?? property.defaultText,
                let encoded = property.codec.encode(text, into: nil), encoded != property.archivedDefault
            else { continue }
            entries.append(.init(property.key, value(encoded)))
        }
        return builder.add("UITapRecognizer", entries)
    }

    /// An object a document writes as an id-less child without a `key=` (a visual effect
    /// view's `<blurEffect>`): its class and keys from its rule.
    private mutating func archiveValueObject(_ element: NibElement) -> GraphID {
        let className =
            IBVocabulary.ruleChain(element: element.name, platform: .uiKit).last?.archivedClass ?? "NSObject"
        let id = builder.add(className)
        for (key, encoded) in IBVocabulary.encode(element: element, platform: .uiKit) {
            builder.set(key, value(encoded), on: id)
        }
        return id
    }

    /// Refuses a web view: WebKit's `initWithCoder:` raises without a `configuration` (a
    /// `WKWebViewConfiguration` with its process pool, preferences, user content controller and
    /// data store, each archived by WebKit's own coders), which the vocabulary cannot archive
    /// yet. A nib without it would compile and then fail to load.
    private func refuseWebView(_ element: NibElement) throws(CompileError) {
        let configuration = element.child(forKey: "configuration") ?? element
        throw CompileError(
            .unknownArchive(
                element: configuration.name,
                reason:
                    "a WKWebView's configuration (WKWebViewConfiguration, which WebKit's decoder requires) is not "
                    + "in the compiler's vocabulary yet; without it the nib would not load"),
            at: configuration.location(in: document))
    }

    /// A date picker's dates and countdown, as `UIDatePicker`'s
    /// `encodeWithCoder:` writes them (inferred from UIKit's coder): each `<date key=…>` an
    /// `NSDate` (`NS.time`, its `timeIntervalSinceReferenceDate`) under `UIDate`,
    /// `UIMinimumDate` or `UIMaximumDate`; `UICountDownDuration` (a float) in countdown mode
    /// when not 0.
    private mutating func archiveDatePicker(_ element: NibElement, id: GraphID) throws(CompileError) {
        for child in element.children where child.name == "date" {
            guard let documentKey = child[attribute: "key"], let key = IBVocabulary.uiDatePickerDateKeys[documentKey]
            else { continue }
            guard let time = child[attribute: "timeIntervalSinceReferenceDate"].flatMap(Double.init), time.isFinite
            else {
                throw CompileError(
                    .unsupportedValue(
                        element: "date", attribute: documentKey, value: "no timeIntervalSinceReferenceDate"),
                    at: child.location(in: document))
            }
            builder.set(key, .reference(builder.add("NSDate", [.init("NS.time", .double(time))])), on: id)
        }
        if element[attribute: "datePickerMode"] == "countDownTimer",
            let duration = element[attribute: "countDownDuration"].flatMap(Double.init), duration != 0
        {
            builder.set("UICountDownDuration", .float(Float(duration)), on: id)
        }
    }

    /// A flow layout's `itemSize`, `headerReferenceSize` and `footerReferenceSize` (`<size>`s)
    /// as `UIItemSize`, `UIHeaderReferenceSize`, `UIFooterReferenceSize` and its `sectionInset`
    /// (`<inset>`: `minY` top, `minX` left, `maxY` bottom, `maxX` right, as xib2nib reads it)
    /// as `UISectionInset`, each a geometry blob as UIKit archives its other sizes and insets.
    /// The keys are xib2nib's; that they are blobs of doubles is inferred. Each is left out at
    /// UIKit's default, as `UICollectionViewFlowLayout`'s decompiled `encodeWithCoder:`
    /// (UIKitCore, iOS 26) leaves it out: an item size of 50 × 50, zero reference sizes, a zero
    /// inset (inferred that ibtool's nibs follow it: no Apple-compiled iOS nib of the corpus has
    /// a collection view).
    private mutating func archiveFlowLayoutGeometry(of element: NibElement, id: GraphID) throws(CompileError) {
        for (documentKey, key, silent) in [
            ("itemSize", "UIItemSize", [50.0, 50.0]), ("headerReferenceSize", "UIHeaderReferenceSize", [0, 0]),
            ("footerReferenceSize", "UIFooterReferenceSize", [0, 0]),
        ] {
            guard let size = element.child(forKey: documentKey) else { continue }
            let numbers = ["width", "height"].compactMap { size[attribute: $0].flatMap(Double.init) }
            guard size.name == "size", numbers.count == 2 else {
                throw CompileError(
                    .unsupportedValue(element: size.name, attribute: documentKey, value: "not a width and a height"),
                    at: size.location(in: document))
            }
            if numbers != silent { builder.set(key, .data(IBValueCodec.geometryBlob(numbers)), on: id) }
        }
        try archiveInsets(of: element, [("sectionInset", "UISectionInset")], id: id, leavingOutZero: true)
    }

    /// An element's keyed `<inset>`s as `UIEdgeInsets` geometry blobs (top, left, bottom,
    /// right: `minY`, `minX`, `maxY`, `maxX`, as xib2nib reads them), under the given keys.
    private mutating func archiveInsets(
        of element: NibElement, _ keys: [(documentKey: String, key: String)], id: GraphID,
        leavingOutZero: Bool = false
    ) throws(CompileError) {
        for (documentKey, key) in keys {
            guard let inset = element.child(forKey: documentKey) else { continue }
            let numbers = ["minY", "minX", "maxY", "maxX"].compactMap { inset[attribute: $0].flatMap(Double.init) }
            guard inset.name == "inset", numbers.count == 4 else {
                throw CompileError(
                    .unsupportedValue(element: inset.name, attribute: documentKey, value: "not four numbers"),
                    at: inset.location(in: document))
            }
            if leavingOutZero, numbers.allSatisfy({ $0 == 0 }) { continue }
            builder.set(key, .data(IBValueCodec.geometryBlob(numbers)), on: id)
        }
    }

    // MARK: Accessibility

    /// An object's `<accessibility key="accessibilityConfiguration">` as a
    /// `UIRuntimeAccessibilityConfiguration` in the root's `UINibAccessibilityConfigurationsKey`,
    /// under the keys of `IBVocabulary.UIKitAccessibility` (the table the decompiler reads them
    /// back by), each written only when the document gives it: the object, the label, hint and
    /// identifier strings, the traits an `NSNumber` of their bits and `isElement` an `NSNumber`
    /// boolean. Inferred (see the table). A configuration whose traits name a bit not in the
    /// table is left out (and reported by `unarchivedParts`).
    private mutating func archiveAccessibility(of element: NibElement, id: GraphID) {
        typealias Vocabulary = IBVocabulary.UIKitAccessibility
        guard let configuration = element.child(forKey: Vocabulary.documentKey),
            configuration.name == "accessibility", Self.canArchiveAccessibility(configuration)
        else { return }
        var entries: [ArchiveGraph.Entry] = [.init(Vocabulary.objectKey, .reference(id))]
        for (attribute, key) in Vocabulary.strings {
            if let text = configuration[attribute: attribute] {
                entries.append(.init(key, .reference(builder.string(text))))
            }
        }
        if let traits = configuration.child(forKey: "traits"), let bits = Self.accessibilityTraits(traits) {
            entries.append(.init(Vocabulary.traitsKey, .reference(builder.number(bits))))
        }
        if let isElement = configuration.child(forKey: "isElement"), isElement.name == "bool",
            let value = isElement[attribute: "value"]
        {
            let number = builder.intern("NSNumber", [.init("NS.boolval", .boolean(value == "YES"))])
            entries.append(.init(Vocabulary.isElementKey, .reference(number)))
        }
        if entries.count > 1 {
            accessibilityConfigurations.append(builder.add(Vocabulary.className, entries))
        }
    }

    /// The traits an `<accessibilityTraits>` sets, or `nil` when it names one whose bit is not
    /// in `IBVocabulary.UIKitAccessibility.traitBits`.
    static func accessibilityTraits(_ element: NibElement) -> Int64? {
        var bits: Int64 = 0
        for attribute in element.attributes
        where attribute.name != "key" && attribute.name != IBVocabulary.UIKitAccessibility.noTraits {
            guard let bit = IBVocabulary.UIKitAccessibility.traitBits.first(where: { $0.trait == attribute.name })?.bit
            else { return nil }
            if attribute.value == "YES" { bits |= bit }
        }
        return bits
    }

    /// Whether the archiver archives `configuration` (an `<accessibility>`): its traits are
    /// known and it holds nothing else than the table's strings, traits and `isElement`.
    static func canArchiveAccessibility(_ configuration: NibElement) -> Bool {
        let attributes = Set(["key"] + IBVocabulary.UIKitAccessibility.strings.map(\.attribute))
        guard configuration.attributes.allSatisfy({ attributes.contains($0.name) }) else { return false }
        return configuration.children.allSatisfy { child in
            switch child[attribute: "key"] {
            case "traits": child.name == "accessibilityTraits" && accessibilityTraits(child) != nil
            case "isElement": child.name == "bool"
            default: false
            }
        }
    }

    /// A `<color>` as a `UIColor`: its components, or a system colour by name.
    mutating func color(_ element: NibElement) throws(CompileError) -> GraphID {
        try color(NibColor(element: element), at: element.location(in: document))
    }

    private mutating func color(_ color: NibColor, at location: SourceLocation) throws(CompileError) -> GraphID {
        if let name = color.name, color.catalog == nil, color.systemColor == nil, color.red == nil, color.white == nil {
            return try catalogColor(named: name, at: location)
        }
        guard let fields = IBValueCodec.uiColorFields(color) else {
            throw CompileError(
                .unsupportedValue(element: "color", attribute: "name", value: color.name ?? color.colorSpace ?? "none"),
                at: location)
        }
        return builder.intern("UIColor", colorEntries(fields))
    }

    /// A `UIColor`'s fields as archive entries: `NSRGB` and `NSWhite` are data, as in an
    /// `NSColor`.
    private mutating func colorEntries(_ fields: [(key: String, value: IBArchivedValue)]) -> [ArchiveGraph.Entry] {
        fields.map { key, field in
            if IBColorCodec.componentKeys.contains(key), case .string(let text) = field {
                return ArchiveGraph.Entry(key, .data(Array(text.utf8)))
            }
            return ArchiveGraph.Entry(key, value(field))
        }
    }

    /// An asset-catalog colour (`<color name="…"/>` with its `<namedColor>` among the document's
    /// resources) as `UIColor`'s decoder reads one: `UIDynamicCatalogName`,
    /// `UIDynamicCatalogUseNibBundle` (the catalog of the nib's bundle, which
    /// `UIDynamicCatalogColor`'s `encodeWithCoder:` writes for a colour of no other bundle), then
    /// the resource's colour as the fallback's components. Inferred from UIKit's coder; no
    /// Apple-compiled iOS nib of the corpus holds one.
    private mutating func catalogColor(named name: String, at location: SourceLocation) throws(CompileError) -> GraphID
    {
        let fallback = document.resources.lazy.compactMap { resource -> NibColor? in
            guard resource.name == name, case .namedColor(let color?) = resource.kind else { return nil }
            return color
        }.first
        guard let fallback, fallback.name == nil, let fields = IBValueCodec.uiColorFields(fallback) else {
            throw CompileError(
                .unsupportedValue(element: "color", attribute: "name", value: name + " (no <namedColor> resource)"),
                at: location)
        }
        let entries: [ArchiveGraph.Entry] = [
            .init("UIDynamicCatalogName", .reference(builder.string(name))),
            .init("UIDynamicCatalogUseNibBundle", .boolean(true)),
        ]
        return builder.intern("UIColor", entries + colorEntries(fields))
    }

    /// An element's child objects: keyed ones under their archive key, wrapped ones in the
    /// collection their wrapper stands for.
    private mutating func archiveChildren(of element: NibElement, id: GraphID, isView: Bool) throws(CompileError) {
        var guides: [GraphID] = []
        var viewGuides: [GraphID] = []
        var controllerView: GraphID?
        for child in element.children {
            if let childID = child[attribute: "id"], skippedIDs.contains(childID) { continue }
            if child.name == IBVocabulary.uiKitLayoutGuidesWrapper, !child.declaresObject {
                // A storyboard controller's guides go with its view, into the view's nib.
                if isSceneNib, let viewID = element.child(forKey: "view")?[attribute: "id"], skippedIDs.contains(viewID)
                {
                    continue
                }
                guides += try archiveLayoutGuides(child)
                continue
            }
            if child.name == "sections", !child.declaresObject, element.name == "tableView" {
                // A static table's cells: its table view controller's scene nib archives them
                // (`archiveStaticDataSource`); a table outside a storyboard has none to read them.
                guard isSceneNib else { throw unknownArchive(child) }
                continue
            }
            if child.name == "prototypes" || (child.name == "cells" && element.name == "collectionView"),
                !child.declaresObject, isView
            {
                // A storyboard table's or collection view's prototype cells: each a nib of its own.
                try archivePrototypes(child, on: id)
                continue
            }
            if child.declaresObject, IBVocabulary.uiKitRuntimeMadeElements.contains(child.name) {
                if isView, let key = child[attribute: "key"],
                    let identifier = IBVocabulary.uiKitViewLayoutGuideIdentifiers[key]
                {
                    viewGuides.append(archiveViewLayoutGuide(child, identifier: identifier, owner: id))
                } else if let guide = child[attribute: "id"], referenced.contains(guide) {
                    // A scroll view's content and frame guides: UIKit makes them itself, and
                    // how ibtool archives one that a constraint names is not known.
                    throw CompileError(
                        .unsupportedValue(element: child.name, attribute: "key", value: child[attribute: "key"] ?? ""),
                        at: child.location(in: document))
                }
            } else if let key = child[attribute: "key"], child.declaresObject || Self.isIDLessView(child) {
                let childID = try archive(child, superview: isView ? id : nil, isTopLevel: false)
                let archiveKey =
                    IBVocabulary.uiKitChildKeys[element.name]?[key] ?? IBVocabulary.uiKitArchiveKey(forDocumentKey: key)
                builder.set(archiveKey, .reference(childID), on: id)
                if key == "view" { controllerView = childID }
            } else if !child.declaresObject, child[attribute: "key"] == nil,
                let archiveKey = IBVocabulary.uiKitUnkeyedChildKeys[element.name]?[child.name]
            {
                builder.set(archiveKey, .reference(archiveValueObject(child)), on: id)
            } else if !child.declaresObject, child.children.contains(where: \.declaresObject) {
                guard let collectionKey = IBVocabulary.uiKitCollectionKeys[child.name] else {
                    throw unknownArchive(child)
                }
                var members: [GraphID] = []
                for item in child.children where item.declaresObject {
                    // A placeholder constraint (Interface Builder's "Placeholder: Remove at build
                    // time") is not archived, nor an outlet to it.
                    if AppKitArchiver.isPlaceholderConstraint(item) {
                        if let placeholder = item[attribute: "id"] { removedPlaceholders.insert(placeholder) }
                        continue
                    }
                    let member = try archive(item, superview: isView ? id : nil, isTopLevel: false)
                    // A constraint that names no first item constrains the view that holds it.
                    if item.name == "constraint", item[attribute: "firstItem"] == nil {
                        builder.set("NSFirstItem", .reference(id), on: member)
                    }
                    members.append(member)
                }
                if collectionKey == "UIChildViewControllers" {
                    setChildViewControllers(members, of: id)
                } else {
                    builder.set(
                        collectionKey, .reference(builder.collection("NSMutableArray", members, shared: false)), on: id)
                }
            }
        }
        try attach(guides: guides, to: controllerView, at: element)
        if !viewGuides.isEmpty {
            builder.set(
                "UIViewLayoutGuides", .reference(builder.collection("NSMutableArray", viewGuides, shared: false)),
                on: id)
        }
    }

    /// A view's safe-area guide (`<viewLayoutGuide key="safeArea">`) as a `UILayoutGuide` with
    /// the keys `UILayoutGuide`'s coder reads: its owning view, its identifier
    /// (`UIViewSafeAreaLayoutGuide`) and three flags, all off; then its four system constraints
    /// (`UILayoutGuideSystemConstraints`, which UIKit reads only for a guide locked to its view):
    /// guide top = view top, guide left = view left, view bottom = guide bottom, view right =
    /// guide right, each archived (`NSShouldBeArchived`) and named
    /// `UIViewSafeAreaLayoutGuide-<edge>`. The owning view lists the guide in
    /// `UIViewLayoutGuides`; neither the guide nor its constraints are among the nib's objects.
    /// Inferred: no Apple-compiled iOS nib of the corpus has a safe area; the form is what other
    /// projects report of Apple's nibs (every view's safe-area guide is archived, named by a
    /// constraint or not).
    private mutating func archiveViewLayoutGuide(
        _ element: NibElement, identifier: String, owner: GraphID
    ) -> GraphID {
        let guide = builder.add(
            "UILayoutGuide",
            [
                .init("UILayoutGuideOwningView", .reference(owner)),
                .init("UILayoutGuideIdentifier", .reference(builder.string(identifier))),
                .init("UILayoutGuideOwningViewIsLocked", .boolean(false)),
                .init("UILayoutGuideShouldBeArchived", .boolean(false)),
                .init("UILayoutGuideAllowsNegativeDimensions", .boolean(false)),
            ])
        // (first item, attribute, second item, attribute, edge): top 3, left 1, bottom 4, right 2.
        let edges: [(GraphID, Int64, GraphID, Int64, String)] = [
            (guide, 3, owner, 3, "top"), (guide, 1, owner, 1, "left"), (owner, 4, guide, 4, "bottom"),
            (owner, 2, guide, 2, "right"),
        ]
        var constraints: [GraphID] = []
        for (first, firstAttribute, second, secondAttribute, edge) in edges {
            constraints.append(
                builder.add(
                    "NSLayoutConstraint",
                    [
                        .init("NSFirstItem", .reference(first)), .init("NSFirstAttributeV2", .integer(firstAttribute)),
                        .init("NSFirstAttribute", .integer(firstAttribute)),
                        .init("NSSecondItem", .reference(second)),
                        .init("NSSecondAttributeV2", .integer(secondAttribute)),
                        .init("NSSecondAttribute", .integer(secondAttribute)),
                        .init("NSShouldBeArchived", .boolean(true)),
                        .init("NSLayoutIdentifier", .reference(builder.string(identifier + "-" + edge))),
                    ]))
        }
        builder.set(
            "UILayoutGuideSystemConstraints", .reference(builder.collection("NSArray", constraints, shared: false)),
            on: guide)
        if let documentID = element[attribute: "id"] { archived[documentID] = guide }
        return guide
    }

    /// The refusal of an element the compiler does not archive: with the vocabulary's reason
    /// when it gives one.
    func unknownArchive(_ element: NibElement) -> CompileError {
        if let reason = IBVocabulary.uiKitUnknownArchives[element.name] {
            return CompileError(
                .unknownArchive(element: element.name, reason: reason), at: element.location(in: document))
        }
        return CompileError(.unsupportedElement(element.name), at: element.location(in: document))
    }

    /// The layout guides a controller's `<layoutGuides>` holds, archived.
    mutating func archiveLayoutGuides(_ wrapper: NibElement) throws(CompileError) -> [GraphID] {
        var guides: [GraphID] = []
        for guide in wrapper.children where guide.declaresObject {
            let guideID = try archive(guide, superview: nil, isTopLevel: false)
            if let type = guide[attribute: "type"] {
                guard let identifier = IBVocabulary.uiKitLayoutGuideIdentifiers[type] else {
                    throw CompileError(
                        .unsupportedValue(element: guide.name, attribute: "type", value: type),
                        at: guide.location(in: document))
                }
                builder.set("_UILayoutGuideIdentifier", .reference(builder.string(identifier)), on: guideID)
            }
            guides.append(guideID)
        }
        return guides
    }

    /// A view controller's layout guides as the last subviews of its view.
    mutating func attach(guides: [GraphID], to view: GraphID?, at element: NibElement) throws(CompileError) {
        guard !guides.isEmpty else { return }
        guard let view else {
            throw CompileError(
                .unsupportedElement(IBVocabulary.uiKitLayoutGuidesWrapper), at: element.location(in: document))
        }
        if case .reference(let subviews)? = builder[view]?.value(forKey: "UISubviews") {
            for guide in guides { builder.append("UINibEncoderEmptyKey", .reference(guide), to: subviews) }
        } else {
            builder.set("UISubviews", .reference(builder.collection("NSMutableArray", guides, shared: false)), on: view)
        }
        for guide in guides { builder.set("UISuperview", .conditionalReference(view), on: guide) }
    }

    /// Whether `element` is a view a document writes without an id (a collection view cell's
    /// `contentView`): an object all the same, which ibtool archives.
    static func isIDLessView(_ element: NibElement) -> Bool {
        element[attribute: "id"] == nil
            && IBVocabulary.ruleChain(element: element.name, platform: .uiKit).contains { $0.element == "@uiView" }
    }

    private mutating func resolvePending() throws(CompileError) {
        for reference in pending {
            guard let target = archived[reference.id] else {
                throw CompileError(.danglingReference(reference.id), at: reference.element.location(in: document))
            }
            builder.set(reference.key, .reference(target), on: reference.object)
        }
    }

    // MARK: Classes

    /// The module of an element's custom class: `customModule`, or the build's module for
    /// `customModuleProvider="target"`.
    func moduleName(of element: NibElement) -> String? {
        if let module = element[attribute: "customModule"] { return module }
        if element[attribute: "customModuleProvider"] == "target" { return options.module }
        return nil
    }

    /// A Swift class's runtime name (`_TtC8SwiftGen23CreateAccViewController`), or an
    /// Objective-C class's own.
    func mangled(_ className: String, module: String?) -> String {
        guard let module else { return className }
        let parts = className.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return className }
        let prefix = "_TtC" + String(repeating: "C", count: parts.count - 1)
        return prefix + ([module] + parts).map { "\($0.utf8.count)\($0)" }.joined()
    }

    // MARK: Connections

    /// The runtime connections: `UIRuntimeOutletConnection`s, one
    /// `UIRuntimeOutletCollectionConnection` per source and property, and a
    /// `UIRuntimeEventConnection` per action with its `UIControlEvents` mask.
    private mutating func archiveConnections() throws(CompileError) -> [GraphID] {
        var connectors: [GraphID] = []
        var collections: [String: GraphID] = [:]
        for connection in document.connections {
            if isSceneNib {
                // Segues are templates; a connection of another nib's objects is that nib's.
                if case .segue = connection.kind { continue }
                guard archived[connection.source.rawValue] != nil,
                    let destination = connection.destination, archived[destination.rawValue] != nil
                else { continue }
            }
            if let destination = connection.destination, removedPlaceholders.contains(destination.rawValue) {
                continue
            }
            guard let source = archived[connection.source.rawValue] else {
                throw CompileError(.danglingReference(connection.source.rawValue), at: connection.location)
            }
            switch connection.kind {
            case .outlet(let outlet):
                let destination = try resolve(outlet.destination, connection)
                connectors.append(
                    builder.add(
                        "UIRuntimeOutletConnection",
                        [
                            .init("UILabel", .reference(builder.string(outlet.property))),
                            .init("UISource", .reference(source)), .init("UIDestination", .reference(destination)),
                        ]))
            case .outletCollection(let outlet):
                let destination = try resolve(outlet.destination, connection)
                let group = connection.source.rawValue + "\u{0}" + outlet.property
                if let existing = collections[group],
                    case .reference(let list)? = builder[existing]?.value(
                        forKey: "UIDestination")
                {
                    builder.append("UINibEncoderEmptyKey", .reference(destination), to: list)
                    continue
                }
                let list = builder.collection("NSMutableArray", [destination], shared: false)
                let connector = builder.add(
                    "UIRuntimeOutletCollectionConnection",
                    [
                        .init("UILabel", .reference(builder.string(outlet.property))),
                        .init("UISource", .reference(source)), .init("UIDestination", .reference(list)),
                        .init(
                            "runtimeCollectionClassName",
                            .reference(builder.string(outlet.collectionClass ?? "NSArray"))),
                        .init("addsContentToExistingCollection", .boolean(outlet.appends)),
                    ])
                collections[group] = connector
                connectors.append(connector)
            case .action(let action):
                let target = try resolve(action.target, connection)
                var mask: Int64 = 0
                if let event = action.eventType {
                    guard let bit = IBVocabulary.uiControlEvents[event] else {
                        throw CompileError(
                            .unsupportedValue(element: "action", attribute: "eventType", value: event),
                            at: connection.location)
                    }
                    mask = 1 << bit
                }
                connectors.append(
                    builder.add(
                        "UIRuntimeEventConnection",
                        [
                            .init("UILabel", .reference(builder.string(action.selector))),
                            .init("UISource", .reference(source)), .init("UIDestination", .reference(target)),
                            .init("UIEventMask", .integer(mask)),
                        ]))
            default:
                throw CompileError(.unsupportedElement(connection.kindName), at: connection.location)
            }
        }
        return connectors
    }

    private func resolve(_ id: ObjectID, _ connection: Connection) throws(CompileError) -> GraphID {
        guard let target = archived[id.rawValue] else {
            throw CompileError(.danglingReference(id.rawValue), at: connection.location)
        }
        return target
    }

    /// User-defined runtime attributes as `UINibKeyValuePair`s (`UIObject`, `UIKeyPath`,
    /// `UIValue`), which UIKit applies after the connections.
    private mutating func archiveRuntimeAttributes() throws(CompileError) -> [GraphID] {
        var pairs: [GraphID] = []
        // Objects of this nib only (a storyboard's scene nib archives some of the document's),
        // looked up before their runtime attributes are read.
        for object in document.objects {
            guard let target = archived[object.id.rawValue] else { continue }
            for attribute in object.runtimeAttributes {
                let archivedValue: ArchiveGraph.Value
                switch attribute.value {
                case .string(let text), .localizedString(let text):
                    archivedValue = .reference(builder.string(text))
                case .boolean(let flag):
                    archivedValue = .reference(builder.intern("NSNumber", [.init("NS.intval", .boolean(flag))]))
                case .number(.integer(let number)):
                    archivedValue = .reference(builder.number(Int64(number)))
                case .number(.real(let number)):
                    archivedValue = .reference(builder.number(number))
                case .nil:
                    archivedValue = .null
                case .color(let value):
                    archivedValue = .reference(try color(value, at: attribute.location))
                default:
                    throw CompileError(
                        .unsupportedValue(
                            element: "userDefinedRuntimeAttribute", attribute: "type",
                            value: attribute.type ?? "none"),
                        at: attribute.location)
                }
                pairs.append(
                    builder.add(
                        "UINibKeyValuePair",
                        [
                            .init("UIObject", .reference(target)),
                            .init("UIKeyPath", .reference(builder.string(attribute.keyPath))),
                            .init("UIValue", archivedValue),
                        ]))
            }
        }
        return pairs
    }

    // MARK: Values

    /// An archived value as a graph value (see ``ArchiveGraph/Builder/value(for:)``).
    private mutating func value(_ archived: IBArchivedValue) -> ArchiveGraph.Value {
        builder.value(for: archived)
    }
}

extension UIKitArchiver {
    /// A container controller's children (`UIChildViewControllers`, a mutable array), each
    /// pointing back to it (`UIParentViewController`, conditional): the one form of a xib's
    /// `<viewControllers>` and a storyboard's relationship segues.
    mutating func setChildViewControllers(_ children: [GraphID], of parent: GraphID) {
        builder.set(
            "UIChildViewControllers", .reference(builder.collection("NSMutableArray", children, shared: false)),
            on: parent)
        for child in children {
            builder.set("UIParentViewController", .conditionalReference(parent), on: child)
        }
    }
}
