"""The command line, driven through typer's CliRunner: exit codes, streams, JSON."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text
from typer.testing import CliRunner

from loopcp import search
from loopcp.cli import app, progress, shown, streams
from loopcp.genres import genre_names, get_genre
from loopcp.puzzle import SolveResult

from conftest import BUNDLED

runner = CliRunner()
PI_DAY = str(BUNDLED / "pi-day-2025.txt")
KEYS = {"genre", "rows", "cols", "status", "count", "complete", "seconds", "solutions", "source"}


def run(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_solve_json_follows_the_contract() -> None:
    code, out, err = run("solve", PI_DAY, "--json")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == 1
    obj = json.loads(lines[0])
    assert set(obj) == KEYS
    assert (obj["genre"], obj["rows"], obj["cols"], obj["status"], obj["count"], obj["complete"]) == (
        "superslitherlink",
        7,
        7,
        "unique",
        1,
        True,
    )
    (solution,) = obj["solutions"]
    assert [len(solution["h"]), len(solution["h"][0]), len(solution["v"]), len(solution["v"][0])] == [8, 7, 7, 8]
    assert sum(map(sum, solution["h"])) + sum(map(sum, solution["v"])) == 22


def test_solve_reads_standard_input() -> None:
    code, out, _ = run("solve", "--json", stdin="33\n")
    assert code == 0
    obj = json.loads(out)
    assert (obj["source"], obj["status"], obj["solutions"]) == (
        "<stdin>",
        "unique",
        [{"h": [[1, 1], [1, 1]], "v": [[1, 0, 1]], "loop": [[0, 0], [20, 0], [40, 0], [40, 20], [20, 20], [0, 20]]}],
    )
    again = json.loads(run("solve", "-", "--json", stdin="33\n")[1])
    assert {**again, "seconds": 0} == {**obj, "seconds": 0}


def test_solve_draws_a_unique_solution() -> None:
    code, out, _ = run("solve", stdin="33\n")
    assert code == 0
    assert out.splitlines()[1:] == ["+-------+", "| 3   3 |", "+-------+"]
    assert out.startswith("<stdin>: unique solution (")


def test_solve_marks_where_two_solutions_differ() -> None:
    code, out, _ = run("solve", stdin="3.\n.3\n")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("<stdin>: at least 2 solutions (")
    assert lines[1:] == [
        "solutions 1 and 2 differ at the 8 edges drawn as * (heavy red lines on a terminal)",
        "solution 1:",
        "+----***+",
        "| 3     *",
        "+***+   |",
        "    * 3 |",
        ".   +---+",
        "solution 2:",
        "+---+   .",
        "| 3 *",
        "|   +***+",
        "*     3 |",
        "+***----+",
    ]


def test_solve_without_a_solution_exits_1() -> None:
    code, out, _ = run("solve", "--json", stdin="0\n")
    assert code == 1
    assert json.loads(out)["status"] == "unsolvable"


def test_solve_says_why_there_is_no_solution_as_grade_does() -> None:
    """The rules' contradiction, found in a moment, is said after "no solution"; JSON keeps only the status."""
    for command in (["solve", "--no-timing"], ["grade"]):
        assert run(*command, "-", stdin=".3\n30\n")[:2] == (
            1,
            "<stdin>: no solution: a clue has too many lines or too many crosses\n",
        )


def test_max_solutions_zero_finds_all() -> None:
    code, out, _ = run("solve", "--json", "--max-solutions", "0", stdin="..\n..\n")
    obj = json.loads(out)
    assert (code, obj["status"], obj["count"], obj["complete"], len(obj["solutions"])) == (0, "multiple", 13, True, 13)


def test_a_bad_file_is_reported_and_the_others_still_solved(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("33\n3#\n")
    code, out, err = run("solve", str(bad), PI_DAY, "--json")
    assert code == 2
    assert err == f"{bad}:2:2: expected 0-4, '.' or a letter, got '#'\n"
    assert [json.loads(line)["source"] for line in out.splitlines()] == [PI_DAY]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "<stdin>:1:1: expected a puzzle grid, got empty input"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "<stdin>:3:1: expected text, got a NUL byte (is this a binary file?)"),
        (b"3\xff\n", "<stdin>:1:2: expected UTF-8 text, got byte 0xff"),
        (b"ab\n!a=1\n", "<stdin>:1:2: expected a line '!b=N' for letter 'b', found none"),
    ],
    ids=["empty", "binary", "not-utf8", "missing-letter"],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(data: bytes, message: str) -> None:
    code, out, err = run("solve", stdin=data)
    assert (code, out, err) == (2, "", message + "\n")


def test_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.txt"
    code, out, err = run("solve", str(missing))
    assert (code, out, err) == (2, "", f"{missing}: cannot read: No such file or directory\n")


