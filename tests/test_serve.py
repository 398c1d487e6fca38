"""``loopcp serve``'s API through Starlette's TestClient: the CLI's JSON, its errors, and the server's guards."""

from __future__ import annotations

import base64
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the serve extra is not installed: pip install 'loopcp[serve]'")
pytest.importorskip("httpx2", reason="Starlette's TestClient needs httpx2 (the test extra)")

from starlette.testclient import TestClient
from typer.testing import CliRunner

from loopcp import formats, logic, search
from loopcp.cli import app as cli
from loopcp.genres import genre_choices, get_genre
from loopcp.logic.base import Position
from loopcp.logic.grids import blank
from loopcp.serve import jobs as jobs_module
from loopcp.serve.app import MAX_BODY, make_app
from loopcp.serve.commands import Context
from loopcp.serve.jobs import Jobs, SupersededError
from loopcp.serve.requests import Body

from conftest import BUNDLED

PORT = 8765
BASE = f"http://127.0.0.1:{PORT}"
LOOPY = "5x5t0:b02a31b1c3a2d23a23"  # a Loopy square puzzle, unique, graded easy
HONEYCOMB = "4x4t2:0c245a4d13a"
MASYU_URL = "https://puzz.link/p?mashu/5/5/00k00900i"
runner = CliRunner()


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(make_app(PORT, 20.0), base_url=BASE) as c:
        yield c


def post(client: TestClient, command: str, body: dict[str, Any], **headers: str) -> tuple[int, dict[str, Any]]:
    response = client.post(f"/api/{command}", json=body, headers=headers)
    return response.status_code, response.json()


def cli_json(*args: str, stdin: str) -> dict[str, Any]:
    """What the command line prints with --json for a puzzle on standard input, named as the API names it."""
    result = runner.invoke(cli, list(args), input=stdin)
    obj: dict[str, Any] = json.loads(result.stdout)
    if obj.get("source") == "<stdin>":
        obj["source"] = "<puzzle>"
    return obj


def untimed(obj: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in obj.items() if k != "seconds"}


@dataclass(frozen=True)
class Same:
    """An API command whose answer is the object the command line prints with --json."""

    id: str
    command: str
    body: dict[str, Any]
    args: tuple[str, ...]


SAME = [
    Same("solve", "solve", {"puzzle": LOOPY}, ("solve", "--json", "--no-timing")),
    Same("solve-masyu", "solve", {"puzzle": MASYU_URL}, ("solve", "--json", "--no-timing")),
    Same("solve-grid", "solve", {"puzzle": HONEYCOMB}, ("solve", "--json", "--no-timing")),
    Same("solve-several", "solve", {"puzzle": "....\n....\n"}, ("solve", "--json", "--no-timing")),
    Same("decided", "decided", {"puzzle": "2..\n...\n"}, ("solve", "--decided", "--json", "--no-timing")),
    Same("decided-grid", "decided", {"puzzle": HONEYCOMB}, ("solve", "--decided", "--json", "--no-timing")),
    Same("hint", "hint", {"puzzle": LOOPY}, ("hint", "--json")),
    Same("hint-masyu", "hint", {"puzzle": MASYU_URL}, ("hint", "--json")),
    Same("explain", "explain", {"puzzle": LOOPY}, ("explain", "--json")),
    Same("grade", "grade", {"puzzle": HONEYCOMB}, ("grade", "--json")),
    Same("grade-level", "grade", {"puzzle": LOOPY, "max_level": "easy"}, ("grade", "--json", "--max-level", "easy")),
    Same("count", "count", {"puzzle": "....\n....\n"}, ("count", "--json", "--no-timing")),
    Same(
        "count-cpsat",
        "count",
        {"puzzle": "...\n...\n", "engine": "cpsat"},
        ("count", "--json", "--no-timing", "-e", "cpsat"),
    ),
]


