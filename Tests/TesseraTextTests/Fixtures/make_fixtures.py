#!/usr/bin/env python3
"""Writes shaping.json: reference advances from HarfBuzz's own command-line shaper, hb-shape, for TesseraText's tests.

Run from anywhere: python3 Tests/TesseraTextTests/Fixtures/make_fixtures.py   (needs hb-shape: Debian libharfbuzz-bin)

For each case the text is split into font runs the way TesseraText's fallback works: each character goes to the
first font that has it (Inter, then Noto Sans CJK KR). Which characters Inter has is read from hb-shape itself
(glyph 0 is .notdef). Each run is shaped with hb-shape at the font's units per em (its default size) with the
default OpenType font functions, and its advance (sum of x advances, design units) recorded. The fonts' metrics are
read from their own tables (head, hhea, OS/2) with the rule HarfBuzz applies (OS/2 typo metrics when the
USE_TYPO_METRICS bit is set, hhea otherwise), and every font file's size and SHA-256 are recorded so the tests can
tell when a system font update makes the fixtures stale.
"""
from __future__ import annotations

import hashlib
import json
import os
import struct
import subprocess

INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
NOTO = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
FONTS = {
    "inter-regular": (INTER.format("Regular"), 0),
    "inter-bold": (INTER.format("Bold"), 0),
    "noto-kr-regular": (NOTO.format("Regular"), 1),
    "noto-kr-bold": (NOTO.format("Bold"), 1),
}
# weight -> (primary font, fallback font)
CHAINS = {"regular": ("inter-regular", "noto-kr-regular"), "bold": ("inter-bold", "noto-kr-bold")}

CASES = [
    # English
    ("regular", "Hello, world"),
    ("regular", "The quick brown fox jumps over the lazy dog."),
    ("regular", "Collection view compositional layout"),
    ("regular", "AVATAR Wave TYPE office affinity"),
    ("regular", "12:30 \u2014 4\u00d74 = 16, (e.g.) \u201cquoted\u201d"),
    ("regular", "Tessera's line-break rules (UAX #14)"),
    ("bold", "Hello, world"),
    ("bold", "Supplementary orthogonal scrolling"),
    # Korean
    ("regular", "\uc548\ub155\ud558\uc138\uc694"),
    ("regular", "\uc624\ub298 \ub0a0\uc528\uac00 \uc815\ub9d0 \uc88b\uc2b5\ub2c8\ub2e4"),
    ("regular", "\ucec8\ub809\uc158 \ubdf0\uc758 \ub808\uc774\uc544\uc6c3\uc744 \uacc4\uc0b0\ud569\ub2c8\ub2e4."),
    ("bold", "\uc11c\uc6b8\uc5d0\uc11c \ubd80\uc0b0\uae4c\uc9c0 \uae30\ucc28\ub97c \ud0c0\uace0"),
    # Mixed
    ("regular", "Hello \uc548\ub155\ud558\uc138\uc694 world"),
    ("regular", "iPhone\uc5d0\uc11c \uc0ac\uc9c4\uc744 \ubd05\ub2c8\ub2e4"),
    ("regular", "UICollectionView \ub808\uc774\uc544\uc6c3 (Compositional)"),
    ("regular", "Tessera 2024\ub144 11\uc6d4, \u6f22\u5b57 \u3068 \u304b\u306a\u3002"),
    ("bold", "Bold \ud55c\uad6d\uc5b4 text"),
    ("regular", "\U00020b9f\U0002123d \uc57c\uc2dd text"),  # ideographs beyond the BMP (surrogate pairs in UTF-16)
]


def hb_shape(font: str, text: str) -> list[dict]:
    path, index = FONTS[font]
    out = subprocess.run(["hb-shape", "--output-format=json", "--no-glyph-names", f"--face-index={index}",
                          "--font-funcs=ot", path, text], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def runs_for(weight: str, text: str) -> list[tuple[str, str]]:
    """[(font, run text)]: each character in the first font that has it."""
    primary, fallback = CHAINS[weight]
    missing = {g["cl"] for g in hb_shape(primary, text) if g["g"] == 0}  # clusters are character indices
    runs: list[tuple[str, str]] = []
    for i, ch in enumerate(text):
        font = fallback if i in missing else primary
        if runs and runs[-1][0] == font:
            runs[-1] = (font, runs[-1][1] + ch)
        else:
            runs.append((font, ch))
    return runs


def tables(data: bytes, index: int) -> dict[str, bytes]:
    base = 0
    if data[:4] == b"ttcf":
        base = struct.unpack_from(">I", data, 12 + 4 * index)[0]
    count = struct.unpack_from(">H", data, base + 4)[0]
    found = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, base + 12 + 16 * i)
        found[tag.decode("latin-1")] = data[offset:offset + length]
    return found


def metrics(path: str, index: int) -> dict:
    with open(path, "rb") as f:
        data = f.read()
    t = tables(data, index)
    upem = struct.unpack_from(">H", t["head"], 18)[0]
    revision = struct.unpack_from(">i", t["head"], 4)[0] / 65536
    ascender, descender, line_gap = struct.unpack_from(">hhh", t["hhea"], 4)
    os2 = t["OS/2"]
    fs_selection = struct.unpack_from(">H", os2, 62)[0]
    typo = struct.unpack_from(">hhh", os2, 68)
    if fs_selection & (1 << 7):  # USE_TYPO_METRICS
        ascender, descender, line_gap = typo
    return {"path": path, "faceIndex": index, "size": len(data), "sha256": hashlib.sha256(data).hexdigest(),
            "fontRevision": round(revision, 5), "unitsPerEm": upem, "ascender": ascender, "descender": descender,
            "lineGap": line_gap}


def main() -> None:
    version = subprocess.run(["hb-shape", "--version"], check=True, capture_output=True, text=True).stdout
    cases = []
    for weight, text in CASES:
        runs = []
        for font, run in runs_for(weight, text):
            glyphs = hb_shape(font, run)
            assert all(g["g"] != 0 for g in glyphs), f"{font} lacks a glyph in {run!r}"
            runs.append({"font": font, "text": run, "advance": sum(g["ax"] for g in glyphs)})
        cases.append({"weight": weight, "text": text, "runs": runs})
    fixture = {
        "generator": "Tests/TesseraTextTests/Fixtures/make_fixtures.py",
        "hbShapeVersion": version.splitlines()[0],
        "fonts": {name: metrics(path, index) for name, (path, index) in FONTS.items()},
        "cases": cases,
    }
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shaping.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(fixture, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {out}: {len(cases)} cases")


if __name__ == "__main__":
    main()
