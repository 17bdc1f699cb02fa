/// How an archived class appears in the modern xib vocabulary: the element name, and the
/// custom class and module when the archive names one.
struct ArchivedClass: Equatable {
    var element: String
    var customClass: String?
    var customModule: String?

    /// The element for a standard class: `NSPopUpButton` → `popUpButton`,
    /// `UITableViewCell` → `tableViewCell`, `NSWindowTemplate` → `window` (``IBVocabulary``).
    static func elementName(for className: String) -> String {
        let name = IBVocabulary.elementName(forArchivedClass: className)
        return isXMLName(name) ? name : "customObject"
    }

    /// `name` made a valid element name: every byte ``isXMLName(_:)`` refuses becomes `_` (a
    /// damaged archive's collection key can hold control characters).
    static func xmlName(_ name: String) -> String {
        if isXMLName(name) { return name }
        var bytes = name.utf8.map { byte -> UInt8 in
            let valid =
                (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            return valid ? byte : UInt8(ascii: "_")
        }
        if let first = bytes.first, !(first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) {
            bytes.insert(UInt8(ascii: "_"), at: 0)
        }
        return bytes.isEmpty ? "_" : String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `name` can be an element's name as written: an ASCII letter or `_`, then letters,
    /// digits, `_`, `-` and `.` (a damaged archive's class name may hold anything).
    static func isXMLName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A)
        else { return false }
        return name.utf8.allSatisfy { byte in
            (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// A class name as a custom class: Swift mangled names (`_TtC7TestApp11AppDelegate`)
    /// become the class (`AppDelegate`, nested classes joined with dots) and its module
    /// (`TestApp`); other names stay as they are, with no module.
    static func demangle(_ name: String) -> (className: String, module: String?) {
        guard name.hasPrefix("_Tt") else { return (name, nil) }
        var rest = Array(name.utf8).dropFirst(3)
        var nesting = 0
        while let first = rest.first, first == UInt8(ascii: "C") {
            nesting += 1
            rest = rest.dropFirst()
        }
        guard nesting > 0 else { return (name, nil) }
        var parts: [String] = []
        // The module may be spelt `s` (Swift) as a special case.
        if rest.first == UInt8(ascii: "s") {
            parts.append("Swift")
            rest = rest.dropFirst()
        }
        while parts.count < nesting + 1 {
            var length = 0
            var digits = 0
            while let digit = rest.first, digit >= 48, digit <= 57, digits < 6 {
                length = length * 10 + Int(digit - 48)
                rest = rest.dropFirst()
                digits += 1
            }
            guard digits > 0, length > 0, rest.count >= length else { return (name, nil) }
            parts.append(String(decoding: rest.prefix(length), as: UTF8.self))
            rest = rest.dropFirst(length)
        }
        guard rest.isEmpty else { return (name, nil) }
        return (parts.dropFirst().joined(separator: "."), parts[0])
    }

    /// The element and custom class of archived object `index`; `elements` holds the element
    /// name of class-table entries (``elementName(for:)``), empty where not yet made.
    static func of(_ index: Int, in archive: ArchiveTables, elements: [String]) -> ArchivedClass {
        func custom(_ standard: String, _ element: String, _ named: String?) -> ArchivedClass {
            guard let named, named != standard else { return ArchivedClass(element: element) }
            let (className, module) = demangle(named)
            return ArchivedClass(element: element, customClass: className, customModule: module)
        }
        let kind = archive.classKind(index)
        switch kind {
        case .customObject:
            return custom("NSObject", "customObject", archive.string(.className, in: index))
        case .customView:
            return custom("NSView", "customView", archive.string(.className, in: index))
        case .windowTemplate:
            return custom("NSWindow", "window", archive.string(.windowClass, in: index))
        case .nsClassSwapper, .uiClassSwapper:
            let original =
                archive.string(kind == .nsClassSwapper ? .nsOriginalClassName : .uiOriginalClassName, in: index)
                ?? "NSObject"
            let base = original == "NSWindowTemplate" ? "NSWindow" : original
            return custom(
                base, elementName(for: original),
                archive.string(kind == .nsClassSwapper ? .className : .uiClassName, in: index))
        default:
            let known = elements[Int(archive.objects[index].classIndex)]
            let element = known.isEmpty ? elementName(for: archive.className(index)) : known
            if element == "customObject", kind != .nsObject {
                return custom("NSObject", element, archive.className(index))
            }
            return ArchivedClass(element: element)
        }
    }
}
