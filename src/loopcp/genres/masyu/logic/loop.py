"""Masyu's loop rules: a closed loop is the whole loop (``easy``), and Tatham's shortcut loop (``tricky``)."""

from __future__ import annotations

from loopcp.genres.masyu.logic.board import BLANK, OFF, ON, UNK, Contradiction
from loopcp.genres.masyu.logic.state import EASY, TRICKY, State
from loopcp.genres.masyu.logic.words import edge_text, subject


class LoopRules(State):
    """Rules on fragments of the loop."""

    def loop_closed(self) -> None:
        """A closed loop is the whole loop: it must hold every line and every cell known to be on it."""
        b, top = self.board, self.top
        size = b.size[b.closed]
        b.closed = -2
        if b.lines != size:
            extra = b.lines - size
            remain = "line remains" if extra == 1 else "lines remain"
            raise Contradiction(f"a loop of {size} cells has closed, but {extra} other {remain}")
        for c in range(top.cells):
            if not b.deg[c] and not b.mask[c] & BLANK:
                raise Contradiction(f"a loop has closed without {subject(top, c)[4:]}")
        if not b.unknown:
            return
        b.log = [] if self.record else None
        for e in range(top.edges):
            if b.edge[e] == UNK:
                b.set_edge(e, OFF)
        if self.record:
            self.emit("loop-closed", EASY, "The loop is closed, so no other edge is a line.")

    def shortcut(self) -> bool:
        """Tatham's shortcut loop: an edge closing a fragment smaller than the cells known to be on the loop."""
        b, top = self.board, self.top
        edge, deg, mate, size, need = b.edge, b.deg, b.mate, b.size, b.nonblank
        edge_a, edge_b = top.edge_a, top.edge_b
        for e in range(top.edges):
            if edge[e] == UNK:
                a, c = edge_a[e], edge_b[e]
                if deg[a] == 1 and deg[c] == 1 and mate[a] == c and size[a] < need:
                    b.log = [] if self.record else None
                    b.set_edge(e, OFF)
                    if self.record:
                        self.emit(
                            "shortcut-loop",
                            TRICKY,
                            f"A line {edge_text(top, e)} would close a loop through {size[a]} cells, but "
                            f"{need} cells are known to be on the loop, so it is a cross.",
                            premises=self.fragment_edges(a),
                        )
                    return True
        return False

    def fragment_edges(self, a: int) -> tuple[int, ...]:
        """The line edges of the fragment that ends at cell a, walked from a."""
        b, top = self.board, self.top
        out: list[int] = []
        prev, c = -1, a
        while True:
            nxt = -1
            for k in range(4):
                e = top.cell_edge[4 * c + k]
                if e >= 0 and b.edge[e] == ON and e not in out[-1:]:
                    d = top.cell_nbr[4 * c + k]
                    if d != prev:
                        out.append(e)
                        nxt = d
                        break
            if nxt < 0:
                return tuple(out)
            prev, c = c, nxt
