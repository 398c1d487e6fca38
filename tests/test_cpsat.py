"""The loop core on CP-SAT: the door to OR-Tools, the switched model, Ctrl-C and deadlines."""

from __future__ import annotations

import itertools
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ortools.sat.python import cp_model_helper

from loopcp import cpsat, search
from loopcp.cpsat import LoopModel, loopcore, text
from loopcp.errors import DeadlineError, InternalError
from loopcp.genres.base import Linear
from loopcp.grid import Lattice, edge_ends, edge_faces, face_edges
from loopcp.puzzle import Puzzle

from bruteforce import is_inside, loops

# --- the door ---------------------------------------------------------------------------------------


def _instance(name: str) -> object:
    """An object of a door class to look attributes up on (fields of protos exist only on instances)."""
    made = {"CpSolverResponse": lambda: cp_model_helper.SolveWrapper().solve(cpsat.core._core(3, 3).proto)}
    return made[name]() if name in made else getattr(cp_model_helper, name)()


@pytest.mark.parametrize("name", sorted(cpsat.door.DOOR), ids=str)
def test_every_name_the_door_uses_exists_in_this_ortools(name: str) -> None:
    """If this fails after an OR-Tools upgrade, cp_model_helper changed: fix cpsat/door.py."""
    assert hasattr(cp_model_helper, name)
    thing = cp_model_helper.CpSatHelper if name == "CpSatHelper" else _instance(name)
    missing = [attr for attr in cpsat.door.DOOR[name] if not hasattr(thing, attr)]
    assert missing == []


def test_a_tiny_solve_through_the_door() -> None:
    """One 1x1 board: one loop, found, then proved the only one; the statuses are the ones the door maps."""
    outcome = LoopModel(Lattice(2, 2), []).search(limit=None)
    assert (outcome.count, outcome.complete, outcome.timed_out) == (1, True, False)
    assert outcome.solutions == (frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}),)
    door = cpsat.door
    statuses = {door.OPTIMAL, door.FEASIBLE, door.INFEASIBLE, door.UNKNOWN, door.MODEL_INVALID}
    assert statuses == {cp_model_helper.CpSolverStatus(k) for k in range(5)}


def test_cp_sat_does_not_catch_sigint() -> None:
    """CP-SAT's own catcher would swallow Ctrl-C and end the search as if it had run its course."""
    params = cpsat.door._parameters(0, None)
    cpsat.door._solve(cpsat.core._core(3, 3).proto, params)
    assert params.catch_sigint_signal is False


# --- Ctrl-C and deadlines ---------------------------------------------------------------------------------

_LONG_ENUMERATION = textwrap.dedent(
    """
    import sys
    from loopcp import search
    from loopcp.formats import knuth
    print("started", flush=True)
    result = search.solve(knuth.parse("......\\n" * 6), max_solutions=0)
    print("finished", result.count, flush=True)
    """
)


def test_sigint_stops_a_long_enumeration_within_a_second() -> None:
    """An empty 6x6 has about 10^12 loops: SIGINT after 1 s must end it with a KeyboardInterrupt, not a count."""
    child = subprocess.Popen(
        [sys.executable, "-c", _LONG_ENUMERATION], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "started\n"
    time.sleep(1.0)
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=30)
    waited = time.perf_counter() - sent
    assert "finished" not in out
    assert err.strip().splitlines()[-1] == "KeyboardInterrupt"
    assert child.returncode != 0
    assert waited < 2.0  # about 0.1 s on an idle machine; the margin is for a loaded one


def test_a_deadline_stops_the_building_of_a_huge_model() -> None:
    with pytest.raises(DeadlineError):
        LoopModel(Lattice(300, 300), [], deadline=time.perf_counter())
    assert (300, 300) not in cpsat.core._cores  # an unfinished core is not kept


