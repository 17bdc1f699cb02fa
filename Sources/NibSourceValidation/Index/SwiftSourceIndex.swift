import Dispatch
import NibModel
import NibValidation
import SwiftParser
import SwiftSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the app's Swift sources declare for Interface Builder: classes and their extensions,
/// `@objc(Name)` renames, superclasses, outlets, actions and inspectable properties.
///
/// The sources are read with the Swift parser (swift-syntax); nothing is compiled or type-checked,
/// so a class is found by name and a type by how it is written.
///
/// ```swift
/// let index = try SwiftSourceIndex(directories: [SourceDirectory(path: "Sources/App", module: "App")])
/// index.swiftClass(runtimeName: "ProfileViewController")?.outlet(named: "nameLabel")
/// ```
public struct SwiftSourceIndex: Sendable, ClassHierarchy {
    /// Every class the sources declare or extend, by ``SwiftClass/key`` (`Module.Name`, or the
    /// name alone without a module layout; a framework class's extensions by its name alone).
    public private(set) var classes: [String: SwiftClass] = [:]
    /// Protocol names the sources declare (so `class A: SomeProtocol` is not read as a superclass).
    public private(set) var protocols: Set<String> = []
    /// `typealias Name = Type` declarations: the alias and the type's base name.
    public private(set) var typealiases: [String: String] = [:]
    /// Objective-C classes declared in the headers (`@interface Name : Superclass`) found beside
    /// the Swift files, by name, with their superclass. Their members are not read, so rules that
    /// need them stay silent; they only make `unknown-class` know the class exists.
    public private(set) var objectiveCClasses: [String: String] = [:]
    /// The selectors of the `- (IBAction)name:` methods of the Objective-C files (`.h`, `.m`) read.
    public private(set) var objectiveCActions: Set<String> = []
    /// Every selector a method of a class or extension of the sources has.
    public private(set) var selectors: Set<String> = []
    /// The module names of the layout the index was given.
    public private(set) var modules: Set<String> = []
    /// The `.swift` (and `.h`, `.m`) files read.
    public private(set) var files: [String] = []
    /// The Swift language version of each module (`nil` for files without one), when one was given or found.
    public private(set) var swiftVersions: [String?: SwiftLanguageVersion] = [:]
    /// Each source folder read, in the order given, with the Swift version it was judged by and why.
    public private(set) var judgedDirectories: [JudgedDirectory] = []
    private var declarations: [SwiftClass] = []
    private var extensions: [SwiftClass] = []
    private var keysByRuntimeName: [String: [String]] = [:]
    private var keysByName: [String: [String]] = [:]
    /// Classes declared twice in one module with different superclasses (two targets given the
    /// same module name): their lineage cannot be concluded.
    private(set) var conflictingKeys: Set<String> = []

    /// An empty index.
    public init() {}

    /// Reads every `.swift` file below the directories (or the files themselves), on every core,
    /// and the Objective-C class names and actions of the `.h` and `.m` files there.
    ///
    /// Each directory's Swift language version is its own ``SourceDirectory/swiftVersion``, else
    /// `swiftVersion`, else the one the Xcode project found at or above it gives
    /// (``XcodeProject``), else today's rules; ``judgedDirectories`` says which, and why.
    ///
    /// - Throws: ``SourceReadingError`` for a path that does not exist or a file that cannot be read.
    public init(directories: [SourceDirectory], swiftVersion: SwiftLanguageVersion? = nil) throws(SourceReadingError) {
        try self.init(
            directories: directories,
            judgement: swiftVersion.map { SwiftVersionJudgement(version: $0, basis: .given, reason: "given") })
    }

