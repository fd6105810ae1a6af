#!/usr/bin/env python3
"""Writes, or checks, the picture and the tables of docs/architecture.md
from the source.

The picture (Mermaid) draws the workspace's crates with the dependencies
their manifests name, and the game's screens: the folders of
src/app/screens/, the modules of src/app/ they use (as
tools/import-circles.py counts uses, which also fails if one screen uses
another), and the messages one screen sends that another reads.

The tables: for every message type (`#[derive(Message)]`) of src/, the
files that send it (a `MessageWriter<T>`, or `write_message(T…)` from a
world or commands) and the files that read it (`MessageReader<T>`); for
every resource and state, the files that can change it (`ResMut<T>`,
`NextState<T>`, `insert_resource(T…)`) and who its doc comment says writes
it.

    tools/architecture.py          # prints the picture and the tables
    tools/architecture.py --write  # writes them into docs/architecture.md
    tools/architecture.py --check  # fails if docs/architecture.md differs,
                                   # or a "Written only by" names no function

Test modules and tests/ are left out: they drive the game from outside.
"""

import importlib.util
import re
import sys
from pathlib import Path

SRC = Path("src")
DOC = Path("docs/architecture.md")
BEGIN = "<!-- tables: tools/architecture.py -->"
END = "<!-- end of tables -->"
PICTURE_BEGIN = "<!-- picture: tools/architecture.py -->"
PICTURE_END = "<!-- end of picture -->"

DERIVE = re.compile(
    r"((?:^[ \t]*///[^\n]*\n)*)^[ \t]*#\[derive\(([^)]*)\)\]\s*(?:#\[[^\]]*\]\s*)*"
    r"(?:pub(?:\([^)]*\))?\s+)?(?:struct|enum)\s+(\w+)",
    re.M,
)


