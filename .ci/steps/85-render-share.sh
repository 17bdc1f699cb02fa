#!/usr/bin/env bash
# Pictures hold what the documents show (issue 27): of the visible strings of every well-formed
# xib and storyboard of the corpus, legacy xib and compiled nib (titles, texts, placeholders,
# labels, menu items; none under a hidden element), the share `nibdump render` carries, drawn or
# whole in the tooltip of the object that holds it, per kind of document and in total. At least 90% for every kind; no document below
# half unless Scripts/render-share.py names it with its reason.
set -euo pipefail
if [ ! -f "$SHARED/corpus/MANIFEST.tsv" ]; then
    echo "SKIPPED rendered strings: the corpus is absent"
    exit 0
fi
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/render-share.py "$NIBDUMP" "$SHARED/corpus" --min-kind=90 --min-document=50
