#!/usr/bin/env python3
"""Finds import circles between the library's source files.

File A depends on file B when A names an item that B defines: in a `use`
or in a path written in the code (`crate::…`, `super::…`). A name reached
through a re-export (`pub use`) counts as a use of the file that defines
it, and re-exports themselves are not dependencies: a module's interface
is not a circle. Nor is a module's use of its own submodules: it is made
of them (a plugin adds its parts). Test modules (`#[cfg(test)]`) are left
out, and so is `main.rs`, which uses the library from outside.

Prints every group of files that depend on each other in a circle, with
one circle through the group, and exits with 1 if there is any; exits with
0 and prints nothing else when there is none.

    tools/import-circles.py [SRC]      # SRC defaults to src
"""

import re
import sys
from pathlib import Path

ITEM = re.compile(
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+|const\s+|unsafe\s+)*"
    r"(?:struct|enum|fn|trait|type|const|static|mod|union|macro_rules!)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)
MOD_DECL = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+([a-z_][a-z0-9_]*)\s*;", re.M)
USE = re.compile(r"^\s*(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.M)
INLINE_PATH = re.compile(r"\b((?:crate|super)(?:::[A-Za-z_][A-Za-z0-9_]*)+)")


def strip(text):
    """The text without comments, string literals and test modules."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    cut = re.search(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", text)
    return text[: cut.start()] if cut else text


def module_of(path, src):
    """The module path of a source file, as a tuple (the crate root is ())."""
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib"):
        parts.pop()
    return tuple(parts)


def expand(tree):
    """The paths a use tree names: "a::{b, c::d}" gives [a,b], [a,c,d]."""
    tree = re.sub(r"\s+", "", re.sub(r"\s+as\s+", "@", tree))
    paths = []

    def walk(prefix, text):
        i = 0
        while i < len(text):
            depth, j = 0, i
            while j < len(text) and not (text[j] == "," and depth == 0):
                depth += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
            part = text[i:j]
            i = j + 1
            if not part:
                continue
            brace = part.find("{")
            if brace >= 0:
                head = [s for s in part[:brace].split("::") if s]
                walk(prefix + head, part[brace + 1 : part.rindex("}")])
            else:
                segments = [s for s in part.split("@")[0].split("::") if s]
                paths.append(prefix + segments)

    walk([], tree)
    return paths


def main():
    src = Path(sys.argv[1] if len(sys.argv) > 1 else "src")
    files = {}
    for path in sorted(src.rglob("*.rs")):
        if path.name == "main.rs" and path.parent == src:
            continue
        files[module_of(path, src)] = strip(path.read_text())
    modules = set(files)
    defined = {m: set(ITEM.findall(t)) for m, t in files.items()}
    children = {m: set(MOD_DECL.findall(t)) for m, t in files.items()}

    def absolute(module, segments):
        """The path from the crate root, or None for another crate."""
        segments = list(segments)
        base = list(module)
        if segments[0] == "crate":
            return segments[1:]
        if segments[0] in ("self", "super"):
            while segments and segments[0] in ("self", "super"):
                if segments.pop(0) == "super":
                    base = base[:-1]
            return base + segments
        if segments[0] in children.get(module, ()):
            return base + segments
        return None

    reexports = {}
    for m, text in files.items():
        for public, tree in USE.findall(text):
            if not public:
                continue
            for path in expand(tree):
                full = absolute(m, path)
                if full and path[-1] not in ("*", "self"):
                    reexports[(m, path[-1])] = full
                elif full and path[-1] == "*":
                    reexports.setdefault((m, "*"), []).append(full[:-1])

    def resolve(full, seen=0):
        """The file module that defines the item `full` names."""
        if seen > 20:
            return None
        for cut in range(len(full), -1, -1):
            prefix = tuple(full[:cut])
            if prefix not in modules:
                continue
            rest = full[cut:]
            if not rest or rest[0] in ("self", "*"):
                return prefix
            name = rest[0]
            if name in defined[prefix]:
                return prefix
            target = reexports.get((prefix, name))
            if isinstance(target, list) or target is None:
                for glob in reexports.get((prefix, "*"), []):
                    found = resolve(glob + rest, seen + 1)
                    if found is not None:
                        return found
                return prefix
            return resolve(target + rest[1:], seen + 1)
        return None

    edges = {m: set() for m in modules}
    for m, text in files.items():
        paths = []
        for public, tree in USE.findall(text):
            if not public:
                paths += expand(tree)
        body = USE.sub("", text)
        paths += [p.split("::") for p in INLINE_PATH.findall(body)]
        for path in paths:
            full = absolute(m, path)
            if not full:
                continue
            target = resolve(full)
            if target is not None and target != m and target[: len(m)] != m:
                edges[m].add(target)

    circles = strongly_connected(edges)
    for group in circles:
        name = lambda m: "/".join(m) or "lib"
        print("import circle among: " + ", ".join(sorted(name(m) for m in group)))
        print("  for example: " + " → ".join(name(m) for m in one_cycle(edges, group)))
    return 1 if circles else 0


def strongly_connected(edges):
    """The groups of more than one module that reach each other (Tarjan)."""
    index, low, stack, on, groups, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(group)

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return groups


def one_cycle(edges, group):
    """A shortest circle through the group's first module (breadth first)."""
    members = set(group)
    start = sorted(group)[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges[v]):
            if w == start:
                return paths[v] + [start]
            if w in members and w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    return [start]


if __name__ == "__main__":
    sys.exit(main())
