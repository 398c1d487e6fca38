"""Every command's help: it shows, gives examples, and names the extras exactly as pip wants them."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from loopcp.cli import COMMANDS, app

runner = CliRunner()
WIDE = {"COLUMNS": "250", "TERMINAL_WIDTH": "250"}  # no line wrapped in the middle of a phrase


def help_of(command: str) -> str:
    result = runner.invoke(app, [command, "--help"], env=WIDE)
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_has_help_with_examples(command: str) -> None:
    assert "Examples:" in help_of(command)


@pytest.mark.parametrize("command", ["solve", "count", "grade", "convert", "generate", "slink"])
def test_cluster_help_names_the_extra_with_its_brackets(command: str) -> None:
    """Rich markup would read '[cluster]' as a style and drop it."""
    assert "needs pip install 'loopcp[cluster]'." in help_of(command)


def test_draw_help_names_the_pictures_extra_with_its_brackets() -> None:
    assert "(pip install 'loopcp[pictures]')" in help_of("draw")
