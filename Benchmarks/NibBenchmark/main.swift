// NibBenchmark: parse throughput and memory of swift-nib against libxml2 itself and against
// Foundation's XMLParser, over every well-formed xib and storyboard of the shared corpus.
//
//     swift run -c release NibBenchmark [--quick] [--json] [--profile] [--corpus DIR] [--min-time SECONDS]
//
// Passes (each repeated over the whole corpus until it has run for at least --min-time):
//   1. floor      libxml2 SAX2 over the same bytes with callbacks that do nothing
//   2. foundation Foundation's XMLParser (FoundationXML on Linux) visiting every element
//   3. swift-nib  bytes to a complete NibDocument
//   4. instantiate  already-parsed documents with stand-ins, objects per second
//   5. memory     heap retained by the parsed documents, and peak RSS while parsing, per input byte
//   6. compiled   every compiled nib of `nib-compiled` (NIBArchive and keyed archives) to a complete
//                 NibDocument, in model objects and archived objects per second beside pass 3
//   7. layers     every compiled nib file of the corpus (`nib-compiled`, `pairs`) read three ways in
//                 the same run: the reader's tables only, the public raw layer (CompiledArchive),
//                 the whole model (NibDocument); per document, per archived object, and the
//                 ratios raw/tables (target ≤ 1.3) and model/tables (target ≤ 2.5); beside them
//                 the model with every element's name, attributes and text read, so that a model
//                 that defers work is not mistaken for one that saves it
//   8. compile    every xib of the corpus's pairs (pairs/macos) that DocumentCompiler compiles:
//                 documents and archived objects per second, compiling a parsed document and
//                 from the xib's bytes to the nib's (target: ≤ 0.19 ms a document, 20× faster
//                 than viraptor/ibtool's 3.8 ms; aim 50×). `--compile-only` runs this pass alone.

import CBenchSupport
import Foundation
import NibCompiler
import NibLoader
import NibModel

#if canImport(FoundationXML)
    import FoundationXML
#endif
#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Options

struct Options {
    var quick = false
    var json = false
    var corpus: String?
    var minTime: Double = 1.0
    /// Run only the swift-nib parse pass, once, and print nothing (for callgrind).
    var profile = false
    /// Parse everything, then run only one instantiate pass (for callgrind).
    var profileInstantiate = false
    /// Run only the libxml2 floor pass, once (for callgrind, to compare with --profile).
    var profileFloor = false
    /// Run only the compiled-nib pass (6), for a profiler.
    var profileCompiled = false
    /// Run only the compile pass (8) and print it.
    var compileOnly = false
    /// Run one pass of each layer of pass 7 (tables, raw layer, model), for callgrind.
    var profileLayers = false
    /// Run one compile pass (8) over the parsed pairs, for callgrind.
    var profileCompile = false

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick": options.quick = true
            case "--profile": options.profile = true
            case "--profile-instantiate": options.profileInstantiate = true
            case "--profile-floor": options.profileFloor = true
            case "--profile-compiled": options.profileCompiled = true
            case "--profile-layers": options.profileLayers = true
            case "--per-file-compiled": break
            case "--compile-only": options.compileOnly = true
            case "--profile-compile": options.profileCompile = true
            case "--json": options.json = true
            case "--corpus": options.corpus = iterator.next()
            case "--min-time": options.minTime = iterator.next().flatMap(Double.init) ?? 1.0
            case "-h", "--help":
                print(
                    "usage: NibBenchmark [--quick] [--json] [--profile] [--profile-floor] [--profile-instantiate] [--profile-compiled] [--profile-layers] [--compile-only] [--profile-compile] [--corpus DIR] [--min-time SECONDS]"
                )
                exit(0)
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(64)
            }
        }
        if options.quick { options.minTime = 0 }
        return options
    }
}

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

// MARK: - Corpus

struct Input {
    var path: String
    var data: Data
}

/// Every file that `MANIFEST.tsv` marks well-formed in the four modern-document folders.
func loadCorpus(_ root: String) -> [Input] {
    let folders: Set<String> = ["xib-macos", "xib-ios", "storyboard-macos", "storyboard-ios"]
    guard let manifest = try? String(contentsOfFile: root + "/MANIFEST.tsv", encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: no MANIFEST.tsv in \(root)\n".utf8))
        exit(1)
    }
    var lines = manifest.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    let header = lines.removeFirst().map(String.init)
    guard let fileColumn = header.firstIndex(of: "file"), let kindColumn = header.firstIndex(of: "kind"),
        let wellFormedColumn = header.firstIndex(of: "well_formed")
    else {
        FileHandle.standardError.write(Data("error: unexpected MANIFEST.tsv header\n".utf8))
        exit(1)
    }
    var inputs: [Input] = []
    for fields in lines where fields.count > max(fileColumn, kindColumn, wellFormedColumn) {
        guard folders.contains(String(fields[kindColumn])), fields[wellFormedColumn] == "yes" else { continue }
        let path = root + "/" + fields[fileColumn]
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { continue }
        inputs.append(Input(path: path, data: data))
    }
    return inputs
}

let corpusRoot: String = {
    if let corpus = options.corpus { return corpus }
    if let shared = ProcessInfo.processInfo.environment["SHARED"] { return shared + "/corpus" }
    return FileManager.default.currentDirectoryPath + "/../shared/corpus"
}()
let inputs = loadCorpus(corpusRoot)
guard !inputs.isEmpty else {
    FileHandle.standardError.write(Data("error: no well-formed documents under \(corpusRoot)\n".utf8))
    exit(1)
}
let totalBytes = inputs.reduce(0) { $0 + $1.data.count }

