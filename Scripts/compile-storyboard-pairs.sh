#!/usr/bin/env bash
# Compiles every storyboard of ../shared/corpus/pairs with `nibdump compile` into a .storyboardc
# and compares it with the one Apple's ibtool made (`nibdump compare-nib` on the two directories:
# the same files, each nib the same archived graph, the same Info.plist apart from UUIDs).
# Prints a line per pair (files the same of files, differences) and the totals; with
# --min-same N --max-differences M exits 1 when fewer files are the same or more differences
# remain (the CI ratchet). --pair NAME keeps the pairs whose name contains NAME; --verbose
# prints the differences.
set -uo pipefail
cd "$(dirname "$0")/.."
SHARED="${SHARED:-$(cd .. && pwd)/shared}"
PAIRS="$SHARED/corpus/pairs"
NIBDUMP="${NIBDUMP:-$(swift build --show-bin-path 2>/dev/null)/nibdump}"
min_same=""; max_differences=""; filter=""; verbose=0
while [ $# -gt 0 ]; do
  case "$1" in
    --min-same) min_same="$2"; shift 2;;
    --max-differences) max_differences="$2"; shift 2;;
    --pair) filter="$2"; shift 2;;
    --verbose) verbose=1; shift;;
    *) echo "usage: $0 [--min-same N] [--max-differences M] [--pair NAME] [--verbose]"; exit 64;;
  esac
done
if [ ! -d "$PAIRS" ]; then echo "corpus not found at $PAIRS; skipping the storyboard pairs"; exit 0; fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
pairs=0; pairs_same=0; files=0; files_same=0; refused=0; differences=0
while IFS='|' read -r source compiled args platform kind; do
  [ "$kind" = "storyboard" ] || continue
  case "$source" in *"$filter"*) ;; *) continue;; esac
  pairs=$((pairs + 1))
  name=$(basename "$source" .storyboard)
  extra=()
  if [ -n "$args" ]; then read -r -a extra < "$PAIRS/$args"; fi
  expected=$(ls "$PAIRS/$compiled" | wc -l)
  files=$((files + expected))
  if ! "$NIBDUMP" compile "$PAIRS/$source" -o "$work/$name.storyboardc" "${extra[@]}" 2>"$work/err" </dev/null \
    || [ ! -d "$work/$name.storyboardc" ]; then
    refused=$((refused + 1)); echo "refused  $name: $(grep -m1 error: "$work/err" | head -c 200)"; continue
  fi
  result=$("$NIBDUMP" compare-nib --max-differences 10000 "$PAIRS/$compiled" "$work/$name.storyboardc" 2>&1 </dev/null)
  last=$(printf '%s\n' "$result" | tail -1)
  # A difference line starts with the file it is in: `Name.nib:root…`, `Info.plist:…`, or a file name.
  differing=$(printf '%s\n' "$result" | sed '$d' | sed -n 's/^\([^:]*\.\(nib\|plist\)\)[:].*/\1/p; s/^\([^: ]*\.\(nib\|plist\)\)$/\1/p' | sort -u | wc -l)
  case "$last" in
    same*) differing=0;;
  esac
  same_here=$((expected - differing)); [ "$same_here" -lt 0 ] && same_here=0
  files_same=$((files_same + same_here))
  case "$last" in
    same*) pairs_same=$((pairs_same + 1)); echo "same     $name: $expected of $expected files";;
    *) count=$(printf '%s\n' "$last" | sed -n 's/^\([0-9]*\) difference.*/\1/p'); count=${count:-1}
       differences=$((differences + count)); echo "differs  $name: $same_here of $expected files the same; $last"
       [ "$verbose" = 1 ] && printf '%s\n' "$result" | head -60;;
  esac
done < <(tail -n +2 "$PAIRS/PAIRS.tsv" | tr '\t' '|')
echo "storyboard pairs: $pairs_same of $pairs the same as Apple's; files $files_same of $files the same; $differences graph differences; $refused refused"
status=0
if [ -n "$min_same" ] && [ "$files_same" -lt "$min_same" ]; then echo "error: fewer than $min_same files are the same"; status=1; fi
if [ -n "$max_differences" ] && [ "$differences" -gt "$max_differences" ]; then
  echo "error: more than $max_differences differences remain"; status=1
fi
exit $status
