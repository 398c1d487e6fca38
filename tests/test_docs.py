"""The docs say what the code says: facts come from the registry, options from the commands, rooms from the package.

- docs/genres.md has one section a registered genre, in the registry's
  order, each opening with a block between ``<!-- facts: NAME -->`` and
  ``<!-- /facts -->`` that ``facts`` writes from the genre's ``Listing``
  (``loopcp.genres.catalogue()``): a fact that drifts, or a new genre
  without its section, fails here.  ``LOOPCP_UPDATE_GOLDEN=1`` writes the
  blocks again, and gives a new genre a section to write its prose in;
- the commands table of docs/commands.md has a row for every command of
  ``loopcp.cli.COMMANDS`` and no other, and names for each only options
  its ``--help`` lists;
- the README says how many genres there are, and its map of
  ``src/loopcp/`` names every room of the package and no other.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import click
import pytest
import typer.main

from loopcp.cli import COMMANDS, app
from loopcp.genres import Listing, catalogue

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
GENRES_PAGE = ROOT / "docs" / "genres.md"
COMMANDS_PAGE = ROOT / "docs" / "commands.md"
PACKAGE = ROOT / "src" / "loopcp"
UPDATE = bool(os.environ.get("LOOPCP_UPDATE_GOLDEN"))
BLOCK = re.compile(r"<!-- facts: (\S+) -->\n.*?<!-- /facts -->\n", re.DOTALL)
NEW_PROSE = "\nWhat its puzzles look like, its text, and an example: to be written.\n\n"


def names(words: tuple[str, ...]) -> str:
    """Words as the facts list them: each in code, or "none"."""
    return ", ".join(f"`{word}`" for word in words) or "none"


def facts(listing: Listing) -> str:
    """A genre's facts block, heading and all, as docs/genres.md holds it."""
    pid = f"`{listing.pid}`" if listing.pid else "none (puz.link has no code for it)"
    made = names(listing.recipes)
    if listing.recipes:
        made += f", at difficulty `{listing.default_difficulty}` unless told"
    return "\n".join(
        [
            f"<!-- facts: {listing.genre} -->",
            f"## {listing.title}",
            "",
            f"- **rules**: {listing.rules}",
            f"- **`--genre`**: {names((listing.genre, *listing.aliases))}",
            f"- **puz.link pid**: {pid}",
            f"- **levels** (`grade`, `hint`, `explain`): {names(listing.levels)}",
            f"- **reads** (`--format`): {names(listing.reads)}",
            f"- **writes** (`convert --to`): {names(listing.writes)}",
            f"- **`generate`**: {made}",
            "",
            "<!-- /facts -->",
            "",
        ]
    )


def sections(text: str) -> tuple[str, list[tuple[str, str, str]]]:
    """The page before its first facts block, and each section: its genre, its block, the prose after it."""
    found = list(BLOCK.finditer(text))
    if not found:
        return text, []
    ends = [match.start() for match in found[1:]] + [len(text)]
    return text[: found[0].start()], [
        (match.group(1), match.group(0), text[match.end() : end]) for match, end in zip(found, ends, strict=True)
    ]


def regenerated(text: str) -> str:
    """The page with every facts block written again from the registry, in its order, a section for each genre."""
    preamble, found = sections(text)
    prose = {genre: after for genre, _, after in found}
    unknown = set(prose) - {listing.genre for listing in catalogue()}
    assert not unknown, f"docs/genres.md has sections for genres the registry has not: {sorted(unknown)}"
    return preamble + "".join(facts(listing) + prose.get(listing.genre, NEW_PROSE) for listing in catalogue())


def test_each_registered_genre_has_its_section_in_order_with_its_facts() -> None:
    text = GENRES_PAGE.read_text()
    if UPDATE:
        GENRES_PAGE.write_text(regenerated(text))
        text = GENRES_PAGE.read_text()
    _, found = sections(text)
    assert [genre for genre, _, _ in found] == [listing.genre for listing in catalogue()], (
        "docs/genres.md needs a section for each registered genre, in the registry's order: "
        "LOOPCP_UPDATE_GOLDEN=1 writes the missing ones, then write their prose"
    )
    for listing, (_, block, _) in zip(catalogue(), found, strict=True):
        assert block == facts(listing), f"docs/genres.md: the facts of {listing.genre} drifted (LOOPCP_UPDATE_GOLDEN=1)"


def test_a_new_genre_gets_a_section_and_a_changed_fact_is_written_again() -> None:
    first, *rest = catalogue()
    page = "# Genres\n\n" + "".join(facts(listing) + "\nProse.\n\n" for listing in rest)
    page = page.replace("`--genre`**: `", "`--genre`**: `stale`, `", 1)
    again = regenerated(page)
    assert sections(again)[1][0] == (first.genre, facts(first), NEW_PROSE)
    assert [block for _, block, _ in sections(again)[1][1:]] == [facts(listing) for listing in rest]
    assert again.count("\nProse.\n") == len(rest)


