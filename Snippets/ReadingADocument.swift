// Read a xib and walk its placeholders, connections and runtime attributes.
// Run from the package root: `swift run ReadingADocument`.
import NibModel

let document = try NibDocument(contentsOfFile: "Samples/Documents/ProfileViewController.xib")
print(document.kind, document.platform.map { "\($0)" } ?? "unknown platform")

// File's Owner is found by role, never by id: AppKit's is -2, UIKit's -1.
if let owner = document.filesOwner {
    print("File's Owner:", owner.qualifiedClassName)
}

// Every connection, with where it is written.
for connection in document.connections {
    print(connection.kindName, connection.source, connection.label ?? "-", connection.location)
}

// The objects below one object, and a user-defined runtime attribute's typed value.
for object in document.topLevelObjects {
    print(object.element, object.className, document.children(of: object.id).count, "children")
}
if let avatar = document["Av1-Iv-w01"], let radius = avatar.runtimeAttributes.first {
    print(radius.keyPath, radius.value)
}

// snippet.hide
// Errors are located, in the compiler's format.
// snippet.show
do {
    _ = try NibDocument(parsing: "<document><objects>", file: "Broken.xib")
} catch {
    print(error)  // Broken.xib:1:20: error: malformed XML: …
}
