#!/usr/bin/env python3
"""Fails when a folder of Sources/Rheo uses a type declared in a layer above it.

The layers are docs/Architecture.md's picture ("Modules and layers"): Core/, Disposables/
and Internal/ at the bottom, then Schedulers/, then Operators/, Subjects/ and Relays/, then
Traits/, Binding/, Channels/, Concurrency/ and Observation/, and Deprecated/ (RxSwift's
old names for all of them) on top. A folder may use what its own layer and the layers
below declare.

A text check, not a parse: the top-level declarations of each folder (class, struct,
enum, protocol, actor, typealias) give the names each layer owns; every capitalized word
of a file, outside comments and string literals, that only a higher layer declares is a
finding. It catches a type named in a signature, a call or an extension. It does not see
a method or property of a higher layer called on a lower one's type; that is the
exception the allow-list (layers/allowed.txt) is for, as are deliberate adapters.

Usage: check_layers.py [--root Sources/Rheo] [--allowed Scripts/layers/allowed.txt]
Exit 0 clean, 1 a finding, 2 the check itself is broken (a folder with no layer).
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from allowlist import read_allowlist  # noqa: E402

LAYERS = {
    "Core": 0, "Debugging": 0, "Disposables": 0, "Internal": 0,
    "Schedulers": 1,
    "Operators": 2, "Subjects": 2, "Relays": 2,
    "Traits": 3, "Binding": 3, "Channels": 3, "Concurrency": 3, "Observation": 3,
    "Deprecated": 4,
}
# Folders of the target that hold no Swift sources of a layer.
NOT_LAYERS = {"Rheo.docc"}

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)"
)
WORD = re.compile(r"\b[A-Z_]\w*\b")


def strip_comments_and_strings(source):
    source = re.sub(r'"""(?:.|\n)*?"""', '""', source)
    source = re.sub(r"/\*(?:.|\n)*?\*/", " ", source)
    lines = []
    for line in source.split("\n"):
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        cut = line.find("//")
        lines.append(line if cut < 0 else line[:cut])
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default="Sources/Rheo")
    parser.add_argument("--allowed", default="Scripts/layers/allowed.txt")
    args = parser.parse_args()

    allowed = read_allowlist(args.allowed)

    files = []
    owners = {}
    for directory, _, names in os.walk(args.root):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            folder = os.path.relpath(path, args.root).split(os.sep)[0]
            if folder in NOT_LAYERS:
                continue
            if folder not in LAYERS:
                print(f"check-layers: {path}: the folder {folder}/ has no layer; "
                      "add it to LAYERS (and to docs/Architecture.md)", file=sys.stderr)
                return 2
            files.append((path, folder))
            for line in open(path, encoding="utf-8"):
                match = DECLARATION.match(line)
                if match:
                    owners.setdefault(match.group(1), set()).add(folder)

    findings = []
    for path, folder in files:
        layer = LAYERS[folder]
        relative = os.path.relpath(path, args.root)
        text = strip_comments_and_strings(open(path, encoding="utf-8").read())
        for word in sorted(set(WORD.findall(text))):
            homes = owners.get(word)
            if not homes or min(LAYERS[home] for home in homes) <= layer:
                continue
            if (relative, word) in allowed:
                continue
            above = ", ".join(f"{home}/" for home in sorted(homes))
            findings.append(f"{relative} ({folder}/, layer {layer}) uses {word}, declared in {above}")

    for finding in findings:
        print(f"check-layers: {finding}")
    if findings:
        print(f"check-layers: {len(findings)} use(s) of a higher layer; move the code to the "
              "layer it belongs to, or allow it in Scripts/layers/allowed.txt with the reason")
        return 1
    print(f"check-layers: {len(files)} files, no folder uses a layer above it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
