#!/usr/bin/env bash
# On Linux the library targets, nibdump and ibtool import FoundationEssentials, never Foundation:
# no libFoundation, no ICU copy of its own, a 5 ms shorter start for every run (ibtool runs once
# per document in a build). A stray `import Foundation` (or an NSString/NSLock that needs it)
# shows up here as a linked library.
set -euo pipefail
[ "$(uname)" = Linux ] || exit 0
for product in nibdump ibtool; do
  bin="$(swift build --show-bin-path)/$product"
  [ -x "$bin" ] || swift build --product "$product"
  if ldd "$bin" | grep -E 'libFoundation\.so|libFoundationInternationalization|lib_FoundationICU'; then
    echo "error: $product links Foundation (import FoundationEssentials instead; see Sources/NibModel/Support/PackageSupport.swift)"
    exit 1
  fi
  echo "$product links FoundationEssentials only"
done
