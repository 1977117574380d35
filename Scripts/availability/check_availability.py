#!/usr/bin/env python3
"""Apple-platform availability lint, run on Linux.

A Linux compiler checks no Apple availability: `Duration` compiles unguarded in a package
whose floor is macOS 10.15, and the first to learn of it is a user's Xcode build. This lint
does the check the Darwin compiler would, from what Linux has:

- the type-checked AST of every Swift module the package builds (libraries, tests, the
  example, the benchmark), dumped as JSON by the compiler itself (`-dump-ast-format json`)
  with the exact compile command SwiftPM used (read from `.build/debug.yaml`), so every
  reference carries the USR of the declaration it resolved to and every expression its type;
- the Apple availability of the toolchain's modules that carry it (Swift, _Concurrency,
  _StringProcessing, RegexBuilder, Observation, Synchronization, Distributed, Testing), as
  the API digester reads it from their interfaces (`swift-api-digester -dump-sdk`);
- the package's own `@available` attributes, from the same ASTs;
- the floors declared in Package.swift's `platforms:`.

Rule 1 (availability): a declaration or type whose introduction on macOS, iOS, tvOS,
watchOS or visionOS is later than the floor, used where neither an enclosing `@available`
nor an `if`/`guard`/`while #available` raises the floor that far, is an error, as on Darwin.

Rule 2 (constrained existentials): the runtime metadata of `any P<T>` exists from the
Swift 5.7 runtime on (macOS 13, iOS 16, tvOS 16, watchOS 9), though the compiler checks it
only in expressions. Storing one in a type's instance property, using it as a generic
argument (`[any P<T>]`, a substitution of a generic call), or casting to it, where the
context may run on an older runtime, is an error.

What it cannot see: Foundation, Dispatch and XCTest are built without Apple availability on
Linux, and Glibc is not Darwin; code under `#if canImport(Darwin)` or `#if os(macOS)` is
not compiled here and so not dumped; what macros expand to is not checked (the macro's own
reference is, as Darwin reports it); generic requirements other than conformances,
superclasses and same-type constraints are not read. See docs/Platforms.md.

Exit status: 0 clean, 1 findings, 2 the check could not run.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
# The runtime that has constrained-existential metadata (Swift 5.7).
CONSTRAINED_EXISTENTIAL_RUNTIME = {"macOS": (13,), "iOS": (16,), "tvOS": (16,), "watchOS": (9,), "visionOS": (1,)}
DIGESTER_KEYS = {"intro_Macosx": "macOS", "intro_iOS": "iOS", "intro_tvOS": "tvOS", "intro_watchOS": "watchOS"}
AVAILABILITY_MODULES = (
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation",
    "Synchronization", "Distributed", "Testing",
)
# Modules a target may import that carry no Apple availability on Linux: what this lint is blind to.
BLIND_MODULES = ("Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "XCTest")

sys.setrecursionlimit(100000)


def version(text):
    """`13.0` and `13` are one version: trailing zeros are dropped, so tuples compare right."""
    parts = [int(p) for p in text.split(".") if p != ""]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def show(v):
    return ".".join(str(p) for p in v) if v else "?"


def visionos_from_ios(v):
    """visionOS follows iOS where a declaration names only iOS: iOS 17 is visionOS 1, iOS 18
    visionOS 2, and from 26 on the numbers are shared."""
    if v[0] >= 26:
        return v
    if v[0] >= 17:
        return (v[0] - 16,) + tuple(v[1:])
    return (1,)


def fill_visionos(req):
    if "visionOS" not in req and "iOS" in req:
        req = dict(req)
        req["visionOS"] = visionos_from_ios(req["iOS"])
    return req


# ---------------------------------------------------------------------------------------
# Floors

def read_floors(package_swift):
    text = open(package_swift).read()
    m = re.search(r"platforms:\s*\[(.*?)\]", text, re.S)
    if not m:
        raise SystemExit("check-availability: no `platforms:` in %s" % package_swift)
    floors = {}
    for name, ver in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*\.v([0-9_]+)\s*\)", m.group(1)):
        floors[name] = version(ver.replace("_", "."))
    for name, ver in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*\"([0-9.]+)\"\s*\)", m.group(1)):
        floors[name] = version(ver)
    missing = [p for p in PLATFORMS if p not in floors]
    if missing:
        raise SystemExit("check-availability: Package.swift declares no floor for %s" % ", ".join(missing))
    return floors


# ---------------------------------------------------------------------------------------
# The toolchain's availability, from the API digester

def digester_table(modules, target, workdir):
    """USR -> {platform: version}, and qualified type name -> {platform: version}, for the
    public declarations of `modules`; a member inherits its type's availability."""
    by_usr, by_type = {}, {}
    # (enclosing names, printed signature) -> the least requirement among the declarations
    # that share it, and the signature of each USR: a newer protocol requirement that has
    # an older default implementation with the same signature (`FixedWidthInteger.&*`) is
    # not what the Darwin type checker picks below the requirement's version, since it
    # ranks overloads unavailable at the deployment target last.
    by_signature, signature_of = {}, {}

    def dump(module):
        out = os.path.join(workdir, module + ".sdk.json")
        r = subprocess.run(
            ["swift-api-digester", "-dump-sdk", "-module", module, "-o", out, "-target", target],
            capture_output=True, text=True)
        if r.returncode != 0 or not os.path.exists(out):
            return module, None
        return module, out

    with ThreadPoolExecutor(max_workers=2) as pool:
        dumps = list(pool.map(dump, modules))
    found = []
    for module, path in dumps:
        if path is None:
            continue
        found.append(module)
        root = json.load(open(path))["ABIRoot"]

        def walk(node, inherited, names):
            req = dict(inherited)
            for key, platform in DIGESTER_KEYS.items():
                if key in node:
                    v = version(node[key])
                    if v > req.get(platform, ()):
                        req[platform] = v
            if "intro_iOS" in node:
                # The digester names no visionOS: it follows the declaration's own iOS.
                v = visionos_from_ios(req["iOS"])
                if v > req.get("visionOS", ()):
                    req["visionOS"] = v
            kind = node.get("kind")
            usr = node.get("usr")
            if kind not in ("TypeNominal", "TypeFunc", "TypeNameAlias") and usr and req:
                # A member is listed again under each type that inherits it (a protocol
                # requirement under a newer conforming type): its own place is the least
                # restrictive one.
                by_usr[usr] = least(by_usr[usr], req) if usr in by_usr else req
            if kind in ("Function", "Var", "Constructor") and usr:
                # Name, labels and types: `Duration.nanoseconds(_: Double)` (macOS 26) has no
                # older overload, though `nanoseconds(_: Int)` shares its printed name.
                signature = (names, node.get("printedName"), bool(node.get("static")), node.get("genericSig"),
                             tuple(child.get("printedName") for child in node.get("children", ())))
                signature_of[usr] = signature
                by_signature[signature] = least(by_signature[signature], req) if signature in by_signature else req
            if kind == "TypeDecl":
                qualified = names + (node["name"],)
                if req:
                    by_type[".".join(qualified)] = req
            else:
                qualified = names
            if kind in ("TypeNominal", "TypeFunc", "TypeNameAlias"):
                return
            for child in node.get("children", []):
                walk(child, req, qualified)

        for child in root.get("children", []):
            walk(child, {}, (child.get("moduleName", module),))
    for usr, signature in signature_of.items():
        if usr in by_usr:
            # The least requirement among the same-signature declarations, this one included.
            alternative = by_signature[signature]
            if alternative:
                by_usr[usr] = alternative
            else:
                del by_usr[usr]
    return by_usr, by_type, found