def test_bad_usage_exits_2() -> None:
    assert run("solve", "--max-solutions", "-1", stdin="33\n")[0] == 2
    assert run("solve", "--genre", "sudoku", stdin="33\n")[0] == 2
    assert run("frobnicate")[0] == 2


def test_count_prints_the_count_last() -> None:
    code, out, err = run("count", stdin="...\n...\n...\n")
    assert (code, out, err) == (0, "213\n", "")


def test_count_stops_at_the_limit_and_says_so() -> None:
    code, out, err = run("count", "--limit", "5", stdin="...\n...\n")
    assert (code, out) == (0, "5\n")
    assert err == "<stdin>: --limit 5 stopped the count; there may be more solutions\n"


def test_count_json() -> None:
    code, out, _ = run("count", "--json", stdin="....\n....\n....\n....\n")
    obj = json.loads(out)
    assert (code, obj["count"], obj["complete"], obj["status"], obj["solutions"]) == (0, 9349, True, "multiple", [])


def test_count_without_solutions_exits_1() -> None:
    assert run("count", stdin="0\n") == (1, "0\n", "")


def test_time_limit_without_an_answer_exits_3() -> None:
    # An empty 12x12 board has astronomically many loops; a zero time limit stops before any is found.
    code, out, _ = run("solve", "--json", "--time-limit", "0", stdin=("." * 12 + "\n") * 12)
    obj = json.loads(out)
    assert (code, obj["status"], obj["count"], obj["complete"]) == (3, "unknown", 0, False)


def test_version() -> None:
    code, out, _ = run("--version")
    assert code == 0 and out.startswith("loopcp ")


def test_a_board_too_large_to_search_is_refused_before_building() -> None:
    code, out, err = run("solve", stdin=("." * 600 + "\n") * 600)
    assert (code, out) == (2, "")
    assert err == (
        "<stdin>: a 600 x 600 board is too large to search: its model would need about 6,501 MB "
        "(the limit is 250,000 loop points)\n"
    )


def test_count_prints_a_large_count_in_full() -> None:
    assert run("count", stdin=("." * 8 + "\n") * 8) == (0, "2318527339461265\n", "")


@pytest.mark.parametrize(("n", "count"), [(8, 2318527339461265), (9, "27359264067916806101")], ids=["number", "string"])
def test_count_json_keeps_large_counts_exact(n: int, count: int | str) -> None:
    """Up to 2^53 the count is a JSON number; beyond, a string of digits that no reader rounds."""
    code, out, _ = run("count", "--json", stdin=("." * n + "\n") * n)
    obj = json.loads(out)
    assert (code, obj["count"], obj["engine"], obj["complete"]) == (0, count, "zdd", True)
    assert set(obj) == KEYS | {"engine"}


@pytest.mark.parametrize("engine", ["auto", "zdd", "cpsat"])
def test_count_engines_agree(engine: str) -> None:
    code, out, err = run("count", "--engine", engine, stdin="3...\n.2..\n..2.\n...3\n")
    assert (code, out, err) == (0, "280\n", "")


def test_count_on_a_wide_board_says_which_engine_and_why() -> None:
    code, out, err = run("count", stdin=("0" * 12 + "\n") * 12)
    assert (code, out) == (1, "0\n")
    assert err == (
        "<stdin>: the board is 13 points wide, more than the 12 the decision diagram is used for"
        " (--engine zdd tries it anyway): counted by the transfer matrix\n"
    )
    code, out, err = run("count", stdin=("23" * 10 + "\n") * 40)
    assert (code, out) == (1, "0\n")
    assert err == (
        "<stdin>: the board is 21 points wide, more than the 12 the decision diagram is used for"
        " (--engine zdd tries it anyway), and too many rules open at once for the transfer matrix:"
        " counted by enumeration\n"
    )


def test_count_diagram_stopped_by_the_time_limit() -> None:
    code, out, err = run("count", "--engine", "zdd", "--time-limit", "0", stdin=("." * 10 + "\n") * 10)
    assert (code, out) == (3, "at least 0\n")  # a bound, never mistaken for the count
    assert err == (
        "<stdin>: the decision diagram was not built within 0 s\n"
        "<stdin>: the time limit of 0 s stopped the count before it was complete\n"
    )


def test_count_rejects_an_unknown_engine() -> None:
    code, out, _ = run("count", "--engine", "dlx", stdin="33\n")
    assert (code, out) == (2, "")


@pytest.mark.parametrize(("after", "shown"), [(0.0, True), (60.0, False)])
def test_a_long_solve_shows_a_spinner_on_a_terminal_and_a_quick_one_does_not(
    monkeypatch: pytest.MonkeyPatch, after: float, shown: bool
) -> None:
    screen = io.StringIO()
    monkeypatch.setattr(streams.consoles, "_err", Console(file=screen, force_terminal=True, width=80))
    monkeypatch.setattr(progress, "SPINNER_AFTER", after)
    monkeypatch.setattr(search, "solve", slow(search.solve))
    code, out, _ = run("solve", str(BUNDLED / "pi-day-2025.txt"))
    assert code == 0
    assert out.startswith(f"{BUNDLED / 'pi-day-2025.txt'}: unique solution")
    assert ("solving" in screen.getvalue()) is shown


