"""Ura-Masyu: puz.link writes it as Masyu (its editor's "Change to Ura-Mashu" swaps the pearls): what no table says.

pzprjs (mashu.js, ``revCircle``) reads a ``mashu`` URL or file in its
Ura-Masyu mode by swapping the pearls and judging the Masyu that comes
out; so Masyu's own test boards with their pearls swapped are Ura-Masyu
boards that take the same verdicts (tests/data/uramashu/mashu.json, from
pzprjs's test script), and the Masyu example's loop is the Ura-Masyu
answer of its swapped pearls.  A ``mashu`` URL or file is Masyu unless
``--genre uramashu`` says otherwise.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import loopcp
from conformance.conftest import run
from loopcp import formats
from loopcp.puzzle import Puzzle, Status

from conftest import DATA

SCRIPT: dict[str, Any] = json.loads((DATA / "uramashu" / "mashu.json").read_text())
URL = "https://puzz.link/p?mashu/" + SCRIPT["url"]


def swapped(board: str) -> str:
    """A saved Masyu board with its pearls (``1`` white, ``2`` black) swapped: the six clue rows after the size."""
    head, rows, rest = board.split("/", 4)[:4], board.split("/")[4:10], board.split("/")[10:]
    rows = [re.sub(r"\b[12]\b", lambda m: "2" if m.group() == "1" else "1", row) for row in rows]
    return "/".join(head + rows + rest)


@pytest.mark.parametrize(
    ("verdict", "board"), SCRIPT["failcheck"], ids=[f"{k}-{v}" for k, (v, _) in enumerate(SCRIPT["failcheck"])]
)
def test_masyus_boards_swapped_take_pzprjs_verdicts(verdict: str | None, board: str) -> None:
    code, out, err = run("check", "--genre", "uramashu", swapped(board))
    assert code == (0 if verdict is None else 1), out + err


def test_the_masyu_examples_loop_is_the_answer_of_its_swapped_pearls() -> None:
    masyu = formats.load(URL)
    ura = Puzzle(
        "uramashu", masyu.rows, masyu.cols, tuple(row.translate(str.maketrans("01", "10")) for row in masyu.cells)
    )
    url = formats.dump(ura, "puzzlink")
    assert url.startswith("https://puzz.link/p?mashu/6/6/")
    read = formats.load(url, genre="uramashu")
    result, published = loopcp.solve(read), loopcp.solve(masyu)
    assert (read, result.status, published.status) == (ura, Status.UNIQUE, Status.UNIQUE)
    assert result.solutions == published.solutions


def test_a_mashu_url_is_masyu_unless_told() -> None:
    assert formats.load(URL).genre == "masyu"
    assert formats.load(URL, genre="uramasyu").genre == "uramashu"
    saved = formats.dump(formats.load(URL, genre="uramashu"), "pzprv3")
    assert saved.startswith("pzprv3\nmashu\n")
    assert formats.load(saved).genre == "masyu"
    assert formats.load(saved, genre="uramashu").genre == "uramashu"
    code, out, err = run("solve", "--genre", "slitherlink", URL)
    assert (code, out) == (2, "")
    assert "expected a slitherlink puzzle, got a mashu URL (masyu)" in err
