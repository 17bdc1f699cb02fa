#!/usr/bin/env python3
"""decompile-coverage.py: how much of a source document `nibdump decompile` gives back (issue 24).

For every pair in ../shared/corpus/pairs/PAIRS.tsv (a xib or storyboard beside the .nib or
.storyboardc Apple's ibtool compiled from it), runs `nibdump decompile COMPILED`, parses the
result and the source with xml.etree, and counts four measures, per pair and in total:

  strings     every user-visible string of the source (VISIBLE_ATTRIBUTES, <fragment content>,
              the text of <string key=K> for those K, keyless <string> items of arrays).
              Rule: a multiset of (owner element name, attribute name, value) over the whole
              measured region. `title="x"` and `<string key="title">x</string>` are the same entry
              (the owner of a <string key=K> is its parent, base64-UTF8 text is decoded). A source
              entry is back when the decompiled document holds an equal entry not already used by
              another source entry: the same string on an element of the same name, in the same
              attribute. Position is not checked (the other measures do that).
  frames      every geometry element: <rect|size|point key=K> and <value key=K type="rect|size|point">
              (frame, contentRect, screenRect, minSize, maxSize, intercellSpacing, ...). Back when
              the element's owner is matched (rule below), the owner's match has a child of the
              same name and key, and every number (x, y, width, height) is equal to 0.001.
  elements    every element below <objects> (xib) or <scenes> (storyboard), design-time-only
              elements (EXCLUDED_ELEMENTS) left out. Back when matched.
  attributes  every attribute name=value of every counted source element, plus the text of
              non-visible <string>/<real>/... elements as the attribute "(text)". Left out here:
              `id` and `key` (identity and path), the design-time-only attributes below, the
              visible strings (measured by `strings`) and the numbers of geometry elements
              (measured by `frames`). Back when the element is matched and its match has the
              attribute with an equal value: the same text, or numerically equal (relative 1e-5)
              when both are numbers; references to other objects (REFERENCE_ATTRIBUTES, and
              resource names like `buttonCell:<id>:image`) are equal when they name matched
              elements. An attribute of an unmatched element is not back (so dropping an
              element never raises this measure); the same count restricted to matched
              elements is printed beside it for information (attributesOfMatchedElements).
              <string key=K>text</string> is the attribute K of its parent (Xcode writes that
              form when the value has a line break), not an element.

Matching elements (ids of a compiled nib are not Interface Builder's: ibtool keeps only its own
object numbers in NSOidsKeys/NSOidsValues, and `nibdump decompile` writes those, "3", "4", ...;
only placeholders (-1, -2, -3) and, in a .storyboardc, the controller and view ids in the scene
nibs' names survive). So an element is matched by its path from the root: the roots
(<objects> / <scenes>) match; then, for each matched parent, the children are grouped by
(element name, key) and paired within each group, in three passes (<view> and <customView>, which
archive alike, are one group: SAME_ARCHIVE; a pair of them with different names is matched, so
their insides are measured, but the element is not counted as back):
  1. the same id (ids that survive; a <scene> counts as having the id of its view controller,
     its sceneMemberID="viewController" object, else of its first object), unless both have a
     first visible string and they differ (an old xib's numeric ids can equal ibtool's object
     numbers by chance);
  2. the same signature, source children in document order each taking the first unpaired
     decompiled child with an equal signature: for connections and constraints their defining
     attributes (SIGNATURE_ATTRIBUTES: outlet property, action selector, binding name and key
     path, segue kind, constraint attributes and constant); for other elements, in three
     rounds, customClass with the first visible string of the element or its keyed children
     (a control's cell title), then customClass alone, then that visible string alone
     (rounds skip elements without the thing: no empty signatures);
  3. whatever is left, by order: the n-th unpaired source child with the n-th unpaired
     decompiled child (the sibling index).
Constraints are then paired again by their views (rematch_constraints): by their defining
attributes and the elements their firstItem and secondItem name (through the matches above; the
holding view for a constraint without firstItem), then as pass 2 paired them, then by order, so
that constraints with equal attributes on different views are not paired by archive order.
Elements the decompiled document has and the source has not are not counted (this measures
what comes back, not what is added).

Left out, as design-time only (no key of the compiled archive carries them; found by comparing
`nibdump dump --raw X.nib` and the NIBArchive tables with the pairs' sources). Each is in the
tables below with its reason:
  - ids (`id`, `sceneID`): the archive has ibtool's object numbers (NSOidsValues) instead;
    ids are used only to match elements and references, never counted themselves;
  - `customModuleProvider` (a class's module taken from the target: archived as the module it
    resolves to, like an explicit customModule; IBModuleProvider is nil in every pair),
  - `userLabel` (no archive holds "File's Owner", "Window", ...), `fixedFrame`, `misplaced`,
    `ambiguous`, `verifyAmbiguity`, `colorLabel`, placeholder intrinsic sizes
    (`placeholderIntrinsicWidth/Height`), `base64-UTF8` (an encoding: the decoded text counts);
  - <attributedString key="userComments"> (Interface Builder's "Comment for Localizer", a note
    for the translator in exported strings, archived by no runtime object);
  - <point key="canvasLocation">, <designables>, <inferredMetricsTieBreakers>, simulated
    metrics (<simulated...>, <size key="freeformSize">), and constraints with placeholder="YES"
    (removed at build time);
  - translatesAutoresizingMaskIntoConstraints="NO" on a subview that no constraint names and
    that neither is nor sits in a stack view: ibtool archives it translating (views matched to
    archived objects by frame: none of the 75 such subviews, fixed frame or not, has
    NSDoNotTranslateAutoresizingMask; all 64 other views with NO, top-level ones included, have it);
  - hugging and compression priorities on a fixedFrame="YES" view (ibtool archives none), or
    whose (horizontal, vertical) pair equals the class's default, which ibtool omits
    (HUGGING_DEFAULTS, measured: a text field's (250, 750), a push button's (250, 750), a
    stepper's (750, 750), ...; compression (750, 750)); matched by frame, the 101 views whose
    priorities this leaves out have no NSHuggingPriority/NSAntiCompressionPriority, the 37 whose
    priorities it counts have one;
  - the x (y) of a window's contentRect when its <windowPositionMask> has neither leftStrut nor
    rightStrut (topStrut nor bottomStrut): ibtool archives the position centred on the screen
    rect instead (every such window of the pairs);
  - a UIKit table cell's `hidesAccessoryWhenEditing` (UITableViewCell's coder has no key for it);
  - values that one archived number stands for, compared by meaning (EQUIVALENT_VALUES): a
    constraint's multiplier ("1:1" and none, "16:9" and 1.77778) and a button's buttonType
    (roundedRect is system);
  - values whose meaning depends on the element (ELEMENT_EQUIVALENTS): the constant of a
    symbolic constraint (archived as the standard space, no number) and a UIKit colour's colour
    space (UIColor archives components, no space: calibratedRGB is custom sRGB, calibratedWhite
    custom genericGamma22GrayColorSpace);
  - which scene's First Responder a connection names: an action to one is archived with a nil
    target, so any scene's First Responder is equal to any other as a reference;
  - the customClass of a storyboard scene's First Responder (not archived; Xcode 7 wrote
    NSResponder, later Xcodes FirstResponder);
  - the autoresizing mask of a scroll view's clip view (CLIP_VIEW_MASK_REASON): the scroll view
    tiles its clip view, and ibtool archives every such clip view with NSvFlags 0x100, no mask
    (33 of 33 in the pairs' nibs, whatever the source's mask: 21 width and height sizable, 3 none).
  - a storyboard's scenes that ibtool compiles into no nib (UNCOMPILED_SCENE_REASON): a
    controller that is not the entry point, has no storyboardIdentifier, is no segue's destination
    and no relationship child of a compiled controller (Xcode warns "Scene is unreachable due to
    lack of entry points and does not have an identifier for runtime access"), a storyboard
    reference nothing names, an application scene without a main menu; they are left out with
    everything inside them and counted apart (the run prints how many scenes and elements).
  - what a storyboard reference holds (REFERENCE_CONTENTS_REASON: the <navigationItem> Interface
    Builder simulates for it): Info.plist keeps only the storyboard and identifier it names.
Outside <objects>/<scenes> nothing is measured: the <document> element (tool versions,
  `useAutolayout`, a storyboard's `initialViewController`), <dependencies>, <resources>.
Frames ibtool lays out again, whose source value no archived key keeps, are left out of `frames`
only by the precise rules of RECOMPUTED_FRAMES (which views, decided from the source alone, and
why); the run prints how many it left out. Those rules: a scroll view's clip view that a source
older than Xcode 12 ends at its table's header (and that table's frame), and a window's clip-view
content view sized apart from its content rect (and the views that resize with it), a split view's
pane laid across the split view's axis. Still counted although ibtool lays them out again: table
and header widths that ibtool recomputes from the columns, clip views beside a visible legacy
scroller, scrollers of another width.

Usage:
  decompile-coverage.py [--corpus DIR] [--nibdump PATH] [--json] [--top N] [--kind xib|storyboard]
                        [--min-strings P] [--min-frames P] [--min-elements P] [--min-attributes P]
  decompile-coverage.py --self-test     checks the counts on Scripts/testdata/decompile-coverage
  decompile-coverage.py --compare SOURCE DECOMPILED     measures one pair of documents

Exit status: 0, or 1 when a total is below a --min-* percentage (or the self-test fails), 2 on
a usage error or when no pair could be read. Python 3 standard library only.
"""
import argparse
import base64
import collections
import csv
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

# --------------------------------------------------------------------------- vocabulary