def test_solve_returns_timed_out_when_building_takes_the_whole_limit() -> None:
    puzzle = Puzzle("slitherlink", 299, 299, ("." * 299,) * 299)
    start = time.perf_counter()
    result = search.solve(puzzle, time_limit=0.2)
    assert (result.status.value, result.timed_out, result.count) == ("unknown", True, 0)
    assert time.perf_counter() - start < 3


# --- the switched model -----------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), data=st.data())
def test_probe_agrees_with_brute_force(seed: int, data: st.DataObject) -> None:
    """Switched clues, a forbidden loop and pinned faces, against every loop of a 3x3 board."""
    rng = random.Random(seed)
    every = loops(3, 3)
    known = rng.choice(every)
    cells = [(i, j) for i in range(3) for j in range(3)]
    groups = [[Linear.count(face_edges(c), rng.randrange(5))] for c in cells]
    model = LoopModel(Lattice(4, 4), [], groups)
    model.forbid(known)
    for _ in range(3):
        on = set(data.draw(st.sets(st.integers(0, 8))))
        pins = {c: data.draw(st.booleans()) for c in data.draw(st.sets(st.sampled_from(cells), max_size=3))}
        allowed = [
            lp
            for lp in every
            if lp != known
            and all(sum(e in lp for e in face_edges(cells[k])) == groups[k][0].lo for k in on)
            and all(is_inside(lp, c) == v for c, v in pins.items())
        ]
        probe = model.probe(on, faces=pins)
        assert probe.proved
        assert (probe.loop is not None) == bool(allowed)
        assert probe.loop is None or probe.loop in allowed
    # A probed model searches with its switches off and its faces free; the forbidden loop stays gone.
    assert model.search(limit=None).count == len(every) - 1


def test_pins_hold_inside_their_block_only() -> None:
    """A face pinned outside the block leaks into no later search, even when the block ends in an error."""
    model = LoopModel(Lattice(3, 3), [])
    every = model.search(limit=None).count
    with model.pinned(faces={(0, 0): True, (1, 1): True, (0, 1): False, (1, 0): False}):
        assert model.search(limit=None).count == 0  # a checkerboard pair has no loop
    assert model.search(limit=None).count == every
    with pytest.raises(KeyError), model.pinned(faces={(0, 0): True}):
        raise KeyError("out of the block")
    assert model.search(limit=None).count == every


@pytest.mark.parametrize("outer", [{(0, 0): True}, {}], ids=["faces", "nothing"])
def test_pinned_blocks_do_not_nest(outer: dict[tuple[int, int], bool]) -> None:
    model = LoopModel(Lattice(3, 3), [])
    with model.pinned(faces=outer), pytest.raises(InternalError, match="do not nest"), model.pinned():
        pass


def test_a_switch_added_later_works_like_one_given_at_the_start() -> None:
    model = LoopModel(Lattice(3, 3), [])
    k = model.add_switch([Linear.count(face_edges((0, 0)), 3)])
    assert (k, model.switches) == (0, 1)
    assert model.probe(set()).loop is not None
    found = model.probe({0}).loop
    assert found is not None and sum(e in found for e in face_edges((0, 0))) == 3


def test_a_switch_may_name_points_and_faces_no_constraint_named_before() -> None:
    """A point or face term is the core's own variable: a later switch over one binds it, not a 0."""
    model = LoopModel(Lattice(3, 3), [])
    model.add_switch([Linear.count([("o", 1, 1)], 0)])  # the centre point on the loop
    model.add_switch([Linear.count([("f", 0, 0)], 1)])  # the top-left face inside
    through = model.probe({0}).loop
    assert through is not None and any((1, 1) in edge_ends(e) for e in through)
    inside = model.probe({1}).loop
    assert inside is not None and sum(e in inside for e in face_edges((0, 0))) >= 1
    assert model.probe({0, 1}).loop is not None


