import NibModel

/// One framework's classes as its data file lists them (`AppKitTable.swift`, `UIKitTable.swift`):
/// superclass and the outlet and key names each class declares itself; the action methods come from
/// NibModel's `FrameworkActions`, the table the loader's stand-ins use too.
struct FrameworkTable: Sendable {
    struct Entry: Sendable {
        var superclass: String?
        var keys: Set<String> = []
        var actions: Set<String> = []
    }

    private(set) var entries: [String: Entry] = [:]

    /// Parses the data format: `Class: Superclass` lines, with indented `keys:` and `actions:` lines.
    init(text: String) {
        var current: String?
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.drop { $0 == " " }
            guard !line.isEmpty else { continue }
            let indented = line.count != rawLine.count && current != nil
            guard let colon = line.firstIndex(of: ":") else { continue }
            let head = String(line[..<colon])
            let words = line[line.index(after: colon)...].split(separator: " ").map(String.init)
            if indented, let name = current {
                switch head {
                case "keys": entries[name, default: Entry()].keys.formUnion(words)
                case "actions": entries[name, default: Entry()].actions.formUnion(words)
                default: break
                }
            } else {
                current = head
                entries[head, default: Entry()].superclass = words.first
            }
        }
    }

    /// Two tables in one; where both list a class, the first one's entry wins.
    func merged(with other: FrameworkTable) -> FrameworkTable {
        var result = self
        for (name, entry) in other.entries where result.entries[name] == nil { result.entries[name] = entry }
        return result
    }

    /// The table with each class's action methods from `FrameworkActions` added: those it
    /// implements and the optional responder actions it declares (an action sent to First Responder
    /// may name either, M1). A class the text does not list is added with the actions table's superclass.
    func addingActions(_ actionEntries: [FrameworkActionEntry]) -> FrameworkTable {
        var result = self
        for actionEntry in actionEntries {
            var entry = result.entries[actionEntry.className] ?? Entry(superclass: actionEntry.superclass)
            entry.actions.formUnion(actionEntry.actions)
            entry.actions.formUnion(actionEntry.declared)
            result.entries[actionEntry.className] = entry
        }
        return result
    }

    static let appKit = FrameworkTable(text: appKitText).addingActions(FrameworkActions.appKit)
    static let uiKit = FrameworkTable(text: uiKitText).addingActions(FrameworkActions.uiKit)
}
