"""``make bench``: loopcp against Noqx, genre by genre, on the puz.link URLs of Noqx's own examples (issue 38).

Noqx (github T0nyX1ang/noqx: a page over clingo, not on PyPI) lists
example puzzles in its solver files, some as puz.link URLs.  For each
such URL of a genre both solve (``PEERS``), and for the genres whose
Noqx examples give no URL both read alike, the example of pzprjs's test
script (``PZPRJS``), this times, interleaved, A B A B, over ``--rounds``
rounds after one untimed round that also compares the answers:

- loopcp, ``loopcp.solve`` of the URL (read included), proving the
  answer unique, in this process;
- Noqx with its own settings (up to 10 answers, one thread; 10 found or
  all of them, so one answer is proved unique too), in this process
  (``noqx_runner.py``, which fills Noqx's puzzle record from loopcp's
  reading of the URL, where Noqx's page has Penpa+ decode it).

The answers must be equal, edge for edge; a puzzle whose Noqx answer
cannot be compared, that Noqx does not finish in its 30 s, or that
loopcp does not in ``--limit`` seconds (60), is left out with a note.
Then the same again as whole processes (``--skip-processes`` leaves
them out): ``loopcp solve URL`` against ``python noqx_runner.py``.

Noqx comes from its checkout: ``--noqx DIR`` or ``$NOQX_SRC``; without
one, or without clingo (``pip install clingo``), this prints why and
exits 0.  The report gives each puzzle's medians and the ratio of them,
and the medians over the puzzles; a JSON copy goes to
``benchmarks/results/``.

Usage: ``python benchmarks/noqx.py [--noqx DIR] [--rounds N] [--genre G ...] [--skip-processes] [--limit S]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import loopcp
import noqx_runner
import report as report_file
from loopcp.puzzle import Puzzle, Solution

HERE = Path(__file__).resolve().parent
C, NORMAL = "center", "normal"  # Noqx's names for a cell's centre and a plain clue (``noqx.puzzle.Direction``)
GREY = 1  # Noqx's ``Color.GRAY``: a shaded cell of a puzzle

Entries = list[tuple[list[object], object]]  # Noqx's ``[[r, c, direction, label], value]`` pairs


def _clues(puzzle: Puzzle) -> Iterator[tuple[int, int, str]]:
    """Each cell with a clue and its token."""
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            token = puzzle.token((i, j))
            if token not in (".", ""):
                yield i, j, token


def _number(token: str) -> int | str:
    """A number clue as Noqx keeps it: an int, or the string for a ``?``."""
    return int(token) if token.isdigit() else token


def _borders(puzzle: Puzzle) -> Entries:
    """The borders between rooms as Noqx keeps them: the top or left side of a cell."""
    rooms, out = puzzle.rooms, []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            if i and rooms[i][j] != rooms[i - 1][j]:
                out.append(([i, j, "top", NORMAL], True))
            if j and rooms[i][j] != rooms[i][j - 1]:
                out.append(([i, j, "left", NORMAL], True))
    for kind, i, j in puzzle.walls:  # a border inside a room: the left side of the next cell, or the top of the next
        out.append(([i, j + 1, "left", NORMAL] if kind == "h" else [i + 1, j, "top", NORMAL], True))
    return out


def _numbers(puzzle: Puzzle) -> dict[str, Entries]:
    return {"text": [([i, j, C, NORMAL], _number(t)) for i, j, t in _clues(puzzle)]}


def _pearls(names: dict[str, str]) -> Callable[[Puzzle], dict[str, Entries]]:
    """Symbols in cells, loopcp's token (its first letter) to Noqx's symbol name; a number after it as text."""

    def adapt(puzzle: Puzzle) -> dict[str, Entries]:
        clues = list(_clues(puzzle))
        text = [([i, j, C, NORMAL], int(t[1:])) for i, j, t in clues if t[1:].isdigit()]
        symbol = [([i, j, C, NORMAL], names[t[0]]) for i, j, t in clues]
        return {"symbol": symbol, "text": text}

    return adapt


def _corner_numbers(puzzle: Puzzle) -> dict[str, Entries]:
    """A room's number as Noqx reads it for Detour and Regional Yajilin: in its cell's top left corner."""
    return {"text": [([i, j, C, "corner_top_left"], _number(t)) for i, j, t in _clues(puzzle)]}


def _holes(puzzle: Puzzle) -> dict[str, Entries]:
    return {"surface": [([i, j, C, NORMAL], GREY) for i, j, _ in _clues(puzzle)]}


def _rooms_and(inner: Callable[[Puzzle], dict[str, Entries]]) -> Callable[[Puzzle], dict[str, Entries]]:
    return lambda puzzle: {**inner(puzzle), "edge": _borders(puzzle)}


def _midloop(puzzle: Puzzle) -> dict[str, Entries]:
    """Circles on a cell's centre, east side (Noqx: the next cell's left side) or south side (the next one's top)."""
    symbol: Entries = []
    for i, j, token in _clues(puzzle):
        for mark in token:
            place = {"o": [i, j, C], "e": [i, j + 1, "left"], "s": [i + 1, j, "top"]}[mark]
            symbol.append(([*place, NORMAL], "circle_SS__1"))
    return {"symbol": symbol}


ARROWS = {"n": "top", "s": "bottom", "w": "left", "e": "right"}  # loopcp's arrow letters, Noqx's directions
WALL = re.compile(r"([0-9?]*)([nswe]?)([ox]?)#?$")


def _yajilin(puzzle: Puzzle) -> dict[str, Entries]:
    """An arrow clue as Noqx's page has it from Penpa+: its number (or ``?``) labelled with the arrow's direction."""
    text: Entries = []
    for i, j, token in _clues(puzzle):
        if token[-1:] in ARROWS:
            text.append(([i, j, C, f"arrow_{ARROWS[token[-1]]}"], _number(token[:-1])))
        else:  # a clue cell without an arrow: a blank
            text.append(([i, j, C, NORMAL], ""))
    return {"text": text}


def _castle(puzzle: Puzzle) -> dict[str, Entries]:
    """A wall: its arrow's count as text, its colour as Noqx's surface (none for white, black, grey)."""
    text: Entries = []
    surface: Entries = []
    for i, j, token in _clues(puzzle):
        match = WALL.match(token)
        assert match is not None, token
        number, arrow, colour = match.groups()
        if arrow:
            text.append(([i, j, C, f"arrow_{ARROWS[arrow]}"], _number(number)))
        elif colour == "o":
            text.append(([i, j, C, NORMAL], ""))  # Noqx has a white wall where a clue lies on no surface
        if colour != "o":
            surface.append(([i, j, C, NORMAL], 2 if colour == "x" else GREY))
    return {"text": text, "surface": surface}


def _sheep_wolves(puzzle: Puzzle) -> dict[str, Entries]:
    names = {"5": "S", "6": "W"}  # loopcp's sheep and wolf, Noqx's
    return {"text": [([i, j, C, NORMAL], names.get(t) or _number(t)) for i, j, t in _clues(puzzle)]}


@dataclass(frozen=True)
class Peer:
    """A loopcp genre that Noqx solves: Noqx's solver and how its puzzle record is filled."""

    solver: str
    adapt: Callable[[Puzzle], dict[str, Entries]]
    edges: str = "line_io"  # the atoms of Noqx's answer: lines between cell centres, or ``edge`` on the dots
    param: tuple[tuple[str, object], ...] = ()  # Noqx's parameters that make its solver this genre


PEERS = {
    "slitherlink": Peer("slitherlink", _numbers, edges="edge"),
    "vertexslitherlink": Peer("slitherlink", _numbers, edges="edge", param=(("vslither", True),)),
    "touchslitherlink": Peer("slitherlink", _numbers, edges="edge", param=(("tslither", True),)),
    "sheepwolvesslitherlink": Peer("slitherlink", _sheep_wolves, edges="edge", param=(("swslither", True),)),
    "yajilin": Peer("yajilin", _yajilin),
    "castlewall": Peer("castle", _castle),
    "masyu": Peer("masyu", _pearls({"0": "circle_L__1", "1": "circle_L__2"})),
    "simpleloop": Peer("simpleloop", _holes),
    "geradeweg": Peer("geradeweg", _numbers),
    "countryroad": Peer("country", _rooms_and(_numbers)),
    "balanceloop": Peer("balance", _pearls({"w": "circle_L__1", "b": "circle_L__2"})),
    "regionalyajilin": Peer("yajilin_regions", _rooms_and(_corner_numbers)),
    "koburin": Peer("koburin", _numbers),
    "detour": Peer("detour", _rooms_and(_corner_numbers)),
    "doubleback": Peer("doubleback", _rooms_and(_holes)),
    "dotchiloop": Peer("dotchi", _rooms_and(_pearls({"w": "circle_L__1", "b": "circle_L__2"}))),
    "moonsun": Peer("moonsun", _rooms_and(_pearls({"x": "sun_moon__1", "o": "sun_moon__2"}))),
    "midloop": Peer("midloop", _midloop),
    # Noqx's numlin defaults are visit_all and no_2x2, neither a rule of puz.link's numlin (pzprjs checks that
    # only for arukone, and no 2x2 nowhere): the same rules as loopcp's genre, or the two solve different puzzles.
    "numberlink": Peer("numlin", _numbers, param=(("visit_all", False), ("no_2x2", False))),
    "arukone": Peer("numlin", _numbers, param=(("visit_all", True), ("no_2x2", False))),
}
# Genres whose Noqx examples give no URL that both read alike: the example of pzprjs's test/script/<pid>.js.
PZPRJS = {
    "geradeweg": "https://puzz.link/p?geradeweg/5/5/l211i2h3i4k",
    "vertexslitherlink": "https://puzz.link/p?vslither/5/5/62342dici32337c",
    "touchslitherlink": "https://puzz.link/p?tslither/5/5/k77cbk2232b",
    "sheepwolvesslitherlink": "https://puzz.link/p?swslither/5/5/2c5a2a5c2a136a3c6a3",
    "koburin": "https://puzz.link/p?koburin/5/5/clcbg.n",
}
RULES = {  # where Noqx's rules are not puz.link's
    "geradeweg": " (Noqx takes a 0 for a cell off the loop; pzprjs, and loopcp, for a clue the loop passes)",
}
ATOM = re.compile(r'(\w+)\((\d+),(\d+),"(\w+)"\)')


def noqx_edges(model: str, atoms: str) -> set[tuple[str, int, int]]:
    """A Noqx answer's edges as loopcp's matrices index them: ``("h", i, j)`` is ``h[i][j]``."""
    out = set()
    for name, r, c, d in ATOM.findall(model):
        i, j = int(r), int(c)
        if name != atoms:
            continue
        if d == "top":
            out.add(("h", i, j) if atoms == "edge" else ("v", i - 1, j))
        elif d == "left":
            out.add(("v", i, j) if atoms == "edge" else ("h", i, j - 1))
        elif d == "right":
            out.add(("h", i, j))
        elif d == "bottom":
            out.add(("v", i, j))
    return out


def loopcp_edges(solution: Solution) -> set[tuple[str, int, int]]:
    """A loopcp answer's edges, the same way."""
    h = {("h", i, j) for i, row in enumerate(solution.h) for j, x in enumerate(row) if x}
    return h | {("v", i, j) for i, row in enumerate(solution.v) for j, x in enumerate(row) if x}


@dataclass(frozen=True)
class Case:
    """One example URL (Noqx's or pzprjs's), read by loopcp, with Noqx's record of it."""

    genre: str
    url: str
    puzzle: Puzzle
    peer: Peer
    data: dict[str, Any]
    source: str  # whose example: "Noqx" or "pzprjs"

    @property
    def label(self) -> str:
        return f"{self.genre} {self.puzzle.cols}x{self.puzzle.rows}"


def cases(noqx_dir: str, only: list[str] | None) -> tuple[list[Case], list[str]]:
    """Noqx's URL examples of the genres here, and ``PZPRJS``, as loopcp reads them; notes on what is left out."""
    manager = noqx_runner.noqx(noqx_dir, "noqx.manager")
    found, notes = [], []
    for solver in sorted({peer.solver for peer in PEERS.values()}):
        manager.load_solver("solver", solver)
    metadata = manager.list_solver_metadata()
    examples: list[tuple[str, dict[str, object], str]] = [(url, {}, "pzprjs") for url in PZPRJS.values()]
    for solver in sorted({peer.solver for peer in PEERS.values()}):
        examples += [(e["url"], e.get("config", {}), "Noqx") for e in metadata[solver]["examples"] if "url" in e]
    for url, config, source in examples:  # URL, Noqx's config of it, whose example
        try:
            puzzle = loopcp.load(url)
        except loopcp.LoopcpError as error:
            notes.append(f"{url[:60]}...: loopcp does not read it ({error})")
            continue
        peer = PEERS.get(puzzle.genre)
        if peer is None:
            notes.append(f"{url[:60]}...: a {puzzle.genre}, no peer here")
            continue
        if only and puzzle.genre not in only:
            continue
        defaults = {k: v["default"] for k, v in metadata[peer.solver]["parameters"].items()}
        data: dict[str, Any] = {"solver": peer.solver, "rows": puzzle.rows, "cols": puzzle.cols}
        data["param"] = {**defaults, **config, **dict(peer.param)}  # the genre's rules over the example's
        data.update({field: [] for field in noqx_runner.FIELDS})
        data.update(peer.adapt(puzzle))
        found.append(Case(puzzle.genre, url, puzzle, peer, data, source))
    found.sort(key=lambda case: (case.genre, case.source != "Noqx"))
    return found, notes


def run_loopcp(case: Case, limit: float | None = None) -> tuple[float, loopcp.SolveResult]:
    start = time.perf_counter()
    result = loopcp.solve(loopcp.load(case.url), time_limit=limit)
    return time.perf_counter() - start, result


def compare(case: Case, noqx_dir: str, limit: float) -> str | None:
    """Why the two answers cannot stand side by side, or None when both are one and the same answer."""
    seconds, result = run_loopcp(case, limit)
    if result.status.value == "unknown":
        models, theirs, timed_out = noqx_runner.solve(noqx_dir, case.data)
        how = "and no proof in its" if timed_out else "in"
        found = f"found {len(models)} answers {how} {theirs:.0f} s"
        return f"loopcp has no verdict in {seconds:.0f} s; Noqx, on the same rules, {found}"
    models, seconds, timed_out = noqx_runner.solve(noqx_dir, case.data)
    if timed_out:
        return f"Noqx found {len(models)} answers and no proof in its {seconds:.0f} s"
    if result.status.value != "unique" or len(models) != 1:
        return f"loopcp: {result.status.value}, Noqx: {len(models)} answers{RULES.get(case.genre, '')}"
    ours, theirs = loopcp_edges(result.solutions[0]), noqx_edges(models[0], case.peer.edges)
    if ours != theirs:
        return f"answers differ ({len(ours ^ theirs)} edges), or Noqx's cannot be compared"
    return None


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(case: Case, noqx_dir: str, rounds: int, processes: Path | None) -> dict[str, object]:
    ours, theirs = [], []
    for _ in range(rounds):
        ours.append(run_loopcp(case)[0])
        theirs.append(noqx_runner.solve(noqx_dir, case.data)[1])
    row: dict[str, object] = {"genre": case.genre, "url": case.url, "loopcp": ours, "noqx": theirs}
    row["ratio"] = statistics.median(ours) / statistics.median(theirs)
    line = f"{case.label:<28} loopcp {statistics.median(ours):7.3f} s   Noqx {statistics.median(theirs):7.3f} s"
    line += f"   ratio {row['ratio']:.2f}"
    if processes is not None:
        file = processes / f"{case.genre}-{len(os.listdir(processes))}.json"
        file.write_text(json.dumps(case.data))
        a = [sys.executable, "-m", "loopcp", "solve", case.url]
        b = [sys.executable, str(HERE / "noqx_runner.py"), noqx_dir, str(file)]
        pa, pb = [], []
        for _ in range(rounds):
            pa.append(timed(a))
            pb.append(timed(b))
        row |= {
            "process_loopcp": pa,
            "process_noqx": pb,
            "process_ratio": statistics.median(pa) / statistics.median(pb),
        }
        line += f"   | processes {statistics.median(pa):6.2f} s / {statistics.median(pb):6.2f} s"
        line += f"   {row['process_ratio']:.2f}"
    print(line, flush=True)
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--noqx", default=os.environ.get("NOQX_SRC"), help="Noqx's checkout (default: $NOQX_SRC)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--genre", action="append", choices=sorted(PEERS))
    parser.add_argument("--skip-processes", action="store_true", help="leave out the whole processes")
    parser.add_argument("--limit", type=float, default=60.0, help="loopcp's seconds a puzzle (Noqx's own: 30)")
    args = parser.parse_args()
    if not args.noqx or not (Path(args.noqx) / "noqx" / "clingo.py").exists():
        print("noqx: no Noqx checkout (--noqx DIR or $NOQX_SRC): loopcp against Noqx is left out")
        return 0
    if importlib.util.find_spec("clingo") is None:
        print("noqx: no clingo (pip install clingo): loopcp against Noqx is left out")
        return 0
    noqx_dir = str(Path(args.noqx).resolve())
    found, notes = cases(noqx_dir, args.genre)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in found:
            why = compare(case, noqx_dir, args.limit)
            if why is not None:
                notes.append(f"{case.label}: left out: {why}")
                print(f"{case.label:<28} left out: {why}", flush=True)
                continue
            rows.append(measure(case, noqx_dir, args.rounds, None if args.skip_processes else Path(tmp)))
    for note in notes:
        print(f"  note: {note}")
    summary: dict[str, object] = {"rows": rows, "notes": notes, "rounds": args.rounds}
    if rows:
        medians = {
            key: statistics.median(statistics.median(row[key]) for row in rows)  # type: ignore[call-overload]
            for key in ("loopcp", "noqx")
        }
        ratio = statistics.median(row["ratio"] for row in rows)  # type: ignore[type-var]
        print(f"{'over the puzzles':<28} loopcp {medians['loopcp']:7.3f} s   Noqx {medians['noqx']:7.3f} s", end="")
        print(f"   median ratio {ratio:.2f}")
        summary |= {"medians": medians, "median_ratio": ratio}
        if not args.skip_processes:
            whole = {
                key: statistics.median(statistics.median(row[f"process_{key}"]) for row in rows)  # type: ignore[call-overload]
                for key in ("loopcp", "noqx")
            }
            whole_ratio = statistics.median(row["process_ratio"] for row in rows)  # type: ignore[type-var]
            print(f"{'whole processes':<28} loopcp {whole['loopcp']:7.3f} s   Noqx {whole['noqx']:7.3f} s", end="")
            print(f"   median ratio {whole_ratio:.2f}")
            summary |= {"process_medians": whole, "process_median_ratio": whole_ratio}
    print(f"figures: {report_file.save('noqx', summary)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
