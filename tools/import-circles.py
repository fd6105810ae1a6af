#!/usr/bin/env python3
"""Finds import circles between source files, and screens that import each
other, counting every dependency the compiler sees.

Each crate is checked on its own: the root package's library (src/lib.rs)
and each library under crates/*/src/lib.rs. Cargo already keeps crates in
layers, so a path into another crate (`rules::Game`,
`chinese_checkers_rules::…`), or through a name the crate gives another
crate (`pub use chinese_checkers_rules as rules;`), is left out.

The nodes are source files: the files that the crate's `mod` declarations
reach from lib.rs (`main.rs` uses the library from outside, so it is not
one). An inline `mod x { … }` belongs to its file. Items under
`#[cfg(test)]`, test modules among them, are left out: a test may reach
anywhere.

File A depends on file B when A names an item that B defines: in a `use`,
public or private, or in a path written in the code (`crate::…`,
`super::…`, `self::…`, a path that starts with one of A's child modules or
with a name A imports). A name reached through a re-export, or through
any `use` of the module that holds it, counts as a use of the file that
defines the item, following chains and globs; the re-export itself is a use
of that file too (`pub use b::X;` in a/mod.rs depends on b.rs). Naming a
module is not a dependency, and nor is declaring one (`mod b;`): only the
items reached through it are.

A module's use of its own submodules counts, and so does a submodule's use
of its ancestors: to the compiler, and to a reader, a/mod.rs calling
`b::plugin` while b.rs uses `super::Thing` from a/mod.rs is a circle like
any other, and the files can only be understood, changed and moved
together.

The screens of the game (each file or folder directly in
src/app/screens/; src/app/screens/mod.rs is their index, not a screen) are
kept apart: no file of one screen may depend on a file of another, so a
screen can be changed or removed without touching the others. What two
screens share belongs outside them.

Prints every group of files that depend on each other round a circle, with
a shortest circle through the group's first file, then every import from
one screen into another with the items it names, and exits with 1 if
there is any; exits with 0 and prints nothing when there is none.

    tools/import-circles.py [SRC]   # SRC: one crate's src folder;
                                    # without it, every crate found
"""

import re
import sys
from collections import defaultdict
from pathlib import Path

SCREENS = ("app", "screens")
"""The module, relative to a crate's root, whose children are the screens."""

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
RAW_STRING = re.compile(r'(?:b|c)?r(#*)"')
CHAR = re.compile(r"'(?:[^\\'\n]|\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F_]{1,6}\}|.))'")
NUMBER = re.compile(r"[0-9][0-9A-Za-z_]*(?:\.[0-9][0-9A-Za-z_]*)?")
ITEM_KEYWORDS = {"struct", "enum", "fn", "trait", "type", "const", "static", "union"}
KEYWORDS = {
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "fn",
    "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
    "Self", "static", "struct", "super", "trait", "type", "unsafe", "use", "where", "while",
}
OPEN, CLOSE = "([{", ")]}"


def tokens(text):
    """The text's identifiers and punctuation, with comments (doc comments
    too), string and character literals and lifetimes left out."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == '"':
            i = string_end(text, i + 1)
        elif c == "'":
            literal = CHAR.match(text, i)
            if literal:
                i = literal.end()
            else:  # a lifetime or a label
                name = IDENT.match(text, i + 1)
                i = name.end() if name else i + 1
        elif IDENT.match(text, i):
            raw = RAW_STRING.match(text, i)
            if raw:
                end = text.find('"' + raw.group(1), raw.end())
                i = n if end < 0 else end + 1 + len(raw.group(1))
            elif text.startswith(("b'", "b\""), i):
                i += 1  # the literal itself is skipped next
            elif text.startswith("r#", i) and IDENT.match(text, i + 2):
                name = IDENT.match(text, i + 2)
                out.append(name.group())
                i = name.end()
            else:
                name = IDENT.match(text, i)
                out.append(name.group())
                i = name.end()
        elif c in "0123456789":
            i = NUMBER.match(text, i).end()
        elif text.startswith("::", i):
            out.append("::")
            i += 2
        else:
            out.append(c)
            i += 1
    return out


def string_end(text, i):
    """Just past the closing quote of a string whose text starts at i."""
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif text[i] == '"':
            return i + 1
        else:
            i += 1
    return i


def test_attribute(attribute):
    """Whether an attribute's tokens keep its item to test builds:
    `cfg(test)` or `cfg(all(test, …))`."""
    return attribute == ["cfg", "(", "test", ")"] or attribute[:6] == ["cfg", "(", "all", "(", "test", ","]


def closing(toks, i):
    """The index of the bracket that closes the one at i."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j] in OPEN:
            depth += 1
        elif toks[j] in CLOSE:
            depth -= 1
            if depth == 0:
                return j
    return len(toks) - 1


def item_end(toks, i):
    """Just past the item that starts at i: its `;` or its closing brace,
    or where the enclosing block ends."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j]
        if t in OPEN:
            depth += 1
        elif t in CLOSE:
            if depth == 0:
                return j
            depth -= 1
            if depth == 0 and t == "}":
                return j + 1
        elif t == ";" and depth == 0:
            return j + 1
    return len(toks)


def use_paths(toks):
    """The paths a use tree names, each with the name it binds (None for a
    glob): `a::{b, c::d as e, f::*}` gives (a,b) b, (a,c,d) e, (a,f) None.
    A leading `::` (another crate) is kept as an empty first segment."""
    toks = toks + [";"]
    found = []

    def tree(i, prefix):
        segments = list(prefix)
        if toks[i] == "::":
            segments.append("")
            i += 1
        while True:
            t = toks[i]
            if t == "{":
                i += 1
                while toks[i] not in ("}", ";"):
                    i = tree(i, segments)
                    if toks[i] == ",":
                        i += 1
                return i + 1 if toks[i] == "}" else i
            if t == "*":
                found.append((segments, None))
                return i + 1
            if not IDENT.fullmatch(t):
                return i + 1
            segments.append(t)
            i += 1
            if toks[i] == "::":
                i += 1
                continue
            if segments[-1] == "self":
                segments.pop()
            name = segments[-1] if segments else None
            if toks[i] == "as":
                name, i = toks[i + 1], i + 2
            if segments:
                found.append((segments, name))
            return i

    i = 0
    while toks[i] != ";":
        i = tree(i, [])
        if toks[i] == ",":
            i += 1
    return found


class File:
    """What one source file declares and names, by module (an inline
    `mod` is a module of its own within the file)."""

    def __init__(self, text, module):
        self.modules = {module}
        self.children = []  # (module, name, inline)
        self.items = []  # (module, name)
        self.uses = []  # (module, segments, bound name or None for a glob, at module level)
        self.paths = []  # (module, segments)
        self.read(tokens(text), module)

    def read(self, toks, module):
        """Walks the tokens, keeping track of the module and of whether the
        walk is directly in it (not in a function, impl or trait)."""
        scopes = []  # for each open brace: the module it opens, or None
        test_only = False
        i, n = 0, len(toks)
        while i < n:
            t = toks[i]
            here = next((s for s in reversed(scopes) if s is not None), module)
            in_module = not scopes or scopes[-1] is not None
            if t == "#" and i + 1 < n and toks[i + 1] in ("[", "!"):
                start = i + 1 if toks[i + 1] == "[" else i + 2
                if start < n and toks[start] == "[":
                    end = closing(toks, start)
                    if test_attribute(toks[start + 1 : end]):
                        if toks[i + 1] == "!":  # the whole module is a test
                            i = item_end(toks, end + 1) if scopes else n
                            continue
                        test_only = True
                    i = end + 1
                    continue
            if test_only:
                test_only = False
                i = item_end(toks, i)
                continue
            after = toks[i + 1] if i + 1 < n else ""
            if t == "use" and after != "<":  # not `impl Trait + use<'a>`
                end = i + 1
                while end < n and toks[end] != ";":
                    end += 1
                for segments, name in use_paths(toks[i + 1 : end]):
                    self.uses.append((here, segments, name, in_module))
                i = end + 1
                continue
            if t == "mod" and IDENT.fullmatch(after) and i + 2 < n and toks[i + 2] in (";", "{"):
                inline = toks[i + 2] == "{"
                self.children.append((here, after, inline))
                if inline:
                    scopes.append(here + (after,))
                    self.modules.add(here + (after,))
                i += 3
                continue
            if t == "macro_rules" and after == "!" and i + 3 < n:
                if in_module and IDENT.fullmatch(toks[i + 2]):
                    self.items.append((here, toks[i + 2]))
                # The body's paths are the caller's, written with `$crate`.
                i = closing(toks, i + 3) + 1 if toks[i + 3] in OPEN else i + 3
                continue
            if t in ITEM_KEYWORDS and in_module:
                name = self.item_name(toks, i)
                if name:
                    self.items.append((here, name))
            if t == "{":
                scopes.append(None)
            elif t == "}":
                if scopes:
                    scopes.pop()
            elif after == "::" and IDENT.fullmatch(t) and (i == 0 or toks[i - 1] != "::"):
                segments, j = [t], i + 1
                while j + 1 < n and toks[j] == "::" and IDENT.fullmatch(toks[j + 1]):
                    segments.append(toks[j + 1])
                    j += 2
                if len(segments) > 1:
                    self.paths.append((here, segments))
                i = j
                continue
            i += 1

    @staticmethod
    def item_name(toks, i):
        """The name that the item keyword at i defines, if it defines one."""
        t = toks[i]
        if i > 0 and toks[i - 1] in ("<", ",") and t == "const":
            return None  # a const generic parameter
        j = i + 1
        if t == "static" and j < len(toks) and toks[j] == "mut":
            j += 1
        if j >= len(toks) or not IDENT.fullmatch(toks[j]) or toks[j] in KEYWORDS or toks[j] == "_":
            return None
        if t == "union" and (j + 1 >= len(toks) or toks[j + 1] not in ("{", "<")):
            return None  # `union` is a keyword only before an item
        return toks[j]


class Crate:
    """One crate's files, modules and the dependencies between its files."""

    def __init__(self, src):
        self.src = Path(src)
        self.file_of = {}  # module → the file that holds it
        self.children = defaultdict(set)
        self.defined = defaultdict(set)
        self.bindings = defaultdict(dict)  # module → name → path, from module-level uses
        self.aliases = defaultdict(dict)  # module → name → path, from uses in its blocks
        self.globs = defaultdict(list)  # module → paths of its glob imports
        self.parsed = {}
        self.load(self.src / "lib.rs", (), self.src)

    def load(self, path, module, child_dir):
        """Reads a file and, through its `mod` declarations, the files of
        its submodules."""
        parsed = File(path.read_text(encoding="utf-8"), module)
        self.parsed[path] = parsed
        for m in parsed.modules:
            self.file_of[m] = path
        for m, name in parsed.items:
            self.defined[m].add(name)
        for m, segments, name, module_level in parsed.uses:
            if name is None:
                if module_level:
                    self.globs[m].append(segments)
            elif name != "_":
                (self.bindings if module_level else self.aliases)[m].setdefault(name, segments)
        for m, name, inline in parsed.children:
            self.children[m].add(name)
            if inline:
                continue
            folder = child_dir.joinpath(*m[len(module) :])
            for candidate in (folder / f"{name}.rs", folder / name / "mod.rs"):
                if candidate.is_file():
                    self.load(candidate, m + (name,), folder / name)
                    break

    def name(self, path):
        """How a file is called in the report: its module path, or `lib`;
        prefixed with its src folder outside the root package."""
        module = min((m for m, p in self.file_of.items() if p == path), key=len)
        short = "/".join(module) or "lib"
        return short if self.src == Path("src") else f"{self.src.as_posix()}/{short}"

    def absolute(self, module, segments, local=False, skip=None, depth=0, globs=True):
        """The path from the crate root that `segments`, written in
        `module`, names; None for another crate's (or a local's). With
        `globs`, a first name may come from one of the module's glob
        imports (the glob's own path may not)."""
        if not segments or depth > 40:
            return None
        head = segments[0]
        if head == "crate":
            return list(segments[1:])
        if head in ("self", "super"):
            base, i = list(module), 0
            while i < len(segments) and segments[i] in ("self", "super"):
                if segments[i] == "super":
                    if not base:
                        return None
                    base.pop()
                i += 1
            return base + list(segments[i:])
        if head in self.children[module] or head in self.defined[module]:
            return list(module) + list(segments)
        binding = self.bindings[module].get(head)
        if binding is None and local:
            binding = self.aliases[module].get(head)
        if binding is not None and (module, head) != skip:
            # A use names what it imports from outside itself: `use rules;`
            # is another crate, not the name it binds.
            target = self.absolute(module, binding, skip=(module, head), depth=depth + 1)
            return None if target is None else target + list(segments[1:])
        for glob in self.globs[module] if globs else ():
            source = self.absolute(module, glob, depth=depth + 1, globs=False)
            if source is not None and self.holds(tuple(source), head):
                return source + list(segments)
        return None

    def holds(self, module, name):
        """Whether `module` is a module of the crate with `name` in it."""
        return module in self.file_of and (
            name in self.children[module] or name in self.defined[module] or name in self.bindings[module]
        )

    def resolve(self, full, depth=0):
        """What a path from the crate root names: ("item", module that
        defines it, name), ("module", module, None), ("glob", module, "*"),
        or None for another crate's."""
        if full is None or depth > 40:
            return None
        for cut in range(len(full), -1, -1):
            prefix = tuple(full[:cut])
            if prefix not in self.file_of:
                continue
            rest = full[cut:]
            if not rest:
                return ("module", prefix, None)
            name = rest[0]
            if name == "*":
                return ("glob", prefix, "*")
            if name in self.defined[prefix]:
                return ("item", prefix, name)
            binding = self.bindings[prefix].get(name)
            if binding is not None:
                target = self.absolute(prefix, binding, skip=(prefix, name))
                return None if target is None else self.resolve(target + list(rest[1:]), depth + 1)
            outside = False
            for glob in self.globs[prefix]:
                source = self.absolute(prefix, glob, globs=False)
                if source is None:
                    outside = True
                elif self.holds(tuple(source), name):
                    return self.resolve(source + list(rest), depth + 1)
            if outside:
                return None  # from another crate's glob (a prelude)
            # Made by a macro or by generated code: still the file's.
            return ("item", prefix, name)
        return None

    def dependencies(self):
        """file → file it depends on → the names of the items it uses."""
        edges = {path: defaultdict(set) for path in self.parsed}
        for path, parsed in self.parsed.items():
            named = [(m, s, n is None) for m, s, n, _ in parsed.uses]
            named += [(m, s, False) for m, s in parsed.paths]
            for module, segments, glob in named:
                full = self.absolute(module, segments, local=True)
                if full is None:
                    continue
                found = self.resolve(full + ["*"] if glob else full)
                if found is None or found[0] == "module":
                    continue
                target = self.file_of[found[1]]
                if target != path:
                    edges[path][target].add(found[2])
        return edges

    def screen(self, path):
        """The screen a file belongs to, or None."""
        module = min((m for m, p in self.file_of.items() if p == path), key=len)
        if len(module) > len(SCREENS) and module[: len(SCREENS)] == SCREENS:
            return module[len(SCREENS)]
        return None


