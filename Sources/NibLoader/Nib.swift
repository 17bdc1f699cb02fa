import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A document read once and instantiated many times: `UINib` / `NSNib` (loading.md T4).
///
/// ```swift
/// var options = NibLoadOptions()
/// options.registry.register(AppDelegate.self, as: "AppDelegate")
/// let nib = try Nib(contentsOfFile: "MainMenu.xib")
/// let loaded = try nib.instantiate(owner: application, options: options)
/// print(loaded.trace.text)
/// ```
///
/// Every ``instantiate(owner:externalObjects:options:)`` makes new objects (T1).
public struct Nib: Sendable {
    /// The parsed document.
    public let document: NibDocument
    /// What every instantiation reuses: computed once here (T4).
    let plan: NibPlan

    /// Wraps a parsed document.
    public init(document: NibDocument) {
        self.document = document
        self.plan = NibPlan(document: document)
    }

    /// Reads a document from a path.
    ///
    /// - Throws: ``NibLoadingError`` with kind ``NibLoadingError/Kind/parse(_:)``.
    public init(contentsOfFile path: String) throws(NibLoadingError) {
        do throws(NibParseError) {
            self.init(document: try NibDocument(contentsOfFile: path))
        } catch {
            throw NibLoadingError(.parse(error), at: error.location)
        }
    }

    /// Reads a document from bytes.
    ///
    /// - Parameters:
    ///   - data: The document.
    ///   - file: The name errors and the trace use.
    /// - Throws: ``NibLoadingError`` with kind ``NibLoadingError/Kind/parse(_:)``.
    public init(data: Data, file: String = "<data>") throws(NibLoadingError) {
        do throws(NibParseError) {
            self.init(document: try NibDocument(data: data, file: file))
        } catch {
            throw NibLoadingError(.parse(error), at: error.location)
        }
    }

    /// The platform whose rules a load follows: the override, else the document's.
    public func platform(options: NibLoadOptions) -> Platform? {
        options.platform ?? document.platform
    }

    /// Creates a new object graph from the document, in Cocoa's order: resources, placeholders,
    /// objects (with runtime attributes), connections, `awakeFromNib`, windows.
    ///
    /// - Parameters:
    ///   - owner: File's Owner (A2); connections to it are made against this object.
    ///   - externalObjects: UIKit custom placeholders by name (A7).
    ///   - options: Classes, platform, resources, observers.
    /// - Returns: The top-level objects, every object by id and the trace.
    /// - Throws: ``NibLoadingError`` with the location, the object and the steps already done.
    public func instantiate(
        owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:], options: NibLoadOptions = NibLoadOptions()
    ) throws(NibLoadingError) -> LoadedNib {
        let loader = try NibInstantiator(
            plan: plan, owner: owner, externalObjects: externalObjects, options: options)
        return try loader.run()
    }
}
