#!/usr/bin/env bash
# The instruction-count gate (docs/BenchmarkMethod.md): fails when a synchronous benchmark row
# executes more instructions per operation than its budget in
# Benchmarks/instruction-budgets.tsv. Instruction counts from callgrind are deterministic
# (the same binary on the same inputs counts the same, whatever else the machine is doing),
# so unlike times they can fail CI.
#
# Usage:
#   Scripts/check-instructions.sh              build release rheo-bench, check every budget
#   Scripts/check-instructions.sh --update     measure every row and rewrite the budgets
#                                              file (measured value and budget) in place
#   Scripts/check-instructions.sh --row NAME   check (or with --update, re-measure) the row
#                                              NAME only; may be given more than once
#   Scripts/check-instructions.sh --bin FILE   use this release rheo-bench, do not build
#
# How a row is measured: `rheo-bench --run-once NAME --divide-counts D` runs the row's body
# once with its shared counts divided by D, with no warm-up or timing. It runs under
# `valgrind --tool=callgrind` twice, with D = 20 and D = 10 (50,000 and 100,000 elements,
# 5,000 and 10,000 subscriptions); the difference of the two total instruction counts
# divided by the difference of the two operation counts is the row's instructions per
# operation. Start-up, building the registry, building the chain and first-use costs
# (metadata, lazy globals) are the same in both processes and cancel out.
#
# The budgets file has one row per line, tab-separated: the row's name, its instructions
# per operation when last measured, and its budget, which `--update` sets to the measured
# value plus TOLERANCE_PERCENT (3%) rounded up to a tenth. A row over its budget fails;
# a row more than 3% under its measured value is pointed out (tighten it with --update).
# Only single-threaded rows belong in it: the counts of rows that start threads depend
# on the interleaving. To gate a new row, add a line with its name and 0 0, then run
# `Scripts/check-instructions.sh --update --row NAME`.
#
# The counts depend on the compiler, the C library and the CPU features glibc picks its
# string functions by, so the budgets hold for the toolchain of .ci/run's machine
# (measured with Swift 6.3.1 and glibc 2.36 on Debian 12, x86_64). After changing the hot
# paths on purpose, or the toolchain, run `--update` and commit the file with the figures
# in the commit message.
#
# Needs valgrind (Debian: apt-get install valgrind; .ci/run installs it) and objcopy or
# llvm-objcopy: valgrind 3.19 cannot read the DWARF 5 debug information the Swift compiler
# writes, so the gate runs a copy without it. Takes under a minute on 2 cores (the two
# runs of a row go at once); callgrind runs code about 50 times slower than natively.
#
# Exit status: 0 every budget holds (or --update wrote the file), 1 a row is over its
# budget or failed its checksum, 2 a usage error, a missing tool or a system other than
# Linux (valgrind runs on Linux only, and the budgets are counts of a Linux build).
set -euo pipefail
# First, before anything else: on another system, say what this needs and stop.
if [ "$(uname -s)" != Linux ]; then
    echo "check-instructions.sh runs on Linux only: it needs valgrind (callgrind)," \
        "and its budgets are counts of a Linux build; this system is $(uname -s)" >&2
    exit 2
fi
cd "$(dirname "$0")/.."

budgets=Benchmarks/instruction-budgets.tsv
TOLERANCE_PERCENT=3
small_divisor=20
large_divisor=10

update=false
bin=""
selected=()
while (($# > 0)); do
    case "$1" in
    --update) update=true ;;
    --bin)
        bin="${2:?--bin needs a file}"
        shift
        ;;
    --row)
        selected+=("${2:?--row needs a row name}")
        shift
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "check-instructions: unknown argument '$1' (see --help)" >&2
        exit 2
        ;;
    esac
    shift
done

if ! command -v valgrind >/dev/null; then
    echo "check-instructions: valgrind is not installed (Debian: apt-get install valgrind)" >&2
    exit 2
fi
objcopy_tool=$(command -v objcopy || command -v llvm-objcopy || true)
if [ -z "$objcopy_tool" ]; then
    echo "check-instructions: neither objcopy nor llvm-objcopy is installed" >&2
    exit 2
fi

if [ -z "$bin" ]; then
    swift build -c release --product rheo-bench
    bin="$(swift build -c release --show-bin-path)/rheo-bench"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$objcopy_tool" --strip-debug "$bin" "$work/rheo-bench"

