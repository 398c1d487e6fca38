"""Signals, closed pipes and limits, on the real command in its own process (docs/reliability.md).

Each test starts ``python -m loopcp``, lets it work, and checks how it
ends: the exit code, one line on standard error and no traceback, how
soon, and that none of its processes is left behind.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import DATA

pytestmark = pytest.mark.slow

LOOPCP = [sys.executable, "-m", "loopcp"]
SETTLE = 0.4  # seconds of CPU a command (with its children) has worked when the signal comes
PROMPT = 3.0  # seconds it may take to end after the signal


def empty(tmp_path: Path, n: int) -> str:
    """A file holding an empty n x n Slitherlink board."""
    path = tmp_path / f"empty-{n}.txt"
    path.write_text(("." * n + "\n") * n)
    return str(path)


def slink_batch(tmp_path: Path, copies: int = 2500) -> str:
    """A contest input of 10,000 data sets: the sample's four, many times over."""
    body = (DATA / "slink" / "sample.in").read_text().rsplit("0 0", 1)[0]
    path = tmp_path / "big.in"
    path.write_text(body * copies + "0 0\n")
    return str(path)


def descendants(pid: int) -> set[int]:
    """Every process below ``pid``, from /proc."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    """Whether a process exists and is not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@dataclass(frozen=True)
class Run:
    """A command in its own process group, with the children it had when it was stopped."""

    code: int
    err: str
    seconds: float  # from the signal to the exit
    children: frozenset[int]


def cpu_seconds(pids: set[int]) -> float:
    """The CPU time these processes have used, and their children that they have waited for, from /proc."""
    ticks = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += sum(int(x) for x in fields[11:15])  # utime, stime, cutime, cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def settle(process: subprocess.Popen[str], cpu: float = SETTLE, most: float = 10.0) -> None:
    """Wait until the command has worked ``cpu`` seconds of CPU (or ended, or ``most`` seconds passed).

    CPU rather than wall time: the signal comes once the command is at
    work (its handlers are installed within its first tenth of a second),
    on a quiet machine as on a loaded one, and no test burns a second of
    CPU waiting.
    """
    deadline = time.monotonic() + most
    while process.poll() is None and time.monotonic() < deadline:
        if cpu_seconds({process.pid} | descendants(process.pid)) >= cpu:
            return
        time.sleep(0.02)


