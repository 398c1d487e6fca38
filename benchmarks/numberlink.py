"""Numberlink and Arukone: loopcp's path model against a plain SAT encoding with lazy cuts, and a second model.

Part of ``make bench`` (``--sample 12 --cap 60``; skipped with a note
without ../shared).  Each puzzle of a seeded sample of the puzzlekit
NumberLink dataset's Arukone records (the published paths fill the board)
is solved to a uniqueness proof (a search for two answers) three ways,
wall-clock seconds around each call:

1. ``loopcp``: ``loopcp.solve`` as shipped (``cpsat/paths.py``): one
   ``AddCircuit`` over every cell, each pair's paths chained by an
   always-on arc from its end to the next pair's start, one-hot labels a
   cell (a boolean per cell and pair), and the verifier on each answer;
   on boards of 21 cells a pair or more, the first answer under the
   guide and the second looked for without it (``pathsearch.guided``);
2. ``intlabel``: the same circuit and degrees, but one integer label a cell
   (0 off the paths, k + 1 on pair k's), equal along each edge that is on
   (an enforced linear equality);
3. ``sat``: Glucose 4 (python-sat; CaDiCaL cannot be interrupted at a
   time cap): edges, degrees and one-hot labels as
   clauses, no circuit; each model's loops apart from the paths are cut
   ("not every edge of this loop") and the solver runs again.

Then ``--sparse N`` sparse records (``cpsat.paths.SPARSE`` cells a pair or
more, the 35x48 left out) are solved with ``--sparse-cap`` each, with the
guide's first answer and without it, in turns.

Last, the proofs (``proofs``): on each ``--proofs`` record (issue 41's
sparse ones among them) the count of ``native.paths`` alone, its verdict
(1, 2, or ? past its budget), the most states a frontier held and its
seconds, then ``solve`` with ``--proof-cap`` (which asks the count after
the first answer, ``pathsearch``), its status and seconds; ``--sample 0
--sparse 0`` runs them alone.

Usage: ``python benchmarks/numberlink.py [--sample N] [--seed S] [--cap SECONDS]
[--sparse N] [--sparse-cap SECONDS] [--proofs A,B,...] [--proof-cap SECONDS]``.

Figures (``PYTHONPATH=src:benchmarks python benchmarks/numberlink.py
--sample 12 --cap 60``: 12 records, seed 23, on 2 cores shared with three
other jobs; seconds to a uniqueness proof, median / worst):

    loopcp    0.16 / 60.0 (428_15x15 not proved; 44_10x10 4.9)
    intlabel  0.11 / 60.1 (428_15x15 not proved; 44_10x10 55.9)
    sat       0.09 / 60.1 (428_15x15 not proved; 44_10x10 3.9; no loop cut was ever needed)

On the easy records the three are alike (tenths of a second; the SAT peer
builds no circuit and wins by a few hundredths).  On the hard ones the
integer labels lose by an order of magnitude, while the one-hot labels and
the SAT peer stay close; none proves 428_15x15 within a minute.  Outside the
sample, loopcp proved 48_15x15 in 64 s and CaDiCaL in 84 s; the largest
record, 190_35x48, gives neither an answer within two minutes.

Proofs (2026-11-29, ``--proof-cap 30``; docs/notes.md has the table):
44_10x10, 132_12x12, 436_15x15 counted one in under a second, 525_15x15
in 24 s (5.07 million states; CP-SAT: no proof in 60 s); 48_15x15,
478_15x15 and 428_15x15 past the count's budget.

The road not taken: the integer labels (``intlabel``) propagate less than
the one-hot booleans' binary clauses, and labels without a circuit admit
loops apart from the paths (the lazy SAT peer cuts them and solves again;
the issue asks that connectivity live in the model).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pysat.card import CardEnc, EncType
from pysat.solvers import Glucose4

import loopcp
import report as report_file
from loopcp.cpsat import paths
from loopcp.cpsat.door import INFEASIBLE, OPTIMAL, _merge, _new_model, _parameters, _SolutionCollector, _solve
from loopcp.cpsat.text import _circuit, _linear, _or, _variables
from loopcp.formats import puzzlekit
from loopcp.genres import get_genre
from loopcp.grid import Edge, Lattice, edge_ends
from loopcp.native import paths as native_paths
from loopcp.puzzle import Puzzle

import lazysat

PROOFS = ("44_10x10", "132_12x12", "128_15x15", "436_15x15", "525_15x15", "48_15x15", "478_15x15", "428_15x15")
DATASET = Path(__file__).resolve().parents[2] / "shared" / "datasets" / "puzzlekit" / "NumberLink_dataset.json"


def _fills(solution: str) -> bool:
    """Whether a published solution's paths fill the board (no ``-``, no damaged rows)."""
    lines = solution.strip().split("\n")
    rows = int(lines[0].split()[0])
    body = [line.split() for line in lines[1:]]
    return len(body) == rows and all("-" not in row for row in body)


