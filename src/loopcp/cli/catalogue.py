"""``loopcp genres``: the genres loopcp knows, as the registry says them (``genres.catalogue``).

The command only prints: what it lists is built by the library, so that
the page can list the same.  Plain text is one block a genre, each field
on a line of its own and wrapped between words to 100 columns (or a
narrower terminal's width); on a terminal the names stand out.
"""

from __future__ import annotations

import json
import textwrap
from typing import TYPE_CHECKING, Annotated

import typer

from loopcp.cli import streams
from loopcp.cli.options import GENRE_CHOICES
from loopcp.cli.streams import emit

if TYPE_CHECKING:
    from rich.text import Text

    from loopcp.genres import Listing

WIDTH = 100  # the widest a plain listing gets
INDENT = 12  # where a field's words start: two blanks, the longest label, two blanks


def fields(entry: Listing) -> list[tuple[str, str]]:
    """A genre's fields as (label, words), in the order they are shown."""
    made = ", ".join(entry.recipes)
    if entry.recipes and entry.default_difficulty is not None:
        made += f" (default difficulty: {entry.default_difficulty})"
    return [
        ("rules", entry.rules),
        ("aliases", ", ".join(entry.aliases) or "none"),
        ("puz.link", entry.pid or "none"),
        ("levels", ", ".join(entry.levels)),
        ("reads", ", ".join(entry.reads)),
        ("writes", ", ".join(entry.writes)),
        ("generate", made or "none"),
    ]


def block(entry: Listing, width: int = WIDTH) -> list[tuple[str, str]]:
    """A genre's lines as (label, words): its name alone first, then each field wrapped to ``width``."""
    lines = [("", entry.genre)]
    for label, words in fields(entry):
        wrapped = textwrap.wrap(words, width - INDENT, break_long_words=False, break_on_hyphens=False)
        lines.append((f"  {label:<{INDENT - 4}}  ", wrapped[0]))
        lines.extend((" " * INDENT, more) for more in wrapped[1:])
    return lines


def plain(entries: list[Listing], width: int = WIDTH) -> str:
    """The listing as plain text: one block a genre, a blank line between blocks."""
    return "\n".join("".join(f"{label}{words}\n" for label, words in block(entry, width)) for entry in entries)


def styled(entries: list[Listing], width: int) -> Text:
    """The listing for a terminal: each genre's name in bold, the labels dim."""
    from rich.text import Text

    text = Text()
    for k, entry in enumerate(entries):
        if k:
            text.append("\n")
        for label, words in block(entry, width):
            text.append(label, style="dim")
            text.append(words + "\n", style="" if label else "bold")
    return text


def genres(
    names: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="GENRE...",
            click_type=GENRE_CHOICES,
            help="Only these genres, each by any name or alias, in any case; every genre when none is given.",
            show_default=False,
        ),
    ] = None,
    *,
    json_out: Annotated[
        bool,
        typer.Option(
            "--json",
            help="Print one JSON object per genre, one per line, with the keys genre, aliases, pid (null where "
            "puz.link has none), levels, reads, writes, recipes, default_difficulty and rules.",
        ),
    ] = False,
) -> None:
    """List every genre: its names, rules, levels, formats, and what generate makes.

    For each genre: the names --genre takes (its own, then its aliases;
    any case will do), the pid of its puz.link URLs, its deduction levels
    (grade, hint and explain --max-level, generate --difficulty), the
    formats its puzzles are read in (--format) and written in (convert
    --to), the names 'loopcp generate' takes for it with the difficulty
    made unless told, and its rules in one line.  A puzzle may hold what
    a format cannot: a SuperSlitherlink's letter regions have no game ID,
    URL, saved file or puzzlekit text, and a Slink contest input clues
    every cell.

    Examples:

      loopcp genres

      loopcp genres yajilin masyu

      loopcp genres --json | jq -r .genre
    """
    from loopcp import genres as registry

    wanted = dict.fromkeys(registry.canonical(name) for name in names or registry.GENRES)
    entries = [registry.listing(registry.GENRES[name]) for name in wanted]
    if json_out:
        emit("".join(json.dumps(entry.as_json(), separators=(", ", ": ")) + "\n" for entry in entries))
    elif streams.stdout_is_terminal():
        streams.emit_rich(styled(entries, min(WIDTH, streams.consoles.out.width)))
    else:
        emit(plain(entries))
