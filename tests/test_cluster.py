"""``--cluster``: the same output from a Dask cluster, and faults that cost nothing or say so.

Two kinds of cluster, both on 127.0.0.1 only: ``distributed.LocalCluster``
in this process, and a scheduler and two workers started as processes by
``dask scheduler`` and ``dask worker``, as a user would.  Every process a
test starts is killed at its end.  "The same" is measured as in
tests/test_jobs.py: byte for byte with ``--no-timing``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from loopcp.cli import app

from conftest import BUNDLED, DATA, always_here, mixed_inputs

distributed = pytest.importorskip("distributed")  # the cluster extra; make test installs it
pytestmark = pytest.mark.slow

LOOPCP = [sys.executable, "-m", "loopcp"]
PI_DAY = str(BUNDLED / "pi-day-2025.txt")
DASK = str(Path(sys.executable).with_name("dask"))
runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    """Exit code, standard output and standard error of one command, in this process."""
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@dataclass
class Cluster:
    """A scheduler and its workers, each a process in its own group."""

    address: str
    scheduler: subprocess.Popen[bytes]
    workers: list[subprocess.Popen[bytes]]

    def end(self) -> None:
        """Kill every process of the cluster and reap it."""
        for process in [*self.workers, self.scheduler]:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def start_cluster(folder: Path, workers: int) -> Cluster:
    """``dask scheduler`` on a free port of 127.0.0.1 and ``workers`` single-threaded ``dask worker`` processes."""
    address_file = folder / "scheduler.json"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "start_new_session": True}
    scheduler = subprocess.Popen(
        [DASK, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard", "--scheduler-file", address_file],
        **quiet,  # type: ignore[call-overload]
    )
    cluster = Cluster("", scheduler, [])
    try:
        deadline = time.monotonic() + 60
        while not address_file.exists() or not address_file.read_text().strip().endswith("}"):
            assert time.monotonic() < deadline and scheduler.poll() is None, "the scheduler did not start"
            time.sleep(0.1)
        cluster.address = json.loads(address_file.read_text())["address"]
        worker = [DASK, "worker", cluster.address, "--nthreads", "1", "--no-nanny", "--no-dashboard"]
        cluster.workers = [
            subprocess.Popen([*worker, "--host", "127.0.0.1", "--name", f"w{k}"], **quiet)  # type: ignore[call-overload]
            for k in range(workers)
        ]
        with distributed.Client(cluster.address, timeout=30) as client:
            client.wait_for_workers(workers, timeout=60)
    except BaseException:
        cluster.end()
        raise
    return cluster


@pytest.fixture
def processes(tmp_path: Path) -> Iterator[Cluster]:
    """A scheduler and two worker processes, ended with the test."""
    cluster = start_cluster(tmp_path, 2)
    yield cluster
    cluster.end()


@pytest.fixture(scope="module")
def local_cluster() -> Iterator[str]:
    """A ``distributed.LocalCluster`` of two single-threaded worker processes; its scheduler's address."""
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Puzzles every clone has, with bad inputs between them."""
    return mixed_inputs(tmp_path_factory.mktemp("mixed"))


@pytest.fixture(scope="module")
def long_batch(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A batch of 144 puzzles every clone has (a few seconds of work), and its serial output."""
    path = tmp_path_factory.mktemp("long") / "long.txt"
    path.write_text("\n".join(always_here() * 12) + "\n")
    code, out, _ = run("solve", "--json", "--no-timing", str(path))
    assert code == 0
    return path, out


def test_a_local_cluster_prints_what_a_serial_run_prints_with_bad_inputs_mixed_in(
    local_cluster: str, mixed: list[str]
) -> None:
    for command in (["solve", "--json", "--no-timing"], ["count", "--no-timing"], ["convert", "--to", "puzzlink"]):
        serial = run(*command, *mixed)
        assert serial[0] == 2
        assert run(*command, "--cluster", local_cluster, *mixed) == serial


def test_a_local_cluster_answers_a_slink_contest_input_as_a_serial_run(local_cluster: str) -> None:
    promises = str(DATA / "slink" / "promises.in")
    serial = run("slink", promises)
    assert serial[0] == 1
    assert run("slink", "--cluster", local_cluster, promises) == serial


def test_a_local_cluster_makes_20_puzzles_as_a_serial_run(local_cluster: str) -> None:
    make = ["generate", "slitherlink", "--size", "6x6", "--count", "20", "--seed", "5"]
    assert run(*make, "--cluster", local_cluster) == run(*make)


