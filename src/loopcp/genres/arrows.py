"""puz.link's arrow numbers and runs of free cells, shared by the URLs of Yajilin and Castle Wall.

pzprjs writes a clue with an arrow (direction 0 none, 1 up, 2 down,
3 left, 4 right) and a number as one of: the direction digit and one hex
digit (``.`` for a number left unknown), the direction plus 5 and two hex
digits, or ``-``, the direction and three hex digits
(``encodeArrowNumber16``; Castle Wall puts a colour digit in front).  A
letter ``a``-``z`` between clues stands for a run of 1 to 26 free cells.

The readers here are strict where pzprjs is lenient: every character is
read, and nothing may lie past the last cell.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from loopcp.errors import describe
from loopcp.genres.codes import ErrorAt

RUNS = " abcdefghijklmnopqrstuvwxyz"  # a run of 1-26 free cells
HEX = "0123456789abcdef"


def read(body: str, k: int, error: ErrorAt, start: int, what: str) -> tuple[int, int | None, int] | None:
    """The arrow number whose first character is ``body[k]``: (direction, number or None, where the next begins).

    None when ``body[k]`` cannot begin one; ``what`` names the number in errors ("the clue's number").
    """
    kind = body[k : k + 1]
    at = start + k
    if kind and kind in "01234":
        direction, text, width = int(kind), body[k + 1 : k + 2], 1
    elif kind and kind in "56789":
        direction, text, width = int(kind) - 5, body[k + 1 : k + 3], 2
    elif kind == "-":
        direction = "01234".find(body[k + 1 : k + 2])
        if direction < 0:
            raise error(at + 1, "expected a direction 0-4 after '-'")
        text, width = body[k + 2 : k + 5], 3
    else:
        return None
    end = k + 1 + width + (kind == "-")
    if text == "." and width == 1:
        return direction, None, k + 2
    if len(text) == width and all(c in HEX for c in text.lower()):
        return direction, int(text, 16), end
    raise error(at + 1, f"expected {what} in hexadecimal, got {text!r}")


def write(direction: int, number: int | None) -> str:
    """An arrow number as pzprjs writes it (None: unknown)."""
    if number is None:
        return f"{direction}."
    if number < 16:
        return f"{direction}{number:x}"
    if number < 256:
        return f"{direction + 5}{number:02x}"
    return f"-{direction}{number:03x}"


def cells_read(body: str, total: int, error: ErrorAt, start: int, clue: Callable[[int], tuple[str, int]]) -> list[str]:
    """``total`` tokens: ``.`` for each free cell of a run, ``clue(k)`` (a token, and where the next begins) else."""
    cells: list[str] = []
    k = 0
    while k < len(body):
        ch = body[k]
        if len(cells) >= total:
            raise error(start + k, f"expected the end of the URL after {total} cells, got {describe(ch)}")
        if "a" <= ch <= "z":
            cells.extend(["."] * RUNS.index(ch))
            k += 1
            continue
        token, k = clue(k)
        cells.append(token)
    if len(cells) > total:
        raise error(start + len(body) - 1, f"expected {total} cells, got {len(cells)} (the last run is too long)")
    return cells + ["."] * (total - len(cells))


def cells_write(tokens: Iterable[str], clue: Callable[[str], str]) -> str:
    """Tokens as a URL body: each run of free cells (``.``) a letter, ``clue(token)`` for the others."""
    out, run = [], 0
    for token in tokens:
        if token == ".":
            run += 1
            if run == len(RUNS) - 1:
                out.append(RUNS[run])
                run = 0
            continue
        if run:
            out.append(RUNS[run])
            run = 0
        out.append(clue(token))
    if run:
        out.append(RUNS[run])
    return "".join(out)
