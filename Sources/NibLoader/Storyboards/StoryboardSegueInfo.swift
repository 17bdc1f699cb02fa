import NibModel

/// One `<segue>` of a storyboard as written (storyboards.md S5): its source, kind,
/// destination and the attributes that shape how it runs.
public struct StoryboardSegueInfo: Sendable {
    /// The segue's element id.
    public var id: ObjectID
    /// `kind=`: `relationship`, `embed`, `show`, `showDetail`, `presentation`, `modal`, `popover`,
    /// `sheet`, `push`, `custom`, `unwind` (S5.1).
    public var kind: String
    /// `identifier=` (S3).
    public var identifier: String?
    /// The object whose connections hold the segue: control, cell, bar item, gesture, or the
    /// controller itself (S5).
    public var sourceID: ObjectID
    /// The scene the source is in.
    public var sceneID: String?
    /// The destination: a controller, a reference placeholder or the Exit (S21).
    public var destinationID: ObjectID
    /// `relationship=` (S9).
    public var relationship: String?
    /// `customClass=` (S13).
    public var customClass: String?
    /// `unwindAction=` (S21).
    public var unwindAction: String?
    /// `destinationCreationSelector=` (S20).
    public var destinationCreationSelector: String?
    /// `modalPresentationStyle=` (S16).
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle=` (S16).
    public var modalTransitionStyle: String?
    /// `popoverAnchorView=` / `anchorView=` (S17, S18).
    public var anchorViewID: ObjectID?
    /// Where the segue is.
    public var location: SourceLocation

    /// Whether an action fires it (S19: relationship and embed segues never are).
    public var isTriggered: Bool { kind != "relationship" && kind != "embed" }

    /// A label for people: `show 'toDetail'`.
    public var title: String { identifier.map { "\(kind) '\($0)'" } ?? kind }

    /// Reads the segues of a document; `<segue reference=…>` repeats are returned as
    /// (source, segue id) pairs (S5.1).
    static func read(_ document: NibDocument) -> (segues: [StoryboardSegueInfo], repeats: [(ObjectID, ObjectID)]) {
        var segues: [StoryboardSegueInfo] = []
        var repeats: [(ObjectID, ObjectID)] = []
        for connection in document.connections {
            let element = connection.element
            guard element.name == "segue" else { continue }
            if let reference = element[attribute: "reference"] {
                repeats.append((connection.source, ObjectID(reference)))
                continue
            }
            guard case .segue(let segue) = connection.kind, let id = connection.id else { continue }
            let source = document.object(withID: connection.source)
            segues.append(
                StoryboardSegueInfo(
                    id: id, kind: segue.kind ?? "custom", identifier: segue.identifier, sourceID: connection.source,
                    sceneID: source?.sceneID, destinationID: segue.destination, relationship: segue.relationship,
                    customClass: segue.customClass, unwindAction: segue.unwindAction,
                    destinationCreationSelector: element[attribute: "destinationCreationSelector"],
                    modalPresentationStyle: element[attribute: "modalPresentationStyle"],
                    modalTransitionStyle: element[attribute: "modalTransitionStyle"],
                    anchorViewID: (element[attribute: "popoverAnchorView"] ?? element[attribute: "anchorView"]).map {
                        ObjectID($0)
                    },
                    location: connection.location))
        }
        return (segues, repeats)
    }
}
