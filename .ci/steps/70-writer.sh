#!/usr/bin/env bash
# The writer (issue 14): every well-formed corpus document round-trips byte for byte; strings
# export then import gives the same bytes; rename-class there and back gives the same bytes and
# validate reports nothing new; the refactoring commands on a copy of the samples leave them
# valid against their (renamed) sources; decompile reads back to the same model; the attribute
# order table is what Scripts/infer-xcode-order.py infers from the corpus.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "-- refactoring the samples and their sources, then validate"
cp -R Samples/Documents Samples/HelloNibApp "$WORK/"
# --dry-run's diff, applied with patch, gives what the real run writes.
cp "$WORK/Documents/MainMenu.xib" "$WORK/patched.xib"
"$NIBDUMP" rename-class AppDelegate Greeter --dry-run "$WORK/Documents/MainMenu.xib" > "$WORK/rename.diff"
patch -s "$WORK/patched.xib" < "$WORK/rename.diff"
sed -i 's/class AppDelegate/class Greeter/; s/greetingLabel/messageLabel/; s/func sayHello(_/func greet(_/' "$WORK/HelloNibApp/AppDelegate.swift"
sed -i 's/class ProfileViewController/class PersonViewController/; s/nameLabel/titleLabel/; s/func rate(_/func score(_/' "$WORK/HelloNibApp/ProfileViewController.swift"
"$NIBDUMP" rename-class AppDelegate Greeter "$WORK/Documents"
cmp "$WORK/patched.xib" "$WORK/Documents/MainMenu.xib"
"$NIBDUMP" rename-outlet Greeter greetingLabel messageLabel "$WORK/Documents"
"$NIBDUMP" rename-action Greeter sayHello: greet: "$WORK/Documents"
"$NIBDUMP" rename-class ProfileViewController PersonViewController "$WORK/Documents"
"$NIBDUMP" rename-outlet PersonViewController nameLabel titleLabel "$WORK/Documents"
"$NIBDUMP" rename-action PersonViewController rate: score: "$WORK/Documents"
"$NIBDUMP" set-module HelloNib --class Greeter "$WORK/Documents"
"$NIBDUMP" validate "$WORK/Documents" --sources "HelloNib=$WORK/HelloNibApp"

CORPUS="${SHARED:-../shared}/corpus"
if [ ! -d "$CORPUS" ]; then
  echo "corpus not found at $CORPUS; skipping the corpus checks"
  exit 0
fi

echo "-- the attribute order table is up to date"
python3 Scripts/infer-xcode-order.py "$CORPUS" > "$WORK/XcodeOrderTable.swift"
swift format --configuration .swift-format "$WORK/XcodeOrderTable.swift" | diff -q - Sources/NibEditing/Writing/XcodeOrderTable.swift

