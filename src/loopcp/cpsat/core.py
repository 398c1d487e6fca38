"""A model's clue-free core, parsed once per lattice size, and the variables a genre's terms name in it.

The loop's core (faces, edges, degrees, the circuit: ``loopcore``, or
``crossings`` for loops that cross or are several) is the same for every
puzzle of a lattice size, so it is parsed once and kept (``CORE_CACHE``
sizes); each ``LoopModel`` copies it in C++ and adds its clues.  A path
puzzle's core (``cpsat.paths``) depends on its pairs and is built anew.
Building is checked against a deadline between chunks: an empty 498 x
498 board took 28 s to build.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from loopcp import stopping
from loopcp.cpsat.arcs import arc_names
from loopcp.cpsat.crossings import crossing_core_text, loops_core_text
from loopcp.cpsat.door import _merge, _new_model, _variable_count
from loopcp.cpsat.loopcore import core_text
from loopcp.cpsat.paths import Pair, path_core
from loopcp.cpsat.text import _circuit, _or, _variables
from loopcp.errors import DeadlineError, UnsupportedError
from loopcp.genres.base import AUX, BEFORE, FACE, OFF, Linear  # ``Linear`` terms besides edges
from loopcp.genres.directed import directed, is_arc
from loopcp.grid import Edge, Face, Lattice, Point


def _face_var(face: Face, frows: int, fcols: int) -> int | None:
    """The variable of a face (faces come first, row by row), or None outside the lattice."""
    a, b = face
    return a * fcols + b if 0 <= a < frows and 0 <= b < fcols else None


def _check(deadline: float | None) -> None:
    """Raise ``DeadlineError`` once the deadline (a ``time.perf_counter`` value) has passed.

    And ``Halted`` once the work this model is built for was stopped (``halting``): a huge board's
    model, built in a batch's thread, would otherwise hold up Ctrl-C for as long as it takes to build.
    """
    if deadline is not None and time.perf_counter() >= deadline:
        raise DeadlineError("the time limit passed while the model was being built")
    halt = stopping.current()
    if halt is not None and halt.stopped:
        raise stopping.Halted


@dataclass(frozen=True, slots=True)
class _Core:
    """The clue-free part of a model: the loop on one lattice size, parsed once."""

    proto: Any  # ortools' CpModelProto
    edge_var: dict[Edge, int]  # read-only: shared by every model of this size
    off_var: dict[tuple[int, int], int]  # each point's self-loop in the circuit: true exactly when it is off the loop
    guide: int | None = None  # a path core's guide, a switch (``cpsat.paths``)
    fill: int | None = None  # a path core's switch that puts every point on a path (``cpsat.paths``)
    arcs: Mapping[Any, int] | None = None  # a path core's arcs, each pair's path from its first point (``cpsat.arcs``)
    crossing: bool = False  # a loop that may cross itself, or several loops (``cpsat.crossings``): no faces, and
    # loops differ exactly


CORE_CACHE = 8  # lattice sizes whose parsed core is kept
CHUNK = 5_000  # pieces of text (a few constraints each) parsed at a time, so that a deadline is checked between them
_cores: dict[tuple[int, int, frozenset[Point], bool], _Core | None] = {}  # insertion order is the order of last use
_cores_lock = threading.Lock()


def _core(
    rows: int, cols: int, deadline: float | None = None, crossings: frozenset[Point] = frozenset(), many: bool = False
) -> _Core | None:
    """The parsed loop model of a rows x cols lattice, or None when no loop fits.

    Cached by size, so a batch of puzzles of one size (or a generator's many
    checks) parses the core once and copies it in C++ afterwards.  A core
    left unfinished at the deadline raises ``DeadlineError`` and is not kept.
    """
    key = (rows, cols, crossings, many)
    with _cores_lock:  # a batch builds its puzzles' models in several threads
        if key in _cores:
            _cores[key] = _cores.pop(key)
            return _cores[key]
        core = _build_core(rows, cols, deadline, crossings, many)
        _cores[key] = core
        while len(_cores) > CORE_CACHE:
            del _cores[next(iter(_cores))]
        return core


def _build_core(rows: int, cols: int, deadline: float | None, crossings: frozenset[Point], many: bool) -> _Core | None:
    """The loop model of the module docstring (written by ``loopcore``), parsed in chunks between deadline checks.

    A lattice with crossings takes ``cpsat.crossings``'s core instead: edges and arcs, no faces; one of
    several loops its ``loops_core_text``: edges and degrees, no circuit.
    """
    if rows < 2 or cols < 2:  # no face, so no loop can close
        return None
    if many:
        text = loops_core_text(Lattice(rows, cols, crossings, many), lambda: _check(deadline))
        out = text.pieces
    elif crossings:
        text = crossing_core_text(Lattice(rows, cols, crossings), lambda: _check(deadline))
        out = text.pieces
    else:
        text = core_text(rows, cols, lambda: _check(deadline))
        out = text.pieces
        out.append(_circuit(text.tails, text.heads, text.arcs))
        out.append(_or(range((rows - 1) * (cols - 1))))  # at least one face inside: the loop is not empty
    proto = _new_model()
    _merge(proto, _variables(text.variables), "the generated loop model")
    for k in range(0, len(out), CHUNK):
        _check(deadline)
        _merge(proto, "".join(out[k : k + CHUNK]), "the generated loop model")
    return _Core(proto, text.edge_var, text.off_var, crossing=bool(crossings) or many)


def _names(core: _Core, lattice: Lattice, constraints: Sequence[Linear]) -> tuple[Mapping[Any, int], int, str]:
    """Every term's variable: the core's edges, and (where a genre names them) faces, arcs and new booleans.

    Most genres speak of edges only, and then the core's table serves as it is, uncopied.  A face term
    ``("f", a, b)`` is face (a, b)'s inside variable (a face outside the lattice is outside: no variable, so
    0); a point term ``("o", a, b)`` is the point's self-loop in the circuit, true exactly when it is off the
    loop; an arc (``genres.directed``) names every arc of the lattice at once (``cpsat.arcs``); an auxiliary
    term ``("x", a, b)`` is a boolean of the genre's own (a room's colour, say), created here on first
    mention, after the core's variables.  Returns the table, how many booleans it adds, and the text of the
    rules that tie the arcs (empty without them).
    """
    wanted = [t for c in constraints for t, _ in c.terms if t[0] not in ("h", "v")]
    if not wanted:
        return core.edge_var, 0, ""
    names: dict[Any, int] = dict(core.edge_var)
    base = _variable_count(core.proto)
    extra, text = 0, ""
    if any(is_arc(t) for t in wanted):
        arcs, extra, text = arc_names(core.arcs, lattice, core.edge_var, base)
        names.update(arcs)
    for term in wanted:
        if term in names or is_arc(term):  # an arc off the lattice: 0
            continue
        if term[0] in (AUX, BEFORE):  # an order term is a boolean too, tied to the path by ``cpsat.order``
            names[term] = base + extra
            extra += 1
            continue
        var = _core_term(core, lattice, term)
        if var is not None:
            names[term] = var
    return names, extra, text


def _core_term(core: _Core, lattice: Lattice, term: Any) -> int | None:
    """The core's own variable of a face or point term (None: a face or point off the lattice, so 0)."""
    kind, a, b = term
    if kind == FACE and core.crossing:
        raise UnsupportedError("a loop that crosses itself has no inside: a rule over the faces inside it cannot hold")
    if kind == FACE:
        return _face_var((a, b), lattice.rows - 1, lattice.cols - 1)
    return core.off_var.get((a, b))


