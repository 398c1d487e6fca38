"""Castle Wall: the dataset's texts in every format, walls the dataset lacks, counts without arrows.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/castlewall.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app
from loopcp.errors import ParseError
from loopcp.formats import pzprv3
from loopcp.puzzle import Puzzle

from conftest import DATA

SAMPLE = genre_data.sample("castlewall")
PZPRJS = genre_data.pzprjs("castlewall")
DATASET_SIZE = 110
URL = "https://puzz.link/p?castle/" + PZPRJS["url"]
# pzprjs's test boards as puz.link's own writer writes them (every free cell '0,-1,0'): puzlink-written.js
WRITTEN = json.loads((DATA / "castlewall" / "puzlink-written.json").read_text())
VERDICTS = {  # pzprjs's verdict -> loopcp check's words for the same board
    None: "correct",
    "brNoLine": "not finished: no line is drawn",
    "lnBranch": "not correct: cell r3c2 has 3 loop edges, not 0 or 2",
    "lnCross": "not correct: cell r3c3 has 4 loop edges, not 0 or 2",
    "lnDeadEnd": "not correct: cell r3c2 has 1 loop edge, not 0 or 2",
    "lnPlLoop": "not correct: the edges form more than one loop: the one through cell r2c1 passes 4 of the 10 points"
    " the edges touch",
    "anLineLt": "not correct: the arrow at r1c5 sees 0 loop segments, clue 1",
    "anLineGt": "not correct: the arrow at r1c4 sees 1 loop segment, clue 0",
    "shInside": "not correct: the black wall r4c4 lies inside the loop",
    "cuOutside": "not correct: the white wall r4c2 lies outside the loop",
    "anNoArrow": "not correct: the number at r1c4 has no arrow",
}
FILE_HINT = (
    "expected a cell 'D,N,C' (D: 0 no arrow, 1 up, 2 down, 3 left, 4 right; N: a count, '-' for none, or -1 for a"
    " free cell; C: 0 grey, 1 white, 2 black, plus 4 when marked done) or '.'"
)


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="castlewall")
        assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


@pytest.mark.parametrize("token", ["#", "?sx"])
def test_walls_the_dataset_lacks_are_written_in_loopcps_own_tokens(token: str) -> None:
    puzzle = Puzzle.of("castlewall", [[token, "."]])
    assert formats.dump(puzzle, "puzzlekit") == f"1 2\n{token} -\n"
    for fmt in ("puzzlekit", "pzprv3", "puzzlink"):
        assert formats.load(formats.dump(puzzle, fmt), fmt=fmt, genre="castlewall") == puzzle


@pytest.mark.parametrize(("verdict", "board"), WRITTEN["boards"], ids=genre_data.board_ids(WRITTEN["boards"]))
def test_check_of_files_puzlink_writes_gives_pzprjss_verdicts(verdict: str | None, board: str) -> None:
    result = CliRunner().invoke(app, ["check", board])
    assert (result.exit_code, result.stdout) == (0 if verdict is None else 1, VERDICTS[verdict] + "\n"), result.stderr


@pytest.mark.parametrize("k", range(len(PZPRJS["failcheck"])))
def test_a_file_puzlink_writes_holds_what_pzprjss_test_board_holds(k: int) -> None:
    (verdict, written), (same, script) = WRITTEN["boards"][k], PZPRJS["failcheck"][k]
    assert verdict == same
    puzzle = formats.load(written)
    assert puzzle == formats.load(script)
    assert pzprv3.answer(written, "f", puzzle) == pzprv3.answer(script, "f", puzzle)


def test_a_saved_file_with_lines_breaks_and_history_reads(tmp_path: Path) -> None:
    lines = WRITTEN["boards"][-1][1].split("/")[:-1]
    path = tmp_path / "castle.txt"
    path.write_text("\n".join(lines) + '\nhistory:{\n "type": "pzpr",\n "version": 0.4\n}\n')
    result = CliRunner().invoke(app, ["check", str(path)])
    assert (result.exit_code, result.stdout) == (0, "correct\n"), result.stderr
    assert formats.load(path.read_text()) == formats.load(URL)


def test_the_players_done_marks_are_dropped() -> None:
    assert "3,0,6 2,1,4" in WRITTEN["done"]
    assert formats.load(WRITTEN["done"]) == formats.load(WRITTEN["boards"][-1][1])
    assert CliRunner().invoke(app, ["check", WRITTEN["done"]]).stdout == "correct\n"


def test_the_editors_input_results_read_as_walls_without_arrows() -> None:
    grey_row, colour_row = (formats.load(board).tokens for board in WRITTEN["inputs"])
    assert grey_row == (("#", "x", "o"), (".", ".", "."))
    assert colour_row == (("#", "x", "o"), ("#", "o", "x"))


@pytest.mark.parametrize("free", ["0,-1,0", "3,-1,0", "0,-1,2", "1,-1,4", "."])
def test_every_free_cell_pzprjs_reads_is_a_free_cell(free: str) -> None:
    puzzle = formats.load(f"pzprv3/castle/1/2/{free} 1,0,2 /")
    assert puzzle.tokens == ((".", "0nx"),)
    assert formats.dump(puzzle, "pzprv3") == "pzprv3\ncastle\n1\n2\n. 1,0,2 \n0 \n"


def test_a_number_without_an_arrow_reads_has_no_solution_and_is_named() -> None:
    puzzle = formats.load("https://puzz.link/p?castle/2/1/203")
    assert puzzle.tokens == (("3x", "."),)
    assert formats.dump(puzzle, "puzzlink") == "https://puzz.link/p?castle/2/1/203a\n"
    assert formats.dump(puzzle, "pzprv3") == "pzprv3\ncastle\n1\n2\n0,3,2 . \n0 \n"
    assert formats.dump(puzzle, "puzzlekit") == "1 2\n3x -\n"
    for fmt in ("puzzlekit", "pzprv3", "puzzlink"):
        assert formats.load(formats.dump(puzzle, fmt), fmt=fmt, genre="castlewall") == puzzle
    assert formats.load("pzprv3/castle/1/2/0,12,0 0,-,1 /").tokens == (("12", "o"),)
    result = CliRunner().invoke(app, ["solve", "--no-timing", WRITTEN["boards"][9][1]])
    assert (result.exit_code, result.stdout) == (1, "<argument>: no solution: the number at r1c4 has no arrow\n")


@pytest.mark.parametrize(
    "token", ["5,1,0", "1,x,0", "1,-2,0", "1,+1,0", "1,1,3", "1,1,8", "1,1,x", "1,1", "1,1,0,0", "0,-1", "#"]
)
def test_a_cell_puzlink_does_not_write_is_refused_where_it_stands(token: str, tmp_path: Path) -> None:
    path = tmp_path / "castle.txt"
    path.write_text(f"pzprv3\ncastle\n2\n2\n0,-1,0 0,-1,0 \n0,-1,0 {token} \n")
    result = CliRunner().invoke(app, ["check", str(path)])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == f"{path}:6:8: {FILE_HINT}, got {token!r}\n"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("303", "f:1:32: expected a wall's colour (0 grey, 1 white, 2 black) or a run of free cells (a-z), got '3'"),
        ("2x", "f:1:33: expected a direction 0-9 or '-' after the wall's colour, got 'x'"),
    ],
)
def test_a_url_puzlink_does_not_write_is_refused_where_it_stands(body: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        formats.load(f"https://puzz.link/p?castle/2/1/{body}", "f")
    assert str(info.value) == message
