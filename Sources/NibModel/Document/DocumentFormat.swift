#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The kind of Interface Builder file some bytes hold, detected from content, not file name.
public enum DocumentFormat: Sendable, Hashable, CustomStringConvertible {
    /// A xib or storyboard: XML with a `<document>` root (xib format 3.x).
    case xmlDocument
    /// The legacy xib 2.x format: XML with an `<archive type=… version=…>` root.
    case legacyXIB(version: String?)
    /// A compiled nib in Apple's `NIBArchive` binary format.
    case nibArchive(formatVersion: UInt32, coderVersion: UInt32)
    /// A compiled nib stored as an `NSKeyedArchiver` binary property list (`bplist00`).
    case binaryKeyedArchive
    /// A compiled nib stored as an `NSKeyedArchiver` XML property list.
    case xmlKeyedArchive
    /// A pre-2002 NeXT `typedstream` nib.
    case typedStream
    /// A compiled storyboard: a `.storyboardc` directory of scene nibs and an `Info.plist`.
    case compiledStoryboard

    /// A stable token naming the format, as the JSON dump writes it: `xml`, `legacyXIB`,
    /// `nibArchive`, `binaryKeyedArchive`, `xmlKeyedArchive`, `typedStream`, `compiledStoryboard`.
    public var identifier: String {
        switch self {
        case .xmlDocument: "xml"
        case .legacyXIB: "legacyXIB"
        case .nibArchive: "nibArchive"
        case .binaryKeyedArchive: "binaryKeyedArchive"
        case .xmlKeyedArchive: "xmlKeyedArchive"
        case .typedStream: "typedStream"
        case .compiledStoryboard: "compiledStoryboard"
        }
    }

    /// A phrase naming the format, used in error messages.
    public var description: String {
        switch self {
        case .xmlDocument: "Interface Builder XML document"
        case .legacyXIB(let version):
            "legacy xib 2.x archive" + (version.map { ", version \($0)" } ?? "")
        case .nibArchive(let format, let coder):
            "compiled nib (NIBArchive format \(format), coder version \(coder))"
        case .binaryKeyedArchive: "compiled nib (binary property list keyed archive)"
        case .xmlKeyedArchive: "compiled nib (XML property list keyed archive)"
        case .typedStream: "compiled nib (NeXT typedstream archive)"
        case .compiledStoryboard: "compiled storyboard (.storyboardc directory)"
        }
    }

    /// Detects the format of `data` from its first bytes, or returns `nil` when the bytes are
    /// not an Interface Builder file that swift-nib knows.
    ///
    /// XML input is recognised by its root element: `<document>` whose `type` names Interface
    /// Builder, `<archive>` (legacy xib) or `<plist>` (keyed-archive nib).
    public static func sniff(_ data: Data) -> DocumentFormat? {
        data.withUnsafeBytes { raw in
            sniff(UnsafeRawBufferPointer(raw))
        }
    }

    static func sniff(_ bytes: UnsafeRawBufferPointer) -> DocumentFormat? {
        if let binary = sniffBinary(bytes) { return binary }
        guard let root = RootSniffer(bytes: bytes).rootElement() else { return nil }
        switch root.name {
        case "document":
            return root.head.containsBytes("InterfaceBuilder") ? .xmlDocument : nil
        case "archive":
            return root.head.containsBytes("InterfaceBuilder")
                ? .legacyXIB(version: root.attribute("version")) : nil
        case "plist":
            let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
            return head.containsBytes("NSKeyedArchiver") || head.containsBytes("$archiver") ? .xmlKeyedArchive : nil
        default:
            return nil
        }
    }

    /// Whether `<plist` occurs in the first 512 bytes: the cheap test before ``sniff(_:)`` for
    /// an XML property list.
    static func startsLikePropertyList(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let end = min(bytes.count, 512)
        var index = 0
        while index + 6 <= end {
            guard let base = bytes.baseAddress, let found = memchr(base + index, 0x3C, end - index) else {
                return false
            }
            index = base.distance(to: UnsafeRawPointer(found))
            if index + 6 <= end, bytes[index + 1] == 0x70, bytes[index + 2] == 0x6C, bytes[index + 3] == 0x69,
                bytes[index + 4] == 0x73, bytes[index + 5] == 0x74
            {
                return true  // "<plist"
            }
            index += 1
        }
        return false
    }

    /// Recognises the binary formats by their magic numbers.
    static func sniffBinary(_ bytes: UnsafeRawBufferPointer) -> DocumentFormat? {
        func starts(with magic: [UInt8]) -> Bool {
            bytes.count >= magic.count && zip(bytes, magic).allSatisfy { $0 == $1 }
        }
        if starts(with: Array("NIBArchive".utf8)) {
            func u32(at offset: Int) -> UInt32 {
                guard bytes.count >= offset + 4 else { return 0 }
                return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
            }
            return .nibArchive(formatVersion: u32(at: 10), coderVersion: u32(at: 14))
        }
        if starts(with: Array("bplist".utf8)) { return .binaryKeyedArchive }
        if starts(with: [4, 11] + Array("streamtyped".utf8))
            || starts(with: [4, 11] + Array("typedstream".utf8))
        {
            return .typedStream
        }
        return nil
    }
}

/// Finds the root element's name and the text of its start tag without a full parse.
private struct RootSniffer {
    var bytes: UnsafeRawBufferPointer

    struct Root {
        var name: String
        var head: String

        func attribute(_ name: String) -> String? {
            // The first ` name="`, with any whitespace before the name.
            let head = Array(head.utf8)
            let pattern = Array("\(name)=\"".utf8)
            guard pattern.count < head.count else { return nil }
            for start in 1...(head.count - pattern.count) {
                let before = head[start - 1]
                guard before == 0x20 || before == 0x09 || before == 0x0A || before == 0x0D,
                    head[start..<(start + pattern.count)].elementsEqual(pattern)
                else { continue }
                let value = head[(start + pattern.count)...]
                guard let end = value.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return String(decoding: value[..<end], as: UTF8.self)
            }
            return nil
        }
    }

    func rootElement() -> Root? {
        let limit = min(bytes.count, 4096)
        var index = 0
        // Skip a UTF-8 byte order mark.
        if limit >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < limit {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let next = index + 1 < limit ? bytes[index + 1] : 0
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                // Declaration, comment or DOCTYPE: skip to its end.
                while index < limit, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
                continue
            }
            var end = index + 1
            while end < limit, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let head = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let name = head.prefix { !$0.isWhitespace && $0 != "/" }
            return Root(name: String(name), head: head)
        }
        return nil
    }
}
