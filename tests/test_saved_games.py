"""A game saved by puz.link goes on from the player's lines: hint, explain, draw and --state read them (issue 39)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from loopcp import formats, logic
from loopcp.cli import app
from loopcp.formats import pzprv3, state
from loopcp.logic.base import Position
from loopcp.puzzle import Solution

runner = CliRunner()
GAME_ID = "5x5t0:b02a31b1c3a2d23a23"  # a 5x5 Slitherlink that the rules finish in 48 steps


def saved(tmp_path: Path, *, crosses: bool = True) -> tuple[Path, Position]:
    """A saved game: the lines (and crosses) of the rules' first four steps, and that position."""
    puzzle = formats.load(GAME_ID)
    steps = logic.deduce(puzzle).steps[:4]
    marks = {e: v for step in steps for e, v in step.set if crosses or v == 1}
    text = pzprv3.write(puzzle, Solution.from_edges(6, 6, frozenset(e for e, v in marks.items() if v == 1)))
    lines = text.split("\n")
    for (kind, i, j), value in marks.items():  # write the crosses as puz.link does: -1
        if value == -1:  # after the header (4 lines), clues and notes (5 each): vertical sides, then horizontal
            row = (19 if kind == "h" else 14) + i
            tokens = lines[row].split()
            tokens[j] = "-1"
            lines[row] = " ".join(tokens) + " "
    path = tmp_path / "game.txt"
    path.write_text("\n".join(lines))
    return path, Position.from_values(6, 6, marks)


def test_a_saved_game_reads_as_the_players_position(tmp_path: Path) -> None:
    path, position = saved(tmp_path)
    puzzle = formats.load(GAME_ID)
    read = state.read(path.read_text(), str(path), puzzle)
    assert read == position
    assert sum(v == -1 for v in read.known().values()) == 6
    assert pzprv3.answer(path.read_text(), str(path), puzzle) == Solution.from_edges(
        6, 6, frozenset(e for e, v in position.known().items() if v == 1)
    )  # the answer is the lines alone: crosses are the player's notes


def test_hint_goes_on_from_a_saved_game_as_from_the_same_state(tmp_path: Path) -> None:
    path, position = saved(tmp_path)
    (tmp_path / "state.json").write_text(json.dumps(position.as_json()))
    from_file = runner.invoke(app, ["hint", str(path), "--json"])
    from_state = runner.invoke(app, ["hint", GAME_ID, "--state", str(tmp_path / "state.json"), "--json"])
    as_state = runner.invoke(app, ["hint", GAME_ID, "--state", str(path), "--json"])  # --state takes a saved game
    assert from_file.exit_code == from_state.exit_code == as_state.exit_code == 0
    assert from_file.stdout == from_state.stdout == as_state.stdout
    empty = runner.invoke(app, ["hint", GAME_ID, "--json"]).stdout
    assert from_file.stdout != empty
    assert not {tuple(e[:3]) for e in json.loads(from_file.stdout)["set"]} & set(position.known())


def test_explain_goes_on_from_a_saved_game(tmp_path: Path) -> None:
    path, _ = saved(tmp_path)
    whole = json.loads(runner.invoke(app, ["explain", GAME_ID, "--json"]).stdout)
    rest = json.loads(runner.invoke(app, ["explain", str(path), "--json"]).stdout)
    assert (whole["grade"], rest["grade"]) == ("easy", "easy")
    assert len(rest["steps"]) < len(whole["steps"])


def test_draw_shows_the_players_lines_unless_the_solution_is_asked_for(tmp_path: Path) -> None:
    path, position = saved(tmp_path, crosses=False)
    (tmp_path / "state.json").write_text(json.dumps(position.as_json()))
    for args, name in (([str(path)], "game"), ([GAME_ID, "--state", str(tmp_path / "state.json")], "state")):
        result = runner.invoke(app, ["draw", *args, "-o", str(tmp_path / f"{name}.svg")])
        assert result.exit_code == 0, result.stderr
    assert (tmp_path / "game.svg").read_text() == (tmp_path / "state.svg").read_text()
    result = runner.invoke(app, ["draw", str(path), "--solution", "-o", str(tmp_path / "solved.svg")])
    assert result.exit_code == 0
    assert (tmp_path / "solved.svg").read_text() != (tmp_path / "game.svg").read_text()