/// Every compiled nib of the corpus that is not a NeXT typedstream (pass 6).
let compiledInputs: [Input] = {
    let folder = corpusRoot + "/nib-compiled"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    return names.compactMap { name in
        guard let data = FileManager.default.contents(atPath: folder + "/" + name),
            (try? NibDocument(data: data, file: name)) != nil
        else { return nil }
        return Input(path: folder + "/" + name, data: data)
    }
}()

// MARK: - Timing

struct Measurement {
    var name: String
    var seconds: Double
    var iterations: Int
    var bytes: Int
    var elements: Int
    var objects: Int

    var megabytesPerSecond: Double { Double(bytes * iterations) / seconds / 1_000_000 }
    var elementsPerSecond: Double { Double(elements * iterations) / seconds }
    var objectsPerSecond: Double { Double(objects * iterations) / seconds }
}

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Runs `pass` over the whole corpus (after one warm-up pass) until `minTime` has elapsed.
func measure(
    _ name: String, elements: Int, objects: Int = 0, minTime: Double = options.minTime, _ pass: () -> Void
) -> Measurement {
    pass()
    var iterations = 0
    let start = now()
    var elapsed = 0.0
    repeat {
        pass()
        iterations += 1
        elapsed = now() - start
    } while elapsed < minTime
    return Measurement(
        name: name, seconds: elapsed, iterations: iterations, bytes: totalBytes, elements: elements,
        objects: objects)
}

// MARK: - 1. libxml2 SAX2 floor

/// Parses `data` from C with libxml2's SAX2 interface, the same context and options swift-nib
/// uses, and callbacks that only count start tags (CBenchSupport). Returns the element count.
func saxFloor(_ data: Data) -> Int {
    data.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress else { return 0 }
        return bench_sax_floor(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
    }
}

// MARK: - 2. Foundation XMLParser

final class CountingDelegate: NSObject, XMLParserDelegate {
    var elements = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements += 1
    }
}

func foundationParse(_ data: Data) -> Int {
    let parser = XMLParser(data: data)
    let delegate = CountingDelegate()
    parser.delegate = delegate
    _ = parser.parse()
    return delegate.elements
}

// MARK: - 3. swift-nib

func nibParse(_ input: Input) -> NibDocument? {
    try? NibDocument(data: input.data, file: input.path)
}

// MARK: - 4. Instantiation (hook)

/// A stand-in File's Owner of the class the document names, as `nibdump load` makes: a plain
/// `NSObject` owner takes no outlet (AppKit) or raises (UIKit), which a real app never passes.
func owner(for nib: Nib) -> NibStandIn {
    NibStandIn(className: nib.document.filesOwner?.className ?? "NSObject")
}

/// Instantiates every already-parsed document that loads with stand-ins (issue 5, item 4).
///
/// Each `Nib` is made once outside the timing (T4); every pass instantiates all of them with
/// a stand-in owner and UIKit's unknown-class rule, so no document needs the app's classes.
/// Documents that cannot load at all (e.g. duplicate ids) are left out, and objects/s counts
/// the objects the loader creates (placeholders are bound, not created).
func measureInstantiation(_ documents: [NibDocument], elements: Int, objects: Int) -> Measurement? {
    let options = NibLoadOptions(unknownClassPolicy: .useStandardClass)
    let nibs = documents.filter { $0.kind == .xib }.map { Nib(document: $0) }.filter { nib in
        (try? nib.instantiate(owner: owner(for: nib), options: options)) != nil
    }
    guard !nibs.isEmpty else { return nil }
    let created = nibs.reduce(0) { $0 + $1.document.objects.count - $1.document.placeholderIDs.count }
    let loadedElements = nibs.reduce(0) { total, nib in
        var count = 0
        nib.document.root.forEachDescendant { _ in count += 1 }
        return total + count
    }
    return measure("swift-nib instantiate with stand-ins", elements: loadedElements, objects: created) {
        for nib in nibs {
            _ = try? nib.instantiate(owner: owner(for: nib), options: options)
        }
    }
}

// MARK: - 5. Memory

/// What parsing one document costs in heap, from the allocation counters in CBenchSupport.
struct HeapCost {
    /// The highest net number of bytes allocated while the document was parsed.
    var peak: Int
    /// The bytes still allocated when the parse returned: the model.
    var retained: Int
}

/// Parses `input` with the heap counters on; the model is freed afterwards.
func heapCost(of input: Input) -> HeapCost {
    bench_track_begin()
    let cost: HeapCost
    do {
        let document = nibParse(input)
        let retained = Int(bench_track_now())
        cost = HeapCost(peak: Int(bench_track_end()), retained: retained)
        withExtendedLifetime(document) {}
    }
    return cost
}

struct MemoryReport {
    /// Heap retained by the models of all documents, over the bytes of all inputs.
    var retainedRatio: Double
    /// The worst single document: heap retained by its model over its input size.
    var worstRetainedRatio: Double
    var worstRetainedFile: String
    /// The heap high-water mark of each parse (input bytes not included: the caller holds them),
    /// summed over all documents, over the bytes of all inputs.
    var peakRatio: Double
    /// The largest document's heap high-water mark over its input size.
    var largestPeakRatio: Double
    var largestFile: String
    /// The smallest document's heap high-water mark in bytes: the fixed cost of a parse (a
    /// libxml2 context, the builder's tables at their smallest), which dwarfs a tiny input.
    var smallestPeakBytes: Int
    var smallestFile: String
}

