# shellcheck shell=bash
# Sourced by the scripts that run `swiftc` themselves on the modules `swift build` made
# (check-deprecations.sh, check-isolation.sh, check-type-check-time.sh). Like them, it keeps
# to macOS's /bin/bash 3.2 and BSD tools (Scripts/check-scripts-portable.sh checks that).

rheo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Prints the macOS version Package.swift builds the modules for: `.macOS(.v13)` gives 13.0,
# `.macOS(.v10_15)` 10.15, `.macOS("13.0")` 13.0. Read from Package.swift, the one place that
# declares it, so the scripts cannot drift from it. Fails if there is no such platform.
rheo_macos_deployment_target() {
    local version
    version=$(awk '
        /^[ \t]*\/\// { next }
        /\.macOS\(/ {
            sub(/.*\.macOS\(/, ""); sub(/\).*/, ""); gsub(/"/, ""); sub(/^\.v/, ""); gsub(/_/, ".")
            print; exit
        }' "$rheo_root/Package.swift")
    case "$version" in
    '' | *[!0-9.]* | .* | *.)
        echo "error: cannot read the macOS platform from Package.swift (found '$version')" >&2
        return 1
        ;;
    *.*) echo "$version" ;;
    *) echo "$version.0" ;;
    esac
}

# Prints the target triple for `swiftc -target`: the one `swift build` compiles the package
# for. Without it, `swiftc` on a Mac targets its own default macOS (10.13 on Intel, 11.0 on
# Apple silicon) and refuses modules built for a later one ("compiling for macOS 10.13, but
# module 'Rheo' has a minimum deployment target of macOS 13.0"). On Linux it is the host's
# triple, the compiler's default there. Prints nothing on other systems, where the
# compiler's default stays.
rheo_swift_target() {
    local version
    case "$(uname -s)" in
    Linux) echo "$(uname -m)-unknown-linux-gnu" ;;
    Darwin)
        version=$(rheo_macos_deployment_target) || return 1
        echo "$(uname -m)-apple-macos$version"
        ;;
    esac
}
