#!/usr/bin/env bash
# Issue 24: how much of each source document a decompiled compiled nib gives back, over the
# Apple-compiled pairs in ../shared/corpus/pairs (Scripts/decompile-coverage.py). A ratchet: the
# minimums are the totals measured when the step was added, rounded down; raise them as the
# decompiler improves, never lower them. The goals are printed beside the measured values.
set -euo pipefail

echo "-- the measure itself, on its handmade pair"
python3 Scripts/decompile-coverage.py --self-test

CORPUS="${SHARED:-../shared}/corpus"
if [ ! -f "$CORPUS/pairs/PAIRS.tsv" ]; then
  echo "skipped: no source/compiled pairs at $CORPUS/pairs"
  exit 0
fi

NIBDUMP="$(swift build --show-bin-path)/nibdump"
[ -x "$NIBDUMP" ] || swift build --product nibdump
# Ratchet (measured 2026-11-25, after the vocabulary's modifier masks, window struts, named images,
# scroll amounts, system menus, header views, text view flags, Interface Builder's clip view frames and minimum
# sizes; a scroll view's clip view's autoresizing mask left out, constraints paired by their views, ids
# that collide by chance not trusted; frames ibtool recomputes left out by RECOMPUTED_FRAMES' rules,
# attributes Xcode writes at their default, text-style meta fonts, stack views' per-view lists, text
# view colours, table view flags, outline columns, nil segment labels, bezeled pop-ups):
# strings 98.0%, frames 96.7%, elements 98.2%, attributes 96.0%. With formatters (their settings, a
# formatted cell's number or date as its title) and predicate editors (rowTemplates, popUpMenus,
# represented objects): strings 98.5%, frames 96.7%, elements 99.1%, attributes 97.5%. With images'
# design sizes and catalogs in <resources> and text views' own text (attributedString textStorage)
# and insertion point colours: strings 99.3%, frames 96.7%, elements 99.5%, attributes 97.9%. With
# menu items' image references, path cells and views' layout guides: strings 99.3%, frames 96.7%,
# elements 99.7%, attributes 98.1%.
MIN_STRINGS=99
MIN_FRAMES=97
MIN_ELEMENTS=99
MIN_ATTRIBUTES=98

echo "-- decompile every pair and compare with its source"
python3 Scripts/decompile-coverage.py --corpus "$CORPUS" --nibdump "$NIBDUMP" --top 15 \
  --min-strings "$MIN_STRINGS" --min-frames "$MIN_FRAMES" \
  --min-elements "$MIN_ELEMENTS" --min-attributes "$MIN_ATTRIBUTES"
echo "minimums (ratchet): strings $MIN_STRINGS%, frames $MIN_FRAMES%, elements $MIN_ELEMENTS%, attributes $MIN_ATTRIBUTES%;" \
  "goals (issue 24): strings 98%, frames 95%, elements 95%, attributes 90%"