/// Measures each document's parse with the heap counters: what the model keeps, and the most
/// the parse had allocated at any moment (libxml2's copy of the input and its context, the
/// growing tables, the model).
func measureMemory() -> MemoryReport {
    // One parse first, so that what the process sets up once (runtime metadata, lazily made
    // tables) is not counted against whichever document happens to be measured first.
    if let first = inputs.first { _ = nibParse(first) }
    var report = MemoryReport(
        retainedRatio: 0, worstRetainedRatio: 0, worstRetainedFile: "", peakRatio: 0, largestPeakRatio: 0,
        largestFile: "", smallestPeakBytes: 0, smallestFile: "")
    var largest = 0
    var smallest = Int.max
    var retainedTotal = 0
    var peakTotal = 0
    for input in inputs {
        let cost = heapCost(of: input)
        retainedTotal += cost.retained
        peakTotal += cost.peak
        let name = (input.path as NSString).lastPathComponent
        let retained = Double(cost.retained) / Double(input.data.count)
        if retained > report.worstRetainedRatio {
            report.worstRetainedRatio = retained
            report.worstRetainedFile = name
        }
        if input.data.count > largest {
            largest = input.data.count
            report.largestPeakRatio = Double(cost.peak) / Double(input.data.count)
            report.largestFile = name
        }
        if input.data.count < smallest {
            smallest = input.data.count
            report.smallestPeakBytes = cost.peak
            report.smallestFile = name
        }
    }
    report.retainedRatio = Double(retainedTotal) / Double(totalBytes)
    report.peakRatio = Double(peakTotal) / Double(totalBytes)
    return report
}

// MARK: - 8. Compiling

/// The compile pass over the xib pairs: each xib Apple compiled for the corpus, compiled again.
struct CompileMeasurement {
    var documents: Int
    var refused: Int
    var archivedObjects: Int
    /// One pass over every document, parsed beforehand: `DocumentCompiler.compile`.
    var compileSeconds: Double
    /// One pass from the xib's bytes to the nib's: parse and compile.
    var endToEndSeconds: Double
    /// One pass making the archived graphs alone (`DocumentCompiler.graph(for:)`), without writing.
    var graphSeconds: Double
    /// The processor time of one compile pass (the pass is single-threaded: what it takes on an
    /// idle core, whatever else the machine runs).
    var compileCPUSeconds: Double

    var documentsPerSecond: Double { Double(documents) / compileSeconds }
    var archivedObjectsPerSecond: Double { Double(archivedObjects) / compileSeconds }
    var millisecondsPerDocument: Double { compileSeconds / Double(documents) * 1000 }
    var endToEndMillisecondsPerDocument: Double { endToEndSeconds / Double(documents) * 1000 }
    var graphMillisecondsPerDocument: Double { graphSeconds / Double(documents) * 1000 }
    var cpuMillisecondsPerDocument: Double { compileCPUSeconds / Double(documents) * 1000 }
}

/// Processor time of this process, in seconds.
func processorTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// The xibs of `pairs/macos` that `DocumentCompiler` compiles: their bytes, their parsed
/// documents, their archived objects in all, and how many it refuses.
func compilableDocuments(
    _ compiler: DocumentCompiler
) -> (sources: [Input], documents: [NibDocument], archivedObjects: Int, refused: Int) {
    let folder = corpusRoot + "/pairs/macos"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xib") }
        .sorted()
    var sources: [Input] = []
    var documents: [NibDocument] = []
    var archivedObjects = 0
    var refused = 0
    for name in names {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name),
            let document = try? NibDocument(data: data, file: name)
        else { continue }
        guard let graph = try? compiler.graph(for: document), (try? compiler.compile(document)) != nil else {
            refused += 1
            continue
        }
        sources.append(Input(path: name, data: data))
        documents.append(document)
        archivedObjects += graph.objects.count
    }
    return (sources, documents, archivedObjects, refused)
}

func measureCompile() -> CompileMeasurement? {
    let compiler = DocumentCompiler()
    let (sources, documents, archivedObjects, refused) = compilableDocuments(compiler)
    guard !documents.isEmpty else { return nil }
    let cpuStart = processorTime()
    var cpuPasses = 0
    let compile = measure("compile", elements: 0) {
        for document in documents { _ = try? compiler.compile(document) }
        cpuPasses += 1
    }
    let compileCPUSeconds = (processorTime() - cpuStart) / Double(cpuPasses)
    let graphs = measure("graphs", elements: 0) {
        for document in documents { _ = try? compiler.graph(for: document) }
    }
    let endToEnd = measure("parse and compile", elements: 0) {
        for source in sources {
            if let document = try? NibDocument(data: source.data, file: source.path) {
                _ = try? compiler.compile(document)
            }
        }
    }
    return CompileMeasurement(
        documents: documents.count, refused: refused, archivedObjects: archivedObjects,
        compileSeconds: compile.seconds / Double(compile.iterations),
        endToEndSeconds: endToEnd.seconds / Double(endToEnd.iterations),
        graphSeconds: graphs.seconds / Double(graphs.iterations), compileCPUSeconds: compileCPUSeconds)
}

