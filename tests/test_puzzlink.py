"""puzz.link URLs: golden URLs from the editor's own encoder, the forms people paste, and malformed URLs."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from typer.testing import CliRunner

from loopcp.cli import app
from loopcp.formats import puzzlekit, puzzlink
from loopcp.puzzle import Puzzle

from cases import Bad, rejection
from conftest import DATA, load_dataset

SOLVED = ", ".join(sorted(puzzlink.NAMES))  # grows with every genre that reads URLs

runner = CliRunner()


@dataclass(frozen=True)
class Golden:
    """A board and the URL pzprjs (the puz.link editor) wrote for it.

    ``cells`` may hold '?', a slither cell whose number is hidden, which the
    editor writes as '.'; loopcp reads it as a blank.
    """

    tag: str
    genre: str
    rows: int
    cols: int
    cells: tuple[str, ...]
    url: str

    @property
    def puzzle(self) -> Puzzle:
        return Puzzle(self.genre, self.rows, self.cols, tuple(row.replace("?", ".") for row in self.cells))


def golden() -> list[Golden]:
    """tests/data/puzzlink/pzprjs.tsv: dataset puzzles, random boards and edge cases, encoded by pzprjs."""
    out = []
    for line in (DATA / "puzzlink" / "pzprjs.tsv").read_text().splitlines():
        tag, genre, rows, cols, cells, url = line.split("\t")
        out.append(Golden(tag, genre, int(rows), int(cols), tuple(cells.split("/")), url))
    return out


GOLDEN = golden()


@pytest.mark.parametrize("case", GOLDEN, ids=lambda c: f"{c.genre}-{c.rows}x{c.cols}-{c.tag}")
def test_urls_written_by_the_editor_decode_to_the_same_grid(case: Golden) -> None:
    assert puzzlink.parse(case.url) == case.puzzle


@pytest.mark.parametrize(
    "case", [c for c in GOLDEN if "?" not in "".join(c.cells)], ids=lambda c: f"{c.genre}-{c.rows}x{c.cols}-{c.tag}"
)
def test_loopcp_writes_the_editors_url(case: Golden) -> None:
    # The editor under node prints http://pzv.jp/p.html?...; puzz.link itself prints https://puzz.link/p?...
    written = puzzlink.write(case.puzzle)
    assert written == puzzlink.ADDRESS + case.url.split("?", 1)[1] + "\n"


def test_golden_set_covers_the_dataset_and_the_edge_cases() -> None:
    tags = {c.tag.split(":")[0] for c in GOLDEN}
    assert tags == {"dataset", "random", "run", "clue-skips", "unknown-clue"}
    assert {(c.genre, c.rows, c.cols) for c in GOLDEN} >= {("slitherlink", 60, 60), ("masyu", 40, 58), ("masyu", 1, 1)}


@pytest.mark.parametrize("genre", ["Slitherlink", "Masyu"])
def test_golden_dataset_boards_match_the_dataset(genre: str) -> None:
    records = load_dataset(f"{genre}_dataset.json")
    read = puzzlekit.parse_slitherlink if genre == "Slitherlink" else puzzlekit.parse_masyu
    checked = 0
    for case in GOLDEN:
        if case.tag.startswith("dataset:") and case.genre == genre.lower():
            assert read(records[case.tag.removeprefix("dataset:")]["problem"]) == case.puzzle
            checked += 1
    assert checked >= 25


@pytest.mark.parametrize(
    "url",
    [
        "https://puzz.link/p?slither/2/1/33",
        "http://puzz.link/p?slither/2/1/33",
        "http://pzv.jp/p.html?slither/2/1/33",
        "https://pzv.jp/p.html?slither/2/1/33",
        "puzz.link/p?slither/2/1/33",
        "https://pzprxs.vercel.app/p?slither/2/1/33",
        "https://puzz.link/p?slither/2/1/33/",
        "https://puzz.link/p?slither_edit/2/1/33",
        "https://puzz.link/p?slither_play/2/1/33",
        "https://puzz.link/p?type=player&slither/2/1/33",
        "https://puzz.link/p?slitherlink/2/1/33",
        "  https://puzz.link/p?slither/2/1/33  \n",
    ],
)
def test_forms_people_paste(url: str) -> None:
    assert puzzlink.parse(url) == Puzzle("slitherlink", 1, 2, ("33",))


@pytest.mark.parametrize("name", ["mashu", "masyu", "pearl", "mashu_edit"])
def test_masyu_names(name: str) -> None:
    assert puzzlink.parse(f"https://puzz.link/p?{name}/2/2/f0") == Puzzle("masyu", 2, 2, ("01", ".."))


def test_base27_digits_are_read_in_either_case_as_the_editor_does() -> None:
    assert puzzlink.parse("https://puzz.link/p?mashu/2/2/F0") == Puzzle("masyu", 2, 2, ("01", ".."))


def test_a_clue_may_skip_blanks_past_the_last_cell() -> None:
    # The editor ends a board whose last cell is clued with a-e ("clue, then two blanks").
    assert puzzlink.write(Puzzle("slitherlink", 1, 3, ("0.4",))) == "https://puzz.link/p?slither/3/1/5e\n"
    assert puzzlink.parse("https://puzz.link/p?slither/3/1/5e") == Puzzle("slitherlink", 1, 3, ("0.4",))


P = "https://puzz.link/p?"  # 20 characters: the genre starts at column 21
BAD = [
    Bad("cut-short", P + "slither/2/2/012", "f:1:36: expected 4 cells, got 3 (the URL is cut short)"),
    Bad("cut-after-a-run", P + "slither/2/2/h", "f:1:34: expected 4 cells, got 2 (the URL is cut short)"),
    Bad("too-long", P + "slither/2/2/01234", "f:1:37: expected the end of the URL after the last of 4 cells, got '4'"),
    Bad("run-past-the-end", P + "slither/2/2/gk", "f:1:34: expected at most 3 more cells, got 'k', 5 blanks"),
    Bad("bad-character", P + "slither/2/2/01f3", "f:1:35: expected 0-9, a-e, g-z or '.', got 'f'"),
    Bad("extra-part", P + "slither/2/1/3/3", "f:1:34: expected 0-9, a-e, g-z or '.', got '/'"),
    Bad("no-body", P + "slither/2/2/", "f:1:33: expected the puzzle after 2/2/, got the end of the URL"),
    Bad("no-rows", P + "slither/2", "f:1:30: expected the number of rows, got the end of the URL"),
    Bad("no-size", P + "slither", "f:1:28: expected '/COLS/ROWS/BODY' after 'slither', got the end of the URL"),
    Bad("zero-columns", P + "slither/0/2/j", "f:1:29: expected the number of columns, from 1 to 1000, got '0'"),
    Bad("too-wide", P + "slither/1001/2/j", "f:1:29: expected the number of columns, from 1 to 1000, got '1001'"),
    Bad(
        "unknown-flag",
        P + "slither/c/2/2/j",
        "f:1:29: expected the number of columns, got 'c' (slither has no such flag)",
    ),
    Bad(
        "full-loop-vslither",
        P + "vslither/f/2/2/j",
        "f:1:30: the full-loop variant (flag 'f': the loop visits every point) is not supported",
    ),
    Bad(
        "full-loop-simpleloop",
        P + "simpleloop/f/2/2/0",
        "f:1:32: the full-loop variant (flag 'f': the loop visits every cell) is not supported",
    ),
    Bad(
        "variant",
        P + "slither/v:bag/2/2/j",
        "f:1:29: the variant 'bag' is not supported; loopcp solves the plain rules",
    ),
    Bad(
        "other-genre",
        P + "sudoku/2/1/33",
        f"f:1:21: expected a genre loopcp solves ({SOLVED}), got 'sudoku'",
    ),
    Bad(
        "file-url",
        P + "pzprv3/slither/2/2",
        f"f:1:21: expected a genre loopcp solves ({SOLVED}), got 'pzprv3'",
    ),
    Bad(
        "no-question-mark",
        "https://puzz.link/p",
        "f:1:20: expected '?' and the puzzle after the address, as in https://puzz.link/p?slither/...",
    ),
    Bad(
        "kanpen",
        "http://www.kanpen.net/slitherlink.html?problem=2_2_..",
        "f:1:1: expected a puzz.link or pzv.jp URL; this site's older URL format is not supported",
    ),
    Bad(
        "mashu-cut-short", P + "mashu/2/2/f", "f:1:32: expected 2 characters for 4 cells, got 1 (the URL is cut short)"
    ),
    Bad("mashu-too-long", P + "mashu/2/2/f00", "f:1:33: expected the end of the URL after 2 characters for 4 cells"),
    Bad("mashu-bad-digit", P + "mashu/2/2/fr", "f:1:32: expected 0-9 or a-q, got 'r'"),
    Bad("mashu-pearl-past-the-end", P + "mashu/2/2/f1", "f:1:32: expected no pearl past the last of 4 cells, got '1'"),
    Bad(
        "two-lines",
        P + "slither/2/1/33\n" + P + "slither/2/1/33",
        "f:2:1: expected the end of the input after line 1, got another line",
    ),
]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c.id)
def test_malformed_urls_name_the_place(case: Bad) -> None:
    assert rejection(puzzlink.parse, case.text, "f") == case.message


def test_a_url_argument_is_solved_as_the_puzzle_itself() -> None:
    result = runner.invoke(app, ["solve", "https://puzz.link/p?mashu/5/5/00k00900i"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("<argument>: unique solution (")