def test_importing_loopcp_loads_no_solver_and_no_terminal_library() -> None:
    """Start-up: reading and writing puzzles never pays for OR-Tools (about 0.1 s), graphillion, rich or typer."""
    script = (
        "import sys, loopcp, loopcp.formats\n"
        "assert loopcp.parse('33\\n').rows == 1\n"
        "print(sorted(m for m in ('ortools', 'graphillion', 'rich', 'typer') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == "[]\n"


@pytest.mark.parametrize("n", range(6))
def test_a_counts_clauses_in_closed_form_are_the_brute_forces(n: int) -> None:
    for lo in range(-1, n + 3):
        for hi in range(-2, n + 3):
            assert text._count_parts(n, lo, hi) == text._brute_parts((1,) * n, lo, hi), (n, lo, hi)


def test_a_slitherlink_three_is_one_four_clause_and_six_binary_ones() -> None:
    parts = text._forbidden_parts((1, 1, 1, 1), 3, 3)
    assert sorted(len(p) for p in parts) == [2, 2, 2, 2, 2, 2, 4]
    assert ((0, 0), (1, 0)) in parts and ((0, 1), (1, 1), (2, 1), (3, 1)) in parts


def _xor(lits: list[int]) -> str:
    return f"constraints{{bool_xor{{literals:{text._list(lits)}}}}}"


def _implies_all(enforce: int, lits: list[int]) -> str:
    return f"constraints{{enforcement_literal:{enforce} bool_and{{literals:{text._list(lits)}}}}}"


def _core_text_constraint_by_constraint(rows: int, cols: int) -> tuple[str, dict[tuple[str, int, int], int]]:
    """The loop core as it was first written: one small writer per constraint, from the lattice's own tables."""
    frows, fcols = rows - 1, cols - 1
    lattice = Lattice(rows, cols)
    nvars = frows * fcols
    out: list[str] = []
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    edge_var = {}

    def face(f: tuple[int, int]) -> int | None:
        return f[0] * fcols + f[1] if 0 <= f[0] < frows and 0 <= f[1] < fcols else None

    for edge in lattice.edges():
        kind, i, j = edge
        first, second = (face(f) for f in edge_faces(edge))
        p = i * cols + j
        q = p + 1 if kind == "h" else p + cols
        forward, backward = (second, first) if kind == "h" else (first, second)
        if first is None or second is None:
            lit = second if first is None else first
            assert lit is not None
            edge_var[edge] = lit
            tail, head = (p, q) if lit == forward else (q, p)
            tails.append(tail)
            heads.append(head)
            arcs.append(lit)
            continue
        assert forward is not None and backward is not None
        e, fw, bw = nvars, nvars + 1, nvars + 2
        nvars += 3
        edge_var[edge] = e
        out.append(_xor([text._neg(e), first, second]))
        out.append(_implies_all(fw, [e, forward]))
        out.append(text._or([text._neg(e), text._neg(forward), fw]))
        out.append(_implies_all(bw, [e, backward]))
        out.append(text._or([text._neg(e), text._neg(backward), bw]))
        tails += [p, q]
        heads += [q, p]
        arcs += [fw, bw]
    for point in lattice.points():
        negs = [text._neg(edge_var[e]) for e in lattice.point_edges(point)]
        p = point[0] * cols + point[1]
        tails.append(p)
        heads.append(p)
        arcs.append(nvars)
        nvars += 1
        out += [text._or(three) for three in itertools.combinations(negs, 3)]
    return text._variables(nvars) + "".join(out) + text._circuit(tails, heads, arcs), edge_var


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2), (3, 3), (4, 7), (7, 4), (11, 11), (21, 31)])
def test_the_fast_core_writer_writes_the_same_model_byte_for_byte(rows: int, cols: int) -> None:
    core = loopcore.core_text(rows, cols, lambda: None)
    written = text._variables(core.variables) + "".join(core.pieces) + text._circuit(core.tails, core.heads, core.arcs)
    assert (written, core.edge_var) == _core_text_constraint_by_constraint(rows, cols)
