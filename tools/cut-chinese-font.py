#!/usr/bin/env python3
"""Cuts the Chinese font the game ships down to the characters it needs,
so that it stays small: those of the catalogues and of the language names,
and the 3,755 common characters of GB 2312's first level, which cover the
names players type and setup files give.

The source is Noto Sans CJK SC Regular, from Debian's fonts-noto-cjk
package (/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, face 2) or
any NotoSansCJK*.ttc or NotoSansSC*.otf given as the first argument. It
needs fontTools (`pip install fonttools`).

Run it again after adding or changing Chinese text:

    python3 tools/cut-chinese-font.py [SOURCE]

It writes assets/fonts/NotoSansSC-Subset.otf.
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


def common_characters():
    """The first level of GB 2312: the 3,755 most common characters."""
    chars = set()
    for high in range(0xB0, 0xD8):
        for low in range(0xA1, 0xFF):
            try:
                chars.add(bytes([high, low]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return chars


def wanted_characters():
    """Every character beyond Latin of the catalogues and the language
    names, the common characters and CJK punctuation."""
    chars = set(PUNCTUATION) | common_characters()
    texts = sorted((ROOT / "assets" / "locales").glob("*/*.ftl")) + [ROOT / "src" / "locale" / "mod.rs"]
    for path in texts:
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
    ]
    if source.suffix == ".ttc":
        command.append(f"--font-number={FACE}")
    subprocess.run(command, check=True)
    print(f"{OUT.relative_to(ROOT)}: {len(text)} characters, {OUT.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
