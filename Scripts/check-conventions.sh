#!/usr/bin/env bash
# Fails when Sources/ breaks a convention a reader relies on: @usableFromInline storage named
# with a leading underscore, a comment at every @exclusivity(unchecked) property saying
# why its accesses never overlap, and a `file: StaticString = #fileID` parameter on every
# public function of Rheo and RheoCocoa that returns an observable (its assembly site).
# How it works: Scripts/conventions/check_conventions.py; accepted exceptions, each with its
# reason: Scripts/conventions/allowed.txt (protocol witnesses) and
# Scripts/conventions/unsited.txt (functions without a site).
#
# Usage: Scripts/check-conventions.sh   (exit 0 clean, 1 a finding, 2 could not run)
#
# First the check's own test: a copy of Sources with one of each planted must fail it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v python3 >/dev/null 2>&1; then
    echo "check-conventions: python3 is missing" >&2
    exit 2
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -R Sources "$scratch/Sources"
cat >>"$scratch/Sources/Rheo/Core/Observable.swift" <<'SWIFT'

final class _PlantedConventionBreaks {

    @usableFromInline let plantedStorage = 0

    @exclusivity(unchecked) var plantedUnchecked = 0
}

extension ObservableType {
    public func plantedUnsited(
        _ count: Int
    ) -> Observable<Element> where Element: Equatable {
        asObservable()
    }
}
SWIFT
if python3 Scripts/conventions/check_conventions.py --root "$scratch/Sources" >"$scratch/self-test.log" 2>&1; then
    echo "check-conventions self-test: the planted breaks were not found:" >&2
    cat "$scratch/self-test.log" >&2
    exit 2
fi
for expected in '`plantedStorage` is @usableFromInline storage' '@exclusivity(unchecked) with no comment' \
    'public func `plantedUnsited` returns an observable'; do
    if ! grep -qF "$expected" "$scratch/self-test.log"; then
        echo "check-conventions self-test: not reported: $expected" >&2
        cat "$scratch/self-test.log" >&2
        exit 2
    fi
done
echo "check-conventions self-test: each planted break is found"

python3 Scripts/conventions/check_conventions.py
