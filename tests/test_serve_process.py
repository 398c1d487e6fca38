"""``loopcp serve`` as a process: its first line, loopback only, and a clean stop on Ctrl-C and SIGTERM."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from loopcp.cli import app as cli

from conftest import ROOT

pytest.importorskip("uvicorn", reason="the serve extra is not installed: pip install 'loopcp[serve]'")


class Served:
    """A ``loopcp serve --port 0`` process and its address."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "loopcp", "serve", "--port", "0", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().strip()

    def post(self, command: str, body: dict[str, Any], timeout: float = 30) -> tuple[int, dict[str, Any]]:
        request = urllib.request.Request(
            f"{self.url}api/{command}",
            data=json.dumps(body).encode(),
            headers={"content-type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read())

    def stop(self, sig: int) -> tuple[int, str, float]:
        start = time.perf_counter()
        self.process.send_signal(sig)
        _, err = self.process.communicate(timeout=20)
        return self.process.returncode, err, time.perf_counter() - start


@pytest.fixture
def served() -> Iterator[Served]:
    server = Served()
    yield server
    if server.process.poll() is None:
        server.process.kill()
        server.process.communicate()


def test_the_first_line_is_the_address_on_loopback(served: Served) -> None:
    assert served.url.startswith("http://127.0.0.1:") and served.url.endswith("/")
    port = int(served.url.rsplit(":", 1)[1].rstrip("/"))
    assert port > 0
    assert served.post("solve", {"puzzle": "33"})[1]["status"] == "unique"
    with urllib.request.urlopen(served.url, timeout=10) as page:
        assert page.status == 200


def test_sigterm_stops_it_cleanly(served: Served) -> None:
    assert served.post("hint", {"puzzle": "33"})[0] == 200
    code, err, seconds = served.stop(signal.SIGTERM)
    assert (code, err) == (143, "loopcp: terminated\n")
    assert seconds < 10


def test_ctrl_c_stops_the_searches_under_way(served: Served) -> None:
    answers: list[tuple[int, dict[str, Any]]] = []
    body = {"puzzle": "........\n" * 8, "engine": "cpsat", "time_limit": 25}
    asking = threading.Thread(target=lambda: answers.append(served.post("count", body)))
    asking.start()
    time.sleep(1.0)
    code, err, seconds = served.stop(signal.SIGINT)
    asking.join(timeout=10)
    assert (code, err) == (130, "loopcp: interrupted\n")
    assert seconds < 8  # not the 25 s the count could take: the search was stopped
    assert not asking.is_alive()


def test_a_port_in_use_is_said_in_one_line(served: Served) -> None:
    port = served.url.rsplit(":", 1)[1].rstrip("/")
    result = CliRunner().invoke(cli, ["serve", "--port", port])
    assert result.exit_code == 2
    assert result.stderr == f"cannot listen on 127.0.0.1:{port}: Address already in use\n"


def test_without_the_extra_it_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "uvicorn" else real(name, *a))
    result = CliRunner().invoke(cli, ["serve", "--port", "0"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "loopcp serve needs the serve extra: pip install 'loopcp[serve]'\n"


def test_the_command_loads_no_web_code_before_it_runs() -> None:
    code = (
        "import sys; from loopcp.cli import app_for; app_for(['loopcp', 'solve']); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'anyio')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(ROOT, "src"))},
        check=True,
    )
    assert out.stdout == "[]\n"


def test_each_connection_sends_at_once_without_nagles_wait() -> None:
    """The listening socket names TCP, so asyncio sets TCP_NODELAY on every connection it accepts.

    Without it, an answer's body waited for the browser's delayed
    acknowledgement of its head: 40 ms on every hint, check and decided view.
    """
    from loopcp.serve.server import bind  # noqa: PLC0415 (imports uvicorn: after the skip above)

    sock = bind(0)
    seen: list[int] = []

    async def accept(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        seen.append(writer.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
        writer.close()

    async def connect_once() -> None:
        server = await asyncio.start_server(accept, sock=sock)
        async with server:
            reader, writer = await asyncio.open_connection(*sock.getsockname())
            assert await reader.read() == b""
            writer.close()

    asyncio.run(connect_once())
    assert seen == [1]
