#!/usr/bin/env bash
# The model's placeholders, top-level objects and connections agree with ibsummary.py on every document.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/compare-ibsummary.py "$NIBDUMP" "$SHARED/corpus" "$SHARED/tools/ibsummary.py"