def test_a_local_cluster_solves_200_dataset_puzzles_as_a_serial_run(
    local_cluster: str, dataset_batch: tuple[Path, str]
) -> None:
    path, serial = dataset_batch
    assert run("solve", "--json", "--no-timing", "--cluster", local_cluster, str(path)) == (0, serial, "")


def test_scheduler_and_worker_processes_give_the_serial_output_and_sigterm_ends_a_run_promptly(
    processes: Cluster, long_batch: tuple[Path, str], mixed: list[str], tmp_path: Path
) -> None:
    """On one cluster (each start costs three processes' imports): the serial output, then SIGTERM mid-count.

    The SIGTERM comes last: the count it ends never ends on its worker.
    """
    path, serial = long_batch
    done = subprocess.run(
        [*LOOPCP, "solve", "--json", "--no-timing", "--cluster", processes.address, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (done.returncode, done.stderr, done.stdout) == (0, "", serial)
    mixed_serial = run("solve", "--no-timing", *mixed)
    assert run("solve", "--no-timing", "--cluster", processes.address, *mixed) == mixed_serial
    sigterm_ends_a_cluster_run_promptly(processes, tmp_path)


def first_lines_then(command: list[str], lines: int, act: Callable[[], None]) -> tuple[int, str, str]:
    """Run loopcp, and once it has printed ``lines`` lines, ``act``; its exit code, output and errors."""
    process = subprocess.Popen([*LOOPCP, *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stderr is not None
    try:
        head = [process.stdout.readline() for _ in range(lines)]
        act()
        # Not communicate(): it reads the pipes' file descriptors and would skip what readline has
        # already buffered (lines lost from the output, seen once in four runs).  Standard error is
        # a line or two, so reading standard output first cannot block on it.
        out = process.stdout.read()
        err = process.stderr.read()
        process.wait(timeout=120)
    finally:
        process.kill()
        process.wait()
    return process.returncode, "".join(head) + out, err


def test_a_worker_killed_mid_batch_costs_nothing_and_a_lost_scheduler_is_one_line_and_exit_4(
    processes: Cluster, long_batch: tuple[Path, str]
) -> None:
    """On one cluster: a worker killed mid-batch (the other finishes the batch), then the scheduler killed."""
    path, serial = long_batch
    command = ["solve", "--json", "--no-timing", "--cluster", processes.address, str(path)]
    code, out, err = first_lines_then(command, 5, lambda: os.killpg(processes.workers[0].pid, signal.SIGKILL))
    assert processes.workers[0].wait(timeout=10) == -signal.SIGKILL
    assert (code, err, out) == (0, "", serial)
    start = time.monotonic()
    code, out, err = first_lines_then(command, 5, lambda: os.killpg(processes.scheduler.pid, signal.SIGKILL))
    assert code == 4
    assert err.splitlines() == [f"lost the Dask scheduler at {processes.address}; the output above is incomplete"]
    assert out.endswith("\n") and serial.startswith(out) and len(out) < len(serial)
    assert time.monotonic() - start < 30


def sigterm_ends_a_cluster_run_promptly(processes: Cluster, tmp_path: Path) -> None:
    """SIGTERM ends a count that never would, in under 3 s, with 143 and one line."""
    endless = tmp_path / "empty-30.txt"  # counting its loops one by one never ends
    endless.write_text(("." * 30 + "\n") * 30)
    process = subprocess.Popen(
        [*LOOPCP, "count", "--engine", "cpsat", "--cluster", processes.address, str(endless)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(3)
    sent = time.monotonic()
    process.send_signal(signal.SIGTERM)
    try:
        _, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert (process.returncode, err.splitlines()[-1:]) == (143, ["loopcp: terminated"])
    assert time.monotonic() - sent < 3


def test_an_unreachable_scheduler_or_a_bad_address_is_one_line() -> None:
    assert run("solve", "--cluster", "tcp://127.0.0.1:1", PI_DAY) == (
        2,
        "",
        "cannot reach the Dask scheduler at tcp://127.0.0.1:1: Connection refused\n",
    )
    code, out, err = run("solve", "--cluster", "nonsense", PI_DAY)
    assert (code, out, err.startswith("--cluster nonsense: not a Dask scheduler address")) == (2, "", True)


def test_without_dask_cluster_says_how_to_install_it(tmp_path: Path) -> None:
    (tmp_path / "sitecustomize.py").write_text("import sys\nsys.modules['distributed'] = None  # not installed\n")
    # In front of any PYTHONPATH already set, so that the loopcp under test is the one the subprocess imports.
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run(
        [*LOOPCP, "solve", "--cluster", "tcp://127.0.0.1:8786", PI_DAY],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (
        2,
        "",
        "--cluster needs Dask: pip install 'loopcp[cluster]'\n",
    )