# ---------------------------------------------------------------------------------------
# The package's ASTs

COMPILE_RE = re.compile(r'^  "(C\.[^"]+)":\n((?:    .*\n)+)', re.M)
DROP_ALONE = {
    "-emit-dependencies", "-emit-module", "-incremental", "-c", "-parseable-output",
    "-serialize-diagnostics", "-enable-batch-mode", "-g", "-emit-objc-header", "-whole-module-optimization",
    "-emit-module-interface", "-enable-library-evolution",
}
DROP_WITH_VALUE = {
    "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
    "-emit-module-interface-path", "-emit-private-module-interface-path",
}


def swift_modules(build_yaml):
    """(module name, sources, compile arguments) of every Swift module in SwiftPM's manifest."""
    text = open(build_yaml).read()
    modules = []
    for _, body in COMPILE_RE.findall(text):
        fields = dict(re.findall(r"^    (\w+): (.*)$", body, re.M))
        if fields.get("tool") != "shell" or "Compiling Swift Module" not in fields.get("description", ""):
            continue
        args = json.loads(fields["args"])
        inputs = json.loads(fields["inputs"])
        name = args[args.index("-module-name") + 1]
        sources = [i for i in inputs if i.endswith(".swift")]
        # The test runner's generated modules (`<Package>PackageDiscoveredTests`,
        # `<Package>PackageTests`) exist only on Linux: Darwin's XCTest finds tests through
        # the Objective-C runtime, so their references say nothing about Darwin.
        if name.endswith("PackageDiscoveredTests") or name.endswith("PackageTests"):
            continue
        modules.append((name, sources, args))
    return modules


