#!/usr/bin/env bash
# Formats every Swift file of the package in place with the toolchain's `swift format`
# and the repository's `.swift-format`. Files whose leading comments hold
# `// swift-format-ignore-file` (the generated arity files) are left as they are.
# Running it twice changes nothing. Scripts/lint-format.sh checks the same files.
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Package.swift Sources Tests Benchmarks)
if [[ -d Scripts ]] && [[ -n "$(find Scripts -name '*.swift' -print -quit)" ]]; then
    paths+=(Scripts)
fi

swift format format --in-place --recursive --parallel --configuration .swift-format "${paths[@]}"