def stop(args: list[str], signum: int, after: float | None = None) -> Run:
    """Run loopcp, send it ``signum`` once it is at work (``settle``) or after ``after`` seconds, and wait."""
    process = subprocess.Popen([*LOOPCP, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if after is None:
        settle(process)
    else:
        time.sleep(after)
    children = frozenset(descendants(process.pid))
    sent = time.perf_counter()
    process.send_signal(signum)
    try:
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    return Run(process.returncode, err, time.perf_counter() - sent, children)


def id_batch(tmp_path: Path, copies: int = 2000) -> str:
    """A file of many game IDs, solved two at a time in threads (``batches.in_flight``)."""
    line = (DATA / "tatham" / "loopy.tsv").read_text().splitlines()[2].split("\t")[1]
    path = tmp_path / "ids.txt"
    path.write_text((line + "\n") * copies)
    return str(path)


COMMANDS: dict[str, Callable[[Path], list[str]]] = {
    "solve-ids": lambda tmp: ["solve", id_batch(tmp)],
    "count-30x30": lambda tmp: ["count", empty(tmp, 30)],
    "count-zdd-14x14": lambda tmp: ["count", "--engine", "zdd", empty(tmp, 14)],
    "generate-jobs-2": lambda tmp: ["generate", "slitherlink", "--size", "30x30", "--count", "4", "--jobs", "2"],
    "solve-all-6x6": lambda tmp: ["solve", "--max-solutions", "0", empty(tmp, 6)],
    "slink-10000": lambda tmp: ["slink", slink_batch(tmp)],
    "slink-jobs-2": lambda tmp: ["slink", "--jobs", "2", slink_batch(tmp)],
    "solve-jobs-2": lambda tmp: ["solve", "--jobs", "2", "--max-solutions", "0", empty(tmp, 6), empty(tmp, 7)],
    "count-jobs-2": lambda tmp: ["count", "--jobs", "2", "--engine", "cpsat", empty(tmp, 30), empty(tmp, 31)],
}
SIGNALS = {"SIGINT": (signal.SIGINT, "loopcp: interrupted"), "SIGTERM": (signal.SIGTERM, "loopcp: terminated")}


@pytest.mark.parametrize("signame", SIGNALS)
@pytest.mark.parametrize("command", COMMANDS)
def test_a_signal_ends_every_command_promptly_and_cleanly(tmp_path: Path, command: str, signame: str) -> None:
    signum, message = SIGNALS[signame]
    run = stop(COMMANDS[command](tmp_path), signum)
    assert run.code == 128 + signum, run.err
    assert run.err.splitlines()[-1] == message
    assert "Traceback" not in run.err
    assert run.seconds < PROMPT
    time.sleep(0.2)
    assert [pid for pid in run.children if alive(pid)] == []


def test_sigint_at_random_moments_of_a_slink_batch_never_exits_0_nor_crashes(tmp_path: Path) -> None:
    path = slink_batch(tmp_path)  # 10,000 data sets: none ends before the latest signal, 2 s in
    rng = random.Random(2026)
    for _ in range(5):
        run = stop(["slink", path], signal.SIGINT, after=rng.uniform(0.3, 2.0))
        if (run.code, run.err) == (-signal.SIGINT, ""):
            # On a loaded machine the signal can come before Python has installed any handler: the
            # process dies of it silently, as any program would, and loopcp's code never ran.
            continue
        assert (run.code, run.err.splitlines()[-1:]) == (130, ["loopcp: interrupted"]), run.err


def test_a_closed_pipe_is_not_no_solution(tmp_path: Path) -> None:
    """As `loopcp solve ... | head -1`: no message, and not the exit code 1 of "no solution"."""
    process = subprocess.Popen(
        [*LOOPCP, "solve", "--max-solutions", "0", empty(tmp_path, 4)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    err = process.stderr.read()
    assert (process.wait(timeout=30), err) == (141, b"")


# A small parent that runs a command and says its peak memory: the peak a process reports for a child
# includes the memory image the child was forked from, which for pytest's own process can be large.
PEAK = (
    "import resource, subprocess, sys; code = subprocess.call(sys.argv[1:]); "
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, code, file=sys.stderr)"
)


def test_solving_everything_streams_and_keeps_to_the_time_limit(tmp_path: Path) -> None:
    """Enumeration prints each solution as it goes: memory stays flat, and the limit ends it in time."""
    start = time.perf_counter()
    command = [*LOOPCP, "solve", "--json", "--max-solutions", "0", "--time-limit", "3", empty(tmp_path, 6)]
    process = subprocess.Popen(
        [sys.executable, "-c", PEAK, *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    out, err = process.communicate(timeout=30)
    peak, code = (int(word) for word in err.decode().split())
    assert (process.returncode, code) == (0, 0)
    assert time.perf_counter() - start < 3 + 2.5
    assert peak < 500 * 1024  # kilobytes
    result = json.loads(out)
    assert (result["status"], result["complete"]) == ("multiple", False)
    assert result["count"] == len(result["solutions"]) > 100


@pytest.mark.parametrize("genre", ["slitherlink", "masyu"])
def test_a_time_limit_ends_generation_in_every_phase(genre: str) -> None:
    """Loop growth and model building on a 100x100 board keep to the limit too, not only CP-SAT."""
    start = time.perf_counter()
    run = subprocess.run(
        [*LOOPCP, "generate", genre, "--size", "100x100", "--seed", "1", "--time-limit", "1"],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (run.returncode, run.stdout) == (3, "")
    assert run.stderr == "seed 1: the time limit of 1 s ended generation before a puzzle was finished\n"
    assert time.perf_counter() - start < 3 + 1  # the limit, a second of grace, and Python's start


def huge_numberlink(tmp_path: Path, pairs: int) -> str:
    """A 100 x 100 Numberlink of ``pairs`` pairs on cells drawn with a fixed seed: its path model holds millions of
    clauses (one an edge and pair), which took 11 s and 1 GB to build past a limit of 1 s before the build kept it."""
    cells = random.Random(39).sample([(i, j) for i in range(100) for j in range(100)], 2 * pairs)
    grid = [["-"] * 100 for _ in range(100)]
    for k, (i, j) in enumerate(cells):
        grid[i][j] = str(k // 2 + 1)
    path = tmp_path / f"numberlink-{pairs}.txt"
    path.write_text("100 100\n" + "\n".join(" ".join(row) for row in grid) + "\n")
    return str(path)


def test_a_huge_path_model_keeps_to_the_time_limit_and_its_memory(tmp_path: Path) -> None:
    """The path model is built a chunk at a time, the clock read before each: the limit ends the build."""
    board = huge_numberlink(tmp_path, 20)
    start = time.perf_counter()
    command = [*LOOPCP, "solve", "--genre", "numberlink", "--no-timing", "--time-limit", "1", board]
    process = subprocess.Popen([sys.executable, "-c", PEAK, *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = process.communicate(timeout=60)
    peak, code = (int(word) for word in err.decode().split())
    assert (process.returncode, code) == (0, 3)
    assert out.decode() == f"{board}: unknown: the time limit of 1 s stopped the search before an answer\n"
    assert time.perf_counter() - start < 3
    assert peak < 400 * 1024  # kilobytes


def test_sigint_ends_a_huge_path_models_build_at_once(tmp_path: Path) -> None:
    """Ctrl-C a second into a build of ten seconds: the build ends between two chunks, within a second."""
    run = stop(["solve", "--genre", "numberlink", huge_numberlink(tmp_path, 40)], signal.SIGINT)
    assert (run.code, run.err) == (130, "loopcp: interrupted\n")
    assert run.seconds < 1