def intlabel_search(puzzle: Puzzle, limit: int, seconds: float) -> tuple[int, bool]:
    """Design 2: the circuit and degrees of ``cpsat.paths``, with an integer label a cell: (answers found, complete)."""
    genre = get_genre(puzzle.genre)
    lattice: Lattice = genre.lattice(puzzle)
    pairs = genre.paths(puzzle) or ()
    cols = lattice.cols
    out: list[str] = []
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    edge_var: dict[Edge, int] = {}
    nvars = 0
    for edge in lattice.edges():
        a, b = edge_ends(edge)
        p, q = a[0] * cols + a[1], b[0] * cols + b[1]
        edge_var[edge], fw, bw = nvars, nvars + 1, nvars + 2
        nvars += 3
        out.append(_linear({edge_var[edge]: 1, fw: -1, bw: -1}, 0, 0))
        tails += [p, q]
        heads += [q, p]
        arcs += [fw, bw]
    off = {}
    ends = {p: k for k, pair in enumerate(pairs) for p in pair}
    for point in lattice.points():
        off[point] = nvars
        tails.append(point[0] * cols + point[1])
        heads.append(point[0] * cols + point[1])
        arcs.append(nvars)
        nvars += 1
        edges = {edge_var[e]: 1 for e in lattice.point_edges(point)}
        if point in ends:
            out += [_linear(edges, 1, 1), _or([-off[point] - 1])]
        else:
            out.append(_linear({**edges, off[point]: 2}, 2, 2))
        if puzzle.genre == "arukone":
            out.append(_or([-off[point] - 1]))
    booleans = nvars
    label = {point: booleans + 1 + n for n, point in enumerate(lattice.points())}  # after the chain's variable
    for point, var in label.items():
        out.append(_linear({var: 1}, 0, 0, enforce=off[point]))
        out.append(_linear({var: 1}, 1, len(pairs), enforce=-off[point] - 1))
        if point in ends:
            out.append(_linear({var: 1}, ends[point] + 1, ends[point] + 1))
    for edge, e in edge_var.items():
        a, b = edge_ends(edge)
        out.append(_linear({label[a]: 1, label[b]: -1}, 0, 0, enforce=e))
    for k, (_, last) in enumerate(pairs):
        first = pairs[(k + 1) % len(pairs)][0]
        tails.append(last[0] * cols + last[1])
        heads.append(first[0] * cols + first[1])
        arcs.append(booleans)
    out.append(_circuit(tails, heads, arcs))
    proto = _new_model()
    integers = f"variables{{domain:[0,{len(pairs)}]}}" * len(label)
    _merge(proto, _variables(booleans) + "variables{domain:[1,1]}" + integers + "".join(out), "the benchmark model")
    params = _parameters(0, seconds)
    params.enumerate_all_solutions = True
    collector = _SolutionCollector(sorted(edge_var.items()), limit, limit, None, remember=True)
    status, _ = _solve(proto, params, collector)
    return collector.count, collector.count >= limit or status in (OPTIMAL, INFEASIBLE)


