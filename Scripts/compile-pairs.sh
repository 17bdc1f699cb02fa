#!/usr/bin/env bash
# Compiles every xib of ../shared/corpus/pairs with `nibdump compile` and compares the result
# with the nib Apple's ibtool made from it (`nibdump compare-nib`): the same archived object
# graph, or how many differences. Prints a line per pair and the totals; with --min-same N
# --max-differences M exits 1 when fewer pairs are the same or more differences remain (the CI
# ratchet). --pair NAME keeps the pairs whose name contains NAME; --verbose prints differences;
# --color-profile NAME=PATH (repeatable) passes the ICC profiles ibtool embeds in catalog colours
# to `nibdump compile`, --color-profiles DIR a folder of them (SWIFT_NIB_COLOR_PROFILES); the
# ratchet runs without (the project ships none of Apple's profiles), so the script clears
# SWIFT_NIB_COLOR_PROFILES unless given --color-profiles. --locale ID is the build Mac's locale
# for date formatters' patterns (default en_HK, the locale the pairs were compiled in).
set -uo pipefail
unset SWIFT_NIB_COLOR_PROFILES
cd "$(dirname "$0")/.."
SHARED="${SHARED:-$(cd .. && pwd)/shared}"
PAIRS="$SHARED/corpus/pairs"
NIBDUMP="${NIBDUMP:-$(swift build --show-bin-path 2>/dev/null)/nibdump}"
min_same=""; max_differences=""; filter=""; verbose=0; profiles=(); locale=en_HK
while [ $# -gt 0 ]; do
  case "$1" in
    --min-same) min_same="$2"; shift 2;;
    --max-differences) max_differences="$2"; shift 2;;
    --pair) filter="$2"; shift 2;;
    --verbose) verbose=1; shift;;
    --color-profile) profiles+=(--color-profile "$2"); shift 2;;
    --color-profiles) export SWIFT_NIB_COLOR_PROFILES="$2"; shift 2;;
    --locale) locale="$2"; shift 2;;
    *) echo "usage: $0 [--min-same N] [--max-differences M] [--pair NAME] [--verbose] [--color-profile NAME=PATH] [--color-profiles DIR] [--locale ID]"
       exit 64;;
  esac
done
if [ ! -d "$PAIRS" ]; then echo "corpus not found at $PAIRS; skipping the compile pairs"; exit 0; fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
same=0; total=0; refused=0; differences=0
# Tabs are whitespace to `read`, which would merge an empty column: read '|'-separated fields.
while IFS='|' read -r source compiled args platform kind; do
  [ "$kind" = "xib" ] || continue
  case "$source" in *"$filter"*) ;; *) continue;; esac
  total=$((total + 1))
  name=$(basename "$source" .xib)
  extra=()
  if [ -n "$args" ]; then read -r -a extra < "$PAIRS/$args"; fi
  if ! "$NIBDUMP" compile "$PAIRS/$source" -o "$work/$name.nib" --locale "$locale" "${extra[@]}" "${profiles[@]}" 2>"$work/err" </dev/null; then
    refused=$((refused + 1)); echo "refused  $name: $(head -c 200 "$work/err")"; continue
  fi
  result=$("$NIBDUMP" compare-nib --max-differences 10000 "$PAIRS/$compiled" "$work/$name.nib" 2>&1 </dev/null)
  last=$(printf '%s\n' "$result" | tail -1)
  case "$last" in
    same*) same=$((same + 1)); echo "same     $name";;
    *) count=$(printf '%s\n' "$last" | sed -n 's/^\([0-9]*\) difference.*/\1/p'); count=${count:-1}
       differences=$((differences + count)); echo "differs  $name: $last"
       [ "$verbose" = 1 ] && printf '%s\n' "$result" | head -40;;
  esac
done < <(tail -n +2 "$PAIRS/PAIRS.tsv" | tr '\t' '|')
echo "compile pairs: $same of $total the same graph as Apple's, $differences differences in the others, $refused refused"
status=0
if [ -n "$min_same" ] && [ "$same" -lt "$min_same" ]; then echo "error: fewer than $min_same pairs are the same"; status=1; fi
if [ -n "$max_differences" ] && [ "$differences" -gt "$max_differences" ]; then
  echo "error: more than $max_differences differences remain"; status=1
fi
exit $status
