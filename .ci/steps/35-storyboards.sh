#!/usr/bin/env bash
# Storyboards as storyboards (issue 13): every well-formed storyboard of the corpus, both
# platforms: the initial controller and every Storyboard ID instantiated with its view loaded,
# every triggered segue followed once. No crash; every failure a located error; every reference
# resolved or reported missing by name.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/corpus-storyboards.py "$NIBDUMP" "$SHARED/corpus"
