#!/usr/bin/env bash
# Storyboards as storyboards (issue 13): every well-formed storyboard of the corpus, both
# platforms: the initial controller and every Storyboard ID instantiated with its view loaded,
# every triggered segue followed once. No crash; every failure a located error; every reference
# resolved or reported missing by name.
set -euo pipefail
NIBDUMP="$(swift build --show-bin-path)/nibdump"
python3 Scripts/corpus-storyboards.py "$NIBDUMP" "$SHARED/corpus"

# S32: SwiftGen's Apple-compiled Wizard scene nibs, assembled into a .storyboardc in a temp folder
# with an Info.plist written here: the scene instantiates (its view nib is not in the corpus, so
# loading the view must be a located error), and `flow` shows its show segue.
COMPILED="$SHARED/corpus/nib-compiled/SwiftGen__SwiftGen__SwiftGen.playground_Resources_Wizard.storyboardc"
if [ -f "${COMPILED}_CreateAccount.nib" ]; then
    WIZARD="$(mktemp -d)/Wizard.storyboardc"
    mkdir -p "$WIZARD"
    cp "${COMPILED}_CreateAccount.nib" "$WIZARD/CreateAccount.nib"
    cp "${COMPILED}_rJ7-m2-Mn7-view-wtR-sc-VB5.nib" "$WIZARD/rJ7-m2-Mn7-view-wtR-sc-VB5.nib"
    cat > "$WIZARD/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>UIStoryboardDesignatedEntryPointIdentifier</key><string>CreateAccount</string>
<key>UIStoryboardVersion</key><integer>1</integer>
<key>UIViewControllerIdentifiersToNibNames</key><dict><key>CreateAccount</key><string>CreateAccount</string></dict>
</dict></plist>
PLIST
    "$NIBDUMP" flow "$WIZARD" | grep -q "show 'ShowPassword'"
    status=0
    "$NIBDUMP" load "$WIZARD" >/dev/null 2>"$WIZARD.err" || status=$?
    [ "$status" -eq 1 ] && grep -q "error: could not load the view nib named 'txY-Mc-CKa-view-wQH-MG-v6Y'" "$WIZARD.err"
    "$NIBDUMP" load --all-segues "$WIZARD" >/dev/null 2>&1 || [ $? -eq 1 ]
    echo "compiled Wizard.storyboardc: scene read, show segue mapped, missing view nib reported"
else
    echo "SKIPPED compiled Wizard.storyboardc: the corpus is absent"
fi
