import NibModel

/// One change a refactoring made: where, and what.
public struct RefactoringChange: Sendable, Hashable, CustomStringConvertible {
    /// The line of the changed element in the document as it was read.
    public var line: Int
    /// What changed (`renamed class Old to New (customClass of <customObject id="x">)`).
    public var message: String

    /// `line: message`.
    public var description: String { "\(line): \(message)" }
}

extension NibEditor {
    // MARK: Classes

    /// The classes the document says are `className` or inherit from it: `className` plus the
    /// subclasses its `<classes>` descriptions declare (`superclassName`), transitively.
    public func classFamily(of className: String) -> Set<String> {
        var family: Set<String> = [className]
        var superclass: [String: String] = [:]
        for node in tree.nodes.indices where tree.nodes[node].name == "class" && tree.isAttached(node) {
            if let name = tree.attribute("className", of: node), let parent = tree.attribute("superclassName", of: node)
            {
                superclass[name] = parent
            }
        }
        var grew = true
        while grew {
            grew = false
            for (name, parent) in superclass where family.contains(parent) && !family.contains(name) {
                family.insert(name)
                grew = true
            }
        }
        return family
    }

    /// The class of an element of the original document: its custom class, else the platform's
    /// class for the element (File's Owner and other placeholders included).
    func className(ofOriginal node: Int) -> String? {
        if let custom = tree.attribute("customClass", of: node) { return custom }
        guard node < original.elementCount, let id = tree.attribute("id", of: node) else { return nil }
        return original[ObjectID(id)]?.className
    }

    private func describe(_ node: Int) -> String {
        let id = tree.attribute("id", of: node).map { " id=\"\($0)\"" } ?? ""
        return "<\(tree.nodes[node].name)\(id)>"
    }

    private var attachedNodes: [Int] { tree.nodes.indices.filter { tree.isAttached($0) } }

    /// Renames a custom class everywhere the document names it: `customClass` of objects,
    /// placeholders and segues, and the `<classes>` descriptions (`className`,
    /// `superclassName`). With `module`, the renamed objects also move to that module (its
    /// `customModuleProvider` is dropped).
    ///
    /// `oldName` may be qualified (`App.Old`): then only objects whose `customModule` is that
    /// module, or unset, are renamed.
    public mutating func renameClass(
        _ oldName: String, to newName: String, module: String? = nil
    )
        -> [RefactoringChange]
    {
        let (oldModule, oldClass) = Self.split(oldName)
        var changes: [RefactoringChange] = []
        for node in attachedNodes {
            let line = tree.nodes[node].line
            if tree.attribute("customClass", of: node) == oldClass,
                oldModule == nil || [nil, oldModule].contains(tree.attribute("customModule", of: node))
            {
                tree.setAttribute("customClass", to: newName, on: node)
                if let module {
                    tree.setAttribute("customModule", to: module, on: node)
                    tree.removeAttribute("customModuleProvider", from: node)
                }
                changes.append(
                    .init(
                        line: line,
                        message: "renamed class \(oldClass) to \(newName) (customClass of \(describe(node)))"))
            }
            if tree.nodes[node].name == "class" {
                for attribute in ["className", "superclassName"] where tree.attribute(attribute, of: node) == oldClass {
                    tree.setAttribute(attribute, to: newName, on: node)
                    changes.append(
                        .init(line: line, message: "renamed class \(oldClass) to \(newName) (\(attribute) of <class>)"))
                }
            }
        }
        return changes
    }

    /// Sets the module of every object whose custom class is `className` (dropping
    /// `customModuleProvider`, which would override it).
    public mutating func setModule(_ module: String, forClass className: String) -> [RefactoringChange] {
        var changes: [RefactoringChange] = []
        for node in attachedNodes where tree.attribute("customClass", of: node) == className {
            let old = tree.attribute("customModule", of: node)
            guard old != module || tree.attribute("customModuleProvider", of: node) != nil else { continue }
            tree.setAttribute("customModule", to: module, on: node)
            tree.removeAttribute("customModuleProvider", from: node)
            let was = old == module ? "customModuleProvider removed" : "was \(old ?? "none")"
            changes.append(
                .init(
                    line: tree.nodes[node].line,
                    message: "set module of \(className) to \(module) (\(was)) on \(describe(node))"))
        }
        return changes
    }

    // MARK: Members

    /// Renames an outlet (and outlet collection) of `className` and of its documented
    /// subclasses: every connection whose source is such an object (File's Owner and other
    /// placeholders included) and every `<outlet name=…>` of their `<classes>` descriptions.
    public mutating func renameOutlet(
        ofClass className: String, _ oldName: String, to newName: String
    )
        -> [RefactoringChange]
    {
        renameMember(
            ofClass: className, oldName, to: newName, connectionElements: ["outlet", "outletCollection"],
            attribute: "property", heldByTarget: false, descriptionElements: ["outlet": "name"], noun: "outlet")
    }

    /// Renames an action (a selector, `save:` style) of `className` and of its documented
    /// subclasses: every action whose target is such an object and every `<action selector=…>`
    /// of their `<classes>` descriptions. Actions sent to First Responder are left alone: the
    /// document does not say which class answers them.
    public mutating func renameAction(
        ofClass className: String, _ oldName: String, to newName: String
    )
        -> [RefactoringChange]
    {
        renameMember(
            ofClass: className, oldName, to: newName, connectionElements: ["action"], attribute: "selector",
            heldByTarget: true, descriptionElements: ["action": "selector"], noun: "action")
    }

    private mutating func renameMember(
        ofClass familyName: String, _ oldName: String, to newName: String, connectionElements: Set<String>,
        attribute: String, heldByTarget: Bool, descriptionElements: [String: String], noun: String
    ) -> [RefactoringChange] {
        let family = classFamily(of: familyName)
        var changes: [RefactoringChange] = []
        for node in attachedNodes {
            let name = tree.nodes[node].name
            if connectionElements.contains(name), tree.attribute(attribute, of: node) == oldName {
                // An outlet belongs to its source, an action to its target (AppKit's `target`,
                // UIKit's `destination`).
                let connections = tree.nodes[node].parent
                guard connections >= 0 else { continue }
                let target = tree.attribute("target", of: node) ?? tree.attribute("destination", of: node)
                let holder = heldByTarget ? target.flatMap { ids[$0] } ?? -1 : tree.nodes[connections].parent
                guard holder >= 0, let holderClass = className(ofOriginal: holder), family.contains(holderClass) else {
                    continue
                }
                tree.setAttribute(attribute, to: newName, on: node)
                changes.append(
                    .init(
                        line: tree.nodes[node].line,
                        message: "renamed \(noun) \(oldName) to \(newName) of \(holderClass) \(describe(holder))"))
            } else if let key = descriptionElements[name], tree.attribute(key, of: node) == oldName {
                // <classes><class className=…><outlets><outlet name=…/> or <actions><action selector=…/>
                let list = tree.nodes[node].parent
                let description = list >= 0 ? tree.nodes[list].parent : -1
                guard description >= 0, tree.nodes[description].name == "class",
                    let described = tree.attribute("className", of: description), family.contains(described)
                else { continue }
                tree.setAttribute(key, to: newName, on: node)
                changes.append(
                    .init(
                        line: tree.nodes[node].line,
                        message: "renamed \(noun) \(oldName) to \(newName) in the description of \(described)"))
            }
        }
        return changes
    }

    static func split(_ qualified: String) -> (module: String?, name: String) {
        guard let dot = qualified.lastIndex(of: ".") else { return (nil, qualified) }
        return (String(qualified[..<dot]), String(qualified[qualified.index(after: dot)...]))
    }
}
