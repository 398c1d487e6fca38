"""The pictures bar of issue 12: the largest dataset puzzles drawn solved, and a 24-puzzle book.

    .venv/bin/python benchmarks/pictures.py [--seed N] [--out DIR]

1. The largest puzzle of each genre in the puzzlekit dataset (the 60x60
   Slitherlink ``60x60_1``, which has no published solution, and the 40x58
   Masyu ``760_40x58``) is solved with loopcp and written as SVG, PNG and
   PDF with ``pictures.write_picture``, as ``loopcp draw --solution`` does.
   Each file is opened again (the SVG parsed and rasterised, the PNG
   decoded, the PDF page rasterised by pypdfium2) and probed at 20 random
   loop edges (ink) and 20 random edges off the loop (no ink).
2. A book of 24 10x10 Slitherlink puzzles from the dataset is written by a
   fresh interpreter, start-up included, once with the published
   solutions and once leaving loopcp to solve them.

Prints one line per figure; exits 1 if a probe or the 10 s book bar fails.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pypdfium2
from PIL import Image

from loopcp import pictures, search
from loopcp.formats import puzzlekit
from loopcp.genres import get_genre
from loopcp.puzzle import Edge, Puzzle

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "datasets" / "puzzlekit"
DARK, LIGHT = 100, 150  # luminance of loop ink, and of an edge off the loop
PDF_SCALE = 4.0  # pypdfium2 pixels per PDF point
MM = 72 / 25.4

BOOK = """
import json, sys, time
from loopcp import pictures
from loopcp.formats import puzzlekit
data = json.load(open(sys.argv[1]))["data"]
keys = sorted(k for k in data if k.endswith("_10x10") and data[k]["solution"])[:24]

def loop(k, puzzle):
    if sys.argv[3] == "given":
        return puzzlekit.slitherlink_loop(data[k]["solution"])
    from loopcp import search  # as loopcp draw does for a book
    return search.solve(puzzle, max_solutions=1).solutions[0]

puzzles = [(k, puzzlekit.parse_slitherlink(data[k]["problem"])) for k in keys]
items = [pictures.BookItem(puzzle, loop(k, puzzle), seed=n) for n, (k, puzzle) in enumerate(puzzles)]
pictures.write_book(sys.argv[2], items)
"""


def probes(
    image: Image.Image, puzzle: Puzzle, loop: frozenset[Edge], where: Callable[[float, float], tuple[int, int]]
) -> tuple[int, int]:
    """How many of 20 random loop edges read ink and of 20 random other edges read none."""
    rng = random.Random(f"{puzzle.rows}x{puzzle.cols}")
    others = sorted(set(get_genre(puzzle.genre).lattice(puzzle).edges()) - loop)
    grey = image.convert("L")

    def lum(edge: Edge) -> int:
        value = grey.getpixel(where(*pictures.edge_midpoint(puzzle, edge)))
        assert isinstance(value, int)
        return value

    inked = sum(lum(e) < DARK for e in rng.sample(sorted(loop), 20))
    clear = sum(lum(e) > LIGHT for e in rng.sample(others, 20))
    return inked, clear


def pixels(puzzle: Puzzle, scale: float) -> Callable[[float, float], tuple[int, int]]:
    """SVG user point to PNG pixel, at ``scale`` pixels per cell."""
    vx, vy, _, _ = pictures.view_box(puzzle)
    return lambda x, y: (int((x - vx) * scale), int((y - vy) * scale))


def page_pixels(puzzle: Puzzle) -> Callable[[float, float], tuple[int, int]]:
    """SVG user point to a pixel of the PDF page rendered at PDF_SCALE."""
    vx, vy, vw, _ = pictures.view_box(puzzle)
    x0, y0, w, _ = pictures.page_box(puzzle)
    unit = w / vw * MM * PDF_SCALE
    return lambda x, y: (int(x0 * MM * PDF_SCALE + (x - vx) * unit), int(y0 * MM * PDF_SCALE + (y - vy) * unit))


def draw_solved(name: str, puzzle: Puzzle, out: Path) -> bool:
    """Solve, write three files, open and probe each; print the figures; True when every probe passed."""
    start = time.perf_counter()
    result = search.solve(puzzle, max_solutions=1)
    loop = result.solutions[0].edges()
    print(f"{name}: {puzzle.rows}x{puzzle.cols}, solved in {time.perf_counter() - start:.2f} s, {len(loop)} loop edges")
    ok = True
    for ext in (".svg", ".png", ".pdf"):
        path = out / f"{name}{ext}"
        start = time.perf_counter()
        pictures.write_picture(path, puzzle, loop)
        seconds = time.perf_counter() - start
        start = time.perf_counter()
        if ext == ".svg":
            text = path.read_text()
            ET.fromstring(text)
            image = Image.open(io.BytesIO(pictures.rasterise(text)))
            where = pixels(puzzle, pictures.SIZE)
        elif ext == ".png":
            image = Image.open(path)
            where = pixels(puzzle, pictures.SIZE)
        else:
            doc = pypdfium2.PdfDocument(path)
            assert len(doc) == 1
            image = doc[0].render(scale=PDF_SCALE).to_pil()
            where = page_pixels(puzzle)
        inked, clear = probes(image, puzzle, loop, where)
        ok &= inked == clear == 20
        print(
            f"  {ext[1:]}: written in {seconds:.2f} s, {path.stat().st_size:,} bytes, "
            f"{image.size[0]}x{image.size[1]} px "
            f"opened and probed in {time.perf_counter() - start:.2f} s: ink {inked}/20, no ink {clear}/20"
        )
    return ok


def main() -> int:
    """Run the bar; 0 when it holds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="keep the pictures in this directory")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="loopcp-pictures-"))
    out.mkdir(parents=True, exist_ok=True)
    slither = json.loads((SHARED / "Slitherlink_dataset.json").read_text())["data"]
    masyu = json.loads((SHARED / "Masyu_dataset.json").read_text())["data"]
    ok = draw_solved("slitherlink-60x60_1", puzzlekit.parse_slitherlink(slither["60x60_1"]["problem"]), out)
    ok &= draw_solved("masyu-760_40x58", puzzlekit.parse_masyu(masyu["760_40x58"]["problem"]), out)
    for given in ("given", "solved"):
        path = out / f"book-{given}.pdf"
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", BOOK, str(SHARED / "Slitherlink_dataset.json"), str(path), given], check=True
        )
        seconds = time.perf_counter() - start
        pages = len(pypdfium2.PdfDocument(path))
        solutions = "published solutions" if given == "given" else "solutions found by loopcp"
        print(
            f"book of 24 10x10 puzzles, {solutions}: {seconds:.2f} s with start-up, {pages} pages, "
            f"{path.stat().st_size:,} bytes"
        )
        ok &= seconds < 10
    print(f"pictures in {out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
