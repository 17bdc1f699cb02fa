import Foundation
import NibModel

/// Every step of one load, in order: the public record a test harness asserts on.
///
/// ``text`` prints one line per step; ``json()`` writes the versioned JSON form
/// (`serializationVersion` 1) with sorted keys.
public struct LoadTrace: Sendable, Hashable, Codable {
    /// The JSON schema version.
    public var serializationVersion = 1
    /// The document's path.
    public var file: String
    /// The platform whose rules were followed.
    public var platform: Platform
    /// The steps, in order.
    public var events: [LoadEvent]

    /// Creates a trace.
    public init(file: String, platform: Platform, events: [LoadEvent] = []) {
        self.file = file
        self.platform = platform
        self.events = events
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
