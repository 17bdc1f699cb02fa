/// Reads a compiled storyboard (`X.storyboardc`) into one storyboard document.
///
/// `Info.plist` (a binary or XML property list) maps storyboard identifiers to scene nibs
/// (`UIViewControllerIdentifiersToNibNames`, `NSViewControllerIdentifiersToNibNames`,
/// `NSWindowControllerIdentifiersToNibNames`) and names the entry point
/// (`UIStoryboardDesignatedEntryPointIdentifier`, `NSStoryboardDesignatedEntryPointIdentifier`,
/// `NSStoryboardMainMenu`). Every nib of the directory but a view nib becomes one scene
/// (`sceneID` = the nib's name), written as a source scene by ``SceneNib`` (its controller's view
/// nib nested as the view, segue templates as segues, the main menu nib as the Application
/// scene); a window controller's content view controller, archived in the window controller's
/// nib, becomes a scene of its own. A scene's ids are prefixed with its nib's name and `:` so
/// that they stay unique, except the Interface Builder ids nib names keep (a controller's, a
/// view's); the controller nib an identifier names gets `storyboardIdentifier` (not the ones
/// ibtool makes up), and the entry point's controller is the document's `initialViewController`.
struct CompiledStoryboard {
    let path: String
    let limits: ParseLimits

    init(path: String, limits: ParseLimits) {
        self.path = path
        self.limits = limits
    }

