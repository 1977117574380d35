#!/usr/bin/env bash
# Fails if a script under Scripts/ uses what macOS lacks: its /bin/bash is 3.2 and its grep,
# sed, date, stat, readlink, xargs, find, sort and head are BSD's. So the scripts a
# contributor runs on a Mac (format, lint, generated code, docs, the type-check checks) keep
# working there, although CI runs them on Linux only.
#
# Usage: Scripts/check-scripts-portable.sh [FILE...]
#        (default: Scripts/*.sh and Scripts/lib/*.sh; exit 0 clean, 1 a finding, 2 the
#        check itself is broken)
#
# A grep over the text, not a parse, with a rule per construct (the table in `rules` below,
# each rule with an example it must match: the check tests its own rules first, so a rule
# that the local grep reads differently fails loudly instead of passing everything).
# Full-line comments are not checked. Besides the table:
# - an array that may be empty (assigned `()` or `("$@")`) is expanded only as
#   ${name[@]+"${name[@]}"}: bash 3.2 under `set -u` calls "${name[@]}" of an empty array
#   unbound, and exits;
# - the Linux-only scripts (LINUX_ONLY) are checked up to the end of their system check only,
#   which must come before anything but `set`: `if [ "$(uname -s)" != Linux ]; then`, a
#   line saying what the script needs, `exit 2`, `fi`;
# - with no FILE, Scripts/lib/platform.sh must find the macOS version in Package.swift.
set -euo pipefail

LINUX_ONLY="soak.sh check-instructions.sh fuzz.sh check-models.sh check-availability.sh"