# Attributes whose value a user reads on screen (or hears: accessibility).
VISIBLE_ATTRIBUTES = {
    "title",  # windows, menus, menu items, button/text field/popup/box/header cells
    "alternateTitle",  # buttons
    "subtitle",  # windows (NSWindowSubtitle)
    "label",  # segments, tab view items, toolbar items
    "paletteLabel",  # toolbar items
    "placeholderString",  # text fields, search fields, combo boxes
    "toolTip",  # views, segments, toolbar items, menu items
    "headerToolTip",  # table columns
    "stringValue",
    "description",  # <accessibility description=...>
    "help",  # <accessibility help=...>
    # UIKit: labels, text fields and views, table sections, navigation items, tab bar items
    "text", "placeholder", "headerTitle", "footerTitle", "prompt", "badgeValue", "message",
}
# Visible only on one element: the text of an attributed string's runs.
VISIBLE_ON = {("fragment", "content")}
# A visible name that is something else on one element: a constraint's placeholder="YES".
NOT_VISIBLE = {("constraint", "placeholder")}


def is_visible(owner, name):
    """Is the attribute `name` of an element named `owner` a user-visible string?"""
    if (owner, name) in NOT_VISIBLE:
        return False
    return name in VISIBLE_ATTRIBUTES or (owner, name) in VISIBLE_ON

# Attributes that name another element by its id: compared through the element matching.
REFERENCE_ATTRIBUTES = {
    "destination", "target", "firstItem", "secondItem", "outlineTableColumn", "headerView",
    "cornerView", "selectedItem", "initialItem", "initialViewController", "nextKeyView",
    "reference", "source", "menu", "element", "sourceViewController", "previousBinding",
    "row", "column",  # <gridCell>
    "tableViewCell", "textLabel", "detailTextLabel",  # UIKit table cells
    "ref",  # legacy <reference ref=...>
}
RESOURCE_REFERENCE = re.compile(r"^([A-Za-z]+):([^:]+):([A-Za-z]+)$")  # buttonCell:e91-vb-FLY:image

# Pass 2 of the matching: what tells siblings of one name apart when ids do not survive.
SIGNATURE_ATTRIBUTES = {
    "outlet": ("property",),
    "outletCollection": ("property",),
    "action": ("selector",),
    "binding": ("name", "keyPath"),
    "segue": ("kind", "relationship", "identifier"),
    "constraint": ("firstAttribute", "secondAttribute", "relation", "constant", "multiplier"),
    "userDefinedRuntimeAttribute": ("keyPath",),
}

# Values one archived value stands for, compared by what they mean (equivalent_value): the
# archive holds one number for them, so no decompiler can tell which spelling the source chose.
# (element, attribute) -> (the meaning of a value, the meaning of an absent attribute, reason).
def constraint_multiplier(text):
    """A constraint's multiplier as a number: Xcode writes a ratio the user typed as "16:9"
    (16/9) and a plain number as itself; to 6 significant digits (the archive's is a double)."""
    if ":" in text:
        over, _, under = text.partition(":")
        try:
            return "%.6g" % (float(over) / float(under))
        except (ValueError, ZeroDivisionError):
            return text
    try:
        return "%.6g" % float(text)
    except ValueError:
        return text


EQUIVALENT_VALUES = {
    ("constraint", "multiplier"): (
        constraint_multiplier, "1",
        "NSLayoutConstraint archives the multiplier as one number (NSMultiplier, absent when 1): "
        "\"1:1\" and no multiplier, \"16:9\" and 1.7777..., are the same archive, so they are "
        "compared as numbers (the ratio's quotient, 1 when absent)"),
    ("button", "buttonType"): (
        lambda text: "system" if text == "roundedRect" else text, None,
        "UIButton.h defines UIButtonTypeRoundedRect as UIButtonTypeSystem: one UIButtonType "
        "number, written roundedRect by Xcodes before 5 and system since"),
}


# Values whose meaning depends on the element beside the attribute (same_meaning): an archive
# that keeps one thing for several spellings. (element, attribute) -> reason.
ELEMENT_EQUIVALENTS = {
    ("constraint", "constant"): (
        "a constraint marked symbolic=\"YES\" is archived as the standard space (NSSymbolicConstant "
        "NSSpace, on both platforms) without a number: the constant Xcode writes beside it (8 between "
        "siblings, 20 to an ancestor's edge, 6, 10 or 12 between smaller or larger controls) is what its "
        "canvas resolved the space to, which no key keeps; two symbolic constraints have the same "
        "constant"),
    ("color", "colorSpace"): (
        "a UIKit colour's space: UIColor's encodeWithCoder: writes UISystemColorName, "
        "UIColorComponentCount and the components (UIRed, UIGreen, UIBlue or UIWhite, UIAlpha) with "
        "NSRGB/NSWhite and NSColorSpace 2 (RGB) or 4 (white), and no key for the colour space the "
        "document named (UIKitCore's encoder, decompiled; Apple's compiled Wizard storyboard: an sRGB "
        "white as count 4 and NSColorSpace 2), so calibratedRGB, deviceRGB and custom sRGB archive "
        "alike, as do calibratedWhite, deviceWhite and custom genericGamma22GrayColorSpace: "
        "compared by family (RGB or white) in an iOS document; the components are compared as numbers"),
    ("color", "customColorSpace"): ("as colorSpace above", ),
}
UIKIT_RGB_SPACES = {("calibratedRGB", None), ("deviceRGB", None), ("custom", "sRGB")}
UIKIT_WHITE_SPACES = {("calibratedWhite", None), ("deviceWhite", None), ("custom", "genericGamma22GrayColorSpace"),
                      ("custom", "calibratedWhite")}


def same_meaning(element, match, name, is_uikit):
    """True or False when ELEMENT_EQUIVALENTS decides whether `element`'s attribute `name` is
    back on `match`; None when it does not (the ordinary comparison applies)."""
    if element.tag == "constraint" and name == "constant" and element.get("symbolic") == "YES":
        return match.get("symbolic") == "YES"
    if element.tag == "color" and name in ("colorSpace", "customColorSpace") and is_uikit:
        def family(color):
            space = (color.get("colorSpace"), color.get("customColorSpace"))
            if space in UIKIT_RGB_SPACES:
                return "rgb"
            if space in UIKIT_WHITE_SPACES:
                return "white"
            return None
        ours = family(element)
        if ours is not None:
            return ours == family(match)
    return None


def equivalent_value(tag, name, value):
    """`value` (None: absent) as what it means, for the (tag, name) of EQUIVALENT_VALUES;
    `value` itself for every other attribute."""
    rule = EQUIVALENT_VALUES.get((tag, name))
    if rule is None:
        return value
    meaning, absent, _ = rule
    return absent if value is None else meaning(value)


GEOMETRY_ELEMENTS = {"rect", "size", "point"}
GEOMETRY_NUMBERS = ("x", "y", "width", "height")

# Design-time only, left out of every measure. name -> reason.
EXCLUDED_ATTRIBUTES = {
    "id": "Interface Builder's object id: the compiled nib keeps ibtool's own object numbers "
          "(NSOidsValues) instead, so ids are matched through the element paths, not counted",
    "sceneID": "a scene's id, as above (no key of a .storyboardc holds it)",
    "key": "the property an element fills: part of the element's path, counted with the element",
    "userLabel": "the label shown in Xcode's outline: no key carries it (checked on all 81 pairs: "
                 "\"File's Owner\", \"Window\", ... appear in no archive)",
    "fixedFrame": "Xcode's 'frame set by hand, no constraints' marker; the archive only has the "
                  "frame (NSFrame) and autoresizing mask",
    "misplaced": "Xcode's canvas warning that a frame differs from its constraints",
    "ambiguous": "Xcode's canvas warning about ambiguous constraints",
    "verifyAmbiguity": "Xcode's setting for that warning",
    "placeholderIntrinsicWidth": "placeholder intrinsic size: a design-time stand-in for "
                                 "intrinsicContentSize, never archived",
    "placeholderIntrinsicHeight": "as above",
    "base64-UTF8": "how the XML encodes the element's text; the decoded text is what is compared",
    "colorLabel": "Xcode's colour label in the document outline",
    "customModuleProvider": "customModuleProvider=\"target\" says the class's module is the target's: "
                            "ibtool archives the module it resolves to in the class name, the same as an "
                            "explicit customModule (pair module_override, compiled with --module TestModule: "
                            "customModule=\"OriginalModule\" customModuleProvider=\"target\" archives "
                            "_TtC10TestModule10MyDelegate, customModule=\"OtherModule\" alone "
                            "_TtC11OtherModule10OtherClass), and every IBClassReference's IBModuleProvider is "
                            "nil (module_override, bevel_rounded_flags): no key says which it was",
}
# Elements left out with everything inside them. (name, key or None) -> reason.
EXCLUDED_ELEMENTS = {
    ("point", "canvasLocation"): "where a top-level object sits on Xcode's canvas",
    ("dependencies", None): "tool versions and plug-ins (outside the objects anyway)",
    ("designables", None): "IBDesignable render status",
    ("inferredMetricsTieBreakers", None): "Xcode's simulated-metrics tie breakers",
    ("size", "freeformSize"): "the canvas size of a freeform scene (simulated metrics)",
    ("attributedString", "userComments"): "Interface Builder's \"Comment for Localizer\": a note that "
                                          "ibtool exports beside a string for the translator (strings "
                                          "files, XLIFF); no runtime class has a property or coder key "
                                          "for it and no nib of the corpus holds one (the compiler "
                                          "passes it over too: CompileDiagnostic.structuralKeys)",
}
# Simulated metrics (<simulatedScreenMetrics>, <simulatedStatusBarMetrics>,
# <freeformSimulatedSizeMetrics>, ...): how Xcode draws a scene, never archived.
SIMULATED_METRICS_REASON = "simulated metrics: how Xcode's canvas draws a scene"
# Constraints with placeholder="YES" are removed at build time (IB's "remove at build time").
PLACEHOLDER_CONSTRAINT_REASON = "constraints marked placeholder=\"YES\" are removed at build time"