# The same measure on documents without an Apple nib: every xib of the corpus's xib-macos and
# xib-ios folders (109 that compile, 107 before gravity-area stack views; the refused are listed as
# skipped) is compiled by nibdump and
# its nib decompiled, so that the goals are checked on documents beyond the pairs' (the compiler's
# own output stands in for Apple's; steps 74 and 76 hold the compiler to Apple's). Measured
# 2026-11-29: strings 99.4%, frames 98.5%, elements 96.0%, attributes 94.2%; with symbolic constants,
# bindings' previous bindings and boolean options, and UIKit attributes Xcode writes at their defaults:
# strings 99.4%, frames 98.5%, elements 96.1%, attributes 95.1%; with gravity-area stack views:
# strings 99.4%, frames 98.6%, elements 96.1%, attributes 95.2%; with UIKit constraints as <constraints>,
# cells' content views under their key and UIKit fonts as <fontDescription> (issue 24's storyboard
# work, with safe areas, labels' nil colours, text input traits and buttons' states): strings 99.6%,
# frames 98.5%, elements 97.3%, attributes 96.9% (before the gravity-area stack views' merge); the
# documents outside the corpus (docs/Compiling.md) found the same and an AppKit box's id-less content view.
# With UIKit accessibility configurations decompiled: strings 99.8%, frames 98.6%, elements 97.4%,
# attributes 97.0%; a table cell's content view's opaque="NO" and tableViewCell keep it there.
# With AppKit buttons' and pop-ups' contentTintColor, views' alphaValue, text fields' contentType
# and a round text field cell (issue 25's warnings): elements 97.4% -> 97.5%, attributes 97.0% ->
# 97.2% (38264 -> 38301 elements, 66970 -> 67087 attributes; below the next whole percent).
# With a third batch of outside documents' fixes (UIKit buttons' insets and labels' shadow offsets
# given back, iOS windows and xib containers' children compiled): elements 97.5% -> 97.6%, attributes
# 97.2% -> 97.4% (38322 elements, 67167 attributes; still below the next whole percent).
THROUGH_MIN_STRINGS=99
THROUGH_MIN_FRAMES=98
THROUGH_MIN_ELEMENTS=97
THROUGH_MIN_ATTRIBUTES=97
echo "-- compile and decompile every xib of xib-macos and xib-ios, and compare with its source"
python3 Scripts/decompile-coverage.py --corpus "$CORPUS" --nibdump "$NIBDUMP" --top 15 \
  --through-compile xib-macos --through-compile xib-ios \
  --min-strings "$THROUGH_MIN_STRINGS" --min-frames "$THROUGH_MIN_FRAMES" \
  --min-elements "$THROUGH_MIN_ELEMENTS" --min-attributes "$THROUGH_MIN_ATTRIBUTES" | grep -v "^xib-"

