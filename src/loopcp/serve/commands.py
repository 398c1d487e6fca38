"""The API's commands: each reads its body, calls the library as the command line does, and answers its JSON.

One function a command, registered in ``COMMANDS`` with the keys it
takes.  The answer is the object the same command prints with ``--json``
(``solve``, ``solve --decided``, ``count``, ``grade``, ``explain``,
``hint``, ``generate --to json``), with ``source`` naming the puzzle as
``<puzzle>``; the commands that print text (``convert``, ``draw``,
``check``) answer it in an object of their own, and ``load``, ``new``
and ``redundant`` answer what only the page asks (the puzzle, drawn with
its targets; a setter's spare clues).  A time limit that ends the work
gives an answer with ``"timed_out": true`` and the command line's words
in ``message`` (or, where the command prints an object anyway, that
object with ``status`` unknown).

Nothing here touches HTTP: ``serve.app`` runs these in threads, one
search of a kind at a time (``serve.jobs``), and turns ``RequestError`` and
``LoopcpError`` into 400.
"""

from __future__ import annotations

import base64
import contextlib
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from loopcp import formats
from loopcp.errors import DeadlineError, LoopcpError, TimeLimitError
from loopcp.serve.page import describe, load_answer, position_of, read_puzzle
from loopcp.serve.requests import SOURCE, Body, RequestError

if TYPE_CHECKING:
    from loopcp.decided import Decided
    from loopcp.puzzle import Puzzle, Solution

MAX_SOLUTIONS = 100  # the most solutions one request lists ('loopcp solve -n 0' lists them all)
PICTURES = {"svg": "image/svg+xml", "png": "image/png", "pdf": "application/pdf"}
PUZZLE_KEYS = ("puzzle", "genre", "format")


@dataclass
class Context:
    """What every command may use: the server's time limit, and what every solution shares, remembered.

    ``shared`` keeps the last proofs of ``decided`` by puzzle (a frozen,
    hashable value), so that Check and the decided view after an undo do
    not search again.  It remembers only finished proofs, never a session.
    """

    time_limit: float
    shared: dict[Puzzle, Decided] = field(default_factory=dict)
    remembered: int = 64
    lock: threading.Lock = field(default_factory=threading.Lock)

    def seconds(self, body: Body) -> float:
        """The request's time limit: what it asks, never more than the server's (``--time-limit``, the default)."""
        asked = body.number("time_limit", default=self.time_limit, low=0.001)
        assert asked is not None
        return min(asked, self.time_limit)

    def decided(self, puzzle: Puzzle, time_limit: float) -> Decided:
        """``decided.decided(puzzle)``, or the proof found before for the same puzzle."""
        from loopcp.decided import decided  # noqa: PLC0415 (loads OR-Tools)

        with self.lock:
            known = self.shared.get(puzzle)
        if known is not None:
            return known
        answer = decided(puzzle, time_limit=time_limit)
        if answer.position is not None or answer.status.value == "unsolvable":
            with self.lock:
                while len(self.shared) >= self.remembered:
                    del self.shared[next(iter(self.shared))]
                self.shared[puzzle] = answer
        return answer


def timed_out(message: str, **extra: object) -> dict[str, object]:
    """The answer of work that a time limit ended before it had one."""
    return {"source": SOURCE, **extra, "timed_out": True, "message": message}


def load(body: Body, context: Context) -> dict[str, object]:
    """The puzzle drawn for the page (``serve.page.describe``), after the clue changes in ``set`` if any."""
    return load_answer(body)


def new(body: Body, context: Context) -> dict[str, object]:
    """An empty board to set a puzzle on: ``genre``, ``size`` (RxC) and ``grid``."""
    from loopcp import setting  # noqa: PLC0415
    from loopcp.generation.options import parse_size  # noqa: PLC0415

    genre = body.text("genre", required=True)
    assert genre is not None
    rows, cols = parse_size(body.text("size", default="10x10") or "10x10")
    puzzle = setting.blank(
        genre, rows, cols, body.text("grid", default="square") or "square", body.whole("seed", default=0, low=0)
    )
    return describe(puzzle, formats.native(puzzle))


def solve(body: Body, context: Context) -> dict[str, object]:
    """``loopcp solve --json``: the solutions found (two decide uniqueness) and the status."""
    from loopcp import search  # noqa: PLC0415

    puzzle, _ = read_puzzle(body)
    limit = context.seconds(body)
    result = search.solve(
        puzzle, max_solutions=body.whole("max_solutions", default=2, low=1, high=MAX_SOLUTIONS), time_limit=limit
    )
    obj = {**result.as_json(), "source": SOURCE}
    if result.timed_out:
        obj.update(timed_out=True, message=f"the time limit of {limit:g} s stopped the search before it finished")
    return obj


