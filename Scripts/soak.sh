#!/usr/bin/env bash
# The soak: runs every stress test of Tests/RheoStressTests in release, again and again in
# one process, at a high RHEO_STRESS_SCALE, for at least the given time, while sampling the
# process's resident memory (VmRSS in /proc/PID/status) every second. Fails if a stress
# check fails, or if memory after the warm-up grows beyond the bound below. Linux only.
#
#   Scripts/soak.sh [--minutes N] [--scale N] [--warmup-seconds N] [--bound-mb N] [--bound-percent N]
#
#   --minutes N          run for at least N minutes (default 10); whole passes, so the last
#                        pass may end up to one pass later
#   --scale N            RHEO_STRESS_SCALE (default 40: one pass of the stress target takes
#                        about a minute in release on the 2-core machine kind)
#   --warmup-seconds N   the warm-up: XCTest's own run of each stress test and the soak's
#                        first pass, or N seconds if longer (default 120)
#   --bound-mb N         --bound-percent P: after the warm-up, RSS may exceed the warm-up's
#                        peak by at most max(N MB, P %) (defaults 64 MB, 20 %)
#
# Why one process and a bound on growth over the warm-up's peak: a new process per pass
# would start from zero each time and hide a leak. Each pass does the same work, so after
# the warm-up the allocator has the arenas and the threads' stacks it needs, and the peak
# should repeat rather than climb. The tests keep what they check (every element, in
# arrays) until they end, so the peak itself is large (1.3 GB at scale 40) and moves with
# the interleavings: in a short run at scale 40 the peak after the warm-up was 6.7 % above
# the warm-up's. 20 % leaves room for that; a leak of one byte per checked event (about 70
# million per pass at scale 40) adds 70 MB per pass and breaks the bound within four
# passes, a leaked 16-byte object per event within one. Slower leaks need a longer run:
# the same bound holds over any duration.
#
# The build is the one CI's release test run uses (`swift test -c release --scratch-path
# .build-release`), so it is reused. Run it niced on a shared machine: `nice -n 10 Scripts/soak.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=10
scale=40
warmup_seconds=120
bound_mb=64
bound_percent=20
while [ $# -gt 0 ]; do
    case "$1" in
        --minutes) minutes="$2"; shift 2 ;;
        --scale) scale="$2"; shift 2 ;;
        --warmup-seconds) warmup_seconds="$2"; shift 2 ;;
        --bound-mb) bound_mb="$2"; shift 2 ;;
        --bound-percent) bound_percent="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "soak.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
for value in "$minutes" "$scale" "$warmup_seconds" "$bound_mb" "$bound_percent"; do
    case "$value" in
        ''|*[!0-9]*) echo "soak.sh: arguments are whole numbers; got '$value'" >&2; exit 2 ;;
    esac
done
if [ "$scale" -lt 1 ] || [ "$minutes" -lt 1 ]; then
    echo "soak.sh: --minutes and --scale must be at least 1" >&2
    exit 2
fi
if [ ! -r /proc/self/status ]; then
    echo "soak.sh: needs /proc (Linux)" >&2
    exit 2
fi

echo "soak: building the tests in release (.build-release)"
# `swift test list` builds the tests first, with the flags of CI's release test run
# (`swift test -c release --scratch-path .build-release`: testable imports on, which
# `swift build --build-tests` lacks), so the two share one build.
selection=$(swift test list -c release --scratch-path .build-release \
    | sed -n 's/^\(RheoStressTests\.[A-Za-z0-9_]*\)\/.*/\1/p' | sort -u | paste -sd, -)
binary="$(swift build -c release --scratch-path .build-release --show-bin-path)/RheoPackageTests.xctest"
if [ ! -x "$binary" ]; then
    echo "soak.sh: no test binary at $binary" >&2
    exit 2
fi

# Every class of the stress target is selected: XCTest creates only the selected tests, and
# the soak runs again what it created (each stress test also runs once on its own first).
case ",$selection," in
    *,RheoStressTests.SoakTests,*) ;;
    *) echo "soak.sh: RheoStressTests.SoakTests not found in the test binary" >&2; exit 2 ;;
esac