    /// Reads the sources as ``init(directories:swiftVersion:)`` does, with the version given for
    /// the whole run and the reason it was given (`--swift-version`, `SWIFT_VERSION = 4.2 in
    /// App.xcodeproj` from `--project`).
    ///
    /// - Throws: ``SourceReadingError`` for a path that does not exist or a file that cannot be read.
    public init(directories: [SourceDirectory], judgement: SwiftVersionJudgement?) throws(SourceReadingError) {
        var jobs: [(file: String, module: String?, version: SwiftLanguageVersion?)] = []
        for directory in directories {
            let judged = Self.judgement(of: directory, given: judgement)
            judgedDirectories.append(JudgedDirectory(directory: directory, judgement: judged))
            let version = judged.rulesVersion
            if let version { swiftVersions[directory.module] = version }
            for file in try Self.sourceFiles(at: directory.path) {
                jobs.append((file, directory.module, version))
            }
        }
        let results = ParsedFiles(count: jobs.count)
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { number in
            let job = work[number]
            results.set(
                number,
                Result { () throws(SourceReadingError) in
                    let text = String(decoding: try Self.contents(of: job.file), as: UTF8.self)
                    if job.file.hasSuffix(".h") || job.file.hasSuffix(".m") { return .objectiveC(text) }
                    return .swift(Self.collect(source: text, file: job.file, module: job.module, version: job.version))
                })
        }
        for (number, result) in results.values.enumerated() {
            let file = jobs[number].file
            files.append(file)
            switch result {
            case .failure(let error): throw error
            case .success(.objectiveC(let text)): addObjectiveC(text, file: file)
            case .success(.swift(let collector)): absorb(collector)
            }
        }
        rebuild()
    }

    /// The version a source folder is read with: its own, else the one given for the run, else
    /// its Xcode project's, else the default.
    static func judgement(of directory: SourceDirectory, given: SwiftVersionJudgement?) -> SwiftVersionJudgement {
        if let version = directory.swiftVersion {
            return SwiftVersionJudgement(
                version: version, basis: .sourceDirectory, reason: "given for \(directory.path)")
        }
        if let given { return given }
        if let found = XcodeProject.judgement(near: directory.path) { return found }
        return .byDefault("no Xcode project at or above \(directory.path)")
    }

    /// Adds the `@interface Name : Superclass` declarations of an Objective-C header.
    public mutating func addObjectiveCHeader(_ text: String, file: String) {
        files.append(file)
        addObjectiveC(text, file: file)
    }

    private mutating func addObjectiveC(_ text: String, file: String) {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("-"), let selector = Self.objectiveCActionSelector(trimmed) {
                objectiveCActions.insert(selector)
                continue
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" })
            guard words.count >= 2, words[0] == "@interface" else { continue }
            let name = String(words[1])
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let superclass = words.count >= 3 && !line.contains("(") ? String(words[2]) : objectiveCClasses[name] ?? ""
            objectiveCClasses[name] = superclass
        }
    }

    /// The selector of `- (IBAction)name:(id)sender` (and `- (void)name:(id)sender`, an action's
    /// other spelling), or `nil` for another line.
    static func objectiveCActionSelector(_ line: Substring) -> String? {
        var rest = line.dropFirst().drop { $0 == " " }
        guard rest.hasPrefix("(IBAction)") || rest.hasPrefix("(void)") else { return nil }
        rest = rest.drop { $0 != ")" }.dropFirst().drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let after = rest.dropFirst(name.count)
        return after.hasPrefix(":") ? name + ":" : String(name)
    }

    /// Parses one file's text and adds what it declares.
    public mutating func add(
        source: String, file: String, module: String? = nil, swiftVersion: SwiftLanguageVersion? = nil
    ) {
        files.append(file)
        if let swiftVersion { swiftVersions[module] = swiftVersion }
        absorb(Self.collect(source: source, file: file, module: module, version: swiftVersion))
        rebuild()
    }

    static func collect(
        source: String, file: String, module: String?, version: SwiftLanguageVersion?
    ) -> FileDeclarations {
        let tree = Parser.parse(source: source)
        let collector = DeclarationCollector(file: file, module: module, version: version, tree: tree)
        collector.walk(tree)
        return FileDeclarations(
            module: module, classes: collector.classes, protocols: collector.protocols,
            typealiases: collector.typealiases)
    }

    private mutating func absorb(_ collector: FileDeclarations) {
        protocols.formUnion(collector.protocols)
        typealiases.merge(collector.typealiases) { first, _ in first }
        if let module = collector.module { modules.insert(module) }
        for found in collector.classes {
            if found.isDeclared { declarations.append(found) } else { extensions.append(found) }
        }
    }