def _core_of(
    lattice: Lattice, constraints: Sequence[Linear], pairs: Sequence[Pair] | None, deadline: float | None
) -> _Core | None:
    """The loop's core (cached), or a path puzzle's own (``cpsat.paths``), with the fill switch where the
    constraints let points be off the paths; None when no loop fits or two pairs share a point."""
    if pairs is None:
        return _core(lattice.rows, lattice.cols, deadline, lattice.crossings, lattice.many)
    if lattice.crossings or lattice.many:
        raise UnsupportedError("paths between pairs that cross each other have no model yet")
    built = path_core(lattice, pairs, lambda: _check(deadline), fill=not _fills(lattice, constraints, pairs))
    return None if built is None else _Core(*built)


def _fills(lattice: Lattice, constraints: Sequence[Linear], pairs: Sequence[Pair]) -> bool:
    """Whether the constraints already put every point but the pairs' own on a path (Arukone's rule)."""
    ends = {point for pair in pairs for point in pair}
    kept = {
        (term[1], term[2])
        for c in constraints
        if len(c.terms) == 1 and c.lo == c.hi == 0 and (term := c.terms[0][0])[0] == OFF and c.terms[0][1] == 1
    }
    return all(point in kept or point in ends for point in lattice.points())


def _core_names(
    core: _Core, lattice: Lattice, names: Mapping[Any, int], group: Sequence[Linear], proto: Any
) -> tuple[Mapping[Any, int], int]:
    """The names, with the face and point terms a switched group mentions first: the core's own variables.

    A group that mentions the first arcs names them all, and ties them to the edges in ``proto``, always on
    (``cpsat.arcs``); returns how many booleans that added.  (A genre's own booleans are made with the
    model, from its constraints and the groups it is built with: a later switch that mentions a new one is
    a mistake, and its term counts as 0.)
    """
    extra = 0
    if directed(group) and not any(is_arc(t) for t in names):  # the arcs' first mention
        arcs, extra, tied = arc_names(core.arcs, lattice, core.edge_var, _variable_count(proto))
        names = {**names, **arcs}
        _merge(proto, _variables(extra) + tied, "the rules that tie arcs to edges")
    new = {t for c in group for t, _ in c.terms if t[0] in (FACE, OFF) and t not in names}
    found = {t: var for t in new if (var := _core_term(core, lattice, t)) is not None}
    return ({**names, **found} if found else names), extra