@pytest.mark.parametrize("case", SAME, ids=lambda c: c.id)
def test_an_answer_is_what_the_command_line_prints_with_json(client: TestClient, case: Same) -> None:
    status, answer = post(client, case.command, case.body)
    assert status == 200
    extra = (
        ["--max-level", case.body["max_level"]] if "max_level" in case.body and "--max-level" not in case.args else []
    )
    assert untimed(answer) == cli_json(*case.args, *extra, "-", stdin=case.body["puzzle"])


BAD = [
    ("7", ("solve", "-"), "solve"),
    ("33\n3\n", ("solve", "-"), "decided"),
    ("https://puzz.link/p?slither/3/3/zz", ("solve", "-"), "hint"),
    ("3a\n", ("count", "-"), "count"),
    ("8x8:cWcBb", ("grade", "-"), "grade"),
]


@pytest.mark.parametrize(("text", "args", "command"), BAD, ids=[b[2] for b in BAD])
def test_a_bad_puzzle_gets_400_with_the_command_lines_message(
    client: TestClient, text: str, args: tuple[str, ...], command: str
) -> None:
    result = runner.invoke(cli, list(args), input=text)
    (message,) = result.stderr.splitlines()
    status, answer = post(client, command, {"puzzle": text})
    assert (status, answer) == (400, {"error": message.replace("<stdin>", "<puzzle>")})


def test_the_exact_message_for_a_bad_character(client: TestClient) -> None:
    assert post(client, "solve", {"puzzle": "33\n37\n"}) == (
        400,
        {"error": "<puzzle>:2:2: expected 0-4, '.' or a letter, got '7'"},
    )


REQUESTS = [
    (
        "solve",
        {},
        "solve needs 'puzzle': the puzzle's text, in any format the command line reads"
        " (a puz.link URL, a game ID, Knuth text...)",
    ),
    ("solve", {"puzzle": 3}, "expected 'puzzle' to be a string, got a number"),
    (
        "solve",
        {"puzzle": "33", "max_solution": 2},
        "solve takes no key 'max_solution'; it takes: puzzle, genre, format, max_solutions, time_limit",
    ),
    ("solve", {"puzzle": "33", "max_solutions": 0}, "expected 'max_solutions' to be from 1 to 100, got 0"),
    ("solve", {"puzzle": "33", "time_limit": "1"}, "expected 'time_limit' to be a number, got \"1\""),
    (
        "solve",
        {"puzzle": "33", "genre": "sudoku"},
        "unknown genre 'sudoku'; choose one of: " + ", ".join(genre_choices()),
    ),
    (
        "convert",
        {"puzzle": "33", "to": "png"},
        "expected 'to' to be one of: knuth, slink, tatham, puzzlink, pzprv3, json, puzzlekit, mcc; got 'png'",
    ),
    (
        "hint",
        {"puzzle": "33", "state": [1]},
        "expected 'state' to be an object: "
        '{"h": [[...]], "v": [[...]]} on the square, {"edges": [...]} on other grids; got an array',
    ),
    (
        "check",
        {"puzzle": "33"},
        "check needs 'state' (the player's position, as hint takes it) or 'answer' (a solution's text)",
    ),
    ("load", {"puzzle": "33\n\n33\n"}, "expected one puzzle, got 2"),
    (
        "load",
        {"puzzle": "33", "set": [[0, 0, "5"]]},
        "r1c1: '5' is not a clue of slitherlink: expected 0-4, '.' or a letter",
    ),
    (
        "generate",
        {"size": "5x5"},
        "generate needs 'genre': the genre to make, such as the name 'loopcp generate' takes",
    ),
]


@pytest.mark.parametrize(("command", "body", "message"), REQUESTS, ids=[f"{r[0]}-{k}" for k, r in enumerate(REQUESTS)])
def test_a_bad_request_gets_400_that_names_the_key(
    client: TestClient, command: str, body: dict[str, Any], message: str
) -> None:
    assert post(client, command, body) == (400, {"error": message})


