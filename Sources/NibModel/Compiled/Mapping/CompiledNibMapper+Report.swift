extension CompiledNibMapper {
    /// Keys the reader understands although no rule names them and ``ArchiveKey`` does not
    /// resolve them: a compiled storyboard's plumbing (storyboards.md S32), collection plumbing
    /// and values that only describe the archive.
    static let plumbingKeys: Set<String> = [
        "UINibName", "NSNibName", "UIExternalObjectsTableForViewLoading", "NSExternalObjectsTableForViewLoading",
        "UIStoryboardSegueTemplates", "IBWindowTemplate", "IBWindowTemplateContentViewController", "IBMainMenu",
        "NSExternalObjectPlaceholderIdentifier", "uniqueIdentifierForStoryboardCompilation",
        "UIStoryboardIdentifier", "NSInlinedValue", "UINibEncoderEmptyKey", "IB.systemFontUpdateVersion",
        "NSToolbarIBDefaultItems", "NSToolbarIBIdentifiedItems", "UITableViewCellPrototypeNibExternalObjects",
        "UICollectionViewCellPrototypeNibExternalObjects",
    ]

    /// Counts, into `counts`, what ``DecompileReport`` lists for this nib (after ``prepare()``):
    /// the objects of classes no rule covers, the keys of covered objects nothing reads, and the
    /// connectors of kinds the reader does not map.
    func countUnmapped(into counts: inout [DecompileReport.Key: Int]) {
        var childKeys: [Int: Set<Int32>] = [:]
        for object in members {
            if let link = parents[object], link.key >= 0 { childKeys[link.parent, default: []].insert(link.key) }
        }
        var isChild = ObjectFlags(count: archive.count)
        for object in members where parents[object] != nil { isChild.insert(object) }
        var readKeys: [String: Set<String>?] = [:]
        for object in members {
            // Segue templates become segues and storyboard proxies the objects they stand for
            // (a compiled storyboard's scenes, SceneNib).
            let className = archive.className(object)
            if className.hasSuffix("SegueTemplate") || className == "NSNibExternalObjectPlaceholder" { continue }
            countUnmapped(
                object, childKeys: childKeys[object] ?? [], isChild: isChild, readKeys: &readKeys, depth: 0,
                into: &counts)
        }
        for connector in connectorIndices {
            switch archive.classKind(connector) {
            case .outletConnector, .uiOutletConnection, .uiOutletCollectionConnection, .controlConnector,
                .auxiliaryActionConnector, .uiEventConnection, .bindingConnector, .runtimeAttributesConnector,
                .uiKeyValuePair, .helpConnector:
                continue
            case _ where isStackViewConnector(connector):
                // ibtool's connector that has a stack view decoded early: the stack view says it.
                continue
            default:
                counts[DecompileReport.Key(archivedClass: archive.className(connector), key: nil), default: 0] += 1
            }
        }
    }

    /// Counts one object (and the objects its rules embed, down to `depth` 4).
    private func countUnmapped(
        _ object: Int, childKeys: Set<Int32>, isChild: ObjectFlags, readKeys: inout [String: Set<String>?],
        depth: Int, into counts: inout [DecompileReport.Key: Int]
    ) {
        let platform: Platform = isAppKit ? .appKit : .uiKit
        let className = vocabularyClass(of: object, kind: archive.classKind(object))
        if readKeys[className] == nil {
            let chain = IBVocabulary.ruleChain(archivedClass: className, platform: platform)
            if chain.isEmpty {
                readKeys[className] = .some(nil)
            } else {
                var keys: Set<String> = []
                for rule in chain {
                    for property in rule.properties {
                        keys.insert(String(property.key.split(separator: "/").first ?? ""))
                    }
                    for constant in rule.constants { keys.insert(constant.key) }
                    for child in rule.embedded { keys.insert(child.key) }
                }
                keys.formUnion(Self.tableKeys[className] ?? [])
                keys.formUnion(IBVocabulary.stringLists.map(\.archiveKey))
                if !isAppKit {
                    keys.formUnion(Self.uiKitTextKeys[className] ?? [])
                    keys.formUnion(Self.uiKitImageArchiveKeys[className] ?? [])
                    keys.formUnion(Self.uiKitRectEdgeArchiveKeys[className] ?? [])
                    keys.formUnion(Self.uiKitTextAttributeArchiveKeys[className] ?? [])
                    keys.formUnion(Self.uiKitEnabledStateArchiveKeys[className] ?? [])
                    keys.formUnion(IBVocabulary.uiKitColorKeys.values)
                    for own in IBVocabulary.uiKitElementColorKeys.values { keys.formUnion(own.values) }
                }
                readKeys[className] = .some(keys)
            }
        }
        let read = readKeys[className] ?? nil
        var unread: [String] = []
        for slot in archive.slotRange(of: object) {
            let entry = archive.slots[slot]
            guard entry.key >= 0, archive.keyKind(ofSlot: slot) == .other, !childKeys.contains(entry.key) else {
                continue
            }
            if case .null = entry.value { continue }
            if case .reference(let target) = entry.value {
                // Nothing, the object's parent (a menu item's menu) or a child held under
                // another key (a menu item's target, its submenu): the tree says it.
                if archive.classKind(target) == .null || parents[object]?.parent == target { continue }
                if isChild.contains(target), parents[target]?.parent == object { continue }
                // An empty collection says nothing (a menu without items).
                let targetClass = archive.className(target)
                if targetClass.hasSuffix("Array") || targetClass.hasSuffix("Set"),
                    archive.elements(entry.value).isEmpty
                {
                    continue
                }
            }
            guard let name = keyName(entry.key) else { continue }
            if Self.plumbingKeys.contains(name) || read?.contains(name) == true
                || IBVocabulary.isDerived(key: name, archivedClass: className)
            {
                continue
            }
            unread.append(name)
        }
        guard let read else {
            if !unread.isEmpty { counts[DecompileReport.Key(archivedClass: className, key: nil), default: 0] += 1 }
            return
        }
        for name in Set(unread) { counts[DecompileReport.Key(archivedClass: className, key: name), default: 0] += 1 }
        guard depth < 4, !read.isEmpty else { return }
        for child in IBVocabulary.embeddedChildren(archivedClass: className, platform: platform) {
            let value = archive.value(named: child.key, in: object)
            var embedded: [Int] = []
            if child.documentKey != nil {
                if case .reference(let target) = value, !memberSet.contains(target) { embedded = [target] }
            } else if child.wrapper != nil {
                embedded = archive.elements(value).filter { !memberSet.contains($0) }
            }
            for target in embedded.prefix(4096) where target != object {
                countUnmapped(
                    target, childKeys: [], isChild: isChild, readKeys: &readKeys, depth: depth + 1, into: &counts)
            }
        }
    }

    /// Whether `connector` is the plain `NSNibConnector` ibtool adds for each stack view: its
    /// source the stack view (of a custom class or not), no destination.
    private func isStackViewConnector(_ connector: Int) -> Bool {
        guard archive.className(connector) == "NSNibConnector",
            archive.value(named: "NSDestination", in: connector) == nil,
            case .reference(let source)? = archive.value(named: "NSSource", in: connector)
        else { return false }
        let className =
            archive.classKind(source) == .nsClassSwapper
            ? archive.string(.nsOriginalClassName, in: source) : archive.className(source)
        return className == "NSStackView"
    }
}
