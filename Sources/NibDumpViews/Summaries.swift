import NibModel

/// What the views say about objects and connections beyond the model's fields: which classes the
/// app defines, how many objects of each class a document holds, a connection's details.

/// How many objects of one class a document (or several) holds.
package struct ClassCount: Sendable, Hashable {
    /// The class, qualified by its module when the document names one.
    package var className: String
    /// How many objects have it.
    package var count: Int
    /// Whether the app defines the class (see ``NibObject/hasAppDefinedClass``).
    package var isCustom: Bool

    /// Most frequent first, then by name.
    package static func sorted(_ counts: [ClassCount]) -> [ClassCount] {
        counts.sorted { $0.count != $1.count ? $0.count > $1.count : $0.className < $1.className }
    }

    /// The counts of several documents added up; a class is custom when any document says so.
    package static func total(_ documents: [[ClassCount]]) -> [ClassCount] {
        var total: [String: ClassCount] = [:]
        for count in documents.joined() {
            total[count.className, default: ClassCount(className: count.className, count: 0, isCustom: false)]
                .count += count.count
            if count.isCustom { total[count.className]?.isCustom = true }
        }
        return sorted(Array(total.values))
    }
}

extension Connection {
    /// What the connection says beyond its kind, ends and label, as `name=value` words: a
    /// binding's key path (and how many options it sets), a segue's kind or relationship, its
    /// custom class and unwind action, an action's control event or trigger. Empty when there
    /// is nothing more.
    package var detail: String {
        var words: [String] = []
        switch kind {
        case .binding(let binding):
            words.append("keyPath=\(binding.keyPath)")
            if !binding.options.isEmpty { words.append("options=\(binding.options.count)") }
        case .segue(let segue):
            if let relationship = segue.relationship {
                words.append("relationship=\(relationship)")
            } else if let kind = segue.kind {
                words.append("kind=\(kind)")
            }
            if let customClass = segue.customClass {
                words.append("class=\([segue.customModule, customClass].compactMap { $0 }.joined(separator: "."))")
            }
            if let unwind = segue.unwindAction { words.append("unwindAction=\(unwind)") }
        case .action(let action):
            if let event = action.eventType { words.append("event=\(event)") }
            if let trigger = action.trigger { words.append("trigger=\(trigger)") }
        case .outletCollection(let collection):
            if let collectionClass = collection.collectionClass { words.append("collectionClass=\(collectionClass)") }
        case .outlet, .other:
            break
        }
        return words.joined(separator: " ")
    }
}
