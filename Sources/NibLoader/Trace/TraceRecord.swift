import NibModel

/// One step as a load records it: what happened and to which planned object, placeholder or
/// connection, in a few integers. ``RecordedTrace`` turns it into a ``LoadEvent`` when the
/// trace is read.
struct TraceRecord: Sendable {
    /// What happened; each kind says what ``index`` and the other fields mean.
    enum Kind: UInt8, Sendable {
        /// A step recorded as a whole event: ``index`` is in ``RecordedTrace/extraEvents``.
        case event
        /// An object was created: ``index`` is its position.
        case created
        /// An object's custom class was unknown and its standard class stands in: ``index``
        /// is its position.
        case unknownClass
        /// A placeholder was bound: ``index`` is in ``NibPlan/placeholders``; ``flag`` is 1
        /// when the caller supplied the object (File's Owner, Application).
        case placeholderBound
        /// A created object was sent `awakeFromNib`: ``index`` is its position.
        case awake
        /// A placeholder was sent `awakeFromNib`: ``index`` is in ``NibPlan/placeholders``.
        case awakePlaceholder
        /// An outlet was set: ``index`` is the connection; ``flag`` is the
        /// ``NibKeyAccess``; ``count`` the number of objects in an array value, or -1;
        /// ``string`` the source's class in ``RecordedTrace/strings``, or -1 for the class
        /// the source was created as.
        case outlet
        /// An outlet collection was set: as ``outlet``, for the collection's first connection.
        case outletCollection
        /// An action was connected: ``index`` is the connection; ``flag`` is 1 for a nil
        /// target (First Responder).
        case action
        /// An AppKit action was not connected because the target does not answer it (L3.4):
        /// ``index`` is the connection.
        case actionNotAnswered
        /// A binding was made: ``index`` is the connection.
        case binding
    }

    /// What happened.
    var kind: Kind
    /// A small detail whose meaning depends on ``kind``.
    var flag: UInt8 = 0
    /// The object, placeholder, connection or event the step is about.
    var index: Int
    /// A count whose meaning depends on ``kind``, or -1.
    var count: Int = -1
    /// An index in ``RecordedTrace/strings``, or -1.
    var string: Int = -1
}