def decided(body: Body, context: Context) -> dict[str, object]:
    """``loopcp solve --decided --json``: what every solution shares, proved."""
    puzzle, _ = read_puzzle(body)
    limit = context.seconds(body)
    answer = context.decided(puzzle, limit)
    obj = {**answer.as_json(), "source": SOURCE}
    if answer.position is None and answer.timed_out:
        obj.update(
            timed_out=True,
            message=f"the time limit of {limit:g} s stopped the search before it proved which edges are decided",
        )
    return obj


def _deduce(body: Body, context: Context, *, steps: int | None) -> tuple[Puzzle, Any, Any]:
    """The rules' work from the request's position (``state``): (puzzle, position, deduction)."""
    from loopcp import logic  # noqa: PLC0415

    puzzle, _ = read_puzzle(body)
    position = position_of(body, puzzle)
    level = body.text("max_level")
    deduction = logic.deduce(puzzle, position, max_level=level, limit_steps=steps, time_limit=context.seconds(body))
    return puzzle, position, deduction


def hint(body: Body, context: Context) -> dict[str, object]:
    """``loopcp hint --json``: the next step from the player's position, or why there is none."""
    from loopcp.logic.verdicts import CONTRADICTION  # noqa: PLC0415

    try:
        _, position, deduction = _deduce(body, context, steps=1)
    except DeadlineError:
        limit = context.seconds(body)
        return {"verdict": "unknown", **timed_out(f"the time limit of {limit:g} s ended the search for a step")}
    if deduction.grade == CONTRADICTION:
        given = position is not None and position.known()
        what = "the position already contradicts the clues" if given else "the clues contradict each other"
        return {"verdict": "contradiction", "text": f"{what}: {deduction.contradiction}"}
    if not deduction.steps:
        done = deduction.solved or deduction.settled() == 1.0
        message = "the position is solved" if done else "no rule applies here: the rules are stuck"
        return {"verdict": "solved" if done else "stuck", "text": message}
    step: dict[str, object] = deduction.steps[0].as_json()
    return step


def explain(body: Body, context: Context) -> dict[str, object]:
    """``loopcp explain --json``: every step to the end (from the player's position, given ``state``)."""
    from loopcp.logic.verdicts import grade_json  # noqa: PLC0415

    try:
        puzzle, _, deduction = _deduce(body, context, steps=None)
    except DeadlineError:
        return timed_out(f"the time limit of {context.seconds(body):g} s ended the deduction before it finished")
    obj = grade_json(puzzle, deduction, SOURCE)
    obj["steps"] = [{"step": n, **step.as_json()} for n, step in enumerate(deduction.steps, start=1)]
    return obj


def grade(body: Body, context: Context) -> dict[str, object]:
    """``loopcp grade --json``: the lowest level whose rules solve the puzzle."""
    from loopcp.logic.verdicts import grade_json  # noqa: PLC0415

    try:
        puzzle, _, deduction = _deduce(body, context, steps=None)
    except DeadlineError:
        return timed_out(f"the time limit of {context.seconds(body):g} s ended the deduction before it finished")
    return grade_json(puzzle, deduction, SOURCE)


def check(body: Body, context: Context) -> dict[str, object]:
    """A player's position judged (``marks.judge``), or an answer checked as ``loopcp check`` checks it."""
    from loopcp import marks  # noqa: PLC0415

    puzzle, fmt = read_puzzle(body)
    answer_text = body.text("answer")
    if answer_text is not None or (body.values.get("state") is None and fmt == "pzprv3"):
        return _checked_answer(body, puzzle, answer_text)
    position = position_of(body, puzzle)
    if position is None:
        raise RequestError(
            "check needs 'state' (the player's position, as hint takes it) or 'answer' (a solution's text)"
        )
    shaded = body.grid_of("shaded", puzzle.rows, puzzle.cols) if puzzle.board.square else None
    limit = context.seconds(body)
    judged = marks.judge(puzzle, position, shaded, time_limit=limit, shared=_shared(context, puzzle, position, limit))
    return {**judged.as_json(), "source": SOURCE}


def _shared(context: Context, puzzle: Puzzle, position: Any, limit: float) -> Decided | None:
    """What every solution shares, when judging needs it (not for a whole right answer, which needs no search)."""
    from loopcp import marks  # noqa: PLC0415

    return None if marks.answer_problems(puzzle, position) == [] else context.decided(puzzle, limit)


