"""``--jobs`` and ``--cluster`` against a serial run: the same bytes, and how much sooner.

All in one run, each a whole ``loopcp`` process timed with
``time.perf_counter`` (start-up included):

1. Every puzzle of the puzzlekit datasets (Slitherlink and Masyu, about
   2,000), written as one file of puzz.link URLs, through ``loopcp solve
   --json --no-timing`` with ``--jobs 1`` and ``--jobs 2``, alternated for
   ``--rounds`` rounds (the median counts).  The bar: ``--jobs 2`` at least
   1.5x faster, and byte-identical output.
2. The same call with ``--cluster``, to a ``dask scheduler`` and two
   single-threaded ``dask worker`` processes started beforehand on
   127.0.0.1; then again with one worker SIGKILLed once 200 lines are out.
   Both must print the serial bytes.
3. ``generate slitherlink --size 10x10 --count 40`` with ``--jobs 2`` and
   serially: byte for byte the same.

The machine's load average is reported with the figures: on a shared
2-core machine a busy neighbour takes the second core that ``--jobs 2``
counts on.

Usage: ``python benchmarks/jobs.py [--rounds N] [--skip-cluster]``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import report as report_file
from loopcp import formats
from loopcp.formats import puzzlekit

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("LOOPCP_SHARED", ROOT.parent / "shared"))
DATASETS = SHARED / "datasets" / "puzzlekit"
LOOPCP = [sys.executable, "-m", "loopcp"]
DASK = str(Path(sys.executable).with_name("dask"))
BAR = 1.5


def dataset_file(folder: Path) -> tuple[Path, int]:
    """Every dataset puzzle as one puzz.link URL a line, Slitherlink then Masyu, each by name."""
    lines = []
    for genre, parse in (("Slitherlink", puzzlekit.parse_slitherlink), ("Masyu", puzzlekit.parse_masyu)):
        records = json.loads((DATASETS / f"{genre}_dataset.json").read_text())["data"]
        lines += [formats.dump(parse(records[name]["problem"], name), "puzzlink") for name in sorted(records)]
    path = folder / "dataset.txt"
    path.write_text("".join(lines))
    return path, len(lines)


CPU: dict[str, list[float]] = {}  # command label -> CPU seconds (user + system, its worker processes included)


def timed(args: list[str], label: str | None = None) -> tuple[float, bytes, int]:
    """Seconds, standard output and exit code of one loopcp command (its CPU time noted under ``label``)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([*LOOPCP, *args], capture_output=True, check=False)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if label is not None:
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        CPU.setdefault(label, []).append(cpu)
    if done.stderr:
        sys.stderr.write(done.stderr.decode())
    return seconds, done.stdout, done.returncode


def start_cluster(folder: Path, workers: int) -> tuple[str, list[subprocess.Popen[bytes]]]:
    """A scheduler and single-threaded workers on 127.0.0.1, waited for; its address and processes (scheduler first)."""
    import distributed  # noqa: PLC0415 (only this part needs the cluster extra)

    address_file = folder / "scheduler.json"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "start_new_session": True}
    scheduler_args = ["--host", "127.0.0.1", "--port", "0", "--no-dashboard", "--scheduler-file", str(address_file)]
    processes = [subprocess.Popen([DASK, "scheduler", *scheduler_args], **quiet)]  # type: ignore[call-overload]
    while not address_file.exists() or not address_file.read_text().strip().endswith("}"):
        time.sleep(0.1)
    address = json.loads(address_file.read_text())["address"]
    worker = [DASK, "worker", address, "--nthreads", "1", "--no-nanny", "--no-dashboard", "--host", "127.0.0.1"]
    processes += [subprocess.Popen(worker, **quiet) for _ in range(workers)]  # type: ignore[call-overload]
    with distributed.Client(address, timeout=30) as client:
        client.wait_for_workers(workers, timeout=60)
    return address, processes


