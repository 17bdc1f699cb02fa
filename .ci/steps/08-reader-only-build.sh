#!/usr/bin/env bash
# A package that depends only on the NibModel product builds without compiling any source of the
# capabilities above the reading core (editing, diffing, merging, loading, validation, drawing,
# the command line), and reads a sample.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d /tmp/swift-nib-reader-only.XXXXXX)
trap 'rm -rf "$work"' EXIT
# The demo depends on swift-nib by path, and a path's last folder is the package's identity: it
# gets a copy of this tree named swift-nib.
mkdir -p "$work/swift-nib" "$work/demo"
tar --exclude=./.build --exclude=./.build-* --exclude=./.git --exclude=./.swiftpm -cf - . | tar -xf - -C "$work/swift-nib"
tar -C Samples/NibReaderDemo --exclude=./.build -cf - . | tar -xf - -C "$work/demo"
sed -i "s|path: \"../..\"|path: \"$work/swift-nib\"|" "$work/demo/Package.swift"
scratch="$work/build"
swift build --package-path "$work/demo" --scratch-path "$scratch" -v >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
if ! grep -q "Sources/NibModel/" "$work/build.log"; then
  echo "error: the reader-only build log names no NibModel source; is the check still looking at the right log?"; exit 1
fi
if grep -E -o "Sources/(NibEditing|NibLoader|NibValidation|NibSourceValidation|NibRendering|NibCodeGeneration|NibDumpViews|nibdump)/[^ ]*\.swift" "$work/build.log" | sort -u | head -5 | grep .; then
  echo "error: a package that depends only on NibModel compiled the sources above"; exit 1
fi
"$scratch/debug/NibReaderDemo" Samples/Documents/MainMenu.xib | tee "$work/out"
grep -q "outlet window" "$work/out"
echo "reader-only package: NibModel alone compiled"
