/// A table of the keys and actions a class offers the loader, built with key paths and closures.
///
/// ```swift
/// final class AppDelegate: NibInstantiable, NibKeyDeclaring {
///     var window: NibStandIn?
///     var greeting = ""
///     static let nibKeys = NibKeys<AppDelegate>()
///         .property("window", \.window)
///         .setter("greeting") { (object, value: String) in object.greeting = value }
///         .action("sayHello:") { object, _ in print(object.greeting) }
/// }
/// ```
///
/// A ``setter(_:_:)`` entry is found before a ``property(_:_:)`` entry for the same key,
/// modelling AppKit's setter-then-instance-variable rule (loading.md L3.1).
public struct NibKeys<Root: AnyObject>: Sendable {
    private var setters: [String: Entry] = [:]
    private var properties: [String: Entry] = [:]
    private var actions: [String: @Sendable (Root, AnyObject?) -> Void] = [:]

    private struct Entry: Sendable {
        var set: @Sendable (Root, Any?) throws(NibKeyValueFailure) -> Void
        var get: (@Sendable (Root) -> Any?)?
    }

    /// Creates an empty table.
    public init() {}

    /// Adds a stored property (an instance variable): assigned directly when no setter exists.
    ///
    /// - Parameters:
    ///   - key: The outlet or key-path component name.
    ///   - keyPath: The property; a value of another type is a ``NibKeyValueFailure/typeMismatch(expected:actual:)``.
    /// - Returns: The table with the entry added.
    public func property<Value>(_ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable) -> Self {
        var copy = self
        copy.properties[key] = Entry(
            set: { (root: Root, value: Any?) throws(NibKeyValueFailure) in
                root[keyPath: keyPath] = try Self.cast(value, to: Value.self)
            },
            get: { root in root[keyPath: keyPath] })
        return copy
    }

    /// Adds a setter method (`setKey:`), preferred to a stored property of the same key.
    ///
    /// - Parameters:
    ///   - key: The outlet or key-path component name.
    ///   - body: Called with the object and the value cast to `Value`.
    /// - Returns: The table with the entry added.
    public func setter<Value>(_ key: String, _ body: @escaping @Sendable (Root, Value) -> Void) -> Self {
        var copy = self
        copy.setters[key] = Entry(
            set: { (root: Root, value: Any?) throws(NibKeyValueFailure) in
                body(root, try Self.cast(value, to: Value.self))
            },
            get: nil)
        return copy
    }

    /// Adds an action method the object responds to.
    ///
    /// - Parameters:
    ///   - selector: The selector with its colon (`"sayHello:"`).
    ///   - body: Called with the object and the sender.
    /// - Returns: The table with the entry added.
    public func action(_ selector: String, _ body: @escaping @Sendable (Root, AnyObject?) -> Void) -> Self {
        var copy = self
        copy.actions[selector] = body
        return copy
    }

    /// Sets a value on `object`: through the setter if there is one, else the stored property.
    ///
    /// - Returns: Which of the two took the value.
    /// - Throws: ``NibKeyValueFailure/noSuchKey`` when neither exists, or a type mismatch.
    public func set(_ value: Any?, forKey key: String, on object: Root) throws(NibKeyValueFailure) -> NibKeyAccess {
        if let entry = setters[key] {
            try entry.set(object, value)
            return .setter
        }
        if let entry = properties[key] {
            try entry.set(object, value)
            return .instanceVariable
        }
        throw .noSuchKey
    }

    /// The value of a stored property, or `nil`.
    public func value(forKey key: String, on object: Root) -> Any? {
        properties[key]?.get?(object)
    }

    /// Whether the table lists the action.
    public func responds(to selector: String) -> Bool { actions[selector] != nil }

    /// Performs a listed action; does nothing for another selector.
    public func perform(_ selector: String, on object: Root, sender: AnyObject?) {
        actions[selector]?(object, sender)
    }

    private static func cast<Value>(_ value: Any?, to type: Value.Type) throws(NibKeyValueFailure) -> Value {
        if let value = value as? Value { return value }
        if value == nil, let none = Optional<Any>.none as? Value { return none }
        throw .typeMismatch(expected: "\(Value.self)", actual: NibKeys<Root>.describe(value))
    }

    static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let standIn = value as? NibStandIn { return standIn.className }
        return "\(type(of: value))"
    }
}
