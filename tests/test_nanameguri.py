"""Nanameguri: pzprjs's example, whose borders end inside a room, which the table's text (region numbers) cannot hold.

The conformance table (tests/conformance/cases/nanameguri.py) holds the
tiny boards, the broken rules, the round trips and pzprjs's boards
(tests/data/nanameguri/pzprjs.json); this module holds the editor's URL,
read, written back, solved and proved unique, its answer pzprjs's own.
"""

from __future__ import annotations

import loopcp
from conformance.conftest import run
from genre_data import pzprjs
from loopcp import formats
from loopcp.formats import pzprv3
from loopcp.puzzle import Status

SCRIPT = pzprjs("nanameguri")
URL = "https://puzz.link/p?nanameguri/" + SCRIPT["url"]


def test_the_editors_url_reads_writes_back_and_solves_to_pzprjs_answer() -> None:
    puzzle = formats.load(URL)
    assert (puzzle.genre, puzzle.walls) == ("nanameguri", (("h", 1, 2), ("h", 2, 0), ("h", 3, 0)))
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    result = loopcp.solve(puzzle)
    answer = next(board for verdict, board in SCRIPT["failcheck"] if verdict is None)
    text = answer.replace("/", "\n")
    assert (result.status, pzprv3.parse(text)) == (Status.UNIQUE, puzzle)
    assert result.solutions[0] == pzprv3.answer(text, "<pzprjs>", puzzle)


def test_a_wall_inside_a_room_has_no_text_but_a_saved_file() -> None:
    puzzle = formats.load(URL)
    assert formats.load(formats.dump(puzzle, "pzprv3")) == puzzle
    code, out, err = run("convert", URL, "--to", "puzzlekit")
    assert (code, out) == (2, "")
    assert "the puzzlekit text has region numbers and no borders: a nanameguri with a wall inside the room" in err
