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
    /// Every class the sources declare or extend, by Swift name.
    public private(set) var classes: [String: SwiftClass] = [:]
    /// Protocol names the sources declare (so `class A: SomeProtocol` is not read as a superclass).
    public private(set) var protocols: Set<String> = []
    /// Objective-C classes declared in the headers (`@interface Name : Superclass`) found beside
    /// the Swift files, by name, with their superclass. Their members are not read, so rules that
    /// need them stay silent; they only make `unknown-class` know the class exists.
    public private(set) var objectiveCClasses: [String: String] = [:]
    /// The module names of the layout the index was given.
    public private(set) var modules: Set<String> = []
    /// The `.swift` (and `.h`) files read.
    public private(set) var files: [String] = []
    private var runtimeNames: [String: String] = [:]

    /// An empty index.
    public init() {}

    /// Reads every `.swift` file below the directories (or the files themselves), and the
    /// Objective-C class names of the `.h` files there.
    ///
    /// - Throws: ``SourceReadingError`` for a path that does not exist or a file that cannot be read.
    public init(directories: [SourceDirectory]) throws(SourceReadingError) {
        for directory in directories {
            for file in try Self.sourceFiles(at: directory.path) {
                let data = try Self.contents(of: file)
                let text = String(decoding: data, as: UTF8.self)
                if file.hasSuffix(".h") {
                    addObjectiveCHeader(text, file: file)
                } else {
                    add(source: text, file: file, module: directory.module)
                }
            }
        }
    }

    /// Adds the `@interface Name : Superclass` declarations of an Objective-C header.
    public mutating func addObjectiveCHeader(_ text: String, file: String) {
        files.append(file)
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" })
            guard words.count >= 2, words[0] == "@interface" else { continue }
            let name = String(words[1])
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let superclass = words.count >= 3 && !line.contains("(") ? String(words[2]) : objectiveCClasses[name] ?? ""
            objectiveCClasses[name] = superclass
        }
    }

    /// Parses one file's text and adds what it declares.
    public mutating func add(source: String, file: String, module: String? = nil) {
        files.append(file)
        let tree = Parser.parse(source: source)
        let collector = DeclarationCollector(file: file, module: module, tree: tree)
        collector.walk(tree)
        protocols.formUnion(collector.protocols)
        for found in collector.classes {
            merge(found)
        }
    }

    private mutating func merge(_ found: SwiftClass) {
        if let module = found.module { modules.insert(module) }
        guard var existing = classes[found.name] else {
            classes[found.name] = found
            if found.isDeclared { runtimeNames[found.runtimeName] = found.name }
            return
        }
        if found.isDeclared {
            existing.isDeclared = true
            existing.location = found.location
            existing.superclassName = found.superclassName
            existing.objcName = found.objcName
            existing.isObjCMembers = found.isObjCMembers
            existing.module = found.module
            runtimeNames[found.runtimeName] = found.name
        }
        existing.outlets += found.outlets
        existing.methods += found.methods
        existing.properties += found.properties
        classes[found.name] = existing
    }

    /// The declared class Interface Builder knows by this name (`@objc` name or Swift name).
    public func swiftClass(runtimeName: String) -> SwiftClass? {
        if let swiftName = runtimeNames[runtimeName] { return classes[swiftName] }
        return nil
    }

    /// The class or extension with this Swift name.
    public func swiftClass(named name: String) -> SwiftClass? {
        classes[name]
    }

    /// The superclass's runtime name: a declared class's, or the framework table's.
    public func superclass(of className: String) -> String? {
        if let declared = swiftClass(runtimeName: className) {
            guard let superName = declared.superclassName, !protocols.contains(superName) else { return nil }
            if let superDeclared = classes[superName], superDeclared.isDeclared { return superDeclared.runtimeName }
            return superName
        }
        if let superclass = objectiveCClasses[className], !superclass.isEmpty { return superclass }
        return FrameworkClasses.shared.superclass(of: className)
    }

    static func sourceFiles(at path: String) throws(SourceReadingError) -> [String] {
        if FileTree.isDirectory(path) {
            return FileTree.regularFiles(under: path, skippingDirectoriesNamed: [".build"]).filter {
                $0.hasSuffix(".swift") || $0.hasSuffix(".h")
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
    let converter: SourceLocationConverter
    var classes: [SwiftClass] = []
    var protocols: Set<String> = []
    private var stack: [Int] = []

    init(file: String, module: String?, tree: SourceFileSyntax) {
        self.file = file
        self.module = module
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
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        stack.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.baseName(node.extendedType)
        classes.append(
            SwiftClass(
                name: name, module: module, isDeclared: false, isObjCMembers: Self.has(node.attributes, "objcMembers"),
                location: location(node.extensionKeyword)))
        stack.append(classes.count - 1)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        stack.removeLast()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(Self.plain(node.name))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(-1)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        stack.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(-1)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        stack.removeLast()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = stack.last, owner >= 0 else { return .skipChildren }
        let kind: SwiftMethod.Kind
        if Self.has(node.attributes, "IBAction") {
            kind = .action
        } else if Self.has(node.attributes, "IBSegueAction") {
            kind = .segueAction
        } else if Self.has(node.attributes, "objc") || classes[owner].isObjCMembers {
            kind = .objc
        } else {
            return .skipChildren
        }
        let labels = node.signature.parameterClause.parameters.map { Self.plain($0.firstName) }
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
            isOutlet || isInspectable || classes[owner].isObjCMembers
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
