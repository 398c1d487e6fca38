"""Every example in the README and in docs/*.md runs as written and prints what it shows.

Two kinds of block are run, on every page:

- a ``pycon`` block runs as a doctest, in the repository's folder;
- a ``console`` block runs command by command: each ``$ COMMAND`` line is run
  with bash, in a fresh temporary folder that holds the repository's
  ``data/`` and ``tests/data/`` (linked, so a command writes only into the
  folder itself), with this virtual environment's ``bin`` first on ``PATH``,
  ``PYTHONPATH`` at this checkout's ``src``, ``COLUMNS=80`` and ``NO_COLOR``
  (plain text, as when piped).  What it prints on standard output and
  standard error together (``2>&1``, as a terminal shows them) must be the
  lines that follow it, up to the next ``$`` line or the end of the block.
  Each command is a test of its own, named ``PAGE:LINE``.

The conventions of the pages:

- timings (``(0.01 s)``, ``"seconds": 0.01``) are not compared;
- ``...`` stands for any text, as in a doctest (``ELLIPSIS``); a line of it
  alone, for any lines;
- ``$ cat FILE``, where FILE is neither in the repository nor written by an
  earlier command of its block, defines FILE from the lines shown, for the
  commands after it on the same page: a page can show an input and use it;
- a command that writes a file (``> FILE``, ``-o FILE``, ``--draw FILE``)
  is run again, unseen, before each later command of its block that names
  FILE;
- a command whose comment says ``not run`` (``$ make test  # not run``) is
  shown and never run, and so is every command of a block on the line after
  ``<!-- not run -->``.

``LOOPCP_UPDATE_GOLDEN=1`` writes what each command printed in place of what
its page showed, where the two differ: the pages are regenerated from the
real output, never edited by hand to match it (read the diff).
"""

from __future__ import annotations

import difflib
import doctest
import fcntl
import hashlib
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PAGES = (README, *sorted((ROOT / "docs").glob("*.md")))
FENCE = re.compile(r"^```(\w*)[ \t]*$")
NOT_RUN_BLOCK = "<!-- not run -->"
NOT_RUN = re.compile(r"\s#[^#']*\bnot run\b[^#']*$")
DEFINES = re.compile(r"cat ([\w./-]+)")
WRITES = re.compile(r"(?:(?<![0-9&])>(?!&)|\s(?:-o|--output|--draw)\s)\s*([^\s|;&<>]+)")
TIMINGS = (
    (re.compile(r"\(\d+\.\d+ s\)"), "(T s)"),
    (re.compile(r'"seconds": [0-9.e+-]+'), '"seconds": T'),
)
UPDATE = os.environ.get("LOOPCP_UPDATE_GOLDEN") == "1"
BIN = Path(sys.executable).parent  # this virtual environment's bin: its python, and the loopcp it installed


@dataclass(frozen=True)
class Block:
    """A fenced block of a page: its language, the line of its first content line, its lines."""

    language: str
    start: int
    lines: tuple[str, ...]
    run: bool  # False after a <!-- not run --> line


