"""Files of several puzzles: what generate writes, solve, count and convert read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp import formats
from loopcp.cli import app
from loopcp.puzzle import Puzzle

runner = CliRunner()


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("genre", "fmt"),
    [
        ("slitherlink", "knuth"),
        ("slitherlink", "tatham"),
        ("slitherlink", "puzzlink"),
        ("masyu", "knuth"),
        ("masyu", "tatham"),
        ("masyu", "puzzlink"),
        ("superslitherlink", "knuth"),
        ("slitherlink", "json"),
        ("masyu", "json"),
        ("superslitherlink", "json"),
    ],
)
def test_what_generate_writes_solve_reads_back(tmp_path: Path, genre: str, fmt: str) -> None:
    code, out, _ = run("generate", genre, "--size", "5x5", "--seed", "1", "--count", "5", "--format", fmt)
    assert code == 0
    book = tmp_path / "book.txt"
    book.write_text(out)
    args = ["solve", str(book), "--json"] + (["--genre", "masyu"] if genre == "masyu" and fmt == "knuth" else [])
    code, out, err = run(*args)
    results = [json.loads(line) for line in out.splitlines()]
    assert (code, err, [r["status"] for r in results]) == (0, "", ["unique"] * 5)
    lines = [1, 7, 13, 19, 25] if fmt == "knuth" and genre != "superslitherlink" else None
    if lines is not None:
        assert [r["source"] for r in results] == [f"{book}:{n}" for n in lines]


def test_leading_blank_lines_are_forgiven() -> None:
    code, out, err = run("solve", "--json", stdin="\n\n33\n")
    assert (code, err, json.loads(out)["source"]) == (0, "", "<stdin>")


def test_one_bad_puzzle_of_a_batch_is_reported_at_its_place_and_the_others_solved() -> None:
    code, out, err = run("solve", "--json", stdin="33\n\n3#\n\n..\n..\n")
    assert code == 2
    assert err == "<stdin>:3:2: expected 0-4, '.' or a letter, got '#'\n"
    assert [(r["source"], r["status"]) for r in map(json.loads, out.splitlines())] == [
        ("<stdin>:1", "unique"),
        ("<stdin>:5", "multiple"),
    ]


def test_count_and_convert_take_several_puzzles() -> None:
    assert run("count", stdin="33\n\n...\n...\n...\n") == (0, "<stdin>:1: 1\n<stdin>:3: 213\n", "")
    code, out, _ = run("convert", "--to", "tatham", stdin="33\n\n0.\n.3\n")
    assert (code, out) == (0, "2x1t0:33\n2x2t0:0b3\n")


def test_load_all_names_each_puzzle_by_its_line() -> None:
    items = list(formats.load_all("5x5t0:y\n\n3x1t0:333\n", "ids.txt"))
    assert [(item.source, item.puzzle) for item in items] == [
        ("ids.txt:1", Puzzle("slitherlink", 5, 5, (".....",) * 5)),
        ("ids.txt:3", Puzzle("slitherlink", 1, 3, ("333",))),
    ]


def test_a_lone_puzzle_keeps_the_name_of_its_file() -> None:
    (item,) = formats.load_all("\n33\n\n\n", "one.txt")
    assert (item.source, item.puzzle) == ("one.txt", Puzzle("slitherlink", 1, 2, ("33",)))
