import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The build machine's ICC profiles that ibtool embeds in the fallbacks of `System` catalog
/// colours (`CompileOptions.colorProfiles`), and where a build finds them.
///
/// The project ships none of Apple's profiles. ``lookUp(explicit:environment:systemFolders:)``
/// takes each profile from the first of: the profiles given explicitly (`--color-profile`),
/// the folder named by ``environmentVariable``, and on macOS the system's ColorSync folders
/// (``systemFolders``). A profile is recognized by its ICC header and description tag, never
/// by its file name. Any nib Apple's ibtool compiled with a catalog colour holds them:
/// ``profiles(in:)`` reads them out (`nibdump extract-color-profiles`).
public enum ColorProfiles {
    /// The environment variable naming a folder of `.icc` files (any names; each is recognized
    /// by its content): `SWIFT_NIB_COLOR_PROFILES`.
    public static let environmentVariable = "SWIFT_NIB_COLOR_PROFILES"

    /// A profile the compiler knows: its name (a key of `CompileOptions.colorProfiles`), the
    /// ICC colour space signature and description tag that identify it, and the size of the
    /// copy Apple's ibtool embeds.
    public struct Known: Sendable, Hashable {
        /// The name `CompileOptions.colorProfiles` takes.
        public var name: String
        /// The header's data colour space (`GRAY`, `RGB `).
        public var colorSpace: String
        /// The profile's description (its `desc` tag).
        public var description: String
        /// The size in bytes of the copy in Apple's nibs.
        public var size: Int
        /// What to call it in messages.
        public var title: String
        /// The `NSID` of the colour space ibtool archives for it.
        public var colorSpaceID: Int64
    }

    /// The profiles ibtool embeds: Apple's Generic Gray Gamma 2.2 (4,508 bytes) and the
    /// sRGB IEC61966-2.1 profile (3,144 bytes).
    public static let known: [Known] = [
        Known(
            name: "genericGamma22Gray", colorSpace: "GRAY", description: "Generic Gray Gamma 2.2 Profile", size: 4508,
            title: "Generic Gray Gamma 2.2", colorSpaceID: 9),
        Known(
            name: "sRGB", colorSpace: "RGB ", description: "sRGB IEC61966-2.1", size: 3144,
            title: "sRGB IEC61966-2.1", colorSpaceID: 7),
    ]

    /// The folders a Mac keeps ColorSync profiles in, searched on macOS: the system's, the
    /// machine's and the user's (`~/Library/ColorSync/Profiles`).
    public static var systemFolders: [String] {
        #if os(macOS)
            var folders = ["/System/Library/ColorSync/Profiles", "/Library/ColorSync/Profiles"]
            if let home = getenv("HOME") { folders.append(String(cString: home) + "/Library/ColorSync/Profiles") }
            return folders
        #else
            return []
        #endif
    }

    /// The name of the known profile `bytes` is (``known``), or `nil`: the header's size,
    /// `acsp` signature and data colour space, and the `desc` tag (ICC v2 `desc` or v4 `mluc`).
    public static func name(ofProfile bytes: [UInt8]) -> String? {
        guard bytes.count >= 132, bytes.count <= 1 << 24, ascii(bytes, 36, 4) == "acsp",
            Int(uint32(bytes, 0)) == bytes.count
        else { return nil }
        let space = ascii(bytes, 16, 4)
        guard let description = description(of: bytes) else { return nil }
        return known.first { $0.colorSpace == space && $0.description == description }?.name
    }