def dump_command(args, sources, output_map):
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a in ("-Xcc", "-Xfrontend", "-Xlinker"):
            out += args[i:i + 2]
            i += 2
            continue
        if a in DROP_WITH_VALUE:
            i += 2
            continue
        if a in DROP_ALONE or a.startswith("@") or re.fullmatch(r"-j\d+", a):
            i += 1
            continue
        out.append(a)
        i += 1
    return out + ["-dump-ast", "-dump-ast-format", "json", "-output-file-map", output_map] + sources


def dump_module(module, workdir, reuse):
    name, sources, args = module
    folder = os.path.join(workdir, "ast", name)
    os.makedirs(folder, exist_ok=True)
    outputs = {s: os.path.join(folder, "%04d-%s.json" % (n, os.path.basename(s))) for n, s in enumerate(sources)}
    output_map = os.path.join(workdir, "ast", name + ".output-file-map.json")
    json.dump({s: {"ast-dump": o} for s, o in outputs.items()}, open(output_map, "w"))
    if reuse and all(os.path.exists(o) for o in outputs.values()):
        return name, outputs, ""
    r = subprocess.run(dump_command(args, sources, output_map), capture_output=True, text=True)
    if r.returncode != 0:
        return name, None, r.stderr
    return name, outputs, ""


# ---------------------------------------------------------------------------------------
# Availability contexts

class Context:
    """What the code at a point may assume: per platform the lowest version it runs on, or
    None where it cannot run at all (unavailable)."""

    __slots__ = ("versions",)

    def __init__(self, versions):
        self.versions = versions

    def raised(self, attrs):
        versions = dict(self.versions)
        changed = False
        for platform, v in attrs.items():
            current = versions.get(platform)
            if current is None:
                continue
            if v is None or v > current:
                versions[platform] = v
                changed = True
        return Context(versions) if changed else self


def attr_versions(attrs):
    """{platform: version or None (unavailable)} from a declaration's `available_attr`s."""
    result = {}
    ios_named = None
    for attr in attrs or ():
        if attr.get("_kind") != "available_attr":
            continue
        domain = attr.get("domain")
        if attr.get("unavailable"):
            if domain == "*":
                return {p: None for p in PLATFORMS}
            if domain in PLATFORMS:
                result[domain] = None
            continue
        if domain in PLATFORMS and "introduced" in attr:
            v = version(attr["introduced"])
            if result.get(domain, ()) is not None and v > result.get(domain, ()):
                result[domain] = v
            if domain == "iOS":
                ios_named = v
    if "visionOS" not in result and ios_named is not None:
        result["visionOS"] = visionos_from_ios(ios_named)
    return result


