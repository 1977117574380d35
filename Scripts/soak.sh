#!/usr/bin/env bash
# The soak: runs every stress test of Tests/RheoStressTests in release, again and again in
# one process, at a high RHEO_STRESS_SCALE, for at least the given time, while sampling the
# process's resident memory (VmRSS in /proc/PID/status) every second. Linux only: elsewhere
# it says so and exits 2.
#
#   Scripts/soak.sh [--minutes N] [--scale N] [--warmup-seconds N] [--heap-bound-kb N]
#                   [--bound-mb N] [--bound-percent N] [--default-malloc] [--inject-leak-bytes N]
#
#   --minutes N          run for at least N minutes (default 10); whole passes, so the last
#                        pass may end up to one pass later
#   --scale N            RHEO_STRESS_SCALE (default 40: one pass of the stress target takes
#                        about 40 s in release on the 2-core machine kind)
#   --warmup-seconds N   the warm-up: XCTest's own run of each stress test and the soak's
#                        first pass, or N seconds if longer (default 120)
#   --heap-bound-kb N    the leak bound: at the end of every pass after the warm-up, the
#                        heap's bytes in use may exceed the warm-up's highest by at most N kB
#                        (default 512)
#   --bound-mb N         --bound-percent P: the resident set sampled after the warm-up may
#                        exceed the warm-up's peak by at most max(N MB, P %) (defaults 64
#                        MB, 20 %)
#   --default-malloc     leave glibc's allocator thresholds at their defaults (see below)
#   --inject-leak-bytes N  a check of the soak itself: leak N bytes after each test run
#                        (RHEO_SOAK_INJECT_LEAK_BYTES); the leak bound must then fail, e.g.
#                        `--minutes 1 --scale 1 --warmup-seconds 5 --inject-leak-bytes 1024`
#
# It fails if a stress check fails, if the run does not reach its end, or if either bound
# is broken. Two measures, because the resident set alone cannot tell a leak from the
# allocator's reserve:
#
# - Heap in use at each pass's end (glibc's mallinfo2(), printed by the soak test): every
#   test's objects are gone then, so what is in use is what survives a pass, about 1.2 MB
#   (the runtime's, Foundation's and XCTest's own). A leak raises it pass after pass: one
#   byte per checked event (about 70 million a pass at scale 40) by 70 MB a pass, one
#   1.5 kB object per test run (31 a pass) by 46 kB a pass, past the 512 kB bound within
#   twelve passes. A smaller leak needs a longer run; the bound holds over any duration.
# - The resident set, sampled every second: the tests keep what they check (every element,
#   in arrays) until they end, so the peak is large (0.8 to 1.3 GB at scale 40) and moves
#   with thread timing; the bound is on its growth over the warm-up's peak.
#
# glibc's allocator: with its default, dynamic thresholds, freeing the tests' large arrays
# raises the mmap threshold to 32 MB and the trim threshold to 64 MB, so each of its arenas
# (eight per core) keeps up to 64 MB of free memory resident, and malloc_trim() does not
# return a per-thread arena's top. The resident set then moves by hundreds of MB with thread
# timing while the heap in use stays flat (measured: 385 to 657 MB after trimming at the
# ends of 16 passes, heap in use 1.2 MB throughout). So the soak fixes the thresholds
# (MALLOC_MMAP_THRESHOLD_=131072, MALLOC_TRIM_THRESHOLD_=262144: large blocks are mapped and
# unmapped, arena tops are trimmed), which makes the resident set follow memory in use;
# --default-malloc leaves them alone.
#
# The build is the one CI's release test run uses (`swift test -c release --scratch-path
# .build-release`), so it is reused. Run it niced on a shared machine: `nice -n 10 Scripts/soak.sh`.
set -euo pipefail
# First, before anything else: on another system, say what this needs and stop.
if [ "$(uname -s)" != Linux ]; then
    echo "soak.sh runs on Linux only: it reads /proc/PID/status and glibc's mallinfo2();" \
        "this system is $(uname -s)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."

minutes=10
scale=40
warmup_seconds=120
bound_mb=64
bound_percent=20
heap_bound_kb=512
default_malloc=0
inject_leak_bytes=0
while [ $# -gt 0 ]; do
    case "$1" in
        --minutes) minutes="$2"; shift 2 ;;
        --scale) scale="$2"; shift 2 ;;
        --warmup-seconds) warmup_seconds="$2"; shift 2 ;;
        --bound-mb) bound_mb="$2"; shift 2 ;;
        --bound-percent) bound_percent="$2"; shift 2 ;;
        --heap-bound-kb) heap_bound_kb="$2"; shift 2 ;;
        --default-malloc) default_malloc=1; shift ;;
        --inject-leak-bytes) inject_leak_bytes="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "soak.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