# Hugging and compression priorities: ibtool archives NSHuggingPriority / NSAntiCompressionPriority
# ("{h, v}") only when the pair differs from the class's own default, and never for a view with
# fixedFrame="YES". Xcode still writes the default pairs, so a default pair in the source is
# design-time only. Checked on the pairs, matching views to archived objects by frame: of the views
# with priorities matched unambiguously, the 101 whose priorities this rule leaves out have neither
# key, and the 37 whose priorities it counts have the key.
PRIORITY_NAMES = {
    "horizontalHuggingPriority": ("hugging", 0), "verticalHuggingPriority": ("hugging", 1),
    "horizontalCompressionResistancePriority": ("compression", 0),
    "verticalCompressionResistancePriority": ("compression", 1),
}
HUGGING_DEFAULTS = {  # element name (button: and cell type) -> (h, v) that ibtool leaves out
    "textField": (250, 750), "scroller": (250, 750), "tableView": (250, 750),
    "outlineView": (250, 750), "popUpButton": (250, 750), "searchField": (250, 750),
    "pathControl": (250, 750), "progressIndicator": (250, 750), "predicateEditor": (250, 750),
    "stepper": (750, 750), "button:push": (250, 750), "button:help": (750, 750),
}
DEFAULT_HUGGING = (250, 250)
DEFAULT_COMPRESSION = (750, 750)


def excluded_priorities(element):
    """The priority attributes of `element` that are design-time only, name -> reason."""
    present = {n: element.get(n) for n in PRIORITY_NAMES if element.get(n) is not None}
    if not present:
        return {}
    if element.get("fixedFrame") == "YES":
        return {n: "a priority of a fixedFrame view: ibtool archives none for it" for n in present}
    kind = element.tag
    if kind == "button":
        cell = element.find("buttonCell")
        kind = "button:" + (cell.get("type", "") if cell is not None else "")
    out = {}
    for which, default in (("hugging", HUGGING_DEFAULTS.get(kind, DEFAULT_HUGGING)),
                           ("compression", DEFAULT_COMPRESSION)):
        names = [n for n, (w, _) in PRIORITY_NAMES.items() if w == which]
        pair = list(default)
        for n in names:
            if n in present:
                try:
                    pair[PRIORITY_NAMES[n][1]] = float(present[n])
                except ValueError:
                    pair = None
                    break
        if pair is not None and tuple(pair) == tuple(float(x) for x in default):
            for n in names:
                if n in present:
                    out[n] = "a %s priority pair equal to the class default %s: ibtool leaves it out" % (
                        which, default)
    return out


STACK_CONTAINERS = {"stackView"}

CLIP_VIEW_MASK_REASON = (
    "a scroll view's clip view's autoresizing mask: the scroll view tiles its clip view, and ibtool "
    "archives none (NSvFlags 0x100 on all 33 such clip views of the pairs, whatever the source says)")


# Frames ibtool lays out again, whose source value no key of the archive keeps: left out of the
# frames measure (and counted apart: "recomputed by ibtool"). Each rule names the views it covers,
# decided from the source alone, never from what a decompile gives back. rule -> reason.
RECOMPUTED_FRAMES = {
    "clip view ended at a table header": (
        "the clip view of a scroll view whose table or outline view has a header view "
        "(<tableHeaderView key=\"headerView\">), when the source lays it out as Xcode before 12 did: "
        "y = 0 and height = the scroll view's height - the header's height, and that table's frame "
        "when its height is the clip view's - the header's. ibtool tiles the scroll view as AppKit "
        "does: the clip view fills the inside of the border and the header becomes its content inset "
        "(NSFrame {{1, 1}, {w, h}}, NSBounds {{0, -23}, ...}), the table as high as the clip view's "
        "visible part; the archives of this layout and of today's (clip view under the header from "
        "the border's inset) are the same, key for key (checked on the 17701-era pairs against "
        "24506-era ones), so the decompiler writes today's layout"),
    "window content view resized to the content rect": (
        "a window's content view that is a clip view (<clipView key=\"contentView\">, a hand-made "
        "source) whose frame size differs from the window's contentRect size, and the frames of the "
        "subviews inside it that resize with it (widthSizable or heightSizable, through a chain of "
        "such views). ibtool archives such a clip view at the content rect's size (NSFrame "
        "{{1, 1}, NSWindowRect's size}: 3 of 3 in the pairs) and resizes its document view by its "
        "autoresizing mask, so the source's sizes are in no key. A plain <view> content view keeps "
        "its own size (transmission's MainMenu window: 480x348 in a 480x269 content rect, "
        "archived 480x348), so it is not left out. With it, the minSize of a text view so resized "
        "when the source's minSize equals the text view's source frame size (archived NSMinSize "
        "is the new frame size: 2 of 2)"),
    "split view pane laid crosswise": (
        "a subview of a split view whose source frame does not span the split view across its "
        "axis: with vertical=\"YES\" (panes side by side) a pane whose y is not 0 or whose height "
        "is not the split view's, without it (panes stacked) a pane whose x is not 0 or whose "
        "width is not the split view's (a hand-made source: Xcode keeps panes tiled). ibtool "
        "archives the panes as NSSplitView's adjustSubviews tiles them along its own axis "
        "(test35: two side-by-side 300x400 panes of a stacked split view archived 600x196 and "
        "600x195 under each other), so the source's frames are in no key"),
}


def frame_of(element):
    """The <rect key="frame"> child of `element`, or None."""
    for child in element:
        if child.tag == "rect" and child.get("key") == "frame":
            return child
    return None


def number(element, name):
    try:
        return float(element.get(name, "0"))
    except ValueError:
        return None


def recomputed_frames(root):
    """Geometry elements of the source left out as recomputed by ibtool: element -> rule
    (RECOMPUTED_FRAMES)."""
    out = {}
    for scroll in root.iter("scrollView"):
        header = next((c for c in scroll if c.tag == "tableHeaderView" and c.get("key") == "headerView"), None)
        clip = next((c for c in scroll if c.tag == "clipView" and c.get("key") == "contentView"), None)
        outer = frame_of(scroll)
        if header is None or clip is None or outer is None or frame_of(header) is None:
            continue
        clip_frame = frame_of(clip)
        header_height = number(frame_of(header), "height")
        if clip_frame is None or header_height is None or not header_height:
            continue
        if number(clip_frame, "y") != 0 or number(clip_frame, "height") != number(outer, "height") - header_height:
            continue
        rule = "clip view ended at a table header"
        out[clip_frame] = rule
        subviews = next((c for c in clip if c.tag == "subviews"), None)
        for document in (subviews if subviews is not None else []):
            document_frame = frame_of(document)
            if document.tag in ("tableView", "outlineView") and document_frame is not None \
                    and number(document_frame, "height") == number(clip_frame, "height") - header_height:
                out[document_frame] = rule

    def sizable(view):
        mask = next((c for c in view if c.tag == "autoresizingMask"), None)
        return mask is not None and (mask.get("widthSizable") == "YES" or mask.get("heightSizable") == "YES")

    def resized_with(view, rule):
        for subviews in (c for c in view if c.tag == "subviews"):
            for subview in subviews:
                if frame_of(subview) is not None and sizable(subview):
                    out[frame_of(subview)] = rule
                    resized_with(subview, rule)

    for window in root.iter("window"):
        rect = next((c for c in window if c.tag == "rect" and c.get("key") == "contentRect"), None)
        content = next((c for c in window if c.tag == "clipView" and c.get("key") == "contentView"), None)
        if rect is None or content is None or frame_of(content) is None:
            continue
        own = frame_of(content)
        if (number(own, "width"), number(own, "height")) == (number(rect, "width"), number(rect, "height")):
            continue
        rule = "window content view resized to the content rect"
        out[own] = rule
        resized_with(content, rule)
        for text_view in content.iter("textView"):
            size = next((c for c in text_view if c.tag == "size" and c.get("key") == "minSize"), None)
            own_frame = frame_of(text_view)
            if size is not None and own_frame in out and \
                    (number(size, "width"), number(size, "height")) == \
                    (number(own_frame, "width"), number(own_frame, "height")):
                out[size] = rule

    for split in root.iter("splitView"):
        outer = frame_of(split)
        subviews = next((c for c in split if c.tag == "subviews"), None)
        if outer is None or subviews is None:
            continue
        across = ("y", "height") if split.get("vertical") == "YES" else ("x", "width")
        for pane in subviews:
            pane_frame = frame_of(pane)
            if pane_frame is not None and (number(pane_frame, across[0]) != 0 or
                                           number(pane_frame, across[1]) != number(outer, across[1])):
                out[pane_frame] = "split view pane laid crosswise"
    return out


def constrained_ids(root):
    """Ids of the views some constraint names: its firstItem and secondItem, or the view that
    holds a constraint without firstItem (a constraint on the view itself)."""
    out = set()

    def walk(element, owner):
        for child in element:
            if child.tag == "constraint" and child.get("placeholder") != "YES":
                out.add(child.get("firstItem") or (owner.get("id") if owner is not None else None))
                if child.get("secondItem"):
                    out.add(child.get("secondItem"))
            walk(child, element if child.tag == "constraints" else child)

    for child in root:
        walk(child, child)
    out.discard(None)
    return out