func compileReport(_ compiling: CompileMeasurement) -> String {
    let viraptor = 3.8
    return """
        | compile pass (8): \(compiling.documents) xibs of pairs/macos (\(compiling.refused) refused) | value | target |
        |---|---:|---:|
        | documents per second, parsed document → nib bytes | \(fixed(compiling.documentsPerSecond, 0)) | – |
        | archived objects per second | \(fixed(compiling.archivedObjectsPerSecond / 1e6, 2)) M | – |
        | ms per document, parsed document → nib bytes | \(fixed(compiling.millisecondsPerDocument, 3)) | ≤ 0.19 |
        | … of which the archived graph (`DocumentCompiler.graph(for:)`) | \(fixed(compiling.graphMillisecondsPerDocument, 3)) | – |
        | ms of processor time per document, parsed document → nib bytes | \(fixed(compiling.cpuMillisecondsPerDocument, 3)) | ≤ 0.19 |
        | ms per document, xib bytes → nib bytes | \(fixed(compiling.endToEndMillisecondsPerDocument, 3)) | ≤ 0.19 |
        | faster than viraptor/ibtool's 3.8 ms, xib bytes → nib bytes | \(fixed(viraptor / compiling.endToEndMillisecondsPerDocument, 0))× | ≥ 20× (aim 50×) |
        """
}

// MARK: - 7. Compiled nibs: tables, raw layer, model

/// Every compiled nib file of the corpus (`nib-compiled`, and the nibs of `pairs`: `X.nib`
/// files and the scene nibs of `X.storyboardc` folders) that reads, grouped as NIBArchive and
/// keyed archives: the documents pass 7 reads in three layers.
let layerInputs: (nibArchive: [Input], keyed: [Input]) = {
    var files: [String] = []
    for folder in ["nib-compiled", "pairs"] {
        let root = corpusRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
        while let name = walker.nextObject() as? String {
            guard name.hasSuffix(".nib") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(root + "/" + name)
            }
        }
    }
    var nibArchives: [Input] = []
    var keyed: [Input] = []
    for path in files.sorted() {
        guard let data = FileManager.default.contents(atPath: path), (try? NibDocument(data: data, file: path)) != nil
        else { continue }
        if data.starts(with: Data("NIBArchive".utf8)) {
            nibArchives.append(Input(path: path, data: data))
        } else {
            keyed.append(Input(path: path, data: data))
        }
    }
    return (nibArchives, keyed)
}()

/// Only the reader's tables (`ArchiveTables`, what the mapper reads).
@inline(never) func readTables(_ inputs: [Input]) -> Int {
    inputs.reduce(0) { $0 + ((try? CompiledArchive.tableObjectCount(data: $1.data, file: $1.path)) ?? 0) }
}
/// The public raw layer, `CompiledArchive`, as a caller gets it.
@inline(never) func readRawLayer(_ inputs: [Input]) -> Int {
    inputs.reduce(0) { $0 + ((try? CompiledArchive(data: $1.data, file: $1.path))?.objects.count ?? 0) }
}
/// The public raw layer with every object's class name and every value read (keys as strings,
/// values as public values): what a caller that walks the whole archive pays.
@inline(never) func walkRawLayer(_ inputs: [Input]) -> Int {
    var total = 0
    for input in inputs {
        guard let archive = try? CompiledArchive(data: input.data, file: input.path) else { continue }
        for object in archive.objects {
            total += object.className.utf8.count
            for entry in object.values { total += entry.key.utf8.count + (entry.value == .null ? 0 : 1) }
        }
    }
    return total
}
/// The whole model, `NibDocument`.
@inline(never) func readModel(_ inputs: [Input]) -> Int {
    inputs.reduce(0) { $0 + (nibParse($1)?.objects.count ?? 0) }
}
/// The whole model with every element's name, every attribute's name and value, and every text
/// read as strings: what a caller that reads the whole document pays (a model that decoded
/// lazily would show its deferred cost here, not in ``readModel(_:)``).
@inline(never) func readModelFully(_ inputs: [Input]) -> Int {
    var total = 0
    for input in inputs {
        guard let document = nibParse(input) else { continue }
        document.root.forEachDescendant { element in
            total += element.name.utf8.count + element.text.utf8.count
            for attribute in element.attributes { total += attribute.name.utf8.count + attribute.value.utf8.count }
        }
    }
    return total
}

/// One group's three layers, timed in the same run.
struct LayerComparison {
    var group: String
    var documents: Int
    var archivedObjects: Int
    var bytes: Int
    /// Seconds per pass over the group: tables, raw layer, raw layer walked, model, model with
    /// every attribute read.
    var tables: Double
    var raw: Double
    var rawWalked: Double
    var model: Double
    var modelRead: Double
    var rawToTables: Double { raw / tables }
    var modelToTables: Double { model / tables }
}
func compareLayers(_ group: String, _ inputs: [Input]) -> LayerComparison? {
    guard !inputs.isEmpty else { return nil }
    // The layers take turns, round after round, and each keeps its best round: a machine whose
    // load changes during the run slows every layer alike instead of the one measured then.
    let rounds = options.quick ? 1 : 5
    var best = [Double](repeating: .infinity, count: 5)
    let passes: [() -> Void] = [
        { _ = readTables(inputs) }, { _ = readRawLayer(inputs) }, { _ = walkRawLayer(inputs) },
        { _ = readModel(inputs) }, { _ = readModelFully(inputs) },
    ]
    for _ in 0..<rounds {
        for (layer, pass) in passes.enumerated() {
            let measurement = measure("layer", elements: 0, minTime: options.minTime / Double(rounds), pass)
            best[layer] = min(best[layer], measurement.seconds / Double(measurement.iterations))
        }
    }
    return LayerComparison(
        group: group, documents: inputs.count, archivedObjects: readTables(inputs),
        bytes: inputs.reduce(0) { $0 + $1.data.count }, tables: best[0], raw: best[1], rawWalked: best[2],
        model: best[3], modelRead: best[4])
}

