#!/usr/bin/env bash
# Builds the DocC documentation of Rheo, RheoTest, RheoBlocking and RheoCocoa with the toolchain's own
# `docc`, from symbol graphs the compiler emits, so the package needs no plugin and gains no
# dependency. Fails on any DocC warning (a broken ``symbol`` link, an unresolved topic, a
# parameter left undocumented where its siblings are documented) and on a missing catalog.
#
# Usage: Scripts/build-docs.sh [MODULE...]     (default: Rheo RheoTest RheoBlocking RheoCocoa)
#
# Output: .build-docs/MODULE.doccarchive (a static-hosting archive; to browse one, serve it:
# `python3 -m http.server -d .build-docs/Rheo.doccarchive` and open
# http://localhost:8000/documentation/rheo). The scratch path .build-docs keeps these
# debug objects, built with extra compiler flags, apart from the everyday .build.
# Set DOCC to use another docc binary (default: the one beside `swift`, else on PATH, else
# `xcrun --find docc`).
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
scratch=.build-docs
graphs="$PWD/$scratch/symbol-graphs"
# Never an empty array: bash 3.2 (macOS's /bin/bash) under set -u exits on "${a[@]}" of one.
if [ $# -gt 0 ]; then modules=("$@"); else modules=(Rheo RheoTest RheoBlocking RheoCocoa); fi

if [ -n "${DOCC:-}" ]; then
    docc=$DOCC
elif [ -x "$(dirname "$(command -v swift)")/docc" ]; then
    docc=$(dirname "$(command -v swift)")/docc
else
    # On macOS `swift` is a shim in /usr/bin, and docc is found through xcrun.
    docc=$(command -v docc || xcrun --find docc 2>/dev/null) ||
        { echo "error: no docc beside swift, on PATH or through xcrun" >&2; exit 1; }
fi

for module in "${modules[@]}"; do
    if [ ! -d "Sources/$module/$module.docc" ]; then
        echo "error: no catalog Sources/$module/$module.docc" >&2
        exit 1
    fi
done

# The compiler writes a module's symbol graphs when it emits the module, and leaves a graph
# file untouched when its content is unchanged. So the graphs are removed, and with them
# the modules, which makes an up-to-date build emit the modules (not recompile them) and
# write every graph afresh: a module that stops extending another module leaves no stale
# MODULE@OTHER.symbols.json behind.
rm -rf "$graphs"
mkdir -p "$graphs"
for module in "${modules[@]}"; do
    rm -f "$scratch/debug/Modules/$module.swiftmodule"
done
# Public API only; members a type inherits from a protocol extension are documented once,
# on the protocol (ObservableType/map(_:), not once more on every conforming type);
# extensions of other modules' types (AsyncSequence, DispatchTimeInterval) are emitted as
# extension blocks, which DocC shows under "Extended Modules".
flags=(
    -Xswiftc -emit-symbol-graph
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
    -Xswiftc -symbol-graph-skip-synthesized-members
    -Xswiftc -emit-extension-block-symbols
)
# One build per module (a build of several named targets is not a SwiftPM option); the
# later ones find Rheo built.
for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" "${flags[@]}"
done
timings="symbol graphs $((SECONDS - start)) s"

status=0
for module in "${modules[@]}"; do
    # docc takes one module's graphs per archive: MODULE.symbols.json and the graphs of its
    # extensions of other modules, MODULE@OTHER.symbols.json.
    dir="$graphs/by-module/$module"
    mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/"
    for extension in "$graphs/$module@"*.symbols.json; do
        if [ -e "$extension" ]; then cp "$extension" "$dir/"; fi
    done
    echo "== docc convert $module"
    converting=$SECONDS
    if ! "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$dir" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$module" \
        --output-path "$scratch/$module.doccarchive" \
        --warnings-as-errors; then
        echo "error: DocC reported a warning or an error for $module" >&2
        status=1
    fi
    timings+=", $module $((SECONDS - converting)) s"
done

echo "build-docs: $([ $status -eq 0 ] && echo ok || echo FAILED) in $((SECONDS - start)) s ($timings)"
exit $status
