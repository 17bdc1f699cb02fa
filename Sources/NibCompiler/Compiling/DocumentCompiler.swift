import NibModel

/// Compiles Interface Builder documents into the archives Apple's runtimes load: the archived
/// object graph Apple's ibtool makes from the same document, written as a `NIBArchive` or a
/// keyed archive.
///
/// ```swift
/// let document = try NibDocument(contentsOfFile: "MainMenu.xib")
/// let compiler = DocumentCompiler(options: CompileOptions(module: "App"))
/// let bytes = try compiler.compile(document)      // MainMenu.nib
/// ```
///
/// Every element and attribute is archived as `IBVocabulary` describes it — the same table the
/// decompiler reads the other way. An element the vocabulary does not know is refused with a
/// ``CompileError`` at its line, never compiled into a nib that is silently wrong.
public struct DocumentCompiler: Sendable {
    /// What the build says beyond the document.
    public var options: CompileOptions

    /// A compiler with `options`.
    public init(options: CompileOptions = CompileOptions()) {
        self.options = options
    }

    /// The archived object graph of `document`.
    ///
    /// - Throws: ``CompileError`` for a document, element or value the compiler cannot encode.
    public func graph(for document: NibDocument) throws(CompileError) -> ArchiveGraph {
        guard document.kind == .xib else {
            throw CompileError(
                .unsupportedDocument("a \(document.kind.rawValue) is compiled scene by scene, not as one nib"),
                at: document.root.location(in: document))
        }
        switch document.platform {
        case .appKit:
            var archiver = AppKitArchiver(document: document, options: options)
            return try archiver.run()
        case .uiKit:
            var archiver = UIKitArchiver(document: document, options: options)
            return try archiver.run()
        default:
            throw CompileError(
                .unsupportedDocument(
                    "the \(document.platform?.rawValue ?? "unknown") platform is not compiled yet (AppKit and UIKit xibs are)"
                ),
                at: document.root.location(in: document))
        }
    }

    /// The compiled nib of `document`, in the format ``CompileOptions/format`` names.
    ///
    /// - Throws: ``CompileError`` for a document, element or value the compiler cannot encode.
    public func compile(_ document: NibDocument) throws(CompileError) -> [UInt8] {
        if options.isStrict, let first = unarchivedParts(of: document).first {
            throw CompileError(.notArchived(first), at: first.location)
        }
        let graph = try graph(for: document)
        do {
            switch options.format {
            case .nibArchive:
                return try NIBArchiveWriter(
                    options: NIBArchiveWriter.Options(coderVersion: document.platform == .appKit ? 10 : 9)
                ).write(graph)
            case .keyedArchive:
                return try KeyedArchiveWriter().write(graph)
            }
        } catch {
            throw CompileError(.archive(error.description), at: document.root.location(in: document))
        }
    }
}

extension NibElement {
    /// The element's place in `document`'s file.
    func location(in document: NibDocument) -> SourceLocation {
        SourceLocation(file: document.file, line: line, column: column)
    }
}
