import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every step of one load, in order: the public record a test harness asserts on.
///
/// ``text`` prints one line per step; ``json()`` writes the versioned JSON form
/// (`serializationVersion` 1) with sorted keys.
///
/// A load records its steps compactly, as references into the ``Nib``'s plan; the
/// ``LoadEvent`` values, with their text, are built the first time ``events`` is read.
public struct LoadTrace: Sendable, Hashable, Codable {
    /// The JSON schema version.
    public var serializationVersion = 1
    /// The document's path.
    public var file: String
    /// The platform whose rules were followed.
    public var platform: Platform
    /// How the steps are held: as events, or as a load recorded them.
    private var storage: Storage
    /// ``topLevelObjects`` when the trace holds events.
    private var storedTopLevelObjects: [TopLevelObject] = []

    private enum Storage: Sendable {
        case events([LoadEvent])
        case recorded(RecordedTrace)
    }

    /// The steps, in order. Rule numbers in their details (`L3.4`, `T3`) are the loading
    /// rules of the LoadingRules article in NibLoader's documentation.
    public var events: [LoadEvent] {
        get {
            switch storage {
            case .events(let events): events
            case .recorded(let recorded): recorded.events
            }
        }
        _modify {
            var events: [LoadEvent]
            switch storage {
            case .events(let stored): events = stored
            case .recorded(let recorded):
                events = recorded.events
                storedTopLevelObjects = recorded.topLevelObjects
            }
            // Held only here while the caller changes it, so that it changes in place.
            storage = .events([])
            defer { storage = .events(events) }
            yield &events
        }
    }

    /// The top-level objects in document order, with the classes they were created as: what
    /// the load handed back (``LoadedNib/topLevelObjects``).
    public var topLevelObjects: [TopLevelObject] {
        get {
            switch storage {
            case .events: storedTopLevelObjects
            case .recorded(let recorded): recorded.topLevelObjects
            }
        }
        set {
            if case .recorded(let recorded) = storage { storage = .events(recorded.events) }
            storedTopLevelObjects = newValue
        }
    }

    /// Creates a trace.
    public init(
        file: String, platform: Platform, events: [LoadEvent] = [], topLevelObjects: [TopLevelObject] = []
    ) {
        self.file = file
        self.platform = platform
        self.storage = .events(events)
        self.storedTopLevelObjects = topLevelObjects
    }

    /// A trace of the steps a load recorded.
    init(_ recorded: RecordedTrace) {
        self.file = recorded.plan.file
        self.platform = recorded.platform
        self.storage = .recorded(recorded)
    }

    /// The number of steps, without building them.
    var count: Int {
        switch storage {
        case .events(let events): events.count
        case .recorded(let recorded): recorded.count
        }
    }

    /// The steps of one phase.
    public func events(in phase: LoadEvent.Phase) -> [LoadEvent] { events.filter { $0.phase == phase } }

    /// The steps with an outcome.
    public func events(_ outcome: LoadEvent.Outcome) -> [LoadEvent] { events.filter { $0.outcome == outcome } }

    /// The warnings.
    public var warnings: [LoadEvent] { events(.warning) }

    /// One line per step.
    public var text: String {
        events.map(\.text).joined(separator: "\n")
    }

    /// The JSON form: pretty-printed, sorted keys.
    ///
    /// - Throws: An `EncodingError`, which does not happen for well-formed traces.
    public func json() throws -> String {
        try DeterministicJSON.string(self)
    }
}

// MARK: - Equatable and Hashable Conformance

extension LoadTrace {
    /// Traces are equal when they have the same version, file, platform and steps, however
    /// the steps are held.
    public static func == (lhs: LoadTrace, rhs: LoadTrace) -> Bool {
        lhs.serializationVersion == rhs.serializationVersion && lhs.file == rhs.file
            && lhs.platform == rhs.platform && lhs.events == rhs.events && lhs.topLevelObjects == rhs.topLevelObjects
    }

    /// Hashes the version, file, platform and steps.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(serializationVersion)
        hasher.combine(file)
        hasher.combine(platform)
        hasher.combine(events)
        hasher.combine(topLevelObjects)
    }
}

// MARK: - Codable Conformance

extension LoadTrace {
    private enum CodingKeys: String, CodingKey {
        case serializationVersion, file, platform, events, topLevelObjects
    }

    /// Decodes the JSON form.
    ///
    /// - Throws: A `DecodingError` when a key is missing or has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.serializationVersion = try container.decode(Int.self, forKey: .serializationVersion)
        self.file = try container.decode(String.self, forKey: .file)
        self.platform = try container.decode(Platform.self, forKey: .platform)
        self.storage = .events(try container.decode([LoadEvent].self, forKey: .events))
        self.storedTopLevelObjects =
            try container.decodeIfPresent([TopLevelObject].self, forKey: .topLevelObjects) ?? []
    }

    /// Encodes the JSON form.
    ///
    /// - Throws: An `EncodingError` from the encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(serializationVersion, forKey: .serializationVersion)
        try container.encode(file, forKey: .file)
        try container.encode(platform, forKey: .platform)
        try container.encode(events, forKey: .events)
        try container.encode(topLevelObjects, forKey: .topLevelObjects)
    }
}