def sat_search(puzzle: Puzzle, limit: int = 2, seconds: float = 60.0) -> tuple[int, int]:
    """Design 3: CaDiCaL with loops cut lazily: (answers found, cuts made; -1 cuts: stopped at ``seconds``)."""
    genre = get_genre(puzzle.genre)
    lattice: Lattice = genre.lattice(puzzle)
    pairs: Sequence[tuple[tuple[int, int], tuple[int, int]]] = genre.paths(puzzle) or ()
    top = 0

    def new() -> int:
        nonlocal top
        top += 1
        return top

    edges = {e: new() for e in lattice.edges()}
    at: dict[tuple[int, int], list[int]] = {p: [edges[e] for e in lattice.point_edges(p)] for p in lattice.points()}
    label = {(p, k): new() for p in lattice.points() for k in range(len(pairs))}
    ends = {p: k for k, pair in enumerate(pairs) for p in pair}
    clauses: list[list[int]] = []
    for p, around in at.items():
        clauses += [[-a, -b, -c] for a, b, c in _triples(around)]
        if p in ends:
            clauses += [list(around), [label[p, ends[p]]]] + [[-a, -b] for a, b in _twos(around)]
        else:
            clauses += [[-a, *(b for b in around if b != a)] for a in around]
            if puzzle.genre == "arukone":
                clauses.append(list(around))
        mine = [label[p, k] for k in range(len(pairs))]
        clauses += [[-a, *mine] for a in around] + [[-m, *around] for m in mine]
        if len(mine) > 1:
            enc = CardEnc.atmost(mine, 1, top_id=top, encoding=EncType.seqcounter)
            top = max(top, enc.nv)
            clauses += enc.clauses
    for e, v in edges.items():
        a, b = edge_ends(e)
        for k in range(len(pairs)):
            clauses += [[-v, -label[a, k], label[b, k]], [-v, label[a, k], -label[b, k]]]
    found, cuts = 0, 0
    with Glucose4(bootstrap_with=clauses) as solver:
        timer = threading.Timer(seconds, solver.interrupt)
        timer.start()
        while found < limit:
            answer = solver.solve_limited(expect_interrupt=True)
            if answer is None:
                return found, -1
            if not answer:
                break
            model = {x for x in solver.get_model() if x > 0}
            on = {e for e, v in edges.items() if v in model}
            loose = [piece for piece in lazysat.pieces(on) if not any(p in ends for e in piece for p in edge_ends(e))]
            for piece in loose:
                solver.add_clause([-edges[e] for e in piece])
            cuts += len(loose)
            if not loose:
                found += 1
                solver.add_clause([-edges[e] for e in on])
        timer.cancel()
    return found, cuts


def _triples(items: list[int]) -> list[tuple[int, int, int]]:
    return [(a, b, c) for i, a in enumerate(items) for j, b in enumerate(items[i + 1 :], i + 1) for c in items[j + 1 :]]


def _twos(items: list[int]) -> list[tuple[int, int]]:
    return [(a, b) for i, a in enumerate(items) for b in items[i + 1 :]]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=12)
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--cap", type=float, default=60.0)
    parser.add_argument("--sparse", type=int, default=8, help="sparse records solved with the guide and without")
    parser.add_argument("--sparse-cap", type=float, default=10.0)
    parser.add_argument("--proofs", default=",".join(PROOFS), help="records whose proof is timed (comma-separated)")
    parser.add_argument("--proof-cap", type=float, default=30.0)
    args = parser.parse_args(argv)
    if not DATASET.exists():
        print(f"bench: {DATASET} is not here; the benchmark needs ../shared/datasets", file=sys.stderr)
        return {}
    records = json.loads(DATASET.read_text())["data"]
    names = sorted(name for name, r in records.items() if _fills(r["solution"]))
    sample = sorted(random.Random(args.seed).sample(names, args.sample))
    times: dict[str, list[float]] = {"loopcp": [], "intlabel": [], "sat": []}
    for name in sample:
        record = records[name]
        puzzle = puzzlekit.parse(record["problem"], name, genre="arukone")
        start = time.perf_counter()
        result = loopcp.solve(puzzle, time_limit=args.cap)
        times["loopcp"].append(time.perf_counter() - start)
        published = puzzlekit.loop(record["solution"], name, "arukone")
        assert result.status.value != "unique" or result.solutions[0].edges() == published, name
        start = time.perf_counter()
        count, complete = intlabel_search(puzzle, 2, args.cap)
        times["intlabel"].append(time.perf_counter() - start)
        start = time.perf_counter()
        found, cuts = sat_search(puzzle, 2, args.cap)
        times["sat"].append(time.perf_counter() - start)
        row = "  ".join(f"{k} {v[-1]:6.2f}" for k, v in times.items())
        print(
            f"{name:12} {result.status.value:8} {row}  (intlabel {count}{'' if complete else '?'}, sat {found}, "
            f"{cuts} cuts)",
            flush=True,
        )
    summary = {k: {"median": statistics.median(v), "worst": max(v)} for k, v in times.items() if v}  # --sample 0: none
    for k, v in summary.items():
        print(f"{k:9} median {v['median']:.2f} s  worst {v['worst']:.2f} s")
    out = {
        "sample": sample,
        "times": times,
        "summary": summary,
        "guide": guide(records, args),
        "proofs": proofs(records, args),
    }
    report_file.save("numberlink", out)
    return out


