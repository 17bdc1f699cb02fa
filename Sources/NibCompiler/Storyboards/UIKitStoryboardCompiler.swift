import NibModel

/// The nibs of an iOS storyboard, each archived by a `UIKitArchiver` over the part of the
/// document it holds (see `StoryboardCompiler`).
struct UIKitStoryboardCompiler {
    var plan: StoryboardPlan
    let options: CompileOptions

    var document: NibDocument { plan.document }

    mutating func run() throws(CompileError) -> [(name: String, graph: ArchiveGraph)] {
        throw CompileError(
            .unsupportedDocument("iOS storyboards are not compiled yet"), at: document.root.location(in: document))
    }
}
