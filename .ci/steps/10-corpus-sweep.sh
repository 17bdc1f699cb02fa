#!/usr/bin/env bash
# Corpus sweep: every file MANIFEST.tsv marks well-formed parses; every other fails with a located error.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/corpus-sweep.py "$NIBDUMP" "$SHARED/corpus"
