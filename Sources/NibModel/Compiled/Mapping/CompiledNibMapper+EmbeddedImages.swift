#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Images a document embeds. Interface Builder keeps an image pasted into a cell (no image of
/// the project's) as an `<image name="buttonCell:ID:image">` resource holding the `NSImage` as a
/// keyed archive in base64 (`<mutableData key="keyedArchiveRepresentation">`), and ibtool
/// archives that `NSImage` itself where a named image is an `NSCustomResource`
/// (test16_buttons' five button images, transmission_MainMenu's table column image). The
/// decompiler gives such an image its name and resource back, the archive written again from
/// the nib's objects: what the compiler copies into the nib (``ArchiveTables/keyedArchive(of:)``).
extension CompiledNibMapper {
    /// Names every `NSImage` a member object holds under a key the vocabulary reads as a named
    /// image (`NSNormalImage/NSResourceName`, `NSContents/NSResourceName`): the attribute and
    /// an image resource with its keyed archive. Interface Builder's name for it is the
    /// element, its id and the attribute (`buttonCell:e91-vb-FLY:image`).
    mutating func readEmbeddedImages() {
        guard isAppKit else { return }
        var isImage = ObjectFlags(count: archive.count)
        var any = false
        for index in 0..<archive.count where archive.classKind(index) == .nsImage {
            isImage.insert(index)
            any = true
        }
        guard any else { return }
        var named: [Int: String] = [:]
        for object in members {
            // Only an object that refers to an image can name one: its slots are scanned first
            // (a few integer tests) instead of its plan's properties (string tests on every
            // key of every member: 5.6 M instructions in benchmark pass 7's model).
            guard refersToImage(object, isImage: isImage) else { continue }
            let plan = vocabularyPlan(of: object, kind: archive.classKind(object))
            for property in plan.properties {
                guard case .attribute(let attribute) = property.slot, property.key.hasSuffix("/NSResourceName"),
                    let slash = property.key.utf8.firstIndex(of: UInt8(ascii: "/")),
                    case .reference(let image)? = archive.value(named: String(property.key[..<slash]), in: object),
                    isImage.contains(image)
                else { continue }
                if let known = named[image] {
                    embeddedImageAttributes[object, default: []].append((attribute, known))
                    continue
                }
                let element = ArchivedClass.of(object, in: archive, elements: classElements).element
                let name = element + ":" + elementID(of: object) + ":" + attribute
                named[image] = name
                embeddedImageAttributes[object, default: []].append((attribute, name))
                var attributes: [(String, String)] = []
                if let size = archive.string(archive.value(named: "NSSize", in: image)).flatMap(IBValueCodec.numbers),
                    size.count == 2
                {
                    attributes = [("width", IBValueCodec.format(size[0])), ("height", IBValueCodec.format(size[1]))]
                }
                resources.append(("image", name, attributes, Self.base64Lines(archive.keyedArchive(of: image))))
            }
        }
    }

    /// Whether one of object `object`'s values is a reference to an object of `isImage`.
    private func refersToImage(_ object: Int, isImage: ObjectFlags) -> Bool {
        for slot in archive.slotRange(of: object) {
            if case .reference(let target) = archive.slots[slot].value, isImage.contains(target) { return true }
        }
        return false
    }

    /// `bytes` in base64, in lines of 80 characters between line breaks, as Xcode writes a
    /// `<mutableData>`.
    static func base64Lines(_ bytes: [UInt8]) -> String {
        // Encoded straight into the string's storage, three bytes to four characters through
        // pointers (Foundation's encoder, then a copy into lines, cost 3.3 M instructions in
        // benchmark pass 7's model for 18 images; a bounds-checked loop more than that).
        let encodedCount = (bytes.count + 2) / 3 * 4
        let capacity = 1 + encodedCount + (encodedCount + 79) / 80
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            bytes.withUnsafeBufferPointer { input in
                Base64.alphabet.withUnsafeBufferPointer { alphabet in
                    writeBase64Lines(input, alphabet: alphabet, into: buffer)
                }
            }
        }
    }

    /// Writes ``base64Lines(_:)`` of `input` into `output`, which has room for it; returns the
    /// count of bytes written.
    private static func writeBase64Lines(
        _ input: UnsafeBufferPointer<UInt8>, alphabet: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        guard let start = output.baseAddress, let table = alphabet.baseAddress, alphabet.count == 64 else { return 0 }
        let newline = UInt8(ascii: "\n")
        let padding = UInt8(ascii: "=")
        var out = start
        out.pointee = newline
        out += 1
        guard let source = input.baseAddress else { return 1 }
        let whole = input.count - input.count % 3
        var index = 0
        var column = 0
        while index < whole {
            let first = source[index]
            let second = source[index + 1]
            let third = source[index + 2]
            out[0] = table[Int(first >> 2)]
            out[1] = table[Int((first & 0x03) << 4 | second >> 4)]
            out[2] = table[Int((second & 0x0F) << 2 | third >> 6)]
            out[3] = table[Int(third & 0x3F)]
            out += 4
            index += 3
            column += 4
            if column == 80 {
                out.pointee = newline
                out += 1
                column = 0
            }
        }
        let rest = input.count - whole
        if rest > 0 {
            let first = source[whole]
            let second = rest == 2 ? source[whole + 1] : 0
            out[0] = table[Int(first >> 2)]
            out[1] = table[Int((first & 0x03) << 4 | second >> 4)]
            out[2] = rest == 2 ? table[Int((second & 0x0F) << 2)] : padding
            out[3] = padding
            out += 4
            column += 4
        }
        if column > 0 {
            out.pointee = newline
            out += 1
        }
        return out - start
    }
}

