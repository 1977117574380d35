#!/usr/bin/env bash
# Fails if an expression of the RxTest usage file takes too long to type-check: long
# `Recorded.events(...)` / `[.next(...), .completed(...)]` lists are what RxSwift users'
# marble tests are made of, and an extra overload of `Recorded.events` (Rheo once had a
# variadic list of arrays) made such lists take seconds each, or fail with "unable to
# type-check this expression in reasonable time".
#
# Marble-string tests (`createHotObservable("a--^-b-|", values: ...)`, `assertEvents`,
# `assertSubscriptions`, and the same from Swift Testing with `#expect`) are checked too:
# their value tables are dictionary literals whose element type the compiler must infer
# together with the generic assertion, and `#expect` over a `Recorded` list expands to
# more to check than XCTAssertEqual.
#
# Usage: Scripts/check-type-check-time.sh [FILE...]
#        (default: Tests/RheoAPIParityTests/RxTestUsage.swift and
#        Tests/RheoTestTests/MarbleUsage.swift; exit 0 fast, 1 slow or failed)
#
# Type-checks each file, in Swift 5 mode as the API-parity target compiles it, against the
# debug build's modules (built here if needed; an up-to-date .build is reused), with
# `-warn-long-expression-type-checking`, and treats every such warning as a failure.
# The limit is TYPE_CHECK_LIMIT_MS (default 300). On a 2-core machine the slowest
# expression of the file takes about 15 ms with RxTest's pair of `events` overloads, and
# 0.5 s to 5 s, or "unable to type-check", with the old third overload: the margin absorbs
# a loaded machine without letting a regression through.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Scripts/lib/platform.sh
. Scripts/lib/platform.sh

limit=${TYPE_CHECK_LIMIT_MS:-300}
# Never an empty array: bash 3.2 (macOS's /bin/bash) under set -u exits on "${a[@]}" of one.
if [ $# -gt 0 ]; then files=("$@"); else files=(Tests/RheoAPIParityTests/RxTestUsage.swift Tests/RheoTestTests/MarbleUsage.swift); fi

# The modules the usage files import (RheoTest brings Rheo and CRheo; XCTest and Testing
# come with the toolchain).
swift build --target RheoTest >/dev/null
bin=$(swift build --show-bin-path)
# The target swift build compiled the modules for (Scripts/lib/platform.sh says why).
target=$(rheo_swift_target) || exit 1

flags=(-typecheck -swift-version 5 -I "$bin/Modules" -Xcc "-fmodule-map-file=$bin/CRheo.build/module.modulemap")
[ -z "$target" ] || flags+=(-target "$target")
if [ "$(uname)" = Darwin ]; then
    # XCTest lives in the platform's developer frameworks on macOS.
    platform=$(xcrun --sdk macosx --show-sdk-platform-path)
    flags+=(-sdk "$(xcrun --sdk macosx --show-sdk-path)" -F "$platform/Developer/Library/Frameworks")
fi

status=0
for file in "${files[@]}"; do
    output=$(mktemp)
    if ! swiftc "${flags[@]}" -Xfrontend "-warn-long-expression-type-checking=$limit" "$file" >"$output" 2>&1; then
        echo "check-type-check-time: $file does not type-check:" >&2
        cat "$output" >&2
        status=1
    elif grep -q "to type-check (limit: ${limit}ms)" "$output"; then
        echo "check-type-check-time: expressions of $file exceed ${limit} ms:" >&2
        grep "to type-check (limit: ${limit}ms)" "$output" | grep -v '^ *|' >&2
        status=1
    else
        echo "check-type-check-time: $file: every expression type-checks within ${limit} ms"
    fi
    rm -f "$output"
done
exit $status
