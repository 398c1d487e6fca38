"""The page in Chromium, driven through the contract's hooks (section 8) as a person and a script would drive it.

A real ``loopcp serve --port 0`` process, and Debian's Chromium through
Playwright for Python (no browser is ever downloaded).  Where Chromium or
Playwright is missing, every test here is skipped with the reason.  The
screenshots of each tab go to ``$LOOPCP_SCREENSHOTS`` (by default a
``loopcp-screenshots`` folder in the system's temporary folder; the
copies in ``docs/`` are made with ``LOOPCP_SCREENSHOTS=docs``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance.registry import TABLES
from conformance.table import Table
from loopcp import formats, logic, search, setting
from loopcp.genres import get_genre
from loopcp.grid import GRID_NAMES, edge_ends
from loopcp.logic.base import Position
from loopcp.logic.grids import blank as grid_blank

from conftest import BUNDLED, ROOT

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("LOOPCP_CHROMIUM", "/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LOOPY = "5x5t0:b02a31b1c3a2d23a23"
MASYU = "https://puzz.link/p?mashu/5/5/00k00900i"
WAIT = 20_000  # ms: the longest a verdict may take here


def _missing() -> str | None:
    if importlib.util.find_spec("playwright") is None:
        return "Playwright for Python is not installed (pip install playwright; no browser download is needed)"
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set LOOPCP_CHROMIUM)"
    if importlib.util.find_spec("uvicorn") is None:
        return "the serve extra is not installed: pip install 'loopcp[serve]'"
    return None


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """A ``loopcp serve --port 0`` process; its address."""
    why = _missing()
    if why:
        pytest.skip(why)
    process = subprocess.Popen(
        [sys.executable, "-m", "loopcp", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
    )
    assert process.stdout is not None
    url = process.stdout.readline().strip()
    yield url
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=20)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    why = _missing()
    if why:
        pytest.skip(why)
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 (optional: imported once known to be here)

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield chromium
        chromium.close()


def opened(browser: Any, server: str) -> tuple[Any, Any, list[str]]:
    """A new context (its own storage) and page on the server, ready; and the list its scripts' errors go to."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    tab.set_default_timeout(WAIT)
    tab.goto(server)
    tab.wait_for_selector("body[data-ready]", state="attached")
    return context, tab, errors


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    """A fresh page (its own storage) on the server, every error of its scripts a failure."""
    context, tab, errors = opened(browser, server)
    yield tab
    context.close()
    assert errors == []


@pytest.fixture(scope="module")
def one_tab(browser: Any, server: str) -> Iterator[tuple[Any, list[str]]]:
    """One page for the tests that each load a board of their own and look at it, and its scripts' errors.

    A fresh context costs Chromium a third of a second of CPU; the 54 boards
    of every genre and grid share one, as a person loading one puzzle after
    another would.  Each board's marks are kept under its own puzzle.
    """
    context, tab, errors = opened(browser, server)
    yield tab, errors
    context.close()


@pytest.fixture
def shared(one_tab: tuple[Any, list[str]]) -> Iterator[Any]:
    """The shared page, every error of its scripts during the test a failure."""
    tab, errors = one_tab
    errors.clear()
    yield tab
    assert errors == []