@dataclass(frozen=True)
class Command:
    """One ``$`` line of a console block, with what its page shows it print and what it needs first."""

    page: Path
    line: int  # of its $ line, from 1
    block: int  # its block's place among the page's console blocks
    index: int  # its place among its block's $ lines
    text: str  # the command, without the "$ "
    shown: tuple[str, ...]  # the lines its page shows after it
    files: tuple[tuple[str, str], ...]  # (name, text) of the files its page defined before it
    before: tuple[str, ...]  # the earlier commands of its block that write a file it names

    @property
    def id(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def blocks(page: Path) -> list[Block]:
    """The fenced blocks of a page, in order."""
    found: list[Block] = []
    lines = page.read_text().split("\n")
    number = 0
    while number < len(lines):
        opened = FENCE.match(lines[number])
        if not opened or not opened.group(1):
            number += 1
            continue
        end = next((k for k in range(number + 1, len(lines)) if lines[k].startswith("```")), None)
        if end is None:
            raise ValueError(f"{page.name}:{number + 1}: a ``` block that never closes")
        run = number == 0 or lines[number - 1].strip() != NOT_RUN_BLOCK
        found.append(Block(opened.group(1), number + 2, tuple(lines[number + 1 : end]), run))
        number = end + 1
    return found


def defined(text: str) -> str | None:
    """The file that ``$ cat FILE`` defines, when FILE is not in the repository."""
    match = DEFINES.fullmatch(text)
    if match is None or (ROOT / match.group(1)).exists():
        return None
    name = match.group(1)
    if name.startswith(("/", "data/", "tests/")) or ".." in name:
        raise ValueError(f"'$ cat {name}' defines a file outside the folder a command runs in")
    return name


def commands(page: Path) -> list[Command]:
    """The commands of a page's console blocks that are run, each with what it needs."""
    found: list[Command] = []
    files: dict[str, str] = {}
    console = [block for block in blocks(page) if block.language == "console"]
    for number, block in enumerate(console):
        groups: list[tuple[int, str, list[str]]] = []
        for offset, line in enumerate(block.lines):
            if line.startswith("$ "):
                groups.append((block.start + offset, line[2:], []))
            elif groups:
                groups[-1][2].append(line)
            else:
                raise ValueError(f"{page.name}:{block.start + offset}: a console block starts with a '$ ' line")
        writers: list[tuple[str, set[str]]] = []
        for index, (line, text, shown) in enumerate(groups):
            name = defined(text)
            if name is not None and not any(name in names for _, names in writers):
                files[name] = "".join(f"{row}\n" for row in shown)
                continue
            if not block.run or NOT_RUN.search(text):
                continue
            before = tuple(writer for writer, names in writers if any(name in text for name in names))
            found.append(Command(page, line, number, index, text, tuple(shown), tuple(files.items()), before))
            if WRITES.search(text):
                writers.append((text, set(WRITES.findall(text))))
    return found


def shell(command: str, folder: Path) -> str:
    """What a command prints in a folder, standard output and standard error together."""
    environment = {
        **os.environ,
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "PYTHONPATH": str(ROOT / "src"),
        "COLUMNS": "80",
        "NO_COLOR": "1",
        "TERM": "dumb",
        "PYTHONUNBUFFERED": "1",  # the two streams interleave as on a terminal
        "PYTHONIOENCODING": "utf-8",
    }
    for colour in ("FORCE_COLOR", "GITHUB_ACTIONS"):  # either turns rich's colours on
        environment.pop(colour, None)
    done = subprocess.run(
        ["bash", "-c", command],
        cwd=folder,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=120,
        check=False,
    )
    return done.stdout


def normal(lines: list[str] | tuple[str, ...]) -> str:
    """Text as compared: no trailing blanks or blank lines, timings blotted out."""
    rows = [line.rstrip() for line in lines]
    while rows and not rows[-1]:
        rows.pop()
    text = "".join(f"{row}\n" for row in rows)
    for pattern, blot in TIMINGS:
        text = pattern.sub(blot, text)
    return text


def rewrite(command: Command, printed: list[str]) -> None:
    """Put what a command printed in place of what its page showed (LOOPCP_UPDATE_GOLDEN=1)."""
    digest = hashlib.sha1(str(command.page).encode()).hexdigest()[:12]
    lock = Path(tempfile.gettempdir()) / f"loopcp-docs-{digest}.lock"
    with lock.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # xdist workers rewrite one page in turn
        lines = command.page.read_text().split("\n")
        block = [b for b in blocks(command.page) if b.language == "console"][command.block]
        dollars = [k for k, line in enumerate(block.lines) if line.startswith("$ ")]
        first = block.start - 1 + dollars[command.index]
        last = block.start - 1 + (dollars[command.index + 1] if command.index + 1 < len(dollars) else len(block.lines))
        rows = [row.rstrip() for row in printed]
        while rows and not rows[-1]:
            rows.pop()
        lines[first + 1 : last] = rows
        command.page.write_text("\n".join(lines))


CASES = [command for page in PAGES for command in commands(page)]


def test_the_page_reader_keeps_the_conventions(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "<!-- not run -->\n```console\n$ make test\n```\n\n"
        "```console\n$ cat grid.txt\n33\n$ loopcp solve grid.txt > out.txt\n$ loopcp draw grid.txt -o a.svg\n"
        "$ pip install loopcp  # not run\n$ cat out.txt\nshown\n...\n```\n\n"
        "```console\n$ loopcp count grid.txt\n1\n```\n"
    )
    found = commands(page)
    assert [(c.line, c.text, c.shown, c.before) for c in found] == [
        (9, "loopcp solve grid.txt > out.txt", (), ()),
        (10, "loopcp draw grid.txt -o a.svg", (), ()),
        (12, "cat out.txt", ("shown", "..."), ("loopcp solve grid.txt > out.txt",)),
        (18, "loopcp count grid.txt", ("1",), ()),
    ]
    assert all(c.files == (("grid.txt", "33\n"),) for c in found)
    assert normal(["a (0.02 s) b", '{"seconds": 1.5e-05}', "  ", ""]) == 'a (T s) b\n{"seconds": T}\n'


def test_the_pages_have_commands_to_run() -> None:
    pages = {command.page for command in CASES}
    assert README in pages and ROOT / "docs" / "genres.md" in pages


@pytest.mark.parametrize("command", CASES, ids=[command.id for command in CASES])
def test_each_command_prints_what_its_page_shows(command: Command, tmp_path: Path) -> None:
    (tmp_path / "data").symlink_to(ROOT / "data")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "data").symlink_to(ROOT / "tests" / "data")
    for name, text in command.files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    for earlier in command.before:
        shell(earlier, tmp_path)
    printed = shell(command.text, tmp_path).split("\n")
    want, got = normal(command.shown), normal(printed)
    if doctest.OutputChecker().check_output(want, got, doctest.ELLIPSIS):
        return
    if UPDATE:
        rewrite(command, printed)
        return
    diff = "".join(difflib.unified_diff(want.splitlines(True), got.splitlines(True), "shown", "printed"))
    pytest.fail(f"{command.id}: $ {command.text}\n{diff}", pytrace=False)


EXAMPLES = [
    (page, block.start, "\n".join(block.lines) + "\n")
    for page in PAGES
    for block in blocks(page)
    if block.language == "pycon"
]


def test_the_readme_has_python_examples() -> None:
    assert any(page == README for page, _, _ in EXAMPLES)


@pytest.mark.parametrize(
    ("page", "line", "block"), EXAMPLES, ids=[f"{page.relative_to(ROOT)}:{line}" for page, line, _ in EXAMPLES]
)
def test_each_python_example_runs(page: Path, line: int, block: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    name = f"{page.relative_to(ROOT)}:{line}"
    test = doctest.DocTestParser().get_doctest(block, {}, name, str(page), line - 1)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
