#!/usr/bin/env python3
"""Writes, or checks, the tables of docs/architecture.md from the source.

For every message type (`#[derive(Message)]`) of src/: the files that send
it (a `MessageWriter<T>`, or `write_message(T…)` from a world or commands)
and the files that read it (`MessageReader<T>`). For every resource and
state: the files that can change it (`ResMut<T>`, `NextState<T>`,
`insert_resource(T…)`) and who its doc comment says writes it.

    tools/architecture.py          # prints the tables
    tools/architecture.py --check  # fails if docs/architecture.md differs,
                                   # or a "Written only by" names no function

Test modules and tests/ are left out: they drive the game from outside.
"""

import re
import sys
from pathlib import Path

SRC = Path("src")
DOC = Path("docs/architecture.md")
BEGIN = "<!-- tables: tools/architecture.py -->"
END = "<!-- end of tables -->"

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
        senders = users(files, rf"MessageWriter<'?\w*,?\s*{t}>|write_message\(\s*{t}\b|write_message\({t}::")
        readers = users(files, rf"MessageReader<'?\w*,?\s*{t}>")
        out.append(f"| `{type_name}` ({short(name)}) | {', '.join(map(short, senders)) or '–'} | "
                   f"{', '.join(map(short, readers)) or '–'} |")
    out += ["", "### Resources and states", "", "| resource | changed in | its one writer, as its doc says |",
            "|---|---|---|"]
    for type_name, (kind, name, doc) in sorted(found.items()):
        if kind != "resource":
            continue
        t = re.escape(type_name)
        writers = users(files, rf"ResMut<'?\w*,?\s*{t}>|NextState<'?\w*,?\s*{t}>|insert_resource\(\s*{t}\b"
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


def main():
    files = dict(sources())
    generated = tables(files)
    if "--check" not in sys.argv:
        print(generated, end="")
        return 0
    faults = unknown_writers(files)
    text = DOC.read_text() if DOC.exists() else ""
    if BEGIN not in text or END not in text:
        faults.append(f"{DOC} has no {BEGIN} … {END} section")
    elif text.split(BEGIN, 1)[1].split(END, 1)[0].strip() != generated.strip():
        faults.append(f"{DOC}'s tables differ from the source: run tools/architecture.py and paste its output")
    for fault in faults:
        print(fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