def excluded_attributes(element, parent=None, grandparent=None, constrained=frozenset()):
    """Design-time-only attributes of `element`: name -> reason. `parent` and `grandparent` are
    its containers in the source, `constrained` the ids constraints name (constrained_ids)."""
    out = {n: r for n, r in EXCLUDED_ATTRIBUTES.items() if element.get(n) is not None}
    out.update(excluded_priorities(element))
    if element.tag == "autoresizingMask" and parent is not None and parent.tag == "clipView" \
            and parent.get("key") == "contentView" and grandparent is not None \
            and grandparent.tag == "scrollView":
        out.update({n: CLIP_VIEW_MASK_REASON for n in element.attrib if n != "key"})
    if element.get("focusRingType") is not None and any(child.get("key") == "cell" for child in element):
        out["focusRingType"] = (
            "a control's focus ring lives in its cell: ibtool archives the cell's focusRingType "
            "(NSCellFlags2) and nothing for the control's (Apple's transmission_MainMenu nib: its "
            "text fields say none on the field only, and neither NSvFlags nor the cell's flags "
            "carry it)")
    if element.tag == "tableViewCell" and element.get("hidesAccessoryWhenEditing") is not None:
        out["hidesAccessoryWhenEditing"] = (
            "a UIKit table cell's hidesAccessoryWhenEditing (deprecated since iOS 3): UITableViewCell's "
            "encodeWithCoder: and initWithCoder: name no key for it (UIKitCore, decompiled; "
            "IBVocabulary.uiKitPartsUIKitDoesNotArchive), so ibtool, which archives the cell with its "
            "own coder, archives nothing for it")
    if element.get("sceneMemberID") == "firstResponder" and element.get("customClass") is not None:
        out["customClass"] = (
            "a storyboard scene's First Responder is not archived (actions to it compile with a nil "
            "target); Xcode 7 wrote NSResponder, later ones FirstResponder")
    if element.get("translatesAutoresizingMaskIntoConstraints") == "NO" \
            and parent is not None and parent.tag == "subviews" \
            and element.get("id") not in constrained and element.tag not in STACK_CONTAINERS \
            and (grandparent is None or grandparent.tag not in STACK_CONTAINERS):
        out["translatesAutoresizingMaskIntoConstraints"] = (
            "IB-only on a subview no constraint names, outside stack views: ibtool archives it "
            "translating (checked by frame on the pairs: none of the 75 such subviews has "
            "NSDoNotTranslateAutoresizingMask, all 64 other views with NO have it)")
    return out


def centered_coordinates(element, parent):
    """The numbers of a window's contentRect that ibtool replaces by the centred position.

    A window whose initialPositionMask (<windowPositionMask>) has neither leftStrut nor
    rightStrut is archived centred horizontally on its screenRect (NSWindowRect x =
    (screen width - width) / 2, or -width / 2 without a screenRect), and neither topStrut nor
    bottomStrut centres it vertically: the source's x (or y) is then design-time only
    (measured on the 75 xib pairs: every window without struts has its NSWindowRect centred)."""
    if parent is None or element.get("key") != "contentRect" or element.tag != "rect":
        return ()
    mask = None
    for child in parent:
        if child.tag == "windowPositionMask":
            mask = child
    struts = set() if mask is None else {n for n, v in mask.attrib.items() if v == "YES"}
    out = []
    if not struts & {"leftStrut", "rightStrut"}:
        out.append("x")
    if not struts & {"topStrut", "bottomStrut"}:
        out.append("y")
    return tuple(out)


# A storyboard reference's contents: Info.plist keeps only the storyboard and controller it names.
REFERENCE_CONTENTS_REASON = (
    "what a storyboard reference (<viewControllerPlaceholder>, <controllerPlaceholder>) holds, such "
    "as the <navigationItem> Interface Builder simulates for it: ibtool archives a reference as an "
    "entry of Info.plist's ...ControllerIdentifiersToExternalStoryboardReferences (the storyboard's "
    "name and the referenced identifier) and a placeholder object, nothing of its children")


def element_excluded(element, parent=None):
    if parent is not None and parent.tag.endswith("ontrollerPlaceholder"):
        return True
    key = element.get("key")
    if (element.tag, key) in EXCLUDED_ELEMENTS or (element.tag, None) in EXCLUDED_ELEMENTS:
        return True
    if element.tag == "constraint" and element.get("placeholder") == "YES":
        return True
    if element.tag.startswith("simulated") or element.tag == "freeformSimulatedSizeMetrics":
        return True
    return False


# Scenes ibtool gives no nib: left out of every measure, counted apart (UNCOMPILED_SCENE_REASON).
UNCOMPILED_SCENE_REASON = (
    "a storyboard scene that ibtool compiles into no nib, so that no .storyboardc holds anything of "
    "it: a controller that is not the entry point (initialViewController), has no "
    "storyboardIdentifier and is no segue's destination (ibtool warns \"Scene is unreachable due "
    "to lack of entry points and does not have an identifier for runtime access via "
    "-instantiateViewControllerWithIdentifier:\" and compiles nothing of it), nor a relationship "
    "child (a navigation controller's root, a window's content, a tab's item) of a controller that "
    "is compiled (such a child is archived inside its container's nib); a storyboard reference "
    "(a ...ControllerPlaceholder) that has no storyboardIdentifier and that no segue names (Info.plist "
    "lists only those); an application scene without a main menu (no MainMenu nib). nibdump's "
    "compiler follows the same rules (StoryboardPlan.hasOwnNib) and matches ibtool nib for nib on "
    "the 6 storyboard pairs; no pair has such a scene, so the rule is Xcode's warning, not a pair")


def uncompiled_scenes(document):
    """The <scene>s of a storyboard that ibtool compiles into no nib (UNCOMPILED_SCENE_REASON)."""
    scenes_root = document.find("scenes") if document is not None else None
    if scenes_root is None:
        return []
    controller_of = {}  # scene -> its sceneMemberID="viewController" object
    for scene in scenes_root:
        objects = scene.find("objects")
        for child in (objects if objects is not None else []):
            if child.get("sceneMemberID") == "viewController":
                controller_of[scene] = child
                break
    scene_of_id = {c.get("id"): s for s, c in controller_of.items() if c.get("id")}
    compiled = set()
    initial = document.get("initialViewController")
    if initial in scene_of_id:
        compiled.add(scene_of_id[initial])
    segues = []  # (source scene, segue)
    for scene in scenes_root:
        for segue in scene.iter("segue"):
            segues.append((scene, segue))
    for scene, controller in controller_of.items():
        if controller.get("storyboardIdentifier") is not None:
            compiled.add(scene)
    for _, segue in segues:
        target = scene_of_id.get(segue.get("destination"))
        if target is None:
            continue
        is_reference = controller_of[target].tag.endswith("ontrollerPlaceholder")
        if segue.get("kind") != "relationship" or is_reference:
            compiled.add(target)
    changed = True
    while changed:  # a compiled container's relationship children are in its nib
        changed = False
        for source, segue in segues:
            target = scene_of_id.get(segue.get("destination"))
            if segue.get("kind") == "relationship" and source in compiled and target is not None \
                    and target not in compiled:
                compiled.add(target)
                changed = True
    out = []
    for scene in scenes_root:
        controller = controller_of.get(scene)
        if controller is None or scene in compiled:
            continue
        if controller.tag == "application":
            if controller.find("menu[@key='mainMenu']") is None:
                out.append(scene)
            continue
        out.append(scene)
    return out


# --------------------------------------------------------------------------- reading

def text_of(element):
    text = element.text or ""
    if element.get("base64-UTF8") == "YES":
        try:
            packed = "".join(text.split())
            text = base64.b64decode(packed + "=" * (-len(packed) % 4)).decode("utf-8", "replace")
        except (ValueError, TypeError):
            pass
    return text


def measured_root(document):
    """<objects> of a xib, <scenes> of a storyboard (None when neither)."""
    for name in ("scenes", "objects"):
        found = document.find(name)
        if found is not None:
            return found
    return None


def is_geometry(element):
    if element.get("key") is None:
        return False
    if element.tag in GEOMETRY_ELEMENTS:
        return True
    return element.tag == "value" and element.get("type") in ("rect", "size", "point")


def visible_strings(root):
    """[(owner element name, attribute name, value)] of every visible string below root."""
    out = []

    def walk(element, parent):
        if element_excluded(element, parent):
            return
        for name, value in element.attrib.items():
            if is_visible(element.tag, name) and value != "":
                out.append((element.tag, name, value))
        if element.tag in ("string", "mutableString") and parent is not None:
            key = element.get("key")
            text = text_of(element)
            if text and (key is None or is_visible(parent.tag, key)):
                out.append((parent.tag, key or "[]", text))
        for child in element:
            walk(child, element)

    for child in root:
        walk(child, root)
    return out


def is_visible_string_element(element):
    """A keyless <string> (an item of an array of strings, such as a combo box's values)."""
    return element.tag in ("string", "mutableString") and element.get("key") is None


def scene_id(scene):
    objects = scene.find("objects")
    if objects is None:
        return None
    first = None
    for child in objects:
        if child.get("sceneMemberID") == "viewController":
            return child.get("id")
        if first is None and child.get("id") is not None and not child.get("id", "").startswith("-"):
            first = child.get("id")
    return first


def identity(element):
    if element.tag == "scene":
        return scene_id(element)
    return element.get("id")


def is_value_element(element):
    """<string key=K>text</string>: Xcode's spelling of the attribute K when its value has a
    line break (or is base64); measured as the attribute K of its parent, not as an element."""
    return element.tag in ("string", "mutableString") and element.get("key") is not None


def value_attributes(element):
    """The element's attributes, with its <string key=K> children's text as attribute K."""
    values = dict(element.attrib)
    for child in element:
        if is_value_element(child):
            values[child.get("key")] = text_of(child)
    return values