    /// The type an alias names, following aliases of aliases.
    public func resolvingAlias(_ name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while let next = typealiases[current], seen.insert(current).inserted { current = next }
        return current
    }

    /// Merges declarations and extensions into ``classes``: a class declared in two modules stays
    /// two classes; an extension joins the class of its module, else the one class of that name,
    /// else it stays an extension of a class the sources do not declare (a framework class).
    private mutating func rebuild() {
        classes = [:]
        keysByName = [:]
        keysByRuntimeName = [:]
        conflictingKeys = []
        for found in declarations {
            let key = found.key
            if var existing = classes[key] {
                if existing.superclassName != found.superclassName { conflictingKeys.insert(key) }
                existing.outlets += found.outlets
                existing.methods += found.methods
                existing.properties += found.properties
                classes[key] = existing
                continue
            }
            classes[key] = found
            keysByName[found.name, default: []].append(key)
            keysByRuntimeName[found.runtimeName, default: []].append(key)
        }
        for found in extensions {
            let name = resolvingAlias(found.name)
            let declared = keysByName[name] ?? []
            let key =
                declared.first { classes[$0]?.module == found.module } ?? declared.first ?? name
            if var existing = classes[key] {
                existing.outlets += found.outlets
                existing.methods += found.methods
                existing.properties += found.properties
                classes[key] = existing
            } else {
                var extended = found
                extended.name = name
                extended.module = nil
                classes[key] = extended
                keysByName[name, default: []].append(key)
            }
        }
        selectors = classes.values.reduce(into: Set<String>()) { all, found in
            all.formUnion(found.methods.map(\.selector))
        }
    }

    /// The declared class Interface Builder knows by this name (`@objc` name or Swift name); when
    /// several modules declare one, the one in `module`, else the first read.
    public func swiftClass(runtimeName: String, module: String? = nil) -> SwiftClass? {
        guard let keys = keysByRuntimeName[runtimeName] else { return nil }
        if let module, let key = keys.first(where: { classes[$0]?.module == module }) { return classes[key] }
        return keys.first.flatMap { classes[$0] }
    }

    /// Every declared class Interface Builder knows by this name, one per module that declares it.
    public func swiftClasses(runtimeName: String) -> [SwiftClass] {
        (keysByRuntimeName[runtimeName] ?? []).compactMap { classes[$0] }
    }

    /// The class or extension with this Swift name (an alias is followed); a declared class wins
    /// over extensions of a framework class, the one in `module` over others.
    public func swiftClass(named name: String, module: String? = nil) -> SwiftClass? {
        let keys = keysByName[resolvingAlias(name)] ?? []
        let found = keys.compactMap { classes[$0] }
        if let module, let inModule = found.first(where: { $0.isDeclared && $0.module == module }) { return inModule }
        return found.first { $0.isDeclared } ?? found.first
    }

    /// The superclass's runtime name: a declared class's, or the framework table's.
    public func superclass(of className: String) -> String? {
        superclass(of: className, module: nil)
    }

    /// The superclass's runtime name of the class in `module` (or the first declared), resolved
    /// in the same module first.
    public func superclass(of className: String, module: String?) -> String? {
        if let declared = swiftClass(runtimeName: className, module: module) {
            guard let written = declared.superclassName else { return nil }
            let superName = resolvingAlias(written)
            guard !protocols.contains(superName) else { return nil }
            if let superDeclared = swiftClass(named: superName, module: declared.module), superDeclared.isDeclared {
                return superDeclared.runtimeName
            }
            return superName
        }
        if let superclass = objectiveCClasses[className], !superclass.isEmpty { return superclass }
        return FrameworkClasses.shared.superclass(of: className)
    }

    static func sourceFiles(at path: String) throws(SourceReadingError) -> [String] {
        if FileTree.isDirectory(path) {
            return FileTree.regularFiles(under: path, skippingDirectoriesNamed: [".build", ".git"]).filter {
                $0.hasSuffix(".swift") || $0.hasSuffix(".h") || $0.hasSuffix(".m")
            }
        }
        guard FileTree.isRegularFile(path) else { throw SourceReadingError(path: path, reason: "no such file") }
        return [path]
    }