def screenshots() -> Path:
    folder = Path(os.environ.get("LOOPCP_SCREENSHOTS", Path(tempfile.gettempdir()) / "loopcp-screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def button(page: Any, name: str) -> Any:
    return page.get_by_role("button", name=name, exact=True)


def load(page: Any, text: str, genre: str = "") -> None:
    """Paste a puzzle and press Load; wait for it on the board (``body[data-loads]`` counts the loads)."""
    loads = int(page.locator("body").get_attribute("data-loads") or 0)
    page.fill("textarea[name=puzzle]", text)
    page.select_option("#genre", genre)
    button(page, "Load").click()
    page.wait_for_selector(f'body[data-loads="{loads + 1}"]')


def status(page: Any) -> tuple[str, str]:
    element = page.locator("[role=status]")
    return element.get_attribute("data-verdict"), element.text_content()


def verdict(page: Any, *values: str) -> str:
    """Wait for the status to say one of ``values``; the words it says."""
    page.wait_for_selector(", ".join(f"[role=status][data-verdict={v}]" for v in values))
    return str(page.locator("[role=status]").text_content())


def has_value(page: Any, selector: str, value: str) -> None:
    """Wait until a field holds ``value`` (a field's value is no attribute that a selector could wait for)."""
    from playwright.sync_api import expect  # noqa: PLC0415 (optional: imported once known to be here)

    expect(page.locator(selector)).to_have_value(value)


def edge(page: Any, name: str) -> Any:
    return page.locator(f'#board [data-edge="{name}"]')


def name_of(e: tuple[str, int, int]) -> str:
    return f"{e[0]},{e[1]},{e[2]}"


def screen(page: Any, x: float, y: float) -> tuple[float, float]:
    """A point of the board's SVG (its user units) on the screen."""
    found: list[float] = page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector('#board svg.board');
            const p = svg.createSVGPoint(); p.x = x; p.y = y;
            const q = p.matrixTransform(svg.getScreenCTM());
            return [q.x, q.y];
        }""",
        [x, y],
    )
    return found[0], found[1]


def solution(text: str, genre: str | None = None) -> frozenset[Any]:
    return search.solve(formats.load(text, genre=genre)).solutions[0].edges()


# --- play ----------------------------------------------------------------------------------------------------


def test_play_a_slitherlink_to_the_end_with_clicks(page: Any) -> None:
    load(page, LOOPY)
    loop = sorted(solution(LOOPY))
    first, *rest = loop
    target = edge(page, name_of(first))
    target.locator(".hit").click(button="right")
    assert target.get_attribute("data-state") == "cross"  # a right click sets a cross
    target.locator(".hit").click(button="right")
    assert target.get_attribute("data-state") == "cross"  # ... and keeps it
    target.locator(".hit").click()
    assert target.get_attribute("data-state") == ""  # a click goes on from a cross to nothing
    for e in loop:
        edge(page, name_of(e)).locator(".hit").click()
        assert edge(page, name_of(e)).get_attribute("data-state") == "line"
    words = verdict(page, "solved")
    assert words.startswith("Solved in ") and words.endswith(": the loop is closed and keeps every rule.")
    button(page, "Undo").click()
    assert edge(page, name_of(loop[-1])).get_attribute("data-state") == ""
    button(page, "Redo").click()
    assert edge(page, name_of(loop[-1])).get_attribute("data-state") == "line"
    assert rest


def test_play_a_masyu_to_the_end_by_dragging(page: Any) -> None:
    load(page, MASYU)
    loop = solution(MASYU)
    ring = ring_of(loop)
    start = ring[0]
    page.mouse.move(*screen(page, start[1] + 0.5, start[0] + 0.5))
    page.mouse.down()
    for i, j in [*ring[1:], ring[0]]:
        page.mouse.move(*screen(page, j + 0.5, i + 0.5), steps=4)
    page.mouse.up()
    drawn = {e.get_attribute("data-edge") for e in page.locator('#board [data-edge][data-state="line"]').all()}
    assert drawn == {name_of(e) for e in loop}
    verdict(page, "solved")
    button(page, "Undo").click()  # one drag is one step
    assert page.locator('#board [data-edge][data-state="line"]').count() == 0


def ring_of(loop: frozenset[Any]) -> list[tuple[int, int]]:
    """The loop's points in order."""
    near: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for e in loop:
        a, b = edge_ends(e)
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    start = min(near)
    ring, previous = [start], None
    while True:
        here = ring[-1]
        there = next(p for p in near[here] if p != previous)
        if there == start:
            return ring
        previous = here
        ring.append(there)


def test_play_a_yajilin_shading_its_cells(page: Any) -> None:
    text = (BUNDLED / "saved" / "yajilin.txt").read_text()
    puzzle = formats.load(text)
    answer = get_genre(puzzle.genre).finish(puzzle, search.solve(puzzle).solutions[0])
    blank = formats.dump(puzzle, "puzzlink")
    load(page, blank)
    for i, row in enumerate(answer.shaded):
        for j, value in enumerate(row):
            if value:
                cell = page.locator(f'#board [data-cell="{i},{j}"]')
                cell.locator("rect").click()
                assert cell.get_attribute("data-state") == "shaded"
    for e in answer.edges():
        edge(page, name_of(e)).locator(".hit").click()
    verdict(page, "solved")


def test_a_hint_from_the_players_position_and_apply(page: Any) -> None:
    load(page, LOOPY)
    loop = solution(LOOPY)
    mine = sorted(loop)[:3]
    for e in mine:
        edge(page, name_of(e)).locator(".hit").click()
    button(page, "Hint").click()
    page.wait_for_selector('[data-hint^="["]')
    puzzle = formats.load(LOOPY)
    position = Position.from_values(6, 6, dict.fromkeys(mine, 1))
    step = logic.deduce(puzzle, position, limit_steps=1).steps[0]
    assert page.locator("[data-hint]").get_attribute("data-hint") == f"[{step.level}] {step.text}"
    hinted = {e.get_attribute("data-edge"): e.get_attribute("data-hinted") for e in page.locator("[data-hinted]").all()}
    assert hinted == {name_of(e): ("line" if v == 1 else "cross") for e, v in step.set}
    button(page, "Apply").click()
    for e, v in step.set:
        assert edge(page, name_of(e)).get_attribute("data-state") == ("line" if v == 1 else "cross")
    assert page.locator("[data-hinted]").count() == 0
    assert button(page, "Apply").is_disabled()


def test_check_counts_the_wrong_marks_and_shows_them_on_a_second_press(page: Any) -> None:
    load(page, LOOPY)
    loop = sorted(solution(LOOPY))
    edge(page, name_of(loop[0])).locator(".hit").click()
    button(page, "Check").click()
    assert verdict(page, "unfinished") == "Correct so far: no mark is wrong"
    off = next(e for e in formats_edges(LOOPY) if e not in loop)
    edge(page, name_of(off)).locator(".hit").click()
    button(page, "Check").click()
    assert verdict(page, "wrong") == "1 mark is wrong: press Check again to see them."
    assert page.locator("[data-wrong]").count() == 0
    button(page, "Check").click()
    assert [e.get_attribute("data-edge") for e in page.locator("[data-wrong]").all()] == [name_of(off)]
    assert verdict(page, "wrong") == "1 mark is wrong: marked in red."
    edge(page, name_of(off)).locator(".hit").click()  # line -> cross: right now
    assert page.locator("[data-wrong]").count() == 0


def formats_edges(text: str) -> list[Any]:
    puzzle = formats.load(text)
    return list(get_genre(puzzle.genre).lattice(puzzle).edges())


def test_the_position_is_kept_in_the_browser(page: Any) -> None:
    load(page, LOOPY)
    first = sorted(solution(LOOPY))[0]
    edge(page, name_of(first)).locator(".hit").click()
    page.reload()
    load(page, LOOPY)
    assert edge(page, name_of(first)).get_attribute("data-state") == "line"
    button(page, "Restart").click()
    assert page.locator('#board [data-edge][data-state="line"]').count() == 0


def test_explain_steps_through_with_previous_and_next(page: Any) -> None:
    load(page, MASYU, "masyu")
    button(page, "Explain").click()
    page.wait_for_selector("#steps li")
    steps = logic.deduce(formats.load(MASYU)).steps
    assert page.locator("#steps li").count() == len(steps)
    assert page.locator("#step-at").text_content() == f"step 1 of {len(steps)}"
    button(page, "Next").click()
    assert page.locator("#step-at").text_content() == f"step 2 of {len(steps)}"
    assert page.locator("[data-hint]").get_attribute("data-hint") == f"[{steps[1].level}] {steps[1].text}"
    button(page, "Previous").click()
    assert page.locator("#step-at").text_content() == f"step 1 of {len(steps)}"


# --- set -----------------------------------------------------------------------------------------------------


def test_set_a_puzzle_from_empty_to_unique(page: Any) -> None:
    button(page, "Set").click()
    page.select_option("#new-genre", "slitherlink")
    page.fill("#new-size", "5x5")
    button(page, "New board").click()
    assert verdict(page, "multiple").startswith("Several solutions")
    target = formats.load(LOOPY)
    clues = [(i, j, ch) for i, row in enumerate(target.cells) for j, ch in enumerate(row) if ch != "."]
    cells = [["."] * 5 for _ in range(5)]
    seen = []
    for i, j, ch in clues:
        page.locator(f'#board [data-cell="{i},{j}"] rect').click()  # selects it (and cycles to 0)
        page.keyboard.press(ch)
        cells[i][j] = ch
        has_value(page, "#puzzle", "\n".join("".join(row) for row in cells))
        seen.append(verdict(page, "unique", "multiple", "unsolvable").split(":")[0])
    assert seen == ["Several solutions"] * (len(clues) - 1) + ["Unique"]
    assert verdict(page, "unique") == "Unique: the clues decide all 60 edges."
    assert page.locator("#puzzle").input_value() == formats.dump(target, "knuth").strip()
    decided = {e.get_attribute("data-edge") for e in page.locator('#board [data-decided="line"]').all()}
    assert decided == {name_of(e) for e in solution(LOOPY)}
    page.locator('#board [data-cell="0,0"] rect').click(button="right")  # a right click cycles back: . -> 4
    assert verdict(page, "unsolvable") == "No solution: the clues contradict each other."
    button(page, "Undo").click()
    verdict(page, "unique")


def test_several_solutions_show_two_with_their_differences(page: Any) -> None:
    button(page, "Set").click()
    page.select_option("#new-genre", "slitherlink")
    page.fill("#new-size", "3x3")
    button(page, "New board").click()
    page.locator('#board [data-cell="1,1"] rect').click()
    page.keyboard.press("3")
    verdict(page, "multiple")
    page.wait_for_selector("#pair:not([hidden]) figure >> nth=1")
    assert page.locator("#solutions svg").count() == 2
    assert page.locator("#solutions [data-differ]").count() > 0
    assert page.locator("[data-edge]").count() == 24  # the copies carry no hooks of their own


def test_grade_redundant_clues_and_count(page: Any) -> None:
    load(page, LOOPY)
    button(page, "Set").click()
    verdict(page, "unique")
    button(page, "Grade").click()
    page.wait_for_selector("#set-report:text-matches('^Grade: ')")
    assert (
        page.locator("#set-report").text_content()
        == f"Grade: easy ({len(logic.deduce(formats.load(LOOPY)).steps)} steps)."
    )
    button(page, "Redundant clues").click()
    page.wait_for_selector("#set-report:text-matches('could each go')")
    found = setting.redundant(formats.load(LOOPY))
    assert page.locator("[data-redundant]").count() == len(found.redundant)
    button(page, "Count").click()
    page.wait_for_selector("#set-report:text-matches('solution')")
    assert page.locator("#set-report").text_content() == "1 solution."


def test_edit_a_grid_face_and_a_masyu_pearl(page: Any) -> None:
    button(page, "Set").click()
    page.select_option("#new-genre", "slitherlink")
    page.fill("#new-size", "3x3")
    page.select_option("#new-grid", "honeycomb")
    button(page, "New board").click()
    verdict(page, "multiple")
    page.locator('#board [data-face="4"] polygon').click()
    page.keyboard.press("6")
    has_value(page, "#puzzle", "3x3t2:d6d")
    page.select_option("#new-genre", "masyu")
    page.fill("#new-size", "4x4")
    button(page, "New board").click()
    page.locator('#board [data-cell="1,1"] rect').click()  # . -> white
    page.locator('#board [data-cell="1,1"] rect').click()  # white -> black
    has_value(page, "#puzzle", "....\n.1..\n....\n....")
    verdict(page, "multiple")


# --- export, the URL hash, every genre ------------------------------------------------------------------------


def test_export_round_trips(page: Any) -> None:
    load(page, MASYU)
    for to in ("puzzlink", "tatham", "pzprv3", "knuth"):
        page.select_option("#export-to", to)
        button(page, "Export").click()
        page.wait_for_selector("#exported:not([hidden])")
        text = page.locator("#exported").input_value()
        want = formats.dump(formats.load(MASYU), to).strip()
        page.wait_for_selector("#download[download]")
        assert text == want or to == "pzprv3"
        load(page, text, "masyu" if to == "knuth" else "")
        assert page.locator("#about").text_content().startswith("masyu 5x5, 4 clues")
    loop = sorted(solution(MASYU))[:4]
    for e in loop:
        edge(page, name_of(e)).locator(".hit").click()
    page.select_option("#export-to", "pzprv3")
    button(page, "Export").click()
    page.wait_for_selector("#exported:not([hidden])")
    saved = page.locator("#exported").input_value()
    here = server_of(page)
    page.goto("about:blank")
    page.goto(f"{here}#file={urllib.parse.quote(saved)}")
    page.wait_for_selector('#board [data-edge][data-state="line"]')
    drawn = {e.get_attribute("data-edge") for e in page.locator('#board [data-edge][data-state="line"]').all()}
    assert drawn == {name_of(e) for e in loop}
    page.select_option("#export-to", "picture:svg")
    with page.expect_download() as download:
        button(page, "Export").click()
        page.locator("#download").click()
    assert Path(download.value.path()).read_text().startswith("<svg ")


def server_of(page: Any) -> str:
    parts = urllib.parse.urlsplit(page.url)
    return f"{parts.scheme}://{parts.netloc}/"


@pytest.mark.parametrize(
    ("hash_", "genre", "mode"),
    [
        (f"#url={urllib.parse.quote(MASYU)}", "masyu", "set"),
        (f"#id={urllib.parse.quote(LOOPY)}&mode=play", "slitherlink", "play"),
        ("#text=" + urllib.parse.quote(".1.\n...\n") + "&genre=masyu&mode=set", "masyu", "set"),
    ],
    ids=["url", "id", "text"],
)
def test_the_url_hash_loads_on_open_and_on_change(page: Any, hash_: str, genre: str, mode: str) -> None:
    page.goto(f"{server_of(page)}{hash_}")
    page.wait_for_selector(f'#board svg.board[aria-label^="{genre}"]')
    assert page.locator("body").get_attribute("data-mode") == mode
    page.evaluate(f"location.hash = {json.dumps('#id=' + urllib.parse.quote('4x4t2:0c245a4d13a'))}")
    page.wait_for_selector("#board svg.board[data-board=honeycomb]")


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.genre)
def test_every_genre_loads_with_a_target_for_every_edge_and_cell(shared: Any, table: Table) -> None:
    page = shared
    puzzle = formats.load(table.drawn, genre=table.genre)
    load(page, table.drawn, table.genre)
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    edges = list(lattice.edges())
    assert page.locator("#board [data-edge]").count() == len(edges)
    assert page.locator("#board [data-cell]").count() == puzzle.rows * puzzle.cols
    first = edge(page, name_of(edges[len(edges) // 2]))
    first.locator(".hit").click()
    assert first.get_attribute("data-state") == "line"
    button(page, "Check").click()
    verdict(page, "unfinished", "wrong", "solved")


@pytest.mark.parametrize("grid", GRID_NAMES[1:])
def test_every_loopy_grid_loads_with_a_target_for_every_edge_and_face(shared: Any, grid: str) -> None:
    page = shared
    puzzle = setting.blank("slitherlink", 4, 4, grid)
    text = formats.dump(puzzle, "tatham").strip()
    page.goto(f"{server_of(page)}#id={urllib.parse.quote(text)}&mode=play")
    page.wait_for_selector(f"#board svg.board[data-board={grid}]")
    dots = grid_blank(puzzle).dots
    assert page.locator("#board [data-edge]").count() == len(dots)
    assert page.locator("#board [data-face]").count() == len(setting.sides(puzzle))
    (x1, y1), (x2, y2) = dots[len(dots) // 2]
    target = edge(page, f"{x1},{y1},{x2},{y2}")
    target.locator(".hit").click()
    assert target.get_attribute("data-state") == "line"


SHOWN = "8x8t0:a212d3b2a2a2b2101a13b332a23a1a22d2d222h3a0a0a"  # loopcp generate slitherlink -s 8x8 -d hard --seed 7


def test_screenshots_of_each_tab(page: Any) -> None:
    """Each tab as a person sees it, in ``screenshots()``: Play mid-game with a hint, Set with two solutions."""
    folder = screenshots()
    load(page, SHOWN)
    for _ in range(40):
        button(page, "Hint").click()
        page.wait_for_selector("[data-hinted]")
        button(page, "Apply").click()
    page.check("#sides")
    button(page, "Hint").click()
    page.wait_for_selector("[data-hinted]")
    page.screenshot(path=str(folder / "serve-play.png"))
    puzzle = formats.load(SHOWN)
    several = puzzle
    for place in setting.places(puzzle)[::-1]:
        several = setting.with_clue(several, place, ".")
        if search.solve(several).status.value == "multiple":
            break
    load(page, formats.dump(several, "tatham"))
    button(page, "Set").click()
    verdict(page, "multiple")
    page.wait_for_selector("#pair:not([hidden]) figure >> nth=1")
    page.screenshot(path=str(folder / "serve-set.png"), full_page=True)
    assert (folder / "serve-play.png").stat().st_size > 20_000


# Real puzzles of the puzzlekit dataset (101_10x10 of Slitherlink and Masyu, 100_10x10 of Yajilin), as puz.link URLs.
REAL = [
    "https://puzz.link/p?slither/10/10/g1bd52cc7b6acg8376bhcgc3b1228cbj5cgch8176103dh127c",
    "https://puzz.link/p?mashu/10/10/000636339i0906069j0100i09k21210000",
    "https://puzz.link/p?yajilin/10/10/e42e4242s42e22g12d41a41g42a4212a12q12f42h",
]


@pytest.mark.parametrize("url", REAL, ids=["slitherlink", "masyu", "yajilin"])
def test_a_real_puzzle_played_to_the_end_with_hints(page: Any, url: str) -> None:
    """As a person who only asks for hints would: Hint, Apply, until the page says it is solved."""
    load(page, url)
    hint, apply = button(page, "Hint"), button(page, "Apply")
    before = int(page.locator("body").get_attribute("data-loads") or 0)
    # A hundred steps or more a puzzle: each click is a real mouse click at the button's centre, without
    # Playwright's wait for two still frames (``force``: 36 ms a click), and the page is asked every 4 ms
    # whether the hint has come (a locator's backed-off retries took 25 ms for a 7 ms answer).
    arrived = """() => { const said = document.querySelector('#hint').dataset.hint;
                         return said && !said.startsWith('Looking'); }"""
    for _ in range(400):
        hint.click(force=True)
        page.wait_for_function(arrived, polling=4)
        if apply.is_disabled():
            break
        apply.click(force=True)
        # What the page shows after the step, read in one round trip (a hundred steps or more a puzzle).
        loads, shown = page.evaluate(
            """() => [document.body.getAttribute('data-loads'),
                      document.querySelector('[role=status]').getAttribute('data-verdict')]"""
        )
        assert int(loads or 0) == before
        if shown == "solved":
            break
    assert verdict(page, "solved").startswith("Solved in ")
