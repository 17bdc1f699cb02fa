import Foundation
import NibEditing
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Compiled nibs of the corpus decompiled into a xib (`decompiledXML()`, what `nibdump decompile`
/// writes), the xib compiled again and compared with the original: what
/// `Scripts/roundtrip-nibs.sh` measures over the whole corpus, here on the nibs each fix of the
/// round trip made the same graph.
@Suite struct DecompileRoundTripTests {
    /// The original nib's graph and the graph of its decompiled xib compiled again, with the ICC
    /// profiles the original embeds (the build machine's, which a xib cannot carry).
    private func roundTrip(_ relativePath: String) throws -> (ArchiveComparison, String) {
        let path = try #require(TestPaths.corpus).appendingPathComponent(relativePath).path
        let original = ArchiveGraph(try CompiledArchive(contentsOfFile: path))
        let xml = try NibDocument(contentsOfFile: path).decompiledXML()
        let decompiled = try NibDocument(data: Data(xml), file: "decompiled.xib")
        let options = CompileOptions(colorProfiles: ColorProfiles.profiles(in: original))
        let compiled = try DocumentCompiler(options: options).graph(for: decompiled)
        return (ArchiveComparison(original, compiled), String(decoding: xml, as: UTF8.self))
    }

    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: [
            // File's Owner names no class (no IBClassReference); a recessed button hugs vertically.
            "pairs/macos/button_framesize_no_frame.nib",
            // A push button's own vertical hugging (750) is the archive's silence.
            "pairs/macos/test28_key_equiv_return.nib",
            // A check box's doesNotDimImage is kept in its button flags.
            "pairs/macos/checkbox_hugging.nib",
            // A split view's panes clip in NSViewClipsToBoundsKeyName; ibtool's own key says the xib did not.
            "pairs/macos/test35_splitview_responder.nib",
            // A pop-up's and a pull-down's selected item is the menu item NSMenuItem names.
            "pairs/macos/test33_popup_pulldown.nib",
            // Swift custom objects made with init: customObjectInstantitationMethod="direct".
            "pairs/macos/module_override.nib",
            // A window's content border thickness.
            "pairs/macos/test_content_border.nib",
            // Standard toolbar items (flexible space, space) by their implicit identifier.
            "pairs/macos/toolbar_default_refs.nib",
            // A binding with its options.
            "nib-compiled/viraptor__ibtool__samples_correct_binding_options_order.nib",
            // A named image's resource keeps its design size (IBDesignSize).
            "pairs/macos/test_named_image.nib",
            // Scrollers that host no layer tree: their window had no animationBehavior.
            "pairs/macos/test_outline_indent.nib",
            // A text view's own text, one run and several, and its insertion point colour.
            "pairs/macos/textview_attributedstring.nib", "pairs/macos/textview_multiattr.nib",
            // A path cell's URL, background colour and (no) allowed types.
            "pairs/macos/test_path_control.nib",
            // Images embedded in the document, written back as their keyed archives.
            "pairs/macos/test16_buttons.nib", "pairs/macos/transmission_MainMenu.nib",
            // A bevel button with a rounded bezel: its archived hugging tells its type.
            "pairs/macos/bevel_rounded_flags.nib",
            // A window's scroll view: its document view and subviews as designed, before ibtool tiled it.
            "pairs/macos/test10_next_key.nib",
            // A table wider than its clip view shows the horizontal scroller the document hid.
            "pairs/macos/test_6col.nib",
            // An accessibility identifier's connector, numbered between the outlets and the bindings.
            "nib-compiled/transmission__transmission__macosx_Sparkle.framework_Versions_B_Resources_SUStatus.nib",
            // A box's content view is its subview, its title font Lucida Grande; a web view's
            // next key view is nil.
            "nib-compiled/gnachman__iTerm2__ThirdParty_Sparkle.framework_Versions_A_Resources_ja.lproj_SUUpdateAlert.nib",
            // A user defaults controller of its own keeps its declared keys; an array controller
            // leaves its default settings out and restricts insertion to its filter.
            "nib-compiled/gnachman__iTerm2__ThirdParty_Sparkle.framework_Versions_A_Resources_zh_CN.lproj_SUUpdatePermissionPrompt.nib",
        ])
    func aDecompiledNibCompilesBackToTheSameGraph(_ relativePath: String) throws {
        let (comparison, _) = try roundTrip(relativePath)
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    /// A clip view whose document says `<nil key="backgroundColor"/>` archives no `NSBGColor`
    /// and decompiles back to the `<nil>` (the sources of iTerm2's SearchableComboView and
    /// Hammerspoon's HSChooserWindow); one that names no colour archives the control background
    /// colour and gets no `<nil>`.
    @Test func aClipViewWithoutABackgroundColorComesBackAsNil() throws {
        func scrollView(_ id: String, background: String) -> String {
            """
                            <scrollView borderType="none" id="\(id)">
                                <rect key="frame" x="0" y="0" width="200" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                <clipView key="contentView" drawsBackground="NO" id="\(id)-clip">
                                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    \(background)
                                </clipView>
                            </scrollView>
            """
        }
        let objects = """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
            \(scrollView("none", background: #"<nil key="backgroundColor"/>"#))
            \(scrollView("silent", background: ""))
                        </subviews>
                    </customView>
            """
        let source = try WindowBoxAndViewFactsCompileTests.document(objects)
        let graph = try DocumentCompiler().graph(for: source)
        let clips = GraphReading.objects("NSClipView", in: graph)
        #expect(clips.count == 2)
        #expect(clips.filter { $0.value(forKey: "NSBGColor") == nil }.count == 1)
        let bytes = try DocumentCompiler().compile(source)
        let xml = String(decoding: try NibDocument(data: Data(bytes), file: "Clips.nib").decompiledXML(), as: UTF8.self)
        #expect(xml.components(separatedBy: #"<nil key="backgroundColor"/>"#).count == 2)
        let again = try DocumentCompiler().graph(for: try NibDocument(data: Data(xml.utf8), file: "Clips.xib"))
        let comparison = ArchiveComparison(
            ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "Clips.nib")), again)
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    /// A box's title font is written back (`<font key="titleFont">`) when it is not the small
    /// system font the compiler gives a box whose document names none, and left out when it is.
    @Test func aBoxsTitleFontComesBackWhenItIsNotTheDefault() throws {
        func box(_ id: String, font: String) -> String {
            """
                            <box title="\(id)" id="\(id)">
                                <rect key="frame" x="10" y="10" width="200" height="100"/>
                                <view key="contentView" id="\(id)-content">
                                    <rect key="frame" x="3" y="3" width="194" height="82"/>
                                </view>
                                \(font)
                            </box>
            """
        }
        let objects = """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
            \(box("lucida", font: #"<font key="titleFont" size="11" name="LucidaGrande"/>"#))
            \(box("plain", font: ""))
                        </subviews>
                    </customView>
            """
        let source = try WindowBoxAndViewFactsCompileTests.document(objects)
        let bytes = try DocumentCompiler().compile(source)
        let nib = try NibDocument(data: Data(bytes), file: "Boxes.nib")
        let xml = String(decoding: nib.decompiledXML(), as: UTF8.self)
        let fonts = xml.components(separatedBy: "\n").filter { $0.contains(#"key="titleFont""#) }
        #expect(fonts.count == 1)
        #expect(fonts.first?.contains(#"name="LucidaGrande""#) == true)
        #expect(fonts.first?.contains(#"size="11""#) == true)
        let again = try DocumentCompiler().graph(for: try NibDocument(data: Data(xml.utf8), file: "Boxes.xib"))
        let comparison = ArchiveComparison(
            ArchiveGraph(try CompiledArchive(data: Data(bytes), file: "Boxes.nib")), again)
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
    }

    /// A pop-up cell's tag is its selected item's, a pull-down's with no selected item its title
    /// item's (Xcode writes it so): ibtool archives no `NSTag` on the cell, and the decompiled cell
    /// gets it back from the item; a cell whose item has no tag gets none.
    @Test func aPopUpCellsTagComesBackFromItsSelectedOrTitleItem() throws {
        func popUp(_ id: String, cell: String, items: [(String, Int)]) -> String {
            let menuItems = items.map { #"<menuItem title="\#($0.0)" tag="\#($0.1)" id="\#(id)-\#($0.0)"/>"# }
            return """
                                <popUpButton id="\(id)">
                                    <rect key="frame" x="10" y="10" width="120" height="25"/>
                                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" \(cell) id="\(id)-cell">
                                        <font key="font" metaFont="menu"/>
                                        <menu key="menu" id="\(id)-menu">
                                            <items>
                                                \(menuItems.joined(separator: "\n"))
                                            </items>
                                        </menu>
                                    </popUpButtonCell>
                                </popUpButton>
                """
        }
        let objects = """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
            \(popUp("selected", cell: #"tag="2" selectedItem="selected-B""#, items: [("A", 1), ("B", 2)]))
            \(popUp("pulldown", cell: #"tag="1" pullsDown="YES""#, items: [("Sort", 1), ("C", 3)]))
            \(popUp("untagged", cell: #"selectedItem="untagged-D""#, items: [("D", 0), ("E", 5)]))
                        </subviews>
                    </customView>
            """
        let source = try WindowBoxAndViewFactsCompileTests.document(objects)
        let nib = try NibDocument(data: Data(try DocumentCompiler().compile(source)), file: "PopUps.nib")
        let cells = String(decoding: nib.decompiledXML(), as: UTF8.self).components(separatedBy: "\n")
            .filter { $0.contains("<popUpButtonCell") }
        try #require(cells.count == 3)
        #expect(cells[0].contains(#"tag="2""#), "\(cells[0])")
        #expect(cells[1].contains(#"pullsDown="YES""#) && cells[1].contains(#"tag="1""#), "\(cells[1])")
        #expect(!cells[2].contains("tag="), "\(cells[2])")
    }

    @Test(
        .enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"),
        arguments: ["sb_basic_wc", "sb_swift_wc", "Base.lproj/sb_localized", "sb_tv_customclass"])
    func aDecompiledStoryboardCompilesBackToTheSameNibs(_ name: String) throws {
        // A window controller's window is its keyed window, not a second outlet; a Base-localized
        // storyboard's titles keep their ids; a clip view without NScvFlags draws no background.
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos/\(name).storyboardc")
        let xml = try NibDocument(contentsOfFile: folder.path).decompiledXML()
        let storyboard = try NibDocument(data: Data(xml), file: "\(name).storyboard")
        var profiles: [String: [UInt8]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".nib") {
            let graph = ArchiveGraph(try CompiledArchive(contentsOfFile: folder.appendingPathComponent(file).path))
            profiles.merge(ColorProfiles.profiles(in: graph)) { first, _ in first }
        }
        let files = try StoryboardCompiler(options: CompileOptions(colorProfiles: profiles)).compile(storyboard)
        for file in files where file.name.hasSuffix(".nib") {
            let original = ArchiveGraph(
                try CompiledArchive(contentsOfFile: folder.appendingPathComponent(file.name).path))
            let ours = ArchiveGraph(try CompiledArchive(data: Data(file.bytes), file: file.name))
            let comparison = ArchiveComparison(original, ours)
            #expect(comparison.isSame, "\(file.name): \(comparison.differences.prefix(5))")
        }
        #expect(files.contains { $0.name.hasPrefix("NSWindowController") || $0.name == "MainWC.nib" })
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aDecompiledXibSaysWhatTheArchiveSaysBySilenceAsXcodeWrites() throws {
        let (_, button) = try roundTrip("pairs/macos/button_framesize_no_frame.nib")
        #expect(button.contains(#"<customObject id="-2" userLabel="File's Owner"/>"#))
        #expect(button.contains(#"<button verticalHuggingPriority="750""#))
        let (_, popUps) = try roundTrip("pairs/macos/test33_popup_pulldown.nib")
        #expect(!popUps.contains(#"selectedItem="1""#), "an index is no menu item's id")
        let (_, module) = try roundTrip("pairs/macos/module_override.nib")
        #expect(module.contains(#"customObjectInstantitationMethod="direct""#))
        let (_, fields) = try roundTrip("pairs/macos/textfield_formatter.nib")
        #expect(fields.contains(#"allowsCharacterPickerTouchBarItem="YES""#))
        let (_, sorted) = try roundTrip("pairs/macos/test_sort_desc.nib")
        #expect(
            sorted.contains(#"<sortDescriptor key="sortDescriptorPrototype""#) && sorted.contains(#"sortKey="name""#))
        let (_, weekday) = try roundTrip("pairs/macos/dateformatter_weekday.nib")
        #expect(weekday.contains(#"dateFormat="EEEE""#) && weekday.contains(#"formatterBehavior="custom10_4""#))
        let (_, relative) = try roundTrip("pairs/macos/textfield_formatter.nib")
        #expect(relative.contains(#"dateStyle="long""#) && relative.contains(#"doesRelativeDateFormatting="YES""#))
        // A clip view's document view archived as NSView is a plain view, not a custom view.
        let (_, clipped) = try roundTrip("pairs/macos/test10_next_key.nib")
        #expect(!clipped.contains("<customView"))
        // The key-view loop never holds a view: a keyed archive's scroll view is in its subviews.
        let keyed = try NibDocument(
            contentsOfFile: try #require(TestPaths.corpus).appendingPathComponent(
                "nib-compiled/adium__adium__Resources_BlockEditorWindow.nib_keyedobjects.nib"
            ).path)
        #expect(!String(decoding: keyed.decompiledXML(), as: UTF8.self).contains(#"key="nextKeyView""#))
        let (_, grid) = try roundTrip("pairs/macos/test_table_vignettes.nib")
        #expect(grid.contains(#"<tableViewGridLines key="gridStyleMask" horizontal="YES" vertical="YES"/>"#))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aColourInACustomSpaceComesBackInThatSpaceWithItsProfile() throws {
        // iTerm2's header cell background: white 0, alpha 0 in Generic Gray Gamma 2.2, archived
        // with its calibrated white, its components and the space with the build's profile.
        let (comparison, xml) = try roundTrip(
            "nib-compiled/gnachman__iTerm2__BetterFontPicker_BetterFontPicker.framework_Versions_A_Resources_"
                + "MainViewController.nib")
        #expect(
            xml.contains(
                #"<color key="backgroundColor" white="0" alpha="0" colorSpace="custom" "#
                    + #"customColorSpace="genericGamma22GrayColorSpace"/>"#))
        let colourDifferences = comparison.differences.filter {
            $0.path.hasSuffix("NSBackgroundColor.NSCustomColorSpace")
                || $0.path.hasSuffix("NSBackgroundColor.NSComponents")
                || $0.path.hasSuffix("NSBackgroundColor.NSLinearExposure")
        }
        #expect(colourDifferences.isEmpty, "\(colourDifferences)")
        // HSChooserWindow's label background in sRGB: its components as archived.
        let (_, chooser) = try roundTrip("nib-compiled/viraptor__ibtool__samples_correct_HSChooserWindow.nib")
        #expect(
            chooser.contains(
                #"red="0" green="0.4117647059" blue="0.8509803922" alpha="0" "#
                    + #"colorSpace="custom" customColorSpace="sRGB""#))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aViewsSubviewsComeBackInTheirArchivedOrderWhateverTheObjectTablesOrder() throws {
        // adium's EditStateSheet (an older Interface Builder's keyed archive) lists its window's
        // buttons and boxes in its object table in another order than the content view's
        // NSSubviews: decompiled in the NSSubviews order, they compile back to it.
        let (comparison, _) = try roundTrip(
            "nib-compiled/adium__adium__Frameworks_Adium_Resources_zh_CN.lproj_EditStateSheet.nib_keyedobjects.nib")
        let swapped = comparison.differences.filter {
            $0.path.contains("NSWindowView.NSSubviews") && $0.kind == .className
        }
        #expect(swapped.isEmpty, "\(swapped.prefix(5))")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func anOlderCheckBoxWithoutAnAuxiliaryTypeComesBackAsACheckBoxFromItsImageSource() throws {
        // adium's EditStateSheet (an older Interface Builder's keyed archive) archives its check
        // boxes without `NSAuxButtonType`, with an `NSButtonImageSource` named NSSwitch under
        // `NSAlternateImage`: decompiled as `type="check"`, they compile back with the image source.
        let (comparison, xml) = try roundTrip(
            "nib-compiled/adium__adium__Frameworks_Adium_Resources_zh_CN.lproj_EditStateSheet.nib_keyedobjects.nib")
        #expect(xml.contains(#"<buttonCell key="cell" type="check" title="马上显示闲置""#))
        // (A text button's font under `NSAlternateImage` is an older Interface Builder's key alone.)
        let lost = comparison.differences.filter {
            $0.path.hasSuffix(".NSAlternateImage") && "\($0)".contains("NSButtonImageSource")
        }
        #expect(lost.isEmpty, "\(lost.prefix(5))")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aControlsCellTheObjectTableLeavesOutComesBackUnderItsControl() throws {
        // adium's XtrasCreator Preferences (an older Interface Builder's keyed archive) lists its
        // pop-up button and text field but not their cells, and the pop-up's menu under the
        // button: the cells come back as the controls' `cell`, the menu as the cell's.
        let (comparison, xml) = try roundTrip(
            "nib-compiled/adium__adium__Other_XtrasCreator_Preferences.nib_keyedobjects.nib")
        #expect(xml.contains(#"<popUpButtonCell key="cell""#))
        #expect(xml.contains(#"<menu key="menu" title="OtherViews""#))
        #expect(xml.contains(#"<textFieldCell key="cell""#))
        let lost = comparison.differences.filter { $0.path.hasSuffix(".NSCell") && $0.kind == .missingKey }
        #expect(lost.isEmpty, "\(lost)")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func anEmbeddedImageComesBackAsItsResourcesKeyedArchive() throws {
        let (comparison, xml) = try roundTrip("pairs/macos/test16_buttons.nib")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
        // Named as Interface Builder names it, element, id and attribute; sized by its NSSize.
        #expect(xml.contains(#"image="buttonCell:14:image""#))
        #expect(xml.contains(#"<image name="buttonCell:14:image" width="1" height="1">"#))
        #expect(xml.contains(#"<mutableData key="keyedArchiveRepresentation">"#))
        // The archive is the NSImage as a keyed archive, without what ibtool adds in a nib.
        let document = try NibDocument(data: Data(xml.utf8), file: "decompiled.xib")
        let resource = try #require(document.resources.first { $0.name == "buttonCell:14:image" })
        let text = try #require(resource.element.child(forKey: "keyedArchiveRepresentation")?.text)
        let archive = try CompiledArchive(nestedIn: .data(try #require(Base64.decode(text))), file: "image")
        let graph = ArchiveGraph(archive)
        guard case .reference(let image)? = graph[graph.root]?.value(forKey: "root") else {
            Issue.record("no root image")
            return
        }
        #expect(graph[image]?.className == "NSImage")
        #expect(graph[image]?.value(forKey: "NSTintColor") == nil)
        #expect(graph[image]?.value(forKey: "NSReps") != nil)
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aScrollViewsDesignedLayoutComesBack() throws {
        // The bevel button's type, which its bezel style hides.
        let (_, bevel) = try roundTrip("pairs/macos/bevel_rounded_flags.nib")
        #expect(bevel.contains(#"<buttonCell key="cell" type="bevel" title="T" bezelStyle="rounded""#))
        // The document view and its image views as the source designed them (463 by 253, y 103).
        let (_, scrolled) = try roundTrip("pairs/macos/test10_next_key.nib")
        #expect(scrolled.contains(#"<rect key="frame" x="0" y="0" width="463" height="253"/>"#))
        #expect(scrolled.contains(#"<rect key="frame" x="207" y="103" width="48" height="48"/>"#))
        // The horizontal scroller ibtool showed over the clip view was hidden.
        let (_, table) = try roundTrip("pairs/macos/test_6col.nib")
        #expect(table.contains(#"<scroller key="horizontalScroller" hidden="YES""#))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aLoneControllerNibNamedByClassAndIDIsTheEntryPoint() throws {
        // A window controller's nib found without its storyboard's Info.plist: ibtool names a
        // controller nib by class and id only when it is the entry point (or a segue's
        // destination), so the decompiled storyboard starts with it and compiles it again.
        let source = try #require(TestPaths.corpus).appendingPathComponent(
            "nib-compiled/viraptor__ibtool__samples_correct_Base.lproj_sb_localized.out_NSWindowController-wc1-00-001.nib"
        )
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lone-\(UUID().uuidString)/Lone.storyboardc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.copyItem(
            at: source, to: folder.appendingPathComponent("NSWindowController-wc1-00-001.nib"))
        let xml = try NibDocument(contentsOfFile: folder.path).decompiledXML()
        #expect(String(decoding: xml, as: UTF8.self).contains(#"initialViewController="wc1-00-001""#))
        let storyboard = try NibDocument(data: Data(xml), file: "Lone.storyboard")
        let files = try StoryboardCompiler(options: CompileOptions()).compile(storyboard)
        #expect(files.contains { $0.name == "NSWindowController-wc1-00-001.nib" })
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aVisualEffectViewAndATertiaryLabelColourCompileAsIbtoolArchivesThem() throws {
        let (comparison, _) = try roundTrip("nib-compiled/viraptor__ibtool__samples_correct_HSChooserWindow.nib")
        let text = comparison.differences.map(\.description).joined(separator: "\n")
        #expect(!text.contains("VisualEffectView"), "\(text)")
        #expect(!text.contains("NSTextColor"), "\(text)")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aUserDefaultsControllerAndItsBindingsCompileAfterDecompiling() throws {
        let (comparison, xml) = try roundTrip("pairs/macos/transmission_MainMenu.nib")
        #expect(xml.contains(#"<userDefaultsController representsSharedInstance="YES""#))
        // Compiled, not refused, and the same: the embedded image, the outline view's prototype
        // cell views (nested nibs), their table's flags and images' design sizes.
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
        #expect(!comparison.differences.contains { $0.description.contains(#"NS.sizeval: ""#) })
        #expect(xml.contains(#"viewBased="YES""#) && xml.contains("<prototypeCellViews>"))
        #expect(
            !comparison.differences.contains {
                $0.description.contains("NSResizingMask") || $0.description.contains("NSHuggingPriority")
                    || $0.description.hasSuffix(
                        "NSTableViewArchivedReusableViewsKey: only on the left (NSMutableDictionary)")
            })
        #expect(
            !comparison.differences.contains { $0.description.contains("NSNibBindingConnector") },
            "every binding connector has its counterpart")
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aDecompiledImageResourceKeepsItsCatalogAndDesignSize() throws {
        let (_, xml) = try roundTrip("pairs/macos/transmission_MainMenu.nib")
        // An image's size as the source's <resources> say, a symbol's catalog and, where an image
        // reference (a menu item's `<imageReference>`) names the symbol, the size ibtool archived
        // (its own measure of the symbol: 17 by 14 where the source says 16 by 14).
        #expect(xml.contains(#"<image name="DownArrowTemplate" width="8" height="12"/>"#))
        #expect(xml.contains(#"<image name="heart" catalog="system" width="17" height="14"/>"#))
        // A symbol named by an attribute (a menu item's secondaryImage=) is archived at 32 by 32
        // whatever the source's size: the decompiled resource gives none.
        #expect(xml.contains(#"<image name="arrow.clockwise" catalog="system"/>"#))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aWindowsAnimationBehaviorIsReadFromItsScrollersLayers() throws {
        // Scrollers hosting no layer tree: the source window gave no animationBehavior.
        let (_, older) = try roundTrip("pairs/macos/test_outline_indent.nib")
        #expect(older.contains(#"<window title="Test" autorecalculatesKeyViewLoop="YES" id="3">"#))
        #expect(!older.contains("wantsLayer"))
        // Scrollers hosting one: the window's behaviour is the default, as Xcode writes it.
        let (comparison, newer) = try roundTrip("pairs/macos/test_sort_desc.nib")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5))")
        #expect(newer.contains(#"animationBehavior="default""#))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aTabViewsSelectedItemStaysAmongItsItems() throws {
        // A keyed archive lists NSSelectedTabViewItem before NSTabViewItems: the selected item
        // is still written among the tab view's items, not as a child of its own.
        let keyed = try NibDocument(
            contentsOfFile: try #require(TestPaths.corpus).appendingPathComponent(
                "nib-compiled/adium__adium__Resources_BlockEditorWindow.nib_keyedobjects.nib"
            ).path)
        let xml = String(decoding: keyed.decompiledXML(), as: UTF8.self)
        #expect(!xml.contains(#"key="selectedTabViewItem""#))
        let items = try #require(xml.range(of: "<tabViewItems>"))
        #expect(xml[items.upperBound...].contains(#"<tabViewItem label="Contact List" identifier="list" id="223">"#))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aTextViewsOwnTextAndInsertionColorComeBack() throws {
        // Runs as fragments, each with its font unless it is NSTextStorage's own Helvetica 12.
        let (_, multiple) = try roundTrip("pairs/macos/textview_multiattr.nib")
        #expect(multiple.contains(#"<attributedString key="textStorage">"#))
        #expect(multiple.contains(#"<fragment content="bold">"#))
        #expect(multiple.contains(#"<font key="NSFont" size="10" name="LucidaGrande-Bold"/>"#))
        #expect(
            multiple.contains(#"<color key="insertionPointColor" name="controlTextColor" catalog="System""#))
        let (_, single) = try roundTrip("pairs/macos/textview_attributedstring.nib")
        #expect(single.contains(#"<fragment content="Hi"/>"#))
        // ibtool's own insertion colour is the archive's silence.
        let (_, plain) = try roundTrip("pairs/macos/test7_clipview.nib")
        #expect(!plain.contains("insertionPointColor") && !plain.contains("textStorage"))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aMenuItemsImageReferenceComesBackWithItsConfiguration() throws {
        let (comparison, xml) = try roundTrip("pairs/macos/transmission_MainMenu.nib")
        // The resource's IBImageConfiguration: an <imageReference>, as the source wrote it.
        #expect(
            xml.contains(
                #"<imageReference key="secondaryImage" image="heart" catalog="system" symbolScale="default" variableValue="1"/>"#
            ))
        #expect(!xml.contains(#"secondaryImage="heart""#))
        #expect(
            !comparison.differences.contains {
                $0.description.contains("NSImageVariableValue") || $0.description.contains("IBDesignImageConfiguration")
            })
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aPathCellsURLColourAndAllowedTypesComeBack() throws {
        let (_, xml) = try roundTrip("pairs/macos/test_path_control.nib")
        #expect(xml.contains(#"<url key="url" string="file:///usr/"/>"#))
        #expect(
            xml.contains(
                #"<color key="backgroundColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>"#))
        #expect(xml.contains("<allowedTypes/>"))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aViewsSafeAreaComesBackForTheConstraintsThatNameIt() throws {
        let (comparison, xml) = try roundTrip("pairs/macos/transmission_MainMenu.nib")
        // The window's content view: its safe area (the NSLayoutGuide the constraints name) and
        // margins (ibtool's marker).
        let safeArea = try #require(xml.firstRange(of: #"<viewLayoutGuide key="safeArea" id=""#))
        let id = String(xml[safeArea.upperBound...].prefix { $0 != "\"" })
        #expect(xml.contains(#"<viewLayoutGuide key="layoutMargins" id=""#))
        #expect(xml.contains(#"secondItem="\#(id)" secondAttribute="top""#))
        #expect(
            !comparison.differences.contains {
                $0.description.contains("NSSecondItem") || $0.description.contains("LayoutGuide")
            })
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func aContentViewLeftOutOfTheObjectTableComesBack() throws {
        // An older keyed archive lists the scroll view and its table view but not the clip view
        // between them: the decompiled document has it, the table among its subviews, and
        // compiles (the table's columns defined, not a dangling reference).
        let keyed = try NibDocument(
            contentsOfFile: try #require(TestPaths.corpus).appendingPathComponent(
                "nib-compiled/adium__adium__Resources_BlockEditorWindow.nib_keyedobjects.nib"
            ).path)
        let xml = String(decoding: keyed.decompiledXML(), as: UTF8.self)
        let clip = try #require(xml.range(of: #"<clipView key="contentView""#))
        let table = try #require(xml.range(of: "<tableView "))
        #expect(clip.upperBound < table.lowerBound)
        #expect(!xml.contains(#"<tableView key="documentView""#))
        let decompiled = try NibDocument(data: Data(xml.utf8), file: "BlockEditorWindow.xib")
        #expect(throws: Never.self) { try DocumentCompiler(options: CompileOptions()).graph(for: decompiled) }
        // A box's content view left out likewise: the box's controls are in its content view.
        let sheet = try NibDocument(
            contentsOfFile: try #require(TestPaths.corpus).appendingPathComponent(
                "nib-compiled/adium__adium__Frameworks_Adium_Resources_zh_CN.lproj_EditStateSheet.nib_keyedobjects.nib"
            ).path)
        let sheetXML = String(decoding: sheet.decompiledXML(), as: UTF8.self)
        let box = try #require(sheetXML.range(of: #"titlePosition="noTitle" id="200">"#))
        #expect(sheetXML[box.upperBound...].prefix(400).contains(#"<view key="contentView""#))
        let compiled = try NibDocument(data: Data(sheetXML.utf8), file: "EditStateSheet.xib")
        #expect(throws: Never.self) { try DocumentCompiler(options: CompileOptions()).graph(for: compiled) }
    }
}