def query_versions(condition):
    """(versions, is_unavailable) of an `#available` / `#unavailable` condition; `#available`
    must name `*`, `#unavailable` must not, which is how the dump tells them apart."""
    versions, wildcard = {}, False
    for spec in condition.get("queries", ()):
        domain = spec.get("domain")
        if domain == "*":
            wildcard = True
        elif domain in PLATFORMS and "version" in spec:
            versions[domain] = version(spec["version"])
    if "visionOS" not in versions and "iOS" in versions:
        versions["visionOS"] = visionos_from_ios(versions["iOS"])
    return versions, not wildcard


def availability_conditions(stmt):
    for cond in stmt.get("conditions", ()) or ():
        if isinstance(cond, dict) and cond.get("_kind") == "#available":
            yield query_versions(cond)


# ---------------------------------------------------------------------------------------
# Walking one file

TYPE_KEYS = {
    "var_decl": ("interface_type",),
    "parameter": ("interface_type", "type"),
    "func_decl": ("result",),
    "accessor_decl": ("result",),
    "subscript_decl": ("element",),
    "extension_decl": ("extended_type",),
    "type_expr": ("type",),
    "pattern_typed": ("type",),
    "coerce_expr": ("type", "written_type"),
    "conditional_checked_cast_expr": ("written_type",),
    "forced_checked_cast_expr": ("written_type",),
    "is_subtype_expr": ("written_type",),
    "typealias": ("interface_type",),
}
CAST_KINDS = ("conditional_checked_cast_expr", "forced_checked_cast_expr", "is_subtype_expr")
MANGLED_KEYS = ("type", "interface_type", "result", "replacement_type", "extended_type", "written_type",
                "element", "first_type", "second_type")
# `any P<T>`, also in a composition (`any Swift.Sendable & M.P<T>`).
EXISTENTIAL_RE = re.compile(r"\bany (?:[\w.]+ & )*[\w.]+<")
# A constrained existential inside another type's generic arguments: `Swift.Optional<any P<Int>>`,
# `[any P<Int>]`, `[K : any P<Int>]`, as the demangler prints them.
GENERIC_EXISTENTIAL_RE = re.compile(r"(?:[<\[,]|: )\s*any (?:[\w.]+ & )*[\w.]+<")
QUALIFIED_RE = re.compile(r"(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)")


