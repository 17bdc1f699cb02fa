/// Reads a compiled storyboard (`X.storyboardc`) into one storyboard document.
///
/// `Info.plist` (a binary or XML property list) maps storyboard identifiers to scene nibs
/// (`UIViewControllerIdentifiersToNibNames`, `NSViewControllerIdentifiersToNibNames`,
/// `NSWindowControllerIdentifiersToNibNames`) and names the entry point
/// (`UIStoryboardDesignatedEntryPointIdentifier`, `NSStoryboardDesignatedEntryPointIdentifier`,
/// `NSStoryboardMainMenu`). Every nib of the directory becomes one scene (`sceneID` = the nib's
/// name); a scene's ids are prefixed with that name and `:` so that they stay unique; the
/// controller nib an identifier names gets `storyboardIdentifier`, and the entry point's
/// controller is the document's `initialViewController`.
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
        var entry: String?
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
            for key in [
                "UIStoryboardDesignatedEntryPointIdentifier", "NSStoryboardDesignatedEntryPointIdentifier",
                "NSStoryboardMainMenu",
            ] {
                if let node = list.value(forKey: key, in: list.top), let value = list.string(node) {
                    entry = value
                    break
                }
            }
        }
        var writer = TreeWriter(file: path, limits: limits)
        let type =
            isAppKit
            ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
            : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        var initial: String?
        var scenes: [(name: String, mapper: CompiledNibMapper)] = []
        for name in names where name.hasSuffix(".nib") {
            let sceneName = String(name.dropLast(4))
            let file = path + "/" + name
            let data = try NibDocument.readFile(try NibBundle.archivePath(for: file), limits: limits)
            let archive = try CompiledArchive(data: data, file: file, limits: limits)
            var mapper = CompiledNibMapper(archive: archive, file: file, limits: limits)
            mapper.idPrefix = sceneName + ":"
            try mapper.prepare()
            isAppKit = isAppKit || mapper.isAppKit
            if let identifier = identifiersByNib[sceneName], let first = mapper.topLevel.first {
                mapper.extraAttributes[first, default: []].append(("storyboardIdentifier", identifier))
                if identifier == entry { initial = mapper.id(of: first) }
            }
            scenes.append((sceneName, mapper))
        }
        var rootAttributes = [
            ("type", type), ("version", "3.0"), ("targetRuntime", isAppKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch"),
        ]
        if let initial { rootAttributes.append(("initialViewController", initial)) }
        try writer.start("document", rootAttributes, at: (0, nil))
        try writer.start("scenes", [], at: (0, nil))
        for scene in scenes {
            try writer.start("scene", [("sceneID", scene.name)], at: (0, nil))
            try scene.mapper.writeObjects(into: &writer, inScene: true)
            writer.end()
        }
        writer.end()
        writer.end()
        let tree = writer.finish()
        let format = DocumentFormat.compiledStoryboard
        return try NibParser.document(from: tree, file: path, limits: limits, format: format)
    }
}