log="$(mktemp -d)"
trap 'rm -rf "$log"' EXIT
seconds=$((minutes * 60))
echo "soak: RHEO_STRESS_SCALE=$scale for at least $minutes min; warm-up: the first pass or" \
    "$warmup_seconds s; bound: the warm-up's peak + max($bound_mb MB, $bound_percent %)"
start=$(date +%s)
RHEO_STRESS_SCALE="$scale" RHEO_SOAK_SECONDS="$seconds" "$binary" "$selection" >"$log/out" 2>&1 &
pid=$!

# Samples: elapsed seconds, RSS in kB, passes completed so far.
samples="$log/rss"
: >"$samples"
while kill -0 "$pid" 2>/dev/null; do
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
    if [ -n "$rss" ]; then
        passes=$(grep -c '^soak: pass ' "$log/out" || true)
        echo "$(($(date +%s) - start)) $rss $passes" >>"$samples"
    fi
    sleep 1
done
status=0
wait "$pid" || status=$?
elapsed=$(($(date +%s) - start))

grep -E '^soak: |error|failed|Fatal' "$log/out" | grep -v "^Test Suite\|^Test Case.*passed" || true
passes=$(grep -c '^soak: pass ' "$log/out" || true)
events=$(sed -n 's/^soak: done: .*passes in .* s, \([0-9]*\) checked events$/\1/p' "$log/out")

# The warm-up ends when the soak's first pass is done (XCTest's own run of each stress test
# comes before it) and warmup_seconds have passed.
read -r warm_peak after_peak final after_samples < <(awk -v warm="$warmup_seconds" '
    { t = $1; rss = $2; done = $3
      if (done < 1 || t < warm) { if (rss > wp) wp = rss }
      else { n++; if (rss > ap) ap = rss }
      if (rss > peak) peak = rss; last = rss }
    END { printf "%d %d %d %d\n", wp, ap, last, n }' "$samples")
peak=$(awk '{ if ($2 > p) p = $2 } END { print p + 0 }' "$samples")
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
allowed=$(awk -v w="$warm_peak" -v mb="$bound_mb" -v pc="$bound_percent" \
    'BEGIN { a = mb * 1024; b = w * pc / 100; printf "%d", (a > b ? a : b) }')

echo "soak: duration ${elapsed} s, ${passes} passes, ${events:-?} checked events (scale $scale)"
echo "soak: RSS warm-up peak $(mb "$warm_peak") MB; after warm-up: peak $(mb "$after_peak") MB" \
    "($after_samples samples); overall peak $(mb "$peak") MB; final $(mb "$final") MB"

# Each pass's lowest and highest RSS (a leak raises the lowest, pass after pass; the highest
# moves with the interleavings too), and the samples, kept for a closer look.
awk '{ p = $3; if (!(p in lo) || $2 < lo[p]) lo[p] = $2; if ($2 > hi[p]) hi[p] = $2 }
    END { for (i = 0; i in lo; i++)
        printf "soak: during pass %d: RSS lowest %.1f MB, highest %.1f MB\n", i + 1, lo[i] / 1024, hi[i] / 1024 }' "$samples"
mkdir -p .build-release
cp "$samples" .build-release/soak-rss.txt
echo "soak: samples (elapsed s, RSS kB, passes done) in .build-release/soak-rss.txt"

failed=0
if [ "$status" -ne 0 ]; then
    echo "soak: FAILED: the stress tests failed (exit status $status); the end of the output:"
    tail -40 "$log/out"
    failed=1
fi
if ! grep -q '^soak: done: ' "$log/out"; then
    echo "soak: FAILED: the soak did not run to its end"
    failed=1
fi
if [ "$after_samples" -eq 0 ]; then
    echo "soak: FAILED: nothing sampled after the warm-up; run longer than the warm-up"
    failed=1
elif [ "$after_peak" -gt $((warm_peak + allowed)) ]; then
    echo "soak: FAILED: RSS grew to $(mb "$after_peak") MB after the warm-up, more than" \
        "$(mb "$allowed") MB above the warm-up's peak $(mb "$warm_peak") MB"
    failed=1
fi
if [ "$failed" -eq 0 ]; then
    echo "soak: passed: RSS after the warm-up stayed within $(mb "$allowed") MB of the warm-up's peak"
fi
exit "$failed"
