import NibModel

/// What a set of documents names by string, gathered per UI framework, sorted and merged by
/// document name: the input of ``SwiftCodeGenerator``.
///
/// Localized copies of a document (`Base.lproj/Main.storyboard`, `fr.lproj/Main.storyboard`)
/// share a name and are merged into one entry.
public struct IdentifierCatalog: Sendable, Equatable {
    /// The UI framework a document is written for; the generated code imports it.
    public enum Framework: String, Sendable, Hashable, Comparable, CaseIterable {
        /// UIKit: iOS, iPadOS, Mac Catalyst and tvOS documents.
        case uiKit = "UIKit"
        /// AppKit: macOS documents.
        case appKit = "AppKit"
        /// WatchKit: watchOS storyboards, whose controllers are named by string
        /// (`pushController(withName:context:)`) and segues and table row types too.
        case watchKit = "WatchKit"

        /// Orders UIKit, AppKit, then WatchKit.
        public static func < (lhs: Framework, rhs: Framework) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A Swift type the generated code names: a scene's class or a nib's File's Owner.
    public struct TypeReference: Sendable, Hashable, Comparable {
        /// The type as written in Swift (`ProfileViewController`, `UINavigationController`).
        public var name: String
        /// The framework class the scene or object is an instance of (`UIViewController` for a
        /// custom view controller), or `nil` when it is the framework class itself.
        public var frameworkBase: String?

        /// Orders by name.
        public static func < (lhs: TypeReference, rhs: TypeReference) -> Bool { lhs.name < rhs.name }
    }

    /// A scene a storyboard can instantiate by identifier.
    public struct SceneEntry: Sendable, Hashable {
        /// The storyboard identifier.
        public var identifier: String
        /// The scene's class; `nil` when the framework's generic type is all that is known.
        public var type: TypeReference?
        /// The line of the controller in its first document.
        public var line: Int
    }

    /// A storyboard's initial controller.
    public struct InitialController: Sendable, Hashable {
        /// Its class; `nil` when the framework's generic type is all that is known.
        public var type: TypeReference?
    }

    /// One storyboard (its localized copies merged).
    public struct StoryboardEntry: Sendable, Hashable {
        /// The storyboard's name: its file name without `.storyboard`.
        public var name: String
        /// The initial controller, when the storyboard has one.
        public var initialController: InitialController?
        /// Scenes with a storyboard identifier, sorted by identifier.
        public var scenes: [SceneEntry]
        /// Segue identifiers by the class name of the scene's controller they start from.
        public var segues: [String: [String]]
        /// Cell and reusable view identifiers, sorted.
        public var reuseIdentifiers: [String]
    }

    /// One xib (its localized copies merged).
    public struct NibEntry: Sendable, Hashable {
        /// The nib's name: its file name without `.xib`.
        public var name: String
        /// File's Owner's class when the document names a custom class.
        public var owner: TypeReference?
        /// Cell and reusable view identifiers, sorted.
        public var reuseIdentifiers: [String]
    }

    /// Everything one framework's documents name.
    public struct Section: Sendable, Hashable {
        /// The framework.
        public var framework: Framework
        /// Storyboards, sorted by name.
        public var storyboards: [StoryboardEntry] = []
        /// Xibs, sorted by name.
        public var nibs: [NibEntry] = []
        /// Image names the documents use (system symbols left out), sorted.
        public var imageNames: [String] = []
        /// Named colors the documents use, sorted.
        public var colorNames: [String] = []
        /// Modules other than the generated file's own whose classes the documents name.
        public var importedModules: [String] = []
    }

    /// One section per framework that has documents, UIKit first.
    public var sections: [Section]
    /// Documents left out and why (`Legacy.xib: unknown-platform documents are not generated`).
    public var skipped: [String]
    /// The base names of the documents read, sorted.
    public var documentNames: [String]

    /// Every custom type the generated code names, once each, sorted: the app declares them.
    /// A class used both as a scene and as File's Owner is given the scene's framework class.
    public var referencedTypes: [TypeReference] {
        var types: [String: TypeReference] = [:]
        func add(_ type: TypeReference?) {
            guard let type, let base = type.frameworkBase, base != type.name else { return }
            if let known = types[type.name], known.frameworkBase != "NSObject" { return }
            types[type.name] = type
        }
        for section in sections {
            for storyboard in section.storyboards {
                add(storyboard.initialController?.type)
                for scene in storyboard.scenes { add(scene.type) }
            }
            for nib in section.nibs { add(nib.owner) }
        }
        return types.values.sorted()
    }