class FileWalker:
    def __init__(self, path, source_path, floors, tables, demangled, findings, collect):
        self.path = path
        self.source_path = source_path
        self.floors = floors
        self.by_usr, self.by_type = tables
        self.demangled = demangled
        self.findings = findings
        self.collect = collect  # set of mangled strings, in the collecting pass
        self.line_starts = None

    def line_of(self, offset):
        if self.line_starts is None:
            self.line_starts = [0]
            try:
                data = open(self.source_path, "rb").read()
            except OSError:
                data = b""
            for i, b in enumerate(data):
                if b == 10:
                    self.line_starts.append(i + 1)
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    # Requirements -----------------------------------------------------------------

    def requirement_of_type(self, mangled):
        text = self.demangled.get(mangled) if isinstance(mangled, str) else None
        if not text:
            return None, None
        worst, name = None, None
        for qualified in QUALIFIED_RE.findall(text):
            # `Module.Outer.Inner.Type`: each enclosing type counts, and `.Type` is no name.
            parts = qualified.split(".")
            for end in range(2, len(parts) + 1):
                prefix = ".".join(parts[:end])
                req = self.by_type.get(prefix)
                if req and (worst is None or any(req.get(p, ()) > worst.get(p, ()) for p in PLATFORMS)):
                    worst = merge(worst, req)
                    name = prefix
        return worst, name

    def check(self, req, ctx, offset, what):
        if not req:
            return
        short = []
        for platform in PLATFORMS:
            need = req.get(platform)
            have = ctx.versions.get(platform)
            if need is None or have is None:
                continue
            if need > have:
                short.append((platform, need, have))
        if short:
            line = self.line_of(offset) if offset is not None else 0
            needs = ", ".join("%s %s" % (p, show(n)) for p, n, _ in short)
            runs = ", ".join("%s %s" % (p, show(h)) for p, _, h in short)
            self.findings.add((self.path, line, "%s needs %s; this code can run on %s: "
                               "add @available or #available" % (what, needs, runs)))

    def check_existential(self, mangled, ctx, offset, where):
        text = self.demangled.get(mangled) if isinstance(mangled, str) else None
        if not text:
            return
        pattern = GENERIC_EXISTENTIAL_RE if where == "generic" else EXISTENTIAL_RE
        if not pattern.search(text):
            return
        self.check(CONSTRAINED_EXISTENTIAL_RUNTIME, ctx, offset,
                   "`%s`, %s, has constrained-existential metadata, which the Swift 5.7 runtime brings: it" % (text, {
                       "stored": "stored in an instance property",
                       "generic": "with a constrained existential as a generic argument",
                       "substitution": "a generic argument",
                       "cast": "a cast target",
                   }[where]))

    # Walk -------------------------------------------------------------------------

    def walk(self, node, ctx, offset, in_members=False, implicit=False):
        if isinstance(node, list):
            self.walk_list(node, ctx, offset, in_members, implicit)
            return
        if not isinstance(node, dict):
            return
        # What the compiler wrote itself (a `for await` loop's `next(isolation:)`, a default
        # implementation's body) is not what the Darwin compiler writes for an older target,
        # and it checks no availability there either: only written references count. The
        # constrained-existential rule still applies, since metadata is needed all the same.
        # A written node below an implicit one (the argument inside an autoclosure) counts:
        # implicitness passes only to parts that have no source range of their own.
        # An implicit declaration (a memberwise initializer) is implicit throughout.
        kind = node.get("_kind")
        if implicit == "container":
            # A `defer` body's function, a `for`-`in` loop's iterator: declarations the
            # compiler wrote around written code. Their own compiler-written parts are
            # marked implicit one by one.
            implicit = False
        elif kind and kind.endswith("_decl") and node.get("implicit"):
            implicit = "declaration"
        elif implicit == "written":
            # `T(...)`: the initializer's reference is marked implicit, but it is written.
            implicit = False
        elif implicit != "declaration":
            implicit = bool(node.get("implicit")) or (implicit and "range" not in node)
        rng = node.get("range")
        if isinstance(rng, dict) and "start" in rng:
            if "buffer_id" not in rng:
                offset = rng["start"]
            else:
                # Inside a macro's expansion: the macro's own reference was checked where
                # it is written, and Darwin reports no more than that.
                implicit = True
        attrs = node.get("attrs")
        if attrs:
            ctx = ctx.raised(attr_versions(attrs))

        if self.collect is not None:
            for key in MANGLED_KEYS:
                value = node.get(key)
                if isinstance(value, str) and value.startswith("$s"):
                    self.collect.add(value)
        elif not implicit:
            usr = node.get("decl_usr")
            if usr:
                self.check(self.by_usr.get(usr), ctx, offset, "`%s`" % node.get("base_name", usr))
            # Protocols named in a conformance or a generic constraint.
            for conformance in (node.get("inherits") or {}).get("conformances", ()):
                if isinstance(conformance, dict) and conformance.get("source_kind") == "explicit":
                    protocol = conformance.get("protocol")
                    self.check(self.by_usr.get(protocol), ctx, offset, "the protocol `%s`" % protocol)
            for requirement in (node.get("generic_signature") or {}).get("generic_reqs", ()):
                if not isinstance(requirement, dict):
                    continue
                protocol = requirement.get("protocol")
                if protocol:
                    self.check(self.by_usr.get(protocol), ctx, offset, "the protocol `%s`" % protocol)
                for key in ("first_type", "second_type"):
                    req, name = self.requirement_of_type(requirement.get(key))
                    if req:
                        self.check(req, ctx, offset, "the type `%s`" % name)
            # Types where they are written: a declaration's type (a property, a parameter,
            # a result), a type named in an expression or a pattern, a cast. An expression's
            # inferred type is not checked: Darwin reports the reference that produced it.
            for key in TYPE_KEYS.get(kind, ()):
                value = node.get(key)
                if isinstance(value, str) and value.startswith("$s"):
                    req, name = self.requirement_of_type(value)
                    if req:
                        self.check(req, ctx, offset, "the type `%s`" % name)
        if self.collect is None:
            if kind == "var_decl" and in_members and node.get("readImpl") == "stored" and not node.get("static"):
                self.check_existential(node.get("interface_type"), ctx, offset, "stored")
            elif kind == "substitution":
                self.check_existential(node.get("replacement_type"), ctx, offset, "substitution")
            elif kind in CAST_KINDS:
                self.check_existential(node.get("written_type"), ctx, offset, "cast")
            else:
                for key in TYPE_KEYS.get(kind, ()):
                    self.check_existential(node.get(key), ctx, offset, "generic")

        if kind == "extension_decl" and self.collect is None:
            # Its members run only where the extended type exists (reported once, above).
            req, _ = self.requirement_of_type(node.get("extended_type"))
            if req:
                ctx = ctx.raised(req)

        if kind in ("if_stmt", "while_stmt", "guard_stmt"):
            # `#available` raises the branch taken when its condition holds; `#unavailable`
            # raises the other one (an `else`, or a `guard`'s else-body).
            when_true, when_false = ctx, ctx
            for versions, is_unavailable in availability_conditions(node):
                if is_unavailable:
                    when_false = when_false.raised(versions)
                else:
                    when_true = when_true.raised(versions)
            for key, value in node.items():
                if key in ("then_stmt", "body") and kind != "guard_stmt":
                    self.walk(value, when_true, offset, False, implicit)
                elif key in ("else_stmt", "body"):
                    self.walk(value, when_false, offset, False, implicit)
                elif key not in ("attrs", "range"):
                    self.walk(value, ctx, offset, False, implicit)
            return

        for key, value in node.items():
            if key == "range":
                continue
            if key == "attrs":
                # An attached macro (`@Observable`) is a reference too.
                value = [a for a in value if isinstance(a, dict) and a.get("_kind") == "custom_attr"]
            child_implicit = implicit
            if kind == "constructor_ref_call_expr" and key == "fn" and not implicit:
                child_implicit = "written"
            elif (kind, key) in (("defer_stmt", "temp_decl"), ("for_each_stmt", "iterator_var")) and not implicit:
                child_implicit = "container"
            self.walk(value, ctx, offset, key == "members", child_implicit)

    def walk_list(self, items, ctx, offset, in_members, implicit):
        for index, item in enumerate(items):
            item_ctx = ctx
            if isinstance(item, dict):
                kind = item.get("_kind")
                if kind == "pattern_binding_decl":
                    # Its attributes are on the var_decls that follow it.
                    for following in items[index + 1:]:
                        if isinstance(following, dict) and following.get("_kind") == "var_decl":
                            item_ctx = ctx.raised(attr_versions(following.get("attrs")))
                            break
                self.walk(item, item_ctx, offset, in_members, implicit)
                if kind == "guard_stmt":
                    # `guard #available(...) else { ... }` raises the rest of the scope.
                    for versions, is_unavailable in availability_conditions(item):
                        if not is_unavailable:
                            ctx = ctx.raised(versions)
            else:
                self.walk(item, ctx, offset, in_members, implicit)