def test_a_foreign_host_is_refused(client: TestClient) -> None:
    for host in ("evil.example", "evil.example:8765", "127.0.0.1:9999", "localhost"):
        response = client.post("/api/solve", json={"puzzle": "33"}, headers={"host": host})
        assert response.status_code == 421
        assert response.json() == {"error": f"this server answers requests to 127.0.0.1:{PORT} only, not to {host!r}"}
        assert client.get("/", headers={"host": host}).status_code == 421
    assert client.post("/api/solve", json={"puzzle": "33"}, headers={"host": f"localhost:{PORT}"}).status_code == 200


def test_another_origin_and_other_bodies_are_refused(client: TestClient) -> None:
    assert post(client, "solve", {"puzzle": "33"}, origin="http://evil.example") == (
        403,
        {"error": "requests from other sites are refused"},
    )
    assert post(client, "solve", {"puzzle": "33"}, origin=BASE)[0] == 200
    assert post(client, "solve", {"puzzle": "33"}, **{"sec-fetch-site": "cross-site"})[0] == 403
    text = client.post("/api/solve", content=b'{"puzzle": "33"}', headers={"content-type": "text/plain"})
    assert (text.status_code, text.json()) == (
        415,
        {"error": "expected a JSON body, sent as Content-Type: application/json"},
    )
    bad = client.post("/api/solve", content=b'{"puzzle": ', headers={"content-type": "application/json"})
    assert (bad.status_code, bad.json()) == (
        400,
        {"error": "expected a JSON object as the request body: not JSON at line 1, column 12"},
    )
    assert post(client, "solve", [1])[1] == {"error": "expected a JSON object as the request body, got an array"}  # type: ignore[arg-type]