# rule ERE EXAMPLE MESSAGE: a line matching ERE (grep -E) is a finding. Patterns spell
# special characters in brackets ([$], [{]) where a backslash would need a second one.
# The examples and messages are shell text meant literally, hence single quotes.
# shellcheck disable=SC2016
rules() {
    rule '[\\][bBsSwW<>]' 'grep -q "\bname\b" file' \
        'a GNU regex escape (\b \< \> \s \w) BSD grep and sed need not know; use grep -w, [[:space:]]'
    rule '\[\[:[<>]:\]\]' "grep '[[:<:]]name[[:>:]]' file" \
        'a BSD-only word boundary; use grep -w'
    rule '[\\][|+?]' "grep 'a\|b' file" \
        '\| \+ \? are GNU extensions of basic regexes; use grep -E or sed -E with | + ?'
    rule '[%]N' 'start=$(date +%s.%N)' \
        "BSD date has no %N; time in whole seconds (\$SECONDS) or with python3's time.time()"
    rule '(^|[^[:alnum:]_-])date([[:space:]]+-[^[:space:]]+)*[[:space:]]+(-[[:alpha:]]*d|--date)' 'date -d @0' \
        'date -d is GNU-only (BSD date -d sets daylight saving); use date -r SECONDS or awk'
    rule '(^|[^[:alnum:]_-])sed[[:space:]]([^|;&]*[[:space:]])?(-[[:alpha:]]*i([^[:alnum:]_-]|$)|--in-place)' \
        "sed -i 's/a/b/' file" \
        "in-place sed differs (GNU sed -i, BSD sed -i ''); write to a temporary file and move it"
    rule '(^|[^[:alnum:]_-])sed([[:space:]]+-[^[:space:]]+)*[[:space:]]+(-[[:alpha:]]*[rz]|--[[:alpha:]])' \
        "sed -r 's/a+/b/' file" 'sed -r, -z and long options are GNU-only; use sed -E'
    rule '(^|[^[:alnum:]_-])grep([[:space:]]+-[^[:space:]]+)*[[:space:]]+(-[[:alpha:]]*P|--perl-regexp)' \
        "grep -oP '\\d+' file" 'grep -P is GNU-only; use grep -E'
    rule '(^|[^[:alnum:]_-])readlink[[:space:]]+-[[:alpha:]]*[fem]' 'dir=$(readlink -f "$0")' \
        'readlink -f is GNU (macOS 12.3 and later only); use "$(cd "$(dirname "$0")" && pwd)"'
    rule '(^|[^[:alnum:]_-])stat[[:space:]]+-' 'size=$(stat -c %s file)' \
        'stat options differ (GNU -c, BSD -f); use wc -c, ls or find'
    rule '(^|[^[:alnum:]_-])(nproc|tac|md5sum|sha[0-9]+sum|shuf|numfmt)([^[:alnum:]_=.-]|$)' 'jobs=$(nproc)' \
        'not on macOS (GNU coreutils); for nproc use getconf _NPROCESSORS_ONLN'
    rule '(^|[^[:alnum:]_-])timeout[[:space:]]+[-0-9]' 'timeout 60 swift test' \
        'timeout is GNU coreutils, not on macOS; run the command in the background and kill it'
    rule '(^|[^[:alnum:]_-])xargs([[:space:]]+-[^[:space:]]+)*[[:space:]]+(-[[:alpha:]]*r|--no-run-if-empty)' \
        'find . -name x | xargs -r rm' 'xargs -r is GNU-only; test for input first'
    rule '(^|[^[:alnum:]_-])find[[:space:]][^|;&]*-(printf|fprintf|regextype|readable|writable|executable)' \
        'find . -type f -printf "%s\n"' 'a GNU-only find primary; use -exec or -print0'
    rule '(^|[^[:alnum:]_-])find[[:space:]]+-[[:alpha:]][[:alpha:]]' 'find -name "*.sh"' \
        'BSD find needs its path (find . -name ...)'
    rule '(^|[^[:alnum:]_-])sort([[:space:]]+-[^[:space:]]+)*[[:space:]]+(-[[:alpha:]]*V|--version-sort)' \
        'ls | sort -V' 'sort -V is GNU-only; sort -t. -k1,1n -k2,2n'
    rule '(^|[^[:alnum:]_-])head[[:space:]]([^|;&]*[[:space:]])?(-[nc][[:space:]]*-[0-9]|--(lines|bytes)=?-[0-9])' \
        "head -n -1 file" "head with a negative count is GNU-only; use sed '\$d' or awk"
    rule '(^|[^[:alnum:]_-])paste([[:space:]]+-[^[:space:]|;&)]+)*[[:space:]]*($|[|;&)])' 'x | paste -sd,' \
        'BSD paste needs its file operand: paste -sd, -'
    rule '(^|[^[:alnum:]_-])mktemp[[:space:]]([^|;&)]*[[:space:]])?(-[[:alpha:]]*[tp]|--)' 'f=$(mktemp -t x)' \
        "mktemp -t and -p differ between GNU and BSD; use mktemp, mktemp -d or a full template"
    rule '(^|[^[:alnum:]_-])(mapfile|readarray|coproc)([^[:alnum:]_-]|$)' 'mapfile -t lines <file' \
        'needs bash 4; use while IFS= read -r line'
    rule '(^|[^[:alnum:]_-])(declare|local|typeset)[[:space:]]+-[[:alpha:]]*[AnlugI]' 'declare -A seen' \
        'associative arrays, namerefs and declare -l/-u/-g need bash 4'
    rule '[$][{][#!]?[[:alnum:]_@*]+(\[[^]]*\])?(,|\^)' 'lower=${name,,}' \
        'case conversion needs bash 4; use tr'
    rule '[$][{][[:alnum:]_]+(\[[^]]*\])?@[[:alpha:]][}]' 'quoted=${name@Q}' \
        '${name@Q} and the other transformations need bash 4.4; use printf %q'
    rule '[|][&]' 'make |& tee log' '|& needs bash 4; use 2>&1 |'
    rule '[&]>>' 'make &>> log' '&>> needs bash 4; use >>log 2>&1'
    rule '[;][&]' 'a) x ;;&' 'case fall-through (;& ;;&) needs bash 4'
    rule '(\[\[?|(^|[^[:alnum:]_-])test)[[:space:]]+(![[:space:]]+)?-v[[:space:]]' '[[ -v name ]]' \
        '-v needs bash 4.2; use [ -n "${name+set}" ]'
    rule '(^|[^[:alnum:]_-])printf[[:space:]]+-v[[:space:]]+[^[:space:]]*\[' 'printf -v "a[0]" %s x' \
        'printf -v into an array element needs bash 4'
    rule '(^|[^[:alnum:]_-])wait[[:space:]]+-[[:alpha:]]*[nfp]' 'wait -n' \
        'wait -n needs bash 4.3; wait for each process id'
    rule '(^|[^[:alnum:]_-])shopt[[:space:]]+-s[[:space:]]+(globstar|lastpipe|inherit_errexit|localvar_inherit)' \
        'shopt -s globstar' 'a shell option that needs bash 4'
    rule '(^|[^[:alnum:]_])(EPOCHSECONDS|EPOCHREALTIME|BASHPID)([^[:alnum:]_]|$)' 'start=$EPOCHREALTIME' \
        'needs bash 4 or 5; use $SECONDS or $$'
    rule '(^|[^$[:alnum:]_])[{][[:alpha:]_][[:alnum:]_]*[}][<>]' 'exec {fd}>file' \
        'a file-descriptor variable needs bash 4.1; use a fixed number'
    rule '[$][{][[:alnum:]_]+\[-[0-9]' 'last=${list[-1]}' \
        'a negative subscript needs bash 4.3; use ${list[${#list[@]}-1]}'
    rule '[$][{][[:alnum:]_@]+:[^}:]*:[[:space:]]*-[0-9]' 'x=${name:1:-1}' \
        'a negative length needs bash 4.2; compute the length'
    rule '%[-0-9]*[(][^)]*[)]T' "printf '%(%s)T'" 'printf %(...)T needs bash 4.2; use date'
}

rule_count=0
findings=0
mode=""
# rule ERE EXAMPLE MESSAGE: in mode "self", checks that ERE matches EXAMPLE; in mode "scan",
# reports every line of $text that ERE matches, as a line of $file.
rule() {
    local hit
    rule_count=$((rule_count + 1))
    if [ "$mode" = self ]; then
        if ! grep -qE -e "$1" <<<"$2"; then
            echo "check-scripts-portable: rule $rule_count misses its own example with this grep:" >&2
            echo "    pattern: $1" >&2
            echo "    example: $2" >&2
            exit 2
        fi
        return 0
    fi
    grep -nE -e "$1" "$text" >"$work/hits" || return 0
    while IFS= read -r hit; do
        echo "$file:${hit%%:*}: $3"
        echo "    ${hit#*:}"
        findings=$((findings + 1))
    done <"$work/hits"
}

