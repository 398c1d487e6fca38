"""The former home of what every command shares, now split by job; this only re-exports it.

- ``streams``: consoles, ``emit``, ``say``, ``fail``;
- ``exits``: exit codes, ``Outcome``, ``code_for``, ``report``;
- ``inputs``: ``read``, ``puzzles``, ``position``, ``is_inline``;
- ``progress``: ``Activity``, ``activity``;
- ``batches``: ``batch``, ``guarded``, ``workers_wanted``;
- ``options``: the shared options and their words.

Commands import from those modules; nothing in loopcp imports this one.
It stays so that code written against it keeps working; new code should
not use it.
"""

from loopcp.cli.batches import batch, guarded, workers_wanted
from loopcp.cli.exits import BAD_INPUT, INTERNAL, OK, TIME_LIMIT, UNSOLVABLE, Outcome, code_for, report
from loopcp.cli.inputs import INLINE_SOURCE, STDIN_SOURCE, is_inline, position, puzzles, read
from loopcp.cli.options import (
    FORMAT_CHOICES,
    GENRE_CHOICES,
    OUTPUT_CHOICES,
    ClusterOpt,
    FormatOpt,
    GenreOpt,
    JobsOpt,
    JsonOpt,
    NoTimingOpt,
    PathsArg,
    TimeLimitOpt,
)
from loopcp.cli.progress import SPINNER_AFTER, Activity, activity
from loopcp.cli.streams import consoles, emit, emit_rich, fail, say, stderr_is_terminal, stdout_is_terminal

__all__ = [
    "BAD_INPUT",
    "FORMAT_CHOICES",
    "GENRE_CHOICES",
    "INLINE_SOURCE",
    "INTERNAL",
    "OK",
    "OUTPUT_CHOICES",
    "SPINNER_AFTER",
    "STDIN_SOURCE",
    "TIME_LIMIT",
    "UNSOLVABLE",
    "Activity",
    "ClusterOpt",
    "FormatOpt",
    "GenreOpt",
    "JobsOpt",
    "JsonOpt",
    "NoTimingOpt",
    "Outcome",
    "PathsArg",
    "TimeLimitOpt",
    "activity",
    "batch",
    "code_for",
    "consoles",
    "emit",
    "emit_rich",
    "fail",
    "guarded",
    "is_inline",
    "position",
    "puzzles",
    "read",
    "report",
    "say",
    "stderr_is_terminal",
    "stdout_is_terminal",
    "workers_wanted",
]