def guide(records: dict[str, dict[str, str]], args: argparse.Namespace) -> dict[str, dict[str, float]]:
    """``solve`` on sparse Arukone records with the guide's first answer and without, in turns (``pathsearch.guided``).

    Per side: how many showed their published answer within ``--sparse-cap``,
    how many were proved unique, and the seconds in all.
    """
    sparse = sorted(
        name
        for name, record in records.items()
        if _fills(record["solution"]) and name != "190_35x48" and _cells_a_pair(record["problem"]) >= paths.SPARSE
    )
    names = sorted(random.Random(args.seed).sample(sparse, min(args.sparse, len(sparse))))
    sides = {"guided": paths.SPARSE, "plain": sys.maxsize}
    out = {side: {"answers": 0.0, "unique": 0.0, "seconds": 0.0} for side in sides}
    for name in names:
        puzzle = puzzlekit.parse(records[name]["problem"], name, genre="arukone")
        published = puzzlekit.loop(records[name]["solution"], name, "arukone")
        for side, threshold in sides.items():
            paths.SPARSE = threshold
            start = time.perf_counter()
            result = loopcp.solve(puzzle, time_limit=args.sparse_cap)
            out[side]["seconds"] += time.perf_counter() - start
            out[side]["answers"] += bool(result.solutions) and result.solutions[0].edges() == published
            out[side]["unique"] += result.status.value == "unique"
        paths.SPARSE = sides["guided"]
    for side, got in out.items():
        print(
            f"sparse, {side:6} {int(got['answers'])} of {len(names)} answers shown within {args.sparse_cap:g} s, "
            f"{int(got['unique'])} proved unique, {got['seconds']:.1f} s"
        )
    return out


def proofs(records: dict[str, dict[str, str]], args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """The count of ``native.paths`` alone on the ``--proofs`` records (its verdict, most states a frontier and
    seconds), then ``solve`` with ``--proof-cap`` (its status and seconds), one line a record."""
    out: dict[str, dict[str, Any]] = {}
    if not native_paths.AVAILABLE:
        print("proofs: the count was not built here (no compiler)")
        return out
    print(f"{'record':12} {'cells/pair':>10} {'count':>6} {'states':>10} {'seconds':>8}   solve")
    for name in [n for n in args.proofs.split(",") if n]:
        puzzle = puzzlekit.parse(records[name]["problem"], name, genre="arukone")
        genre = get_genre("arukone")
        lattice = genre.lattice(puzzle)
        cells = native_paths.board(lattice, genre.paths(puzzle) or (), genre.constraints(puzzle))
        assert cells is not None, name
        start = time.perf_counter()
        verdict, peak = native_paths.count(lattice.rows, lattice.cols, cells, seconds=args.proof_cap)
        counted = time.perf_counter() - start
        start = time.perf_counter()
        result = loopcp.solve(puzzle, time_limit=args.proof_cap)
        solved = time.perf_counter() - start
        spread = _cells_a_pair(records[name]["problem"])
        shown = "?" if verdict is None else str(verdict)
        print(f"{name:12} {spread:10.1f} {shown:>6} {peak:10,} {counted:8.2f}   {result.status.value} {solved:.2f} s")
        out[name] = {"count": verdict, "states": peak, "count_seconds": counted, "status": result.status.value}
        out[name]["solve_seconds"] = solved
    return out


def _cells_a_pair(problem: str) -> float:
    """A puzzlekit problem's cells for each pair of numbers."""
    lines = problem.strip().split("\n")
    rows, cols = (int(t) for t in lines[0].split())
    numbers = sum(1 for line in lines[1:] for token in line.split() if token not in "-.")
    return rows * cols / max(1, numbers // 2)


if __name__ == "__main__":
    main(sys.argv[1:])
