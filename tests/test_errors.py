"""Errors: each class says its exit code, internal errors exit 4, and a bad input never loads OR-Tools."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp import errors, search
from loopcp.cli import app
from loopcp.cli.exits import code_for
from loopcp.errors import (
    DeadlineError,
    InternalError,
    LoopcpError,
    NoPuzzleError,
    OutputError,
    ParseError,
    TimeLimitError,
    UnsupportedError,
    VerificationError,
    WorkerError,
)
from loopcp.generation import make as generate

from conftest import BUNDLED

SRC = Path(errors.__file__).parent
PI_DAY = str(BUNDLED / "pi-day-2025.txt")
runner = CliRunner()


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (LoopcpError("x"), 2),
        (ParseError("f", 1, 1, "x"), 2),
        (UnsupportedError("x"), 2),
        (OutputError("x"), 2),
        (NoPuzzleError("x"), 1),
        (DeadlineError("x"), 3),
        (TimeLimitError("x"), 3),
        (InternalError("x"), 4),
        (VerificationError("x"), 4),
        (WorkerError("x"), 4),
    ],
    ids=lambda v: type(v).__name__ if isinstance(v, Exception) else str(v),
)
def test_each_error_says_its_exit_code(error: LoopcpError, code: int) -> None:
    assert (error.exit_code, code_for(error)) == (code, code)


def test_the_generator_still_offers_its_errors() -> None:
    assert (generate.NoPuzzleError, generate.TimeLimitError) == (NoPuzzleError, TimeLimitError)


def _internal_raises_outside_internal_error() -> list[str]:
    """Every ``raise X("internal error…")`` (or ``return X(…)``) in src whose X is not an ``InternalError``."""
    classes = [value for value in vars(errors).values() if isinstance(value, type)]
    internal = {kind.__name__ for kind in classes if issubclass(kind, InternalError)}
    found = []
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args):
                continue
            first = node.args[0]
            text = first.value if isinstance(first, ast.Constant) else None
            if isinstance(first, ast.JoinedStr) and isinstance(first.values[0], ast.Constant):
                text = first.values[0].value
            if isinstance(text, str) and text.startswith("internal error") and node.func.id not in internal:
                found.append(f"{path.relative_to(SRC)}:{node.lineno}: {node.func.id}")
    return found


def test_every_internal_error_is_an_internal_error() -> None:
    assert _internal_raises_outside_internal_error() == []


def test_an_internal_error_exits_4_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise InternalError("internal error: a check failed")

    monkeypatch.setattr(search, "solve", broken)
    result = runner.invoke(app, ["solve", PI_DAY])
    assert (result.exit_code, result.stdout, result.stderr) == (4, "", f"{PI_DAY}: internal error: a check failed\n")


WRAPPER = """
import atexit, sys
atexit.register(lambda: sys.stderr.write(f"ortools loaded: {any(m.startswith('ortools') for m in sys.modules)}\\n"))
sys.argv = ["loopcp", *sys.argv[1:]]
from loopcp.entry import main
main()
"""


@pytest.mark.parametrize(
    "command",
    [
        ["solve", "BAD"],
        ["count", "BAD"],
        ["convert", "BAD"],
        ["check", "BAD", "BAD"],
        ["draw", "BAD", "-o", "OUT.svg"],
        ["grade", "BAD"],
        ["hint", "BAD"],
        ["explain", "BAD"],
        ["slink", "BAD"],
        ["generate", "slitherlink", "--size", "1x1"],
        ["generate", "masyu", "--size", "5x5", "-d", "nonsense"],
    ],
    ids=lambda c: "-".join(c[:2] if c[0] == "generate" else c[:1]) + ("-size" if "1x1" in c else ""),
)
def test_a_bad_input_loads_no_or_tools(tmp_path: Path, command: list[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("abc\n1 2 x\n")
    args = [str(bad) if a == "BAD" else str(tmp_path / a) if a == "OUT.svg" else a for a in command]
    done = subprocess.run(
        [sys.executable, "-c", WRAPPER, *args], capture_output=True, text=True, timeout=60, check=False
    )
    lines = done.stderr.splitlines()
    assert (done.returncode, done.stdout, len(lines), lines[-1]) == (2, "", 2, "ortools loaded: False")
    assert not (tmp_path / "OUT.svg").exists()
