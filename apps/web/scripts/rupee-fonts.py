#!/usr/bin/python3
"""
Cuts the rupee sign (U+20B9) out of Inter's and Playfair Display's Latin-extended faces into
faces of their own, about 1 KB each, so that a page showing prices does not fetch 85 KB and 21 KB
of Latin-extended letters for one sign (docs/decisions/0085-a-face-for-the-rupee-sign.md).

Run by hand when the fonts change, with Debian's fontTools (apt-get install python3-fonttools
python3-brotli): /usr/bin/python3 apps/web/scripts/rupee-fonts.py. The faces are committed; the
build does not need fontTools. Under the SIL Open Font License a modified font may not keep a
Reserved Font Name ("Playfair Display" has one), so both faces are renamed.
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[3]
FONTSOURCE = ROOT / "node_modules" / "@fontsource-variable"
OUT = ROOT / "apps" / "web" / "src" / "assets" / "fonts"

FACES = {
    "rupee-sans.woff2": (FONTSOURCE / "inter" / "files" / "inter-latin-ext-wght-normal.woff2", "Inai Rupee Sans"),
    "rupee-serif.woff2": (
        FONTSOURCE / "playfair-display" / "files" / "playfair-display-latin-ext-wght-normal.woff2",
        "Inai Rupee Serif",
    ),
}


def rename(font: TTFont, family: str) -> None:
    """Every name a font goes by (family, full, PostScript, typographic family) to `family`."""
    postscript = family.replace(" ", "")
    for record in font["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = family
        elif record.nameID == 3:
            record.string = f"{postscript};subset"
        elif record.nameID == 6:
            record.string = postscript


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    for name, (source, family) in FACES.items():
        font = subset.load_font(str(source), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[0x20B9])
        subsetter.subset(font)
        rename(font, family)
        subset.save_font(font, str(OUT / name), options)
        print(f"{name}: {(OUT / name).stat().st_size} bytes from {source.name}")


if __name__ == "__main__":
    main()