def strip_tests(text):
    """The text before its test module, if it has one."""
    cut = re.search(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{", text)
    return text[: cut.start()] if cut else text


def sources():
    """Each library file (not main.rs) with its text, test modules cut."""
    for path in sorted(SRC.rglob("*.rs")):
        if path == SRC / "main.rs":
            continue
        yield path.relative_to(SRC).as_posix(), strip_tests(path.read_text())


def doc_text(lines):
    """A doc comment as one line of text."""
    return " ".join(l.strip()[3:].strip() for l in lines.splitlines() if l.strip())


def types(files):
    """Message and resource types: name → (kind, file, doc)."""
    found = {}
    for name, text in files.items():
        for doc, derives, type_name in DERIVE.findall(text):
            derived = {d.strip() for d in derives.split(",")}
            if "Message" in derived:
                found[type_name] = ("message", name, doc_text(doc))
            elif derived & {"Resource", "States", "SubStates"}:
                found[type_name] = ("resource", name, doc_text(doc))
    return found


def users(files, pattern):
    """The files whose text matches `pattern`."""
    return sorted(name for name, text in files.items() if re.search(pattern, text))


def short(name):
    """src/app/x.rs → app/x."""
    return name[:-3].removesuffix("/mod")


def writer_claim(doc):
    """What a doc comment says of the writer, from "Written only by"."""
    match = re.search(r"\bonly by (.*?)(?:\.(?:\s|$)|:|$)", doc)
    return match.group(1).replace("[", "").replace("]", "") if match else ""


def tables(files):
    """The two tables, as markdown."""
    found = types(files)
    out = ["### Messages", "", "| message | sent by | read by |", "|---|---|---|"]
    for type_name, (kind, name, _) in sorted(found.items()):
        if kind != "message":
            continue
        t = re.escape(type_name)
        senders = users(files, rf"MessageWriter<(?:'\w+,\s*)?{t}>|write_message\(\s*{t}\b|write_message\({t}::")
        readers = users(files, rf"MessageReader<(?:'\w+,\s*)?{t}>")
        out.append(f"| `{type_name}` ({short(name)}) | {', '.join(map(short, senders)) or '–'} | "
                   f"{', '.join(map(short, readers)) or '–'} |")
    out += ["", "### Resources and states", "", "| resource | changed in | its one writer, as its doc says |",
            "|---|---|---|"]
    for type_name, (kind, name, doc) in sorted(found.items()):
        if kind != "resource":
            continue
        t = re.escape(type_name)
        writers = users(files, rf"ResMut<(?:'\w+,\s*)?{t}>|NextState<(?:'\w+,\s*)?{t}>|insert_resource\(\s*{t}\b"
                               rf"|insert_resource\({t}::")
        claim = writer_claim(doc) or "–"
        out.append(f"| `{type_name}` ({short(name)}) | {', '.join(map(short, writers)) or 'set up once'} | {claim} |")
    return "\n".join(out) + "\n"


def unknown_writers(files):
    """Each "Written only by `f`" whose `f` is no function of the crate."""
    functions = set()
    for text in files.values():
        functions |= set(re.findall(r"\bfn\s+(\w+)", text))
    faults = []
    for type_name, (_, name, doc) in types(files).items():
        for named in re.findall(r"`(\w+)`", writer_claim(doc)):
            if named not in functions and not named[0].isupper() and named not in module_names(files):
                faults.append(f"{name}: {type_name} is written only by `{named}`, but no function has that name")
    return faults


def module_names(files):
    """The last part of every module's path."""
    return {Path(short(n)).name for n in files}


def workspace_crates():
    """Each crate of the workspace, by its name in the others' manifests
    (its folder's, for one no other uses), with its package's name and the
    crates it depends on: the game (the root package) and crates/*."""
    root = Path("Cargo.toml").read_text()
    keys = dict(re.findall(r'^(\w+) = \{ package = "([\w-]+)", path = "crates/', root, re.M))
    manifests = {"game": ("chinese-checkers", root.split("[package]", 1)[1])}
    for manifest in sorted(Path("crates").glob("*/Cargo.toml")):
        name = re.search(r'^name = "([\w-]+)"', manifest.read_text(), re.M).group(1)
        key = next((k for k, package in keys.items() if package == name), manifest.parent.name)
        manifests[key] = (name, manifest.read_text())
    crates = {}
    for key, (name, manifest) in manifests.items():
        section = re.search(r"^\[dependencies\]\n(.*?)(?=^\[|\Z)", manifest, re.M | re.S)
        used = re.findall(r"^(\w+)\.workspace = true", section.group(1) if section else "", re.M)
        crates[key] = (name, sorted(u for u in used if u in keys))
    return crates


def screen_graph():
    """The screens, the modules of src/app/ they use, and the messages one
    screen sends that another reads, from tools/import-circles.py's count
    of uses."""
    spec = importlib.util.spec_from_file_location("import_circles", Path(__file__).with_name("import-circles.py"))
    circles = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(circles)
    crate = circles.Crate(SRC)
    screens, shared = set(), set()
    for path, targets in crate.dependencies().items():
        screen = crate.screen(path)
        if screen is None:
            continue
        screens.add(screen)
        for target in targets:
            parts = crate.name(target).split("/")
            if crate.screen(target) is None and parts[0] == "app" and len(parts) > 1:
                shared.add(parts[1])
    return sorted(screens), sorted(shared)


def screen_of(name):
    """The screen of a file named as the tables name it (app/screens/x/…)."""
    parts = short(name).split("/")
    return parts[2] if len(parts) > 2 and parts[:2] == ["app", "screens"] else None


def screen_messages(files):
    """(sender, message, reader): a message sent in one screen for another,
    read by screens alone (a message that the game's own modules read, such
    as a new game's request, is theirs, though a screen may listen too)."""
    found = []
    for type_name, (kind, _, _) in sorted(types(files).items()):
        if kind != "message":
            continue
        t = re.escape(type_name)
        senders = users(files, rf"MessageWriter<(?:'\w+,\s*)?{t}>|write_message\(\s*{t}\b|write_message\({t}::")
        readers = users(files, rf"MessageReader<(?:'\w+,\s*)?{t}>")
        if not readers or any(screen_of(r) is None for r in readers):
            continue
        pairs = {(screen_of(s), screen_of(r)) for s in senders for r in readers}
        found += sorted((a, type_name, b) for a, b in pairs if a and b and a != b)
    return found


def picture(files):
    """The Mermaid picture of the crates and the screens."""
    crates = workspace_crates()
    out = ["```mermaid", "flowchart TB", '    subgraph workspace["the workspace: no crate uses one above it"]']
    for key in sorted(crates, key=lambda k: (k != "game", k)):
        label = "chinese-checkers: the game and its command line" if key == "game" else crates[key][0]
        out.append(f'        {key}["{label}"]')
    for key, (_, used) in sorted(crates.items()):
        out += [f"        {key} --> {u}" for u in used]
    out.append("    end")
    screens, shared = screen_graph()
    out.append('    subgraph app["src/app, the game\'s Bevy app"]')
    out.append('        subgraph screens["screens/: a folder each, none uses another"]')
    out += [f"            {s}" for s in screens]
    out.append("        end")
    out.append('        shared["what screens share: ' + " · ".join(shared) + '"]')
    out.append("        screens --> shared")
    senders = {}
    for sender, message, reader in screen_messages(files):
        senders.setdefault((message, reader), []).append(sender)
    for (message, reader), names in sorted(senders.items()):
        out.append(f"        {' & '.join(names)} -. {message} .-> {reader}")
    out += ["    end", "```"]
    return "\n".join(out) + "\n"


def section(text, begin, end):
    """The text between two markers, or None."""
    if begin not in text or end not in text:
        return None
    return text.split(begin, 1)[1].split(end, 1)[0].strip()


def main():
    files = dict(sources())
    generated = tables(files)
    drawn = picture(files)
    sections = ((PICTURE_BEGIN, PICTURE_END, drawn, "picture"), (BEGIN, END, generated, "tables"))
    if "--check" not in sys.argv and "--write" not in sys.argv:
        print(drawn)
        print(generated, end="")
        return 0
    text = DOC.read_text() if DOC.exists() else ""
    faults = [f"{DOC} has no {begin} … {end} section" for begin, end, _, _ in sections if section(text, begin, end) is None]
    if "--write" in sys.argv and not faults:
        for begin, end, made, _ in sections:
            before, rest = text.split(begin, 1)
            text = before + begin + "\n" + made.strip() + "\n" + end + rest.split(end, 1)[1]
        DOC.write_text(text)
        return 0
    faults += unknown_writers(files)
    for begin, end, made, what in sections:
        found = section(text, begin, end)
        if found is not None and found != made.strip():
            faults.append(f"{DOC}'s {what} differs from the source: run tools/architecture.py --write")
    for fault in faults:
        print(fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
