"""The house rules of the source tree, checked from the code's own text.

- No import circles among loopcp's modules, counting imports inside
  functions and under ``TYPE_CHECKING`` (a circle ties modules together
  even when Python happens to load it).
- No module over 450 lines of code (docstrings and blank lines aside, so
  that the limit never cuts a docstring's "Roads not taken"), and no class
  over 200 lines: one job a room.
- Genre code lives in ``genres/``: outside it, no module imports a genre's
  package and no code names a genre in a string (docstrings aside), so a
  new genre is one package and one registry line.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import loopcp
from loopcp import genres

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "loopcp"
GENRES = PACKAGE / "genres"
MAX_LINES = 450  # lines of code a module
MAX_CLASS_LINES = 200  # lines a class, docstrings and all


def modules() -> dict[str, Path]:
    """Every module of loopcp by dotted name."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The loopcp modules that a module imports anywhere in its text (a package's submodules included)."""
    tree = ast.parse(path.read_text())
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from package import module`` needs the module; ``from module import name`` the module.
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0
    for root, targets in graph.items():
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(targets)))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def test_no_import_circles() -> None:
    known = modules()
    graph = {name: imported(name, path, known) for name, path in known.items()}
    # A package's __init__ importing its own submodules is how a package shows its parts, not a circle,
    # unless a submodule imports the package back: both directions stay in the graph.
    assert circles(graph) == []


def test_the_circle_finder_finds_circles() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def code_lines(text: str) -> int:
    """The lines of a module that hold code: not blank, and not inside a docstring."""
    tree = ast.parse(text)
    skip = docstrings(tree)
    prose = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) in skip and node.end_lineno is not None:
            prose.update(range(node.lineno, node.end_lineno + 1))
    return sum(1 for n, line in enumerate(text.splitlines(), start=1) if line.strip() and n not in prose)


@pytest.mark.parametrize("name", sorted(modules()))
def test_no_module_is_over_the_limit(name: str) -> None:
    lines = code_lines(modules()[name].read_text())
    assert lines <= MAX_LINES, f"{name} has {lines} lines of code (the limit is {MAX_LINES}: one job a module)"


def test_code_lines_leave_out_docstrings_and_blank_lines() -> None:
    text = (
        '"""A module.\n\nRoads not taken: many.\n"""\n\nX = 1\n\n\ndef f() -> None:\n    """Why."""\n    return None\n'
    )
    assert code_lines(text) == 3


@pytest.mark.parametrize("name", sorted(modules()))
def test_no_class_is_over_the_limit(name: str) -> None:
    tree = ast.parse(modules()[name].read_text())
    sizes = {
        node.name: (node.end_lineno or node.lineno) - node.lineno + 1
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }
    assert {k: n for k, n in sizes.items() if n > MAX_CLASS_LINES} == {}


def outside_genres() -> dict[str, Path]:
    """The modules that are not genre code."""
    return {name: path for name, path in modules().items() if GENRES not in path.parents and path.parent != GENRES}


def genre_words() -> set[str]:
    """Every name and alias a genre answers to, and every recipe name."""
    words = set(genres.GENRES)
    for record in genres.GENRES.values():
        words.update(record.aliases)
        words.update(record.recipes)
    return words


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def test_no_genre_package_is_imported_outside_genres() -> None:
    known = modules()
    packages = {f"loopcp.genres.{name}" for name in genres.GENRES}
    offenders = {
        name: sorted(t for t in imported(name, path, known) if ".".join(t.split(".")[:3]) in packages)
        for name, path in outside_genres().items()
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_no_genre_name_is_a_string_outside_genres() -> None:
    words = genre_words()
    offenders = []
    for name, path in outside_genres().items():
        tree = ast.parse(path.read_text())
        skip = docstrings(tree)
        for node in ast.walk(tree):
            is_string = isinstance(node, ast.Constant) and isinstance(node.value, str)
            if is_string and id(node) not in skip and node.value in words:
                offenders.append(f"{name}:{node.lineno}: {node.value!r}")
    assert offenders == []


# The two floors of genres/: the records and what they read at start-up, then the engines the records name
# lazily (``genres.base.Lazy``), which import the records and never the other way round.
RECORD_FLOOR = {"__init__", "base", "codes", "levels", "rules", "rooms", "arrows", "segments", "shading"}


def floor(name: str) -> str:
    """``records`` or ``engines`` for a module of genres/ (a genre's package or the modules they share)."""
    parts = name.split(".")[2:]  # after loopcp.genres
    if not parts:
        return "records"
    if parts[0] in genres.GENRES:  # a genre's package: loopcp.genres.<genre>[.module[...]]
        return "records" if len(parts) <= 2 and (parts[1:] or ["__init__"])[0] in RECORD_FLOOR else "engines"
    return "records" if parts[0] in RECORD_FLOOR else "engines"


def test_the_genre_records_never_import_an_engine() -> None:
    known = modules()
    records = {
        name: path for name, path in known.items() if name.startswith("loopcp.genres") and floor(name) == "records"
    }
    offenders = {
        name: sorted(t for t in imported(name, path, known) if t.startswith("loopcp.genres") and floor(t) == "engines")
        for name, path in records.items()
    }
    assert {name: found for name, found in offenders.items() if found} == {}
    assert (
        floor("loopcp.genres.masyu") == floor("loopcp.genres.masyu.rules") == floor("loopcp.genres.codes") == "records"
    )
    assert floor("loopcp.genres.masyu.logic.board") == floor("loopcp.genres.dressing") == "engines"


def rooms() -> set[str]:
    """The top-level modules and packages of loopcp: the rooms of the house."""
    found = {path.stem for path in PACKAGE.glob("*.py") if path.stem != "__init__"}
    found |= {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    return found


def mapped(text: str) -> set[str]:
    """The rooms a map names: the first ``name`` of each of its list items (and ``and ``name`` after it)."""
    names: set[str] = set()
    for item in re.findall(r"^- ((?:``[a-z_]+``(?:,? and )?)+)", text, re.MULTILINE):
        names.update(re.findall(r"``([a-z_]+)``", item))
    return names


def test_the_package_map_names_every_room_and_no_other() -> None:
    assert loopcp.__doc__ is not None
    assert mapped(loopcp.__doc__) == rooms()
