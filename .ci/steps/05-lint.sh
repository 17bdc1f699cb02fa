#!/usr/bin/env bash
# Formatting (swift-format, rules in .swift-format) and doc comments on every public declaration.
# Test names keep loading.md's rule numbers (L3_2_…), so AlwaysUseLowerCamelCase is off.
set -euo pipefail
swift format lint --strict --recursive Sources Tests Samples Benchmarks Fuzz Plugins Snippets
python3 Scripts/check-doc-comments.py Sources
