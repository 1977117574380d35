#!/usr/bin/env bash
# Model-checks the lock-free protocols (docs/Reliability.md): every Promela model in
# Tests/Models with spin, by exhaustive search, and every broken variant of each, which
# spin must reject. Fails if a correct model fails or a broken variant passes.
#
# Usage: Scripts/check-models.sh        (needs `spin` and a C compiler; CC overrides `cc`)
#
# Linux only, as CI runs it with Debian's spin and gcc; elsewhere it says so and exits 2.
#
# Each check: spin generates the verifier (pan.c) with the -D flags given, the C compiler
# builds it, and pan runs:
#   safety    assertions and invalid end states, never claim off (-DSAFETY -DNOCLAIM);
#   liveness  the model's LTL formula as a never claim, acceptance cycles under weak
#             fairness (pan -a -f).
# A broken variant is run in safety mode and must fail; its counterexample's length is the
# number of steps in the trail pan writes (one line a step; `spin -t -p -k TRAIL MODEL`
# replays it).
#
# What each model is, and what it corresponds to in the code, is in its header comment.
set -euo pipefail
# First, before anything else: on another system, say what this needs and stop.
if [ "$(uname -s)" != Linux ]; then
    echo "check-models.sh runs on Linux only: it needs spin and gcc as CI installs them" \
        "(apt-get install spin gcc); this system is $(uname -s)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."

models="$PWD/Tests/Models"
cc="${CC:-cc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v spin >/dev/null || { echo "check-models: spin is not installed (apt-get install spin)" >&2; exit 1; }
command -v "$cc" >/dev/null || { echo "check-models: no C compiler ($cc)" >&2; exit 1; }

failures=0
start=$(date +%s)

# [OPT=-O1] check MODEL MODE EXPECT [SPIN -D FLAGS...]
#   MODE: safety | liveness; EXPECT: pass | fail
check() {
    local model="$1" mode="$2" expect="$3"
    shift 3
    local flags=("$@")
    local label="$model ${flags[*]:-(default)} $mode"
    local dir
    dir="$work/$model-$mode-$(echo "${flags[*]:-default}" | tr -c 'A-Za-z0-9=' '_')"
    mkdir -p "$dir"
    cp "$models/$model.pml" "$dir/"
    local t0 t1 out result states trail=""
    t0=$(date +%s.%N)
    (cd "$dir" && spin "${flags[@]}" -a "$model.pml" >spin.log 2>&1) || {
        echo "FAIL  $label: spin could not generate the verifier:"; sed 's/^/      /' "$dir/spin.log"
        failures=$((failures + 1)); return
    }
    # -O0 builds in a third of -O2's time; the models with a million states and more
    # (OPT=-O1) run faster optimized.
    local ccflags=("${OPT:--O0}" -w -DVECTORSZ=2048)
    local panflags=(-m1000000)
    if [ "$mode" = safety ]; then
        ccflags+=(-DSAFETY -DNOCLAIM)
    else
        ccflags+=(-DNFAIR=3)
        panflags+=(-a -f)
    fi
    (cd "$dir" && "$cc" "${ccflags[@]}" -o pan pan.c) || {
        echo "FAIL  $label: the verifier did not compile"; failures=$((failures + 1)); return
    }
    out="$(cd "$dir" && ./pan "${panflags[@]}" 2>&1)" || true
    t1=$(date +%s.%N)
    states="$(printf '%s\n' "$out" | sed -n 's/^ *\([0-9.e+]*\) states, stored.*/\1/p' | head -1)"
    if printf '%s\n' "$out" | grep -q 'errors: 0$'; then
        result=pass
    else
        result=fail
        if [ -f "$dir/$model.pml.trail" ]; then
            trail="$(wc -l <"$dir/$model.pml.trail" | tr -d ' ')"
        fi
    fi
    if printf '%s\n' "$out" | grep -q 'search not completed\|max search depth too small'; then
        result="incomplete"
    fi
    local secs
    secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
    local what
    what="$(printf '%s\n' "$out" | grep -m1 -E '^pan:1:|acceptance cycle' | sed 's/^pan:1: //' || true)"
    if [ "$result" = "$expect" ]; then
        if [ "$expect" = pass ]; then
            printf 'ok    %-58s %12s states  %5ss  no error\n' "$label" "$states" "$secs"
        else
            printf 'ok    %-58s %12s states  %5ss  rejected: trail of %s steps: %s\n' \
                "$label" "$states" "$secs" "$trail" "$what"
        fi
    else
        printf 'FAIL  %-58s %12s states  %5ss  expected %s, got %s %s\n' \
            "$label" "$states" "$secs" "$expect" "$result" "$what"
        printf '%s\n' "$out" | sed 's/^/      /'
        failures=$((failures + 1))
    fi
}

# DrainQueue: 2 producers x 2 inputs, and 3 producers x 1 input; submit and enqueue paths.
OPT=-O1 check DrainQueue safety pass
OPT=-O1 check DrainQueue liveness pass
OPT=-O1 check DrainQueue safety pass -DNPROD=3 -DNITEMS=1
OPT=-O1 check DrainQueue liveness pass -DNPROD=3 -DNITEMS=1
check DrainQueue safety fail -DBROKEN=1
check DrainQueue safety fail -DBROKEN=2
# The dispatch schedulers' path: enqueue, MainScheduler's in-place run, drainPresent.
OPT=-O1 check DrainQueue safety pass -DDISPATCH=1
OPT=-O1 check DrainQueue liveness pass -DDISPATCH=1 -DNPROD=3 -DNITEMS=1
check DrainQueue safety fail -DDISPATCH=1 -DBROKEN=3
check DrainQueue safety fail -DDISPATCH=1 -DBROKEN=4

# SPSCDrainQueue: 5 values through segments of 2 slots (the first of 0).
check SPSCDrainQueue safety pass
check SPSCDrainQueue liveness pass
check SPSCDrainQueue safety fail -DBROKEN=1
check SPSCDrainQueue safety fail -DBROKEN=2
# Several producers under the lock (merge): 2 x 3 values (2 x 5 is 18.8 million states).
OPT=-O1 check SPSCDrainQueue safety pass -DMULTI=1 -DVALUES=3
OPT=-O1 check SPSCDrainQueue liveness pass -DMULTI=1 -DVALUES=3
check SPSCDrainQueue safety fail -DMULTI=1 -DVALUES=3 -DBROKEN=1
# The bounded drain of observe(on:) and its hand-off to a continuation.
check SPSCDrainQueue safety pass -DBOUNDED=1 -DINLINE=0
check SPSCDrainQueue safety fail -DBOUNDED=1 -DINLINE=0 -DBROKEN=3

# SinkDisposer: dispose x setSubscription x terminal event.
check SinkDisposer safety pass
check SinkDisposer safety fail -DBROKEN=1
check SinkDisposer safety fail -DBROKEN=2
check SinkDisposer safety fail -DBROKEN=3
check SinkDisposer safety fail -DBROKEN=4

# SerialActionRecycler: 2 producers (2 and 1 actions), one drain.
check SerialActionRecycler safety pass
check SerialActionRecycler safety fail -DBROKEN=1
check SerialActionRecycler safety fail -DBROKEN=2

end=$(date +%s)
if [ "$failures" -ne 0 ]; then
    echo "check-models: $failures check(s) failed ($((end - start)) s)"
    exit 1
fi
echo "check-models: every model verified, every broken variant rejected ($((end - start)) s)"