def first_visible_string(element):
    """The first visible string of the element or of its keyed children (a control's cell)."""
    for candidate in [element] + [c for c in element if c.get("key") is not None]:
        for name, value in value_attributes(candidate).items():
            if is_visible(candidate.tag, name) and value:
                return value
    return None


def scene_member(scene):
    """A scene's sceneMemberID="viewController" object (None when it has none)."""
    objects = scene.find("objects")
    for child in (objects if objects is not None else []):
        if child.get("sceneMemberID") == "viewController":
            return child
    return None


def signatures(element):
    """Pass 2's signatures, most telling first (None where the element has no such thing).
    A <scene> has its controller's: the element name with its storyboardIdentifier (which names
    the controller's nib and Info.plist entry in a .storyboardc, so it survives compiling), then
    with its customClass, then the element name alone (an <application> scene: one per
    storyboard). ibtool keeps no order of the scenes (a .storyboardc is a folder of nibs), so
    without this scenes were paired by order and their whole contents measured against another
    scene's."""
    if element.tag == "scene":
        member = scene_member(element)
        if member is None:
            return [None]
        identifier, custom = member.get("storyboardIdentifier"), member.get("customClass")
        return [("scene identifier", member.tag, identifier) if identifier else None,
                ("scene class", member.tag, custom) if custom else None,
                ("scene kind", member.tag) if member.tag == "application" else None]
    names = SIGNATURE_ATTRIBUTES.get(element.tag)
    if names:
        values = tuple(equivalent_value(element.tag, n, element.get(n)) or "" for n in names)
        if element.tag == "constraint" and element.get("symbolic") == "YES":  # ELEMENT_EQUIVALENTS
            values = tuple("space" if n == "constant" else v for n, v in zip(names, values))
        return [("defining",) + values if any(values) else None]
    custom = element.get("customClass")
    text = first_visible_string(element)
    return [("class and text", custom, text) if custom and text else None,
            ("class", custom) if custom else None,
            ("text", text) if text else None]


SIGNATURE_PASSES = 3


def same_text(source, decompiled):
    """Whether two elements with one id may be the same: not when both have a first visible
    string and the strings differ (an old xib's numeric ids can equal ibtool's object numbers by
    chance: test3's "copyright info" field is 9 in the source, "version info" is 9 decompiled)."""
    ours, theirs = first_visible_string(source), first_visible_string(decompiled)
    return ours is None or theirs is None or ours == theirs


# Element names Interface Builder writes for one archived object that no nib tells apart: a
# plain NSView is a <view> or a <customView> as the Xcode of the day chose (the corpus's split
# view panes are either, in documents of one tools version). Such elements are paired with each
# other, so that what they hold is measured; the element itself counts as back only under the
# source's name.
SAME_ARCHIVE = {"customView": "view"}


def match_trees(source_root, decompiled_root):
    """{source element: decompiled element} for every matched source element (roots included)."""
    matches = {}
    if decompiled_root is None:
        return matches
    matches[source_root] = decompiled_root
    stack = [(source_root, decompiled_root)]
    while stack:
        s_parent, d_parent = stack.pop()
        d_groups = collections.OrderedDict()
        for child in d_parent:
            d_groups.setdefault((SAME_ARCHIVE.get(child.tag, child.tag), child.get("key")), []).append(child)
        s_groups = collections.OrderedDict()
        for child in s_parent:
            if not element_excluded(child, s_parent) and not is_value_element(child):
                s_groups.setdefault((SAME_ARCHIVE.get(child.tag, child.tag), child.get("key")), []).append(child)
        for group, s_list in s_groups.items():
            d_list = d_groups.get(group, [])
            if not d_list:
                continue
            pairs = {}
            used = set()
            # 1. the same id
            d_by_id = {}
            for i, d in enumerate(d_list):
                ident = identity(d)
                if ident is not None:
                    d_by_id.setdefault(ident, i)
            for si, s in enumerate(s_list):
                ident = identity(s)
                if ident is not None and ident in d_by_id and d_by_id[ident] not in used \
                        and same_text(s, d_list[d_by_id[ident]]):
                    pairs[si] = d_by_id[ident]
                    used.add(d_by_id[ident])
            # 2. the same signature, in order: defining attributes, else custom class and
            # first visible string, then custom class alone, then visible string alone
            d_sigs = [signatures(d) for d in d_list]
            s_sigs = [signatures(s) for s in s_list]
            for level in range(SIGNATURE_PASSES):
                d_by_sig = collections.defaultdict(collections.deque)
                for i in range(len(d_list)):
                    if i not in used and level < len(d_sigs[i]) and d_sigs[i][level] is not None:
                        d_by_sig[d_sigs[i][level]].append(i)
                for si in range(len(s_list)):
                    if si in pairs or level >= len(s_sigs[si]) or s_sigs[si][level] is None:
                        continue
                    queue = d_by_sig.get(s_sigs[si][level])
                    while queue:
                        i = queue.popleft()
                        if i not in used:
                            pairs[si] = i
                            used.add(i)
                            break
            # 3. by order
            rest = [i for i in range(len(d_list)) if i not in used]
            for si in range(len(s_list)):
                if si not in pairs and rest:
                    pairs[si] = rest.pop(0)
            for si, di in pairs.items():
                matches[s_list[si]] = d_list[di]
                stack.append((s_list[si], d_list[di]))
    return matches


def rematch_constraints(matches, source_root):
    """Pairs again the constraints of every matched <constraints>, once the views are matched:
    by their defining attributes and the views they name (firstItem and secondItem, through the
    matches; a constraint without firstItem names the view that holds it), then as the first
    pairing had them, then by order. Siblings with equal attributes (leading = leading + 20 on
    two views) are told apart by their views, not by archive order."""
    parents = {child: element for element in source_root.iter() for child in element}
    d_parents = {}
    for d in matches.values():
        for child in d:
            d_parents[child] = d
    id_map = {s.get("id"): d.get("id") for s, d in matches.items()
              if s.get("id") is not None and d.get("id") is not None}

    def items(constraint, holder, mapped):
        first = constraint.get("firstItem") or (holder.get("id") if holder is not None else None)
        second = constraint.get("secondItem")
        if mapped:
            first, second = id_map.get(first, "\0" + str(first)), id_map.get(second, "\0" + str(second))
        return first, second if constraint.get("secondItem") is not None else None

    for s_wrapper, d_wrapper in list(matches.items()):
        if s_wrapper.tag != "constraints":
            continue
        s_list = [c for c in s_wrapper if c.tag == "constraint" and not element_excluded(c)]
        d_list = [c for c in d_wrapper if c.tag == "constraint"]
        if len(s_list) < 2 or not d_list:
            continue
        s_holder, d_holder = parents.get(s_wrapper), d_parents.get(d_wrapper)
        d_keys = [(signatures(d)[0], items(d, d_holder, False)) for d in d_list]
        pairs, used = {}, set()
        for si, c in enumerate(s_list):
            key = (signatures(c)[0], items(c, s_holder, True))
            for di, d_key in enumerate(d_keys):
                if di not in used and d_key == key:
                    pairs[si] = di
                    used.add(di)
                    break
        index = {id(d): di for di, d in enumerate(d_list)}
        for si, c in enumerate(s_list):
            di = index.get(id(matches.get(c)))
            if si not in pairs and di is not None and di not in used:
                pairs[si] = di
                used.add(di)
        rest = [di for di in range(len(d_list)) if di not in used]
        for si in range(len(s_list)):
            if si not in pairs and rest:
                pairs[si] = rest.pop(0)
        for si, c in enumerate(s_list):
            if si in pairs:
                matches[c] = d_list[pairs[si]]
            else:
                matches.pop(c, None)


def numbers_equal(a, b, relative, absolute=0.0):
    try:
        x, y = float(a), float(b)
    except (TypeError, ValueError):
        return False
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    return math.isclose(x, y, rel_tol=relative, abs_tol=absolute)


# --------------------------------------------------------------------------- measuring

class Measure:
    def __init__(self):
        self.back = 0
        self.total = 0

    def add(self, ok):
        self.total += 1
        self.back += 1 if ok else 0

    def percent(self):
        return 100.0 * self.back / self.total if self.total else 100.0

    def as_dict(self):
        return {"back": self.back, "total": self.total, "percent": round(self.percent(), 2)}


MEASURES = ("strings", "frames", "elements", "attributes")
# Informational: the attributes measure restricted to the elements that were matched.
# Counted apart: the source frames left out as recomputed by ibtool (RECOMPUTED_FRAMES).
# Counted apart: storyboard scenes ibtool compiles into no nib, and the elements in them
# (uncompiled_scenes, UNCOMPILED_SCENE_REASON).
EXTRA_MEASURES = ("attributesOfMatchedElements", "recomputedFrames", "uncompiledScenes", "uncompiledElements")


def kind_of(element):
    key = element.get("key")
    return element.tag + ("[%s]" % key if key and key != element.tag else "")