echo "-- every well-formed corpus document: round trip, strings, rename there and back, decompile"
: > "$WORK/empty.strings"
documents=0; strings=0; renamed=0; decompiled=0; failed=0
while IFS=$'\t' read -r file kind _ _ _ _ _ _ _ _ _ well_formed _; do
  case "$kind" in xib-macos|xib-ios|storyboard-macos|storyboard-ios) ;; *) continue ;; esac
  [ "$well_formed" = "yes" ] || continue
  path="$CORPUS/$file"
  documents=$((documents + 1))
  # Round trip: an import of nothing writes the document back unchanged.
  "$NIBDUMP" strings import "$path" "$WORK/empty.strings" -o "$WORK/copy" 2>/dev/null
  cmp -s "$path" "$WORK/copy" || { echo "error: $file does not round-trip"; failed=$((failed + 1)); }
  # Strings: export, import the export.
  "$NIBDUMP" strings export "$path" > "$WORK/export.strings"
  strings=$((strings + $(grep -c '^"' "$WORK/export.strings" || true)))
  "$NIBDUMP" strings import "$path" "$WORK/export.strings" -o "$WORK/copy" 2> "$WORK/warnings"
  if [ -s "$WORK/warnings" ] || ! cmp -s "$path" "$WORK/copy"; then
    echo "error: $file: importing its own strings changed it"; cat "$WORK/warnings"; failed=$((failed + 1))
  fi
  # Rename the first custom class there and back.
  class="$(grep -o 'customClass="[A-Za-z_][A-Za-z0-9_]*"' "$path" | head -1 | cut -d'"' -f2 || true)"
  if [ -n "$class" ] && ! grep -q "customClass=\"${class}Renamed\"" "$path"; then
    cp "$path" "$WORK/doc"
    before="$("$NIBDUMP" validate "$WORK/doc" | tail -1 || true)"
    "$NIBDUMP" rename-class "$class" "${class}Renamed" "$WORK/doc" > /dev/null 2>&1
    after="$("$NIBDUMP" validate "$WORK/doc" | tail -1 || true)"
    [ "$before" = "$after" ] || { echo "error: $file: validate changed after rename-class: $before / $after"; failed=$((failed + 1)); }
    "$NIBDUMP" rename-class "${class}Renamed" "$class" "$WORK/doc" > /dev/null 2>&1
    cmp -s "$path" "$WORK/doc" || { echo "error: $file: rename-class there and back changed it"; failed=$((failed + 1)); }
    renamed=$((renamed + 1))
  fi
  # Decompile: the model written in Xcode's style reads back to the same model.
  ext="${file##*.}"
  "$NIBDUMP" decompile "$path" > "$WORK/decompiled.$ext"
  "$NIBDUMP" dump --format json "$path" > "$WORK/a.json"
  "$NIBDUMP" dump --format json "$WORK/decompiled.$ext" > "$WORK/b.json"
  if python3 Scripts/check-decompile.py "$WORK/a.json" "$WORK/b.json"; then
    cmp -s "$path" "$WORK/decompiled.$ext" && decompiled=$((decompiled + 1))
  else
    failed=$((failed + 1))
  fi
done < <(tail -n +2 "$CORPUS/MANIFEST.tsv")
echo "$documents documents: round trip and strings ($strings entries) checked, $renamed renamed there and back," \
  "decompiled to the same model ($decompiled of them byte for byte); $failed failures"
[ "$failed" -eq 0 ]

echo "-- every readable legacy xib and compiled nib: decompile reads back to the same model"
converted=0; unreadable=0
for path in "$CORPUS"/xib-legacy/* "$CORPUS"/nib-compiled/*; do
  # The typedstream nibs and the conflicted legacy file are refused by the reader: nothing to convert.
  "$NIBDUMP" dump --format json "$path" > "$WORK/a.json" 2>/dev/null || { unreadable=$((unreadable + 1)); continue; }
  "$NIBDUMP" decompile "$path" > "$WORK/decompiled.xib"
  "$NIBDUMP" dump --format json "$WORK/decompiled.xib" > "$WORK/b.json"
  if python3 Scripts/check-decompile.py "$WORK/a.json" "$WORK/b.json"; then
    converted=$((converted + 1))
  else
    failed=$((failed + 1))
  fi
done
echo "$converted legacy and compiled documents decompiled to modern xibs with the same model ($unreadable refused by the reader); $failed failures"
[ "$failed" -eq 0 ] && [ "$converted" -gt 40 ]

echo "-- every compiled side of the Apple-compiled pairs: a .nib to a xib, a .storyboardc to one storyboard"
paired=0
shopt -s nullglob
for path in "$CORPUS"/pairs/*/*.nib "$CORPUS"/pairs/*/*.storyboardc "$CORPUS"/pairs/*/*/*.storyboardc; do
  ext=xib
  case "$path" in *.storyboardc) ext=storyboard ;; esac
  "$NIBDUMP" dump --format json "$path" > "$WORK/a.json"
  "$NIBDUMP" decompile "$path" > "$WORK/decompiled.$ext"
  "$NIBDUMP" dump --format json "$WORK/decompiled.$ext" > "$WORK/b.json"
  # The same objects, top-level objects and connections, segues included.
  if python3 Scripts/check-decompile.py "$WORK/a.json" "$WORK/b.json"; then
    paired=$((paired + 1))
  else
    failed=$((failed + 1))
  fi
done
echo "$paired compiled pair sides decompiled with the same model; $failed failures"
[ "$failed" -eq 0 ]
