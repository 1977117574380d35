#!/usr/bin/env bash
# Fails when a folder of Sources/Rheo uses a type declared in a layer above it: the layering
# docs/Architecture.md draws (Core/, Disposables/, Internal/; Schedulers/; Operators/,
# Subjects/, Relays/; Traits/, Binding/, Channels/, Concurrency/, Observation/; Deprecated/).
# How it works and what it cannot see: Scripts/layers/check_layers.py; accepted exceptions,
# each with its reason: Scripts/layers/allowed.txt.
#
# Usage: Scripts/check-layers.sh   (exit 0 clean, 1 a finding, 2 could not run)
#
# First the check's own test: a copy of Sources/Rheo with a use planted in Core/ of a type
# Schedulers/ declares (the cycle the trampoline once made) must fail it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v python3 >/dev/null 2>&1; then
    echo "check-layers: python3 is missing" >&2
    exit 2
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -R Sources/Rheo "$scratch/Rheo"
printf '\nfunc _plantedUseOfAHigherLayer(_ scheduler: SerialScheduler) {}\n' >>"$scratch/Rheo/Core/Observable.swift"
if python3 Scripts/layers/check_layers.py --root "$scratch/Rheo" >"$scratch/self-test.log" 2>&1; then
    echo "check-layers self-test: a planted use of SerialScheduler in Core/ was not found:" >&2
    cat "$scratch/self-test.log" >&2
    exit 2
fi
if ! grep -q "Core/Observable.swift (Core/, layer 0) uses SerialScheduler" "$scratch/self-test.log"; then
    echo "check-layers self-test: the planted use was not reported as expected:" >&2
    cat "$scratch/self-test.log" >&2
    exit 2
fi
echo "check-layers self-test: the planted use of a higher layer is found"

python3 Scripts/layers/check_layers.py
