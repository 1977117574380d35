#!/usr/bin/env python3
"""Fails on the three ways the repository's documents go stale or unreadable.

1. A bare reference to one of the project's own issues ("issue" or "issues", a space or a
   hyphen, an optional "#", a number) in any tracked text file. A reader of the repository
   cannot open it; say what it means instead. Another project's issue is written so it can
   be opened: "RxSwift#1809" or a URL (neither matches).
2. A line citation ("Name.swift:123", also .c, .h, .sh, .py, .pml) in docs/. The next edit
   moves the line; cite the type or function and the file's name.
3. A stretch of WINDOW (30) consecutive words of prose that two documents share (README,
   CONTRIBUTING, docs/*.md, the DocC catalogs' articles). One of them is a copy that will
   drift; keep one text and link to it. Words are compared after markdown is dropped
   (emphasis, code spans, link targets, list markers, headings) and case folded, within a
   paragraph or list item; code blocks are not compared.
4. A relative link in README, CONTRIBUTING or docs/*.md to a file that does not exist, or
   to a heading (#anchor) that the file does not have: what a moved section leaves behind.

Usage: check_docs.py [--root DIR] [--window WORDS]
Exit 0 clean, 1 a finding, 2 the check itself could not run.
"""
import argparse
import os
import re
import subprocess
import sys

WINDOW = 30

# The checker's own files name what they look for.
SELF = {"Scripts/check-docs.sh", "Scripts/docs/check_docs.py"}

ISSUE = re.compile(r"\bissues?[ \t-]+#?[0-9]+", re.IGNORECASE)
def repository_names(files, _cache={}):
    """The base names of the repository's files, for telling its own files' citations
    from an example's."""
    key = id(files)
    if key not in _cache:
        _cache[key] = {os.path.basename(path) for path in files}
    return _cache[key]


LINE_CITATION = re.compile(
    r"\b[\w+.-]+\.(?:swift|c|h|sh|py|pml):[0-9]+"  # Name.swift:123
    r"|(?:^|(?<=[\s(,]))`?:[0-9]+\b"  # a bare ":123" after a name cited before it
)


def tracked_files(root):
    """The files git tracks when root is a work tree's top, else every file under root."""
    try:
        top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"], check=True,
                             capture_output=True).stdout.decode().strip()
        if os.path.realpath(top) != os.path.realpath(root):
            raise OSError("not the top of a work tree")
        out = subprocess.run(
            ["git", "-C", root, "ls-files", "-z"], check=True, capture_output=True
        ).stdout
        return sorted(p for p in out.decode("utf-8", "replace").split("\0") if p)
    except (OSError, subprocess.CalledProcessError):
        files = []
        for directory, subdirs, names in os.walk(root):
            subdirs[:] = [d for d in subdirs if d != ".git" and not d.startswith(".build")]
            for name in names:
                files.append(os.path.relpath(os.path.join(directory, name), root))
        return sorted(files)


def read_text(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if b"\0" in data:
        return None
    return data.decode("utf-8", "replace")


def is_document(path):
    if path in ("README.md", "CONTRIBUTING.md"):
        return True
    if path.startswith("docs/") and path.endswith(".md") and "/" not in path[5:]:
        return True
    parts = path.split("/")
    return (len(parts) == 4 and parts[0] == "Sources" and parts[2].endswith(".docc")
            and path.endswith(".md"))


INLINE = [
    (re.compile(r"!?\[([^\]]*)\]\([^)]*\)"), r"\1"),  # [text](target) -> text
    (re.compile(r"<doc:([^>]*)>"), r"\1"),
    (re.compile(r"<https?://[^>]*>"), " "),
    (re.compile(r"[`*_~>|#]"), " "),
]


def paragraphs(text):
    """Yields (first line number, words) for each paragraph or list item outside code."""
    block, start, fenced = [], 0, False

    def flush():
        if block:
            words = normalise(" ".join(block)).split()
            if words:
                yield start, words

    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if stripped.startswith("```") or stripped.startswith("~~~"):
            yield from flush()
            block, fenced = [], not fenced
            continue
        if fenced:
            continue
        item = re.match(r"\s*(?:[-*+]|[0-9]+[.)])\s+", line)
        if not stripped or item or stripped.startswith("#") or stripped.startswith("|"):
            yield from flush()
            block = []
            if not stripped or stripped.startswith("|"):
                continue
            start = number
            block = [line[item.end():] if item else stripped]
            if stripped.startswith("#"):
                yield from flush()
                block = []
            continue
        if not block:
            start = number
        block.append(stripped)
    yield from flush()


def normalise(text):
    for pattern, replacement in INLINE:
        text = pattern.sub(replacement, text)
    text = text.lower()
    return re.sub(r"[^\w'.,;:()-]+", " ", text).replace(" .", ".")


LINK = re.compile(r"\]\(([^)\s]+)\)")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text):
    found, fenced = set(), False
    for line in text.split("\n"):
        if line.strip().startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            base = slug(line.lstrip("#"))
            name, n = base, 0
            while name in found:
                n += 1
                name = "%s-%d" % (base, n)
            found.add(name)
    return found


