import NibModel

/// A font as a document describes it: AppKit's `<font>` or UIKit's `<fontDescription>`.
public struct NibFont: Sendable, Hashable, Codable {
    /// The font's name (`name=`), or its meta font or type (`system`, `boldSystem`, `message`).
    public var name: String
    /// The point size, when given (`size=` or `pointSize=`).
    public var size: Double?

    /// Creates a font description.
    public init(name: String, size: Double?) {
        self.name = name
        self.size = size
    }

    /// Reads a `<font>` or `<fontDescription>` element; `nil` when it names no font.
    public init?(element: NibElement) {
        guard
            let name = element[attribute: "name"] ?? element[attribute: "metaFont"] ?? element[attribute: "type"]
                ?? element[attribute: "style"]
        else { return nil }
        self.init(name: name, size: element.number("size") ?? element.number("pointSize"))
    }
}
