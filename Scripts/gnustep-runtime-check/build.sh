#!/usr/bin/env bash
# Builds obj/nibconnections with the Objective-C compiler and gnustep-config's flags (the
# GNUmakefile does the same through GNUstep Make). Needs gobjc (or clang), libgnustep-gui-dev.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p obj
cc=${OBJC:-gcc}
# shellcheck disable=SC2046
"$cc" $(gnustep-config --objc-flags) -Wno-unused -o obj/nibconnections nibconnections.m \
  $(gnustep-config --gui-libs)