def check(crate):
    """The report's lines for one crate: its circles, and its screen
    imports."""
    edges = crate.dependencies()
    graph = {crate.name(p): {crate.name(q) for q in targets} for p, targets in edges.items()}
    circles = []
    for group in sorted(sorted(g) for g in strongly_connected(graph)):
        circles.append("import circle among: " + ", ".join(group))
        circles.append("  for example: " + " → ".join(one_cycle(graph, group)))
    imports = []
    for path, targets in edges.items():
        for target, items in targets.items():
            here, there = crate.screen(path), crate.screen(target)
            if here and there and here != there:
                through = ", ".join(sorted(items))
                imports.append(f"screen import: {crate.name(path)} → {crate.name(target)} (through {through})")
    return circles, sorted(imports)


def crates(argv):
    """The src folders to check: the one named, or every library found."""
    if len(argv) > 1:
        return [Path(argv[1])]
    found = [Path("src")] if Path("src/lib.rs").is_file() else []
    return found + sorted(p.parent for p in Path("crates").glob("*/src/lib.rs"))


def main():
    circles, imports = [], []
    for src in crates(sys.argv):
        if not (src / "lib.rs").is_file():
            print(f"{src}: no lib.rs", file=sys.stderr)
            return 2
        found = check(Crate(src))
        circles += found[0]
        imports += found[1]
    lines = circles + imports
    for line in lines:
        print(line)
    return 1 if lines else 0


def strongly_connected(edges):
    """The groups of more than one file that reach each other (Tarjan)."""
    index, low, stack, on, groups, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
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
    """A shortest circle through the group's first file (breadth first)."""
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