// MARK: - Run

if options.profileFloor {
    // valgrind --tool=callgrind --toggle-collect='*profileFloorPass*' .build/release/NibBenchmark
    //     --profile-floor: one floor pass, without loading the corpus.
    @inline(never) func profileFloorPass() {
        for input in inputs { _ = saxFloor(input.data) }
    }
    profileFloorPass()
    exit(0)
}
if options.profileCompile {
    // valgrind --tool=callgrind --toggle-collect='*profileCompilePass*' .build/release/NibBenchmark
    //     --profile-compile: one compile pass (8) over the parsed pairs, parsing not counted.
    let compiler = DocumentCompiler()
    let documents = compilableDocuments(compiler).documents
    @inline(never) func profileCompilePass() {
        for document in documents { _ = try? compiler.compile(document) }
    }
    profileCompilePass()
    print("\(documents.count) documents compiled")
    exit(0)
}
if options.compileOnly {
    guard let compiling = measureCompile() else {
        FileHandle.standardError.write(Data("error: no xib pair under \(corpusRoot)/pairs/macos compiles\n".utf8))
        exit(1)
    }
    print(compileReport(compiling))
    exit(0)
}
if CommandLine.arguments.contains("--per-file-compiled") {
    for input in compiledInputs {
        let start = now()
        for _ in 0..<50 { _ = nibParse(input) }
        let objects = nibParse(input)?.objects.count ?? 0
        print(
            fixed((now() - start) / 50 * 1000, 3), "ms", input.data.count, "bytes", objects, "objects",
            (input.path as NSString).lastPathComponent)
    }
    exit(0)
}
if options.profileCompiled {
    // perf record .build/release/NibBenchmark --profile-compiled: 200 passes of (6) only.
    // PROFILE_MAGIC=NIBArchive (or bplist, <?xml) keeps only the inputs that start with it.
    let magic = ProcessInfo.processInfo.environment["PROFILE_MAGIC"].map { Data($0.utf8) }
    // PROFILE_PASSES=1 for callgrind (the default, 200, is for a sampling profiler).
    let passes = ProcessInfo.processInfo.environment["PROFILE_PASSES"].flatMap { Int($0) } ?? 200
    // PROFILE_NAME=minimal keeps only the inputs whose path contains it.
    let name = ProcessInfo.processInfo.environment["PROFILE_NAME"]
    let selected = compiledInputs.filter {
        (magic == nil || $0.data.starts(with: magic!)) && (name == nil || $0.path.contains(name!))
    }
    @inline(never) func profileCompiledPass() {
        for _ in 0..<passes { for input in selected { _ = nibParse(input) } }
    }
    profileCompiledPass()
    exit(0)
}
if options.profileLayers {
    // valgrind --tool=callgrind .build/release/NibBenchmark --profile-layers: one pass of each
    // layer (tables, raw layer, model) over every compiled nib file; callgrind_annotate
    // --inclusive=yes gives each profileLayer… function's instructions (docs/Performance.md).
    // PROFILE_MAGIC=NIBArchive (or bplist, <?xml) keeps the nibs of one format.
    let magic = ProcessInfo.processInfo.environment["PROFILE_MAGIC"].map { Data($0.utf8) }
    let selected = (layerInputs.nibArchive + layerInputs.keyed).filter { magic == nil || $0.data.starts(with: magic!) }
    @inline(never) func profileLayerTables() -> Int { readTables(selected) }
    @inline(never) func profileLayerRaw() -> Int { readRawLayer(selected) }
    @inline(never) func profileLayerRawWalked() -> Int { walkRawLayer(selected) }
    @inline(never) func profileLayerModel() -> Int { readModel(selected) }
    @inline(never) func profileLayerModelRead() -> Int { readModelFully(selected) }
    let objects = profileLayerTables()
    _ = profileLayerRaw()
    _ = profileLayerRawWalked()
    _ = profileLayerModel()
    _ = profileLayerModelRead()
    print(
        "\(selected.count) compiled nibs, \(selected.reduce(0) { $0 + $1.data.count }) bytes, \(objects) archived objects"
    )
    exit(0)
}
if options.profile {
    // valgrind --tool=callgrind --toggle-collect='*profileParsePass*' .build/release/NibBenchmark
    //     --profile: one parse of everything, without loading the corpus.
    // PROFILE_NAME=StatusBar keeps only the documents whose path contains it.
    let name = ProcessInfo.processInfo.environment["PROFILE_NAME"]
    let selected = inputs.filter { name == nil || $0.path.contains(name!) }
    @inline(never) func profileParsePass() {
        for input in selected { _ = nibParse(input) }
    }
    profileParsePass()
    exit(0)
}
let parsed = inputs.compactMap(nibParse)
if options.profileInstantiate {
    // valgrind --tool=callgrind --toggle-collect='*profileInstantiatePass*' .build/release/NibBenchmark
    //     --profile-instantiate: one instantiate pass over every loadable xib.
    let loadOptions = NibLoadOptions(unknownClassPolicy: .useStandardClass)
    let nibs = parsed.filter { $0.kind == .xib }.map { Nib(document: $0) }
    @inline(never) func profileInstantiatePass() {
        for nib in nibs { _ = try? nib.instantiate(owner: owner(for: nib), options: loadOptions) }
    }
    profileInstantiatePass()
    exit(0)
}
if parsed.count != inputs.count {
    FileHandle.standardError.write(Data("error: swift-nib failed on \(inputs.count - parsed.count) documents\n".utf8))
    exit(1)
}
let corpusElements = inputs.reduce(0) { $0 + saxFloor($1.data) }
let corpusObjects = parsed.reduce(0) { $0 + $1.objects.count }

