#!/usr/bin/env python3
"""Fails when Sources/ breaks one of the conventions a reader of the code relies on.

1. A stored property that inlinable code may reach (`@usableFromInline let`/`var`) is named
   with a leading underscore, so that a reader of an `@inlinable` body sees at once what is
   implementation storage. A property that is a protocol requirement's witness keeps the
   requirement's name: list it in Scripts/conventions/allowed.txt with the reason.
2. An `@exclusivity(unchecked)` property says why its accesses never overlap: a comment on
   its line, or one heading the group of declarations it belongs to (the lines above it up
   to a blank line or the type's opening brace). docs/UnsafeAssumptions.md, "Unchecked
   exclusivity", gives the reasons.
3. Every `public func` in Sources/Rheo and Sources/RheoCocoa that returns an observable
   (`Observable`, a trait, a shared sequence, a control event or property, a connectable
   observable) takes `file: StaticString = #fileID` (`debug`, whose `file` is RxSwift's
   path, takes `fileID:`), so that assembly tracking records where the user built it. Exceptions (`asObservable()`, protocol witnesses, calls an
   added parameter would make ambiguous) are listed with the reason in
   Scripts/conventions/unsited.txt.

A text check, not a parse. Usage: check_conventions.py [--root Sources] [--allowed FILE]
Exit 0 clean, 1 a finding.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from allowlist import read_allowlist  # noqa: E402

ATTRIBUTE_LINE = re.compile(r"^\s*@\w+(\([^)]*\))?\s*$")
STORED = re.compile(r"(?:^|\s)(?:let|var)\s+([A-Za-z_]\w*)")
UNCHECKED = "@exclusivity(unchecked)"
PUBLIC_FUNC = re.compile(r"\bpublic\s+(?:static\s+|override\s+|final\s+|mutating\s+|nonisolated\s+)*func\s+"
                         r"(`?[A-Za-z_]\w*`?)")
OBSERVABLE_TYPES = {
    "Observable", "PrimitiveSequence", "Single", "Maybe", "Completable", "Infallible", "Driver",
    "Signal", "SharedSequence", "ControlEvent", "ControlProperty", "ConnectableObservable",
}
SITED_MODULES = ("Rheo" + os.sep, "RheoCocoa" + os.sep)


def is_comment(line):
    stripped = line.strip()
    return stripped.startswith("//") or stripped.startswith("*") or stripped.startswith("/*")


def declaration_after(lines, index):
    """The line that `@usableFromInline` at `index` applies to, and its index."""
    line = lines[index]
    if not re.match(r"^\s*@usableFromInline\s*$", line):
        return line, index
    j = index + 1
    while j < len(lines) and ATTRIBUTE_LINE.match(lines[j]):
        j += 1
    return (lines[j], j) if j < len(lines) else ("", j)


def stored_name(code):
    if re.search(r"\b(func|static|subscript|init|case)\b|\bclass\s+var\b", code):
        return None
    match = STORED.search(code)
    if not match:
        return None
    head = code.split("{", 1)[0]
    if "{" in code and not re.search(r"=\s*\S", head):
        return None  # a computed property: `var x: T {`
    return match.group(1)


def signature_at(lines, index):
    """The text of the declaration starting at `index`, up to the brace opening its body."""
    text = ""
    depth = 0
    for line in lines[index:index + 40]:
        code = line.split("//", 1)[0]
        for position, character in enumerate(code):
            if character in "([":
                depth += 1
            elif character in ")]":
                depth -= 1
            elif character == "{" and depth == 0:
                return text + code[:position]
        text += code + "\n"
    return text


def returned_type(signature):
    """The base name of the type a function signature returns, or None."""
    depth = 0
    arrow = -1
    for position, character in enumerate(signature):
        if character in "([<":
            depth += 1
        elif character in ")]>" and not signature[position - 1:position + 1] == "->":
            depth -= 1
        elif signature[position:position + 2] == "->" and depth == 0:
            arrow = position
    if arrow < 0:
        return None
    result = re.split(r"\bwhere\b", signature[arrow + 2:])[0].strip()
    match = re.match(r"[A-Za-z_][\w.]*", result)
    return match.group(0).split(".")[-1] if match else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default="Sources")
    parser.add_argument("--allowed", default="Scripts/conventions/allowed.txt")
    parser.add_argument("--unsited", default="Scripts/conventions/unsited.txt")
    args = parser.parse_args()

    allowed = read_allowlist(args.allowed)
    unsited = read_allowlist(args.unsited)

    findings = []
    files = 0
    for directory, _, names in os.walk(args.root):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            files += 1
            path = os.path.join(directory, name)
            relative = os.path.relpath(path, args.root)
            lines = open(path, encoding="utf-8").read().split("\n")
            for i, line in enumerate(lines):
                code = line.split("//", 1)[0]
                function = PUBLIC_FUNC.search(code)
                if function and relative.startswith(SITED_MODULES):
                    signature = signature_at(lines, i)
                    name = function.group(1).strip("`")
                    # `@_disfavoredOverload`: the one-parameter form a function value
                    # resolves to (`flatMap(Observable.just)`), which has no call site.
                    disfavored = "@_disfavoredOverload" in code or (i > 0 and "@_disfavoredOverload" in lines[i - 1])
                    # A deprecated alias keeps RxSwift's exact signature, so that its warning
                    # reads as RxSwift's (Scripts/check-deprecations.sh): it has no site.
                    attributes = "\n".join(lines[max(0, i - 3):i + 1])
                    disfavored = disfavored or "@available(*, deprecated" in attributes
                    if returned_type(signature) in OBSERVABLE_TYPES \
                            and not disfavored \
                            and "StaticString = #fileID" not in signature \
                            and (relative, name) not in unsited:
                        findings.append(
                            f"{path}:{i + 1}: public func `{name}` returns an observable but takes no "
                            "`file: StaticString = #fileID, line: UInt = #line`, so assembly tracking "
                            f"cannot say where it was built (or list it with the reason in {args.unsited})")
                if "@usableFromInline" in code:
                    declaration, j = declaration_after(lines, i)
                    property_name = stored_name(declaration.split("//", 1)[0])
                    if property_name and not property_name.startswith("_") \
                            and (relative, property_name) not in allowed:
                        findings.append(
                            f"{path}:{j + 1}: `{property_name}` is @usableFromInline storage; "
                            f"name it `_{property_name}` (or allow a protocol witness in {args.allowed})")
                if UNCHECKED in code:
                    if "//" in line:
                        continue
                    # A comment heads the group of declarations this one is in: the lines
                    # above it up to a blank line or the brace that opens the type.
                    k = i - 1
                    explained = False
                    while k >= 0 and lines[k].strip() and not lines[k].rstrip().endswith("{"):
                        if is_comment(lines[k]) or "//" in lines[k]:
                            explained = True
                            break
                        k -= 1
                    if not explained:
                        findings.append(
                            f"{path}:{i + 1}: {UNCHECKED} with no comment saying why its accesses "
                            "never overlap (docs/UnsafeAssumptions.md, \"Unchecked exclusivity\")")
    for finding in findings:
        print(f"check-conventions: {finding}")
    if findings:
        print(f"check-conventions: {len(findings)} finding(s)")
        return 1
    print(f"check-conventions: {files} files: inlinable storage underscored, "
          "every unchecked-exclusivity property explained, every observable-returning public "
          "function sited")
    return 0


if __name__ == "__main__":
    sys.exit(main())
