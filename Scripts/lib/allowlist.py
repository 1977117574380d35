"""The allow-lists of the source checks (Scripts/layers/allowed.txt,
Scripts/conventions/allowed.txt): one `<path> <name>` pair a line, `#` starts a comment
that says why the pair is allowed."""
import os


def read_allowlist(path):
    """The set of (path, name) pairs the file at `path` allows; empty when it is missing."""
    allowed = set()
    if not os.path.exists(path):
        return allowed
    for number, line in enumerate(open(path, encoding="utf-8"), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        if len(fields) != 2:
            raise SystemExit(f"{path}:{number}: expected `<path> <name>`, found {line!r}")
        allowed.add((fields[0], fields[1]))
    return allowed