extension ArchiveTables {
    /// Object `root` and everything it refers to as an `NSKeyedArchiver` binary property list
    /// whose `$top` is `{root: …}`: the form of an image resource's `keyedArchiveRepresentation`.
    ///
    /// A `NIBArchive`'s conventions become the keyed ones: an `NSString`'s `NS.bytes` a plain
    /// string, an `NSNumber` a plain number, an `NSData` plain data, a collection's
    /// `UINibEncoderEmptyKey` values an `NS.objects` array (`NS.keys` and `NS.objects` for a
    /// dictionary). What ibtool adds to an embedded image it copies into a nib is left out: an
    /// `NSImage`'s `NSTintColor` of `nil` and a colour's `NSLinearExposure` of `1`. Objects are
    /// numbered as `NSKeyedArchiver` numbers them (each before what it refers to, its class
    /// description after); references deeper than 64 objects are written as `$null`.
    func keyedArchive(of root: Int) -> [UInt8] {
        var encoder = KeyedArchiveEncoder(archive: self)
        return encoder.archive(root)
    }
}

/// One keyed archive being written from an archive's objects (``ArchiveTables/keyedArchive(of:)``).
private struct KeyedArchiveEncoder {
    let archive: ArchiveTables
    var list = BinaryPropertyListWriter()
    /// `$objects` in order, as property list nodes (reserved, then filled).
    var objects: [Int] = []
    var uids: [Int: UInt64] = [:]
    var classUIDs: [String: UInt64] = [:]

    init(archive: ArchiveTables) { self.archive = archive }

    /// The superclasses `$classes` names for the classes an image holds; any other class is
    /// listed with `NSObject`.
    static let classChains: [String: [String]] = [
        "NSBitmapImageRep": ["NSBitmapImageRep", "NSImageRep", "NSObject"],
        "NSPDFImageRep": ["NSPDFImageRep", "NSImageRep", "NSObject"],
        "NSEPSImageRep": ["NSEPSImageRep", "NSImageRep", "NSObject"],
        "NSCustomImageRep": ["NSCustomImageRep", "NSImageRep", "NSObject"],
        "NSCIImageRep": ["NSCIImageRep", "NSImageRep", "NSObject"],
        "NSMutableArray": ["NSMutableArray", "NSArray", "NSObject"],
        "NSMutableSet": ["NSMutableSet", "NSSet", "NSObject"],
        "NSMutableDictionary": ["NSMutableDictionary", "NSDictionary", "NSObject"],
        "NSMutableString": ["NSMutableString", "NSString", "NSObject"],
        "NSMutableData": ["NSMutableData", "NSData", "NSObject"],
    ]

    mutating func archive(_ root: Int) -> [UInt8] {
        let top = list.reserve()
        objects.append(list.scalar(.string("$null")))
        let rootUID = uid(of: root, depth: 0)
        let topDictionary = list.reserve()
        list.fill(
            topDictionary, with: .dictionary(keys: [list.scalar(.string("root"))], values: [list.scalar(.uid(rootUID))])
        )
        let objectArray = list.reserve()
        list.fill(objectArray, with: .array(objects))
        let keys = ["$version", "$archiver", "$top", "$objects"].map { list.scalar(.string($0)) }
        let values = [
            list.scalar(.integer(100_000)), list.scalar(.string("NSKeyedArchiver")), topDictionary, objectArray,
        ]
        list.fill(top, with: .dictionary(keys: keys, values: values))
        return list.bytes(top: top)
    }

