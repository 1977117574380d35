#!/usr/bin/env bash
# Fails unless main-actor closures given to Rheo draw exactly the compile-time errors they
# must in Swift 6 mode, and the main-actor bindings draw none.
#
# Usage: Scripts/check-isolation.sh   (from anywhere; exit 0 clean, 1 mismatch, 2 build failed)
#
# Builds the Rheo module (a no-op when it is up to date) and type-checks
# Scripts/isolation/MainActorIsolation.swift against it in Swift 6 mode with the compiler's
# `-verify`: each call there that must not compile is annotated with its error (for
# example `call to main actor-isolated instance method 'drive(onNext:onCompleted:onDisposed:)'
# in a synchronous nonisolated context`); every other line must compile without a
# diagnostic. A missing error, a different one or an extra one fails the check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=Scripts/lib/platform.sh
. Scripts/lib/platform.sh

if ! swift build --target Rheo >/dev/null; then
    echo "check-isolation: swift build --target Rheo failed" >&2
    exit 2
fi
bin="$(swift build --show-bin-path)"
# The target swift build compiled the modules for (Scripts/lib/platform.sh says why).
target="$(rheo_swift_target)" || exit 2

# -verify-ignore-unrelated: the notes the errors attach to Rheo's own declarations
# ("calls to instance method ... are implicitly asynchronous") are not checked.
if ! swiftc -typecheck -swift-version 6 ${target:+-target "$target"} \
    -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CRheo.build/module.modulemap" \
    -Xfrontend -verify -Xfrontend -verify-ignore-unrelated Scripts/isolation/MainActorIsolation.swift; then
    echo "check-isolation: the isolation diagnostics differ from the expected ones (see above)" >&2
    exit 1
fi
count="$(grep -c "expected-error" Scripts/isolation/MainActorIsolation.swift)"
echo "check-isolation: $count main-actor closures off the main actor are compile-time errors"
