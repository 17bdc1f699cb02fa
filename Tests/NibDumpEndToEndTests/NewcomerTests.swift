import Foundation
import NibTestSupport
import Testing

/// What a newcomer met on a plain clone (issue 18), each run through the built binary.
extension NibDumpEndToEndTests {
    /// A new empty folder under the temporary directory.
    func temporaryFolder() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nibdump-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }

    func json(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    // MARK: - A mistyped command

    @Test func mistypedCommandIsAUsageErrorThatSuggestsTheCommand() throws {
        let run = try nibdump("conections", "Samples/Documents/MainMenu.xib")
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty, "the hierarchy of the document must not be printed")
        #expect(run.stderr.contains("'conections' is not a command (nor a file); did you mean `connections`?"))
        #expect(run.stderr.contains("Usage: nibdump"))
        #expect(try nibdump("hierachy", "Samples/Documents").stderr.contains("did you mean `hierarchy`?"))
        #expect(try nibdump("chek", "Samples/Documents").stderr.contains("did you mean `check`?"))
    }

    @Test func mistypedIBToolFlagSuggestsTheFlag() throws {
        let run = try nibdump("--hierarchy", "--conections", "Samples/Documents/MainMenu.xib")
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown option '--conections'; did you mean `--connections`?"))
    }

    @Test func unknownWordIsAUsageErrorListingTheCommands() throws {
        let run = try nibdump("frobnicate", "Samples/Documents/MainMenu.xib")
        #expect(run.status == 64)
        #expect(run.stderr.contains("the commands are hierarchy, objects, classes, connections"))
    }

    @Test func existingPathThatLooksLikeACommandIsStillADocument() throws {
        let folder = try temporaryFolder()
        let document = folder + "/conections"
        try FileManager.default.copyItem(atPath: TestPaths.sample("MainMenu.xib"), toPath: document)
        let run = try nibdump(["hierarchy", document])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("\(document) (xib, appKit)"))
    }

    // MARK: - Empty input

    @Test func everyCommandFailsOnAFolderWithoutDocumentsUnlessEmptyIsAllowed() throws {
        let folder = try temporaryFolder()
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let commands: [[String]] = [
            ["check"], ["check", "--format", "json"], ["hierarchy"], ["objects"], ["classes"], ["connections"],
            ["resources"], ["info"], ["dump", "--format", "json"], ["load"], ["validate"],
        ]
        for command in commands {
            let run = try nibdump(command + [folder])
            #expect(run.status == 66, "\(command)")
            // With --format json the failure is a JSON record on standard output (issue 27).
            let output = command.contains("json") ? run.stdout : run.stderr
            #expect(output.contains("no Interface Builder documents found in \(folder)"), "\(command)")
            let allowed = try nibdump(command + ["--allow-empty", folder])
            #expect(allowed.status == 0, "\(command) --allow-empty: \(allowed.stderr)")
        }
        #expect(try nibdump("check", "--allow-empty", folder).stdout == "0 parsed, 0 failed\n")
        // A folder with documents beside the empty one does not excuse it.
        #expect(try nibdump("check", "Samples/Documents", folder).status == 66)
    }

    // MARK: - One walk

    @Test func everyCommandFindsTheSameDocumentsInAFolder() throws {
        let folder = try temporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try manager.copyItem(atPath: TestPaths.sample("MainMenu.xib"), toPath: folder + "/MainMenu.xib")
        try manager.copyItem(
            atPath: TestPaths.sample("Main.storyboard"), toPath: folder + "/Base.lproj/Main.storyboard")
        // An XML document saved as .nib (a nib bundle's designable.nib) and one with no extension.
        try manager.copyItem(atPath: TestPaths.sample("PreferencesWindow.xib"), toPath: folder + "/designable.nib")
        try manager.copyItem(atPath: TestPaths.sample("ProfileViewController.xib"), toPath: folder + "/Profile")
        try Data("not a document\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        let expected = ["/Base.lproj/Main.storyboard", "/MainMenu.xib", "/Profile", "/designable.nib"].map {
            folder + $0
        }

        let checked = try json(try nibdump("check", "--format", "json", folder))
        #expect(checked["parsed"] as? [String] == expected)
        let dumped = try json(try nibdump("dump", "--format", "json", folder))
        #expect((dumped["documents"] as? [[String: Any]])?.compactMap { $0["file"] as? String } == expected)
        let validated = try json(try nibdump("validate", "--format", "json", folder))
        #expect(validated["files"] as? [String] == expected)
        let loaded = try json(try nibdump("load", "--format", "json", folder))
        #expect((loaded["loaded"] as? [[String: Any]])?.compactMap { $0["file"] as? String } == expected)
    }

    // MARK: - JSON of the views

    @Test func eachViewPrintsItsOwnJSONNotTheWholeModel() throws {
        let classes = try json(
            try nibdump("classes", "--format", "json", "Samples/Documents/ProfileViewController.xib"))
        #expect(classes["serializationVersion"] as? Int == 1)
        #expect(classes["objects"] == nil && classes["documents"] == nil, "not the whole model")
        let view = try #require(classes["classes"] as? [String: Any])
        let counts = try #require((view["documents"] as? [[String: Any]])?.first?["classes"] as? [[String: Any]])
        #expect(counts.first?["class"] as? String == "UIButton" && counts.first?["count"] as? Int == 3)
        let owner = counts.first { $0["class"] as? String == "HelloNib.ProfileViewController" }
        #expect(owner?["custom"] as? Bool == true)
        #expect(counts.first { $0["class"] as? String == "UIResponder" }?["custom"] as? Bool == false)

        let hierarchy = try json(try nibdump("hierarchy", "--format", "json", "Samples/Documents/MainMenu.xib"))
        let roots = try #require(
            ((hierarchy["hierarchy"] as? [String: Any])?["documents"] as? [[String: Any]])?.first?["roots"]
                as? [[String: Any]])
        let window = try #require(roots.last)
        #expect(window["element"] as? String == "window")
        let contentView = try #require((window["children"] as? [[String: Any]])?.first)
        #expect(contentView["key"] as? String == "contentView")

        let connections = try json(try nibdump("connections", "--format", "json", "Samples/Documents/MainMenu.xib"))
        let list = try #require(
            ((connections["connections"] as? [String: Any])?["documents"] as? [[String: Any]])?.first?["connections"]
                as? [[String: Any]])
        #expect(list.contains { $0["kind"] as? String == "action" && $0["label"] as? String == "terminate:" })
    }

    @Test func severalViewsWithJSONPrintOneObjectKeyedByView() throws {
        let run = try nibdump("--hierarchy", "--connections", "--format", "json", "Samples/Documents/MainMenu.xib")
        #expect(run.status == 0)
        let object = try json(run)
        #expect(object["hierarchy"] != nil && object["connections"] != nil)
        #expect(object["objects"] == nil)
    }

    @Test func dumpJSONCarriesRuntimeAttributesKeyPathsSegueKindsAndEvents() throws {
        let dump = try json(
            try nibdump(
                "dump", "--format", "json", "Samples/Documents/PreferencesWindow.xib",
                "Samples/Documents/ProfileViewController.xib", "Samples/Documents/Main.storyboard"))
        let documents = try #require(dump["documents"] as? [[String: Any]])
        let connections = documents.flatMap { $0["connections"] as? [[String: Any]] ?? [] }
        let binding = try #require(connections.first { $0["kind"] as? String == "binding" })
        #expect(binding["keyPath"] is String)
        #expect(binding["options"] is [Any])
        #expect(connections.contains { $0["kind"] as? String == "segue" && $0["segueKind"] as? String == "show" })
        #expect(
            connections.contains {
                $0["segueKind"] as? String == "relationship" && $0["relationship"] as? String == "rootViewController"
            })
        #expect(connections.contains { $0["eventType"] as? String == "touchUpInside" })
        let outlet = try #require(connections.first { $0["kind"] as? String == "outlet" })
        #expect(outlet.keys.contains("keyPath") && outlet["keyPath"] is NSNull, "optional fields are written as null")
        let attributes = documents.flatMap { ($0["objects"] as? [[String: Any]] ?? []) }
            .flatMap { $0["runtimeAttributes"] as? [[String: Any]] ?? [] }
        #expect(!attributes.isEmpty)
        for attribute in attributes {
            #expect(
                attribute["keyPath"] is String && attribute["valueType"] is String && attribute.keys.contains("value"))
        }
    }

    @Test func checkJSONWritesAnUnknownColumnAsNull() throws {
        let run = try nibdump("check", "--format", "json", "/no/such/file.xib")
        #expect(run.status == 1)
        let failure = try #require((try json(run)["failed"] as? [[String: Any]])?.first)
        #expect(failure.keys.contains("column"))
        #expect(failure["column"] is NSNull)
    }

    // MARK: - Text views

    @Test func connectionsTextShowsKeyPathsSegueKindsAndEvents() throws {
        let preferences = try nibdump("connections", "Samples/Documents/PreferencesWindow.xib").stdout
        #expect(preferences.hasPrefix("KIND "))
        #expect(preferences.contains("DETAIL\n"))
        #expect(preferences.contains("keyPath="))
        let storyboard = try nibdump("connections", "Samples/Documents/Main.storyboard").stdout
        #expect(storyboard.contains("relationship=rootViewController"))
        #expect(storyboard.contains("kind=show"))
        let profile = try nibdump("connections", "Samples/Documents/ProfileViewController.xib").stdout
        #expect(profile.contains("event=touchUpInside"))
    }

    @Test func classesTableLabelsItsColumnsFlagsOnlyCustomClassesAndTotalsAFolder() throws {
        let one = try nibdump("classes", "Samples/Documents/MainMenu.xib").stdout
        #expect(one.hasPrefix("COUNT  CLASS"))
        #expect(one.split(separator: "\n").first?.hasSuffix("CUSTOM") == true)
        let custom = one.split(separator: "\n").filter { $0.hasSuffix(" yes") }.map { String($0) }
        #expect(custom.count == 1 && custom[0].contains("HelloNib.AppDelegate"), "\(custom)")
        let folder = try nibdump("classes", "Samples/Documents").stdout
        #expect(folder.contains("== total (5 documents)\nCOUNT  CLASS"))
    }

    @Test func hierarchyCanHideConstraintsAndLimitDepth() throws {
        let full = try nibdump("hierarchy", "Samples/Documents/ProfileViewController.xib").stdout
        #expect(full.contains("constraint NSLayoutConstraint"))
        let hidden = try nibdump("hierarchy", "--no-constraints", "Samples/Documents/ProfileViewController.xib").stdout
        #expect(!hidden.contains("constraint"))
        #expect(hidden.contains("│  └─ viewLayoutGuide UILayoutGuide"), "the last drawn child closes the branch")
        let shallow = try nibdump("hierarchy", "--depth", "1", "Samples/Documents/ProfileViewController.xib")
        #expect(shallow.status == 0)
        let lines = shallow.stdout.split(separator: "\n").dropFirst()
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix("├─ ") || $0.hasPrefix("└─ ") })
        #expect(shallow.stdout.contains("view UIView id=i5M-Pr-FkT line 22 (+7 below)"))
        #expect(try nibdump("hierarchy", "--depth", "0", "Samples/Documents/MainMenu.xib").status == 64)
    }

    // MARK: - Messages

    @Test func missingConfigFileIsNamedAsAConfigFileNotADocument() throws {
        let run = try nibdump("validate", "--config", "/no/such/rules.json", "Samples/Documents")
        #expect(run.status == 64)
        #expect(run.stderr.contains("cannot read the config file /no/such/rules.json: no such file"))
        #expect(!run.stderr.contains("document"))
    }

    @Test func usageErrorsShowTheSubcommandsUsage() throws {
        let config = try temporaryFile("rules.json", "{\"enable\": [\"no-such-rule\"]}")
        let run = try nibdump("validate", "--config", config, "Samples/Documents")
        #expect(run.status == 64)
        #expect(run.stderr.contains("Usage: nibdump validate"))
        #expect(!run.stderr.contains("<subcommand>"))
        let missing = try nibdump("classes")
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Usage: nibdump classes"))
    }
}
