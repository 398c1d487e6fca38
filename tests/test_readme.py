"""The README's Python examples (its ``pycon`` blocks) run as written and print what they show."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCK = re.compile(r"^```pycon\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def blocks() -> list[tuple[int, str]]:
    """Each pycon block with the README line where its examples start."""
    text = README.read_text()
    return [(text.count("\n", 0, m.start(1)) + 1, m.group(1)) for m in BLOCK.finditer(text)]


def test_the_readme_has_python_examples() -> None:
    assert blocks()


@pytest.mark.parametrize(("line", "block"), blocks(), ids=lambda v: str(v) if isinstance(v, int) else "")
def test_readme_example_runs(line: int, block: str) -> None:
    test = doctest.DocTestParser().get_doctest(block, {}, f"README.md:{line}", str(README), line - 1)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
