#!/usr/bin/env bash
# Issue 12: every compiled nib of the corpus reads (NeXT typedstream nibs fail with their named
# error) and agrees with nibsummary.py; every source/compiled pair agrees (Scripts/check-compiled-corpus.py).
set -euo pipefail
if [ ! -d "$SHARED/corpus/nib-compiled" ]; then
  echo "skipped: no corpus at $SHARED/corpus"
  exit 0
fi
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/check-compiled-corpus.py "$NIBDUMP" "$SHARED"