for value in "$minutes" "$scale" "$warmup_seconds" "$bound_mb" "$bound_percent" "$heap_bound_kb" "$inject_leak_bytes"; do
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
if [ "$default_malloc" -eq 0 ]; then
    export MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=262144
    allocator="glibc thresholds fixed (mmap 128 kB, trim 256 kB)"
else
    allocator="glibc thresholds at their defaults"
fi
echo "soak: RHEO_STRESS_SCALE=$scale for at least $minutes min; $allocator; warm-up: the first" \
    "pass or $warmup_seconds s; bounds: heap in use at a pass's end within $heap_bound_kb kB of" \
    "the warm-up's, resident set within max($bound_mb MB, $bound_percent %) of the warm-up's peak"
start=$(date +%s)
if [ "$inject_leak_bytes" -gt 0 ]; then
    echo "soak: injecting a leak of $inject_leak_bytes bytes per test run: the leak bound must fail"
fi
RHEO_STRESS_SCALE="$scale" RHEO_SOAK_SECONDS="$seconds" RHEO_SOAK_INJECT_LEAK_BYTES="$inject_leak_bytes" \
    "$binary" "$selection" >"$log/out" 2>&1 &
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
# The heap at each pass's end: the warm-up's passes (the first, and any that ended before
# warmup_seconds) give the reference. The figure before the first pass is only printed: it
# includes what XCTest's own run of each test left.
warm_passes=$(awk -v warm="$warmup_seconds" '$1 < warm && $3 > n { n = $3 } END { print (n > 1 ? n : 1) }' "$samples")
sed -n 's/^soak: pass \([0-9]*\) .*heap in use \([0-9]*\) kB, RSS after trim \([0-9]*\) kB$/\1 \2 \3/p' \
    "$log/out" >"$log/heap"
heap_before=$(sed -n 's/^soak: before pass 1: heap in use \([0-9]*\) kB.*/\1/p' "$log/out")
read -r heap_warm heap_after heap_after_pass heap_first heap_last heap_checked < <(awk -v w="$warm_passes" '
    { if ($1 <= w) { if ($2 > wm) wm = $2 } else { n++; if ($2 > am) { am = $2; ap = $1 } }
      if (NR == 1) first = $2; last = $2 }
    END { printf "%d %d %d %d %d %d\n", wm, am, ap, first, last, n }' "$log/heap")
awk '{ printf "soak: end of pass %d: heap in use %d kB, RSS after trim %.1f MB\n", $1, $2, $3 / 1024 }' "$log/heap"
echo "soak: heap in use: before pass 1 ${heap_before:-?} kB; highest at the end of the" \
    "$warm_passes warm-up pass(es) $heap_warm kB; highest at the end of the $heap_checked later" \
    "passes $heap_after kB; at the end of the first pass $heap_first kB, of the last $heap_last kB"

mkdir -p .build-release
cp "$samples" .build-release/soak-rss.txt
echo "soak: samples (elapsed s, RSS kB, passes done) in .build-release/soak-rss.txt"

failed=0
if [ "$status" -ne 0 ]; then
    echo "soak: FAILED: the stress tests failed (exit status $status)"
    # A crash's cause (a failed precondition, a fatal error, glibc's heap checks) is printed
    # before the backtrace, and the crashed thread's frames are in its middle; the tail of the
    # output alone holds only the registers and the loaded images.
    echo "soak: the lines before the crash report, if it crashed:"
    awk '/^\*\*\* Signal [0-9]+: Backtracing/ { exit } { last[NR % 12] = $0; n = NR }
        END { for (i = n - 11; i <= n; i++) if (i > 0) print "  " last[i % 12] }' "$log/out"
    echo "soak: the crashed thread, if it crashed:"
    awk '/^Thread [0-9]+( "[^"]*")? crashed:/ { on = 1 } on && /^$/ && shown > 1 { exit }
        on { print "  " $0; shown++ }' "$log/out"
    echo "soak: the end of the output:"
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
if [ "$heap_checked" -eq 0 ]; then
    echo "soak: FAILED: no pass ended after the warm-up; run longer than the warm-up"
    failed=1
elif [ "$heap_before" = "" ] || [ "$heap_warm" -eq 0 ]; then
    echo "soak: FAILED: the soak printed no heap figures (rheo_heap_bytes_in_use needs glibc 2.33+)"
    failed=1
elif [ "$heap_after" -gt $((heap_warm + heap_bound_kb)) ]; then
    echo "soak: FAILED: leak: heap in use at the end of pass $heap_after_pass was $heap_after kB," \
        "more than $heap_bound_kb kB above the warm-up's $heap_warm kB"
    failed=1
fi
if [ "$failed" -eq 0 ]; then
    echo "soak: passed: heap in use at every pass's end within $heap_bound_kb kB of the warm-up's;" \
        "RSS after the warm-up within $(mb "$allowed") MB of the warm-up's peak"
fi
exit "$failed"
