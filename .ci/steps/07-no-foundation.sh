#!/usr/bin/env bash
# On Linux the library targets and nibdump import FoundationEssentials, never Foundation: no
# libFoundation, no ICU copy of its own, a 5 ms shorter start for every nibdump run. A stray
# `import Foundation` (or an NSString/NSLock that needs it) shows up here as a linked library.
set -euo pipefail
[ "$(uname)" = Linux ] || exit 0
bin="$(swift build --show-bin-path)/nibdump"
[ -x "$bin" ] || swift build --product nibdump
if ldd "$bin" | grep -E 'libFoundation\.so|libFoundationInternationalization|lib_FoundationICU'; then
  echo "error: nibdump links Foundation (import FoundationEssentials instead; see Sources/NibModel/Support/PackageSupport.swift)"
  exit 1
fi
echo "nibdump links FoundationEssentials only"
