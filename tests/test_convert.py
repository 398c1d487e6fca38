"""`loopcp convert`, --format, and puzzles given as ID or URL arguments, through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp.cli import app

from conftest import BUNDLED

runner = CliRunner()
LOOPY_5X5 = "5x5t0:b02a31b1c3a2d23a23"
LOOPY_5X5_KNUTH = "..02.\n31..1\n...3.\n2....\n23.23\n"
MASHU_URL = "https://puzz.link/p?mashu/5/5/00k00900i"
MASHU_KNUTH = ".....\n.1.1.\n.....\n0....\n....1\n"


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("source", "to", "expected"),
    [
        (LOOPY_5X5, "knuth", LOOPY_5X5_KNUTH),
        (LOOPY_5X5, "puzzlink", "https://puzz.link/p?slither/5/5/h073bbg8ch282d\n"),
        (LOOPY_5X5, "tatham", LOOPY_5X5 + "\n"),
        ("https://puzz.link/p?slither/5/5/h073bbg8ch282d", "tatham", LOOPY_5X5 + "\n"),
        (MASHU_URL, "knuth", MASHU_KNUTH),
        (MASHU_URL, "tatham", "5x5:fBaBfWhB\n"),
        ("5x5:fBaBfWhB", "puzzlink", MASHU_URL + "\n"),
        ("2x2t0:2222", "slink", "2 2\n2 2\n2 2\n0 0\n"),
    ],
)
def test_convert(source: str, to: str, expected: str) -> None:
    assert run("convert", source, "--to", to) == (0, expected, "")


def test_convert_reads_a_file_or_standard_input_and_defaults_to_knuth() -> None:
    assert run("convert", "--to", "tatham", stdin=LOOPY_5X5_KNUTH) == (0, LOOPY_5X5 + "\n", "")
    assert run("convert", "-", "--genre", "masyu", "--to", "puzzlink", stdin=MASHU_KNUTH) == (0, MASHU_URL + "\n", "")
    code, out, _ = run("convert", str(BUNDLED / "slitherlink-10x10.txt"))
    assert (code, out) == (0, (BUNDLED / "slitherlink-10x10.txt").read_text())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            [str(BUNDLED / "pi-day-2025.txt"), "--to", "tatham"],
            f"{BUNDLED / 'pi-day-2025.txt'}: a SuperSlitherlink cannot be written as a Tatham game ID:"
            " Loopy has no region clues",
        ),
        (
            [str(BUNDLED / "pi-day-2025.txt"), "--to", "puzzlink"],
            f"{BUNDLED / 'pi-day-2025.txt'}: a SuperSlitherlink cannot be written as a puzz.link URL:"
            " slither has no region clues",
        ),
        (
            [LOOPY_5X5, "--to", "slink"],
            "<argument>: a Slink contest input needs every cell clued 0-3; cell r1c1 is blank",
        ),
        ([MASHU_URL, "--to", "slink"], "<argument>: a Slink contest input holds Slitherlink puzzles, not masyu"),
        (
            [MASHU_URL, "--genre", "slitherlink"],
            "<argument>:1:21: expected a slitherlink puzzle, got a mashu URL (masyu)",
        ),
        (["10x10t0:a", "--to", "knuth"], "<argument>:1:10: expected 100 cells, got 1 (description too short)"),
    ],
)
def test_what_a_format_cannot_hold_is_a_clear_error(args: list[str], message: str) -> None:
    assert run("convert", *args) == (2, "", message + "\n")


def test_solve_takes_ids_and_urls_as_the_puzzle_and_infers_masyu() -> None:
    code, out, err = run("solve", LOOPY_5X5, MASHU_URL, "--json")
    assert (code, err) == (0, "")
    objs = [json.loads(line) for line in out.splitlines()]
    assert [(o["genre"], o["status"], o["source"]) for o in objs] == [
        ("slitherlink", "unique", "argument 1"),
        ("masyu", "unique", "argument 2"),
    ]


def test_ids_among_several_paths_are_named_by_their_place() -> None:
    """Issue 26.7: every ID was '<argument>'; one given alone still is, as a file of one puzzle is its name alone."""
    code, out, err = run("solve", LOOPY_5X5, "10x10t2:abc", str(BUNDLED / "slitherlink-10x10.txt"), MASHU_URL)
    # a honeycomb ID whose description is far too short
    assert (code, out.count("unique solution")) == (2, 3)
    assert out.startswith("argument 1: unique solution (")
    assert "\nargument 4: unique solution (" in out
    assert err == "argument 2:1:12: expected 100 faces, got 6 (description too short)\n"
    assert run("convert", LOOPY_5X5, MASHU_URL, "--to", "slink") == (
        2,
        "",
        "argument 1: a Slink contest input needs every cell clued 0-3; cell r1c1 is blank\n"
        "argument 2: a Slink contest input holds Slitherlink puzzles, not masyu\n",
    )


def test_an_existing_file_wins_over_an_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("2x1t0:33").write_text("0\n")  # a file whose name reads as an ID
    code, out, _ = run("solve", "2x1t0:33", "--json")
    assert (code, json.loads(out)["status"], json.loads(out)["rows"]) == (1, "unsolvable", 1)


def test_format_option_overrides_detection() -> None:
    code, _, err = run("solve", "--format", "knuth", stdin="2 2\n2 2\n2 2\n0 0\n")
    assert (code, err) == (2, "<stdin>:1:2: expected 0-4, '.' or a letter, got ' ' (a blank)\n")
    code, out, _ = run("solve", "--format", "slink", "--json", stdin="2 2\n2 2\n2 2\n0 0\n")
    assert (code, json.loads(out)["status"]) == (0, "unique")


def test_count_takes_a_url() -> None:
    assert run("count", "https://puzz.link/p?slither/3/3/o") == (0, "213\n", "")


def test_a_missing_file_that_is_no_id_is_still_a_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.txt"
    assert run("solve", str(missing)) == (2, "", f"{missing}: cannot read: No such file or directory\n")


# --- JSON Lines (issue 26.5) ----------------------------------------------------------------------

PUZZLE_KEYS = ("genre", "rows", "cols", "clues", "puzzle")  # what a puzzle alone decides of generate's object


@pytest.mark.parametrize("genre", ["slitherlink", "masyu", "superslitherlink"])
def test_what_generate_writes_as_json_reads_back(genre: str) -> None:
    code, book, _ = run("generate", genre, "--size", "5x5", "--seed", "1", "--count", "2", "--format", "json")
    assert code == 0
    made = [json.loads(line) for line in book.splitlines()]
    code, out, err = run("solve", "--json", stdin=book)
    results = [json.loads(line) for line in out.splitlines()]
    assert (code, err) == (0, "")
    assert [(r["source"], r["status"], r["genre"]) for r in results] == [
        ("<stdin>:1", "unique", made[0]["genre"]),
        ("<stdin>:2", "unique", made[1]["genre"]),
    ]
    assert [r["solutions"] for r in results] == [[m["solution"]] for m in made]
    code, out, _ = run("convert", "--to", "json", stdin=book)
    assert code == 0
    assert [json.loads(line) for line in out.splitlines()] == [{k: m[k] for k in PUZZLE_KEYS} for m in made]
    assert run("convert", "--genre", "masyu" if genre == "masyu" else "slitherlink", stdin=book) == (
        0,
        "\n".join(m["puzzle"] for m in made),
        "",
    )


def test_json_is_chosen_with_format_and_its_genre_is_checked() -> None:
    line = '{"genre": "masyu", "puzzle": ".....\\n.1.1.\\n.....\\n0....\\n....1\\n"}\n'
    assert run("convert", "--format", "json", "--to", "puzzlink", stdin=line) == (0, MASHU_URL + "\n", "")
    assert run("convert", "--genre", "slitherlink", stdin=line) == (
        2,
        "",
        '<stdin>:1:11: expected a slitherlink puzzle, got "genre": "masyu"\n',
    )
    assert run("convert", "--format", "json", stdin="33\n.3\n") == (
        2,
        "",
        "<stdin>:1:1: expected a JSON object per line, got a number\n"
        "<stdin>:2:1: expected a JSON object per line: expecting value\n",
    )
