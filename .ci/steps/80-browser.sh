#!/usr/bin/env bash
# A real browser (issue 16): nibdump report pages of the samples and of corpus documents of
# each kind (macOS and iOS xibs, both kinds of storyboards) open in headless Chromium with no
# console error, their wireframes drawn and an object selected by a mouse click. Screenshots
# (and the SVGs and reports) are kept in .build/screenshots/ for people to look at.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "chromium is missing; installing it (apt-get install chromium)"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
NIBDUMP="$(swift build --show-bin-path)/nibdump"
OUT=.build/screenshots
rm -rf "$OUT" && mkdir -p "$OUT/reports"

"$NIBDUMP" report Samples/Documents -o "$OUT/reports/samples.html" --title "Samples"
for sample in Samples/Documents/*; do
  "$NIBDUMP" render "$sample" -o "$OUT/$(basename "$sample").svg"
done

CORPUS="${SHARED:-../shared}/corpus"
if [ -d "$CORPUS" ]; then
  # The first three well-formed documents of each kind (MANIFEST.tsv order, so always the same).
  for kind in xib-macos xib-ios storyboard-macos storyboard-ios; do
    mapfile -t docs < <(awk -F'\t' -v k="$kind" '$2 == k && $12 == "yes" { print $1 }' "$CORPUS/MANIFEST.tsv" | head -3)
    paths=()
    for doc in "${docs[@]}"; do paths+=("$CORPUS/$doc"); done
    "$NIBDUMP" report "${paths[@]}" -o "$OUT/reports/$kind.html" --title "$kind"
  done
else
  echo "corpus not found at $CORPUS; checking the samples' report only"
fi

python3 Scripts/browser-check.py "$OUT" "$OUT"/reports/*.html