def _checked_answer(body: Body, puzzle: Puzzle, text: str | None) -> dict[str, object]:
    """``loopcp check PUZZLE SOLUTION`` (or a pzprv3 file alone): correct, or the first rule broken, in words."""
    from loopcp import answer, verify  # noqa: PLC0415
    from loopcp.formats import pzprv3  # noqa: PLC0415

    where = "<answer>" if text is not None else SOURCE
    source_text = text if text is not None else body.text("puzzle") or ""
    if pzprv3.looks_like(source_text.lstrip()):
        solution = pzprv3.answer(source_text, where, puzzle)
        solution = solution if solution is not None and solution.edges() else None
    else:
        solution = answer.read(source_text, where, puzzle)
    if solution is None:
        return {"source": SOURCE, "verdict": "unfinished", "text": "not finished: no line is drawn"}
    problems = verify.problems(puzzle, solution)
    if not problems:
        return {"source": SOURCE, "verdict": "solved", "text": "correct"}
    return {"source": SOURCE, "verdict": "wrong", "text": f"not correct: {problems[0]}"}


def count(body: Body, context: Context) -> dict[str, object]:
    """``loopcp count --json``: the number of solutions, exhaustively (``limit`` stops it)."""
    from loopcp import search  # noqa: PLC0415

    puzzle, _ = read_puzzle(body)
    engines = ("auto", "zdd", "transfer", "cpsat")
    engine = body.choice("engine", engines, "auto") or "auto"
    limit = body.number("limit", default=None, low=1, integer=True)
    seconds = context.seconds(body)
    result = search.count(puzzle, limit=None if limit is None else int(limit), time_limit=seconds, engine=engine)  # type: ignore[arg-type]
    obj = {**result.as_json(), "source": SOURCE, "engine": result.engine}
    if result.notes:
        obj["notes"] = list(result.notes)
    if result.timed_out:
        obj.update(timed_out=True, message=f"the time limit of {seconds:g} s stopped the count before it was complete")
    return obj


def convert(body: Body, context: Context) -> dict[str, object]:
    """``loopcp convert --to FORMAT``: the puzzle's text in another format; a pzprv3 file keeps ``state``'s lines."""
    from loopcp.formats import pzprv3  # noqa: PLC0415

    puzzle, _ = read_puzzle(body)
    to = body.choice("to", tuple(formats.WRITERS), "knuth") or "knuth"
    position = position_of(body, puzzle)
    lines = None if position is None else _lines(puzzle, position)
    text = pzprv3.write(puzzle, lines) if to == "pzprv3" and lines is not None else formats.dump(puzzle, to)
    return {"source": SOURCE, "to": to, "text": text}


def _lines(puzzle: Puzzle, position: Any) -> Any:
    """The lines of a position on the square, as a ``Solution`` a pzprv3 file can hold (None on other grids)."""
    from loopcp.genres import get_genre  # noqa: PLC0415
    from loopcp.puzzle import Solution  # noqa: PLC0415

    if not puzzle.board.square:
        return None
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    return Solution.from_edges(lattice.rows, lattice.cols, frozenset(e for e, v in position.known().items() if v == 1))


def _solution(puzzle: Puzzle, time_limit: float) -> Solution:
    """The puzzle's one solution, as ``loopcp draw --solution`` draws it; an error when it has none or several."""
    from loopcp import search  # noqa: PLC0415
    from loopcp.puzzle import Status  # noqa: PLC0415

    result = search.solve(puzzle, time_limit=time_limit)
    if result.status is Status.UNIQUE or (result.solutions and result.status is Status.UNKNOWN):
        return result.solutions[0]
    if result.timed_out:
        raise DeadlineError(f"the time limit of {time_limit:g} s stopped the search for the solution to draw")
    what = "no solution" if not result.solutions else "more than one solution"
    raise LoopcpError(f"has {what}, so there is no one solution to draw")


@contextlib.contextmanager
def _scratch() -> Iterator[Path]:
    """A private folder for one picture, gone afterwards: pictures are made by ``write_picture``, as ``draw`` does."""
    with tempfile.TemporaryDirectory(prefix="loopcp-serve-") as folder:
        yield Path(folder)


def draw(body: Body, context: Context) -> dict[str, object]:
    """``loopcp draw``: the picture as SVG text, or PNG or PDF in base64 (``solution``, ``state``, ``crosses``)."""
    from loopcp import pictures  # noqa: PLC0415

    puzzle, _ = read_puzzle(body)
    to = body.choice("to", tuple(PICTURES), "svg") or "svg"
    paper = body.choice("paper", ("A4", "Letter"), "A4") or "A4"
    loop = _solution(puzzle, context.seconds(body)) if body.flag("solution") else None
    position = position_of(body, puzzle)
    with _scratch() as folder:
        path = folder / f"puzzle.{to}"
        try:
            pictures.write_picture(path, puzzle, loop, position=position, crosses=body.flag("crosses"), paper=paper)  # type: ignore[arg-type]
        except LoopcpError as exc:
            raise LoopcpError(str(exc).replace(f"{folder}/", "")) from None
        data = path.read_bytes()
    obj: dict[str, object] = {"source": SOURCE, "to": to, "media_type": PICTURES[to]}
    if to == "svg":
        obj["text"] = data.decode()
    else:
        obj["base64"] = base64.b64encode(data).decode()
    return obj