# Prints "OPERATIONS INSTRUCTIONS" for one run of row $1 with counts divided by $2.
# Its files are named by the divisor, so the two runs of a row can go at once.
measure() {
    local row=$1 divisor=$2
    local out="$work/$divisor.out" err="$work/$divisor.err" log="$work/$divisor.log"
    if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --collect-atstart=no --toggle-collect='*runOnceMeasured*' \
        --log-file="$log" "$work/rheo-bench" --run-once "$row" --divide-counts "$divisor" \
        </dev/null >"$out" 2>"$err"; then
        echo "check-instructions: rheo-bench --run-once $row --divide-counts $divisor failed:" >&2
        cat "$out" "$err" >&2
        return 1
    fi
    local operations instructions
    operations=$(sed -n 's/^.*: \([0-9]*\) operations, checksum .*$/\1/p' "$out")
    instructions=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$log")
    if [ -z "$operations" ] || [ -z "$instructions" ]; then
        echo "check-instructions: cannot read the counts of row $row:" >&2
        cat "$out" "$log" >&2
        return 1
    fi
    echo "$operations $instructions"
}

is_selected() {
    ((${#selected[@]} == 0)) && return 0
    local name
    for name in "${selected[@]}"; do [ "$name" = "$1" ] && return 0; done
    return 1
}

for name in "${selected[@]+"${selected[@]}"}"; do
    if ! awk -F'\t' -v name="$name" '$1 == name { found = 1 } END { exit !found }' "$budgets"; then
        echo "check-instructions: row '$name' is not in $budgets" >&2
        exit 2
    fi
done

status=0
new_file="$work/budgets.tsv"
: >"$new_file"
printf '%-28s %10s %10s %10s %8s  %s\n' row measured budget now change status
while IFS= read -r line; do
    if [[ -z "$line" || "$line" == \#* ]]; then
        echo "$line" >>"$new_file"
        continue
    fi
    IFS=$'\t' read -r row measured budget <<<"$line"
    if ! is_selected "$row"; then
        echo "$line" >>"$new_file"
        continue
    fi
    # The two runs at once: one per core on the 2-core CI machine.
    measure "$row" "$small_divisor" >"$work/small" &
    small_pid=$!
    measure "$row" "$large_divisor" >"$work/large" &
    large_pid=$!
    small_ok=true large_ok=true
    wait "$small_pid" || small_ok=false
    wait "$large_pid" || large_ok=false
    if ! $small_ok || ! $large_ok; then
        status=1
        echo "$line" >>"$new_file"
        continue
    fi
    read -r small_ops small_ir <"$work/small"
    read -r large_ops large_ir <"$work/large"
    if ((large_ops <= small_ops)); then
        echo "check-instructions: row $row runs $small_ops operations at both counts;" \
            "it must be built on the shared counts that --divide-counts divides" >&2
        status=1
        echo "$line" >>"$new_file"
        continue
    fi
    now=$(awk -v a="$large_ir" -v b="$small_ir" -v n="$large_ops" -v m="$small_ops" \
        'BEGIN { printf "%.1f", (a - b) / (n - m) }')
    verdict=$(awk -v now="$now" -v measured="$measured" -v budget="$budget" -v tol="$TOLERANCE_PERCENT" 'BEGIN {
        if (now > budget) print "OVER";
        else if (now < measured * (1 - tol / 100)) print "UNDER (tighten with --update)";
        else print "OK" }')
    change=$(awk -v now="$now" -v measured="$measured" \
        'BEGIN { if (measured > 0) printf "%+.1f%%", 100 * (now - measured) / measured; else print "-" }')
    if $update; then
        budget=$(awk -v now="$now" -v tol="$TOLERANCE_PERCENT" \
            'BEGIN { b = now * (1 + tol / 100); t = int(b * 10); if (t < b * 10) t++; printf "%.1f", t / 10 }')
        verdict="updated"
        measured=$now
        printf '%s\t%s\t%s\n' "$row" "$now" "$budget" >>"$new_file"
    else
        echo "$line" >>"$new_file"
        [ "$verdict" = OVER ] && status=1
    fi
    printf '%-28s %10s %10s %10s %8s  %s\n' "$row" "$measured" "$budget" "$now" "$change" "$verdict"
done <"$budgets"

if $update; then
    cp "$new_file" "$budgets"
    echo "check-instructions: wrote $budgets"
elif ((status != 0)); then
    echo "check-instructions: a row is over its instruction budget (or failed); if the slowdown" \
        "is intended, run Scripts/check-instructions.sh --update and commit $budgets" >&2
fi
exit $status
