import NibModel

/// The steps of a load in progress, recorded compactly (``TraceRecord``).
struct TraceRecorder {
    private(set) var records: [TraceRecord] = []
    private(set) var strings: [String] = []
    private(set) var extraEvents: [LoadEvent] = []

    /// Makes room for the steps a load of `plan` usually records.
    init(plan: NibPlan) {
        records.reserveCapacity(plan.expectedTraceLength)
    }

    /// Records a step.
    mutating func append(_ record: TraceRecord) {
        records.append(record)
    }

    /// Records a step as a whole event.
    mutating func append(_ event: consuming LoadEvent) {
        records.append(TraceRecord(kind: .event, index: extraEvents.count))
        extraEvents.append(event)
    }

    /// Keeps text for a step; returns its ``TraceRecord/string`` index.
    mutating func keep(_ string: String) -> Int {
        strings.append(string)
        return strings.count - 1
    }

    /// The trace so far.
    func trace(
        plan: NibPlan, platform: Platform, classes: [ClassResolution?], placeholderClasses: [RecordedTrace.LiveClass?]
    ) -> LoadTrace {
        LoadTrace(
            RecordedTrace(
                plan: plan, platform: platform, records: records, strings: strings, extraEvents: extraEvents,
                classes: classes, placeholderClasses: placeholderClasses))
    }
}
