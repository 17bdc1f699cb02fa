#!/usr/bin/env bash
# nibdump validate: the samples validate clean against their sources, and the document rules
# report no error on the corpus except the ones that are really there (the IBLinter fixture
# with duplicate ids, and the one document MANIFEST.tsv marks not well-formed).
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"

echo "-- samples against Samples/HelloNibApp"
"$NIBDUMP" validate Samples/Documents --sources HelloNib=Samples/HelloNibApp --enable unused-outlet --enable unused-action

echo "-- the command plugin (swift package validate-nibs)"
swift package validate-nibs Samples/Documents --sources HelloNib=Samples/HelloNibApp

echo "-- a seeded mistake fails with its located diagnostic"
FIXTURES=Tests/NibValidationTests/Fixtures
set +e
SEEDED="$("$NIBDUMP" validate "$FIXTURES/UnknownOutlet.xib" --sources "App=$FIXTURES/Sources/App")"
STATUS=$?
set -e
echo "$SEEDED"
if [ "$STATUS" -ne 1 ] || ! grep -q "UnknownOutlet.xib:7:17: error: class 'ProfileViewController' has no outlet 'subtitleLabel' \[unknown-outlet\]" <<<"$SEEDED"; then
  echo "error: nibdump validate did not report the seeded unknown outlet with exit status 1 (got $STATUS)"
  exit 1
fi

echo "-- a Swift 2 project's selectors, a First Responder typo, and --sources A=x B=y as a usage error"
set +e
SWIFT2="$("$NIBDUMP" validate "$FIXTURES/Swift2Project/Legacy" --sources "Legacy=$FIXTURES/Swift2Project/Legacy")"
FIRST="$("$NIBDUMP" validate "$FIXTURES/FirstResponderActions/App" --sources "App=$FIXTURES/FirstResponderActions/App")"
"$NIBDUMP" validate "$FIXTURES/Clean.xib" --sources "App=$FIXTURES/Sources/App" "Unused=$FIXTURES/Sources/Unused" 2>/dev/null
USAGE=$?
set -e
if ! grep -q "2 errors" <<<"$SWIFT2" || grep -q "'login:'" <<<"$SWIFT2"; then
  echo "error: the Swift 2 project's selectors were not derived by Swift 2's rules:"
  echo "$SWIFT2"
  exit 1
fi
if ! grep -q "action 'showPrefernces:' is sent to First Responder.*\[unknown-first-responder-action\]" <<<"$FIRST"; then
  echo "error: the First Responder typo was not reported:"
  echo "$FIRST"
  exit 1
fi
if [ "$USAGE" -ne 64 ]; then
  echo "error: --sources A=x B=y should be a usage error (exit 64), got $USAGE"
  exit 1
fi

CORPUS="${SHARED:-../shared}/corpus"
if [ ! -d "$CORPUS" ]; then
  echo "corpus not found at $CORPUS; skipping the corpus validation"
  exit 0
fi
echo "-- corpus (document rules; storyboard references are not resolvable in the flat corpus)"
OUT="$(mktemp)"
set +e
"$NIBDUMP" validate "$CORPUS/xib-macos" "$CORPUS/xib-ios" "$CORPUS/storyboard-macos" "$CORPUS/storyboard-ios" \
  --disable missing-referenced-storyboard >"$OUT"
set -e
tail -1 "$OUT"
grep -o '\[[a-z-]*\]$' "$OUT" | sort | uniq -c || true
UNEXPECTED="$(grep ': error: ' "$OUT" \
  | grep -v 'DuplicateIdRule_DuplicateID.xib:[0-9]*:[0-9]*: error: .*\[duplicate-id\]$' \
  | grep -v 'ProjectMock_Level1_2_Level1_2.xib:1:1: error: .*\[unreadable-document\]$' || true)"
rm -f "$OUT"
if [ -n "$UNEXPECTED" ]; then
  echo "error: unexpected validation errors on the corpus:"
  echo "$UNEXPECTED"
  exit 1
fi
echo "corpus validation: no unexpected errors"
