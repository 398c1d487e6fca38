"""The house rules of the source tree, checked from the code's own text.

- No import circles among loopcp's modules, counting imports inside
  functions and under ``TYPE_CHECKING`` (a circle ties modules together
  even when Python happens to load it).
- No module over 450 lines: one job a room.
- Genre code lives in ``genres/``: outside it, no module imports a genre's
  package and no code names a genre in a string (docstrings aside), so a
  new genre is one package and one registry line.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from loopcp import genres

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "loopcp"
GENRES = PACKAGE / "genres"
MAX_LINES = 450


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


@pytest.mark.parametrize("name", sorted(modules()))
def test_no_module_is_over_the_limit(name: str) -> None:
    lines = modules()[name].read_text().count("\n")
    assert lines <= MAX_LINES, f"{name} has {lines} lines (the limit is {MAX_LINES}: one job a module)"


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
RECORD_FLOOR = {"__init__", "base", "codes", "levels", "rules", "rooms", "arrows", "shading"}


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
