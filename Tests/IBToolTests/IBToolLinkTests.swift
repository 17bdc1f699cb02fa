import Foundation
import NibModel
import NibTestSupport
import Testing

/// `ibtool --link`: the link command lines of Xcode (as swift-build's `ResourceTaskConstructionTests`
/// asserts them, and as an Xcode 12.4 iOS build log shows one) and of rules_apple, verbatim, against
/// the built `ibtool`, on Apple-compiled storyboards of the corpus and on compiled storyboards
/// written here whose `Info.plist` holds storyboard references.
@Suite struct IBToolLinkTests {
    let tool = IBToolCommandLineTests()

    /// A folder `SRCROOT` with Xcode's layout: `build/aProject.build/Debug/App.build` for the
    /// compiled storyboards, `build/Debug/App.app/Contents/Resources` for the bundle.
    struct XcodeLayout {
        var root: URL
        var intermediates: URL { root.appendingPathComponent("build/aProject.build/Debug/App.build") }
        var resources: URL { root.appendingPathComponent("build/Debug/App.app/Contents/Resources") }
    }

    /// Copies the corpus pair `name` (read-only) to `destination`.
    func copyCorpusStoryboard(_ name: String, to destination: URL) throws {
        guard let corpus = TestPaths.corpus else { return }
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: corpus.appendingPathComponent("pairs/macos/\(name).storyboardc"), to: destination)
    }

    /// The files below `folder`, relative, with their bytes.
    func files(_ folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            found[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return found
    }

    /// Xcode's LinkStoryboards command line for a macOS app, as swift-build asserts it.
    func xcodeMacLinkLine(resources: URL, inputs: [URL]) -> [String] {
        [
            "--errors", "--warnings", "--notices", "--module", "App", "--target-device", "mac",
            "--minimum-deployment-target", "14.0", "--output-format", "human-readable-text", "--link", resources.path,
        ] + inputs.map(\.path)
    }

    /// A compiled UIKit storyboard written by hand: `Info.plist` with the scenes' identifiers,
    /// the entry point and the storyboard references (placeholder → storyboard name, controller
    /// identifier), and one empty nib per scene.
    func writeUIKitStoryboard(
        _ folder: URL, identifiers: [String], entryPoint: String?, references: [String: (String?, String?)] = [:]
    ) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            <key>UIStoryboardVersion</key><integer>1</integer>
            <key>UIViewControllerIdentifiersToNibNames</key>
            <dict>
            """
        for identifier in identifiers { xml += "<key>\(identifier)</key><string>\(identifier)</string>\n" }
        xml += "</dict>\n"
        if let entryPoint {
            xml += "<key>UIStoryboardDesignatedEntryPointIdentifier</key><string>\(entryPoint)</string>\n"
        }
        if !references.isEmpty {
            xml += "<key>UIViewControllerIdentifiersToExternalStoryboardReferences</key>\n<dict>\n"
            for (placeholder, target) in references.sorted(by: { $0.key < $1.key }) {
                xml += "<key>\(placeholder)</key>\n<dict>\n"
                if let controller = target.1 {
                    xml += "<key>UIReferencedControllerIdentifier</key><string>\(controller)</string>\n"
                }
                if let storyboard = target.0 {
                    xml += "<key>UIReferencedStoryboardName</key><string>\(storyboard)</string>\n"
                }
                xml += "</dict>\n"
            }
            xml += "</dict>\n"
        }
        xml += "</dict>\n</plist>\n"
        try Data(xml.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        for identifier in identifiers {
            try Data("NIBArchive".utf8).write(to: folder.appendingPathComponent("\(identifier).nib"))
        }
    }

    /// An Xcode 12.4 iOS LinkStoryboards line (from a build log): into the `.app` folder itself.
    func xcodeIOSLinkLine(app: URL, inputs: [URL]) -> [String] {
        [
            "--errors", "--warnings", "--notices", "--module", "TheBank", "--target-device", "iphone",
            "--minimum-deployment-target", "11.0", "--output-format", "human-readable-text", "--link", app.path,
        ] + inputs.map(\.path)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func xcodeLinkPlacesEachCompiledStoryboardInTheResources() throws {
        let layout = XcodeLayout(root: try tool.temporaryDirectory())
        let bar = layout.intermediates.appendingPathComponent("bar.storyboardc")
        let baz = layout.intermediates.appendingPathComponent("baz.storyboardc")
        try copyCorpusStoryboard("sb_basic_wc", to: bar)
        try copyCorpusStoryboard("sb_toolbar", to: baz)
        let run = try tool.ibtool(xcodeMacLinkLine(resources: layout.resources, inputs: [bar, baz]))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(run.text == "")
        // swift-build's outputs: Resources/bar.storyboardc and Resources/baz.storyboardc, the same bytes.
        for (name, source) in [("bar", bar), ("baz", baz)] {
            let linked = layout.resources.appendingPathComponent("\(name).storyboardc")
            let copied = try files(linked)
            #expect(copied.keys.contains("/Info.plist"))
            #expect(copied == (try files(source)))
        }
        // What was linked reads as the storyboard it was.
        let document = try NibDocument(contentsOfFile: layout.resources.appendingPathComponent("bar.storyboardc").path)
        #expect(document.header.initialViewController != nil)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func xcodeLinkKeepsTheLprojFolderTheStoryboardWasCompiledInto() throws {
        let layout = XcodeLayout(root: try tool.temporaryDirectory())
        // swift-build: "The --link option does *not* contain Base.lproj - the tool handles
        // localizing its outputs."
        let bar = layout.intermediates.appendingPathComponent("Base.lproj/bar.storyboardc")
        let baz = layout.intermediates.appendingPathComponent("Base.lproj/baz.storyboardc")
        try copyCorpusStoryboard("sb_swift_wc", to: bar)
        try copyCorpusStoryboard("sb_imagecell_nsstyle", to: baz)
        let run = try tool.ibtool(xcodeMacLinkLine(resources: layout.resources, inputs: [bar, baz]))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        for name in ["bar", "baz"] {
            let linked = layout.resources.appendingPathComponent("Base.lproj/\(name).storyboardc/Info.plist")
            #expect(FileManager.default.fileExists(atPath: linked.path))
            #expect(
                !FileManager.default.fileExists(
                    atPath: layout.resources.appendingPathComponent("\(name).storyboardc").path))
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func rulesAppleLinkCommandLine() throws {
        let directory = try tool.temporaryDirectory()
        let input = directory.appendingPathComponent("bazel-out/App/Main.storyboardc")
        try copyCorpusStoryboard("sb_toolbar", to: input)
        let output = directory.appendingPathComponent("bazel-out/App/storyboards")
        // rules_apple: xctoolrunner's fixed flags, then ibtool.bzl's link_storyboards arguments.
        let run = try tool.ibtool([
            "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts", "--output-format",
            "human-readable-text", "--link", output.path, "--minimum-deployment-target", "14.0", "--target-device",
            "mac", input.path,
        ])
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(try files(output.appendingPathComponent("Main.storyboardc")) == (try files(input)))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func relinkingReplacesWhatTheBundleHad() throws {
        let layout = XcodeLayout(root: try tool.temporaryDirectory())
        let bar = layout.intermediates.appendingPathComponent("bar.storyboardc")
        try copyCorpusStoryboard("sb_basic_wc", to: bar)
        let stale = layout.resources.appendingPathComponent("bar.storyboardc/Removed-scene.nib")
        try FileManager.default.createDirectory(
            at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: stale)
        let run = try tool.ibtool(xcodeMacLinkLine(resources: layout.resources, inputs: [bar]))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(try files(layout.resources.appendingPathComponent("bar.storyboardc")) == (try files(bar)))
    }

    @Test func aStoryboardAlreadyInTheFolderStaysAsItIs() throws {
        let directory = try tool.temporaryDirectory()
        let home = directory.appendingPathComponent("Home.storyboardc")
        try writeUIKitStoryboard(home, identifiers: ["AccountPoint"], entryPoint: "AccountPoint")
        let before = try files(home)
        let run = try tool.ibtool(xcodeIOSLinkLine(app: directory, inputs: [home]))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(try files(home) == before)
    }

    @Test func referencesBetweenLinkedStoryboardsResolve() throws {
        let directory = try tool.temporaryDirectory()
        let build = directory.appendingPathComponent("MyBank.build")
        let app = directory.appendingPathComponent("Products/TheBank.app")
        let dashboard = build.appendingPathComponent("Dashboard.storyboardc")
        let home = build.appendingPathComponent("Home.storyboardc")
        try writeUIKitStoryboard(
            dashboard, identifiers: ["UIViewController-Db1-00-001", "UIViewController-Db1-00-002"],
            entryPoint: "UIViewController-Db1-00-001",
            references: [
                "UIViewController-Db1-00-002": ("Home", "AccountPoint"),  // a named controller
                "UIViewController-Db1-00-003": ("Home", nil),  // the initial controller
                "UIViewController-Db1-00-004": (nil, "UIViewController-Db1-00-001"),  // the same storyboard
            ])
        try writeUIKitStoryboard(
            home, identifiers: ["AccountPoint", "UINavigationController-Hm1-00-001"],
            entryPoint: "UINavigationController-Hm1-00-001")
        let run = try tool.ibtool(xcodeIOSLinkLine(app: app, inputs: [dashboard, home]))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(run.text == "")
        #expect(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Dashboard.storyboardc/Info.plist").path))
        #expect(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Home.storyboardc/AccountPoint.nib").path)
        )
    }

    @Test func aReferenceToAStoryboardAlreadyInTheBundleResolves() throws {
        let directory = try tool.temporaryDirectory()
        let app = directory.appendingPathComponent("TheBank.app")
        // Home was linked by an earlier step (another target's link, or an earlier build).
        try writeUIKitStoryboard(
            app.appendingPathComponent("Base.lproj/Home.storyboardc"), identifiers: ["AccountPoint"], entryPoint: nil)
        let dashboard = directory.appendingPathComponent("MyBank.build/Base.lproj/Dashboard.storyboardc")
        try writeUIKitStoryboard(
            dashboard, identifiers: ["UIViewController-Db1-00-001"], entryPoint: "UIViewController-Db1-00-001",
            references: ["UIViewController-Db1-00-002": ("Home", "AccountPoint")])
        let run = try tool.ibtool(xcodeIOSLinkLine(app: app, inputs: [dashboard]))
        #expect(run.status == 0, "\(run.text)\(run.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Base.lproj/Dashboard.storyboardc").path))
    }

    @Test func aMissingControllerIsAppleSLinkErrorAndNothingIsPlaced() throws {
        let directory = try tool.temporaryDirectory()
        let app = directory.appendingPathComponent("TheBank.app")
        let dashboard = directory.appendingPathComponent("MyBank.build/Dashboard.storyboardc")
        let home = directory.appendingPathComponent("MyBank.build/Home.storyboardc")
        try writeUIKitStoryboard(
            dashboard, identifiers: ["UIViewController-Db1-00-001"], entryPoint: "UIViewController-Db1-00-001",
            references: ["UIViewController-Db1-00-002": ("Home", "AccountPoint")])
        try writeUIKitStoryboard(home, identifiers: ["Welcome"], entryPoint: nil)
        let run = try tool.ibtool(xcodeIOSLinkLine(app: app, inputs: [dashboard, home]))
        #expect(run.status == 1)
        // The message of Apple's ibtool, as an Xcode 12.4 build printed it.
        #expect(
            run.text == """
                /* com.apple.ibtool.document.errors */
                \(dashboard.path):global: error: Did not find view controller with identifier "AccountPoint" in Home.storyboard, referenced from Dashboard.storyboard

                """)
        #expect(!FileManager.default.fileExists(atPath: app.path))
    }

    @Test(arguments: ["xml1", "binary1"])
    func aStoryboardNeitherLinkedNorPresentIsAnError(format: String) throws {
        let directory = try tool.temporaryDirectory()
        let app = directory.appendingPathComponent("TheBank.app")
        let dashboard = directory.appendingPathComponent("MyBank.build/Dashboard.storyboardc")
        let settings = directory.appendingPathComponent("MyBank.build/Settings.storyboardc")
        try writeUIKitStoryboard(
            dashboard, identifiers: ["UIViewController-Db1-00-001"], entryPoint: "UIViewController-Db1-00-001",
            references: ["UIViewController-Db1-00-002": ("Profile", nil)])
        // A storyboard without an initial controller, referenced without an identifier.
        try writeUIKitStoryboard(
            settings, identifiers: ["General"], entryPoint: nil,
            references: ["UIViewController-St1-00-001": (nil, nil)])
        var arguments = xcodeIOSLinkLine(app: app, inputs: [dashboard, settings])
        arguments[arguments.firstIndex(of: "human-readable-text")!] = format
        let run = try tool.ibtool(arguments)
        #expect(run.status == 1)
        guard case .dictionary(let byObject) = try tool.plist(run.stdout)["com.apple.ibtool.document.errors"],
            case .array(let messages) = byObject.first(where: { $0.key == "global" })?.value
        else {
            Issue.record("no com.apple.ibtool.document.errors in \(run.text)")
            return
        }
        let descriptions = messages.compactMap { message -> String? in
            guard case .dictionary(let fields) = message,
                case .string(let text) = fields.first(where: { $0.key == "message" })?.value
            else { return nil }
            return text
        }
        #expect(
            descriptions == [
                "Did not find a storyboard named \"Profile\" among the linked storyboards or in \(app.path), referenced from Dashboard.storyboard",
                "Did not find an initial view controller in Settings.storyboard, referenced from Settings.storyboard",
            ])
        #expect(!FileManager.default.fileExists(atPath: app.path))
    }

    @Test func anInputThatIsNotACompiledStoryboardIsAnError() throws {
        let directory = try tool.temporaryDirectory()
        let run = try tool.ibtool([
            "--errors", "--output-format", "human-readable-text", "--link", directory.path + "/out",
            TestPaths.sample("Main.storyboard"),
        ])
        #expect(run.status == 1)
        #expect(run.text.contains("error: Main.storyboard is not a compiled storyboard"))
        let none = try tool.ibtool(["--output-format", "human-readable-text", "--link", directory.path + "/out"])
        #expect(none.status == 1)
        #expect(none.text.hasPrefix("/* com.apple.ibtool.errors */\nerror: no compiled storyboard to link"))
    }
}
