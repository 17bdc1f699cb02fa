import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibLoader

/// T4 "parse once, instantiate many": what a ``Nib`` computes once and reuses (its plan, the
/// classes the last load resolved) never changes what a later load does.
@Suite struct RepeatedLoadTests {
    /// Stand-ins for every class, as the benchmark loads.
    private static var standIns: NibLoadOptions { NibLoadOptions(unknownClassPolicy: .useStandardClass) }

    @Test(arguments: ["MainMenu.xib", "PreferencesWindow.xib", "ProfileViewController.xib", "Main.storyboard"])
    func T4_aSecondLoadWithTheSameOptionsMakesTheSameTrace(name: String) throws {
        let nib = try Nib(contentsOfFile: Paths.sample(name))
        let options = Self.standIns
        let first = try nib.instantiate(owner: NibStandIn(className: "Owner"), options: options)
        let second = try nib.instantiate(owner: NibStandIn(className: "Owner"), options: options)
        #expect(first.trace == second.trace)
        #expect(first.trace.text == second.trace.text)
        #expect(first.trace.events.count == second.trace.events.count)
    }

    @Test func T4_aRegistryChangedBetweenLoadsIsUsedByTheNextLoad() throws {
        let log = CallLog()
        let nib = try Documents.nib(Documents.uiKit(#"<view id="V1" customClass="Swatch"/>"#))
        var options = NibLoadOptions()
        #expect(try nib.instantiate(options: options).warnings.map(\.className) == ["Swatch"])

        options.registry.register(Recorder.factory("Swatch", log: log), as: "Swatch")
        let registered = try nib.instantiate(options: options)
        #expect(registered.warnings.isEmpty)
        #expect(log.calls == ["init(nibCoder:) Swatch", "awake Swatch"])
        #expect(registered.trace.events(in: .instantiate).map(\.className) == ["Swatch"])

        options.registry.unregister("Swatch")
        #expect(try nib.instantiate(options: options).warnings.map(\.className) == ["Swatch"])

        options.registry.standInsForOtherStandardClasses = false
        options.registry.unregister("UIView")
        #expect(throws: NibLoadingError.self) { try nib.instantiate(options: options) }
    }

    @Test func T4_thePlatformAndPolicyOfEachLoadAreFollowed() throws {
        let nib = try Documents.nib(Documents.appKit(#"<customObject id="C1" customClass="Model"/>"#))
        #expect(throws: NibLoadingError.self) { try nib.instantiate() }
        let standIn = try nib.instantiate(options: Self.standIns)
        #expect(standIn.warnings.map(\.className) == ["Model"])
        #expect(throws: NibLoadingError.self) { try nib.instantiate() }
        var uiKit = NibLoadOptions()
        uiKit.platform = .uiKit
        #expect(try nib.instantiate(options: uiKit).warnings.map(\.className) == ["Model"])
    }

    @Test func traceEventsCanBeChangedLikeAnyArray() throws {
        let loaded = try Documents.nib(Documents.appKit(#"<window id="W1"/>"#)).instantiate()
        var trace = loaded.trace
        let count = trace.events.count
        trace.events.append(LoadEvent(phase: .finish, action: .windowShown))
        #expect(trace.events.count == count + 1)
        #expect(trace != loaded.trace)
        trace.events.removeLast()
        #expect(trace == loaded.trace)
        #expect(trace.hashValue == loaded.trace.hashValue)
        #expect(loaded.trace.events.count == count)
    }

    @Test func aTraceIsReadFromSeveralTasksAtOnce() async throws {
        let trace = try Nib(contentsOfFile: Paths.sample("MainMenu.xib"))
            .instantiate(owner: NibStandIn(className: "Owner"), options: Self.standIns).trace
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { trace.text } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(texts).count == 1)
    }

    @Test func anErrorCarriesTheStepsDoneBeforeIt() throws {
        let xml = Documents.uiKit(
            owner: "Owner", ownerConnections: #"<outlet property="missing" destination="V1" id="c1"/>"#,
            #"<view id="V1"/>"#)
        let error = try #require(throws: NibLoadingError.self) {
            try Documents.nib(xml).instantiate(
                owner: Recorder(
                    log: CallLog(), name: "Owner", initializer: "caller", keys: [], actions: []))
        }
        #expect(error.trace?.events.map(\.action) == [.placeholderBound, .placeholderBound, .created])
        #expect(error.description.hasSuffix("(after 3 load steps)"))
    }
}

/// Every well-formed xib of the corpus loads the same way twice with the same options.
@Suite(.enabled(if: !TestPaths.wellFormedCorpusDocuments.isEmpty, "the shared corpus is not beside the project"))
struct RepeatedCorpusLoadTests {
    @Test func T4_everyCorpusXibLoadsTheSameWayTwice() throws {
        let options = NibLoadOptions(unknownClassPolicy: .useStandardClass)
        var loaded = 0
        for path in TestPaths.wellFormedCorpusDocuments where path.hasSuffix(".xib") {
            let nib = try Nib(contentsOfFile: path)
            let first = Result { () throws(NibLoadingError) in
                try nib.instantiate(owner: NibStandIn(className: "Owner"), options: options)
            }
            let second = Result { () throws(NibLoadingError) in
                try nib.instantiate(owner: NibStandIn(className: "Owner"), options: options)
            }
            switch (first, second) {
            case (.success(let first), .success(let second)):
                #expect(first.trace.text == second.trace.text, "\(path)")
                #expect(first.topLevelObjects.count == second.topLevelObjects.count, "\(path)")
                loaded += 1
            case (.failure(let first), .failure(let second)):
                #expect(first.description == second.description, "\(path)")
            default:
                Issue.record("\(path): one load failed, the other did not")
            }
        }
        #expect(loaded > 0)
    }
}
