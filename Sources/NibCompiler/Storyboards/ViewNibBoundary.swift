import NibModel

/// The connections that cross the boundary of a controller's view nib: ibtool archives the view
/// in a nib of its own, and whatever a connection reaches on the other side becomes one of that
/// nib's `UpstreamPlaceholder-N`s (AppKit and UIKit alike; each compiler decides which crossings
/// it keeps and how it names them).
struct ViewNibBoundary {
    /// A connection that crosses the boundary.
    enum Crossing {
        /// A segue whose source is inside the view (a control firing it).
        case segue(Connection)
        /// Another connection with exactly one end inside the view; `outside` is the other end.
        case connection(Connection, outside: String)
    }

    /// The crossings of `view`'s boundary, in document order.
    static func crossings(of view: NibElement, in document: NibDocument) -> [Crossing] {
        var inside: Set<String> = []
        view.forEachDescendant { element in
            if let id = element[attribute: "id"] { inside.insert(id) }
        }
        if let id = view[attribute: "id"] { inside.insert(id) }
        var crossings: [Crossing] = []
        for connection in document.connections {
            if case .segue = connection.kind {
                if inside.contains(connection.source.rawValue) { crossings.append(.segue(connection)) }
                continue
            }
            guard let destination = connection.destination?.rawValue else { continue }
            switch (inside.contains(connection.source.rawValue), inside.contains(destination)) {
            case (true, false): crossings.append(.connection(connection, outside: destination))
            case (false, true): crossings.append(.connection(connection, outside: connection.source.rawValue))
            default: continue
            }
        }
        return crossings
    }
}