def test_an_oversized_body_is_refused(client: TestClient) -> None:
    body = json.dumps({"puzzle": "." * MAX_BODY}).encode()
    response = client.post("/api/solve", content=body, headers={"content-type": "application/json"})
    assert (response.status_code, response.json()) == (
        413,
        {"error": "the request body is over 1,048,576 bytes, the most this server reads"},
    )

    def chunks() -> Iterator[bytes]:  # no Content-Length: refused as the bytes come
        yield b'{"puzzle": "'
        for _ in range(MAX_BODY // 65536 + 1):
            yield b"." * 65536
        yield b'"}'

    streamed = client.post("/api/solve", content=chunks(), headers={"content-type": "application/json"})
    assert streamed.status_code == 413


def test_no_cors_headers_and_a_strict_policy(client: TestClient) -> None:
    response = client.post("/api/solve", json={"puzzle": "33"}, headers={"origin": BASE})
    assert not [h for h in response.headers if h.lower().startswith("access-control")]
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-security-policy"].startswith("default-src 'none'; script-src 'self'")
    assert page.headers["x-frame-options"] == "DENY"
    options = client.options(
        "/api/solve", headers={"origin": "http://evil.example", "access-control-request-method": "POST"}
    )
    assert options.status_code == 405
    assert not [h for h in options.headers if h.lower().startswith("access-control")]


def test_only_the_pages_own_files_are_served(client: TestClient) -> None:
    assert client.get("/static/page.js").status_code == 200
    for path in ("/static/../app.py", "/static/%2e%2e%2fapp.py", "/static/app.py", "/etc/passwd", "/static/"):
        assert client.get(path).status_code == 404, path
    assert client.get("/api/solve").status_code == 405
    assert post(client, "nothing", {"puzzle": "33"})[0] == 404


LOAD_KEYS = {
    "source", "genre", "name", "board", "rows", "cols", "lattice", "points", "format", "native", "puzzle", "summary",
    "levels", "shades", "paths", "clue_count", "exports", "pictures", "editable", "palette", "clue_hint", "clues",
    "sides", "svg", "position", "shaded",
}  # fmt: skip


def test_load_gives_what_the_page_needs(client: TestClient) -> None:
    status, answer = post(client, "load", {"puzzle": MASYU_URL})
    assert status == 200
    assert set(answer) == LOAD_KEYS
    svg = answer.pop("svg")
    assert answer == {
        "source": "<puzzle>",
        "genre": "masyu",
        "name": "masyu",
        "board": "square",
        "rows": 5,
        "cols": 5,
        "lattice": "centres",
        "points": [5, 5],
        "format": "puzzlink",
        "native": "knuth",
        "puzzle": formats.dump(formats.load(MASYU_URL), "knuth"),
        "summary": answer["summary"],
        "levels": ["easy", "tricky", "expert", "deep"],
        "shades": False,
        "paths": False,
        "clue_count": 4,
        "exports": ["knuth", "tatham", "puzzlink", "pzprv3", "json", "puzzlekit", "mcc"],
        "pictures": answer["pictures"],
        "editable": True,
        "palette": [".", "0", "1"],
        "clue_hint": "0 (a white pearl), 1 (a black pearl) or '.'",
        "clues": [list(row) for row in formats.load(MASYU_URL).cells],
        "sides": None,
        "position": None,
        "shaded": None,
    }
    assert svg.count("data-edge=") == 2 * 5 * 4
    assert svg.count("data-cell=") == 25
    assert 'data-edge="h,0,0"' in svg and 'data-edge="v,3,4"' in svg


def test_load_on_a_loopy_grid_names_faces_and_edges_by_dots(client: TestClient) -> None:
    status, answer = post(client, "load", {"puzzle": HONEYCOMB})
    assert status == 200
    assert (answer["board"], answer["grid"], answer["exports"], answer["points"]) == (
        "honeycomb",
        "honeycomb",
        ["tatham"],
        None,
    )
    assert answer["sides"] == [6] * 16
    assert answer["svg"].count("data-face=") == 16
    dots = blank(formats.load(HONEYCOMB)).dots
    assert answer["svg"].count("data-edge=") == len(dots)
    (x1, y1), (x2, y2) = dots[0]
    assert f'data-edge="{x1},{y1},{x2},{y2}"' in answer["svg"]


def test_load_reads_the_lines_of_a_saved_file_as_the_position(client: TestClient) -> None:
    text = (BUNDLED / "saved" / "geradeweg.txt").read_text()
    status, answer = post(client, "load", {"puzzle": text})
    assert status == 200
    assert answer["format"] == "pzprv3"
    position = answer["position"]
    assert (len(position["h"]), len(position["h"][0]), len(position["v"]), len(position["v"][0])) == (5, 4, 4, 5)
    assert position["h"][0] == [1, 0, 1, 1]


def test_edits_change_one_clue_and_read_back(client: TestClient) -> None:
    status, empty = post(client, "new", {"genre": "masyu", "size": "4x5"})
    assert status == 200
    assert (empty["rows"], empty["cols"], empty["puzzle"]) == (4, 5, ".....\n" * 4)
    status, edited = post(
        client, "load", {"puzzle": empty["puzzle"], "genre": "masyu", "set": [[1, 2, "1"], [3, 0, "0"]]}
    )
    assert (status, edited["puzzle"]) == (200, ".....\n..1..\n.....\n0....\n")
    status, grid = post(client, "new", {"genre": "slitherlink", "size": "3x3", "grid": "honeycomb"})
    assert (status, grid["puzzle"]) == (200, "3x3t2:i\n")
    status, edited = post(client, "load", {"puzzle": grid["puzzle"], "set": [[4, "6"]]})
    assert (status, edited["puzzle"]) == (200, "3x3t2:d6d\n")
    assert post(client, "load", {"puzzle": grid["puzzle"], "set": [[4, "7"]]}) == (
        400,
        {"error": "face 4: '7' is not a clue here: expected a number from 0 to 6, or '.'"},
    )


def state_of(puzzle: str, edges: frozenset[Any], crosses: frozenset[Any] = frozenset()) -> dict[str, Any]:
    p = formats.load(puzzle)
    lattice = get_genre(p.genre).lattice(p)
    values = {**dict.fromkeys(edges, 1), **dict.fromkeys(crosses, -1)}
    return Position.from_values(lattice.rows, lattice.cols, values).as_json()


def test_check_says_correct_so_far_wrong_marks_and_solved(client: TestClient) -> None:
    loop = search.solve(formats.load(LOOPY)).solutions[0].edges()
    some = frozenset(sorted(loop)[:5])
    status, answer = post(client, "check", {"puzzle": LOOPY, "state": state_of(LOOPY, some)})
    assert status == 200
    assert {k: answer[k] for k in ("verdict", "text", "marks", "wrong", "open", "wrong_edges")} == {
        "verdict": "unfinished",
        "text": "correct so far: no mark is wrong",
        "marks": 5,
        "wrong": 0,
        "open": 0,
        "wrong_edges": [],
    }
    crossed = frozenset(sorted(loop)[5:7])
    answer = post(client, "check", {"puzzle": LOOPY, "state": state_of(LOOPY, some, crossed)})[1]
    assert (answer["verdict"], answer["text"], answer["wrong"]) == ("wrong", "2 marks are wrong", 2)
    assert answer["wrong_edges"] == [list(e) for e in sorted(crossed)]
    answer = post(client, "check", {"puzzle": LOOPY, "state": state_of(LOOPY, loop)})[1]
    assert (answer["verdict"], answer["text"]) == ("solved", "solved: the loop is closed and keeps every rule")


def test_check_of_an_answer_is_the_command_lines(client: TestClient) -> None:
    text = (BUNDLED / "saved" / "geradeweg.txt").read_text()
    assert post(client, "check", {"puzzle": text}) == (
        200,
        {"source": "<puzzle>", "verdict": "solved", "text": "correct"},
    )


def test_convert_draw_and_generate(client: TestClient) -> None:
    assert post(client, "convert", {"puzzle": LOOPY, "to": "puzzlink"}) == (
        200,
        {"source": "<puzzle>", "to": "puzzlink", "text": formats.dump(formats.load(LOOPY), "puzzlink")},
    )
    status, svg = post(client, "draw", {"puzzle": LOOPY, "solution": True})
    assert (status, svg["to"], svg["media_type"]) == (200, "svg", "image/svg+xml")
    assert svg["text"].startswith("<svg ") and 'class="loop"' in svg["text"]
    png = post(client, "draw", {"puzzle": HONEYCOMB, "to": "png"})[1]
    assert base64.b64decode(png["base64"]).startswith(b"\x89PNG\r\n\x1a\n")
    pdf = post(client, "draw", {"puzzle": MASYU_URL, "to": "pdf", "solution": True})[1]
    assert base64.b64decode(pdf["base64"]).startswith(b"%PDF-")
    assert post(client, "draw", {"puzzle": "....\n....\n", "solution": True}) == (
        400,
        {"error": "<puzzle>: has more than one solution, so there is no one solution to draw"},
    )
    status, made = post(client, "generate", {"genre": "masyu", "size": "6x6", "seed": 3})
    cli = json.loads(
        runner.invoke(cli_app(), ["generate", "masyu", "--size", "6x6", "--seed", "3", "--to", "json"]).stdout
    )
    assert status == 200
    assert untimed_deep(made) == untimed_deep(cli)


def cli_app() -> Any:
    return cli


def untimed_deep(obj: dict[str, Any]) -> dict[str, Any]:
    return {k: untimed_deep(v) if isinstance(v, dict) else v for k, v in obj.items() if "seconds" not in k}


def test_redundant_clues(client: TestClient) -> None:
    status, answer = post(client, "redundant", {"puzzle": LOOPY})
    assert status == 200
    assert untimed(answer) == {
        "genre": "slitherlink",
        "rows": 5,
        "cols": 5,
        "status": "unique",
        "clues": 11,
        "checked": 11,
        "complete": True,
        "redundant": [[1, 4], [3, 0], [4, 0], [4, 1], [4, 3]],
        "source": "<puzzle>",
        "text": "5 clues of 11 could each go alone, the puzzle staying unique",
    }
    several = post(client, "redundant", {"puzzle": "....\n"})[1]
    assert (several["status"], several["redundant"], several["complete"]) == ("multiple", [], False)


def test_a_time_limit_gives_an_answer_that_says_so(client: TestClient) -> None:
    status, answer = post(client, "count", {"puzzle": "......\n" * 6, "engine": "cpsat", "time_limit": 0.2})
    assert status == 200
    assert (answer["status"], answer["complete"], answer["timed_out"]) == ("multiple", False, True)
    assert answer["message"] == "the time limit of 0.2 s stopped the count before it was complete"
    context = Context(20.0)  # the server's limit caps what a request asks, and is the default
    assert context.seconds(Body("count", {"time_limit": 999})) == 20.0
    assert context.seconds(Body("count", {})) == 20.0
    assert context.seconds(Body("count", {"time_limit": 0.5})) == 0.5


def test_a_newer_request_of_a_kind_stops_the_older_search() -> None:
    jobs = Jobs()
    empty = formats.load("........\n" * 8)
    outcome: list[object] = []

    def long() -> None:
        try:
            outcome.append(jobs.run_here(lambda: search.count(empty, engine="cpsat", time_limit=30), kind="count"))
        except SupersededError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=long)
    worker.start()
    time.sleep(0.5)
    start = time.perf_counter()
    assert jobs.run_here(lambda: "newer", kind="count") == "newer"
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert isinstance(outcome[0], SupersededError)
    assert time.perf_counter() - start < 5
    assert jobs.run_here(lambda: "other kind", kind="decided") == "other kind"
    jobs.close()
    with pytest.raises(jobs_module.ClosingError):
        jobs.run_here(lambda: None)


