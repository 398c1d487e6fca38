"""What a step of the Slitherlink engine read: its premises, and the clues that made it (for graded generation).

A step's premises are the edges already known around what it read
(``_premises``); a clue's use is noted when it made progress or a
contradiction (``_blame``), so that graded generation knows which clues a
puzzle's solution needed.  Kept apart from ``edges``, which sets edges
and records each step.
"""

from __future__ import annotations

from typing import Self

from loopcp.genres.slitherlink.logic.classes import Classes


class Blame(Classes):
    """Premises and clue uses, over the engine's state."""

    def _premises(self, item: int, sets: list[tuple[int, int]]) -> tuple[int, ...]:
        """The edges already known around a step's item, as its premises."""
        t, st = self.t, self.st
        new = {e for e, _ in sets}
        if 0 <= item < self.base_dot:
            edges: tuple[int, ...] = t.face_edges[item]
        elif self.base_dot <= item < self.base_region:
            edges = t.dot_edges[item - self.base_dot]
        elif self.base_region <= item < self.base_edge:
            edges = self.regions[item - self.base_region][1]
        elif item >= self.base_edge:
            edges = (item - self.base_edge,)
        else:
            return ()
        return tuple(e for e in edges if st[e] and e not in new)

    def _closes_solution(self, extra: list[int]) -> bool:
        """Whether lines on ``extra`` would meet every clue exactly (the loop would be a solution)."""
        need: dict[int, int] = {}
        for e in extra:
            for f in self.t.edge_faces[e]:
                need[f] = need.get(f, 0) + 1
        for f, c in enumerate(self.clue):
            if c >= 0 and self.fy[f] + need.get(f, 0) != c:
                self._blame(f)  # this unmet clue is what makes the loop-avoiding step sound
                return False
        rneed: dict[int, int] = {}
        for e in extra:
            for k in self.edge_regions[e]:
                rneed[k] = rneed.get(k, 0) + 1
        for k, (_, _, n) in enumerate(self.regions):
            if self.ry[k] + rneed.get(k, 0) != n:
                self._blame(self.base_region + k)
                return False
        return True

    def _blame(self, item: int) -> None:
        """Record that a clue (a face or region item) made progress or a contradiction."""
        if self.uses is not None:
            self.uses[item] = 1

    def _absorb(self, sub: Self) -> None:
        """Take over the clue uses of a trial whose contradiction settled an edge."""
        if self.uses is not None and sub.uses is not None:
            mine = int.from_bytes(self.uses, "little") | int.from_bytes(sub.uses, "little")
            self.uses[:] = mine.to_bytes(len(self.uses), "little")