    /// The `$objects` number of object `index`, written (with what it refers to) the first time.
    mutating func uid(of index: Int, depth: Int) -> UInt64 {
        if let known = uids[index] { return known }
        guard depth < 64, archive.classKind(index) != .null else { return 0 }
        let uid = UInt64(objects.count)
        uids[index] = uid
        let node = list.reserve()
        objects.append(node)
        let className = archive.className(index)
        var plain: BinaryPropertyListWriter.Node?
        var entries: [(String, Int)] = []
        let slots = archive.slotRange(of: index)
        let archive = self.archive
        func first(_ key: String) -> ArchiveValue? {
            for slot in slots where archive.slots[slot].key >= 0 && archive.keyName(Int(archive.slots[slot].key)) == key
            {
                return archive.slots[slot].value
            }
            return nil
        }
        if let value = first(CompiledArchive.Object.plainValueKey) {
            plain = scalarNode(value)
        } else {
            switch className {
            case "NSString":
                if let text = archive.string(.reference(index)) { plain = .string(text) }
            case "NSNumber":
                if let value = slots.first.map({ archive.slots[$0].value }) { plain = scalarNode(value) }
            case "NSData":
                if case .data(let start, let count)? = first("NS.bytes") {
                    plain = .data(archive.withBytes(start, count) { Array($0) })
                }
            case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary":
                // A keyed archive's collection already holds `NS.objects`, copied below.
                guard first("NS.objects") == nil else { break }
                var elements: [Int] = []
                for value in archive.collectionValues(.reference(index)) {
                    elements.append(valueNode(value, depth: depth))
                }
                if className.hasSuffix("Dictionary") {
                    let keys = stride(from: 0, to: elements.count - 1, by: 2).map { elements[$0] }
                    let values = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
                    entries += [("NS.keys", arrayNode(keys)), ("NS.objects", arrayNode(values))]
                } else {
                    entries.append(("NS.objects", arrayNode(elements)))
                }
            default: break
            }
        }
        if let plain {
            list.fill(node, with: plain)
            return uid
        }
        for slot in slots {
            let entry = archive.slots[slot]
            guard entry.key >= 0 else { continue }
            let key = archive.keyName(Int(entry.key))
            if key == "NSInlinedValue" || key == "UINibEncoderEmptyKey" { continue }
            if key == "NSTintColor", className == "NSImage", entry.value == .null { continue }
            if key == "NSLinearExposure", className == "NSColor", archive.string(entry.value) == "1" { continue }
            if entries.contains(where: { $0.0 == key }) { continue }
            entries.append((key, valueNode(entry.value, depth: depth)))
        }
        let classUID = classDescription(className)
        entries.append(("$class", list.scalar(.uid(classUID))))
        list.fill(node, with: .dictionary(keys: entries.map { list.scalar(.string($0.0)) }, values: entries.map(\.1)))
        return uid
    }

    private mutating func arrayNode(_ elements: [Int]) -> Int {
        let node = list.reserve()
        list.fill(node, with: .array(elements))
        return node
    }

    /// A value inside an object: a scalar inline, a reference as a UID.
    private mutating func valueNode(_ value: ArchiveValue, depth: Int) -> Int {
        switch value {
        case .reference(let target): return list.scalar(.uid(uid(of: target, depth: depth + 1)))
        case .null: return list.scalar(.uid(0))
        case .array(let start, let count):
            let elements = (Int(start)..<Int(start + count)).map { valueNode(archive.slots[$0].value, depth: depth) }
            return arrayNode(elements)
        default: return list.scalar(scalarNode(value) ?? .uid(0))
        }
    }

    private func scalarNode(_ value: ArchiveValue) -> BinaryPropertyListWriter.Node? {
        switch value {
        case .integer(let number): .integer(number)
        case .float(let number): .float(number)
        case .double(let number): .real(number)
        case .boolean(let flag): .boolean(flag)
        case .data(let start, let count): .data(archive.withBytes(start, count) { Array($0) })
        case .string(let start, let count):
            .string(archive.withBytes(start, count) { String(decoding: $0, as: UTF8.self) })
        default: nil
        }
    }

    /// The `$objects` number of a class's description, written the first time.
    private mutating func classDescription(_ className: String) -> UInt64 {
        if let known = classUIDs[className] { return known }
        let uid = UInt64(objects.count)
        classUIDs[className] = uid
        let chain = Self.classChains[className] ?? (className == "NSObject" ? [className] : [className, "NSObject"])
        let classes = arrayNode(chain.map { list.scalar(.string($0)) })
        let node = list.reserve()
        list.fill(
            node,
            with: .dictionary(
                keys: [list.scalar(.string("$classes")), list.scalar(.string("$classname"))],
                values: [classes, list.scalar(.string(className))]))
        objects.append(node)
        return uid
    }
}