    /// Gathers what `documents` name. `module` is the module the generated code is compiled
    /// into: classes a document places in another module are qualified with it (and imported).
    public init(documents: [NibDocument], module: String? = nil) {
        var builders: [Framework: SectionBuilder] = [:]
        var skipped: [String] = []
        var names = Set<String>()
        for document in documents {
            let fileName = Self.fileName(document.file)
            names.insert(fileName)
            guard let framework = Self.framework(of: document) else {
                let platform = document.platform.map { "\($0)" } ?? "unknown-platform"
                skipped.append("\(fileName): \(platform) documents are not generated")
                continue
            }
            builders[framework, default: SectionBuilder(framework: framework, module: module)].add(document)
        }
        sections = builders.keys.sorted().map { builders[$0]!.section }
        self.skipped = skipped.sorted()
        documentNames = names.sorted()
    }

    static func framework(of document: NibDocument) -> Framework? {
        switch document.platform {
        case .uiKit, .tvOS: return .uiKit
        case .appKit: return .appKit
        case .watchOS: return .watchKit
        case nil: return nil
        }
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// The document's name as the platform's loaders take it: the file name without extension.
    static func documentName(_ path: String) -> String {
        let file = fileName(path)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}

/// Accumulates one framework's section, document by document.
private struct SectionBuilder {
    var framework: IdentifierCatalog.Framework
    var module: String?
    var storyboards: [String: IdentifierCatalog.StoryboardEntry] = [:]
    var nibs: [String: IdentifierCatalog.NibEntry] = [:]
    var images = Set<String>()
    var colors = Set<String>()
    var modules = Set<String>()

    init(framework: IdentifierCatalog.Framework, module: String?) {
        self.framework = framework
        self.module = module
    }

    var section: IdentifierCatalog.Section {
        IdentifierCatalog.Section(
            framework: framework,
            storyboards: storyboards.keys.sorted().map { storyboards[$0]! },
            nibs: nibs.keys.sorted().map { nibs[$0]! },
            imageNames: images.sorted(),
            colorNames: colors.sorted(),
            importedModules: modules.sorted())
    }

    mutating func add(_ document: NibDocument) {
        let name = IdentifierCatalog.documentName(document.file)
        addResources(of: document)
        let reuse = reuseIdentifiers(in: document)
        switch document.kind {
        case .storyboard: addStoryboard(document, name: name, reuse: reuse)
        case .xib: addNib(document, name: name, reuse: reuse)
        }
    }

    private mutating func addResources(of document: NibDocument) {
        var systemImages = Set<String>()
        for resource in document.resources {
            switch resource.kind {
            case .image(let catalog, _) where catalog == "system": systemImages.insert(resource.name)
            case .namedColor: if !resource.name.isEmpty { colors.insert(resource.name) }
            default: break
            }
        }
        for image in document.imageNames where !systemImages.contains(image) { images.insert(image) }
    }

    private func reuseIdentifiers(in document: NibDocument) -> Set<String> {
        var identifiers = Set<String>()
        for object in document.objects {
            if let identifier = object[attribute: "reuseIdentifier"], !identifier.isEmpty {
                identifiers.insert(identifier)
            }
            // WatchKit: a table's rows are made by row type (setNumberOfRows(_:withRowType:)).
            if framework == .watchKit, object.element == "tableRow",
                let identifier = object[attribute: "identifier"], !identifier.isEmpty
            {
                identifiers.insert(identifier)
            }
            // AppKit: a table's cell views are made by identifier (makeView(withIdentifier:owner:)).
            if framework == .appKit, object.element == "tableCellView",
                let identifier = object[attribute: "identifier"], !identifier.isEmpty
            {
                identifiers.insert(identifier)
            }
        }
        return identifiers
    }

    private mutating func addStoryboard(_ document: NibDocument, name: String, reuse: Set<String>) {
        var entry =
            storyboards[name]
            ?? IdentifierCatalog.StoryboardEntry(
                name: name, initialController: nil, scenes: [], segues: [:], reuseIdentifiers: [])
        if entry.initialController == nil, let initial = document.header.initialViewController,
            let object = document[initial]
        {
            entry.initialController = IdentifierCatalog.InitialController(type: controllerType(object))
        }
        var scenes = Dictionary(entry.scenes.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for object in document.objects where !object.isPlaceholder && !isReference(object) {
            guard let identifier = sceneIdentifier(of: object), !identifier.isEmpty,
                scenes[identifier] == nil
            else { continue }
            scenes[identifier] = IdentifierCatalog.SceneEntry(
                identifier: identifier, type: controllerType(object), line: object.location.line)
        }
        entry.scenes = scenes.keys.sorted().map { scenes[$0]! }
        var segues = entry.segues.mapValues(Set.init)
        for connection in document.connections {
            guard case .segue(let segue) = connection.kind, let identifier = segue.identifier, !identifier.isEmpty
            else { continue }
            segues[sourceControllerName(of: connection, in: document), default: []].insert(identifier)
        }
        entry.segues = segues.mapValues { $0.sorted() }
        entry.reuseIdentifiers = Set(entry.reuseIdentifiers).union(reuse).sorted()
        storyboards[name] = entry
    }

    private mutating func addNib(_ document: NibDocument, name: String, reuse: Set<String>) {
        var entry = nibs[name] ?? IdentifierCatalog.NibEntry(name: name, owner: nil, reuseIdentifiers: [])
        if entry.owner == nil, let owner = document.filesOwner, owner.customClass != nil,
            let type = customType(owner, frameworkBase: "NSObject")
        {
            entry.owner = type
        }
        entry.reuseIdentifiers = Set(entry.reuseIdentifiers).union(reuse).sorted()
        nibs[name] = entry
    }

    /// The name a scene's controller is instantiated by: `storyboardIdentifier=`, or for a
    /// WatchKit interface controller `identifier=` (`pushController(withName:context:)`).
    private func sceneIdentifier(of object: NibObject) -> String? {
        if framework == .watchKit {
            guard Self.watchKitControllers[object.element] != nil else { return nil }
            return object[attribute: "identifier"]
        }
        return object[attribute: "storyboardIdentifier"]
    }

    /// WatchKit's controller elements and their classes.
    static let watchKitControllers = [
        "controller": "WKInterfaceController", "glanceController": "WKInterfaceController",
        "notificationController": "WKUserNotificationInterfaceController",
    ]

    private func isReference(_ object: NibObject) -> Bool {
        object.element == "viewControllerPlaceholder" || object.element == "controllerPlaceholder"
    }

    /// The class name of the controller of the scene a segue starts in.
    private func sourceControllerName(of connection: Connection, in document: NibDocument) -> String {
        guard let source = document[connection.source] else { return "Unknown" }
        if let sceneID = source.sceneID, let scene = document.scenes.first(where: { $0.id == sceneID }),
            let controller = scene.topLevelObjects.lazy.compactMap({ document[$0] }).first(where: {
                !$0.isPlaceholder
            })
        {
            return controller.customClass ?? controller.className
        }
        return source.customClass ?? source.className
    }

    /// The type a scene's controller is returned as.
    private mutating func controllerType(_ object: NibObject) -> IdentifierCatalog.TypeReference? {
        let base = frameworkControllerClass(forElement: object.element)
        if object.customClass != nil, let type = customType(object, frameworkBase: base ?? "NSObject") {
            return type
        }
        return base.map { IdentifierCatalog.TypeReference(name: $0, frameworkBase: nil) }
    }

    /// The object's custom class as a Swift type, qualified by its module when that is not the
    /// generated file's; `nil` when the class name cannot be written in Swift.
    private mutating func customType(
        _ object: NibObject, frameworkBase: String
    )
        -> IdentifierCatalog.TypeReference?
    {
        guard let customClass = object.customClass, SwiftIdentifiers.isTypeName(customClass) else { return nil }
        var name = customClass
        if let module, let customModule = object.customModule, customModule != module,
            object.customModuleProvider != "target", SwiftIdentifiers.isTypeName(customModule)
        {
            name = "\(customModule).\(customClass)"
            modules.insert(customModule)
        }
        return IdentifierCatalog.TypeReference(name: name, frameworkBase: frameworkBase)
    }

    /// The framework class a scene's element instantiates, as far as the generated code types it.
    private func frameworkControllerClass(forElement element: String) -> String? {
        switch framework {
        case .uiKit:
            let known = [
                "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
                "tableViewController": "UITableViewController",
                "collectionViewController": "UICollectionViewController",
                "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
            ]
            return known[element] ?? "UIViewController"
        case .appKit:
            let known = [
                "windowController": "NSWindowController", "tabViewController": "NSTabViewController",
                "splitViewController": "NSSplitViewController",
            ]
            if let name = known[element] { return name }
            return element.hasSuffix("ViewController") ? "NSViewController" : nil
        case .watchKit:
            return Self.watchKitControllers[element]
        }
    }
}
