#!/usr/bin/env bash
# Fails unless every deprecated RxSwift alias warns exactly as RxSwift 6.10's attribute does.
#
# Usage: Scripts/check-deprecations.sh   (from anywhere; exit 0 clean, 1 mismatch, 2 build failed)
#
# Builds the Rheo module (a no-op when it is up to date) and type-checks
# Scripts/deprecations/DeprecatedCalls.swift against it in Swift 5 mode with the compiler's
# `-verify`: each call there is annotated with the one warning (and its fix-it note) it
# must draw, e.g. `'observeOn' is deprecated: renamed to 'observe(on:)'`. A missing
# attribute, a different `renamed:`, an extra diagnostic or a missing one fails the check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=Scripts/lib/platform.sh
. Scripts/lib/platform.sh

if ! swift build --target Rheo >/dev/null; then
    echo "check-deprecations: swift build --target Rheo failed" >&2
    exit 2
fi
bin="$(swift build --show-bin-path)"
# The target swift build compiled the modules for (Scripts/lib/platform.sh says why).
target="$(rheo_swift_target)" || exit 2

if ! swiftc -typecheck -swift-version 5 ${target:+-target "$target"} \
    -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CRheo.build/module.modulemap" \
    -Xfrontend -verify Scripts/deprecations/DeprecatedCalls.swift; then
    echo "check-deprecations: the deprecation warnings differ from RxSwift's (see above)" >&2
    exit 1
fi
# Every deprecated function declared under Sources/Rheo/Deprecated must be called there.
names="$(grep -h -A2 '@available(\*, deprecated' Sources/Rheo/Deprecated/*.swift |
    sed -n 's/.* func \([A-Za-z_]*\).*/\1/p' | sort -u)"
for name in $names; do
    # -w: the name as a whole word (\b is a GNU extension that BSD grep need not support).
    if ! grep -qwF -e "$name" Scripts/deprecations/DeprecatedCalls.swift; then
        echo "check-deprecations: $name is declared deprecated but not called in DeprecatedCalls.swift" >&2
        exit 1
    fi
done
count="$(grep -c "expected-warning" Scripts/deprecations/DeprecatedCalls.swift)"
echo "check-deprecations: $count deprecated calls warn as RxSwift's attributes say"
