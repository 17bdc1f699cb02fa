import Foundation
import NibModel
import NibSourceValidation
import NibTestSupport
import NibValidation
import Testing

/// The source rules on the real corpus: for each document, Swift sources are written that declare
/// exactly what the document uses (its custom classes with their outlets, actions, segue actions
/// and inspectables), and the source rules must then report nothing. This exercises the class
/// lineage, framework table, selector and module logic on every real document shape.
@Suite(.enabled(if: !TestPaths.wellFormedCorpusDocuments.isEmpty, "the shared corpus is not beside the project"))
struct CorpusSourceRulesTests {
    static let sourceRules: Set<RuleID> = [
        .unknownOutlet, .outletTypeMismatch, .unknownAction, .unknownRuntimeAttribute, .unknownClass, .wrongModule,
    ]

    @Test func matchingSourcesGiveNoFindings() throws {
        var checked = 0
        var classes = 0
        for file in TestPaths.wellFormedCorpusDocuments {
            let document = try NibDocument(contentsOfFile: file)
            let synthesized = SynthesizedSources(document)
            guard !synthesized.classes.isEmpty else { continue }
            var index = SwiftSourceIndex()
            for (module, text) in synthesized.render() {
                index.add(source: text, file: "Synthesized.swift", module: module)
            }
            let findings = SourceValidator(index: index, rules: RuleSelection(enabled: Self.sourceRules)).validate(
                document)
            #expect(findings.isEmpty, "\(file):\n\(findings.map(\.description).joined(separator: "\n"))")
            checked += 1
            classes += synthesized.classes.count
        }
        print("corpus source rules: \(checked) documents with custom classes, \(classes) synthesized classes")
        #expect(checked > 50)
    }
}

/// Swift sources that declare what one document uses.
struct SynthesizedSources {
    struct Class {
        var name: String
        var superclass: String
        var module: String?
        var members: [String] = []
    }

    var classes: [String: Class] = [:]
    private var counter = 0

    init(_ document: NibDocument) {
        for object in document.objects {
            guard let name = Self.runtimeClass(object), object.customClass != nil else { continue }
            if classes[name] == nil {
                let superclass = StandardClasses.className(forElement: object.element, platform: document.platform)
                classes[name] = Class(
                    name: name, superclass: superclass == name ? "NSObject" : superclass,
                    module: object.customModule)
            }
            for attribute in object.runtimeAttributes {
                let key = String(attribute.keyPath.prefix { $0 != "." })
                add("@IBInspectable var `\(key)`: Int = 0", to: name)
            }
        }
        for connection in document.connections {
            let source = document.object(withID: connection.source)
            switch connection.kind {
            case .outlet(let outlet):
                guard let owner = source.flatMap(Self.runtimeClass) else { continue }
                let type = document.object(withID: outlet.destination).flatMap(Self.runtimeClass) ?? "AnyObject"
                add("@IBOutlet var `\(outlet.property)`: \(swiftName(type))!", to: owner)
            case .outletCollection(let collection):
                guard let owner = source.flatMap(Self.runtimeClass) else { continue }
                let type = document.object(withID: collection.destination).flatMap(Self.runtimeClass) ?? "AnyObject"
                add("@IBOutlet var `\(collection.property)`: [\(swiftName(type))]!", to: owner)
            case .action(let action):
                guard let target = document.object(withID: action.target).flatMap(Self.runtimeClass) else { continue }
                addMethod(action.selector, to: target)
            case .segue(let segue):
                if let selector = connection.element[attribute: "destinationCreationSelector"] {
                    var top = source
                    while let parent = top?.parent, let next = document.object(withID: parent) { top = next }
                    if let owner = top.flatMap(Self.runtimeClass) { addMethod(selector, to: owner) }
                }
                if let unwind = segue.unwindAction, let any = classes.keys.sorted().first { addMethod(unwind, to: any) }
            default:
                continue
            }
        }
    }

    static func runtimeClass(_ object: NibObject) -> String? {
        switch object.placeholderRole {
        case .firstResponder, .exit, .storyboardReference: nil
        default: object.customClass ?? object.className
        }
    }

    /// The Swift spelling of a runtime class name: synthesized classes without a module are
    /// `Swift_Name` renamed `@objc(Name)`; framework classes keep their name.
    func swiftName(_ runtimeName: String) -> String {
        if let item = classes[runtimeName] { return item.module == nil ? "Swift_" + runtimeName : runtimeName }
        return runtimeName
    }

    private mutating func add(_ member: String, to className: String) {
        guard classes[className] != nil else { return }
        classes[className]?.members.append(member)
    }

    private mutating func addMethod(_ selector: String, to className: String) {
        counter += 1
        add("@objc(\(selector)) @IBAction func method\(counter)() {}", to: className)
    }

    /// One source text per module (`nil` for classes without one), every class renamed with
    /// `@objc(Name)` unless it has a module.
    func render() -> [(String?, String)] {
        var texts: [String?: String] = [:]
        for item in classes.values.sorted(by: { $0.name < $1.name }) {
            let rename = item.module == nil ? "@objc(\(item.name))\n" : ""
            let swiftName = swiftName(item.name)
            let body = item.members.map { "    " + $0 }.joined(separator: "\n")
            texts[item.module, default: ""] += "\(rename)class \(swiftName): \(item.superclass) {\n\(body)\n}\n\n"
        }
        return texts.map { ($0.key, $0.value) }
    }
}
