"""The removal policy: which clues a loop's puzzle loses, in what order, and the proof that the rest are needed.

- **Batches.**  While removals mostly succeed, clues are tried in batches
  that double after a success and halve after a failure.  A batch that
  can go is exactly a run of single removals that would each succeed
  (fewer clues only allow more loops), so the result is the same as
  removing clues one at a time in the same order.
- **Cheap searches first.**  Once batches are down to one clue, each clue
  is first screened by the checker's cheap searches; a loop found there
  keeps the clue for good.
- **Group proofs.**  Clues that pass the screening are mostly removable;
  they wait in a group that one whole-board search proves removable at
  once, bisected in order when it fails.
- **Merges** (SuperSlitherlink): adjacent kept clues on the same side of
  the loop become one letter region while the puzzle stays unique.
- **Minimality**: every clue left has a *certificate*, a second loop that
  satisfies every other clue, checked by the independent verifier.

Every decision is the one that one-at-a-time removal in the seeded order
would make, so the output depends on the seed alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp import verify
from loopcp.errors import InternalError
from loopcp.generation.clues import LETTERS, Clue, Recipe
from loopcp.generation.growth import rotations
from loopcp.generation.uniqueness import Checker
from loopcp.genres.symmetry import images
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Solution

FIRST_BATCH, MAX_BATCH = 4, 64  # clues tried together: the batch doubles after a success, halves after a failure
MAX_GROUP = 8  # late in the removals, clues that passed the cheap searches proved removable together


class Removal:
    """Removes clues from ``active`` (numbers of the checker's clues) while the puzzle stays unique."""

    def __init__(self, checker: Checker, recipe: Recipe) -> None:
        self.checker = checker
        self.recipe = recipe
        self.certificate: dict[int, frozenset[Edge]] = {}  # a kept clue -> a second loop only it rules out

    def reduce(self, orbits: Sequence[list[int]], active: set[int]) -> None:
        """Remove orbits of clues from ``active``, in order, while the puzzle stays unique.

        While removals mostly succeed, orbits are tried in batches that
        double after a success and halve after a failure.  Once a batch is
        down to one orbit, each orbit is first screened by the cheap
        searches: a second loop found there means the orbit must stay (for
        good: fewer clues only allow more loops).  Orbits that pass wait in
        a group and are proved removable together, one search for the
        group, bisected when it fails.  Every decision is the one that
        removing orbits one at a time in this order would make.
        """
        batch = FIRST_BATCH
        group = 2
        pending: list[list[int]] = []
        i = 0
        while i < len(orbits) and batch > 1:
            take = orbits[i : i + batch]
            drop = {k for orbit in take for k in orbit}
            witness = self.checker.second_loop(active - drop, drop)
            if witness is None:
                active -= drop
                i += len(take)
                batch = min(2 * batch, MAX_BATCH)
            elif len(take) == 1:
                self.certificate[take[0][0]] = witness
                i += 1
            else:
                batch = len(take) // 2
        for orbit in orbits[i:]:
            drop = set(orbit)
            witness = self.checker.nearby_loop(active - drop, drop)
            if witness is not None:
                self.certificate[orbit[0]] = witness
                continue
            pending.append(orbit)
            if len(pending) >= group:
                group = min(2 * group, MAX_GROUP) if self._settle(pending, active) else max(1, group // 2)
                pending = []
        if pending:
            self._settle(pending, active)

    def _settle(self, orbits: list[list[int]], active: set[int]) -> bool:
        """Decide orbits that the cheap searches could not: remove them all at once, or bisect in order."""
        drop = {k for orbit in orbits for k in orbit}
        witness = self.checker.second_loop(active - drop, drop, local=False)
        if witness is None:
            active -= drop
            return True
        if len(orbits) == 1:
            self.certificate[orbits[0][0]] = witness
            return False
        half = len(orbits) // 2
        self._settle(orbits[:half], active)
        self._settle(orbits[half:], active)
        return False

    def merge(self, active: set[int], rng: random.Random, turns: int = 1) -> None:
        """Merge adjacent kept clues on the same side of the loop into one letter region while unique.

        With a symmetry (``turns``), a merge is made with its images: the
        images of the merged cells must each be kept clues' cells on one
        side of the loop, and either the merged cells themselves (a region
        that is its own image) or apart from them.
        """
        board, loop, inside = self.checker.board, self.checker.shape.loop, self.checker.shape.inside
        tried: set[frozenset[Cell]] = set()
        while True:
            owner = {cell: k for k in active for cell, _ in self.checker.clues[k].marks}
            letters = sum(self.checker.clues[k].is_region for k in active)
            pairs = sorted(
                {
                    (min(k, owner[(a, b)]), max(k, owner[(a, b)]))
                    for k in active
                    for (i, j), _ in self.checker.clues[k].marks
                    for a, b in ((i + 1, j), (i, j + 1))
                    if (a, b) in owner and owner[(a, b)] != k and (((a, b) in inside) == ((i, j) in inside))
                }
            )
            candidates = []
            for a, b in pairs:
                cells = frozenset(c for k in (a, b) for c, _ in self.checker.clues[k].marks)
                cuts = self._merged_images(cells, owner, turns)
                if cells in tried or cuts is None:
                    continue
                gone = {owner[c] for cut in cuts for c in cut}
                if letters - sum(self.checker.clues[k].is_region for k in gone) + len(cuts) <= len(LETTERS):
                    candidates.append((gone, cuts))
            if not candidates:
                return
            gone, cuts = rng.choice(candidates)
            tried.update(cuts)
            made = {self.checker.add(self.recipe.merged(board, sorted(cut), loop)) for cut in cuts}
            trial = (active - gone) | made
            if self.checker.second_loop(trial, gone) is None:  # a loop that keeps those gone keeps everything
                active.clear()
                active.update(trial)

    def _merged_images(
        self, cells: frozenset[Cell], owner: dict[Cell, int], turns: int
    ) -> list[frozenset[Cell]] | None:
        """The merged cells and their distinct images, or None where the images cannot merge with them."""
        rows, cols, inside = self.checker.board.rows, self.checker.board.cols, self.checker.shape.inside
        cuts = images(cells, rows, cols, turns)
        for cut in cuts[1:]:
            if cut & cells or any(c not in owner for c in cut) or len({c in inside for c in cut}) > 1:
                return None
            if any(c not in cut for k in {owner[c] for c in cut} for c, _ in self.checker.clues[k].marks):
                return None
        return cuts

    def prove_minimal(self, orbits: Sequence[list[int]], active: set[int]) -> None:
        """Give every kept orbit of clues a second loop that the independent verifier accepts without it.

        A merged region has no certificate yet, and a merge can spoil one
        (the region also rules out the edges between its parts); those are
        asked again, and dropped if they can go after all.
        """
        rows, cols = self.checker.lattice.rows, self.checker.lattice.cols
        for orbit in orbits:
            kept = [k for k in orbit if k in active]
            if not kept:
                continue
            others = active.difference(kept)
            witness = self.certificate.get(kept[0])
            if witness is None or not all(self.checker.keeps(k, witness) for k in others):
                witness = self.checker.second_loop(others, set(kept))
                if witness is None:
                    active.difference_update(kept)
                    continue
                self.certificate[kept[0]] = witness
            without = self.checker.board.assemble(self.checker.clues[k] for k in sorted(others))
            if witness == self.checker.shape.loop or verify.problems(without, Solution.from_edges(rows, cols, witness)):
                raise InternalError("internal error: a kept clue has no valid certificate of necessity")


def clue_orbits(
    clues: Sequence[Clue], rows: int, cols: int, turns: int, among: Sequence[int] | None = None
) -> list[list[int]]:
    """Clues (those numbered in ``among``, default all) grouped by orbit: a clue with those whose cells are its images.

    A digit's orbit is its cell's; a letter region's is the regions cut as
    its images (``SuperSlitherlinkRecipe``).  Orbits come in row-major
    order of their first cell, the clues of one in the order given.
    """
    first: dict[Cell, Cell] = {}  # a cell -> the first cell of its orbit
    for orbit in rotations(rows, cols, turns):
        for cell in orbit:
            first[cell] = orbit[0]
    groups: dict[tuple[Cell, ...], list[int]] = {}
    for k in range(len(clues)) if among is None else among:
        cells = frozenset(cell for cell, _ in clues[k].marks)
        groups.setdefault(min(tuple(sorted(cut)) for cut in images(cells, rows, cols, turns)), []).append(k)
    return [groups[key] for key in sorted(groups, key=lambda key: min(first[c] for c in key))]
