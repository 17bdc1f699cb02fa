/// The JSON form of values the dump writes with their types: user-defined runtime attributes
/// and colors.
extension NibDumpV1 {
    /// A user-defined runtime attribute: `type` as declared (`boolean`, `number`, `string`, …),
    /// `valueType` what `value` holds, and `value` the typed value: `true`/`false`, a number, a
    /// string, `null`, or an object for a color, an image (`name`, `catalog`), a point (`x`,
    /// `y`), a size (`width`, `height`), a rect (`x`, `y`, `width`, `height`) or a range
    /// (`location`, `length`). A value swift-nib cannot read has `valueType` `unknown` and a
    /// `null` value.
    public struct RuntimeAttributeRecord: Codable, Sendable, Hashable {
        /// The key path that is set.
        public var keyPath: String
        /// The declared type (`type=`), or `null`.
        public var type: String?
        /// The typed value.
        public var value: Value
        /// The 1-based line of the element's start tag.
        public var line: Int

        /// A typed value; its case name is the record's `valueType`.
        public enum Value: Sendable, Hashable {
            case boolean(Bool)
            case integer(Int)
            case real(Double)
            case string(String)
            case localizedString(String)
            case null
            case color(ColorRecord)
            case image(name: String, catalog: String?)
            case point(NibPoint)
            case size(NibSize)
            case rect(NibRect)
            case range(NibRange)
            case unknown

            /// The name written as `valueType`.
            public var typeName: String {
                switch self {
                case .boolean: "boolean"
                case .integer: "integer"
                case .real: "real"
                case .string: "string"
                case .localizedString: "localizedString"
                case .null: "nil"
                case .color: "color"
                case .image: "image"
                case .point: "point"
                case .size: "size"
                case .rect: "rect"
                case .range: "range"
                case .unknown: "unknown"
                }
            }
        }

        /// The record of `attribute`, as `nibdump dump --format json` writes it.
        public init(_ attribute: RuntimeAttribute) {
            keyPath = attribute.keyPath
            type = attribute.type
            line = attribute.location.line
            value =
                switch attribute.value {
                case .boolean(let flag): .boolean(flag)
                case .number(.integer(let number)): .integer(number)
                case .number(.real(let number)): .real(number)
                case .number(.bool(let flag)): .boolean(flag)
                case .string(let text): .string(text)
                case .localizedString(let text): .localizedString(text)
                case .nil: .null
                case .color(let color): .color(ColorRecord(color))
                case .image(let name, let catalog): .image(name: name, catalog: catalog)
                case .point(let point): .point(point)
                case .size(let size): .size(size)
                case .rect(let rect): .rect(rect)
                case .range(let range): .range(range)
                case .unknown: .unknown
                }
        }

        private enum CodingKeys: String, CodingKey { case keyPath, type, valueType, value, line }
        private enum ImageKeys: String, CodingKey { case name, catalog }

        /// Reads a record, the value by its `valueType`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            keyPath = try container.decode(String.self, forKey: .keyPath)
            type = try container.decodeIfPresent(String.self, forKey: .type)
            line = try container.decode(Int.self, forKey: .line)
            let valueType = try container.decode(String.self, forKey: .valueType)
            switch valueType {
            case "boolean": value = .boolean(try container.decode(Bool.self, forKey: .value))
            case "integer": value = .integer(try container.decode(Int.self, forKey: .value))
            case "real": value = .real(try container.decode(Double.self, forKey: .value))
            case "string": value = .string(try container.decode(String.self, forKey: .value))
            case "localizedString": value = .localizedString(try container.decode(String.self, forKey: .value))
            case "nil": value = .null
            case "color": value = .color(try container.decode(ColorRecord.self, forKey: .value))
            case "image":
                let image = try container.nestedContainer(keyedBy: ImageKeys.self, forKey: .value)
                value = .image(
                    name: try image.decode(String.self, forKey: .name),
                    catalog: try image.decodeIfPresent(String.self, forKey: .catalog))
            case "point": value = .point(try container.decode(NibPoint.self, forKey: .value))
            case "size": value = .size(try container.decode(NibSize.self, forKey: .value))
            case "rect": value = .rect(try container.decode(NibRect.self, forKey: .value))
            case "range": value = .range(try container.decode(NibRange.self, forKey: .value))
            default: value = .unknown
            }
        }

        /// Writes every key, `null` where there is no value.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(keyPath, forKey: .keyPath)
            try container.encode(type, forKey: .type)
            try container.encode(value.typeName, forKey: .valueType)
            try container.encode(line, forKey: .line)
            switch value {
            case .boolean(let flag): try container.encode(flag, forKey: .value)
            case .integer(let number): try container.encode(number, forKey: .value)
            case .real(let number): try container.encode(number, forKey: .value)
            case .string(let text), .localizedString(let text): try container.encode(text, forKey: .value)
            case .null, .unknown: try container.encodeNil(forKey: .value)
            case .color(let color): try container.encode(color, forKey: .value)
            case .image(let name, let catalog):
                var image = container.nestedContainer(keyedBy: ImageKeys.self, forKey: .value)
                try image.encode(name, forKey: .name)
                try image.encode(catalog, forKey: .catalog)
            case .point(let point): try container.encode(point, forKey: .value)
            case .size(let size): try container.encode(size, forKey: .value)
            case .rect(let rect): try container.encode(rect, forKey: .value)
            case .range(let range): try container.encode(range, forKey: .value)
            }
        }
    }

    /// A color: components in a color space, or a named or system color; absent parts are `null`.
    public struct ColorRecord: Codable, Sendable, Hashable {
        /// The component values, when the color is given by components.
        public var red, green, blue, white, alpha: Double?
        /// `colorSpace` (e.g. `calibratedRGB`, `custom`, `catalog`).
        public var colorSpace: String?
        /// `customColorSpace` (e.g. `sRGB`).
        public var customColorSpace: String?
        /// A catalog color's name and catalog.
        public var name, catalog: String?
        /// A UIKit system color.
        public var systemColor: String?

        /// The record of `color`, as `nibdump dump --format json` writes it.
        public init(_ color: NibColor) {
            red = color.red
            green = color.green
            blue = color.blue
            white = color.white
            alpha = color.alpha
            colorSpace = color.colorSpace
            customColorSpace = color.customColorSpace
            name = color.name
            catalog = color.catalog
            systemColor = color.systemColor
        }

        private enum CodingKeys: String, CodingKey {
            case red, green, blue, white, alpha, colorSpace, customColorSpace, name, catalog, systemColor
        }

        /// Writes every key, `null` where the document says nothing.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (key, value) in [
                (CodingKeys.red, red), (.green, green), (.blue, blue), (.white, white), (.alpha, alpha),
            ] {
                try container.encode(value, forKey: key)
            }
            for (key, value) in [
                (CodingKeys.colorSpace, colorSpace), (.customColorSpace, customColorSpace), (.name, name),
                (.catalog, catalog), (.systemColor, systemColor),
            ] {
                try container.encode(value, forKey: key)
            }
        }
    }
}
