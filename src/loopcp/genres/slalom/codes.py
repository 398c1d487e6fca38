"""How Slalom is written: loopcp's tokens, puz.link's URL and saved file.

loopcp's tokens, one a cell: ``.`` a free cell, ``o`` the start circle,
``|`` a cell of a vertical gate (crossed from side to side), ``-`` of a
horizontal one, ``#`` a black cell, and a number (``3``) a numbered black
cell, with the side of its gate where it has an arrow (``3n``, ``12e``).
No puzzlekit dataset holds Slalom: its text is these tokens in the
dataset's shape (``ROWS COLS``, then a row of tokens a line).

pzprjs (src/variety/slalom.js) keeps a black cell as ``ques`` 1 with a
number and an arrow (1 up, 2 down, 3 left, 4 right), a vertical gate
cell as 21 and a horizontal one as 22, and the start circle apart:

- the URL: the cells (``1`` black, ``2`` vertical, ``3`` horizontal,
  ``4``-``z`` a run of 1 to 32 free cells), then the numbers, then ``/``
  and the start circle's cell number.  The numbers come in three
  layouts, by the URL's flag: none, a number per gate (gates in reading
  order, hex; ``-`` and two digits; ``g``-``z`` skip 1-20 gates), given
  to the black cells at its ends as the smallest of their gates'; ``p``,
  a number per black cell (the same digits); ``d`` (what the editor
  writes), an arrow number per black cell (``genres.arrows``; ``g``-``z``
  skip 1-20 black cells);
- the saved file: a token a cell (``o``, ``i`` vertical, ``-``
  horizontal, ``#``, ``.``, ``D,N`` a black cell with arrow D and number
  N, ``-`` for none), then the lines, with the player's arrows on them
  (``1r``; dropped).  Older versions write a black cell's number alone
  (``pzprv3.1``), or the gates' numbers on them (``pzprv3``: ``i``, ``w``
  horizontal, ``w4``), which the black cells at a gate's ends take.
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError, describe
from loopcp.genres import arrows
from loopcp.genres.codes import ARROW_LINES, CLUES, DIRECTIONS, LINES, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.genres.slalom.rules import BLACK, HORIZONTAL, SIDES, START, VERTICAL, is_black, is_token, number, start
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle

DIGITS = {"": 0, "n": 1, "s": 2, "w": 3, "e": 4}
LETTERS = {d: letter for letter, d in DIGITS.items()}
URL_CELLS = {"1": BLACK, "2": VERTICAL, "3": HORIZONTAL}
RUN = "0123456789abcdefghijklmnopqrstuvwxyz"  # base 36: a run of v - 3 free cells is the digit v (4-z)
SKIP = 16  # 'g' skips one gate or black cell, 'z' twenty
MOST = 4095  # the largest number a URL holds (three hex digits)


def token(n: int | None, direction: int = 0) -> str:
    """A black cell's token: its number and arrow, or ``#`` unnumbered."""
    return BLACK if n is None or n <= 0 else f"{n}{LETTERS[direction]}"


# --- the URL -------------------------------------------------------------------------------------------


def url_read(flags: str, body: str, rows: int, cols: int, error: ErrorAt, offset: int) -> Puzzle:  # noqa: PLR0917
    """pzprjs's decodeSlalom, in the layout the flags say (``d``, ``p``, or none)."""
    version = 2 if "d" in flags else 1 if "p" in flags else 0
    total = rows * cols
    main, slash, tail = body.partition("/")
    cells: list[str] = []
    k = 0
    while len(cells) < total:
        if k >= len(main):
            raise error(offset + k, f"expected {total} cells, got {len(cells)} (the URL is cut short)")
        ch = main[k]
        if ch in URL_CELLS:
            cells.append(URL_CELLS[ch])
        elif ch in RUN[4:]:
            run = RUN.index(ch) - 3
            if len(cells) + run > total:
                raise error(offset + k, f"expected {total} cells, got {len(cells) + run} (the run is too long)")
            cells += ["."] * run
        else:
            raise error(offset + k, f"expected a cell 1-3 or a run of free cells 4-z, got {describe(ch)}")
        k += 1
    tokens = [list(cells[i * cols : (i + 1) * cols]) for i in range(rows)]
    if version == 0:
        _gate_numbers(tokens, main, k, error, offset)
    else:
        _black_numbers(tokens, main, k, error, offset, version=version)
    where = offset + len(main) + 1  # the start circle's cell number
    if not slash or not (tail.isascii() and tail.isdigit()) or int(tail) >= total:
        raise error(where - (not slash), f"expected '/' and the start circle's cell, 0 to {total - 1}, got {tail!r}")
    i, j = divmod(int(tail), cols)
    if tokens[i][j] != ".":
        raise error(
            where, f"expected the start circle in a free cell, got {describe(tokens[i][j])} at {cell_name((i, j))}"
        )
    tokens[i][j] = START
    return Puzzle.of("slalom", tokens)