    func document() throws(NibParseError) -> NibDocument {
        let names = NibBundle.directoryEntries(path)
        var identifiersByNib: [String: String] = [:]
        var references: [(identifier: String, storyboardName: String?, controller: String?)] = []
        var entry: String?
        var mainMenu: String?
        var isAppKit = false
        if names.contains("Info.plist") {
            let file = path + "/Info.plist"
            let data = try NibDocument.readFile(file, limits: limits)
            let result: Result<PropertyList, NibParseError> = data.withUnsafeBytes { bytes in
                Result { () throws(NibParseError) in
                    if DocumentFormat.sniffBinary(bytes) == .binaryKeyedArchive {
                        return try BinaryPropertyListReader.read(bytes, file: file, limits: limits)
                    }
                    return try XMLPropertyListReader.read(bytes, file: file, limits: limits)
                }
            }
            let list = try result.get()
            for key in [
                "UIViewControllerIdentifiersToNibNames", "NSViewControllerIdentifiersToNibNames",
                "NSWindowControllerIdentifiersToNibNames", "NSControllerIdentifiersToNibNames",
            ] {
                guard let node = list.value(forKey: key, in: list.top),
                    case .dictionary(let keys, let values) = list.nodes[node]
                else { continue }
                if key.hasPrefix("NS") { isAppKit = true }
                for (identifier, nib) in zip(keys, values) {
                    if let identifier = list.string(identifier), let nib = list.string(nib) {
                        identifiersByNib[nib] = identifier
                    }
                }
            }
            for key in ["UIStoryboardDesignatedEntryPointIdentifier", "NSStoryboardDesignatedEntryPointIdentifier"] {
                if let node = list.value(forKey: key, in: list.top), let value = list.string(node) {
                    entry = value
                    break
                }
            }
            if let node = list.value(forKey: "NSStoryboardMainMenu", in: list.top) { mainMenu = list.string(node) }
            // Storyboard references (S27): identifier → the storyboard and controller it names.
            for (key, prefix) in [
                ("UIViewControllerIdentifiersToExternalStoryboardReferences", "UI"),
                ("NSViewControllerIdentifiersToExternalStoryboardReferences", "NS"),
            ] {
                guard let node = list.value(forKey: key, in: list.top),
                    case .dictionary(let keys, let values) = list.nodes[node]
                else { continue }
                if prefix == "NS" { isAppKit = true }
                for (identifier, reference) in zip(keys, values) {
                    guard let identifier = list.string(identifier) else { continue }
                    let name = list.value(forKey: prefix + "ReferencedStoryboardName", in: reference).flatMap(
                        list.string)
                    let controller = list.value(forKey: prefix + "ReferencedControllerIdentifier", in: reference)
                        .flatMap(list.string)
                    references.append((identifier, name, controller))
                }
            }
        }
        var writer = TreeWriter(file: path, limits: limits)
        var nibByIdentifier: [String: String] = [:]
        for (nib, identifier) in identifiersByNib { nibByIdentifier[identifier] = nib }
        var mappers: [(name: String, mapper: CompiledNibMapper)] = []
        for name in names where name.hasSuffix(".nib") {
            let sceneName = String(name.dropLast(4))
            let file = path + "/" + name
            let data = try NibDocument.readFile(try NibBundle.archivePath(for: file), limits: limits)
            let read: Result<ArchiveTables, NibParseError> = data.withUnsafeBytes { bytes in
                Result { () throws(NibParseError) in
                    try CompiledArchive.tables(bytes: bytes, file: file, limits: limits)
                }
            }
            let archive = try read.get()
            var mapper = CompiledNibMapper(archive: archive, file: file, limits: limits)
            mapper.idPrefix = sceneName + ":"
            try mapper.prepareStructure()
            isAppKit = isAppKit || mapper.isAppKit
            mappers.append((sceneName, mapper))
        }
        // S32.3: a scene nib's controller is its owner's `sceneViewController`/`sceneController`;
        // the view nib it names (`UINibName`/`NSNibName`) is part of its scene.
        var controllers: [String: Int] = [:]
        var viewNibs: Set<String> = []
        let nibNames = Set(mappers.map(\.name))
        for (name, mapper) in mappers {
            guard let controller = SceneNib.controller(in: mapper) else {
                // A view nib whose controller's nib is not here: no scene loads it.
                if name.contains("-view-"), SceneNib.hasUpstreamPlaceholders(mapper) { viewNibs.insert(name) }
                continue
            }
            controllers[name] = controller
            if let view = SceneNib.viewNibName(of: controller, in: mapper), nibNames.contains(view) {
                viewNibs.insert(view)
            }
        }
        // Ids that survive in nib names (a controller's, a view's), given where no other object
        // of the storyboard has them; the window controller's content controller names its view
        // nib as any controller does.
        var surviving: Set<String> = []
        // A view nib two controllers name (a window's content controller that also has a nib of
        // its own): nested in each, its ids kept by the controller's own nib only.
        var viewNibOwners: [String: Int] = [:]
        // Each scene nib's controllers that name a view nib: its own controller (whose id its
        // nib's name may keep), a window controller's content controller and a container's
        // relationship children (a navigation controller's root, a tab's or split view's items),
        // which ibtool archives inside the container's nib; their ids survive in the names of
        // their view nibs (`<controller id>-view-<view id>`).
        var owners: [(slot: Int, owner: Int, fromName: String?)] = []
        for slot in mappers.indices {
            let name = mappers[slot].name
            guard let controller = controllers[name] else { continue }
            owners.append((slot, controller, SceneNib.survivingIDs(inNibNamed: name).controller))
            let archive = mappers[slot].mapper.archive
            if case .reference(let content) = archive.value(
                named: "IBWindowTemplateContentViewController", in: controller)
            {
                owners.append((slot, content, nil))
            }
            for child in SceneNib.relationshipChildren(of: controller, in: mappers[slot].mapper) {
                owners.append((slot, child.child, nil))
            }
        }
        // A controller's own nib keeps its id before a container's copy of it does (a child
        // with a storyboard identifier has a nib of its own as well).
        for (slot, owner, fromName) in owners.filter({ $0.fromName != nil }) + owners.filter({ $0.fromName == nil }) {
            let viewName = SceneNib.viewNibName(of: owner, in: mappers[slot].mapper)
            if let view = viewName, nibNames.contains(view) {
                viewNibs.insert(view)
                viewNibOwners[view, default: 0] += 1
            }
            let id = fromName ?? viewName.flatMap { SceneNib.survivingIDs(inNibNamed: $0).controller }
            if let id, mappers[slot].mapper.memberSet.contains(owner), surviving.insert(id).inserted {
                mappers[slot].mapper.idOverrides[owner] = id
            }
        }
        var viewMappers: [String: CompiledNibMapper] = [:]
        for (name, mapper) in mappers where viewNibs.contains(name) { viewMappers[name] = mapper }
        // A segue template names its destination by identifier (S32.1): a key of the
        // identifier table, else a nib's name.
        var destinations: [String: String] = [:]
        for (name, mapper) in mappers {
            guard let controller = controllers[name], let id = mapper.id(of: controller) else { continue }
            destinations[name] = id
            if let identifier = identifiersByNib[name] { destinations[identifier] = id }
        }
        for reference in references { destinations[reference.identifier] = Self.referenceID(reference.identifier) }
        var initial: String?
        if let entry, references.contains(where: { $0.identifier == entry }) { initial = Self.referenceID(entry) }
        // Without `Info.plist` (a scene nib found alone) the entry point is unknown; but ibtool
        // makes a nib for a controller only when it is the entry point, has a storyboard
        // identifier or is a segue's destination, and names it by its class and id
        // (`NSWindowController-wc1-00-001`) only without an identifier: the one such controller
        // no gathered segue leads to was the entry point (viraptor's lone `sb_localized` nib).
        var loneEntry: String?
        if !names.contains("Info.plist") {
            let generated = mappers.map(\.name).filter { name in
                controllers[name] != nil && !viewNibs.contains(name) && !name.contains("-view-")
                    && SceneNib.survivingIDs(inNibNamed: name).controller != nil
            }
            let destinationNames = Set(
                mappers.flatMap { SceneNib.segueDestinationNames(in: $0.mapper) })
            let candidates = generated.filter { !destinationNames.contains($0) }
            if candidates.count == 1 { loneEntry = candidates[0] }
        }
        var scenes: [(name: String, mapper: CompiledNibMapper, splits: [(controller: Int, members: [Int])])] = []
        for (sceneName, var mapper) in mappers where !viewNibs.contains(sceneName) {
            let controller = controllers[sceneName]
            var scene = SceneNib(name: sceneName, controller: controller, destinations: destinations)
            scene.sharedViewNibs = Set(viewNibOwners.filter { $0.value > 1 }.keys)
            let splits = try scene.map(&mapper, viewMappers: viewMappers)
            if let identifier = identifiersByNib[sceneName], let first = controller ?? mapper.topLevel.first {
                // ibtool names a controller without a storyboard identifier by its class and id
                // (`NSWindowController-wc1-00-001`), and the main menu by its nib: not the source's.
                let generated =
                    identifier == mainMenu
                    || (identifier == sceneName && SceneNib.survivingIDs(inNibNamed: sceneName).controller != nil)
                if !generated {
                    mapper.extraAttributes[first, default: []].append(("storyboardIdentifier", identifier))
                    // A restoration identifier equal to the storyboard identifier is Interface
                    // Builder's "Use Storyboard ID" (the compiler archives that identifier as
                    // `UIRestorationIdentifier`): all 11 of the corpus's such controllers say so,
                    // none writes the identifier twice. Inferred: no Apple nib holds one.
                    let archive = mapper.archive
                    if archive.string(archive.value(named: "UIRestorationIdentifier", in: first)) == identifier {
                        mapper.omittedAttributes[first, default: []].append("restorationIdentifier")
                        mapper.extraAttributes[first, default: []].append(
                            ("useStoryboardIdentifierAsRestorationIdentifier", "YES"))
                    }
                }
                if identifier == entry { initial = mapper.id(of: first) }
            } else if sceneName == loneEntry, let first = controller ?? mapper.topLevel.first {
                initial = mapper.id(of: first)
            }
            scenes.append((sceneName, mapper, splits))
        }
        let type =
            isAppKit
            ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
            : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        var rootAttributes = [
            ("type", type), ("version", "3.0"), ("targetRuntime", isAppKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch"),
        ]
        if let initial { rootAttributes.append(("initialViewController", initial)) }
        // One tree, one kind of position: a storyboard's scene nibs are all of one format.
        writer.positions =
            mappers.contains { $0.mapper.archive.positionsAreLines } ? .sourceLines : .archiveRecords
        try writer.start("document", rootAttributes, at: (0, nil))
        try writer.start("scenes", [], at: (0, nil))
        for scene in scenes {
            try writer.start("scene", [("sceneID", scene.name)], at: (0, nil))
            try scene.mapper.writeObjects(into: &writer, inScene: true)
            writer.end()
            // A controller the scene nib holds for another scene (a window's content) is that
            // scene's, with a First Responder of its own.
            let children = scene.splits.isEmpty ? nil : scene.mapper.childLists()
            for (split, members) in scene.splits {
                guard let children, let id = scene.mapper.id(of: split) else { continue }
                try writer.start("scene", [("sceneID", scene.name + ":" + id)], at: (0, nil))
                try writer.start("objects", [], at: (0, nil))
                try scene.mapper.writeObject(split, key: nil, children: children, into: &writer)
                for member in members {
                    try scene.mapper.writeObject(member, key: nil, children: children, into: &writer)
                }
                if scene.mapper.isAppKit {
                    try writer.leaf(
                        "customObject",
                        [
                            ("id", scene.mapper.idPrefix + "responder\(split)"), ("userLabel", "First Responder"),
                            ("customClass", "FirstResponder"), ("sceneMemberID", "firstResponder"),
                        ])
                } else {
                    // A UIKit container's relationship child: its scene's First Responder, as
                    // Interface Builder gives every scene.
                    try writer.leaf(
                        "placeholder",
                        [
                            ("placeholderIdentifier", "IBFirstResponder"),
                            ("id", scene.mapper.idPrefix + "responder\(split)"), ("userLabel", "First Responder"),
                            ("customClass", "UIResponder"), ("sceneMemberID", "firstResponder"),
                        ])
                }
                writer.end()
                writer.end()
            }
        }
        // A reference is a scene of its own: the placeholder for the controller it names.
        for reference in references {
            try writer.start("scene", [("sceneID", "reference:" + reference.identifier)], at: (0, nil))
            try writer.start("objects", [], at: (0, nil))
            // A reference only a segue names has the identifier ibtool makes up, not the source's.
            let generated = ["UIViewController-", "NSViewController-"].contains { reference.identifier.hasPrefix($0) }
            var attributes = generated ? [] : [("storyboardIdentifier", reference.identifier)]
            if let name = reference.storyboardName { attributes.append(("storyboardName", name)) }
            if let controller = reference.controller { attributes.append(("referencedIdentifier", controller)) }
            attributes += [("id", Self.referenceID(reference.identifier)), ("sceneMemberID", "viewController")]
            try writer.leaf(isAppKit ? "controllerPlaceholder" : "viewControllerPlaceholder", attributes)
            // Its scene's First Responder, as Interface Builder gives every scene.
            try writer.leaf(
                isAppKit ? "customObject" : "placeholder",
                (isAppKit ? [] : [("placeholderIdentifier", "IBFirstResponder")]) + [
                    ("id", "reference:" + reference.identifier + ":responder"), ("userLabel", "First Responder"),
                    ("customClass", isAppKit ? "FirstResponder" : "UIResponder"), ("sceneMemberID", "firstResponder"),
                ])
            writer.end()
            writer.end()
        }
        writer.end()
        // The asset-catalog colours the scenes name, with their fallbacks: what a
        // `<color name=…>` needs to compile again.
        var namedColors: [String: [(name: String, value: String)]] = [:]
        for scene in scenes {
            for (name, color) in scene.mapper.uiNamedColors() where namedColors[name] == nil {
                namedColors[name] = color
            }
        }
        if !namedColors.isEmpty {
            try writer.start("resources", [], at: (0, nil))
            try CompiledNibMapper.writeNamedColors(
                namedColors.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: &writer)
            writer.end()
        }
        writer.end()
        let tree = writer.finish()
        let format = DocumentFormat.compiledStoryboard
        return try NibParser.document(from: tree, file: path, limits: limits, format: format)
    }

    /// The id a storyboard reference is written with: the Interface Builder id the identifier
    /// ibtool makes up for a reference without one keeps (`UIViewController-75T-3M-1ne`, as a
    /// controller's nib name keeps it), else `reference:` and the identifier.
    static func referenceID(_ identifier: String) -> String {
        if ["UIViewController-", "NSViewController-"].contains(where: { identifier.hasPrefix($0) }),
            let id = SceneNib.survivingIDs(inNibNamed: identifier).controller
        {
            return id
        }
        return "reference:" + identifier
    }
}
