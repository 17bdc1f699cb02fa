// Edit a xib with the value-semantic editor, then compare and merge versions.
// Run from the package root: `swift run EditingADocument`.
import NibEditing
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

let base = try NibEditor(contentsOfFile: "Samples/Documents/MainMenu.xib")

// An untouched editor writes exactly the bytes it read.
var ours = base
try ours.setCustomClass("Greeter", of: "Voe-Tx-rLC")
try ours.setCustomModule("HelloNib", of: "Voe-Tx-rLC")
try ours.addConnection(.outlet(property: "fontManager", destination: "YLy-65-1bz"), from: "Voe-Tx-rLC")

// A refused edit leaves the document unchanged and says why.
do {
    try ours.addConnection(.outlet(property: "window", destination: "no-such-id"), from: "Voe-Tx-rLC")
} catch {
    print(error)  // …MainMenu.xib: error: outlet='no-such-id' would name no object of the document
}

// What changed, object by object.
print(NibDiff(old: base.original, new: try ours.makeDocument()).description())

// Someone else retitled the window meanwhile: the three-way merge keeps both edits.
var theirs = base
try theirs.setAttribute("title", to: "Hello, Linux", ofObject: "QvC-M9-y7g")
let merge = try NibMerge(base: base.bytes, ours: ours.bytes, theirs: theirs.bytes, file: "MainMenu.xib")
let merged = try NibDocument(data: Data(merge.bytes), file: "MainMenu.xib")
print(merge.isClean, merged["Voe-Tx-rLC"]?.className ?? "", merged["QvC-M9-y7g"]?[attribute: "title"] ?? "")
