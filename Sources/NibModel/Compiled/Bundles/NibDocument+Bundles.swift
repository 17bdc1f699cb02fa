extension NibDocument {
    /// Reads a directory document: a `.nib` bundle (the archive a runtime would pick, see
    /// ``NibBundle``) or a compiled storyboard (`.storyboardc`, read by
    /// ``CompiledStoryboard``).
    static func bundle(at path: String, options: ParseOptions) throws(NibParseError) -> NibDocument {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed.hasSuffix(".storyboardc") {
            return try CompiledStoryboard(path: trimmed, limits: options.limits).document()
        }
        let file = try NibBundle.archivePath(for: trimmed)
        guard !NibBundle.isDirectory(file) else {
            throw NibParseError(.unreadable("it is a directory"), at: SourceLocation(file: file, line: 0))
        }
        return try NibDocument(contentsOfFile: file, options: options)
    }
}
