import NibModel

/// A part of a document the compiler does not know yet: an attribute or a child element that no
/// vocabulary rule describes. Reported as a warning at its line — the nib is written as far as the
/// vocabulary goes, and may differ from ibtool's there — or, with ``CompileOptions/isStrict``,
/// refused as an error.
public struct CompileDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What the compiler leaves out: the element, and the attribute or child element's name
    /// (`key` for a keyed child).
    public var element: String
    /// The attribute's name, or the child element's (`font[key=font]`).
    public var part: String
    /// Where, in the source document.
    public var location: SourceLocation

    /// A diagnostic for `part` of `element` at `location`.
    public init(element: String, part: String, location: SourceLocation) {
        self.element = element
        self.part = part
        self.location = location
    }

    /// The message without the location.
    public var message: String {
        "\(part) of <\(element)> is not in the compiler's vocabulary yet: the nib may differ from ibtool's there"
    }

    /// `file:line: warning: message`, as compilers print.
    public var description: String { "\(location): warning: \(message)" }
}

extension DocumentCompiler {
    /// What the compiler leaves out of `document`'s archive: every attribute and child element of
    /// an object that no vocabulary rule (nor the archiver's own structure) describes, in document
    /// order. Design-time data that ibtool never compiles (ids, `userLabel`, canvas positions,
    /// `fixedFrame`, `misplaced`…) is not reported.
    public func unarchivedParts(of document: NibDocument) -> [CompileDiagnostic] {
        var found: [CompileDiagnostic] = []
        var stack = [document.root]
        var visited = 0
        while let element = stack.popLast(), visited < 1_000_000 {
            visited += 1
            if element.declaresObject, !element.name.hasPrefix("placeholder") {
                found += unarchived(in: element, document: document)
            }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }

    private func unarchived(in element: NibElement, document: NibDocument) -> [CompileDiagnostic] {
        let chain = IBVocabulary.ruleChain(element: element.name, platform: document.platform)
        guard !chain.isEmpty else { return [] }  // the archiver refuses the element itself
        var attributes = Self.structuralAttributes
        var keys = Self.structuralKeys
        for rule in chain {
            for property in rule.properties {
                switch property.slot {
                case .attribute(let name): attributes.insert(name)
                case .keyed(_, let key, _), .rect(let key), .object(_, let key), .presence(_, let key),
                    .sizeComponent(let key, _):
                    keys.insert(key)
                }
            }
            for child in rule.embedded { if let key = child.documentKey { keys.insert(key) } }
        }
        let location = { (element: NibElement) in
            SourceLocation(file: document.file, line: element.line, column: element.column)
        }
        var found: [CompileDiagnostic] = []
        for attribute in element.attributes where !attributes.contains(attribute.name) {
            found.append(CompileDiagnostic(element: element.name, part: attribute.name, location: location(element)))
        }
        for child in element.children where !child.declaresObject {
            if let key = child[attribute: "key"] {
                guard !keys.contains(key) else { continue }
                found.append(
                    CompileDiagnostic(
                        element: element.name, part: "<\(child.name) key=\"\(key)\">", location: location(child)))
            } else if IBVocabulary.collectionKey(forWrapper: child.name) == nil,
                !Self.structuralChildren.contains(child.name),
                !(child.name == "userDefinedRuntimeAttributes" && document.platform != .appKit)
            {
                found.append(
                    CompileDiagnostic(element: element.name, part: "<\(child.name)>", location: location(child)))
            }
        }
        return found
    }

    /// Attributes every object may have that the archiver itself handles or that are design-time
    /// only.
    static let structuralAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "fixedFrame", "misplaced",
        "ambiguous", "verifyAmbiguity", "colorLabel", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "sceneMemberID", "visibleAtLaunch", "image", "catalog",
        // The storyboard compiler's (`StoryboardCompiler`) and the menu archiver's own.
        "storyboardIdentifier", "systemMenu",
    ]

    /// Keyed children the archiver handles itself or that are design-time only.
    static let structuralKeys: Set<String> = [
        "canvasLocation", "contentRect", "screenRect", "initialPositionMask", "maxSize", "minSize",
        "contentView", "cell", "menu", "submenu", "documentView", "headerView", "horizontalScroller",
        "verticalScroller", "view", "dataCell", "headerCell",
    ]

    /// Unkeyed children that are no archived parts of their element.
    static let structuralChildren: Set<String> = ["connections", "designables"]
}
