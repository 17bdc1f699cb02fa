#!/usr/bin/env bash
# Compiling storyboards (issue 26): every storyboard pair of ../shared/corpus/pairs compiles with
# `nibdump compile` into a .storyboardc compared with Apple's (`nibdump compare-nib`: the same
# files, each nib the same graph, the same Info.plist apart from UUIDs). The ratchet: at least
# MIN_SAME files the same, at most MAX_DIFFERENCES graph differences in the others (Apple lists a
# storyboard nib's connectors in an order that changes between compilations, which the oid tables
# show; without Apple's ICC profiles System catalog colours differ, the only differences left).
# Then the same pairs with the build machine's ICC profiles taken from an Apple nib that is not
# one of the pairs (as step 74 does): all the same but for the connectors' order.
# Then every well-formed storyboard of the corpus: at least MIN_CORPUS_COMPILED
# compile, and each refused one is refused with a located error (docs/Compiling.md lists why).
set -euo pipefail
cd "$(dirname "$0")/../.."
MIN_SAME=20
MAX_DIFFERENCES=20
MIN_CORPUS_COMPILED=59
MIN_SAME_WITH_PROFILES=22
MAX_DIFFERENCES_WITH_PROFILES=0
swift build --product nibdump >/dev/null
SWIFT_NIB_COLOR_PROFILES= bash Scripts/compile-storyboard-pairs.sh --min-same "$MIN_SAME" --max-differences "$MAX_DIFFERENCES" | tail -10

profile_source="$(cd .. && pwd)/shared/corpus/nib-compiled/viraptor__ibtool__samples_correct_HSChooserWindow.nib"
if [ -f "$profile_source" ]; then
  profiles=$(mktemp -d)
  "$(swift build --show-bin-path)/nibdump" extract-color-profiles "$profile_source" -o "$profiles" >/dev/null
  echo "-- with the ICC profiles of $(basename "$profile_source")"
  SWIFT_NIB_COLOR_PROFILES="$profiles" bash Scripts/compile-storyboard-pairs.sh \
    --min-same "$MIN_SAME_WITH_PROFILES" --max-differences "$MAX_DIFFERENCES_WITH_PROFILES" | tail -3
  rm -rf "$profiles"
fi

corpus="$(cd .. && pwd)/shared/corpus"
if [ ! -f "$corpus/MANIFEST.tsv" ]; then echo "corpus not found; skipping the corpus storyboards"; exit 0; fi
nibdump="$(swift build --show-bin-path)/nibdump"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
compiled=0; refused=0; unlocated=0
while IFS=$'\t' read -r file _ _ _ _ _ _ _ _ _ _ well_formed _; do
  case "$file" in storyboard-*/*.storyboard) ;; *) continue;; esac
  [ "$well_formed" = "yes" ] || continue
  rm -rf "$work/out.storyboardc"
  if "$nibdump" compile "$corpus/$file" -o "$work/out.storyboardc" >/dev/null 2>"$work/err" </dev/null; then
    compiled=$((compiled + 1))
  else
    refused=$((refused + 1))
    grep -qE '^.+:[0-9]+(:[0-9]+)?: error: ' "$work/err" || { unlocated=$((unlocated + 1)); echo "unlocated: $file"; }
  fi
done < "$corpus/MANIFEST.tsv"
echo "corpus storyboards: $compiled compile, $refused refused ($unlocated without a location)"
[ "$compiled" -ge "$MIN_CORPUS_COMPILED" ] && [ "$unlocated" -eq 0 ]
