/// One framework's classes as its data file lists them (`AppKitTable.swift`, `UIKitTable.swift`):
/// superclass, the outlet and key names each class declares itself, the action methods it implements.
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

    static let appKit = FrameworkTable(text: appKitText)
    static let uiKit = FrameworkTable(text: uiKitText)
}