    static func contents(of file: String) throws(SourceReadingError) -> Data {
        do {
            return try NibDocument.readFile(file)
        } catch {
            switch error.kind {
            case .unreadable(let reason), .limitExceeded(let reason):
                throw SourceReadingError(path: file, reason: reason)
            default:
                throw SourceReadingError(path: file, reason: error.message)
            }
        }
    }
}

/// What one Swift file declares.
struct FileDeclarations: Sendable {
    var module: String?
    var classes: [SwiftClass]
    var protocols: Set<String>
    var typealiases: [String: String]
}

/// What one file gave: an Objective-C file's text, or a Swift file's declarations.
enum ParsedFile: Sendable {
    case objectiveC(String)
    case swift(FileDeclarations)
}

/// Fixed slots that the parsing workers fill, one per file.
final class ParsedFiles: @unchecked Sendable {
    private var slots: [Result<ParsedFile, SourceReadingError>?]
    private let lock = Lock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result<ParsedFile, SourceReadingError>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Result<ParsedFile, SourceReadingError>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// A Swift source file or folder that could not be read.
public struct SourceReadingError: Error, Equatable, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What went wrong: `no such file`, or the system's words.
    public var reason: String

    /// Creates an error for a path.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

/// Walks one file's syntax tree, collecting classes, extensions and their IB members.
final class DeclarationCollector: SyntaxVisitor {
    let file: String
    let module: String?
    let version: SwiftLanguageVersion?
    let converter: SourceLocationConverter
    var classes: [SwiftClass] = []
    var protocols: Set<String> = []
    var typealiases: [String: String] = [:]
    private var stack: [Int] = []
    /// Per open class or extension: whether every member is exposed to Objective-C
    /// (`@objcMembers`, `@objc extension`, or Swift 3 and earlier's inference in a class).
    private var exposesAll: [Bool] = []

    init(file: String, module: String?, version: SwiftLanguageVersion?, tree: SourceFileSyntax) {
        self.file = file
        self.module = module
        self.version = version
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ token: TokenSyntax) -> NibModel.SourceLocation {
        let place = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return NibModel.SourceLocation(file: file, line: place.line, column: place.column)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { Self.baseName($0.type) }
        classes.append(
            SwiftClass(
                name: Self.plain(node.name), objcName: Self.objcName(node.attributes), superclassName: superclass,
                module: module,
                isDeclared: true, isObjCMembers: Self.has(node.attributes, "objcMembers"), location: location(node.name)
            ))
        stack.append(classes.count - 1)
        exposesAll.append(Self.has(node.attributes, "objcMembers") || infersObjC)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        stack.removeLast()
        exposesAll.removeLast()
    }

    /// Swift 3 and earlier exposed every non-private member of an `NSObject` subclass to
    /// Objective-C; Swift 4 exposes only what is marked (SE-0160).
    private var infersObjC: Bool { version.map { $0.major <= 3 } ?? false }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typealiases[Self.plain(node.name)] = Self.baseName(node.initializer.value)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.baseName(node.extendedType)
        classes.append(
            SwiftClass(
                name: name, module: module, isDeclared: false, isObjCMembers: Self.has(node.attributes, "objcMembers"),
                location: location(node.extensionKeyword)))
        stack.append(classes.count - 1)
        exposesAll.append(
            Self.has(node.attributes, "objcMembers") || Self.has(node.attributes, "objc") || infersObjC)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        stack.removeLast()
        exposesAll.removeLast()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(Self.plain(node.name))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(-1)
        exposesAll.append(false)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        stack.removeLast()
        exposesAll.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(-1)
        exposesAll.append(false)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        stack.removeLast()
        exposesAll.removeLast()
    }