def least(a, b):
    """Per platform the lower of two requirements; a platform only one names is unrestricted."""
    return {p: min(a[p], b[p]) for p in a if p in b}


def merge(a, b):
    if a is None:
        return dict(b)
    out = dict(a)
    for p, v in b.items():
        if v > out.get(p, ()):
            out[p] = v
    return out


# ---------------------------------------------------------------------------------------
# The package's own declarations

def own_declarations(files, demangled):
    """USR -> availability and qualified type name -> availability, for declarations of the
    package that carry `@available` (or sit inside something that does)."""
    by_usr, by_type = {}, {}

    def walk(node, inherited, names, module):
        if isinstance(node, list):
            for item in node:
                walk(item, inherited, names, module)
            return
        if not isinstance(node, dict):
            return
        req = inherited
        attrs = node.get("attrs")
        if attrs:
            versions = {p: v for p, v in attr_versions(attrs).items() if v is not None}
            if versions:
                req = merge(inherited, versions)
        kind = node.get("_kind")
        usr = node.get("usr")
        if usr and req and kind != "extension_decl":
            by_usr[usr] = req
        child_names = names
        if kind in ("class_decl", "struct_decl", "enum_decl", "protocol", "protocol_decl", "typealias_decl", "actor_decl"):
            name = node.get("name")
            if isinstance(name, dict):
                name = name.get("base_name", {}).get("name") if isinstance(name.get("base_name"), dict) else None
            if isinstance(name, str):
                child_names = names + (name,)
                if req:
                    by_type[".".join(child_names)] = req
        elif kind == "extension_decl":
            extended = demangled.get(node.get("extended_type", ""), "")
            m = QUALIFIED_RE.match(extended)
            if m:
                child_names = tuple(m.group(1).split("."))
        for key, value in node.items():
            if key in ("attrs", "range"):
                continue
            if isinstance(value, (dict, list)):
                walk(value, req if kind not in ("source_file",) else {}, child_names, module)

    for module, path, _ in files:
        walk(json.load(open(path)), {}, (module,), module)
    return by_usr, by_type