def _black_numbers(tokens: list[list[str]], text: str, k: int, error: ErrorAt, offset: int, *, version: int) -> None:
    """A number for each black cell in reading order (``p``: a number; ``d``: an arrow number), or runs skipped."""
    blacks = [(i, j) for i, row in enumerate(tokens) for j, t in enumerate(row) if t == BLACK]
    n = 0
    while n < len(blacks) and k < len(text):
        ch = text[k]
        if "g" <= ch <= "z":
            n += RUN.index(ch) - SKIP + 1
            k += 1
            continue
        if version == 2:
            read = arrows.read(text, k, error, offset, "the black cell's number")
            if read is None or read[1] is None:
                raise error(offset + k, f"expected an arrow number or a run of black cells g-z, got {describe(ch)}")
            direction, value, k = read
        else:
            value, k = _hex(text, k, error, offset)
            direction = 0
        i, j = blacks[n]
        tokens[i][j] = token(value, direction)
        n += 1
    if k < len(text):
        raise error(offset + k, f"expected '/' after the numbers of {len(blacks)} black cells, got {describe(text[k])}")
    if n > len(blacks):
        raise error(offset + k - 1, f"expected {len(blacks)} black cells, got {n} (the run is too long)")


def _hex(text: str, k: int, error: ErrorAt, offset: int) -> tuple[int, int]:
    """One number: a hex digit, or ``-`` and two; and where the next begins."""
    digits = text[k + 1 : k + 3] if text[k] == "-" else text[k]
    if digits and all(c in arrows.HEX for c in digits.lower()) and len(digits) == (2 if text[k] == "-" else 1):
        return int(digits, 16), k + 1 + (text[k] == "-") * 2
    raise error(offset + k, f"expected a number in hexadecimal or a run g-z, got {describe(text[k])}")


def _gate_numbers(tokens: list[list[str]], text: str, k: int, error: ErrorAt, offset: int) -> None:
    """The old layout: a number for each gate, given to the black cells at its ends (the smallest of theirs)."""
    runs = _runs(tokens)
    found: list[int | None] = [None] * len(runs)
    n = 0
    while n < len(runs) and k < len(text):
        ch = text[k]
        if "g" <= ch <= "z":
            n += RUN.index(ch) - SKIP + 1
            k += 1
            continue
        found[n], k = _hex(text, k, error, offset)
        n += 1
    if k < len(text):
        raise error(offset + k, f"expected '/' after the numbers of {len(runs)} gates, got {describe(text[k])}")
    _give(tokens, runs, found)


def _runs(tokens: list[list[str]]) -> list[list[tuple[int, int]]]:
    """The gates' cells, gates in reading order of their first cells."""
    rows, cols = len(tokens), len(tokens[0])
    seen: set[tuple[int, int]] = set()
    out = []
    for i in range(rows):
        for j in range(cols):
            kind = tokens[i][j][:1]
            if kind not in (VERTICAL, HORIZONTAL) or (i, j) in seen:
                continue
            run, (a, b) = [], (i, j)
            while a < rows and b < cols and tokens[a][b][:1] == kind:
                run.append((a, b))
                a, b = (a + 1, b) if kind == VERTICAL else (a, b + 1)
            seen.update(run)
            out.append(run)
    return out


def _give(tokens: list[list[str]], runs: list[list[tuple[int, int]]], numbers: list[int | None]) -> None:
    """Each black cell at a gate's end takes the smallest positive number of its gates; the gates lose theirs."""
    gate_of = {cell: k for k, run in enumerate(runs) for cell in run}
    rows, cols = len(tokens), len(tokens[0])
    for i in range(rows):
        for j in range(cols):
            if tokens[i][j] != BLACK:
                continue
            near = []
            for _, (di, dj), kind in SIDES:
                a, b = i + di, j + dj
                if 0 <= a < rows and 0 <= b < cols and tokens[a][b][:1] == kind:
                    n = numbers[gate_of[a, b]]
                    if n is not None and n > 0:
                        near.append(n)
            if near:
                tokens[i][j] = token(min(near))
    for run in runs:
        for a, b in run:
            tokens[a][b] = tokens[a][b][:1]


