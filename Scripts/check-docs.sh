#!/usr/bin/env bash
# Fails when the documents go stale or unreadable: a bare reference to one of the project's
# own issues (a reader cannot open it) in any tracked text file, a `Name.swift:123` line
# citation in docs/ (the next edit moves it), a stretch of 30 words of prose that two
# documents share (README, CONTRIBUTING, docs/*.md, the DocC articles: one is a copy that
# will drift), or a relative link to a file or heading that is not there. How each is
# recognised: Scripts/docs/check_docs.py.
#
# Usage: Scripts/check-docs.sh [--self-test]   (exit 0 clean, 1 a finding, 2 could not run)
#
# First the check's own test: a copy of the documents with one of each violation planted
# must fail it, with each one reported. --self-test runs only that.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v python3 >/dev/null 2>&1; then
    echo "check-docs: python3 is missing" >&2
    exit 2
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
copy="$scratch/tree"
mkdir -p "$copy/docs" "$copy/Sources/Rheo"
cp README.md CONTRIBUTING.md CHANGELOG.md LICENSE "$copy/"
cp docs/*.md "$copy/docs/"
cp -R Sources/Rheo/Rheo.docc "$copy/Sources/Rheo/"
# The planted violations, spelled in pieces so that this file does not hold them itself.
number="iss""ue 12"
sentence="Every word of this planted sentence is here twice so that the check must find the"
sentence="$sentence same long stretch of prose in two documents and say that one of them is a"
sentence="$sentence copy which will drift"
printf '// Fixed in %s.\nlet planted = 0\n' "$number" >"$copy/Planted.swift"
printf '\nSee `Planted.swift'':''42`.\n' >>"$copy/docs/Architecture.md"
printf '# A\n\n%s.\n' "$sentence" >"$copy/docs/PlantedA.md"
printf '# B\n\n%s.\n\n[gone](Benchmarks.md#no-such-section)\n' "$sentence" >"$copy/docs/PlantedB.md"
if python3 Scripts/docs/check_docs.py --root "$copy" >"$scratch/self-test.log" 2>&1; then
    echo "check-docs self-test: the planted violations were not found:" >&2
    cat "$scratch/self-test.log" >&2
    exit 2
fi
for expected in \
    "Planted.swift:1: a project issue number" \
    "docs/Architecture.md:[0-9]*: a line citation (Planted.swift:42)" \
    "docs/PlantedB.md:3: a paragraph that docs/PlantedA.md:3 also has" \
    "docs/PlantedB.md:5: a link to Benchmarks.md#no-such-section: no such heading"; do
    if ! grep -q "^$expected" "$scratch/self-test.log"; then
        echo "check-docs self-test: expected a finding like '$expected':" >&2
        cat "$scratch/self-test.log" >&2
        exit 2
    fi
done
echo "check-docs self-test: each planted violation is found"
if [ "${1:-}" = --self-test ]; then
    exit 0
fi

python3 Scripts/docs/check_docs.py
