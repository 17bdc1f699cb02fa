extension IBVocabulary {
    /// Archive keys that ibtool computes from what the document says elsewhere, by archived
    /// class: a decompiled document loses nothing by not saying them, because compiling it
    /// computes them again (the round trip of `.ci/steps/76-roundtrip-nibs.sh` checks that).
    /// `nibdump decompile --report` leaves them out of what it lists as unmapped, so that what it
    /// lists are the gaps.
    ///
    /// - Constraints' `V2` keys copy the attribute and constant keys.
    /// - A window's frame size limits (`NSMinSize`, `NSMaxSize`) are its content's
    ///   (`NSWindowContentMinSize`, `NSWindowContentMaxSize`) with the title bar added; its full
    ///   screen limits and backing store are constants.
    /// - A menu item's `NSHasActionImage` says it has an `NSActionImage`; its `NSAction` and
    ///   `NSTarget` are its action connection's.
    /// - A scroller's target and action are its scroll view's (`_doScroller:`).
    /// - A table column's `NSIsResizeable` follows its resizing mask.
    /// - A segmented cell's `NSSelectedSegment` is the last segment the document selects; a
    ///   pop-up cell's `NSSelectedIndex` the place of its selected item in its menu.
    /// - A stack view's secondary alignment follows its alignment, its beginning container
    ///   holds its views (its three containers those of its gravity areas), and its equal
    ///   spacing follows its distribution.
    /// - A clip view's bounds follow its frame and its document view's; its cursor is the text
    ///   cursor ibtool gives a clip view of a text view.
    /// - The subviews of a scroll view, a box, a tab view and an outline view are the views
    ///   their other keys hold (clip view, scrollers, header, content view, the selected item's
    ///   view); a table's corner view and a scroll view's own pan gesture recognizer are made
    ///   by ibtool.
    /// - A table header view's table and a cell's control are back pointers.
    /// - A 10.4 formatter's 10.0 keys repeat what its `NS.attributes` say (a 10.0 number
    ///   formatter's are read as its settings, ``numberFormatter10Settings``).
    package static let derivedArchiveKeys: [String: Set<String>] = [
        "NSLayoutConstraint": ["NSFirstAttributeV2", "NSSecondAttributeV2", "NSConstantV2"],
        "NSWindowTemplate": [
            "NSMinSize", "NSMaxSize", "NSMinFullScreenContentSize", "NSMaxFullScreenContentSize", "NSWindowBacking",
        ],
        "NSMenuItem": ["NSHasActionImage", "NSAction", "NSTarget"],
        "NSScroller": ["NSAction", "NSControlAction", "NSTarget", "NSControlTarget"],
        "NSTableColumn": ["NSIsResizeable"],
        "NSSegmentedCell": ["NSSelectedSegment"],
        "NSPopUpButtonCell": ["NSSelectedIndex"],
        "NSStackView": [
            "NSStackViewSecondaryAlignment", "NSStackViewBeginningContainer", "NSStackViewMiddleContainer",
            "NSStackViewEndContainer", "NSStackViewHasEqualSpacing",
        ],
        "NSClipView": ["NSBounds", "NSCursor"],
        "NSScrollView": ["NSSubviews", "NSCornerView", "NSGestureRecognizers"],
        "NSBox": ["NSSubviews"],
        "NSTabView": ["NSSubviews"],
        "NSOutlineView": ["NSSubviews", "NSCornerView"],
        "NSTableView": ["NSCornerView"],
        "NSTableHeaderView": ["NSTableView"],
        "NSNumberFormatter": [
            "NS.positiveformat", "NS.negativeformat", "NS.positiveattrs", "NS.negativeattrs", "NS.zero", "NS.nil",
            "NS.nan", "NS.min", "NS.max", "NS.rounding", "NS.decimal", "NS.thousand", "NS.hasthousands",
            "NS.localized", "NS.allowsfloats",
        ],
        "NSDateFormatter": ["NS.format", "NS.natural"],
    ]

    /// Whether ibtool computes archive key `key` of an object of `archivedClass` from what the
    /// document says elsewhere (``derivedArchiveKeys``; a cell's `NSControlView`, for any cell;
    /// the second copy of a mirrored key).
    package static func isDerived(key: String, archivedClass: String) -> Bool {
        if key == "NSControlView", archivedClass.hasSuffix("Cell") { return true }
        // A key ibtool writes twice (``appKitMirroredKeys``): its first copy is read.
        if appKitMirroredKeys.values.contains(key) { return true }
        return derivedArchiveKeys[archivedClass]?.contains(key) == true
    }
}