def broken_links(path, text):
    directory = os.path.dirname(path)
    for number, line in enumerate(text.split("\n"), 1):
        for match in LINK.finditer(line):
            target = match.group(1)
            if re.match(r"[a-z]+:", target):
                continue
            file, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(directory, file)) if file else path
            if not os.path.exists(resolved):
                yield number, target, "no such file"
            elif anchor and resolved.endswith(".md"):
                with open(resolved, encoding="utf-8", errors="replace") as f:
                    if anchor not in anchors(f.read()):
                        yield number, target, "no such heading"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=".")
    parser.add_argument("--window", type=int, default=WINDOW)
    args = parser.parse_args()
    window = args.window
    root = os.path.abspath(args.root)
    os.chdir(root)

    findings = []
    documents = {}
    files = tracked_files(root)
    if not files:
        print("check-docs: no files to check under " + root, file=sys.stderr)
        return 2
    for path in files:
        if path in SELF:
            continue
        text = read_text(path)
        if text is None:
            continue
        for number, line in enumerate(text.split("\n"), 1):
            for match in ISSUE.finditer(line):
                findings.append("%s:%d: a project issue number (%r) a reader cannot open; "
                                "say what it means, or link the document that does"
                                % (path, number, match.group(0)))
            if path.startswith("docs/"):
                for match in LINE_CITATION.finditer(line):
                    cited = match.group(0).split(":")[0].strip("`")
                    # A file of an example (`App/FeedLoader.swift:9` in a report a guide
                    # shows) is not this repository's: only its own files' lines move.
                    if cited and os.path.basename(cited) not in repository_names(files):
                        continue
                    findings.append("%s:%d: a line citation (%s) the next edit moves; cite the "
                                    "type or function and the file's name"
                                    % (path, number, match.group(0)))
        if is_document(path):
            documents[path] = text
            if ".docc/" not in path:
                for number, target, why in broken_links(path, text):
                    findings.append("%s:%d: a link to %s: %s" % (path, number, target, why))

    # First document and line each window of WINDOW words appears in.
    seen = {}
    reported = set()
    for path in sorted(documents):
        for line, words in paragraphs(documents[path]):
            for i in range(len(words) - window + 1):
                key = " ".join(words[i:i + window])
                first = seen.get(key)
                if first is None:
                    seen[key] = (path, line)
                elif first[0] != path and (first, (path, line)) not in reported:
                    reported.add((first, (path, line)))
                    findings.append(
                        "%s:%d: a paragraph that %s:%d also has (%d words or more in a "
                        "row): keep one text and link to it; it begins \"%s ...\""
                        % (path, line, first[0], first[1], window, " ".join(words[i:i + 8])))
    for finding in findings:
        print(finding)
    if findings:
        print("check-docs: %d finding(s)" % len(findings), file=sys.stderr)
        return 1
    print("check-docs: %d files, %d documents: no project issue numbers, no line citations "
          "in docs/, no prose written twice, no broken links" % (len(files), len(documents)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
