import NibModel

// Prints each document's kind, platform, object count and outlets: `swift run NibReaderDemo X.xib`.
let paths = CommandLine.arguments.dropFirst()
var failed = false
for path in paths {
    do {
        let document = try NibDocument(contentsOfFile: path)
        print(
            "\(path): \(document.kind.rawValue), \(document.platform?.rawValue ?? "unknown platform"), "
                + "\(document.objects.count) objects, \(document.connections.count) connections")
        for connection in document.connections where connection.kindName == "outlet" {
            print("  outlet \(connection.label ?? "-") → \(connection.destination?.rawValue ?? "-")")
        }
    } catch {
        print(error)
        failed = true
    }
}
if failed { fatalError("a document failed to read") }