    /// The profiles embedded in a nib Apple's ibtool compiled (the colour spaces of its
    /// catalog colours' fallbacks), a NIBArchive or a keyed archive, by the names `CompileOptions.colorProfiles` takes: the
    /// bytes exactly as the nib holds them.
    public static func profiles(in graph: ArchiveGraph) -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        for object in graph.objects where object.className == "NSColorSpace" {
            // A NIBArchive's `NSData` holds its bytes as `NS.bytes`, a keyed archive's as a
            // plain value (`$value`).
            guard case .reference(let data)? = object.value(forKey: "NSICC"), let holder = graph[data],
                case .data(let bytes)? = holder.value(forKey: "NS.bytes")
                    ?? holder.value(forKey: CompiledArchive.Object.plainValueKey),
                let name = name(ofProfile: bytes)
            else { continue }
            found[name] = found[name] ?? bytes
        }
        return found
    }

    /// The known profiles among the files of `folder` (`.icc` and `.icm`, by content), by
    /// name; where several files hold one, the one of the size Apple's nibs embed wins, then
    /// the first by file name. Unreadable files are skipped.
    public static func profiles(inFolder folder: String) -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        for entry in NibBundle.directoryEntries(folder) {
            let lowered = entry.lowercased()
            guard lowered.hasSuffix(".icc") || lowered.hasSuffix(".icm") else { continue }
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            guard let data = try? NibDocument.readFile(path, limits: profileLimits) else { continue }
            let bytes = Array(data)
            guard let name = name(ofProfile: bytes) else { continue }
            let size = known.first { $0.name == name }?.size
            if let current = found[name], current.count == size || bytes.count != size { continue }
            found[name] = bytes
        }
        return found
    }

    /// The profiles for a build, each from the first source that has it: `explicit`, then
    /// the folder `environment[environmentVariable]` names, then `systemFolders` in order.
    public static func lookUp(
        explicit: [String: [UInt8]] = [:], environment: [String: String] = processEnvironment(),
        systemFolders: [String] = systemFolders
    ) -> [String: [UInt8]] {
        var found = explicit
        var folders: [String] = []
        if let folder = environment[environmentVariable], !folder.isEmpty { folders.append(folder) }
        folders += systemFolders
        for folder in folders where known.contains(where: { found[$0.name] == nil }) {
            for (name, bytes) in profiles(inFolder: folder) where found[name] == nil { found[name] = bytes }
        }
        return found
    }

    /// The variables of this process's environment that the look-up reads.
    public static func processEnvironment() -> [String: String] {
        guard let value = getenv(environmentVariable) else { return [:] }
        return [environmentVariable: String(cString: value)]
    }

    // MARK: - ICC reading

    /// A profile file is read up to 16 MiB.
    private static let profileLimits: ParseLimits = {
        var limits = ParseLimits()
        limits.maxInputBytes = 1 << 24
        return limits
    }()

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func ascii(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> String {
        guard offset >= 0, offset + count <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    /// The `desc` tag's text: an ICC v2 `desc` (ASCII) or v4 `mluc` (the first record, UTF-16BE).
    private static func description(of bytes: [UInt8]) -> String? {
        let tags = Int(uint32(bytes, 128))
        guard tags <= 1000 else { return nil }
        for index in 0..<tags {
            let entry = 132 + 12 * index
            guard entry + 12 <= bytes.count, ascii(bytes, entry, 4) == "desc" else { continue }
            let offset = Int(uint32(bytes, entry + 4))
            let size = Int(uint32(bytes, entry + 8))
            guard offset >= 0, size >= 12, offset + size <= bytes.count else { return nil }
            switch ascii(bytes, offset, 4) {
            case "desc":
                let count = Int(uint32(bytes, offset + 8))
                guard count > 0, offset + 12 + count <= offset + size else { return nil }
                var text = Array(bytes[offset + 12..<offset + 12 + count])
                while text.last == 0 { text.removeLast() }
                return String(decoding: text, as: UTF8.self)
            case "mluc":
                guard uint32(bytes, offset + 8) > 0, size >= 28 else { return nil }
                let length = Int(uint32(bytes, offset + 20))
                let start = offset + Int(uint32(bytes, offset + 24))
                guard length % 2 == 0, start + length <= offset + size else { return nil }
                var units: [UInt16] = []
                for unit in stride(from: start, to: start + length, by: 2) {
                    units.append(UInt16(bytes[unit]) << 8 | UInt16(bytes[unit + 1]))
                }
                while units.last == 0 { units.removeLast() }
                return String(decoding: units, as: UTF16.self)
            default: return nil
            }
        }
        return nil
    }
}