def compare(source_doc, decompiled_doc, details=None):
    """Measures one pair. Returns (measures, missing kinds Counter, wrong-value Counter); when
    `details` is a list, appends (measure, source path, what) for every item not back."""
    result = {m: Measure() for m in MEASURES + EXTRA_MEASURES}
    note = details.append if details is not None else (lambda item: None)
    missing = collections.Counter()  # (measure, kind) -> count
    wrong = collections.Counter()
    source_root = measured_root(source_doc)
    if source_root is None:
        return result, missing, wrong
    left_out = uncompiled_scenes(source_doc)
    if left_out:
        # Scenes ibtool compiles into no nib are not measured: a copy of <scenes> without them.
        kept = ET.Element(source_root.tag, source_root.attrib)
        kept.extend(child for child in source_root if child not in left_out)
        source_root = kept
        for scene in left_out:
            result["uncompiledScenes"].add(True)
            for element in scene.iter():
                if element is not scene and not element_excluded(element) and not is_value_element(element):
                    result["uncompiledElements"].add(True)
            note(("scene", "scenes/scene[@sceneID=%r]" % scene.get("sceneID"),
                  "left out: ibtool compiles it into no nib (UNCOMPILED_SCENE_REASON)"))
    constrained = constrained_ids(source_root)
    is_uikit = (source_doc.get("targetRuntime") or "").startswith("iOS")
    recomputed = recomputed_frames(source_root)
    parents = {child: element for element in source_root.iter() for child in element}
    decompiled_root = measured_root(decompiled_doc) if decompiled_doc is not None else None

    # strings: multiset
    available = collections.Counter(visible_strings(decompiled_root) if decompiled_root is not None else [])
    for entry in visible_strings(source_root):
        ok = available[entry] > 0
        if ok:
            available[entry] -= 1
        result["strings"].add(ok)
        if not ok:
            missing[("string", "%s@%s" % (entry[0], entry[1]))] += 1
            note(("string", entry[0], "%s=%r" % (entry[1], entry[2])))

    matches = match_trees(source_root, decompiled_root)
    rematch_constraints(matches, source_root)
    id_map = {}
    for s, d in matches.items():
        if s.get("id") is not None and d.get("id") is not None:
            id_map[s.get("id")] = d.get("id")

    # A storyboard scene's First Responder: an action to it is archived with a nil target, so an
    # action to another scene's First Responder (Xcode lets a menu item target any scene's)
    # comes back to its own scene's. Any First Responder stands for any other.
    def responder_ids(root):
        return {e.get("id") for e in (root.iter() if root is not None else [])
                if e.get("sceneMemberID") == "firstResponder" and e.get("id")}
    source_responders = responder_ids(measured_root(source_doc))  # a left-out scene's too
    decompiled_responders = responder_ids(decompiled_root)

    def reference_equal(value, other):
        if value in source_responders and other in decompiled_responders:
            return True
        return " ".join(id_map.get(v, "\0" + v) for v in value.split()) == other

    def value_equal(tag, name, value, other):
        if (tag, name) in EQUIVALENT_VALUES:
            return equivalent_value(tag, name, value) == equivalent_value(tag, name, other)
        if other is None:
            return False
        if name in REFERENCE_ATTRIBUTES:
            return reference_equal(value, other)
        resource = RESOURCE_REFERENCE.match(value)
        if resource and resource.group(2) in id_map:
            return other == "%s:%s:%s" % (resource.group(1), id_map[resource.group(2)], resource.group(3))
        if value == other:
            return True
        return numbers_equal(value, other, 1e-5, 1e-9)

    def walk(element, parent, parent_matched, path):
        if element_excluded(element, parent) or is_value_element(element):
            return
        match = matches.get(element)
        result["elements"].add(match is not None and match.tag == element.tag)
        if match is None and parent_matched and not is_geometry(element):
            missing[("element", kind_of(element))] += 1
            note(("element", path, "missing (and everything inside)"))
        elif match is not None and match.tag != element.tag:
            missing[("element", "%s as <%s>" % (kind_of(element), match.tag))] += 1
            note(("element", path, "decompiled as <%s>" % match.tag))
        if is_geometry(element) and element in recomputed:
            result["recomputedFrames"].add(True)
            note(("frame", path, "left out, recomputed by ibtool: %s" % recomputed[element]))
            return
        if is_geometry(element):
            centered = centered_coordinates(element, parent)
            ok = match is not None and all(
                n in centered or
                (element.get(n) is None and match.get(n) is None)
                or (element.get(n) is not None and numbers_equal(element.get(n), match.get(n), 0.0, 1e-3))
                for n in GEOMETRY_NUMBERS)
            result["frames"].add(ok)
            if not ok and parent_matched:
                owner = "%s@%s" % (element.tag, element.get("key"))
                missing[("frame", owner)] += 1
                if match is None:
                    note(("frame", path, "missing"))
                else:
                    wrong[("frame", owner)] += 1
                    note(("frame", path, "%s, decompiled %s" % (
                        " ".join(element.get(n, "-") for n in GEOMETRY_NUMBERS),
                        " ".join(match.get(n, "-") for n in GEOMETRY_NUMBERS))))
        excluded = excluded_attributes(element, parent, parents.get(parent), constrained)
        theirs = value_attributes(match) if match is not None else {}
        for name, value in value_attributes(element).items():
            if name in excluded or name in EXCLUDED_ATTRIBUTES:
                continue
            if is_visible(element.tag, name):
                continue
            if is_geometry(element) and name in GEOMETRY_NUMBERS + ("type",):
                continue
            meaning = same_meaning(element, match, name, is_uikit) if match is not None else None
            ok = match is not None and (meaning if meaning is not None else
                                        value_equal(element.tag, name, value, theirs.get(name)))
            result["attributes"].add(ok)
            if match is not None:
                result["attributesOfMatchedElements"].add(ok)
            if not ok and match is not None:
                kind = "%s@%s" % (element.tag, name)
                missing[("attribute", kind)] += 1
                if theirs.get(name) is not None:
                    wrong[("attribute", kind)] += 1
                note(("attribute", path, "%s=%r, decompiled %r" % (name, value, theirs.get(name))))
        text = text_of(element)
        if text.strip() and not is_visible_string_element(element) and len(element) == 0:
            ok = match is not None and text_of(match) == text
            result["attributes"].add(ok)
            if match is not None:
                result["attributesOfMatchedElements"].add(ok)
            if not ok and match is not None:
                missing[("attribute", "%s@(text)" % kind_of(element))] += 1
                note(("attribute", path, "text %r, decompiled %r" % (text, text_of(match))))
        counts = collections.Counter()
        for child in element:
            step = kind_of(child)
            counts[step] += 1
            walk(child, element, match is not None, "%s/%s[%d]" % (path, step, counts[step] - 1))

    counts = collections.Counter()
    for child in source_root:
        step = kind_of(child)
        counts[step] += 1
        walk(child, source_root, True, "%s/%s[%d]" % (source_root.tag, step, counts[step] - 1))
    return result, missing, wrong


# --------------------------------------------------------------------------- running

def find_nibdump(repo):
    for candidate in (os.environ.get("NIBDUMP"),
                      os.path.join(repo, ".build", "debug", "nibdump"),
                      os.path.join(repo, ".build", "release", "nibdump")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    try:
        path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=repo, capture_output=True,
                              text=True, timeout=120).stdout.strip()
        candidate = os.path.join(path, "nibdump")
        if os.access(candidate, os.X_OK):
            return candidate
    except (OSError, subprocess.SubprocessError):
        pass
    return None


