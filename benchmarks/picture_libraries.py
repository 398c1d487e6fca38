"""Measure the candidate libraries for PNG and PDF pictures (the figures in docs/pictures.md).

Run inside the project's environment, with the candidates installed:

    .venv/bin/pip install resvg-py fpdf2 reportlab svglib pypdfium2
    .venv/bin/python benchmarks/picture_libraries.py

Each candidate draws the same SVGs (``loopcp.pictures.svg``): the 60x60
Slitherlink ``60x60_1`` solved, and a book of 24 10x10 puzzles from the
puzzlekit dataset as 48 pictures (puzzles and solutions, 6 to a page).  A
candidate that is not installed is skipped.  Times are wall clock, best
of three; import times are measured in a fresh interpreter.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from loopcp import pictures, search
from loopcp.formats import puzzlekit

DATASET = Path("/work/shared/datasets/puzzlekit/Slitherlink_dataset.json")


def best(fn: Callable[[], object], runs: int = 3) -> tuple[float, object]:
    """The fastest of a few runs, and the last result."""
    times = []
    out: object = None
    for _ in range(runs):
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return min(times), out


def import_seconds(module: str) -> float | None:
    """How long a fresh interpreter takes to import a module (minus a bare start)."""

    def run(code: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        return time.perf_counter() - start

    try:
        bare = min(run("pass") for _ in range(3))
        return min(run(f"import {module}") for _ in range(3)) - bare
    except subprocess.CalledProcessError:
        return None


def fpdf2_pages(svgs: list[str], per_page: int) -> bytes:
    """One A4 PDF, ``per_page`` SVGs to a page, with fpdf2's SVG import."""
    from fpdf import FPDF  # noqa: PLC0415

    pdf = FPDF(unit="mm", format="A4")
    pdf.set_creation_date(pictures.FIXED_DATE)  # else the bytes change with the clock
    for k, text in enumerate(svgs):
        if k % per_page == 0:
            pdf.add_page()
        slot = k % per_page
        side = 180 / (2 if per_page > 1 else 1)
        x, y = 15 + (slot % 2) * side, 15 + (slot // 2) * side
        pdf.image(io.BytesIO(text.encode()), x=x, y=y, w=side * 0.9, h=side * 0.9)
    return bytes(pdf.output())


def reportlab_pages(svgs: list[str], per_page: int) -> bytes:
    """The same with reportlab, reading the SVGs with svglib."""
    from reportlab.graphics import renderPDF  # noqa: PLC0415
    from reportlab.lib.pagesizes import A4  # noqa: PLC0415
    from reportlab.pdfgen import canvas  # noqa: PLC0415
    from svglib.svglib import svg2rlg  # noqa: PLC0415

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=True)
    mm = 72 / 25.4
    for k, text in enumerate(svgs):
        if k and k % per_page == 0:
            c.showPage()
        slot = k % per_page
        side = 180 / (2 if per_page > 1 else 1)
        drawing = svg2rlg(io.StringIO(text))
        scale = side * 0.9 * mm / drawing.width
        drawing.scale(scale, scale)
        drawing.width *= scale
        drawing.height *= scale
        x, y = 15 + (slot % 2) * side, 15 + (slot // 2) * side
        renderPDF.draw(drawing, c, x * mm, (297 - y - side * 0.9) * mm)
    c.showPage()
    c.save()
    return buf.getvalue()


def main() -> None:
    """Print one line per measurement."""
    data = json.loads(DATASET.read_text())["data"]
    big = puzzlekit.parse_slitherlink(data["60x60_1"]["problem"])
    big_loop = search.solve(big, max_solutions=1).solutions[0]
    big_svg = pictures.svg(big, big_loop)
    small = sorted(k for k in data if k.endswith("_10x10") and data[k]["solution"])[:24]
    book_svgs = []
    for key in small:
        p = puzzlekit.parse_slitherlink(data[key]["problem"])
        loop = puzzlekit.slitherlink_loop(data[key]["solution"])
        book_svgs += [pictures.svg(p), pictures.svg(p, loop)]
    print(f"60x60 SVG: {len(big_svg):,} bytes; book: 48 SVGs, {sum(map(len, book_svgs)):,} bytes")
    seconds, _ = best(lambda: pictures.svg(big, big_loop))
    print(f"svg (loopcp, no library) 60x60 solution: {seconds:.3f} s")

    for module in ("resvg_py", "fpdf", "reportlab.pdfgen.canvas", "svglib.svglib", "pypdfium2"):
        s = import_seconds(module)
        print(f"import {module}: " + ("not installed" if s is None else f"{s:.3f} s"))

    try:
        import resvg_py  # noqa: PLC0415
    except ImportError:
        print("resvg-py: not installed")
    else:
        seconds, png = best(lambda: resvg_py.svg_to_bytes(svg_string=big_svg, skip_system_fonts=True))
        assert isinstance(png, bytes)
        print(f"resvg-py 60x60 PNG at 32 px/cell: {seconds:.3f} s, {len(png):,} bytes")
        seconds, _ = best(lambda: [resvg_py.svg_to_bytes(svg_string=s, skip_system_fonts=True) for s in book_svgs])
        print(f"resvg-py 48 book PNGs: {seconds:.3f} s")

    outputs: dict[str, bytes] = {}
    for name, fn in (("fpdf2", fpdf2_pages), ("reportlab+svglib", reportlab_pages)):
        try:
            seconds, pdf = best(lambda fn=fn: fn([big_svg], 1))  # type: ignore[misc]
            book_seconds, book = best(lambda fn=fn: fn(book_svgs, 4))  # type: ignore[misc]
        except ImportError as e:
            print(f"{name}: not installed ({e.name})")
            continue
        assert isinstance(pdf, bytes) and isinstance(book, bytes)
        outputs[name] = pdf
        again = fn(book_svgs, 4)
        print(
            f"{name}: 60x60 page {seconds:.3f} s, {len(pdf):,} bytes; "
            f"book 48 pictures {book_seconds:.3f} s, {len(book):,} bytes; same bytes twice: {again == book}"
        )

    try:
        import pypdfium2  # noqa: PLC0415
    except ImportError:
        print("pypdfium2: not installed")
        return
    for name, pdf in outputs.items():

        def read(pdf: bytes = pdf) -> object:
            doc = pypdfium2.PdfDocument(pdf)
            return doc[0].render(scale=2).to_pil()

        seconds, _ = best(read)
        print(f"pypdfium2 reads and rasterises the {name} 60x60 page at 144 dpi: {seconds:.3f} s")


if __name__ == "__main__":
    main()
