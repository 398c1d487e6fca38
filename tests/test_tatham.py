"""Tatham game IDs: golden IDs from Loopy and Pearl, the programs themselves, and malformed IDs."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp.cli import app
from loopcp.formats import tatham
from loopcp.puzzle import Puzzle

from cases import Bad, rejection
from conftest import DATA

runner = CliRunner()
LOOPY = Path("/usr/games/sgt-loopy")
PEARL = Path("/usr/games/sgt-pearl")


@dataclass(frozen=True)
class Golden:
    """One ID that Loopy or Pearl printed, with the parameters and seed that made it."""

    params: str
    game_id: str

    @property
    def big(self) -> bool:
        """Boards of 30x30 and more take a few tenths of a second each."""
        size = self.params.split("t")[0].split("d")[0].split("#")[0]
        return max(int(n) for n in size.split("x")) >= 30


def golden(name: str) -> list[Golden]:
    """The IDs in tests/data/tatham/NAME.tsv (made by regenerate.sh there)."""
    lines = (DATA / "tatham" / f"{name}.tsv").read_text().splitlines()
    return [Golden(*line.split("\t")) for line in lines]


GOLDEN = golden("loopy") + golden("pearl")


def marks(case: Golden) -> list[pytest.MarkDecorator]:
    return [pytest.mark.slow] if case.big else []


@pytest.mark.parametrize("case", [pytest.param(c, id=c.params, marks=marks(c)) for c in GOLDEN])
def test_golden_id_is_solved_as_given_and_written_back(case: Golden) -> None:
    result = runner.invoke(app, ["solve", case.game_id, "--json"])
    assert (result.exit_code, result.stderr) == (0, "")
    obj = json.loads(result.stdout)
    genre = "masyu" if "t" not in case.game_id.split(":")[0] else "slitherlink"
    cols, rows = (int(n) for n in case.game_id.split(":")[0].split("t")[0].split("x"))
    assert (obj["genre"], obj["rows"], obj["cols"], obj["status"], obj["count"], obj["complete"]) == (
        genre,
        rows,
        cols,
        "unique",
        1,
        True,
    )
    assert obj["source"] == "<argument>"
    converted = runner.invoke(app, ["convert", case.game_id, "--to", "tatham"])
    assert (converted.exit_code, converted.stdout) == (0, case.game_id + "\n")


def test_golden_set_covers_the_sizes_and_difficulties() -> None:
    params = {c.params.split("#")[0] for c in GOLDEN}
    assert {"7x7t0dn", "7x7t0dh", "40x40t0dn", "40x40t0dh", "8x8de", "8x8dt", "15x15de", "15x15dt"} <= params


def test_width_is_columns_and_height_is_rows() -> None:
    puzzle = tatham.parse("3x2t0:a2c3")
    assert puzzle == Puzzle("slitherlink", 2, 3, (".2.", "..3"))
    assert tatham.parse("3x2:aWcB") == Puzzle("masyu", 2, 3, (".0.", "..1"))


def test_runs_longer_than_26_are_split_as_the_programs_do() -> None:
    puzzle = Puzzle("slitherlink", 1, 60, ("." * 27 + "3" + "." * 32,))
    assert tatham.write(puzzle) == "60x1t0:za3zf\n"
    assert tatham.parse("60x1t0:za3zf") == puzzle
    assert tatham.write(Puzzle("masyu", 2, 26, ("." * 26, "." * 25 + "1"))) == "26x2:zyB\n"


@pytest.mark.parametrize(
    ("game_id", "puzzle"),
    [
        ("3x2:a2c3", Puzzle("slitherlink", 2, 3, (".2.", "..3"))),  # before Loopy had grid types
        ("2:a3b", Puzzle("slitherlink", 2, 2, (".3", ".."))),  # one number: a square board
        ("3x2t0dh:a2c3", Puzzle("slitherlink", 2, 3, (".2.", "..3"))),  # the difficulty is dropped
        ("3x2dtn:aWcB", Puzzle("masyu", 2, 3, (".0.", "..1"))),
        ("  3x2t0:a2c3 \n\n", Puzzle("slitherlink", 2, 3, (".2.", "..3"))),
    ],
)
def test_other_forms_the_programs_read(game_id: str, puzzle: Puzzle) -> None:
    assert tatham.parse(game_id) == puzzle


def test_a_board_without_clues_or_grid_type_is_pearls_unless_slitherlink_is_asked_for() -> None:
    """Loopy writes t<type> in every ID it prints, so `2x2:d` is a Pearl ID."""
    assert tatham.parse("2x2:d") == Puzzle("masyu", 2, 2, ("..", ".."))
    assert tatham.parse("2x2t0:d").genre == "slitherlink"
    assert tatham.parse("2x2:d", genre="slitherlink") == Puzzle("slitherlink", 2, 2, ("..", ".."))


def test_a_stray_character_in_a_pearl_id_is_named() -> None:
    assert rejection(tatham.parse, "5x5:W9x", "f") == "f:1:6: expected a pearl B or W or a run of blanks a-z, got '9'"


BAD = [
    Bad("empty", "", "f:1:1: expected a game ID such as 10x10t0:a2b3..., got empty input"),
    Bad("no-description", "10x10t0:", "f:1:9: expected 100 cells, got 0 (description too short)"),
    Bad("too-short", "3x3t0:a2b3", "f:1:11: expected 9 cells, got 5 (description too short)"),
    Bad(
        "clue-past-the-end",
        "3x3t0:i3",
        "f:1:8: expected the end of the description after 9 cells, got '3' (description too long)",
    ),
    Bad(
        "run-past-the-end",
        "3x3t0:a2b3cd",
        "f:1:12: expected at most 1 cell more, got 'd', a run of 4 blanks (description too long)",
    ),
    Bad(
        "run-too-long",
        "3x3t0:j",
        "f:1:7: expected at most 9 cells more, got 'j', a run of 10 blanks (description too long)",
    ),
    Bad("loopy-clue-5", "3x3t0:a5h", "f:1:8: expected a clue 0-4 or a run of blanks a-z, got '5'"),
    Bad("pearl-in-loopy", "3x3t0:a2B", "f:1:9: expected a clue 0-4 or a run of blanks a-z, got 'B'"),
    Bad("digit-in-pearl", "3x3:aWh2", "f:1:6: expected a clue 0-4 or a run of blanks a-z, got 'W'"),
    Bad("blank-inside", "3x3t0: i", "f:1:7: expected a clue 0-4 or a run of blanks a-z, got ' ' (a blank)"),
    Bad("triangles-short", "3x3t1:0_i", "f:1:10: expected 19 faces, got 9 (description too short)"),
    Bad(
        "penrose-no-patch",
        "3x3t12:i",
        "f:1:8: expected the Penrose (rhombs) grid's description before '_', which says which patch it is",
    ),
    Bad(
        "kagome-long",
        "3x3t14:y3",
        "f:1:9: expected the end of the description after 25 faces, got '3' (description too long)",
    ),
    Bad("honeycomb-clue", "2x2t2:a7b", "f:1:8: expected at most 6 on face 1, which has 6 sides, got 7"),
    Bad("honeycomb-patch", "2x2t2:0_d", "f:1:8: expected no grid description ('_'): the Honeycomb grid takes none"),
    Bad(
        "penrose-patch",
        "3x3t11:Gx_i",
        "f:1:8: expected a Penrose (kite/dart) grid that Loopy builds: not a Penrose grid description: 'Gx'",
    ),
    Bad(
        "unknown-grid",
        "3x3t16:i",
        "f:1:4: Loopy grid type t16 (Hats, from a later Loopy) is not supported; loopcp reads t0 to t15",
    ),
    Bad("unknown-grid-18", "3x3t18:i", "f:1:4: Loopy grid type t18 is not supported; loopcp reads t0 to t15"),
    Bad("grid-description", "3x3t0:x_i", "f:1:8: expected no grid description ('_'): the square grid takes none"),
    Bad(
        "random-seed",
        "3x3t0#seed",
        "f:1:6: expected a game ID (PARAMS:DESCRIPTION), got a random seed (PARAMS#SEED), which names no puzzle",
    ),
    Bad("no-colon", "3x3t0", "f:1:6: expected ':' and a description after the parameters"),
    Bad("bad-params", "x3:i", "f:1:1: expected game parameters such as 10x10t0 before ':', got 'x'"),
    Bad("junk-in-params", "3x3q:i", "f:1:4: expected ':' after the game parameters '3x3', got 'q'"),
    Bad("zero-size", "0x3:i", "f:1:1: expected a width and height from 1 to 1000, got 0x3"),
    Bad("too-big", "3x1001:i", "f:1:1: expected a width and height from 1 to 1000, got 3x1001"),
    Bad("huge", "99999999999x3:i", "f:1:1: expected a width and height from 1 to 1000, got 99999999999x3"),
    Bad("loopy-difficulty", "3x3t0dq:i", "f:1:7: expected a Loopy difficulty (e, n, t, h) after 'd', got 'q'"),
    Bad("pearl-difficulty", "5x5dh:Wx", "f:1:5: expected a Pearl difficulty (e, t) after 'd', got 'h'"),
    Bad("two-lines", "3x3t0:i\n3x3t0:i", "f:2:1: expected the end of the input after line 1, got another line"),
]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c.id)
def test_malformed_ids_name_the_place(case: Bad) -> None:
    assert rejection(tatham.parse, case.text, "f") == case.message


def test_a_grid_type_of_a_later_loopy_is_a_clear_error_on_the_command_line() -> None:
    result = runner.invoke(app, ["solve", "5x5t16:abc"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "<argument>:1:4: Loopy grid type t16 (Hats, from a later Loopy) is not supported; loopcp reads t0 to t15\n"
    )


def run_program(program: Path, params: str) -> str:
    """One game ID from Tatham's program, or a clean skip where it is not installed."""
    if not program.exists() and shutil.which(program.name) is None:
        pytest.skip(f"{program} is not installed (Debian's sgt-puzzles)")
    done = subprocess.run(
        [str(program), "--generate", "1", params], capture_output=True, text=True, timeout=120, check=True
    )
    return done.stdout.strip()


@pytest.mark.parametrize(
    ("program", "params"),
    [(LOOPY, "10x10t0dh"), (LOOPY, "9x6t0dn"), (PEARL, "8x8dt"), (PEARL, "6x9de")],
    ids=["loopy-10x10-hard", "loopy-9x6-normal", "pearl-8x8-tricky", "pearl-6x9-easy"],
)
def test_fresh_ids_from_the_programs(program: Path, params: str) -> None:
    seed = random.Random().randrange(10**9)  # a new puzzle each run; the seed is in the failure message
    game_id = run_program(program, f"{params}#{seed}")
    result = runner.invoke(app, ["solve", game_id, "--json"])
    assert (result.exit_code, json.loads(result.stdout)["status"]) == (0, "unique"), (params, seed, game_id)
    assert tatham.write(tatham.parse(game_id)) == game_id + "\n", (params, seed)
