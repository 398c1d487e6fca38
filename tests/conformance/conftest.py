"""What the conformance tests share: the one import of the SVG drawing, and the command line."""

from __future__ import annotations

from typer.testing import CliRunner

from loopcp import pictures
from loopcp.cli import app
from loopcp.puzzle import Edge, Puzzle

runner = CliRunner()


def svg(puzzle: Puzzle, loop: frozenset[Edge]) -> str:
    """The puzzle and its loop as an SVG document (the one place that knows which module draws SVG)."""
    return pictures.svg(puzzle, loop)


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    """``loopcp ARGS`` in process: exit code, standard output, standard error."""
    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr
