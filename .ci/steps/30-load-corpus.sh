#!/usr/bin/env bash
# Simulated load: `nibdump load` over every well-formed macOS and iOS xib of the corpus, with
# stand-ins. No crash; every failure a located error.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/corpus-load.py "$NIBDUMP" "$SHARED/corpus"
