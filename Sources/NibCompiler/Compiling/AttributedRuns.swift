import NibModel

/// An attributed string's runs as Foundation's `NSAttributedString` coder archives them, the
/// form AppKit's text storages and UIKit's attributed labels share: the string (an
/// `NSMutableString`), and its runs' attributes — one dictionary for a single run, else the
/// distinct dictionaries in an array and `NSAttributeInfo` (each run's length in UTF-16 units
/// and its dictionary's index, as base-128 numbers). Adjacent runs with the same attributes
/// are one run.
struct AttributedRuns {
    /// The whole string.
    private(set) var string = ""
    /// Each run's length in UTF-16 units and its attributes, sorted by key.
    private(set) var runs: [(length: Int, attributes: [(key: String, value: ArchiveGraph.ObjectID)])] = []

    /// Appends `content` with `attributes` (nothing for empty content).
    mutating func append(_ content: String, attributes: [String: ArchiveGraph.ObjectID]) {
        let length = content.utf16.count
        string += content
        guard length > 0 else { return }
        let sorted = attributes.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        if let last = runs.last, last.attributes.elementsEqual(sorted, by: { $0 == $1 }) {
            runs[runs.count - 1].length += length
        } else {
            runs.append((length, sorted))
        }
    }

    /// The archive's entries: `NSString`, then `NSAttributes` (and `NSAttributeInfo`).
    func entries(in builder: inout ArchiveGraph.Builder) -> [ArchiveGraph.Entry] {
        var entries: [ArchiveGraph.Entry] = [
            .init(
                "NSString", .reference(builder.add("NSMutableString", [.init("NS.bytes", .data(Array(string.utf8)))])))
        ]
        var dictionaries: [[(key: String, value: ArchiveGraph.ObjectID)]] = []
        var info: [UInt8] = []
        for run in runs {
            let index =
                dictionaries.firstIndex { $0.elementsEqual(run.attributes, by: { $0 == $1 }) }
                ?? {
                    dictionaries.append(run.attributes)
                    return dictionaries.count - 1
                }()
            info += Self.base128(run.length) + Self.base128(index)
        }
        let archived = dictionaries.map { attributes in
            builder.collection(
                "NSDictionary", attributes.flatMap { [builder.string($0.key), $0.value] }, shared: false)
        }
        if archived.count == 1, runs.count == 1 {
            entries.append(.init("NSAttributes", .reference(archived[0])))
        } else if !archived.isEmpty {
            entries.append(
                .init("NSAttributes", .reference(builder.collection("NSMutableArray", archived, shared: false))))
            entries.append(
                .init("NSAttributeInfo", .reference(builder.add("NSMutableData", [.init("NS.bytes", .data(info))]))))
        }
        return entries
    }

    /// `number` as a base-128 number, low seven bits first, the high bit set on every byte but
    /// the last.
    static func base128(_ number: Int) -> [UInt8] {
        var number = number
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(number & 0x7F)
            number >>= 7
            bytes.append(number > 0 ? low | 0x80 : low)
        } while number > 0
        return bytes
    }
}

extension AttributedRuns {
    /// A run's paragraph style's attributes as `NSParagraphStyle`'s keyed coder writes them
    /// (the vocabulary's tables, ``IBVocabulary/paragraphStyleEnumerations``,
    /// ``IBVocabulary/paragraphStyleNumbers``: what differs from a new style), for AppKit's text
    /// storages and UIKit's labels alike; `refused` is the first attribute the tables do not
    /// name, or whose value they cannot encode (the entries are then incomplete).
    static func paragraphStyleEntries(
        of element: NibElement
    ) -> (entries: [ArchiveGraph.Entry], refused: (name: String, value: String)?) {
        var entries: [ArchiveGraph.Entry] = []
        for attribute in element.attributes where attribute.name != "key" {
            if let enumeration = IBVocabulary.paragraphStyleEnumerations[attribute.name] {
                guard let number = enumeration.values[attribute.value] else {
                    return (entries, (attribute.name, attribute.value))
                }
                if number != 0 { entries.append(.init(enumeration.key, .integer(number))) }
            } else if let key = IBVocabulary.paragraphStyleNumbers[attribute.name], let number = Double(attribute.value)
            {
                if number != 0 { entries.append(.init(key, .double(number))) }
            } else if attribute.name == "tighteningFactorForTruncation", let factor = Double(attribute.value) {
                if factor != IBVocabulary.defaultTighteningFactor {
                    entries.append(.init("NSTighteningFactorForTruncation", .double(factor)))
                }
            } else if attribute.name == "allowsDefaultTighteningForTruncation", ["YES", "NO"].contains(attribute.value)
            {
                if attribute.value == "YES" { entries.append(.init("NSAllowsTighteningForTruncation", .integer(1))) }
            } else {
                return (entries, (attribute.name, attribute.value))
            }
        }
        return (entries, nil)
    }
}
