#!/usr/bin/env bash
# Fails when code that can run at the package's Apple floors uses a declaration that needs a
# later system, outside an @available/#available context, or needs constrained-existential
# metadata below the Swift 5.7 runtime: the check the Darwin compiler makes, done on Linux,
# where nothing can build for an Apple platform. How it works and what it cannot see:
# Scripts/availability/check_availability.py and docs/Platforms.md.
#
# Usage: Scripts/check-availability.sh   (exit 0 clean, 1 findings, 2 could not run)
#
# First the lint's own test: a fixture package with a line for each rule, each marked with
# the finding it must draw, and correct uses that must draw none (guards, annotations,
# compiler-written references). Then every Swift module of this package (libraries, tests,
# the example, the benchmark), from the debug build that `swift build --build-tests` makes
# (a no-op after `swift test`).
set -euo pipefail

if [ "$(uname -s)" != Linux ]; then
    echo "check-availability.sh runs on Linux only: on $(uname -s), swift build checks" \
        "Apple availability itself" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
for tool in python3 swift-api-digester swift-demangle; do
    if ! command -v "$tool" >/dev/null; then
        echo "check-availability: $tool is missing (python3 from the system, the others from the Swift toolchain)" >&2
        exit 2
    fi
done

fixture="Scripts/availability/Fixture"
if ! swift build --build-tests --package-path "$fixture" --scratch-path .build-availability-fixture >/dev/null; then
    echo "check-availability: the fixture package did not build" >&2
    exit 2
fi
if ! python3 Scripts/availability/check_availability.py --package "$fixture" \
    --build-path .build-availability-fixture --expect-markers; then
    echo "check-availability: the lint failed its own test (above), so its verdict on the package would mean nothing" >&2
    exit 2
fi

if ! swift build --build-tests >/dev/null; then
    echo "check-availability: swift build --build-tests failed" >&2
    exit 2
fi
python3 Scripts/availability/check_availability.py --package .
