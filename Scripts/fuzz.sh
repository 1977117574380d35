#!/usr/bin/env bash
# Coverage-guided fuzzing of operator chains against the property checks' reference model.
#
#   Scripts/fuzz.sh [--seconds N] [libFuzzer flags...]
#
# Builds the libFuzzer target in Tests/Fuzz (with AddressSanitizer) into its own scratch
# path, .build-fuzz, so that .build is never invalidated, then fuzzes for N seconds (default
# 60, what CI runs) starting from the checked-in seed corpus Tests/Fuzz/corpus. New inputs
# go to a working copy of the corpus, .build-fuzz/corpus (never checked in), which later runs
# start from too. Exits non-zero on a finding and prints the reproducer's path; replay it with
#   .build-fuzz/rheo-fuzz <reproducer>
#
# A long run on two cores (an hour, two fuzzing processes):
#   Scripts/fuzz.sh --seconds 3600 -jobs=2 -workers=2
# With -jobs, each job runs for the whole time and writes its log to .build-fuzz/fuzz-N.log.
#
# Linux only: it needs the toolchain's libFuzzer runtime and lld, which Xcode's toolchain does
# not ship. Elsewhere it says so and exits 2.
set -euo pipefail
# First, before anything else: on another system, say what this needs and stop.
if [ "$(uname -s)" != Linux ]; then
    echo "fuzz.sh runs on Linux only: it needs the Swift toolchain's libFuzzer runtime and lld," \
        "which Xcode does not ship; this system is $(uname -s)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."

seconds=60
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --seconds=*) seconds="${1#--seconds=}"; shift ;;
        *) extra+=("$1"); shift ;;
    esac
done

scratch=.build-fuzz
# Rheo, RheoTest and RheoTestSupport, debug (DEBUG on: the live-object count and the
# reentrancy/concurrency tracker are checked on every input), instrumented for coverage and
# AddressSanitizer. Only module targets are built here: nothing is linked with libFuzzer's main.
for target in RheoTest RheoTestSupport; do
    swift build --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address --target "$target"
done
objects=()
for module in CRheo Rheo RheoTest RheoTestSupport; do
    objects+=("$scratch"/debug/"$module".build/*.o)
done
# The fuzz target with the property checks' model and generator, compiled in, not copied.
binary="$scratch/rheo-fuzz"
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -Onone -g -D DEBUG \
    -module-name RheoFuzz -use-ld=lld \
    -I "$scratch/debug/Modules" -Xcc -fmodule-map-file="$scratch/debug/CRheo.build/module.modulemap" \
    -Xcc -I -Xcc CSupport/include \
    Tests/Fuzz/*.swift \
    Tests/RheoTests/Properties/OperatorChainModel.swift \
    Tests/RheoTests/Properties/SeededGenerator.swift \
    Tests/RheoTests/Properties/FuzzCase.swift \
    "${objects[@]}" -lXCTest -o "$binary"

root=$(pwd)
corpus="$root/$scratch/corpus"
artifacts="$root/$scratch/findings/"
mkdir -p "$corpus" "$artifacts"
rm -f "$root/$scratch"/fuzz-*.log
log="$root/$scratch/fuzz.log"
status=0
# Leak detection is off, as in CI's AddressSanitizer run (it reports Foundation's own
# objects); Rheo's own leaks fail the target through the live-object count. Run from the
# scratch path, where -jobs puts its fuzz-N.log files.
(cd "$scratch" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 ./rheo-fuzz "$corpus" "$root/Tests/Fuzz/corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts" "${extra[@]}" >"$log" 2>&1) || status=$?
found=$(cat "$log" "$scratch"/fuzz-*.log 2>/dev/null | grep -o "Test unit written to .*" | sed 's/.*written to //' || true)
if [ -n "$found" ]; then
    cat "$log" "$scratch"/fuzz-*.log 2>/dev/null | grep -A3 "Rheo fuzz finding\|ERROR: AddressSanitizer\|ERROR: libFuzzer" >&2 || true
    echo "fuzz: FINDING; reproducer:" >&2
    echo "$found" >&2
    echo "replay: SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $binary <reproducer>" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    tail -20 "$log" >&2
    echo "fuzz: the fuzzer exited with status $status (log: $log)" >&2
    exit "$status"
fi
cat "$log" "$scratch"/fuzz-*.log 2>/dev/null | grep -E '^#[0-9]+.*DONE|^stat::(number_of_executed_units|average_exec_per_sec)' || true
echo "fuzz: no finding in ${seconds} s (log: $log)"