def demangle_all(names):
    names = sorted(names)
    if not names:
        return {}
    r = subprocess.run(["swift-demangle"], input="\n".join(names) + "\n", capture_output=True, text=True)
    lines = r.stdout.split("\n")
    return {n: lines[i] for i, n in enumerate(names) if i < len(lines)}


# ---------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=".", help="the package's root (default: .)")
    parser.add_argument("--build-path", default=None, help="SwiftPM's debug build folder (default: PACKAGE/.build)")
    parser.add_argument("--floors", default=None,
                        help="override Package.swift's floors, e.g. 'macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1'")
    parser.add_argument("--modules", default=None, help="comma-separated module names to check (default: all)")
    parser.add_argument("--expect-markers", action="store_true",
                        help="the lint's own test: pass if and only if the findings are exactly the lines "
                             "marked `// expect: NAME` in the package's sources, each naming NAME")
    parser.add_argument("--keep", default=None, help="keep the AST dumps in this folder")
    parser.add_argument("--reuse", action="store_true",
                        help="with --keep: reuse the dumps already there (when working on this lint)")
    options = parser.parse_args()

    package = os.path.abspath(options.package)
    floors = read_floors(os.path.join(package, "Package.swift"))
    if options.floors:
        for part in options.floors.split(","):
            name, ver = part.split()
            floors[name] = version(ver)
    build = options.build_path or os.path.join(package, ".build")
    manifest = os.path.join(build, "debug.yaml")
    if not os.path.exists(manifest):
        print("check-availability: %s is missing; run `swift build --build-tests` first" % manifest, file=sys.stderr)
        return 2

    modules = swift_modules(manifest)
    if options.modules:
        wanted = set(options.modules.split(","))
        modules = [m for m in modules if m[0] in wanted]
    target = next((m[2][m[2].index("-target") + 1] for m in modules if "-target" in m[2]), None)
    if not modules or target is None:
        print("check-availability: found no Swift module with a target in %s" % manifest, file=sys.stderr)
        return 2

    workdir = options.keep or tempfile.mkdtemp(prefix="rheo-availability-")
    os.makedirs(workdir, exist_ok=True)
    try:
        return check(options, package, floors, modules, target, workdir)
    finally:
        if not options.keep:
            shutil.rmtree(workdir, ignore_errors=True)


