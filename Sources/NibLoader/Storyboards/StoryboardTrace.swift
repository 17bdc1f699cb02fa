import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every step of a storyboard's run, in order: scene instantiations with their nib loads,
/// view loads, segues and unwinds (storyboards.md), the record a test harness asserts on.
///
/// ``text`` prints one line per step; ``json()`` writes the versioned JSON form
/// (`serializationVersion` 1) with sorted keys.
public struct StoryboardTrace: Sendable, Hashable, Codable {
    /// The JSON schema version.
    public var serializationVersion = 1
    /// The storyboard first opened.
    public var file: String
    /// The platform whose rules were followed.
    public var platform: Platform
    /// The steps, in order.
    public var events: [StoryboardEvent]

    /// Creates a trace.
    public init(file: String, platform: Platform, events: [StoryboardEvent] = []) {
        self.file = file
        self.platform = platform
        self.events = events
    }

    /// The storyboard-level steps of one kind.
    public func events(_ step: StoryboardEvent.Step) -> [StoryboardEvent] { events.filter { $0.step == step } }

    /// The steps of one rule (`S12`, `S12.4`): the rule and its sub-rules.
    public func events(rule: String) -> [StoryboardEvent] {
        events.filter { $0.rule == rule || $0.rule.hasPrefix(rule + ".") }
    }

    /// The storyboard-level steps, without the nib loads' steps.
    public var storyboardEvents: [StoryboardEvent] { events.filter { $0.step != .nib } }

    /// The warnings, nib-load warnings included.
    public var warnings: [StoryboardEvent] { events.filter { $0.outcome == .warning || $0.nib?.outcome == .warning } }

    /// One line per step.
    public var text: String { events.map(\.text).joined(separator: "\n") }

    /// The JSON form: pretty-printed, sorted keys.
    ///
    /// - Throws: An `EncodingError`, which does not happen for well-formed traces.
    public func json() throws -> String {
        try DeterministicJSON.string(self)
    }
}
