import NibModel

/// Compiles a storyboard into the files of its `.storyboardc` directory, as Apple's ibtool does:
/// an `Info.plist` that maps storyboard identifiers to nibs and names the entry point, one nib
/// per scene controller that can be instantiated, and each view controller's view in a nib of its
/// own, loaded lazily.
///
/// ```swift
/// let document = try NibDocument(contentsOfFile: "Main.storyboard")
/// let output = try StoryboardCompiler(options: CompileOptions(module: "App")).compile(document)
/// for file in output.files { /* write file.bytes to Main.storyboardc/file.name */ }
/// ```
///
/// The nibs of a scene are archived by the xib compiler's archivers (`DocumentCompiler`), each
/// over the part of the document the nib holds; the storyboard compiler adds what ties the nibs
/// together:
/// - a nib per controller that is the initial one, has a storyboard identifier or is the
///   destination of a segue, named by its identifier, else `Class-id`
///   (`NSWindowController-wc1-00-001`, `UIViewController-BYZ-38-t0r`); the owner's
///   `sceneController`/`sceneViewController` outlet names the controller, and the controller's
///   `storyboard` outlet an external object (`NSStoryboardPlaceholder`,
///   `UIStoryboardPlaceholder`);
/// - a view controller's view in `controllerID-view-viewID.nib`, named by the controller
///   (`NSNibName`, `UINibName`), whose owner is the controller and whose
///   `UpstreamPlaceholder-N` external objects stand for the scene's other objects, listed in the
///   controller's external objects table;
/// - a window controller's content controller (the `relationship` segue) archived in the window
///   controller's nib; a UIKit container's children in its `UIChildViewControllers` (another
///   storyboard's as a `UIStoryboardViewControllerPlaceholder`);
/// - a static table's cells in its table view controller's nib, through the controller's
///   `UITableViewControllerStaticDataSource`;
/// - segues as templates (`NSStoryboardShowSegueTemplate`, `UIStoryboardPresentationSegueTemplate`…)
///   naming their identifier and their destination's nib;
/// - a macOS storyboard's application scene as `MainMenu.nib` (`NSStoryboardMainMenu`).
///
/// A storyboard the compiler cannot encode is refused with a ``CompileError`` at the element.
public struct StoryboardCompiler: Sendable {
    /// What the build says beyond the document.
    public var options: CompileOptions
    /// Makes the identifiers ibtool writes fresh for each compilation
    /// (`uniqueIdentifierForStoryboardCompilation`, `NSViewControllerIdentifiersToUUIDs`); random
    /// version-4 UUIDs unless a test asks for fixed ones.
    public var makeUUID: @Sendable () -> String

    /// A compiler with `options`.
    public init(options: CompileOptions = CompileOptions()) {
        self.options = options
        self.makeUUID = { StoryboardCompiler.randomUUID() }
    }

    /// The compiled storyboard: its `Info.plist` and its nibs' graphs.
    public struct Output: Sendable {
        /// The `Info.plist` entries, as a property list.
        public var info: PropertyListNode
        /// Each nib's name without `.nib`, and its archived graph, in the order they were made.
        public var nibs: [(name: String, graph: ArchiveGraph)]
        /// The identifier `Info.plist` names as the entry point, if any.
        public var entryPoint: String? {
            guard case .dictionary(let entries) = info else { return nil }
            for entry in entries where entry.key.hasSuffix("StoryboardDesignatedEntryPointIdentifier") {
                if case .string(let value) = entry.value { return value }
            }
            return nil
        }
    }

    /// The graphs and `Info.plist` of `document`'s `.storyboardc`.
    ///
    /// - Throws: ``CompileError`` for a document that is not a storyboard, or an element or value
    ///   the compiler cannot encode, at its line.
    public func compileGraphs(_ document: NibDocument) throws(CompileError) -> Output {
        guard document.kind == .storyboard else {
            throw CompileError(
                .unsupportedDocument("a \(document.kind.rawValue) is compiled into one nib, not a .storyboardc"),
                at: document.root.location(in: document))
        }
        // The platform first: a watchOS storyboard's scenes hold `<controller>`s the plan does not
        // read as scene members, so planning it would refuse a reference instead of the platform.
        guard document.platform == .appKit || document.platform == .uiKit else {
            throw CompileError(
                .unsupportedDocument(
                    "the \(document.platform?.rawValue ?? "unknown") platform is not compiled (AppKit and UIKit storyboards are)"
                ),
                at: document.root.location(in: document))
        }
        var plan = try StoryboardPlan(document: document, makeUUID: makeUUID)
        if document.platform == .appKit {
            var compiler = AppKitStoryboardCompiler(plan: plan, options: options)
            let nibs = try compiler.run()
            plan = compiler.plan
            return Output(info: plan.appKitInfo(hasMainMenu: compiler.hasMainMenu), nibs: nibs)
        }
        var compiler = UIKitStoryboardCompiler(plan: plan, options: options)
        let nibs = try compiler.run()
        return Output(info: compiler.plan.uiKitInfo(), nibs: nibs)
    }

    /// The files of `document`'s `.storyboardc`: `Info.plist` (a binary property list) and
    /// one `name.nib` per nib, in the format ``CompileOptions/format`` names.
    ///
    /// - Throws: ``CompileError`` for a document, element or value the compiler cannot encode.
    public func compile(_ document: NibDocument) throws(CompileError) -> [(name: String, bytes: [UInt8])] {
        if options.isStrict, let first = DocumentCompiler(options: options).unarchivedParts(of: document).first {
            throw CompileError(.notArchived(first), at: first.location)
        }
        let output = try compileGraphs(document)
        var files: [(name: String, bytes: [UInt8])] = [("Info.plist", output.info.binaryPropertyList())]
        for nib in output.nibs {
            do {
                let bytes: [UInt8]
                switch options.format {
                case .nibArchive:
                    bytes = try NIBArchiveWriter(
                        options: NIBArchiveWriter.Options(coderVersion: document.platform == .appKit ? 10 : 9)
                    ).write(nib.graph)
                case .keyedArchive:
                    bytes = try KeyedArchiveWriter().write(nib.graph)
                }
                files.append((nib.name + ".nib", bytes))
            } catch {
                throw CompileError(.archive(error.description), at: document.root.location(in: document))
            }
        }
        return files
    }

    /// A random version-4 UUID in upper case, as ibtool writes them.
    public static func randomUUID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = bytes.map { byte -> String in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(
            separator: "-")
    }
}
