#!/usr/bin/env python3
"""Cuts the Chinese font the game ships down to the characters its
catalogues use, so that it stays small.

The source is Noto Sans CJK SC Regular, from Debian's fonts-noto-cjk
package (/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, face 2) or
any NotoSansCJK*.ttc or NotoSansSC*.otf given as the first argument. It
needs fontTools (`pip install fonttools`).

Run it again after adding or changing Chinese text:

    python3 tools/cut-chinese-font.py [SOURCE]

It writes assets/fonts/NotoSansSC-Subset.otf with every character of the
catalogues in assets/locales/ that Inter, the game's main font, lacks,
plus common CJK punctuation.
"""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# The face of Simplified Chinese in the collection.
FACE = 2
OUT = ROOT / "assets" / "fonts" / "NotoSansSC-Subset.otf"
# Punctuation a Chinese text uses even where the catalogue does not yet.
PUNCTUATION = "，。、：；！？（）「」『』《》〈〉—…·“”‘’　"


def wanted_characters():
    """Every character of every catalogue that is not plain ASCII."""
    chars = set(PUNCTUATION)
    for path in sorted((ROOT / "assets" / "locales").glob("*/*.ftl")):
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x2FF)
    return "".join(sorted(chars))


def main():
    source = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE
    if not source.exists():
        sys.exit(f"{source}: no such font; install fonts-noto-cjk or give the font's path")
    text = wanted_characters()
    command = [
        sys.executable, "-m", "fontTools.subset", str(source),
        f"--text={text}",
        f"--output-file={OUT}",
        "--layout-features=*",
        "--name-IDs=*",
        "--no-hinting",
        "--desubroutinize",
    ]
    if source.suffix == ".ttc":
        command.append(f"--font-number={FACE}")
    subprocess.run(command, check=True)
    print(f"{OUT.relative_to(ROOT)}: {len(text)} characters, {OUT.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