def url_write(puzzle: Puzzle) -> str:
    """pzprjs's encodeSlalom in the layout ``d``, which the editor writes: cells, arrow numbers, ``/start``."""
    if start(puzzle) is None:
        raise UnsupportedError("a slalom cannot be written as a puzz.link URL without its start circle")
    for i, row in enumerate(puzzle.tokens):
        for j, t in enumerate(row):
            if (clue := number(t)) is not None and clue[0] > MOST:
                where = f"the number {clue[0]} at {cell_name((i, j))} is over {MOST}"
                raise UnsupportedError(f"a slalom cannot be written as a puzz.link URL: {where}")
    out: list[str] = []
    run = 0
    circle = 0
    for k, t in enumerate(t for row in puzzle.tokens for t in row):
        code = "1" if is_black(t) else "2" if t == VERTICAL else "3" if t == HORIZONTAL else ""
        circle = k if t == START else circle
        if not code:
            run += 1
            if run == len(RUN) - 4:
                out.append(RUN[3 + run])
                run = 0
            continue
        if run:
            out.append(RUN[3 + run])
            run = 0
        out.append(code)
    if run:
        out.append(RUN[3 + run])
    skip = 0
    for t in (t for row in puzzle.tokens for t in row if is_black(t)):
        clue = number(t)
        if clue is None:
            skip += 1
            if skip == 20:
                out.append(RUN[SKIP - 1 + skip])
                skip = 0
            continue
        if skip:
            out.append(RUN[SKIP - 1 + skip])
            skip = 0
        out.append(arrows.write(DIGITS[clue[1]], clue[0]))
    if skip:
        out.append(RUN[SKIP - 1 + skip])
    return "".join(out) + f"/{circle}"


# --- the saved file ------------------------------------------------------------------------------------


def file_token(t: str) -> str | None:
    """A saved file's cell (any version) as loopcp's token, or None; an old file's numbered gate stays numbered."""
    if t in (".", "#", "o", "i", "-", "w"):
        return {"i": VERTICAL, "w": HORIZONTAL}.get(t, t)
    if t[0] in "iw" and t[1:].isascii() and t[1:].isdigit():  # the old layout: a gate and its number
        return ("|" if t[0] == "i" else "-") + str(int(t[1:]))
    if t.isascii() and t.isdigit():  # pzprv3.1: a black cell and its number
        return token(int(t))
    parts = t.split(",")
    if len(parts) == 2 and parts[0] in ("0", "1", "2", "3", "4") and (parts[1] == "-" or parts[1].isdigit()):
        return token(None if parts[1] == "-" else int(parts[1]), int(parts[0]))
    return None


def file_write(t: str) -> str:
    """loopcp's token as the saved file writes it."""
    clue = number(t)
    if clue is not None:
        return f"{DIGITS[clue[1]]},{clue[0]}"
    return {VERTICAL: "i"}.get(t, t)


def settle(puzzle: Puzzle) -> Puzzle:
    """An old file's board: its gates' numbers given to the black cells at their ends, as pzprjs does."""
    tokens = [list(row) for row in puzzle.tokens]
    if all(len(t) == 1 or t[0] not in (VERTICAL, HORIZONTAL) for row in tokens for t in row):
        return puzzle
    runs = _runs(tokens)
    numbers: list[int | None] = []
    for run in runs:
        given = [int(tokens[a][b][1:]) for a, b in run if len(tokens[a][b]) > 1]
        numbers.append(given[-1] if given else None)
    _give(tokens, runs, numbers)
    return Puzzle.of(puzzle.genre, tokens)


def text_token(t: str) -> str | None:
    """A token of loopcp's text, or None."""
    return t if is_token(t) else None


HINT = "a cell such as '.', 'o' (the start), '|' or '-' (a gate), '#' (black), '3' or '3n' (numbered)"

PUZZLEKIT = PuzzlekitCode(dataset="", tokens={}, hint=HINT, solution=DIRECTIONS, clue=text_token, unclue=lambda t: t)

PUZZLINK = PuzzlinkCode(
    names=("slalom", "suraromu"),
    full_loop="",
    read_flagged=url_read,
    write=url_write,
    written_flags="d",
    layouts={"p": "a number a black cell", "d": "an arrow number a black cell"},
)

PZPRV3 = Pzprv3Code(
    names=("slalom", "suraromu"),
    version=3,
    sections={0: (CLUES, LINES), 3: (CLUES, ARROW_LINES)},
    flags={},
    cells={},
    hint="a cell 'o', 'i', '-', '#', '.', or 'D,N' (a black cell: D its arrow 0-4, N its number or '-')",
    clue=file_token,
    unclue=file_write,
    settle=settle,
)
