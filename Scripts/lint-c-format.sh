#!/usr/bin/env bash
# Checks that every C file of the package is formatted as `.clang-format` says:
# CSupport/ (the CRheo module), Tests/CHeapStats/ and Benchmarks/CMallocCounter/.
# `clang-format --dry-run --Werror` reports each difference and exits non-zero. CI runs it;
# a developer fixes what it reports with `Scripts/lint-c-format.sh --fix`.
#
# Usage: Scripts/lint-c-format.sh [--fix]   (exit 0 clean, 1 a file differs, 2 no usable
#                                            clang-format)
#
# Pinned to clang-format 14, the version of Debian 12's `clang-format` package
# (1:14.0-55.7~deb12u1, clang-format 14.0.6), which .ci/run installs: another major version
# may lay out the same options differently, so it would report differences this one does
# not. `clang-format-14` is used when present (a machine with several versions), else
# `clang-format` if it is version 14; set CLANG_FORMAT to use another binary on purpose.
set -euo pipefail
cd "$(dirname "$0")/.."

REQUIRED_MAJOR=14

fix=false
if [ $# -gt 0 ]; then
    if [ "$1" = --fix ] && [ $# -eq 1 ]; then
        fix=true
    else
        echo "usage: Scripts/lint-c-format.sh [--fix]" >&2
        exit 2
    fi
fi

if [ -n "${CLANG_FORMAT:-}" ]; then
    tool="$CLANG_FORMAT"
elif command -v "clang-format-$REQUIRED_MAJOR" >/dev/null; then
    tool="clang-format-$REQUIRED_MAJOR"
elif command -v clang-format >/dev/null; then
    tool=clang-format
else
    echo "lint-c-format: clang-format $REQUIRED_MAJOR is not installed" \
        "(Debian: apt-get install clang-format; .ci/run installs it)" >&2
    exit 2
fi

# "Debian clang-format version 14.0.6", "clang-format version 14.0.6 (...)": the number
# after "version".
version="$("$tool" --version | sed -n 's/.*version \([0-9][0-9]*\)\..*/\1/p' | head -n 1)"
if [ -z "${CLANG_FORMAT:-}" ] && [ "$version" != "$REQUIRED_MAJOR" ]; then
    echo "lint-c-format: $tool is version ${version:-unknown}; the C files are formatted with" \
        "clang-format $REQUIRED_MAJOR (set CLANG_FORMAT to use this one anyway)" >&2
    exit 2
fi

files=()
count=0
while IFS= read -r file; do
    files+=("$file")
    count=$((count + 1))
done < <(find CSupport Tests/CHeapStats Benchmarks/CMallocCounter -type f \( -name '*.c' -o -name '*.h' \) | sort)
if [ "$count" -eq 0 ]; then
    echo "lint-c-format: no C files found; the folders moved?" >&2
    exit 2
fi

if $fix; then
    "$tool" -i --style=file ${files[@]+"${files[@]}"}
    exit 0
fi
if ! "$tool" --dry-run --Werror --style=file ${files[@]+"${files[@]}"}; then
    echo "lint-c-format: C files differ from .clang-format; run Scripts/lint-c-format.sh --fix" >&2
    exit 1
fi
