#!/usr/bin/env bash
# Fails if a checked-in generated file differs from what its generator writes now.
#
# Usage: Scripts/check-generated.sh   (from anywhere; exit 0 clean, 1 stale, 2 generator failed)
#
# Runs Scripts/generate-arity.swift into a temporary folder and compares each file it
# writes with the checked-in one, printing a diff for every difference. A checked-in
# `*+Arity.swift` file under Sources/ that the generator no longer writes is stale too.
# To fix a failure, change the generator (never a generated file) and run
# `swift Scripts/generate-arity.swift`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT

if ! swift "$root/Scripts/generate-arity.swift" "$output" >/dev/null; then
    echo "check-generated: Scripts/generate-arity.swift failed" >&2
    exit 2
fi

status=0
while IFS= read -r -d '' generated; do
    path="${generated#"$output"/}"
    if [ ! -f "$root/$path" ]; then
        echo "check-generated: $path is generated but not checked in" >&2
        status=1
    elif ! diff -u --label "$path (checked in)" --label "$path (generated)" \
        "$root/$path" "$generated"; then
        status=1
    fi
done < <(find "$output" -type f -print0 | sort -z)

while IFS= read -r -d '' checked_in; do
    path="${checked_in#"$root"/}"
    if [ ! -f "$output/$path" ]; then
        echo "check-generated: $path looks generated (*+Arity.swift) but the generator does not write it" >&2
        status=1
    fi
done < <(find "$root/Sources" -name '*+Arity.swift' -type f -print0 | sort -z)

if [ "$status" -ne 0 ]; then
    echo "check-generated: generated files are out of date; run \`swift Scripts/generate-arity.swift\`" >&2
fi
exit "$status"