# Reports every expansion of an array that may be empty other than the guarded one and
# those with a default (${name[*]:-none}), which set -u leaves alone.
check_arrays() {
    local name hit
    # NAME=() or NAME=("$@"), maybe after local or declare -a: prints NAME.
    local assigned='s/^[[:space:]]*(local[[:space:]]+|declare[[:space:]]+-a[[:space:]]+)?'
    assigned+='([[:alpha:]_][[:alnum:]_]*)=\([[:space:]]*("[$]@"[[:space:]]*)?\).*/\2/p'
    sed -n -E "$assigned" "$text" | sort -u >"$work/names"
    while IFS= read -r name; do
        sed -E 's/[$][{]'"$name"'\[@\][+]"[$][{]'"$name"'\[@\][}]"[}]//g' "$text" |
            grep -nE -e '[$][{]'"$name"'\[[^]]*\]([^-+:=]|:[^-+=])' >"$work/hits" || continue
        while IFS= read -r hit; do
            echo "$file:${hit%%:*}: $name may be empty (it is assigned () or (\"\$@\")), and bash 3.2" \
                "with set -u exits on \${${name}[@]} of an empty array; use \${${name}[@]+\"\${${name}[@]}\"}"
            echo "    ${hit#*:}"
            findings=$((findings + 1))
        done <"$work/hits"
    done <"$work/names"
}

# For a Linux-only script, prints the line number of the `fi` that ends its system check,
# or reports why the check is missing or comes too late and prints 0.
linux_guard_end() {
    awk -v file="$file" '
        function fail(why) { print file ":" NR ": " why >"/dev/stderr"; print 0; done = 1; exit }
        /^[[:space:]]*$/ { next }
        !guard && /^set[[:space:]]/ { next }
        !guard {
            if ($0 != "if [ \"$(uname -s)\" != Linux ]; then")
                fail("a Linux-only script must check the system before anything but set: " \
                    "if [ \"$(uname -s)\" != Linux ]; then")
            guard = 1
            next
        }
        /^fi$/ {
            if (!exited) fail("the system check of a Linux-only script must exit 2")
            print NR
            done = 1
            exit
        }
        /^[[:space:]]*exit 2$/ { exited = 1 }
        END { if (!done) { print file ": the system check has no fi" >"/dev/stderr"; print 0 } }
    ' "$text"
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
text="$work/text"

mode=self
rules
mode=scan

whole_tree=false
macos=""
if [ $# -eq 0 ]; then
    cd "$(dirname "$0")/.."
    set -- Scripts/*.sh Scripts/lib/*.sh
    whole_tree=true
fi
checked=0
for file in "$@"; do
    if [ ! -f "$file" ]; then
        echo "check-scripts-portable: no file $file" >&2
        exit 2
    fi
    checked=$((checked + 1))
    # Comment lines become empty lines, so line numbers stay; this script's rule table is
    # data, not code.
    case "$file" in
    */check-scripts-portable.sh)
        sed -e 's/^[[:space:]]*#.*//' -e '/^rules() {$/,/^}$/s/.*//' "$file" >"$text"
        ;;
    *) sed -e 's/^[[:space:]]*#.*//' "$file" >"$text" ;;
    esac
    case " $LINUX_ONLY " in
    *" $(basename "$file") "*)
        end=$(linux_guard_end 2>"$work/guard")
        if [ "$end" = 0 ] || [ -z "$end" ]; then
            cat "$work/guard"
            findings=$((findings + 1))
            continue
        fi
        sed -n "1,${end}p" "$text" >"$work/prelude"
        mv "$work/prelude" "$text"
        ;;
    esac
    rules
    check_arrays
done

if [ "$checked" -eq 0 ]; then
    echo "check-scripts-portable: no script to check" >&2
    exit 2
fi
# On a Mac the type-check scripts target the macOS version that Scripts/lib/platform.sh reads
# from Package.swift. Nothing on Linux reads it, so a Package.swift it cannot read fails here.
if $whole_tree; then
    # shellcheck source=Scripts/lib/platform.sh
    . Scripts/lib/platform.sh
    if ! macos=$(rheo_macos_deployment_target); then
        echo "Scripts/lib/platform.sh: cannot read the macOS deployment target from Package.swift"
        findings=$((findings + 1))
    fi
fi

if [ "$findings" -ne 0 ]; then
    echo "check-scripts-portable: $findings finding(s) in $checked scripts: macOS's bash 3.2 or BSD tools" \
        "would fail there (CI runs on Linux and would not notice)" >&2
    exit 1
fi
summary="check-scripts-portable: $checked scripts use nothing that macOS's bash 3.2 and BSD tools lack"
[ -z "$macos" ] || summary+="; on a Mac the type-check scripts target macOS $macos (Package.swift)"
echo "$summary"
