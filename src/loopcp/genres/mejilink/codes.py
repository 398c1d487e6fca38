"""How Mejilink is written: its regions as puzzlekit writes regions, puz.link's URL and saved file.

loopcp's puzzle: every cell's token ``.``; the regions are
``Puzzle.rooms`` and a dotted line inside a region is a wall
(``Puzzle.walls``).  Every side of the frame is dotted.

- The text is a token a cell in puzzlekit's shape: ``e`` for a dotted
  line on its east side, ``s`` on its south side, ``es`` both, ``-``
  neither (the frame is dotted and not written).  The regions follow
  from the dotted lines.  The puzzlekit dataset has no Mejilink puzzles.
- The puz.link URL (pzprjs ``mejilink``, ``decodeOuterBorder``): one bit
  a border, five to a base-32 digit, 1 where the border is not dotted:
  the borders between cells side by side row by row, then those between
  cells one above the other; then the frame's, which the editor writes
  only when one of them is not dotted (loopcp refuses such a board).
- The saved file (``pzprv3``, a ``decodeBorder`` of every border, the
  frame's too, the vertical ones first): ``0`` a border that is not
  dotted, ``1`` a dotted one, ``2`` a dotted one with a line, ``-1`` a
  dotted one with the player's cross.
"""

from __future__ import annotations

from loopcp.errors import describe
from loopcp.genres import rooms
from loopcp.genres.codes import DOTTED, INSIDE, ErrorAt, PuzzlekitCode, PuzzlinkCode, Pzprv3Code
from loopcp.puzzle import Puzzle

_FRAME = "a Mejilink board with a side of the frame that is not dotted: loopcp solves those with a dotted frame"


def url_read(body: str, rows: int, cols: int, error: ErrorAt, start: int) -> Puzzle:
    """The borders' bits, the inner ones and maybe the frame's (which must all be dotted)."""
    inner = (cols - 1) * rows + cols * (rows - 1)
    frame = 2 * (rows + cols)
    lengths = (-(-inner // 5), -(-(inner + frame) // 5))
    if len(body) not in lengths:
        wanted = " or ".join(str(n) for n in dict.fromkeys(lengths))
        raise error(start + min(len(body), lengths[1]), f"expected {wanted} characters of borders, got {len(body)}")
    bits: list[bool] = []
    for k, ch in enumerate(body):
        if ch not in rooms.BASE32:
            raise error(start + k, f"expected a digit of borders (0-9, a-v), got {describe(ch)}")
        bits.extend(bool(rooms.BASE32.index(ch) & (16 >> w)) for w in range(5))
    if any(bits[inner : inner + frame]):
        raise error(start + inner // 5, f"expected {_FRAME}")
    dotted = [not bit for bit in bits[:inner]]
    east = [dotted[i * (cols - 1) : (i + 1) * (cols - 1)] for i in range(rows)]
    below = dotted[(cols - 1) * rows :]
    south = [below[i * cols : (i + 1) * cols] for i in range(rows - 1)]
    tokens = [["."] * cols for _ in range(rows)]
    return Puzzle.of("mejilink", tokens, rooms.enclosed(east, south), rooms.walls_of(east, south))


def url_write(puzzle: Puzzle) -> str:
    """The inner borders' bits, 1 where a border is not dotted (refused for a region in two pieces)."""
    rooms.writable(puzzle, "a puzz.link URL")
    rows, cols = puzzle.rows, puzzle.cols
    bits = [not rooms.is_wall(puzzle, ("h", i, j)) for i in range(rows) for j in range(cols - 1)]
    bits += [not rooms.is_wall(puzzle, ("v", i, j)) for i in range(rows - 1) for j in range(cols)]
    return "".join(
        rooms.BASE32[sum(16 >> w for w, bit in enumerate(bits[k : k + 5]) if bit)] for k in range(0, len(bits), 5)
    )


MARKS = ("e", "s", "es")  # the text's tokens for a cell's dotted east side, south side, or both


def text_clue(token: str) -> str | None:
    """A text token as read: ``-`` (or ``.``) for neither side dotted, else one of ``MARKS``."""
    return "." if token in ("-", ".") else token if token in MARKS else None


def build(marked: Puzzle) -> Puzzle:
    """The puzzle the text's tokens draw: its regions and walls, every token ``.``."""
    rooms_of, walls = rooms.marked_walls(marked, "the board's frame, which is dotted and not written")
    tokens = [["."] * marked.cols for _ in range(marked.rows)]
    return Puzzle.of(marked.genre, tokens, rooms_of, walls)


def unbuild(puzzle: Puzzle) -> Puzzle:
    """The puzzle with each cell's token marking its dotted east and south sides (``MARKS``), for the text."""
    tokens = [[rooms.wall_marks(puzzle, i, j) or "." for j in range(puzzle.cols)] for i in range(puzzle.rows)]
    return Puzzle.of(puzzle.genre, tokens)


PUZZLEKIT = PuzzlekitCode(
    dataset="Mejilink",  # no such file: the text marks each cell's dotted sides
    tokens={},
    hint="'-', 'e', 's' or 'es' (a dotted line on the cell's east side, south side, or both)",
    solution=INSIDE,
    clue=text_clue,
    unclue=lambda t: "-" if t == "." else t,
    build=build,
    unbuild=unbuild,
)

PUZZLINK = PuzzlinkCode(names=("mejilink",), full_loop="", read=url_read, write=url_write)

PZPRV3 = Pzprv3Code(
    names=("mejilink",),
    version=0,
    sections={0: (DOTTED,)},
    flags={},
    cells={},
    hint="'.'",
    clue=lambda t: "." if t == "." else None,
    unclue=lambda t: ".",
)
