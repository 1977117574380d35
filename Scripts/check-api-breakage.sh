#!/usr/bin/env bash
# Fails if the public API of the library products (Rheo, RheoTest, RheoBlocking, RheoCocoa)
# breaks source compatibility with the baseline commit, apart from the breaks listed in
# Scripts/api-breakage-allowlist.txt. The toolchain's API digester does the comparison:
# `swift package diagnose-api-breaking-changes` checks the baseline out beside the build,
# builds it and the tree as it is (uncommitted changes included), and diffs the two APIs.
#
# Usage: Scripts/check-api-breakage.sh [TREEISH]   (default: the commit in Scripts/api-baseline)
#
# The baseline commit must be in this clone: a shallow clone is deepened with
# `git fetch --unshallow` when it lacks it (hosted CI checks out with fetch-depth: 0).
# Builds go to the scratch path .build-api, apart from the everyday .build. A cold run
# builds the package twice (baseline and tree): about a minute on a quiet 2-core machine
# (66 s of CPU); a warm run reuses the baseline's API dump and takes seconds. The dump is
# redone when the toolchain changes, since another digester may describe the same API
# differently.
#
# What it cannot see: the Linux digester ignores Apple availability, so a raised platform
# floor in Package.swift or a tightened `@available(macOS ...)` is not reported here.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
scratch=.build-api
products=(Rheo RheoTest RheoBlocking RheoCocoa)
allowlist=Scripts/api-breakage-allowlist.txt

fail() {
    echo "check-api-breakage: $*" >&2
    exit 1
}

git rev-parse --is-inside-work-tree >/dev/null 2>&1 ||
    fail "not a git clone: the digester checks the baseline out of this repository's history"

if [ $# -gt 0 ]; then
    wanted=$1
else
    wanted=$(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' Scripts/api-baseline | head -n 1 | tr -d '[:space:]')
    [ -n "$wanted" ] || fail "Scripts/api-baseline names no commit"
fi

if ! baseline=$(git rev-parse --verify --quiet "$wanted^{commit}"); then
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        echo "check-api-breakage: $wanted is not in this shallow clone; fetching the history" >&2
        git fetch --quiet --unshallow || true
        [ "$(git rev-parse --is-shallow-repository)" = false ] ||
            fail "$wanted is not in this shallow clone, and git fetch --unshallow could not deepen it;" \
                "clone with the full history (in GitHub Actions, actions/checkout with fetch-depth: 0)"
    fi
    baseline=$(git rev-parse --verify --quiet "$wanted^{commit}") ||
        fail "the baseline $wanted is not a commit of this clone; fetch it (git fetch origin), or check Scripts/api-baseline"
fi

# The digester ignores every entry of an allowlist that has a line starting with `#`
# (Swift 6.3.1), which would let an allowlisted break through silently or fail on one that is
# listed; reject such a file with a clear message instead.
if grep -n -e '^[[:space:]]*#' "$allowlist" >&2; then
    fail "$allowlist: comment lines start with '// ', never '#' (the digester then ignores the file)"
fi

# The baseline's API dump is cached under the scratch path by commit only; redo it when the
# toolchain differs from the one that wrote it.
toolchain=$(swift --version 2>&1 | head -n 1)
stamp=$scratch/api-baseline-toolchain
regenerate=()
mkdir -p "$scratch"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$toolchain" ]; then
    regenerate=(--regenerate-baseline)
fi

echo "check-api-breakage: ${products[*]} against $baseline ($toolchain)"
log=$scratch/check-api-breakage.log
status=0
# Drops the build's progress lines, and SwiftPM's warnings that the baseline checkout's .docc
# catalogs are unhandled files (it does not warn so for the tree itself; catalogs carry no API).
swift package --scratch-path "$scratch" diagnose-api-breaking-changes "$baseline" \
    --products "${products[@]}" \
    --breakage-allowlist-path "$allowlist" \
    ${regenerate[@]+"${regenerate[@]}"} 2>&1 |
    tee "$log" |
    awk '
        /^\[[0-9]+\/[0-9]+\] / { next }
        /-checkout.: found [0-9]+ file\(s\) which are unhandled/ { skip = 1; next }
        skip && /^[[:space:]].*\.docc$/ { next }
        { skip = 0; print; fflush() }
    ' || status=$?

if [ "$status" -ne 0 ]; then
    if grep -q 'API breakage: ' "$log"; then
        echo "check-api-breakage: the public API breaks source compatibility with $baseline (above)." \
            "If a break is intended, add its message (without the emoji) to $allowlist with a" \
            "comment saying why, and announce it in CHANGELOG.md; otherwise restore the API." >&2
    else
        echo "check-api-breakage: swift package diagnose-api-breaking-changes failed (exit $status);" \
            "see the output above or $log" >&2
    fi
    exit 1
fi
printf '%s\n' "$toolchain" >"$stamp"
echo "check-api-breakage: no breaking change against $baseline beyond $allowlist ($((SECONDS - start)) s)"
