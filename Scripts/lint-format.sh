#!/usr/bin/env bash
# Checks that every Swift file of the package is formatted as Scripts/format.sh leaves it
# and passes the lint rules of `.swift-format`: `swift format lint --strict`, the
# toolchain's own. Exits non-zero on any diagnostic. CI runs it; a developer fixes what
# it reports with Scripts/format.sh, then by hand for what the formatter cannot fix.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1

paths=(Package.swift Sources Tests Benchmarks)
if [[ -d Scripts ]] && [[ -n "$(find Scripts -name '*.swift' -print -quit)" ]]; then
    paths+=(Scripts)
fi

status=0
output="$(swift format lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}" 2>&1)" \
    || status=$?
if [[ $status -ne 0 || -n "$output" ]]; then
    [[ -z "$output" ]] || printf '%s\n' "$output" >&2
    echo "lint-format: swift format lint --strict failed (exit $status); run Scripts/format.sh," \
        "then fix by hand what remains" >&2
    exit 1
fi
