import NibModel

extension ArchiveComparison {
    /// The `Info.plist` key of a compiled macOS storyboard whose values are random UUIDs.
    public static let randomUUIDKeys: Set<String> = ["NSViewControllerIdentifiersToUUIDs"]

    /// Compares two compiled nibs on disk (any format: `NIBArchive`, keyed archive, a `.nib`
    /// bundle) or two compiled storyboards (`.storyboardc` directories).
    ///
    /// Two storyboards are the same when they hold the same nib files, each the same graph,
    /// and the same `Info.plist` apart from the values of ``randomUUIDKeys`` (their keys must
    /// still match). A storyboard's differences are prefixed with the file they are in
    /// (`Main.nib:root.IB.objectdata…`, `Info.plist:NSStoryboardMainMenu`).
    ///
    /// - Parameters:
    ///   - leftPath: The reference (Apple's output, for a compiler's test).
    ///   - rightPath: The file compared with it.
    ///   - options: What counts as the same.
    ///   - limits: Bounds on the input.
    /// - Throws: `NibParseError` when either side cannot be read.
    public init(
        contentsOfFile leftPath: String, _ rightPath: String, options: Options = .default,
        limits: ParseLimits = .default
    ) throws(NibParseError) {
        if Self.isStoryboard(leftPath), Self.isStoryboard(rightPath) {
            self = try Self.compareStoryboards(leftPath, rightPath, options: options, limits: limits)
            return
        }
        let left = try CompiledArchive(contentsOfFile: leftPath, limits: limits)
        let right = try CompiledArchive(contentsOfFile: rightPath, limits: limits)
        self.init(ArchiveGraph(left), ArchiveGraph(right), options: options)
    }

    private static func isStoryboard(_ path: String) -> Bool {
        NibBundle.isDirectory(path) && NibBundle.directoryEntries(path).contains("Info.plist")
    }

    private static func compareStoryboards(
        _ leftPath: String, _ rightPath: String, options: Options, limits: ParseLimits
    ) throws(NibParseError) -> ArchiveComparison {
        var differences: [Difference] = []
        var counts = (left: 0, right: 0)
        var truncated = false
        let leftNames = NibBundle.directoryEntries(leftPath)
        let rightNames = Set(NibBundle.directoryEntries(rightPath))
        for name in leftNames where !rightNames.contains(name) {
            differences.append(Difference(.file, path: name, left: "present", right: "missing"))
        }
        for name in rightNames.sorted() where !leftNames.contains(name) {
            differences.append(Difference(.file, path: name, left: "missing", right: "present"))
        }
        for name in leftNames where rightNames.contains(name) {
            let left = leftPath + "/" + name
            let right = rightPath + "/" + name
            if name == "Info.plist" {
                let leftList = try CompiledArchive.propertyListValue(
                    bytes: Array(try NibDocument.readFile(left, limits: limits)), file: left, limits: limits)
                let rightList = try CompiledArchive.propertyListValue(
                    bytes: Array(try NibDocument.readFile(right, limits: limits)), file: right, limits: limits)
                comparePropertyLists(leftList, rightList, path: name + ":", into: &differences)
            } else if name.hasSuffix(".nib") {
                let comparison = try ArchiveComparison(contentsOfFile: left, right, options: options, limits: limits)
                counts.left += comparison.reachableObjects.left
                counts.right += comparison.reachableObjects.right
                truncated = truncated || comparison.isTruncated
                for var difference in comparison.differences {
                    difference.path = name + ":" + difference.path
                    differences.append(difference)
                }
            }
        }
        return ArchiveComparison(differences: differences, reachableObjects: counts, isTruncated: truncated)
    }

    /// Compares two property-list values (dictionaries by key, arrays in order); values under
    /// ``randomUUIDKeys`` are compared by their keys only.
    private static func comparePropertyLists(
        _ left: CompiledArchive.Value, _ right: CompiledArchive.Value, path: String,
        into differences: inout [Difference], depth: Int = 0, ignoresValues: Bool = false
    ) {
        guard depth < 64 else { return }
        switch (left, right) {
        case (.dictionary(let a), .dictionary(let b)):
            let rightKeys = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let leftKeys = Set(a.map(\.key))
            let separator = path.hasSuffix(":") ? "" : "."
            for entry in a {
                let entryPath = path + separator + entry.key
                guard let other = rightKeys[entry.key] else {
                    differences.append(
                        Difference(.missingKey, path: entryPath, left: entry.value.description, right: ""))
                    continue
                }
                if ignoresValues { continue }
                comparePropertyLists(
                    entry.value, other, path: entryPath, into: &differences, depth: depth + 1,
                    ignoresValues: randomUUIDKeys.contains(entry.key))
            }
            for entry in b where !leftKeys.contains(entry.key) {
                differences.append(
                    Difference(.extraKey, path: path + separator + entry.key, left: "", right: entry.value.description))
            }
        case (.array(let a), .array(let b)):
            if a.count != b.count {
                differences.append(Difference(.elementCount, path: path, left: "\(a.count)", right: "\(b.count)"))
            }
            for (offset, (x, y)) in zip(a, b).enumerated() {
                comparePropertyLists(x, y, path: path + "[\(offset)]", into: &differences, depth: depth + 1)
            }
        default:
            if left != right {
                differences.append(Difference(.value, path: path, left: left.description, right: right.description))
            }
        }
    }
}
