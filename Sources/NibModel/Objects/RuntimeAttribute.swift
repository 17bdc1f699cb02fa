/// A user-defined runtime attribute: a key path set on an object after it is decoded
/// (loading.md L3.7), such as `layer.cornerRadius`.
public struct RuntimeAttribute: Sendable, Hashable {
    /// A number as the document typed it.
    public enum Number: Sendable, Hashable {
        case integer(Int)
        case real(Double)
        case bool(Bool)
    }

    /// The typed value.
    public enum Value: Sendable, Hashable {
        case boolean(Bool)
        case number(Number)
        case string(String)
        case localizedString(String)
        case `nil`
        case color(NibColor)
        case image(name: String, catalog: String?)
        case point(NibPoint)
        case size(NibSize)
        case rect(NibRect)
        case range(NibRange)
        /// A type this version does not read, or a value that does not match its type;
        /// the element keeps everything the document said.
        case unknown(type: String?, element: NibElement)
    }

    /// The key path to set (`keyPath=`).
    public var keyPath: String
    /// The declared type (`type=`).
    public var type: String?
    /// The typed value.
    public var value: Value
    /// Where the attribute is.
    public var location: SourceLocation

    /// Creates a runtime attribute.
    public init(keyPath: String, type: String?, value: Value, location: SourceLocation) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.location = location
    }

    /// Reads a `<userDefinedRuntimeAttribute>` element.
    public init(element: NibElement, file: String) {
        let type = element[attribute: "type"]
        let valueElement = element.child(forKey: "value") ?? element.children.first
        let attributeValue = element[attribute: "value"]
        let value: Value? =
            switch type {
            case "boolean": attributeValue.map { .boolean($0 == "YES") }
            case "string": .string(attributeValue ?? valueElement?.text ?? "")
            case "localizedString": .localizedString(attributeValue ?? valueElement?.text ?? "")
            case "nil": .nil
            case "number": valueElement.flatMap(Self.number).map(Value.number)
            case "color": valueElement.map { .color(NibColor(element: $0)) }
            case "image":
                attributeValue.map { .image(name: $0, catalog: element[attribute: "catalog"]) }
            case "point": valueElement?.pointValue.map(Value.point)
            case "size": valueElement?.sizeValue.map(Value.size)
            case "rect": valueElement?.rectValue.map(Value.rect)
            case "range": valueElement?.rangeValue.map(Value.range)
            default: nil
            }
        self.init(
            keyPath: element[attribute: "keyPath"] ?? "", type: type,
            value: value ?? .unknown(type: type, element: element),
            location: SourceLocation(file: file, origin: element.origin))
    }

    private static func number(_ element: NibElement) -> Number? {
        guard let text = element[attribute: "value"] else { return nil }
        switch element.name {
        case "integer": return Int(text).map(Number.integer) ?? Double(text).map(Number.real)
        case "real": return Double(text).map(Number.real)
        case "bool": return .bool(text == "YES")
        default: return nil
        }
    }
}