def killed_mid_run(args: list[str], victim: subprocess.Popen[bytes], after_lines: int) -> tuple[float, bytes, int]:
    """Like ``timed``, killing ``victim`` (a worker) once ``after_lines`` lines are out."""
    start = time.perf_counter()
    process = subprocess.Popen([*LOOPCP, *args], stdout=subprocess.PIPE)
    assert process.stdout is not None
    head = b"".join(process.stdout.readline() for _ in range(after_lines))
    os.killpg(victim.pid, signal.SIGKILL)
    rest = process.stdout.read()
    code = process.wait()
    return time.perf_counter() - start, head + rest, code


def main() -> None:
    """Run the comparisons and print the report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=1, help="alternated --jobs 1 / --jobs 2 runs (median counts)")
    parser.add_argument("--skip-cluster", action="store_true", help="leave out the Dask part")
    options = parser.parse_args()
    figures: dict[str, object] = {"load_before": os.getloadavg()}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path, count = dataset_file(folder)
        solve = ["solve", "--json", "--no-timing", str(path)]
        serial, parallel = [], []
        outputs: dict[str, bytes] = {}
        for _ in range(options.rounds):
            for jobs, times in (("1", serial), ("2", parallel)):
                seconds, out, code = timed([*solve, "--jobs", jobs], f"jobs{jobs}")
                assert code == 0, f"--jobs {jobs} exit code {code}"
                times.append(seconds)
                outputs.setdefault(jobs, out)
                assert out == outputs["1"], f"--jobs {jobs}: not the serial output"
        one, two = statistics.median(serial), statistics.median(parallel)
        print(f"solve --json, {count} dataset puzzles: --jobs 1 {one:.1f} s, --jobs 2 {two:.1f} s, {one / two:.2f}x")
        print(f"  output identical: yes ({len(outputs['1'].splitlines())} lines); bar {BAR}x: {one / two >= BAR}")
        cores = [cpu / wall for cpu, wall in zip(CPU["jobs2"], parallel, strict=True)]
        print(
            f"  CPU seconds: --jobs 1 {statistics.median(CPU['jobs1']):.1f}, --jobs 2 "
            f"{statistics.median(CPU['jobs2']):.1f} (cores kept busy by --jobs 2: {statistics.median(cores):.2f})"
        )
        figures |= {"puzzles": count, "jobs1": serial, "jobs2": parallel, "speedup": one / two, "cpu": CPU}
        if not options.skip_cluster:
            address, processes = start_cluster(folder, 2)
            try:
                seconds, out, code = timed([*solve, "--cluster", address])
                print(f"  --cluster (2 workers): {seconds:.1f} s, exit {code}, identical: {out == outputs['1']}")
                killed, out_k, code_k = killed_mid_run([*solve, "--cluster", address], processes[1], 200)
                print(
                    f"  --cluster, a worker killed: {killed:.1f} s, exit {code_k}, identical: {out_k == outputs['1']}"
                )
                figures |= {"cluster": seconds, "cluster_identical": out == outputs["1"]}
                figures |= {"cluster_killed": killed, "cluster_killed_identical": out_k == outputs["1"]}
            finally:
                for process in processes:
                    if process.poll() is None:
                        os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
        make = ["generate", "slitherlink", "--size", "10x10", "--count", "40", "--seed", "1"]
        g1, made1, _ = timed(make)
        g2, made2, _ = timed([*make, "--jobs", "2"])
        print(f"generate 10x10 x40: serial {g1:.1f} s, --jobs 2 {g2:.1f} s, identical: {made1 == made2}")
        figures |= {"generate1": g1, "generate2": g2, "generate_identical": made1 == made2}
    figures["load_after"] = os.getloadavg()
    print(f"load average before {figures['load_before']}, after {figures['load_after']}")
    print(f"figures: {report_file.save('jobs', figures)}")


if __name__ == "__main__":
    main()
