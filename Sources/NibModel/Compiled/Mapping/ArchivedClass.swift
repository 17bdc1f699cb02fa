/// How an archived class appears in the modern xib vocabulary: the element name, and the
/// custom class and module when the archive names one.
struct ArchivedClass: Equatable {
    var element: String
    var customClass: String?
    var customModule: String?

    /// Element names that do not follow the `NS`/`UI`-prefix rule.
    private static let elementExceptions: [String: String] = [
        "NSWindowTemplate": "window", "NSCustomObject": "customObject", "NSCustomView": "customView",
        "UIProxyObject": "placeholder", "NSApplication": "customObject", "NSObject": "customObject",
        "UIWindow": "window", "NSLayoutConstraint": "constraint", "NSUserDefaultsController": "userDefaultsController",
    ]

    /// The element for a standard class: `NSPopUpButton` → `popUpButton`,
    /// `UITableViewCell` → `tableViewCell`, `NSWindowTemplate` → `window`.
    static func elementName(for className: String) -> String {
        if let exception = elementExceptions[className] { return exception }
        var name = className
        return name.withUTF8 { bytes in
            func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
            /// The length of `prefix` when the name starts with it and an upper-case letter follows.
            func prefixLength(_ prefix: StaticString) -> Int? {
                let length = prefix.utf8CodeUnitCount
                guard bytes.count > length, isUpper(bytes[length]) else { return nil }
                for index in 0..<length where bytes[index] != prefix.utf8Start[index] { return nil }
                return length
            }
            let start = prefixLength("NS") ?? prefixLength("UI") ?? prefixLength("WKInterface") ?? 0
            guard start < bytes.count else { return "customObject" }
            return String(unsafeUninitializedCapacity: bytes.count - start) { buffer in
                for index in start..<bytes.count { buffer[index - start] = bytes[index] }
                if isUpper(buffer[0]) { buffer[0] += 32 }
                return bytes.count - start
            }
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

    /// The element and custom class of an archived object.
    static func of(_ object: CompiledArchive.Object, in archive: CompiledArchive) -> ArchivedClass {
        func custom(_ standard: String, _ element: String, _ named: String?) -> ArchivedClass {
            guard let named, named != standard else { return ArchivedClass(element: element) }
            let (className, module) = demangle(named)
            return ArchivedClass(element: element, customClass: className, customModule: module)
        }
        switch object.className {
        case "NSCustomObject":
            let name = archive.string(forKey: "NSClassName", in: object)
            return custom("NSObject", "customObject", name)
        case "NSCustomView":
            return custom("NSView", "customView", archive.string(forKey: "NSClassName", in: object))
        case "NSWindowTemplate":
            return custom("NSWindow", "window", archive.string(forKey: "NSWindowClass", in: object))
        case "NSClassSwapper", "UIClassSwapper":
            let prefix = object.className == "NSClassSwapper" ? "NS" : "UI"
            let original = archive.string(forKey: prefix + "OriginalClassName", in: object) ?? "NSObject"
            let base = original == "NSWindowTemplate" ? "NSWindow" : original
            return custom(base, elementName(for: original), archive.string(forKey: prefix + "ClassName", in: object))
        default:
            let element = elementName(for: object.className)
            if element == "customObject", object.className != "NSObject" {
                return custom("NSObject", element, object.className)
            }
            return ArchivedClass(element: element)
        }
    }
}