    /// Whether the open class or extension exposes this member to Objective-C without a mark.
    private func exposedByDefault(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard exposesAll.last == true else { return false }
        return !modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = stack.last, owner >= 0 else { return .skipChildren }
        let kind: SwiftMethod.Kind
        if Self.has(node.attributes, "IBAction") {
            kind = .action
        } else if Self.has(node.attributes, "IBSegueAction") {
            kind = .segueAction
        } else if Self.has(node.attributes, "objc") || Self.has(node.attributes, "IBInspectable")
            || exposedByDefault(node.modifiers)
        {
            kind = .objc
        } else {
            return .skipChildren
        }
        let labels = node.signature.parameterClause.parameters.enumerated().map { number, parameter in
            // Before Swift 3 a method's first parameter had no label unless one was written
            // before its name (`func login(sender: UIButton)` is `login:`).
            if number == 0, let version, version.major <= 2, parameter.secondName == nil { return "_" }
            return Self.plain(parameter.firstName)
        }
        let selector = Self.objcName(node.attributes) ?? Self.selector(name: Self.plain(node.name), labels: labels)
        classes[owner].methods.append(
            SwiftMethod(name: Self.plain(node.name), selector: selector, kind: kind, location: location(node.name)))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = stack.last, owner >= 0 else { return .skipChildren }
        let isOutlet = Self.has(node.attributes, "IBOutlet")
        let isInspectable = Self.has(node.attributes, "IBInspectable")
        let isObjC =
            isOutlet || isInspectable || exposedByDefault(node.modifiers)
            || Self.has(node.attributes, "objc") || Self.has(node.attributes, "NSManaged")
            || node.modifiers.contains { $0.name.text == "dynamic" }
        let isWeak = node.modifiers.contains { $0.name.text == "weak" }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = Self.plain(pattern.identifier)
            let here = location(pattern.identifier)
            if isOutlet {
                let type = binding.typeAnnotation?.type
                classes[owner].outlets.append(
                    SwiftOutlet(
                        name: name, typeName: type.flatMap(Self.elementTypeName), typeText: type?.trimmedDescription,
                        isOptional: type.map(Self.isOptional) ?? false, isWeak: isWeak,
                        isCollection: type.map(Self.isArray) ?? false, location: here))
            } else {
                classes[owner].properties.append(
                    SwiftProperty(name: name, isInspectable: isInspectable, isObjC: isObjC, location: here))
            }
        }
        return .skipChildren
    }

    // MARK: - Syntax helpers

    /// A name token's text without the backticks of an escaped keyword (`` `default` `` → `default`).
    static func plain(_ token: TokenSyntax) -> String {
        String(token.text.filter { $0 != "`" })
    }

    /// The Objective-C selector Swift derives: `save(_:)` → `save:`, `tap()` → `tap`,
    /// `go(sender:)` → `goWithSender:`, `move(_:to:)` → `move:to:`.
    static func selector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if first != "_" { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label == "_" ? "" : label) + ":"
        }
        return selector
    }

    static func attribute(_ attributes: AttributeListSyntax, _ name: String) -> AttributeSyntax? {
        for element in attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attribute(attributes, name) != nil
    }

    /// The name in `@objc(Name)` or `@objc(name:with:)`, whitespace removed.
    static func objcName(_ attributes: AttributeListSyntax) -> String? {
        guard let arguments = attribute(attributes, "objc")?.arguments else { return nil }
        let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
        return text.isEmpty ? nil : text
    }

    /// The last name component without generic arguments or optionality: `UIKit.UILabel!` → `UILabel`.
    static func baseName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return baseName(unwrapped.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return plain(identifier.name) }
        if let member = type.as(MemberTypeSyntax.self) { return plain(member.name) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(attributed.baseType) }
        return type.trimmedDescription
    }

    /// The class an outlet holds: the base name, or an array's element's.
    static func elementTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return elementTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return elementTypeName(unwrapped.wrappedType)
        }
        if let array = type.as(ArrayTypeSyntax.self) { return elementTypeName(array.element) }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) { return baseName(type) }
        return nil
    }

    static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    static func isArray(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isArray(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isArray(unwrapped.wrappedType) }
        return type.is(ArrayTypeSyntax.self)
    }
}
