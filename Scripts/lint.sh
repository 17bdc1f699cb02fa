#!/usr/bin/env bash
# Formatting (swift-format, rules in .swift-format) and doc comments on every public declaration.
set -euo pipefail
swift format lint --strict --recursive Sources Tests Samples
python3 Scripts/check-doc-comments.py Sources
