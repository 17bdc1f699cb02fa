/// The vocabulary's decoding plans (``IBDecodingPlan``) as one archive reads them: each
/// archive key's vocabulary key number, found once per archive, and each class's plan, found
/// once per class, so that the mapper reads an object's values in one pass over its slots
/// instead of comparing every property's key name with every slot's.
///
/// Held by reference so that the mapper's writing functions, which do not mutate the mapper,
/// can fill it as they meet classes; each mapper (one per archive) has its own.
final class VocabularyPlans {
    /// For each archive key index, its ``IBVocabulary/keyNumber(of:)``, or -1 for a key the
    /// vocabulary never reads.
    let keyNumbers: [Int32]
    /// Each class-table entry's plan once found, by class index (an array: a dictionary's
    /// hashing cost more than the rest of the lookup).
    ///
    /// One mapper uses its plans on one thread, and no access to a table overlaps another:
    /// `@exclusivity(unchecked)` drops the dynamic checks of the tables read for every object
    /// (`swift_beginAccess`, 1 M instructions in benchmark pass 7's model).
    @exclusivity(unchecked) private var byClassAppKit: [Plan?]
    @exclusivity(unchecked) private var byClassUIKit: [Plan?]

    /// A class's plan: a reference shared by every mapper (``IBDecodingPlan`` is a class made
    /// once per process), its fields read in place.
    typealias Plan = IBDecodingPlan

    /// Scratch tables of ``CompiledNibMapper/decodedAttributes(of:kind:)``, reused from one
    /// object to the next.
    @exclusivity(unchecked) private var firstSlotsScratch: [Int32] = []
    @exclusivity(unchecked) private var convertedScratch: [IBArchivedValue?] = []
    @exclusivity(unchecked) private var geometryScratch: [GeometryNumbers?] = []
    /// The values of the objects that are no element of the document (fonts, colours), by
    /// object index: an archive shares one font among all the cells that use it, and each
    /// reference read it into a dictionary of fields again.
    @exclusivity(unchecked) var valueObjects: [Int: IBArchivedValue] = [:]
    /// Decoded-attribute tables given back (``giveBack(decoded:)``), their storage reused by the
    /// next objects decoded: an object's table lives while its children are written, so a
    /// stack of them (allocating three arrays per object cost about 3 M instructions in pass 7).
    @exclusivity(unchecked) private var decodedPool: [IBDecodedAttributes] = []
    /// Objects decoded before their turn (a button's cell, read for its type), by object index,
    /// taken by ``CompiledNibMapper/decodedAttributesOnce(of:kind:)`` when the object is written.
    @exclusivity(unchecked) var decodedAhead: [Int: IBDecodedAttributes] = [:]

    init(archive: ArchiveTables) {
        keyNumbers = archive.keyRanges.map { range in
            archive.withBytes(range.start, range.count) { IBVocabulary.keyNumber(of: $0) } ?? -1
        }
        byClassAppKit = Array(repeating: nil, count: archive.classNames.count)
        byClassUIKit = byClassAppKit
    }

    /// The plan of archived class `className`: class-table entry `classIndex`, or `nil` for a
    /// class a class swapper names.
    func plan(className: String, classIndex: Int32?, appKit: Bool) -> Plan {
        let platform: Platform = appKit ? .appKit : .uiKit
        guard let classIndex, classIndex >= 0, Int(classIndex) < byClassAppKit.count else {
            return IBVocabulary.decodingPlan(archivedClass: className, platform: platform)
        }
        if let found = cachedPlan(classIndex: classIndex, appKit: appKit) { return found }
        let plan = IBVocabulary.decodingPlan(archivedClass: className, platform: platform)
        if appKit { byClassAppKit[Int(classIndex)] = plan } else { byClassUIKit[Int(classIndex)] = plan }
        return plan
    }

    /// The plan of class-table entry `classIndex` if ``plan(className:classIndex:appKit:)`` has
    /// found it already.
    func cachedPlan(classIndex: Int32, appKit: Bool) -> Plan? {
        guard classIndex >= 0, Int(classIndex) < byClassAppKit.count else { return nil }
        return appKit ? byClassAppKit[Int(classIndex)] : byClassUIKit[Int(classIndex)]
    }

    /// A table of `count` first slots, each -1 (``giveBack(firstSlots:converted:geometry:)`` returns it).
    func takeFirstSlots(count: Int) -> [Int32] {
        var table = firstSlotsScratch
        firstSlotsScratch = []
        table.removeAll(keepingCapacity: true)
        table.append(contentsOf: repeatElement(-1, count: count))
        return table
    }

    /// A table of at least `count` converted values, which the caller fills.
    func takeConverted(count: Int) -> [IBArchivedValue?] {
        var table = convertedScratch
        convertedScratch = []
        // The table keeps its largest size.
        if table.count < count { table.append(contentsOf: repeatElement(nil, count: count - table.count)) }
        return table
    }

    /// A table of at least `count` geometry strings' numbers, which the caller fills.
    func takeGeometry(count: Int) -> [GeometryNumbers?] {
        var table = geometryScratch
        geometryScratch = []
        if table.count < count { table.append(contentsOf: repeatElement(nil, count: count - table.count)) }
        return table
    }

    /// An empty decoded-attribute table, reusing the storage of one given back.
    func takeDecoded() -> IBDecodedAttributes {
        decodedPool.popLast() ?? IBDecodedAttributes()
    }

    /// Keeps a decoded-attribute table's storage for the next object.
    func giveBack(decoded: consuming IBDecodedAttributes) {
        guard decodedPool.count < 64 else { return }
        var table = decoded
        table.removeAll()
        decodedPool.append(table)
    }

    /// Keeps the tables for the next object.
    func giveBack(firstSlots: [Int32], converted: [IBArchivedValue?], geometry: [GeometryNumbers?]) {
        firstSlotsScratch = firstSlots
        convertedScratch = converted
        geometryScratch = geometry
    }
}