def slow(solve: Callable[..., SolveResult]) -> Callable[..., SolveResult]:
    """The solver, made to take long enough for the spinner's thread to draw once."""

    def wrapped(*args: Any, **kwargs: Any) -> SolveResult:
        time.sleep(0.3)
        return solve(*args, **kwargs)

    return wrapped


def test_a_drawing_wider_than_the_terminal_is_drawn_compactly_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    screen = io.StringIO()
    monkeypatch.setattr(streams.consoles, "_out", Console(file=screen, force_terminal=True, width=30))
    monkeypatch.setattr(shown, "_warned", [])
    code, _, err = run("solve", str(BUNDLED / "slitherlink-10x10.txt"))
    assert code == 0
    assert err == (
        "the drawing is 41 columns wide and this terminal 30: drawn compactly;"
        " 'loopcp draw PUZZLE --solution -o picture.svg' draws it in full\n"
    )
    drawing = Text.from_ansi(screen.getvalue()).plain.splitlines()
    assert len(drawing) == 21
    assert max(len(line) for line in drawing) == 21


@pytest.mark.parametrize(
    ("old", "new", "note"),
    [
        (["count", "-l", "5"], ["count", "-n", "5"], "-l is deprecated: use -n/--limit, which means the same"),
        (
            ["generate", "slitherlink", "-s", "4x4", "--seed", "1", "-d", "any", "-f", "tatham"],
            ["generate", "slitherlink", "-s", "4x4", "--seed", "1", "-d", "any", "--to", "tatham"],
            "-f/--format is deprecated: use --to, which means the same",
        ),
    ],
    ids=["count-l", "generate-f"],
)
def test_old_option_names_still_work_and_say_so_once(old: list[str], new: list[str], note: str) -> None:
    """Scripts written for the old words keep running; the new words say the same and nothing more."""
    code, out, err = run(*new, stdin="..\n..\n")
    assert run(*old, stdin="..\n..\n") == (code, out, note + "\n" + err)


def test_an_option_and_its_old_name_together_are_bad_usage() -> None:
    code, out, err = run("generate", "slitherlink", "-s", "4x4", "--to", "json", "--format", "tatham")
    assert (code, out) == (2, "")
    assert err.splitlines()[-1] == "--to and -f/--format are one option; give --to only"


WITHOUT_GENERATOR = [name for name in genre_names() if not get_genre(name).recipes]


@pytest.mark.parametrize("name", WITHOUT_GENERATOR or [pytest.param("", marks=pytest.mark.skip("every genre has one"))])
def test_generate_says_plainly_when_a_genre_has_no_generator(name: str) -> None:
    code, out, err = run("generate", name)
    assert (code, out, err) == (2, "", f"{name} has no generator yet; 'loopcp solve' solves it\n")


def test_generate_takes_a_genre_alias() -> None:
    assert (
        run("generate", "mashu", "--size", "5x5", "--seed", "1")[1]
        == run("generate", "masyu", "--size", "5x5", "--seed", "1")[1]
    )


def test_the_spinner_says_when_the_answer_is_found_and_only_the_proof_is_left(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search reports its verified answer from its own thread; the spinner waiting for it says so."""
    screen = io.StringIO()
    monkeypatch.setattr(streams.consoles, "_err", Console(file=screen, force_terminal=True, width=400))  # any path
    monkeypatch.setattr(progress, "SPINNER_AFTER", 0.0)
    real = search.solve

    def answered_then_slow(*args: Any, **kwargs: Any) -> SolveResult:
        result = real(*args, **kwargs)
        time.sleep(0.5)  # the proof, as it were: the spinner is up, and has heard of the answer
        return result

    monkeypatch.setattr(search, "solve", answered_then_slow)
    code, out, _ = run("solve", str(BUNDLED / "pi-day-2025.txt"))
    assert (code, out.startswith(f"{BUNDLED / 'pi-day-2025.txt'}: unique solution")) == (0, True)
    assert f"solving {BUNDLED / 'pi-day-2025.txt'}... an answer found; proving it is the only one" in screen.getvalue()


@pytest.mark.parametrize("limit", [[], ["--time-limit", "60"]])
def test_one_answer_asked_for_is_not_said_to_be_stopped_by_the_time_limit(limit: list[str]) -> None:
    """``-n 1`` stops at the first answer: the verdict says so, whatever the time limit."""
    code, out, err = run("solve", "-n", "1", "--no-timing", *limit, stdin="3.\n.3\n")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "<stdin>: one solution found; uniqueness was not looked for (--max-solutions 1)"