let floor = measure("libxml2 SAX2, no-op callbacks (1)", elements: corpusElements) {
    for input in inputs { _ = saxFloor(input.data) }
}
let foundation = measure("Foundation XMLParser, visit only (2)", elements: corpusElements) {
    for input in inputs { _ = foundationParse(input.data) }
}
let nib = measure("swift-nib bytes -> NibDocument (3)", elements: corpusElements, objects: corpusObjects) {
    for input in inputs { _ = nibParse(input) }
}
let instantiate = measureInstantiation(parsed, elements: corpusElements, objects: corpusObjects)

// MARK: - 6. Compiled nibs

let compiledParsed = compiledInputs.compactMap(nibParse)
let compiledObjects = compiledParsed.reduce(0) { $0 + $1.objects.count }
let archivedObjects = compiledInputs.reduce(0) { total, input in
    total + ((try? CompiledArchive(data: input.data, file: input.path))?.objects.count ?? 0)
}
let compiled: Measurement? =
    compiledInputs.isEmpty
    ? nil
    : {
        var measurement = measure("swift-nib compiled nib -> NibDocument (6)", elements: 0, objects: compiledObjects) {
            for input in compiledInputs { _ = nibParse(input) }
        }
        measurement.bytes = compiledInputs.reduce(0) { $0 + $1.data.count }
        return measurement
    }()
let compiledRatio = compiled.map { $0.objectsPerSecond / nib.objectsPerSecond }

/// Pass 6 split by format: model objects per second of each format's nibs against pass 3.
struct FormatRatio {
    var format: String
    var nibs: Int
    var objects: Int
    var ratio: Double
}
let formatRatios: [FormatRatio] =
    compiledInputs.isEmpty
    ? []
    : [("NIBArchive", "NIBArchive"), ("binary plist", "bplist"), ("XML plist", "<?xml")].compactMap { format, magic in
        let selected = compiledInputs.filter { $0.data.starts(with: Data(magic.utf8)) }
        guard !selected.isEmpty else { return nil }
        let objects = selected.compactMap(nibParse).reduce(0) { $0 + $1.objects.count }
        let measurement = measure("compiled \(format)", elements: 0, objects: objects) {
            for input in selected { _ = nibParse(input) }
        }
        return FormatRatio(
            format: format, nibs: selected.count, objects: objects,
            ratio: measurement.objectsPerSecond / nib.objectsPerSecond)
    }

/// The same documents in both forms: each compiled nib of the corpus whose source document is
/// in the corpus too (`X.nib` beside `X.xib`, `X.nib/keyedobjects.nib` beside
/// `X.nib/designable.nib`), read in turn. The two forms hold the same model objects, so the
/// ratio of their times is the ratio per object, free of the two corpora's different mixes.
struct PairComparison {
    var kind: String
    var pairs: Int
    var objects: Int
    var sourceSeconds: Double
    var compiledSeconds: Double
    var ratio: Double { sourceSeconds / compiledSeconds }
}
let pairComparisons: [PairComparison] = {
    var groups: [String: [(source: Input, compiled: Input)]] = [:]
    let folders = ["xib-macos", "xib-ios", "xib-legacy"]
    for compiledInput in compiledInputs {
        let name = (compiledInput.path as NSString).lastPathComponent
        let sourceName: String
        if name.hasSuffix(".nib_keyedobjects.nib") {
            sourceName = String(name.dropLast("keyedobjects.nib".count)) + "designable.nib"
        } else if name.hasSuffix(".nib") {
            sourceName = String(name.dropLast(4)) + ".xib"
        } else {
            continue
        }
        for folder in folders {
            let path = corpusRoot + "/" + folder + "/" + sourceName
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let source = Input(path: path, data: data)
            guard let sourceDocument = nibParse(source), let compiledDocument = nibParse(compiledInput),
                sourceDocument.objects.count == compiledDocument.objects.count
            else { continue }
            let kind = folder == "xib-legacy" ? "legacy xib → keyed archive" : "xib → compiled nib"
            groups[kind, default: []].append((source, compiledInput))
        }
    }
    return groups.keys.sorted().map { kind in
        let pairs = groups[kind]!
        let objects = pairs.compactMap { nibParse($0.source) }.reduce(0) { $0 + $1.objects.count }
        let sources = measure("sources", elements: 0) { for pair in pairs { _ = nibParse(pair.source) } }
        let compiledForms = measure("compiled", elements: 0) { for pair in pairs { _ = nibParse(pair.compiled) } }
        return PairComparison(
            kind: kind, pairs: pairs.count, objects: objects,
            sourceSeconds: sources.seconds / Double(sources.iterations),
            compiledSeconds: compiledForms.seconds / Double(compiledForms.iterations))
    }
}()
/// Archived objects per second of pass 6 against model objects per second of pass 3: for
/// reference only (an archived object is a string, a number or a font as well as a view).
let compiledArchivedRatio = compiled.map {
    Double(archivedObjects * $0.iterations) / $0.seconds / nib.objectsPerSecond
}

