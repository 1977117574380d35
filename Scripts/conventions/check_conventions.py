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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default="Sources")
    parser.add_argument("--allowed", default="Scripts/conventions/allowed.txt")
    args = parser.parse_args()

    allowed = read_allowlist(args.allowed)

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
          "every unchecked-exclusivity property explained")
    return 0


if __name__ == "__main__":
    sys.exit(main())