# Storyboards (issue 24): a .storyboardc decompiles to one storyboard. First the 6 Apple-compiled
# storyboard pairs alone (also in the totals above), then every storyboard of storyboard-ios and
# storyboard-macos through nibdump's compiler (the refused are listed as skipped). Scenes ibtool
# compiles into no nib (no entry point, identifier or segue reaches them) are left out and counted
# apart (UNCOMPILED_SCENE_REASON), as are a storyboard reference's contents. Measured 2026-11-29:
# pairs strings 100%, frames 100%, elements 99.5%, attributes 95.8%; through the compiler
# strings 94.6%, frames 69.4%, elements 79.4%, attributes 74.2% (before, with no scene left out:
# 88.7%, 53.5%, 61.1%, 51.9%; with the scenes compiled into no nib left out alone: 91.6%, 60.9%,
# 66.1%, 56.2%). Merged with the gravity-area stack views and triple-column split view controllers,
# which bring NetNewsWire's iOS Main storyboard into the measure: 94.4%, 69.0%, 79.2%, 73.9%. With a
# static table's sections and cells decompiled under its table view (they were under its controller
# in <cells>, which does not compile): 95.9%, 90.1%, 91.4%, 86.9% (87.9% attributes on the merged
# tree). With a table cell's content view's opaque="NO" (no UIOpaque) and the tableViewCell naming its
# cell, which Xcode writes on every one: 95.9%, 90.1%, 91.4%, 88.8%. With a collection view's
# prototype cells read from UICollectionViewCellNibDict, the key the compiler writes (they were
# dropped): 96.4%, 91.1%, 92.3%, 89.8%.
# With UIKit accessibility configurations decompiled too: 96.8%, 91.1%, 92.5%, 89.9%. With a table's
# prototype cells in one <prototypes> (each was in one of its own, so all but the first went
# unmatched): 96.8%, 94.5%, 95.0%, 92.8%; with scenes paired by their controllers' storyboard
# identifier, class or kind (a .storyboardc keeps no scene order, and they were paired by order):
# 96.8%, 95.1%, 96.4%, 93.5%; with customModuleProvider and a table cell's hidesAccessoryWhenEditing
# left out (no key holds them), constraint multipliers and roundedRect/system buttons compared by
# the number archived, asset-catalog colours (UIDynamicCatalogName) and textAlignment="natural"
# decompiled, collection views' dataMode and UIKit constraints' plain constants (a constant of 8 was
# archived as the symbolic space): 96.8%, 95.1%, 96.4%, 95.4% (storyboard pairs: attributes 95.8% ->
# 97.6%); with any scene's First Responder equal to any other as a connection's target (an action to
# one is archived with a nil target): 96.8%, 95.1%, 96.4%, 95.5%.
# With a segmented control's segments archived and given back, a navigation item's large-title mode,
# a text view's data detectors, a collection view's prefetching, a button state's attributed title and
# a run's original font (issue 25): strings 96.8% -> 97.4% (measured before the lines above).
# With Interface Builder's "Comment for Localizer" (<attributedString key="userComments">) left out
# as design-time (a note for the translator's strings, archived by no runtime object; 11 elements,
# 11 strings): 97.4% -> 98.1% strings, 96.5% -> 96.6% elements. With a pop-up cell's tag given back
# from its selected item (a pull-down's title item), whose tag Xcode writes on the cell and ibtool
# archives on the item alone: attributes 95.6% -> 95.7% (31825 -> 31849). With a UIKit view that an
# embed segue starts from given back as a <containerView> (it was a <view>, so the subviews after it
# went unmatched and constraints and outlets naming them with them): 98.1%, 95.5%, 96.9%, 96.0%
# (attributes 31956/33290 = 95.99%, below the next whole percent). The xibs through the compiler
# (above) with the same: elements 97.5% -> 97.6%, attributes 97.2% -> 97.4%.
# The third round: a content controller's scene objects (a user defaults controller, a formatter)
# reached through its external objects table, which the compiler had left them out of, and given
# back in its scene; a symbolic constant to an ancestor's safe area decompiled as 20: frames 95.5%
# -> 96.4%, elements 96.9% -> 97.4%, attributes 96.0% -> 96.5%. With a symbolic constraint's
# constant compared as the standard space (NSSpace keeps no number) and a UIKit colour's space by
# family (UIColor archives no space; the script's ELEMENT_EQUIVALENTS): attributes 96.8%. With bar
# button items' images and styles, segments' and tabs' image catalogs and "Use Storyboard ID"
# restoration identifiers: 98.1%, 96.4%, 97.4%, 97.0% (32301/33290).
# Below issue 24's goals on the corpus storyboards:
# the ratchet holds what is reached; docs/Writing.md lists what is left.
SB_MIN_STRINGS=100
SB_MIN_FRAMES=100
SB_MIN_ELEMENTS=99
SB_MIN_ATTRIBUTES=97
echo "-- decompile every storyboard pair and compare with its source"
python3 Scripts/decompile-coverage.py --corpus "$CORPUS" --nibdump "$NIBDUMP" --top 10 --kind storyboard \
  --min-strings "$SB_MIN_STRINGS" --min-frames "$SB_MIN_FRAMES" \
  --min-elements "$SB_MIN_ELEMENTS" --min-attributes "$SB_MIN_ATTRIBUTES"

SB_THROUGH_MIN_STRINGS=98
SB_THROUGH_MIN_FRAMES=96
SB_THROUGH_MIN_ELEMENTS=97
SB_THROUGH_MIN_ATTRIBUTES=97
echo "-- compile and decompile every storyboard of storyboard-ios and storyboard-macos, and compare with its source"
python3 Scripts/decompile-coverage.py --corpus "$CORPUS" --nibdump "$NIBDUMP" --top 15 \
  --through-compile storyboard-ios --through-compile storyboard-macos \
  --min-strings "$SB_THROUGH_MIN_STRINGS" --min-frames "$SB_THROUGH_MIN_FRAMES" \
  --min-elements "$SB_THROUGH_MIN_ELEMENTS" --min-attributes "$SB_THROUGH_MIN_ATTRIBUTES" | grep -v "^storyboard-"
echo "minimums (ratchet) through the compiler: strings $SB_THROUGH_MIN_STRINGS%, frames $SB_THROUGH_MIN_FRAMES%," \
  "elements $SB_THROUGH_MIN_ELEMENTS%, attributes $SB_THROUGH_MIN_ATTRIBUTES%;" \
  "goals (issue 24): strings 98%, frames 95%, elements 95%, attributes 90%"
