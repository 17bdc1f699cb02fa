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
        .unknownFirstResponderAction, .notObjCClass,
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

extension CorpusSourceRulesTests {
    /// One mistake seeded into each real document at a time (a mistyped outlet on a class of the
    /// sources, a mistyped action sent to First Responder, a class of a given module renamed away),
    /// against sources that match the original: each must be reported at its line by its rule.
    @Test func seededMistakesAreCaught() throws {
        var seeded = 0
        var missed: [String] = []
        for file in TestPaths.wellFormedCorpusDocuments {
            let document = try NibDocument(contentsOfFile: file)
            let synthesized = SynthesizedSources(document)
            guard !synthesized.classes.isEmpty else { continue }
            var index = SwiftSourceIndex()
            for (module, text) in synthesized.render() {
                index.add(source: text, file: "Synthesized.swift", module: module)
            }
            let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            for (line, rule, mutate) in Self.seeds(in: document, classes: synthesized.classes) {
                var mutated = lines
                let original = mutated[line - 1]
                mutated[line - 1] = mutate(original)
                guard mutated[line - 1] != original,
                    let changed = try? NibDocument(parsing: mutated.joined(separator: "\n"), file: file)
                else { continue }
                seeded += 1
                let findings = SourceValidator(index: index, rules: RuleSelection(enabled: Self.sourceRules))
                    .validate(changed)
                if !findings.contains(where: { $0.rule == rule && $0.location.line == line }) {
                    missed.append("\(file):\(line): \(rule) not reported")
                }
            }
        }
        print("corpus seeded mistakes: \(seeded - missed.count) of \(seeded) caught")
        #expect(missed.isEmpty, "\(missed.joined(separator: "\n"))")
        #expect(seeded > 100)
    }

    /// The first outlet of a class of the sources, the first action sent to First Responder and the
    /// first object of a class in a given module, each with the edit that breaks it.
    static func seeds(
        in document: NibDocument, classes: [String: SynthesizedSources.Class]
    ) -> [(Int, RuleID, (String) -> String)] {
        var seeds: [(Int, RuleID, (String) -> String)] = []
        func rename(_ attribute: String, suffix: String) -> (String) -> String {
            { line in
                guard let start = line.range(of: attribute + "=\""),
                    let end = line[start.upperBound...].firstIndex(of: "\"")
                else { return line }
                var value = String(line[start.upperBound..<end])
                let colon = value.hasSuffix(":")
                if colon { value.removeLast() }
                return line.replacingCharacters(
                    in: start.upperBound..<end, with: value + suffix + (colon ? ":" : ""))
            }
        }
        if let outlet = document.connections.first(where: { connection in
            guard case .outlet = connection.kind, let source = document.object(withID: connection.source),
                let name = source.customClass
            else { return false }
            return classes[name] != nil
        }) {
            seeds.append((outlet.location.line, .unknownOutlet, rename("property", suffix: "Typo")))
        }
        if let action = document.connections.first(where: { connection in
            guard case .action(let action) = connection.kind else { return false }
            return document.object(withID: action.target)?.placeholderRole == .firstResponder
        }) {
            seeds.append((action.location.line, .unknownFirstResponderAction, rename("selector", suffix: "Typo")))
        }
        if let object = document.objects.first(where: {
            $0.customClass != nil && $0.customModule?.isEmpty == false && $0.placeholderRole == nil
        }) {
            seeds.append((object.location.line, .unknownClass, rename("customClass", suffix: "Gone")))
        }
        return seeds
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
    /// The declared type of each outlet, by `Class.property`.
    private var outletTypes: [String: String] = [:]
    /// Whether each outlet is a collection, by `Class.property`.
    private var collections: Set<String> = []
    /// Selectors of actions sent to First Responder, declared by a class of their own.
    var firstResponderSelectors: [String] = []

    init(_ document: NibDocument) {
        for object in document.objects {
            // Framework classes named as custom classes (`NSObject`, `NSApplication`) stay the framework's.
            guard let name = Self.runtimeClass(object), object.customClass != nil,
                !FrameworkClasses.isFrameworkClassName(name) || object.customModule != nil
            else { continue }
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
                addOutlet(outlet.property, type: type, collection: false, to: owner)
            case .outletCollection(let collection):
                guard let owner = source.flatMap(Self.runtimeClass) else { continue }
                let type = document.object(withID: collection.destination).flatMap(Self.runtimeClass) ?? "AnyObject"
                addOutlet(collection.property, type: type, collection: true, to: owner)
            case .action(let action):
                guard let target = document.object(withID: action.target) else { continue }
                if target.placeholderRole == .firstResponder {
                    // Sent up the responder chain: some class of the app declares it.
                    firstResponderSelectors.append(action.selector)
                    continue
                }
                guard let targetClass = Self.runtimeClass(target) else { continue }
                addMethod(action.selector, to: targetClass)
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

    /// An outlet connected to objects of several classes is declared as `NSObject`, which fits them all.
    private mutating func addOutlet(_ property: String, type: String, collection: Bool, to className: String) {
        guard classes[className] != nil else { return }
        let key = "\(className).\(property)"
        if collection { collections.insert(key) }
        if let earlier = outletTypes[key] {
            guard earlier != type, earlier != "NSObject" else { return }
            outletTypes[key] = "NSObject"
        } else {
            outletTypes[key] = type
        }
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
        var classes = self.classes
        for (key, type) in outletTypes.sorted(by: { $0.key < $1.key }) {
            let owner = String(key[..<(key.lastIndex(of: ".") ?? key.endIndex)])
            let property = String(key[key.index(after: key.lastIndex(of: ".") ?? key.startIndex)...])
            let declared = collections.contains(key) ? "[\(swiftName(type))]" : swiftName(type)
            classes[owner]?.members.append("@IBOutlet var `\(property)`: \(declared)!")
        }
        var texts: [String?: String] = [:]
        for item in classes.values.sorted(by: { $0.name < $1.name }) {
            let rename = item.module == nil ? "@objc(\(item.name))\n" : ""
            let swiftName = swiftName(item.name)
            let body = item.members.map { "    " + $0 }.joined(separator: "\n")
            texts[item.module, default: ""] += "\(rename)class \(swiftName): \(item.superclass) {\n\(body)\n}\n\n"
        }
        if !firstResponderSelectors.isEmpty {
            let methods = firstResponderSelectors.enumerated().map { number, selector in
                "    @objc(\(selector)) func responderAction\(number)() {}"
            }
            texts[nil, default: ""] += "class ResponderActions: NSObject {\n\(methods.joined(separator: "\n"))\n}\n"
        }
        return texts.map { ($0.key, $0.value) }
    }
}