def generate(body: Body, context: Context) -> dict[str, object]:
    """``loopcp generate GENRE --to json``: a new puzzle, unique, at a difficulty."""
    import secrets  # noqa: PLC0415

    from loopcp import genres  # noqa: PLC0415
    from loopcp.generation import Options, generate  # noqa: PLC0415
    from loopcp.generation.options import DEFAULT_DIFFICULTY, check_options, parse_size  # noqa: PLC0415

    name = body.text("genre", required=True)
    assert name is not None
    if name not in genres.RECIPES:
        name = genres.canonical(name)
        if name not in genres.RECIPES:
            raise RequestError(f"{name} has no generator yet; 'loopcp solve' solves it")
    rows, cols = parse_size(body.text("size", default="10x10") or "10x10")
    seed = body.whole("seed", default=secrets.randbelow(2**31), low=0)
    difficulty = body.text("difficulty") or DEFAULT_DIFFICULTY.get(name, "any")
    limit = context.seconds(body)
    options = Options(
        name, rows, cols, seed, body.text("symmetry") or "none", limit, difficulty, body.text("grid") or "square"
    )
    check_options(options)
    try:
        made = generate(options)
    except TimeLimitError:
        return timed_out(f"the time limit of {limit:g} s ended generation before a puzzle was finished", seed=seed)
    return made.as_json()


def redundant(body: Body, context: Context) -> dict[str, object]:
    """The clues that could each go alone while the puzzle stays unique (``setting.redundant``)."""
    from loopcp import setting  # noqa: PLC0415

    puzzle, _ = read_puzzle(body)
    limit = context.seconds(body)
    found = setting.redundant(puzzle, time_limit=limit)
    obj = {**found.as_json(), "source": SOURCE, "text": found.words()}
    if found.timed_out:
        message = f"the time limit of {limit:g} s stopped the check after {found.checked} clues"
        obj.update(timed_out=True, message=message)
    return obj


def catalogue(body: Body, context: Context) -> dict[str, object]:
    """Every genre the page offers, from the registry: to load, to set from an empty board, to generate."""
    from loopcp import genres, setting  # noqa: PLC0415
    from loopcp.generation.options import DEFAULT_DIFFICULTY, difficulties  # noqa: PLC0415
    from loopcp.grid import GRID_NAMES  # noqa: PLC0415

    return {
        "genres": [
            {
                "name": record.name,
                "aliases": list(record.aliases),
                "summary": record.summary,
                "levels": list(record.levels),
                "settable": setting.settable(record),
                "grids": record.tatham is not None and record.tatham.grid_types,
            }
            for record in genres.GENRES.values()
        ],
        "recipes": [
            {"name": name, "difficulties": list(difficulties(name)), "default": DEFAULT_DIFFICULTY.get(name, "any")}
            for name in genres.recipe_names()
        ],
        "grids": list(GRID_NAMES),
    }


@dataclass(frozen=True, slots=True)
class Command:
    """One command of the API: what runs, the keys its body may hold, and whether a newer one stops it."""

    run: Callable[[Body, Context], dict[str, object]]
    keys: tuple[str, ...]
    search: bool = True  # a newer request of the same command stops this one's searches


TIMED = ("time_limit",)
COMMANDS: dict[str, Command] = {
    "genres": Command(catalogue, (), search=False),
    "load": Command(load, (*PUZZLE_KEYS, "set"), search=False),
    "new": Command(new, ("genre", "size", "grid", "seed"), search=False),
    "solve": Command(solve, (*PUZZLE_KEYS, "max_solutions", *TIMED)),
    "decided": Command(decided, (*PUZZLE_KEYS, *TIMED)),
    "hint": Command(hint, (*PUZZLE_KEYS, "state", "max_level", *TIMED)),
    "explain": Command(explain, (*PUZZLE_KEYS, "state", "max_level", *TIMED)),
    "check": Command(check, (*PUZZLE_KEYS, "state", "shaded", "answer", *TIMED)),
    "grade": Command(grade, (*PUZZLE_KEYS, "max_level", *TIMED)),
    "count": Command(count, (*PUZZLE_KEYS, "limit", "engine", *TIMED)),
    "convert": Command(convert, (*PUZZLE_KEYS, "to", "state"), search=False),
    "draw": Command(draw, (*PUZZLE_KEYS, "to", "solution", "state", "crosses", "paper")),
    "generate": Command(generate, ("genre", "size", "seed", "difficulty", "symmetry", "grid", *TIMED)),
    "redundant": Command(redundant, (*PUZZLE_KEYS, *TIMED)),
}


__all__ = ["COMMANDS", "Command", "Context"]