class KindsSeen(Jobs):
    """Jobs that note the kind of every search asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.kinds: list[str | None] = []

    async def run(self, work: Any, kind: str | None = None) -> Any:
        self.kinds.append(kind)
        return await super().run(work, kind)


def test_the_page_kind_header_narrows_which_request_a_newer_one_stops() -> None:
    """The page's set-mode pair and its Solve button are two kinds, so neither stops the other (a 409 in the page)."""
    jobs = KindsSeen()
    with TestClient(make_app(PORT, 20.0, jobs), base_url=BASE) as c:
        assert post(c, "solve", {"puzzle": LOOPY})[0] == 200
        assert post(c, "solve", {"puzzle": LOOPY}, **{"X-Loopcp-Kind": "pair"})[0] == 200
        assert post(c, "solve", {"puzzle": LOOPY}, **{"X-Loopcp-Kind": "solve"})[0] == 200
        assert post(c, "decided", {"puzzle": LOOPY}, **{"X-Loopcp-Kind": "x" * 50})[0] == 200
    assert jobs.kinds == ["solve", "solve/pair", "solve", "decided/" + "x" * 40]


def test_a_newer_request_stops_a_deduction_too() -> None:
    jobs = Jobs()
    hard = formats.load("." * 30 + "\n" + ("." * 30 + "\n") * 29)
    outcome: list[object] = []

    def long() -> None:
        try:
            outcome.append(jobs.run_here(lambda: logic.deduce(hard, time_limit=30), kind="grade"))
        except SupersededError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=long)
    worker.start()
    time.sleep(0.3)
    jobs.run_here(lambda: None, kind="grade")
    worker.join(timeout=10)
    assert not worker.is_alive() and isinstance(outcome[0], SupersededError)
    jobs.close()


def test_explain_from_a_position_is_the_command_lines(client: TestClient, tmp_path: Any) -> None:
    loop = sorted(search.solve(formats.load(LOOPY)).solutions[0].edges())
    state = state_of(LOOPY, frozenset(loop[:4]))
    (tmp_path / "state.json").write_text(json.dumps(state))
    want = cli_json("explain", "--json", "--state", str(tmp_path / "state.json"), "-", stdin=LOOPY)
    assert post(client, "explain", {"puzzle": LOOPY, "state": state}) == (200, want)
