"""The Slink contest mode: exact drawings, broken promises, and malformed contest input."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from loopcp.cli import app
from loopcp.formats import slink
from loopcp.puzzle import Puzzle

from cases import Bad, rejection
from conftest import DATA, shared_path

runner = CliRunner()
SLINK = DATA / "slink"


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


JOBS = pytest.mark.parametrize("jobs", ["1", "2"])  # here, and in two worker processes: the same answers


@JOBS
@pytest.mark.parametrize("name", ["sample", "sizes"])
def test_answers_match_the_golden_drawing_byte_for_byte(name: str, jobs: str) -> None:
    code, out, err = run("slink", str(SLINK / f"{name}.in"), "--jobs", jobs)
    assert (code, err) == (0, "")
    assert out == (SLINK / f"{name}.out").read_text()


@pytest.mark.parametrize("suffix", ["in", "out"])
def test_the_bundled_sample_is_the_contracts_sample(suffix: str) -> None:
    shared = shared_path("examples", "slink", f"sample.{suffix}")
    assert (SLINK / f"sample.{suffix}").read_bytes() == shared.read_bytes()


def test_golden_sizes_run_from_2x2_to_20x20() -> None:
    sizes = {(p.rows, p.cols) for p in slink.parse_all((SLINK / "sizes.in").read_text())}
    assert {(2, 2), (20, 20)} <= sizes
    assert all(2 <= r <= 20 and 2 <= c <= 20 for r, c in sizes)
    assert len(sizes) >= 10


def test_reads_standard_input() -> None:
    code, out, _ = run("slink", stdin="2 2\n2 2\n2 2\n0 0\n")
    assert code == 0
    assert out.splitlines() == [
        "1",
        "#############",
        "#           #",
        "# +-------+ #",
        "# | 2   2 | #",
        "# |       | #",
        "# | 2   2 | #",
        "# +-------+ #",
        "#           #",
        "#############",
    ]


@JOBS
def test_a_broken_promise_is_reported_numbered_and_skipped(jobs: str) -> None:
    code, out, err = run("slink", str(SLINK / "promises.in"), "--jobs", jobs)
    assert code == 1
    assert out == (SLINK / "promises.out").read_text()
    assert out.startswith("1\n") and "\n3\n" in out
    assert err == (
        "data set 2: has no solution, but the contest promises exactly one\n"
        "data set 4: has more than one solution, but the contest promises exactly one\n"
    )


BAD = [
    Bad("empty", "", "f:1:1: expected a line '0 0' to end the input, got the end of the input"),
    Bad("no-end-line", "2 2\n2 2\n2 2\n", "f:4:1: expected a line '0 0' to end the input, got the end of the input"),
    Bad("after-the-end", "2 2\n2 2\n2 2\n0 0\n3 3\n", "f:5:1: expected nothing after the '0 0' of line 4, got more"),
    Bad("one-number", "2\n", "f:1:2: expected a line 'ROWS COLUMNS' or '0 0', got one number"),
    Bad("three-numbers", "2 2 2\n", "f:1:5: expected a line 'ROWS COLUMNS' or '0 0', got 3 numbers"),
    Bad("not-a-number", "2 x\n", "f:1:3: expected a line 'ROWS COLUMNS' or '0 0', got 'x'"),
    Bad("zero-rows", "0 5\n", "f:1:1: expected ROWS and COLUMNS from 1 to 1000, got 0 5"),
    Bad("too-big", "1001 1\n", "f:1:1: expected ROWS and COLUMNS from 1 to 1000, got 1001 1"),
    Bad("missing-row", "2 2\n2 2\n", "f:3:1: expected row 2 of 2, got the end of the input"),
    Bad("blank-line-in-grid", "2 2\n2 2\n\n2 2\n0 0\n", "f:3:1: expected row 2 of 2, got a blank line"),
    Bad("clue-4", "2 2\n2 4\n2 2\n0 0\n", "f:2:3: expected a clue 0-3, got '4'"),
    Bad("blank-clue", "2 2\n2 -\n2 2\n0 0\n", "f:2:3: expected a clue 0-3, got '-'"),
    Bad("two-digits", "2 2\n22 2\n2 2\n0 0\n", "f:2:1: expected a clue 0-3, got '22'"),
    Bad("two-digits-in-order", "2 2\n12 2\n2 2\n0 0\n", "f:2:1: expected a clue 0-3, got '12'"),  # found by fuzzing
    Bad("row-too-long", "2 2\n2 2 2\n2 2\n0 0\n", "f:2:5: expected 2 clues in row 1, got 3"),
    Bad("row-too-short", "2 2\n2\n2 2\n0 0\n", "f:2:2: expected 2 clues in row 1, got 1"),
]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c.id)
def test_malformed_contest_input_names_the_place(case: Bad) -> None:
    assert rejection(slink.parse_all, case.text, "f") == case.message


@JOBS
def test_a_malformed_data_set_is_reported_and_the_next_one_answered(jobs: str) -> None:
    code, out, err = run("slink", "--jobs", jobs, stdin="2 2\n2 2\n2 2\n2 2\n2 x\n2 2\n2 2\n2 2\n2 2\n0 0\n")
    assert (code, err) == (2, "<stdin>:5:3: expected a clue 0-3, got 'x'\n")
    assert out.startswith("1\n#")
    assert "\n3\n#" in out  # data set 2 is reported; 3 keeps its number
    assert "\n2\n" not in out


def test_a_bad_header_ends_the_input_where_it_is() -> None:
    code, out, err = run("slink", stdin="2 2\n2 2\n2 2\n2 x\n")
    assert (code, err) == (2, "<stdin>:4:3: expected a line 'ROWS COLUMNS' or '0 0', got 'x'\n")
    assert out.startswith("1\n#")


def test_forgives_blank_lines_between_problems_tabs_and_crlf() -> None:
    text = "\n\n2 2\r\n2\t2\r\n 2  2 \r\n\r\n0 0\r\n\r\n"
    assert slink.parse_all(text) == [Puzzle("slitherlink", 2, 2, ("22", "22"))]


def test_one_problem_reads_as_a_puzzle_but_several_need_the_contest_mode() -> None:
    assert slink.parse("1 2\n3 3\n0 0\n") == Puzzle("slitherlink", 1, 2, ("33",))
    assert (
        rejection(slink.parse, (SLINK / "sample.in").read_text(), "f")
        == "f:10:1: expected one problem, got 4: 'loopcp slink' solves a whole contest input"
    )
    assert rejection(slink.parse, "0 0\n", "f") == "f:1:1: expected a problem before the '0 0' line, got none"


def test_write_is_the_contest_input_of_one_problem() -> None:
    assert slink.write(Puzzle("slitherlink", 2, 3, ("012", "321"))) == "2 3\n0 1 2\n3 2 1\n0 0\n"


@pytest.mark.parametrize("name", ["sample", "sizes", "promises"])
def test_a_converted_contest_input_is_answered_as_the_original(name: str) -> None:
    """Issue 26.4: convert --to slink wrote '0 0' after every data set, and slink stopped after the first."""
    original = run("slink", str(SLINK / f"{name}.in"))
    code, converted, err = run("convert", str(SLINK / f"{name}.in"), "--to", "slink")
    assert (code, err) == (0, "")
    assert converted == (SLINK / f"{name}.in").read_text()  # one input, one '0 0': as loopcp writes them
    assert run("slink", stdin=converted) == original


def test_the_contracts_sample_converted_is_answered_as_the_original() -> None:
    sample = shared_path("examples", "slink", "sample.in")
    code, converted, _ = run("convert", str(sample), "--to", "slink")
    assert code == 0
    answers = shared_path("examples", "slink", "sample.out").read_text()
    assert run("slink", stdin=converted) == run("slink", str(sample)) == (0, answers, "")


def test_several_knuth_grids_convert_to_one_contest_input() -> None:
    assert run("convert", "--to", "slink", stdin="22\n22\n\n3\n\n01\n") == (
        0,
        "2 2\n2 2\n2 2\n1 1\n3\n1 2\n0 1\n0 0\n",
        "",
    )


def test_a_problem_that_cannot_be_written_is_reported_and_the_input_still_ends_once() -> None:
    code, out, err = run("convert", "--to", "slink", stdin="22\n22\n\n3.\n\n3\n")
    assert (code, out) == (2, "2 2\n2 2\n2 2\n1 1\n3\n0 0\n")
    assert err == "<stdin>:4: a Slink contest input needs every cell clued 0-3; cell r1c2 is blank\n"
    assert run("convert", "--to", "slink", stdin="3.\n") == (
        2,
        "",
        "<stdin>: a Slink contest input needs every cell clued 0-3; cell r1c2 is blank\n",
    )


@JOBS
def test_a_board_too_large_to_search_is_reported_and_the_others_answered(jobs: str) -> None:
    big = "500 500\n" + ("2 " * 499 + "2\n") * 500
    code, out, err = run("slink", "--jobs", jobs, stdin="2 2\n2 2\n2 2\n" + big + "0 0\n")
    assert code == 2
    assert out.startswith("1\n#############\n")
    assert err.startswith("data set 2: a 500 x 500 board is too large to search")