def test_the_genres_page_links_each_section_from_its_index() -> None:
    text = GENRES_PAGE.read_text()
    for listing in catalogue():
        anchor = re.sub(r"[^a-z0-9 -]", "", listing.title.lower()).replace(" ", "-")
        assert f"](#{anchor})" in text, f"docs/genres.md: no link to #{anchor}"


# --- the commands table ---------------------------------------------------------------------------------

ROW = re.compile(r"^\| (`loopcp (\w+)[^`]*` \|.*)\|$", re.MULTILINE)
OPTION = re.compile(r"(?<![\w-])(--?[a-zA-Z][\w-]*)")


def listed_options(name: str) -> set[str]:
    """Every option ``loopcp NAME --help`` lists, long and short."""
    group = typer.main.get_command(app)
    assert isinstance(group, click.Group)
    command = group.commands[name]
    found = {"--help", "-h"}
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden:
            found.update(param.opts)
            found.update(param.secondary_opts)
    return found


def rows() -> list[tuple[str, set[str]]]:
    """Each row of the commands table: the command it names, and the options it mentions."""
    return [(name, set(OPTION.findall(text))) for text, name in ROW.findall(COMMANDS_PAGE.read_text())]


def test_the_commands_table_has_a_row_for_every_command_and_no_other() -> None:
    assert sorted(name for name, _ in rows()) == sorted(COMMANDS)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_each_option_the_commands_table_names_is_one_the_help_lists(name: str) -> None:
    named = set().union(*(options for command, options in rows() if command == name))
    assert named, f"docs/commands.md: the row of {name} names no option"
    assert named <= listed_options(name), f"not options of loopcp {name}: {sorted(named - listed_options(name))}"


def test_the_option_reader_reads_options_and_nothing_else() -> None:
    text = "`--max-solutions N` (default 2), `-n/--limit`, `solve P \\| check P -`, `r1c1-r1c2`, x-y"
    assert OPTION.findall(text) == ["--max-solutions", "-n", "--limit"]


# --- the README ------------------------------------------------------------------------------------------


def test_the_readme_counts_the_genres_generate_makes() -> None:
    made = {recipe for listing in catalogue() for recipe in listing.recipes}  # SuperSlitherlink counts apart
    assert f"{len(made)} loop and path genres" in README.read_text()


def test_the_readme_names_every_genre() -> None:
    text = " ".join(README.read_text().split())  # a name may break across lines
    assert [listing.title for listing in catalogue() if listing.title not in text] == []


def rooms() -> set[str]:
    """The top-level modules and packages of loopcp."""
    found = {path.stem for path in PACKAGE.glob("*.py") if path.stem != "__init__"}
    return found | {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}


def test_the_readme_map_of_the_source_names_every_room_and_no_other() -> None:
    layout = re.search(r"^```\nsrc/loopcp/\n(.*?)^```$", README.read_text(), re.MULTILINE | re.DOTALL)
    assert layout, "README.md: no ``` block that maps src/loopcp/"
    named = set(re.findall(r"^  ([a-z_]+)(?:\.py|/)", layout.group(1), re.MULTILINE))
    assert named == rooms()


def test_the_readme_stays_a_front_door() -> None:
    assert len(README.read_text().splitlines()) < 500, "README.md: move the detail to a page of docs/"


# --- links ------------------------------------------------------------------------------------------------

PAGES = (README, *sorted((ROOT / "docs").glob("*.md")))
LINK = re.compile(r"\]\(([^)\s]+)\)")
PENDING: set[Path] = set()  # pages linked before they are written (none now)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings (code blocks left out), numbered as GitHub numbers repeats."""
    found: set[str] = set()
    fenced = False
    for line in page.read_text().splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (heading := re.match(r"#{1,6} (.*)", line)):
            name = slug(heading.group(1).replace("`", ""))
            repeat = 0
            while (name if not repeat else f"{name}-{repeat}") in found:
                repeat += 1
            found.add(name if not repeat else f"{name}-{repeat}")
    return found


def links() -> list[tuple[Path, str]]:
    """Every link from one page of the docs to a page or a heading of the repository."""
    return [
        (page, target)
        for page in PAGES
        for target in LINK.findall(page.read_text())
        if not re.match(r"[a-z]+:", target)
    ]


@pytest.mark.parametrize(("page", "target"), links(), ids=[f"{p.name}->{t}" for p, t in links()])
def test_each_link_between_pages_leads_somewhere(page: Path, target: str) -> None:
    path, _, anchor = target.partition("#")
    goal = (page.parent / path).resolve() if path else page
    if goal in PENDING:
        return
    assert goal.exists(), f"{page.name}: {target} leads to no file"
    if anchor:
        assert anchor in anchors(goal), f"{page.name}: {target} leads to no heading of {goal.name}"


def test_the_pages_still_pending_are_missing() -> None:
    assert not [path for path in PENDING if path.exists()], "a pending page is here: take it out of PENDING"


def test_slugs_are_githubs() -> None:
    assert slug("What every solution shares: solve --decided") == "what-every-solution-shares-solve---decided"
    assert slug("Saved puzz.link files (pzprv3): check a player's answer") == (
        "saved-puzzlink-files-pzprv3-check-a-players-answer"
    )