def check(options, package, floors, modules, target, workdir):
    print("check-availability: floors %s" % ", ".join("%s %s" % (p, show(floors[p])) for p in PLATFORMS))

    with ThreadPoolExecutor(max_workers=max(1, (os.cpu_count() or 2))) as pool:
        tables_future = pool.submit(digester_table, AVAILABILITY_MODULES, target, workdir)
        dumps = list(pool.map(lambda m: dump_module(m, workdir, options.reuse), modules))
        by_usr, by_type, found = tables_future.result()
    failed = [(name, err) for name, outputs, err in dumps if outputs is None]
    for name, err in failed:
        print("check-availability: the AST dump of %s failed:\n%s" % (name, err), file=sys.stderr)
    if failed:
        return 2
    missing = [m for m in AVAILABILITY_MODULES if m not in found]
    if missing:
        print("check-availability: the API digester read no availability from %s" % ", ".join(missing), file=sys.stderr)
        return 2

    source_files = []
    for name, outputs, _ in dumps:
        for source, dump in outputs.items():
            source_files.append((name, dump, source))

    mangled = set()
    context = Context(dict(floors))
    for name, dump, source in source_files:
        FileWalker(source, source, floors, ({}, {}), {}, set(), mangled).walk(json.load(open(dump)), context, None)
    demangled = demangle_all(mangled)

    own_usr, own_type = own_declarations(source_files, demangled)
    all_usr = dict(by_usr)
    all_usr.update(own_usr)
    all_type = dict(by_type)
    all_type.update(own_type)

    findings = set()
    for name, dump, source in source_files:
        relative = os.path.relpath(source, package)
        FileWalker(relative, source, floors, (all_usr, all_type), demangled, findings, None).walk(
            json.load(open(dump)), context, None)

    if options.expect_markers:
        return compare_with_markers(findings, source_files, package)

    checked = "%d modules, %d files; availability from %s; own declarations with @available: %d" % (
        len(dumps), len(source_files), ", ".join(found), len(own_usr))
    if findings:
        for path, line, message in sorted(findings):
            print("%s:%d: error: %s" % (path, line, message))
        print("check-availability: %d findings (%s)" % (len(findings), checked))
        return 1
    print("check-availability: no findings (%s)" % checked)
    print("check-availability: not checked: %s (no Apple availability on Linux), Darwin-only #if branches, "
          "what macros expand to" % ", ".join(BLIND_MODULES))
    return 0


def compare_with_markers(findings, source_files, package):
    expected = {}
    for _, _, source in source_files:
        relative = os.path.relpath(source, package)
        for number, text in enumerate(open(source).read().split("\n"), 1):
            m = re.search(r"// expect: (.+)$", text)
            if m:
                expected[(relative, number)] = m.group(1).strip()
    found = {}
    for path, line, message in findings:
        found.setdefault((path, line), []).append(message)
    failures = []
    for place, name in sorted(expected.items()):
        messages = found.get(place, [])
        if not any(name in m for m in messages):
            failures.append("%s:%d: expected a finding naming `%s`, got %s" % (place + (name, messages or "none")))
    for place, messages in sorted(found.items()):
        if place not in expected:
            failures.append("%s:%d: unexpected finding: %s" % (place + ("; ".join(messages),)))
    for failure in failures:
        print("check-availability self-test: " + failure)
    if failures:
        print("check-availability self-test: FAILED (%d)" % len(failures))
        return 1
    print("check-availability self-test: the %d marked lines, and only they, drew findings" % len(expected))
    return 0


if __name__ == "__main__":
    sys.exit(main())
