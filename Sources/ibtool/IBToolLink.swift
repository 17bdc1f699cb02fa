import NibCompiler
import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ibtool --link DIR X.storyboardc...`: Xcode's LinkStoryboards step, and rules_apple's
/// `link_storyboards`. Compiled storyboards wait in the build's intermediates folder; the link
/// places each into `DIR` (the bundle's resources), keeping the `.lproj` folder it was compiled
/// into (Xcode passes `DIR` without it: `App.build/Base.lproj/Main.storyboardc` goes to
/// `DIR/Base.lproj/Main.storyboardc`), and checks the references between them first.
///
/// A storyboard reference is, in a compiled storyboard's `Info.plist`, an entry of
/// `UIViewControllerIdentifiersToExternalStoryboardReferences` (AppKit: the `NS` spelling): the
/// placeholder's identifier → `UIReferencedStoryboardName` (absent: the same storyboard),
/// `UIReferencedControllerIdentifier` (absent: the initial controller) and
/// `UIReferencedBundleIdentifier` (absent: the same bundle), which UIKit follows at run time. A
/// reference into the same bundle must find its storyboard among those linked or already in
/// `DIR`, and there the controller it names (an identifier of
/// `…ControllerIdentifiersToNibNames`) or an initial controller; else it is an error, worded as
/// Apple's ibtool words it (`Did not find view controller with identifier "X" in B.storyboard,
/// referenced from A.storyboard`). A reference into another bundle is not checked (a notice).
/// When anything is wrong nothing is placed: the bundle keeps what it had.
struct IBToolLink {
    /// What one compiled storyboard's `Info.plist` says.
    struct Storyboard {
        /// One storyboard reference.
        struct Reference {
            var placeholder: String
            var storyboard: String?
            var controller: String?
            var bundle: String?
        }

        /// The `.storyboardc` folder, without trailing slashes.
        var path: String
        /// `Main` for `Main.storyboardc`.
        var name: String
        /// `Base.lproj` when the folder is in one, else empty.
        var region: String
        var identifiers: Set<String> = []
        var entryPoint: String?
        var references: [Reference] = []

        /// Where the link places it in `directory`.
        func destination(in directory: String) -> String {
            directory + (region.isEmpty ? "" : region + "/") + name + ".storyboardc"
        }
    }

    /// `DIR`, ending in `/`.
    let directory: String
    let inputs: [String]

    init(directory: String, inputs: [String]) {
        self.directory = directory.hasSuffix("/") ? directory : directory + "/"
        self.inputs = inputs
    }

    /// Checks and places the inputs, reporting into `diagnostics`.
    func run(_ diagnostics: inout IBToolDiagnostics) {
        guard !inputs.isEmpty else {
            diagnostics.toolErrors.append(
                "no compiled storyboard to link: give them after the folder (ibtool --link DIR X.storyboardc...)")
            return
        }
        var storyboards: [Storyboard] = []
        var destinations: [String: String] = [:]
        for input in inputs {
            guard let storyboard = Self.read(input, &diagnostics) else { continue }
            let destination = storyboard.destination(in: directory)
            if let other = destinations[destination] {
                diagnostics.add(
                    .error, "\(other) and \(input) would both be linked to \(destination)", document: input)
                continue
            }
            destinations[destination] = input
            storyboards.append(storyboard)
        }
        guard !diagnostics.failed else { return }
        var present: [String: Storyboard?] = [:]
        for storyboard in storyboards {
            for reference in storyboard.references {
                check(reference, from: storyboard, linked: storyboards, present: &present, &diagnostics)
            }
        }
        guard !diagnostics.failed else { return }
        for storyboard in storyboards {
            let destination = storyboard.destination(in: directory)
            // Already in place (linked where it was compiled): nothing to copy.
            if let here = Self.resolved(storyboard.path), here == Self.resolved(destination) { continue }
            do {
                try Self.replaceTree(at: destination, with: storyboard.path)
            } catch {
                diagnostics.toolErrors.append(error.description)
                return
            }
        }
    }

    // MARK: - Reading