def decompile(nibdump, path):
    """(root element or None, error message or None)."""
    try:
        run = subprocess.run([nibdump, "decompile", path], capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as error:
        return None, "could not run nibdump: %s" % error
    if run.returncode != 0:
        message = run.stderr.decode("utf-8", "replace").strip().splitlines()
        return None, "decompile failed (exit %d): %s" % (run.returncode, message[-1] if message else "")
    try:
        return ET.fromstring(run.stdout), None
    except ET.ParseError as error:
        return None, "decompiled XML does not parse: %s" % error


def compile_document(nibdump, path, scratch):
    """(the nib or storyboardc nibdump compiled `path` into, or None; error message or None)."""
    storyboard = path.endswith(".storyboard")
    output = os.path.join(scratch, "compiled.storyboardc" if storyboard else "compiled.nib")
    shutil.rmtree(output, ignore_errors=True)
    if os.path.isfile(output):
        os.remove(output)
    try:
        run = subprocess.run([nibdump, "compile", path, "-o", output], capture_output=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as error:
        return None, "could not run nibdump: %s" % error
    if run.returncode != 0:
        message = run.stderr.decode("utf-8", "replace").strip().splitlines()
        return None, "refused by the compiler: %s" % (message[-1] if message else "exit %d" % run.returncode)
    return output, None


def read_source(path):
    try:
        return ET.parse(path).getroot(), None
    except (OSError, ET.ParseError) as error:
        return None, "source does not parse: %s" % error


def cell(measure):
    return "%5d/%-5d %5.1f%%" % (measure.back, measure.total, measure.percent())


def run_pairs(args, repo):
    corpus = args.corpus or os.path.join(os.environ.get("SHARED", os.path.join(repo, "..", "shared")), "corpus")
    pairs_dir = os.path.join(corpus, "pairs")
    listing = os.path.join(pairs_dir, "PAIRS.tsv")
    if not args.through_compile and not os.path.isfile(listing):
        print("no pairs at %s (the corpus is not beside the project); nothing to measure" % pairs_dir)
        return 0
    nibdump = args.nibdump or find_nibdump(repo)
    if not nibdump:
        print("error: nibdump not found; build it (swift build --product nibdump) or pass --nibdump",
              file=sys.stderr)
        return 2
    if args.through_compile:
        # Documents without an Apple nib: each is compiled by nibdump and the nib decompiled.
        pairs_dir = corpus
        for folder in args.through_compile:
            if not os.path.isdir(os.path.join(corpus, folder)):
                print("error: no folder %s" % os.path.join(corpus, folder), file=sys.stderr)
                return 2
        rows = [{"source": os.path.join(folder, name), "compiled": None}
                for folder in args.through_compile
                for name in sorted(os.listdir(os.path.join(corpus, folder)))
                if name.endswith((".xib", ".storyboard"))]
    else:
        with open(listing, newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle, delimiter="\t"))
    scratch = tempfile.mkdtemp(prefix="decompile-coverage-")
    started = time.time()
    totals = {m: Measure() for m in MEASURES + EXTRA_MEASURES}
    missing = collections.Counter()
    wrong = collections.Counter()
    reports = []
    for row in rows:
        source_path = os.path.join(pairs_dir, row["source"])
        source, error = read_source(source_path)
        if source is None:
            reports.append({"pair": row["source"], "error": error, "skipped": True})
            continue
        if args.pair and args.pair not in row["source"]:
            continue
        if args.kind and (row.get("kind") or os.path.splitext(row["source"])[1].lstrip(".")) != args.kind:
            continue
        if row["compiled"] is None:
            compiled_path, error = compile_document(nibdump, source_path, scratch)
            if compiled_path is None:
                reports.append({"pair": row["source"], "error": error, "skipped": True})
                continue
        else:
            compiled_path = os.path.join(pairs_dir, row["compiled"])
        decompiled, error = decompile(nibdump, compiled_path)
        details = [] if args.details else None
        measures, pair_missing, pair_wrong = compare(source, decompiled, details)
        for m in MEASURES + EXTRA_MEASURES:
            totals[m].back += measures[m].back
            totals[m].total += measures[m].total
        missing.update(pair_missing)
        wrong.update(pair_wrong)
        report = {"pair": row["source"], "compiled": row["compiled"], "kind": row.get("kind", "")}
        report.update({m: measures[m].as_dict() for m in MEASURES + EXTRA_MEASURES})
        if error:
            report["error"] = error
        if details is not None:
            report["details"] = [{"measure": m, "path": p, "what": w} for m, p, w in details]
        reports.append(report)
    shutil.rmtree(scratch, ignore_errors=True)
    measured = [r for r in reports if not r.get("skipped")]
    if not measured:
        print("error: no pair measured (none readable%s)" % (", or none matches --pair" if args.pair else ""), file=sys.stderr)
        return 2
    goals = {"strings": 98, "frames": 95, "elements": 95, "attributes": 90}
    minimums = {m: getattr(args, "min_" + m) for m in MEASURES}
    top = sorted(missing.items(), key=lambda item: (-item[1], item[0]))
    if args.json:
        print(json.dumps({
            "pairs": reports,
            "totals": {m: totals[m].as_dict() for m in MEASURES + EXTRA_MEASURES},
            "goals": goals,
            "missing": [{"measure": k[0], "kind": k[1], "count": n, "wrongValue": wrong.get(k, 0)}
                        for k, n in top],
            "excluded": {"attributes": EXCLUDED_ATTRIBUTES,
                         "compared by meaning": {"%s@%s" % k: v[0] for k, v in ELEMENT_EQUIVALENTS.items()},
                         "elements": dict({"%s%s" % (t, "[%s]" % k if k else ""): r
                                           for (t, k), r in EXCLUDED_ELEMENTS.items()},
                                          **{"constraint[placeholder=YES]": PLACEHOLDER_CONSTRAINT_REASON,
                                             "simulated*": SIMULATED_METRICS_REASON}),
                         "scrollView/clipView/autoresizingMask": CLIP_VIEW_MASK_REASON,
                         "recomputedFrames": RECOMPUTED_FRAMES,
                         "scenes compiled into no nib": UNCOMPILED_SCENE_REASON,
                         "storyboard references' contents": REFERENCE_CONTENTS_REASON,
                         "priorities": {"hugging defaults": {k: list(v) for k, v in HUGGING_DEFAULTS.items()},
                                        "other hugging": list(DEFAULT_HUGGING),
                                        "compression": list(DEFAULT_COMPRESSION)}},
            "seconds": round(time.time() - started, 2),
        }, indent=1, sort_keys=True))
    else:
        width = max(len(r["pair"]) for r in reports)
        print("%-*s  %-18s %-18s %-18s %-18s" % (width, "pair", "strings", "frames", "elements", "attributes"))
        for r in reports:
            if r.get("skipped"):
                print("%-*s  skipped: %s" % (width, r["pair"], r["error"]))
                continue
            cells = "  ".join("%5d/%-5d %5.1f%%" % (r[m]["back"], r[m]["total"], r[m]["percent"]) for m in MEASURES)
            left = r["uncompiledScenes"]["total"]
            print("%-*s  %s%s%s" % (width, r["pair"], cells,
                                   ("  (%d scenes compiled into no nib left out)" % left) if left else "",
                                   ("  ! " + r["error"]) if r.get("error") else ""))
            for d in r.get("details", []):
                print("    %-9s %s: %s" % (d["measure"], d["path"], d["what"]))
        print("%-*s  %s" % (width, "TOTAL", "  ".join(cell(totals[m]) for m in MEASURES)))
        print("%-*s  %s" % (width, "goal (issue 24)", "  ".join("%18s" % (">= %d%%" % goals[m]) for m in MEASURES)))
        print("(attributes of the matched elements alone: %s)" % cell(totals["attributesOfMatchedElements"]).strip())
        print("(frames left out as recomputed by ibtool, RECOMPUTED_FRAMES: %d)" % totals["recomputedFrames"].total)
        if totals["uncompiledScenes"].total:
            print("(storyboard scenes left out as compiled into no nib by ibtool, UNCOMPILED_SCENE_REASON: %d, "
                  "with %d elements)" % (totals["uncompiledScenes"].total, totals["uncompiledElements"].total))
        failed = [r for r in reports if r.get("error") and not r.get("skipped")]
        print("\n%d pairs measured in %.1fs%s" % (len(measured), time.time() - started,
              "; %d decompiles failed (counted as nothing back)" % len(failed) if failed else ""))
        print("\ntop %d missing kinds (attributes and frames of matched elements; elements whose parent "
              "matched; strings), what to build next:" % args.top)
        for (measure, kind), n in top[:args.top]:
            extra = " (%d present with another value)" % wrong[(measure, kind)] if wrong.get((measure, kind)) else ""
            print("  %-9s %-50s x%d%s" % (measure, kind, n, extra))
    status = 0
    for m in MEASURES:
        if minimums[m] is not None and totals[m].percent() < minimums[m]:
            print("FAIL: %s %.1f%% is below the minimum %s%%" % (m, totals[m].percent(), minimums[m]),
                  file=sys.stderr)
            status = 1
    return status


# For the self-test: one view of each RECOMPUTED_FRAMES rule (the clip view ended at the header
# and its table, a clip-view content view, its text view and minSize, a crosswise pane) and
# near misses (a clip view under the header, a plain content view, a tiled pane).
RECOMPUTED_SAMPLE = """<objects>
<scrollView><rect key="frame" x="0" y="0" width="200" height="100"/>
 <clipView key="contentView"><rect key="frame" x="1" y="0" width="198" height="77"/>
  <subviews><tableView><rect key="frame" x="0" y="0" width="198" height="54"/></tableView></subviews></clipView>
 <tableHeaderView key="headerView"><rect key="frame" x="0" y="0" width="198" height="23"/></tableHeaderView>
</scrollView>
<scrollView><rect key="frame" x="0" y="0" width="200" height="100"/>
 <clipView key="contentView"><rect key="frame" x="1" y="1" width="198" height="98"/>
  <subviews><tableView><rect key="frame" x="0" y="0" width="198" height="75"/></tableView></subviews></clipView>
 <tableHeaderView key="headerView"><rect key="frame" x="0" y="0" width="198" height="23"/></tableHeaderView>
</scrollView>
<window><rect key="contentRect" x="0" y="0" width="300" height="200"/>
 <clipView key="contentView"><rect key="frame" x="1" y="1" width="250" height="150"/>
  <subviews><textView><rect key="frame" x="0" y="0" width="250" height="150"/>
   <autoresizingMask key="autoresizingMask" widthSizable="YES"/><size key="minSize" width="250" height="150"/>
  </textView><customView><rect key="frame" x="0" y="0" width="10" height="10"/></customView></subviews></clipView>
</window>
<window><rect key="contentRect" x="0" y="0" width="300" height="200"/>
 <view key="contentView"><rect key="frame" x="0" y="0" width="300" height="250"/></view>
</window>
<splitView><rect key="frame" x="0" y="0" width="600" height="400"/><subviews>
 <customView><rect key="frame" x="0" y="0" width="600" height="196"/></customView>
 <customView><rect key="frame" x="301" y="0" width="299" height="400"/></customView></subviews>
</splitView>
</objects>"""


# For the self-test: the entry point, an identified scene, a segue's destination, a relationship
# child of a compiled container, a named reference and a main menu are compiled; a lone scene,
# its relationship child, a reference nothing names and an application without a menu are not.
UNCOMPILED_SAMPLE = """<document initialViewController="a"><scenes>
<scene sceneID="entry"><objects><navigationController id="a" sceneMemberID="viewController">
 <connections><segue destination="b" kind="relationship" relationship="rootViewController"/></connections>
</navigationController></objects></scene>
<scene sceneID="root"><objects><viewController id="b" sceneMemberID="viewController"><view key="view">
 <subviews><button><connections><segue destination="c" kind="show"/><segue destination="r" kind="show"/></connections></button></subviews>
</view></viewController></objects></scene>
<scene sceneID="destination"><objects><viewController id="c" sceneMemberID="viewController"/></objects></scene>
<scene sceneID="identified"><objects><viewController id="d" storyboardIdentifier="D" sceneMemberID="viewController"/></objects></scene>
<scene sceneID="lone"><objects><tabBarController id="e" sceneMemberID="viewController">
 <connections><segue destination="f" kind="relationship" relationship="viewControllers"/></connections>
</tabBarController></objects></scene>
<scene sceneID="lonesChild"><objects><viewController id="f" sceneMemberID="viewController"/></objects></scene>
<scene sceneID="namedReference"><objects><viewControllerPlaceholder id="r" storyboardName="S" sceneMemberID="viewController"/></objects></scene>
<scene sceneID="unnamedReference"><objects><viewControllerPlaceholder id="s" storyboardName="S" sceneMemberID="viewController"/></objects></scene>
<scene sceneID="menuless"><objects><application id="g" sceneMemberID="viewController"/></objects></scene>
<scene sceneID="menu"><objects><application id="h" sceneMemberID="viewController"><menu key="mainMenu"/></application></objects></scene>
</scenes></document>"""


# For the self-test: scenes written in another order than the source's (a .storyboardc keeps
# none), with ids that do not survive, a ratio multiplier, an old button type and an action to
# another scene's First Responder.
SCENE_SOURCE_SAMPLE = """<document initialViewController="v3"><scenes>
<scene sceneID="s1"><objects><application id="a1" sceneMemberID="viewController"><menu key="mainMenu" id="m1"/>
</application></objects></scene>
<scene sceneID="s2"><objects><viewController storyboardIdentifier="Second" id="v2" sceneMemberID="viewController">
<view key="view" id="w2"><subviews><button buttonType="roundedRect" id="b2">
<connections><action selector="go:" target="r3" id="a2"/></connections></button></subviews></view>
</viewController><customObject id="r2" sceneMemberID="firstResponder"/></objects></scene>
<scene sceneID="s3"><objects><customObject id="r3" sceneMemberID="firstResponder"/>
<viewController id="v3" customClass="Third" sceneMemberID="viewController">
<view key="view" id="w3"><constraints><constraint firstAttribute="width" secondAttribute="height" multiplier="16:9" id="c3"/>
<constraint firstAttribute="height" secondAttribute="width" multiplier="1:1" id="c4"/></constraints></view>
</viewController></objects></scene>
</scenes></document>"""
SCENE_DECOMPILED_SAMPLE = """<document><scenes>
<scene sceneID="Third"><objects><customObject id="q3" sceneMemberID="firstResponder"/>
<viewController id="x3" customClass="Third" sceneMemberID="viewController">
<view key="view" id="y3"><constraints><constraint firstAttribute="width" secondAttribute="height" multiplier="1.7777777777777777" id="d3"/>
<constraint firstAttribute="height" secondAttribute="width" id="d4"/></constraints></view>
</viewController></objects></scene>
<scene sceneID="MainMenu"><objects><application id="x1" sceneMemberID="viewController"><menu key="mainMenu" id="n1"/>
</application></objects></scene>
<scene sceneID="Second"><objects><viewController storyboardIdentifier="Second" id="x2" sceneMemberID="viewController">
<view key="view" id="y2"><subviews><button buttonType="system" id="e2">
<connections><action selector="go:" target="q2" id="f2"/></connections></button></subviews></view>
</viewController><customObject id="q2" sceneMemberID="firstResponder"/></objects></scene>
</scenes></document>"""


# For the self-test: a symbolic constraint (compared as the standard space), a plain one
# (compared as its number) and UIKit colours (compared by their colour space's family).
EQUIVALENTS_SOURCE_SAMPLE = """<document targetRuntime="iOS.CocoaTouch" initialViewController="v"><scenes><scene sceneID="s"><objects>
<viewController id="v" sceneMemberID="viewController"><view key="view" id="w">
<subviews><view id="a"/><view id="b"/></subviews>
<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
<color key="tintColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
<constraints><constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="6" symbolic="YES" id="c1"/>
<constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="12" id="c2"/></constraints>
</view></viewController></objects></scene></scenes></document>"""


def self_test(repo):
    base = os.path.join(repo, "Scripts", "testdata", "decompile-coverage")
    source, _ = read_source(os.path.join(base, "source.xib"))
    decompiled, _ = read_source(os.path.join(base, "decompiled.xib"))
    with open(os.path.join(base, "expected.json"), encoding="utf-8") as handle:
        expected = json.load(handle)
    measures, missing, _ = compare(source, decompiled)
    got = {"measures": {m: [measures[m].back, measures[m].total] for m in MEASURES},
           "missing": {"%s %s" % k: n for k, n in sorted(missing.items())}}
    # A failed decompile is nothing back.
    empty, _, _ = compare(source, None)
    got["failed decompile"] = {m: [empty[m].back, empty[m].total] for m in MEASURES}
    # Never a crash: a missing binary, a failing one, one that prints no XML.
    for fake in ("/nonexistent/nibdump", "/bin/false", "/bin/echo"):
        if fake != "/nonexistent/nibdump" and not os.access(fake, os.X_OK):
            continue
        document, error = decompile(fake, os.path.join(base, "source.xib"))
        if document is not None or not error:
            print("self-test FAILED: %s gave no error" % fake)
            return 1
    # The rules of RECOMPUTED_FRAMES, each on a view it covers beside one it does not.
    recomputed = recomputed_frames(ET.fromstring(RECOMPUTED_SAMPLE))
    covered = sorted(rule for rule in recomputed.values())
    want = sorted(["clip view ended at a table header"] * 2 + ["window content view resized to the content rect"] * 3
                  + ["split view pane laid crosswise"])
    if covered != want:
        print("self-test FAILED: recomputed frames %s, expected %s" % (covered, want))
        return 1
    # Scenes ibtool compiles into no nib (UNCOMPILED_SCENE_REASON), each beside one it compiles.
    left = sorted(scene.get("sceneID") for scene in uncompiled_scenes(ET.fromstring(UNCOMPILED_SAMPLE)))
    if left != ["lone", "lonesChild", "menuless", "unnamedReference"]:
        print("self-test FAILED: scenes left out %s" % left)
        return 1
    # Scenes paired by their controllers' storyboard identifiers, class or kind, whatever their
    # order; values one archived number stands for compared by meaning (EQUIVALENT_VALUES).
    scenes, _, _ = compare(ET.fromstring(SCENE_SOURCE_SAMPLE), ET.fromstring(SCENE_DECOMPILED_SAMPLE))
    if [scenes[m].percent() for m in ("elements", "attributes")] != [100.0, 100.0]:
        print("self-test FAILED: scene samples %s" % {m: scenes[m].as_dict() for m in MEASURES})
        return 1
    # Values whose meaning depends on their element (ELEMENT_EQUIVALENTS): a symbolic constant
    # whatever its number, a UIKit colour's space by family; an AppKit colour's space as written.
    source = ET.fromstring(EQUIVALENTS_SOURCE_SAMPLE)
    decompiled = ET.fromstring(EQUIVALENTS_SOURCE_SAMPLE.replace('constant="6"', 'constant="8"')
                               .replace('colorSpace="calibratedRGB"', 'colorSpace="custom" customColorSpace="sRGB"')
                               .replace('colorSpace="calibratedWhite"', 'colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"')
                               .replace('constant="12"', 'constant="10"'))
    both, missed, _ = compare(source, decompiled)
    if dict(missed) != {("attribute", "constraint@constant"): 1}:
        print("self-test FAILED: element equivalents %s" % dict(missed))
        return 1
    appkit, missed, _ = compare(ET.fromstring(EQUIVALENTS_SOURCE_SAMPLE.replace("iOS.CocoaTouch", "MacOSX.Cocoa")),
                                decompiled)
    if missed.get(("attribute", "color@colorSpace")) != 2:
        print("self-test FAILED: AppKit colour spaces %s" % dict(missed))
        return 1
    if got != expected:
        print("self-test FAILED\nexpected %s\n     got %s" % (json.dumps(expected, sort_keys=True),
                                                           json.dumps(got, sort_keys=True)))
        return 1
    print("self-test passed: %s" % ", ".join("%s %d/%d" % (m, measures[m].back, measures[m].total) for m in MEASURES))
    return 0


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", help="the corpus folder (default: $SHARED/corpus or ../shared/corpus)")
    parser.add_argument("--nibdump", help="the nibdump binary (default: $NIBDUMP or the package's build)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--top", type=int, default=15, help="how many missing kinds to list (15)")
    for m in MEASURES:
        parser.add_argument("--min-" + m, type=float, metavar="P",
                            help="exit 1 when the total %s percentage is below P" % m)
    parser.add_argument("--pair", metavar="TEXT", help="only the pairs whose source path contains TEXT")
    parser.add_argument("--kind", metavar="KIND",
                        help="only the pairs of PAIRS.tsv's kind KIND (xib, storyboard), or with "
                             "--through-compile the documents of that kind")
    parser.add_argument("--details", action="store_true",
                        help="list every item not back, with its path in the source")
    parser.add_argument("--self-test", action="store_true", help="check the counts on the handmade pair")
    parser.add_argument("--through-compile", action="append", metavar="FOLDER",
                        help="measure the documents of FOLDER (in the corpus; repeatable) through nibdump's "
                             "own compiler: each is compiled, and its nib decompiled (documents without an "
                             "Apple nib; documents the compiler refuses are listed as skipped)")
    parser.add_argument("--compare", nargs=2, metavar=("SOURCE", "DECOMPILED"),
                        help="measure two documents (no nibdump run)")
    args = parser.parse_args(argv)
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if args.self_test:
        return self_test(repo)
    if args.compare:
        source, error = read_source(args.compare[0])
        decompiled, error2 = read_source(args.compare[1])
        if source is None:
            print(error, file=sys.stderr)
            return 2
        details = []
        measures, missing, wrong = compare(source, decompiled, details)
        for m in MEASURES:
            print("%-10s %s" % (m, cell(measures[m])))
        for measure, path, what in details:
            print("  %-9s %s: %s" % (measure, path, what))
        for (measure, kind), n in sorted(missing.items(), key=lambda item: (-item[1], item[0])):
            print("  missing %-9s %-50s x%d" % (measure, kind, n))
        return 0
    return run_pairs(args, repo)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
