#!/usr/bin/env bash
# Legacy xibs (issue 12): every legacy <archive> xib of the corpus reads (the broken one fails located);
# its connections agree with pairs.py's legacy reading and, for legacy/compiled pairs, with the compiled nib.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/legacy-corpus.py "$NIBDUMP" "$SHARED/corpus" "$SHARED/tools"