    /// The compiled storyboard at `path`, or `nil` (with an error) when it is not one.
    static func read(_ input: String, _ diagnostics: inout IBToolDiagnostics) -> Storyboard? {
        var path = input
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let name = PathText.lastComponent(path)
        guard name.hasSuffix(".storyboardc"), FileTree.isDirectory(path),
            FileTree.isRegularFile(path + "/Info.plist")
        else {
            diagnostics.add(
                .error, "\(name) is not a compiled storyboard (a .storyboardc folder with an Info.plist)",
                document: input)
            return nil
        }
        let parent = PathText.lastComponent(String(path.dropLast(name.count)))
        var storyboard = Storyboard(
            path: path, name: String(name.dropLast(".storyboardc".count)),
            region: parent.hasSuffix(".lproj") ? parent : "")
        let file = path + "/Info.plist"
        let top: [String: CompiledArchive.Value]
        do {
            let value = try CompiledArchive.propertyListValue(bytes: Array(NibDocument.readFile(file)), file: file)
            guard case .dictionary(let entries) = value else {
                diagnostics.add(.error, "Info.plist is not a dictionary", document: file)
                return nil
            }
            top = dictionary(entries)
        } catch {
            diagnostics.add(error)
            return nil
        }
        for key in [
            "UIViewControllerIdentifiersToNibNames", "NSViewControllerIdentifiersToNibNames",
            "NSWindowControllerIdentifiersToNibNames", "NSControllerIdentifiersToNibNames",
        ] {
            if case .dictionary(let entries) = top[key] { storyboard.identifiers.formUnion(entries.map(\.key)) }
        }
        for key in ["UIStoryboardDesignatedEntryPointIdentifier", "NSStoryboardDesignatedEntryPointIdentifier"] {
            if case .string(let value) = top[key] { storyboard.entryPoint = value }
        }
        for prefix in ["UI", "NS"] {
            guard
                case .dictionary(let entries) = top[prefix + "ViewControllerIdentifiersToExternalStoryboardReferences"]
            else { continue }
            for entry in entries {
                guard case .dictionary(let fields) = entry.value else { continue }
                let info = dictionary(fields)
                func string(_ key: String) -> String? {
                    if case .string(let value) = info[prefix + key] { return value }
                    return nil
                }
                storyboard.references.append(
                    .init(
                        placeholder: entry.key, storyboard: string("ReferencedStoryboardName"),
                        controller: string("ReferencedControllerIdentifier"),
                        bundle: string("ReferencedBundleIdentifier")))
            }
        }
        return storyboard
    }

    private static func dictionary(_ entries: [CompiledArchive.Entry]) -> [String: CompiledArchive.Value] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - References

    private func check(
        _ reference: Storyboard.Reference, from source: Storyboard, linked: [Storyboard],
        present: inout [String: Storyboard?], _ diagnostics: inout IBToolDiagnostics
    ) {
        let referrer = source.name + ".storyboard"
        if let bundle = reference.bundle {
            diagnostics.add(
                .notice,
                "the reference \(reference.placeholder) to \(reference.storyboard ?? source.name).storyboard in the bundle \(bundle) is not checked",
                document: source.path)
            return
        }
        let name = reference.storyboard ?? source.name
        guard let target = find(name, for: source, linked: linked, present: &present) else {
            diagnostics.add(
                .error,
                "Did not find a storyboard named \"\(name)\" among the linked storyboards or in \(directory.dropLast()), referenced from \(referrer)",
                document: source.path)
            return
        }
        if let controller = reference.controller {
            if !target.identifiers.contains(controller) {
                diagnostics.add(
                    .error,
                    "Did not find view controller with identifier \"\(controller)\" in \(name).storyboard, referenced from \(referrer)",
                    document: source.path)
            }
        } else if target.entryPoint == nil {
            diagnostics.add(
                .error,
                "Did not find an initial view controller in \(name).storyboard, referenced from \(referrer)",
                document: source.path)
        }
    }

    /// The storyboard `name` as the runtime would find it from `source`: its own region first,
    /// then `Base.lproj`, then unlocalized, then any region; among those linked, then in `DIR`.
    private func find(
        _ name: String, for source: Storyboard, linked: [Storyboard], present: inout [String: Storyboard?]
    ) -> Storyboard? {
        let regions = [source.region, "Base.lproj", ""]
        for region in regions {
            if let found = linked.first(where: { $0.name == name && $0.region == region }) { return found }
        }
        if let found = linked.first(where: { $0.name == name }) { return found }
        var candidates = regions.map { directory + ($0.isEmpty ? "" : $0 + "/") + name + ".storyboardc" }
        candidates += NibBundle.directoryEntries(directory).filter { $0.hasSuffix(".lproj") }
            .map { directory + $0 + "/" + name + ".storyboardc" }
        for candidate in candidates where FileTree.isDirectory(candidate) {
            if let cached = present[candidate] {
                if let found = cached { return found }
                continue
            }
            var ignored = IBToolDiagnostics()
            let found = Self.read(candidate, &ignored)
            present[candidate] = .some(found)
            if let found { return found }
        }
        return nil
    }

    // MARK: - Placing

    /// Replaces whatever is at `destination` with a copy of the folder `source`: its files and
    /// folders, byte for byte (links are followed).
    static func replaceTree(at destination: String, with source: String) throws(Output.Failure) {
        removeTree(destination)
        for file in FileTree.regularFiles(under: source) {
            let relative = String(file.dropFirst(source.count))
            let bytes: [UInt8]
            do {
                bytes = try Array(NibDocument.readFile(file))
            } catch {
                throw Output.Failure(description: "cannot read \(file): \(error.message)")
            }
            try Output.save(bytes, to: destination + relative)
        }
        if !FileTree.isDirectory(destination) {
            // An empty compiled storyboard: the folder itself.
            mkdir(destination, 0o755)
        }
    }

    /// The absolute path without links, or `nil` when nothing is there.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `rm -rf path`, without following links.
    static func removeTree(_ path: String) {
        guard FileTree.isDirectory(path, followingLinks: false) else {
            unlink(path)
            return
        }
        for name in NibBundle.directoryEntries(path) {
            removeTree(path + "/" + name)
        }
        rmdir(path)
    }
}
