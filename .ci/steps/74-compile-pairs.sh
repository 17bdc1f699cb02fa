#!/usr/bin/env bash
# Compiling against Apple's output: every xib of the corpus's pairs is compiled with
# `nibdump compile` and compared with the nib Apple's ibtool made from it (Scripts/compile-pairs.sh).
# A ratchet: at least MIN_SAME pairs the same graph and at most MAX_DIFFERENCES differences in the
# others; raise MIN_SAME and lower MAX_DIFFERENCES as the compiler learns (goal: all the same).
# Then the same pairs with the build machine's ICC profiles, as a user on Linux supplies them:
# taken with `nibdump extract-color-profiles` from an Apple-compiled nib that is not one of the
# pairs (viraptor/ibtool's HSChooserWindow.nib in nib-compiled), the other ratchet.
set -euo pipefail
cd "$(dirname "$0")/../.."
MIN_SAME=38
MAX_DIFFERENCES=365
MIN_SAME_WITH_PROFILES=74
MAX_DIFFERENCES_WITH_PROFILES=1
swift build --product nibdump >/dev/null
bash Scripts/compile-pairs.sh --min-same "$MIN_SAME" --max-differences "$MAX_DIFFERENCES" | tail -25

profile_source="${SHARED:-$(cd .. && pwd)/shared}/corpus/nib-compiled/viraptor__ibtool__samples_correct_HSChooserWindow.nib"
if [ ! -f "$profile_source" ]; then echo "no Apple nib to take ICC profiles from; skipping the run with profiles"; exit 0; fi
profiles=$(mktemp -d); trap 'rm -rf "$profiles"' EXIT
"$(swift build --show-bin-path)/nibdump" extract-color-profiles "$profile_source" -o "$profiles"
echo "-- with the ICC profiles of $(basename "$profile_source")"
bash Scripts/compile-pairs.sh --color-profiles "$profiles" \
  --min-same "$MIN_SAME_WITH_PROFILES" --max-differences "$MAX_DIFFERENCES_WITH_PROFILES" | grep -v '^same' | tail -10