let layerComparisons = [
    compareLayers("NIBArchive", layerInputs.nibArchive), compareLayers("keyed archives", layerInputs.keyed),
].compactMap { $0 }

let memory = measureMemory()
let compiling = measureCompile()

let ratioToFloor = nib.megabytesPerSecond / floor.megabytesPerSecond
let ratioToFoundation = nib.megabytesPerSecond / foundation.megabytesPerSecond

// MARK: - Output

func fixed(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
}

if options.json {
    func row(_ measurement: Measurement) -> [String: Any] {
        [
            "name": measurement.name, "seconds": measurement.seconds, "iterations": measurement.iterations,
            "megabytesPerSecond": measurement.megabytesPerSecond,
            "elementsPerSecond": measurement.elementsPerSecond, "objectsPerSecond": measurement.objectsPerSecond,
        ]
    }
    var report: [String: Any] = [
        "documents": inputs.count, "inputBytes": totalBytes, "elements": corpusElements, "objects": corpusObjects,
        "quick": options.quick,
        "floor": row(floor), "foundation": row(foundation), "swiftNib": row(nib),
        "ratioSwiftNibToFloor": ratioToFloor, "ratioSwiftNibToFoundation": ratioToFoundation,
        "retainedModelBytesPerInputByte": memory.retainedRatio,
        "worstRetainedModelBytesPerInputByte": memory.worstRetainedRatio,
        "worstRetainedFile": memory.worstRetainedFile,
        "peakHeapBytesPerInputByte": memory.peakRatio,
        "largestDocumentPeakHeapBytesPerInputByte": memory.largestPeakRatio, "largestFile": memory.largestFile,
        "smallestDocumentPeakHeapBytes": memory.smallestPeakBytes, "smallestFile": memory.smallestFile,
    ]
    report["instantiate"] = instantiate.map(row) ?? NSNull()
    report["compiled"] = compiled.map(row) ?? NSNull()
    report["compiledNibs"] = compiledInputs.count
    report["compiledArchivedObjectsPerSecond"] =
        compiled.map { Double(archivedObjects * $0.iterations) / $0.seconds } ?? NSNull()
    report["ratioCompiledToXMLPerObject"] = compiledRatio ?? NSNull()
    report["ratioCompiledArchivedToXMLPerObject"] = compiledArchivedRatio ?? NSNull()
    report["compiledByFormat"] = formatRatios.map {
        ["format": $0.format, "nibs": $0.nibs, "objects": $0.objects, "ratioToXMLPerObject": $0.ratio] as [String: Any]
    }
    report["compile"] =
        compiling.map {
            [
                "documents": $0.documents, "refused": $0.refused, "archivedObjects": $0.archivedObjects,
                "documentsPerSecond": $0.documentsPerSecond, "archivedObjectsPerSecond": $0.archivedObjectsPerSecond,
                "millisecondsPerDocument": $0.millisecondsPerDocument,
                "parseAndCompileMillisecondsPerDocument": $0.endToEndMillisecondsPerDocument,
                "graphMillisecondsPerDocument": $0.graphMillisecondsPerDocument,
                "processorMillisecondsPerDocument": $0.cpuMillisecondsPerDocument,
            ] as [String: Any]
        } ?? NSNull()
    report["sameDocuments"] = pairComparisons.map {
        [
            "kind": $0.kind, "pairs": $0.pairs, "objects": $0.objects, "sourceSeconds": $0.sourceSeconds,
            "compiledSeconds": $0.compiledSeconds, "ratioSourceTimeToCompiledTime": $0.ratio,
        ] as [String: Any]
    }
    report["layers"] = layerComparisons.map {
        [
            "group": $0.group, "documents": $0.documents, "archivedObjects": $0.archivedObjects, "bytes": $0.bytes,
            "tablesSeconds": $0.tables, "rawSeconds": $0.raw, "rawWalkedSeconds": $0.rawWalked,
            "modelSeconds": $0.model, "modelEveryAttributeReadSeconds": $0.modelRead,
            "ratioRawToTables": $0.rawToTables, "ratioModelToTables": $0.modelToTables,
            "ratioModelEveryAttributeReadToTables": $0.modelRead / $0.tables,
        ] as [String: Any]
    }
    let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
} else {
    print(
        "corpus: \(inputs.count) documents, \(fixed(Double(totalBytes) / 1_000_000, 2)) MB, "
            + "\(corpusElements) elements, \(corpusObjects) objects"
            + (options.quick ? " (quick: one pass each, numbers are not meaningful)" : ""))
    print("")
    print("| pass | MB/s | elements/s | objects/s | iterations |")
    print("|---|---:|---:|---:|---:|")
    for measurement in [floor, foundation, nib] {
        let objects = measurement.objects > 0 ? fixed(measurement.objectsPerSecond / 1e6, 2) + " M" : "–"
        print(
            "| \(measurement.name) | \(fixed(measurement.megabytesPerSecond)) | "
                + "\(fixed(measurement.elementsPerSecond / 1e6, 2)) M | \(objects) | \(measurement.iterations) |")
    }
    if let instantiate {
        print(
            "| \(instantiate.name) (4) | – | – | \(fixed(instantiate.objectsPerSecond / 1e6, 2)) M | "
                + "\(instantiate.iterations) |")
    } else {
        print("| swift-nib instantiate with stand-ins (4) | – | – | not measured: no document loaded | – |")
    }
    if let compiled {
        print(
            "| \(compiled.name), \(compiledInputs.count) nibs | \(fixed(compiled.megabytesPerSecond)) | – | "
                + "\(fixed(compiled.objectsPerSecond / 1e6, 2)) M (\(fixed(Double(archivedObjects * compiled.iterations) / compiled.seconds / 1e6, 2)) M archived) | \(compiled.iterations) |"
        )
    }
    print("")
    print("| ratio | value | target |")
    print("|---|---:|---:|")
    print("| swift-nib / libxml2 floor (3/1) | \(fixed(ratioToFloor, 2)) | ≥ 0.5 |")
    print("| swift-nib / Foundation (3/2) | \(fixed(ratioToFoundation, 2)) | ≥ 2 |")
    if let compiledRatio {
        print("| compiled nib / XML, model objects per second (6/3) | \(fixed(compiledRatio, 2)) | – |")
        if let compiledArchivedRatio {
            print(
                "| compiled nib archived objects / XML model objects per second (6/3) | \(fixed(compiledArchivedRatio, 2)) | – |"
            )
        }
    }
    for format in formatRatios {
        print(
            "| … \(format.format) only (\(format.nibs) nibs, \(format.objects) model objects), per model object "
                + "(6/3) | \(fixed(format.ratio, 2)) | – |")
    }
    for pair in pairComparisons {
        print(
            "| same documents, \(pair.kind) (\(pair.pairs) pairs, \(pair.objects) objects each side): "
                + "source time / compiled time | \(fixed(pair.ratio, 2)) | – |")
    }
    for layers in layerComparisons {
        print(
            "| compiled \(layers.group) (7): raw layer / tables, time (\(layers.documents) nibs) | "
                + "\(fixed(layers.rawToTables, 2)) | ≤ 1.3 |")
        print(
            "| compiled \(layers.group) (7): model / tables, time (\(layers.documents) nibs) | "
                + "\(fixed(layers.modelToTables, 2)) | ≤ 2.5 |")
        print(
            "| compiled \(layers.group) (7): model with every attribute read / tables, time | "
                + "\(fixed(layers.modelRead / layers.tables, 2)) | – |")
    }
    print("| retained model / input bytes, whole corpus (5) | \(fixed(memory.retainedRatio, 2)) | ≤ 4 |")
    print(
        "| retained model / input bytes, worst document (5) | \(fixed(memory.worstRetainedRatio, 2)) "
            + "(\(memory.worstRetainedFile)) | ≤ 4 |")
    print("| peak heap while parsing / input bytes, whole corpus (5) | \(fixed(memory.peakRatio, 2)) | – |")
    print(
        "| peak heap while parsing / input bytes, largest document (5) | \(fixed(memory.largestPeakRatio, 2)) "
            + "(\(memory.largestFile)) | – |")
    print(
        "| peak heap while parsing, smallest document (5) | \(fixed(Double(memory.smallestPeakBytes) / 1024, 1)) KB "
            + "(\(memory.smallestFile)) | – |")
    if let compiling {
        print("")
        print(compileReport(compiling))
    }
    if !layerComparisons.isEmpty {
        print("")
        print(
            "| compiled nibs (7), same run | tables | raw layer | raw layer, every value read | model "
                + "| model, every attribute read |")
        print("|---|---:|---:|---:|---:|---:|")
        for layers in layerComparisons {
            let perDocument = { (seconds: Double) in fixed(seconds / Double(layers.documents) * 1e6, 1) + " µs" }
            let perObject = { (seconds: Double) in fixed(seconds / Double(layers.archivedObjects) * 1e9, 0) + " ns" }
            print(
                "| \(layers.group), \(layers.documents) nibs, \(layers.archivedObjects) archived objects, "
                    + "\(fixed(Double(layers.bytes) / 1e6, 2)) MB: per document | \(perDocument(layers.tables)) | "
                    + "\(perDocument(layers.raw)) | \(perDocument(layers.rawWalked)) | \(perDocument(layers.model)) | "
                    + "\(perDocument(layers.modelRead)) |")
            print(
                "| … per archived object | \(perObject(layers.tables)) | \(perObject(layers.raw)) | "
                    + "\(perObject(layers.rawWalked)) | \(perObject(layers.model)) | \(perObject(layers.modelRead)) |")
            print(
                "| … against the tables | 1 | \(fixed(layers.rawToTables, 2)) | "
                    + "\(fixed(layers.rawWalked / layers.tables, 2)) | \(fixed(layers.modelToTables, 2)) | "
                    + "\(fixed(layers.modelRead / layers.tables, 2)) |")
        }
    }
}
