#!/usr/bin/env python3
"""Fails when a text a player would read is written as a string literal in
src/app rather than looked up in the language catalogues.

How it tells a player's text from other strings:
- Only literals that read as words count: after `{…}` placeholders are
  taken out, the literal holds a capitalised word ("Back") or two words
  with a space between them ("turn back"). Keys ("menu-quit"), file names,
  paths, numbers and symbols ("?", "✔", "×2") do not.
- Literals inside these calls are not shown to a player and do not count:
  log lines and assertions (info!, warn!, panic!, expect, …), `Display`
  texts (write!, write_str: for logs and the command line; the interface
  words typed errors through the catalogues), entity names (Name::new),
  egui ids (Grid::new, from_id_salt, Id::new, push_id, the id of
  anchored/scroll/page_with_back/rules_editor/table, …) and the catalogue
  lookups themselves.
- Comments, `#[cfg(test)]` modules, `impl Display` blocks (texts for logs
  and the command line) and `#[…]` attributes are skipped.
- A few literals are named in ALLOWED below, each with the reason.

Usage: python3 tools/ui-literals.py  (exit status 1 with a list when any
literal is found).
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Calls whose string arguments a player never reads.
EXEMPT_CALLS = {
    # logs, assertions and failures a developer reads
    "info!", "warn!", "error!", "debug!", "trace!", "panic!", "unreachable!", "todo!",
    "assert!", "assert_eq!", "assert_ne!", "debug_assert!", "expect", "expect_err", "bevy_log::info!",
    # texts for logs and the command line
    "write!", "writeln!", "write_str", "eprintln!", "println!",
    # names and ids
    "Name::new", "from_id_salt", "id_salt", "Id::new", "push_id", "make_persistent_id", "Grid::new",
    "anchored", "scroll", "page_with_back", "Area::new", "rules_editor", "table", "log_place",
    # the catalogue lookups, whose strings are keys
    "texts.get", "texts.with", "texts.find", "english.find",
    # files, environment and shader paths
    "env::var", "with_extension", "embedded_path", "include_str!", "include_bytes!",
    "concat!", "env!", "option_env!", "Path::new", "PathBuf::from",
}
# Literals that are not a player's text though they read as words: the
# start of the literal in its file, and why.
ALLOWED = {
    ("src/app/graphics_check.rs", "no graphics adapter found"): "printed on the terminal when no window can open",
    ("src/app/names.rs", "You"): "the person's seat name as setup files write it",
    ("src/app/net/host.rs", "an unknown address"): "part of a log line",
    ("src/app/net/host.rs", "takes seat"): "part of a log line",
    ("src/app/net/room/link.rs", "room link"): "a thread's name",
    ("src/app/net/room/link.rs", "room reader"): "a thread's name",
}
WORDS = re.compile(r"[A-Z][a-z]+|[A-Za-z]{2,} [A-Za-z]{2,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def literals(source):
    """Yields (line, text, enclosing calls) for each string literal of Rust
    `source`, outside comments and attributes."""
    i, line, n = 0, 1, len(source)
    stack = []  # (name of the call or "", depth kind)
    last_word = ""
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
            continue
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
            continue
        if source.startswith("/*", i):
            j = source.find("*/", i)
            line += source.count("\n", i, j)
            i = n if j < 0 else j + 2
            continue
        if c == "#" and source.startswith("[", i + 1):
            depth, j = 0, i + 1
            while j < n:
                if source[j] == "[":
                    depth += 1
                elif source[j] == "]":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            line += source.count("\n", i, j)
            i = j + 1
            continue
        raw = re.match(r'(b?)r(#*)"', source[i:])
        if raw and (i == 0 or not (source[i - 1].isalnum() or source[i - 1] == "_")):
            end = '"' + raw.group(2)
            start = i + raw.end()
            j = source.find(end, start)
            yield line, source[start:j], [name for name, _ in stack]
            line += source.count("\n", i, j)
            i = j + len(end)
            last_word = ""
            continue
        if c == '"':
            j = i + 1
            while source[j] != '"':
                j += 2 if source[j] == "\\" else 1
            yield line, source[i + 1 : j], [name for name, _ in stack]
            line += source.count("\n", i, j)
            i = j + 1
            last_word = ""
            continue
        if c == "'":
            m = re.match(r"'(\\.|[^\\'])'", source[i:])
            if m:
                i += m.end()
                continue
        if c.isalpha() or c == "_":
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*!?", source[i:])
            word = m.group(0)
            # a method call keeps its receiver's last name: texts.get
            last_word = f"{last_word}{word}" if last_word.endswith(".") else word
            i += m.end()
            continue
        if c == "." and last_word and not last_word.endswith("."):
            last_word += "."
            i += 1
            continue
        if c in "([{":
            stack.append((last_word if c == "(" else "", c))
            last_word = ""
        elif c in ")]}":
            if stack:
                stack.pop()
            last_word = ""
        elif not c.isspace():
            last_word = ""
        i += 1


def exempt(calls):
    """Whether a literal inside these calls (innermost last) is exempt: any
    of them is one of EXEMPT_CALLS, by its whole path or its last names."""
    for name in calls:
        for separator in ("::", "."):
            parts = name.split(separator)
            if any(separator.join(parts[i:]) in EXEMPT_CALLS for i in range(len(parts))):
                return True
    return False


DISPLAY_IMPL = re.compile(r"impl(<[^>]*>)? +((std::)?fmt::)?Display for [^{]*\{")


def strip_tests(source):
    """The source without its `#[cfg(test)]` module (kept at a file's end)
    and with its `impl Display` blocks blanked, lines kept."""
    at = source.find("#[cfg(test)]\nmod tests")
    source = source if at < 0 else source[:at]
    while (m := DISPLAY_IMPL.search(source)) is not None:
        depth, j = 1, m.end()
        while depth and j < len(source):
            depth += {"{": 1, "}": -1}.get(source[j], 0)
            j += 1
        blank = "".join(c if c == "\n" else " " for c in source[m.start() : j])
        source = source[: m.start()] + blank + source[j:]
    return source


def main():
    found = []
    for path in sorted((ROOT / "src" / "app").rglob("*.rs")):
        source = strip_tests(path.read_text(encoding="utf-8"))
        for line, text, calls in literals(source):
            relative = str(path.relative_to(ROOT))
            if exempt(calls) or any(relative == file and text.startswith(start) for file, start in ALLOWED):
                continue
            if WORDS.search(PLACEHOLDER.sub("", text)):
                found.append(f"{path.relative_to(ROOT)}:{line}: {text!r}")
    if found:
        print("Texts a player reads belong in assets/locales/<language>/*.ftl:")
        print("\n".join(found))
        sys.exit(1)
    print("no player-visible string literal in src/app")


if __name__ == "__main__":
    main()
