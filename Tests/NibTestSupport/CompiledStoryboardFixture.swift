import Foundation

/// Compiled storyboards (`.storyboardc`) built in code, in the shape ibtool writes
/// (storyboards.md S32): scene nibs, view nibs and `Info.plist`.
public enum CompiledStoryboardFixture {
    /// A UIKit scene nib as ibtool writes one (S32.3): the runtime's owner proxy with the
    /// `sceneViewController` outlet, the storyboard proxy, the controller (a class swapper naming
    /// its view nib and the table of objects the view nib reaches) and its segue templates.
    public static func sceneNib(
        controllerClass: String, identifier: String, viewNib: String, segues: [(String, String, String)]
    ) -> [UInt8] {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let owner = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("IBFilesOwner")))])
        let responder = nib.add(
            "UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("IBFirstResponder")))])
        let storyboard = nib.add(
            "UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("UIStoryboardPlaceholder")))])
        let controller = nib.add("UIClassSwapper")
        var templates: [Int] = []
        var table: [Int] = []
        var connections: [Int] = []
        for (offset, segue) in segues.enumerated() {
            let template = nib.add(
                segue.0,
                [
                    ("UIIdentifier", .ref(nib.string(segue.1))),
                    ("UIDestinationViewControllerIdentifier", .ref(nib.string(segue.2))),
                    ("UIActionName", .ref(nib.string("showViewController:sender:"))),
                ])
            templates.append(template)
            table += [nib.string("UpstreamPlaceholder-\(offset + 1)"), template]
            connections.append(
                nib.add(
                    "UIRuntimeOutletConnection",
                    [
                        ("UILabel", .ref(nib.string("viewController"))), ("UISource", .ref(template)),
                        ("UIDestination", .ref(controller)),
                    ]))
        }
        nib.set(
            controller,
            [
                ("UINibName", .ref(nib.string(viewNib))),
                ("UIExternalObjectsTableForViewLoading", .ref(nib.array(table, className: "NSDictionary"))),
                ("UIStoryboardIdentifier", .ref(nib.string(identifier))),
                ("UIStoryboardSegueTemplates", .ref(nib.array(templates))),
                ("UIClassName", .ref(nib.string(controllerClass))),
                ("UIOriginalClassName", .ref(nib.string("UIViewController"))),
            ])
        connections.append(
            nib.add(
                "UIRuntimeOutletConnection",
                [
                    ("UILabel", .ref(nib.string("sceneViewController"))), ("UISource", .ref(owner)),
                    ("UIDestination", .ref(controller)),
                ]))
        connections.append(
            nib.add(
                "UIRuntimeOutletConnection",
                [
                    ("UILabel", .ref(nib.string("storyboard"))), ("UISource", .ref(controller)),
                    ("UIDestination", .ref(storyboard)),
                ]))
        nib.set(
            root,
            [
                ("UINibTopLevelObjectsKey", .ref(nib.array([controller, owner, responder, storyboard]))),
                ("UINibObjectsKey", .ref(nib.array([controller, owner, responder, storyboard] + templates))),
                ("UINibConnectionsKey", .ref(nib.array(connections))),
            ])
        return nib.bytes(coderVersion: 9)
    }

    /// A view nib (S32.3): the controller as File's Owner with its `view` outlet, a view with a
    /// button per segue whose touch-up event sends `perform:` to `UpstreamPlaceholder-N`.
    public static func viewNib(buttons: Int) -> [UInt8] {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let owner = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("IBFilesOwner")))])
        let view = nib.add("UIView")
        var proxies: [Int] = []
        var controls: [Int] = []
        var connections: [Int] = []
        for offset in 0..<buttons {
            let proxy = nib.add(
                "UIProxyObject", [("UIProxiedObjectIdentifier", .ref(nib.string("UpstreamPlaceholder-\(offset + 1)")))])
            let button = nib.add("UIButton", [("UISuperview", .ref(view))])
            proxies.append(proxy)
            controls.append(button)
            connections.append(
                nib.add(
                    "UIRuntimeEventConnection",
                    [
                        ("UILabel", .ref(nib.string("perform:"))), ("UISource", .ref(button)),
                        ("UIDestination", .ref(proxy)), ("UIEventMask", .int(64)),
                    ]))
        }
        nib.set(view, [("UISubviews", .ref(nib.array(controls, className: "NSMutableArray")))])
        connections.append(
            nib.add(
                "UIRuntimeOutletConnection",
                [("UILabel", .ref(nib.string("view"))), ("UISource", .ref(owner)), ("UIDestination", .ref(view))]))
        nib.set(
            root,
            [
                ("UINibTopLevelObjectsKey", .ref(nib.array([owner, view] + proxies))),
                ("UINibObjectsKey", .ref(nib.array([owner, view] + proxies + controls))),
                ("UINibConnectionsKey", .ref(nib.array(connections))),
            ])
        return nib.bytes(coderVersion: 9)
    }

    /// `Flow.storyboardc`: `Start` (initial) whose button shows `Detail`; `Detail` whose
    /// controller presents `Start` from code (no control fires it).
    public static func flowStoryboard() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CompiledStoryboardFixture-\(UUID().uuidString)/Flow.storyboardc")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let files: [(String, [UInt8])] = [
            (
                "Start",
                sceneNib(
                    controllerClass: "StartController", identifier: "Start", viewNib: "s1-view-v1",
                    segues: [("UIStoryboardShowSegueTemplate", "toDetail", "Detail")])
            ),
            ("s1-view-v1", viewNib(buttons: 1)),
            (
                "Detail",
                sceneNib(
                    controllerClass: "DetailController", identifier: "Detail", viewNib: "d1-view-v2",
                    segues: [("UIStoryboardPresentationSegueTemplate", "again", "Start")])
            ),
            ("d1-view-v2", viewNib(buttons: 0)),
        ]
        for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name + ".nib")) }
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIStoryboardDesignatedEntryPointIdentifier</key><string>Start</string>
            <key>UIStoryboardVersion</key><integer>1</integer>
            <key>UIViewControllerIdentifiersToNibNames</key>
            <dict><key>Start</key><string>Start</string><key>Detail</key><string>Detail</string></dict>
            </dict></plist>
            """
        try Data(info.utf8).write(to: url.appendingPathComponent("Info.plist"))
        return url
    }
}
