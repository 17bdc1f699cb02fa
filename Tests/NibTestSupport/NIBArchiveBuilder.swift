import Foundation

/// Builds small `NIBArchive` files in test code, so that every shape a test needs is made on
/// purpose and stays readable next to the test.
public struct NIBArchiveBuilder {
    /// An empty archive.
    public init() {}

    /// A value to archive.
    public enum Value {
        case int(Int64)
        case bool(Bool)
        case float(Float)
        case double(Double)
        case data([UInt8])
        case null
        case ref(Int)
    }

    public private(set) var objects: [(className: String, values: [(key: String, value: Value)])] = []

    /// Adds an object; returns its index.
    @discardableResult
    public mutating func add(_ className: String, _ values: [(String, Value)] = []) -> Int {
        objects.append((className, values.map { (key: $0.0, value: $0.1) }))
        return objects.count - 1
    }

    /// Fills in the values of an object added earlier (for references to objects added later).
    public mutating func set(_ index: Int, _ values: [(String, Value)]) {
        objects[index].values = values.map { (key: $0.0, value: $0.1) }
    }

    /// Adds an `NSString`.
    public mutating func string(_ text: String) -> Int {
        add("NSString", [("NS.bytes", .data(Array(text.utf8)))])
    }

    /// Adds an `NSArray` of references.
    public mutating func array(_ elements: [Int], className: String = "NSArray") -> Int {
        add(className, [("NSInlinedValue", .bool(true))] + elements.map { ("UINibEncoderEmptyKey", .ref($0)) })
    }

    /// Adds an `NSNumber`.
    public mutating func number(_ value: Int64) -> Int {
        add("NSNumber", [("NS.intval", .int(value))])
    }

    public static func varint(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        while true {
            let group = UInt8(rest & 0x7F)
            rest >>= 7
            if rest == 0 {
                bytes.append(group | 0x80)
                return bytes
            }
            bytes.append(group)
        }
    }

    public static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// The archive's bytes: header, then objects, keys, values and class names.
    public func bytes(coderVersion: UInt32 = 10) -> [UInt8] {
        var keys: [String] = []
        var classes: [String] = []
        func index(_ name: String, in table: inout [String]) -> Int {
            if let found = table.firstIndex(of: name) { return found }
            table.append(name)
            return table.count - 1
        }
        var objectTable: [UInt8] = []
        var valueTable: [UInt8] = []
        var valueCount = 0
        for object in objects {
            objectTable +=
                Self.varint(index(object.className, in: &classes)) + Self.varint(valueCount)
                + Self.varint(object.values.count)
            for (key, value) in object.values {
                valueTable += Self.varint(index(key, in: &keys))
                switch value {
                case .int(let integer):
                    if let small = Int8(exactly: integer) {
                        valueTable += [0] + Self.littleEndian(small)
                    } else if let medium = Int16(exactly: integer) {
                        valueTable += [1] + Self.littleEndian(medium)
                    } else if let word = Int32(exactly: integer) {
                        valueTable += [2] + Self.littleEndian(word)
                    } else {
                        valueTable += [3] + Self.littleEndian(integer)
                    }
                case .bool(let flag): valueTable.append(flag ? 5 : 4)
                case .float(let real): valueTable += [6] + Self.littleEndian(real.bitPattern)
                case .double(let real): valueTable += [7] + Self.littleEndian(real.bitPattern)
                case .data(let bytes): valueTable += [8] + Self.varint(bytes.count) + bytes
                case .null: valueTable.append(9)
                case .ref(let target): valueTable += [10] + Self.littleEndian(UInt32(target))
                }
                valueCount += 1
            }
        }
        var keyTable: [UInt8] = []
        for key in keys { keyTable += Self.varint(key.utf8.count) + Array(key.utf8) }
        var classTable: [UInt8] = []
        for name in classes { classTable += Self.varint(name.utf8.count + 1) + Self.varint(0) + Array(name.utf8) + [0] }
        let objectsOffset = 50
        let keysOffset = objectsOffset + objectTable.count
        let valuesOffset = keysOffset + keyTable.count
        let classesOffset = valuesOffset + valueTable.count
        var header = Array("NIBArchive".utf8)
        for field in [
            1, Int(coderVersion), objects.count, objectsOffset, keys.count, keysOffset, valueCount, valuesOffset,
            classes.count, classesOffset,
        ] {
            header += Self.littleEndian(UInt32(field))
        }
        return header + objectTable + keyTable + valueTable + classTable
    }

    /// The archive as `Data`.
    public var data: Data { Data(bytes()) }
}
