// The board: loopcp's SVG with a target for every edge, cell and face, and the marks on it as attributes.
//
// The server draws the board once (pictures/board.py); after that the page only sets attributes, and the style
// sheet draws them: data-state (the player's line, cross, shaded or unshaded), data-decided (what the clues
// decide), data-hinted (a hint's edges), data-wrong (a checked mark that is wrong), data-side (inside or outside).
// Marking: a click on an edge cycles empty, line, cross; a right click sets a cross (a click clears it); a drag draws
// lines from dot to dot (or erases them, when it starts on a line); a click on a cell cycles empty, shaded,
// unshaded in the genres that shade cells, and a right click marks one unshaded.  A touch places its mark when the finger lifts.  Each click or drag is
// one step of the history, which undo and redo walk.

const EDGE_CYCLE = { "": "line", line: "cross", cross: "" };
const CELL_CYCLE = { "": "shaded", shaded: "unshaded", unshaded: "" };

export class Board {
  constructor(container) {
    this.container = container;
    this.svg = null;
    this.answer = null;
    this.edges = new Map();  // data-edge -> its <g>
    this.cells = new Map();  // data-cell or data-face -> its <g>
    this.byDots = new Map();  // "x1,y1,x2,y2" both ways -> data-edge (Loopy grids)
    this.near = new Map();  // a dot's "x,y" (SVG units) -> [{edge, other}]
    this.dots = [];  // [x, y, key]
    this.past = [];
    this.future = [];
    this.mode = "play";
    this.shades = false;
    this.onChange = () => {};  // after the player's marks change (click, drag, undo, redo, restart)
    this.onCell = null;  // in Set mode: (name, event) when a cell or face is clicked
    this.drag = null;
    container.addEventListener("contextmenu", (event) => {
      if (event.target.closest("svg.board")) event.preventDefault();
    });
  }

  // --- the picture ---------------------------------------------------------------------------------------

  show(answer, { keep = false } = {}) {
    const before = keep ? this.snapshot() : null;
    this.answer = answer;
    this.shades = answer.shades;
    this.container.innerHTML = answer.svg;
    this.svg = this.container.querySelector("svg.board");
    this.svg.setAttribute("role", "img");
    this.svg.setAttribute("aria-label", `${answer.genre} ${answer.rows}x${answer.cols}`);
    this.svg.removeAttribute("width");
    this.svg.removeAttribute("height");
    this.svg.dataset.mode = this.mode;
    this.edges.clear();
    this.cells.clear();
    this.byDots.clear();
    this.near.clear();
    this.dots = [];
    for (const g of this.svg.querySelectorAll("[data-edge]")) {
      const name = g.dataset.edge;
      this.edges.set(name, g);
      const ln = g.querySelector(".ln");
      const a = `${ln.getAttribute("x1")},${ln.getAttribute("y1")}`;
      const b = `${ln.getAttribute("x2")},${ln.getAttribute("y2")}`;
      for (const [here, there] of [[a, b], [b, a]]) {
        if (!this.near.has(here)) {
          this.near.set(here, []);
          const [x, y] = here.split(",").map(Number);
          this.dots.push([x, y, here]);
        }
        this.near.get(here).push({ edge: name, other: there });
      }
      const parts = name.split(",");
      if (parts.length === 4) {
        this.byDots.set(name, name);
        this.byDots.set(`${parts[2]},${parts[3]},${parts[0]},${parts[1]}`, name);
      }
    }
    for (const g of this.svg.querySelectorAll("[data-cell], [data-face]")) {
      this.cells.set(g.dataset.cell ?? g.dataset.face, g);
    }
    this.listen();
    if (before) this.restoreSnapshot(before);
  }

  setMode(mode) {
    this.mode = mode;
    if (this.svg) this.svg.dataset.mode = mode;
  }

  // Edge names as a step's "set" gives them: ["h", i, j, v] on the square, [[x1, y1], [x2, y2], v] on a grid.
  edgeOf(item) {
    if (typeof item[0] === "string") return `${item[0]},${item[1]},${item[2]}`;
    return this.byDots.get(`${item[0][0]},${item[0][1]},${item[1][0]},${item[1][1]}`);
  }

  // --- marks ---------------------------------------------------------------------------------------------

  mark(el, value) {
    const before = el.dataset.state || "";
    if (before === value) return null;
    el.dataset.state = value;
    return { el, before, after: value };
  }

  record(changes) {
    const done = changes.filter(Boolean);
    if (!done.length) return;
    this.past.push(done);
    this.future = [];
    this.clearMarks("data-wrong");
    this.onChange();
  }

  undo() {
    const step = this.past.pop();
    if (!step) return false;
    for (const change of [...step].reverse()) change.el.dataset.state = change.before;
    this.future.push(step);
    this.clearMarks("data-wrong");
    this.onChange();
    return true;
  }

  redo() {
    const step = this.future.pop();
    if (!step) return false;
    for (const change of step) change.el.dataset.state = change.after;
    this.past.push(step);
    this.clearMarks("data-wrong");
    this.onChange();
    return true;
  }

  restart() {
    const changes = [...this.edges.values(), ...this.cells.values()].map((el) => this.mark(el, ""));
    this.record(changes);
  }

  forget() {
    this.past = [];
    this.future = [];
  }

  clearMarks(attribute) {
    if (!this.svg) return;
    for (const el of this.svg.querySelectorAll(`[${attribute}]`)) el.removeAttribute(attribute);
  }

  // The player's marks as the API's "state": the hint state's layout.
  position() {
    const a = this.answer;
    if (a.points) {
      const [rows, cols] = a.points;
      const h = Array.from({ length: rows }, () => new Array(cols - 1).fill(0));
      const v = Array.from({ length: rows - 1 }, () => new Array(cols).fill(0));
      for (const [name, g] of this.edges) {
        const value = { line: 1, cross: -1 }[g.dataset.state] || 0;
        if (!value) continue;
        const [kind, i, j] = name.split(",");
        (kind === "h" ? h : v)[Number(i)][Number(j)] = value;
      }
      return { h, v };
    }
    const edges = [];
    for (const [name, g] of this.edges) {
      const value = { line: 1, cross: -1 }[g.dataset.state] || 0;
      if (!value) continue;
      const [x1, y1, x2, y2] = name.split(",").map(Number);
      edges.push([[x1, y1], [x2, y2], value]);
    }
    return { edges };
  }

  // The cells the player shaded (1) or marked unshaded (-1), rows x cols, in a genre that shades cells.
  shaded() {
    if (!this.shades) return null;
    const a = this.answer;
    const grid = Array.from({ length: a.rows }, () => new Array(a.cols).fill(0));
    for (const [name, g] of this.cells) {
      const value = { shaded: 1, unshaded: -1 }[g.dataset.state] || 0;
      const [i, j] = name.split(",").map(Number);
      grid[i][j] = value;
    }
    return grid;
  }

  lines() {
    return [...this.edges.values()].filter((g) => g.dataset.state === "line").length;
  }

  // Whether the lines close up: every dot they touch has two (a try at an answer, worth checking).
  closed() {
    let any = false;
    for (const [, around] of this.near) {
      const n = around.filter(({ edge }) => this.edges.get(edge).dataset.state === "line").length;
      if (n === 1 || n > 2) return false;
      if (n) any = true;
    }
    return any;
  }

  snapshot() {
    const marks = { edges: {}, cells: {} };
    for (const [name, g] of this.edges) if (g.dataset.state) marks.edges[name] = g.dataset.state;
    for (const [name, g] of this.cells) if (g.dataset.state) marks.cells[name] = g.dataset.state;
    for (const [name, g] of this.edges) if (g.dataset.decided) (marks.decided ??= {})[name] = g.dataset.decided;
    return marks;
  }

  restoreSnapshot(marks) {
    for (const [name, value] of Object.entries(marks.edges || {})) this.edges.get(name)?.setAttribute("data-state", value);
    for (const [name, value] of Object.entries(marks.cells || {})) this.cells.get(name)?.setAttribute("data-state", value);
    for (const [name, value] of Object.entries(marks.decided || {})) this.edges.get(name)?.setAttribute("data-decided", value);
  }

  // --- what the server says ------------------------------------------------------------------------------

  // A decided answer's "decided" (the hint state's layout: 1 line, -1 cross, 0 open) and "cells".
  showDecided(decided, cells, mayShade) {
    this.clearMarks("data-decided");
    if (!decided) return;
    const put = (name, value) => {
      const g = this.edges.get(name);
      if (g && value) g.dataset.decided = value === 1 ? "line" : "cross";
    };
    if (decided.h) {
      decided.h.forEach((row, i) => row.forEach((value, j) => put(`h,${i},${j}`, value)));
      decided.v.forEach((row, i) => row.forEach((value, j) => put(`v,${i},${j}`, value)));
    } else {
      for (const [a, b, value] of decided.edges) put(this.edgeOf([a, b]), value);
    }
    if (cells && this.shades) {
      cells.forEach((row, i) =>
        row.forEach((value, j) => {
          const g = this.cells.get(`${i},${j}`);
          if (!g || !value) return;
          if (value === 1) g.dataset.decided = "unshaded";
          else if (mayShade(i, j)) g.dataset.decided = "shaded";
        }),
      );
    }
  }

  // Mark a step's edges: data-hinted="line" or "cross" (what the step sets them to).
  showStep(set, attribute = "data-hinted") {
    for (const item of set || []) {
      const g = this.edges.get(this.edgeOf(item));
      if (g) g.setAttribute(attribute, item[item.length - 1] === 1 ? "line" : "cross");
    }
  }

  applyStep(set) {
    const changes = (set || []).map((item) => {
      const g = this.edges.get(this.edgeOf(item));
      return g ? this.mark(g, item[item.length - 1] === 1 ? "line" : "cross") : null;
    });
    this.record(changes);
  }

  showWrong(edges, cells) {
    this.clearMarks("data-wrong");
    for (const item of edges || []) {
      const name = typeof item[0] === "string" ? item.join(",") : this.edgeOf(item);
      this.edges.get(name)?.setAttribute("data-wrong", "");
    }
    for (const [i, j] of cells || []) this.cells.get(`${i},${j}`)?.setAttribute("data-wrong", "");
  }

  // Inside and outside, from the player's marks: a cross keeps both sides on one side, a line parts them.
  showSides(on) {
    this.clearMarks("data-side");
    if (!on || !this.svg || this.answer.lattice !== "dots") return;
    const links = new Map();
    const link = (a, b, same) => {
      if (!links.has(a)) links.set(a, []);
      links.get(a).push([b, same]);
    };
    for (const g of this.edges.values()) {
      const state = g.dataset.state;
      if (!state || !g.dataset.sides) continue;
      const [a, b] = g.dataset.sides.split(" ");
      link(a, b, state === "cross");
      link(b, a, state === "cross");
    }
    const side = new Map([["out", "out"]]);
    const todo = ["out"];
    const clash = new Set();
    while (todo.length) {
      const here = todo.pop();
      for (const [there, same] of links.get(here) || []) {
        const want = same ? side.get(here) : side.get(here) === "in" ? "out" : "in";
        if (!side.has(there)) {
          side.set(there, want);
          todo.push(there);
        } else if (side.get(there) !== want) {
          clash.add(there);
        }
      }
    }
    for (const [name, value] of side) {
      const g = this.cells.get(name);
      if (g) g.dataset.side = clash.has(name) ? "clash" : value;
    }
  }

  // --- the pointer ---------------------------------------------------------------------------------------

  listen() {
    const svg = this.svg;
    svg.addEventListener("pointerdown", (event) => this.down(event));
    svg.addEventListener("pointermove", (event) => this.move(event));
    svg.addEventListener("pointerup", (event) => this.up(event));
    svg.addEventListener("pointercancel", () => (this.drag = null));
  }

  at(event) {
    const point = this.svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    return point.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  nearestDot(p) {
    let best = null;
    let distance = Infinity;
    for (const [x, y, key] of this.dots) {
      const d = (x - p.x) ** 2 + (y - p.y) ** 2;
      if (d < distance) {
        distance = d;
        best = key;
      }
    }
    return best;
  }

  down(event) {
    if (this.paused) return;
    const target = event.target.closest("[data-edge], [data-cell], [data-face]");
    this.drag = {
      target,
      button: event.button,
      touch: event.pointerType === "touch",
      dot: this.mode === "play" && event.button === 0 ? this.nearestDot(this.at(event)) : null,
      moved: false,
      erase: null,
      changes: [],
    };
    if (event.pointerType !== "touch") this.svg.setPointerCapture?.(event.pointerId);
  }

  move(event) {
    const drag = this.drag;
    if (!drag || drag.dot === null || this.mode !== "play") return;
    const dot = this.nearestDot(this.at(event));
    if (dot === drag.dot) return;
    const step = (this.near.get(drag.dot) || []).find(({ other }) => other === dot);
    drag.dot = dot;
    if (!step) return;
    const g = this.edges.get(step.edge);
    if (drag.erase === null) drag.erase = g.dataset.state === "line";
    drag.moved = true;
    drag.changes.push(this.mark(g, drag.erase ? "" : "line"));
  }

  up(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    if (drag.moved) {
      this.record(drag.changes);
      return;
    }
    const target = drag.target;
    if (!target || (drag.touch && event.target.closest("[data-edge], [data-cell], [data-face]") !== target)) return;
    this.click(target, drag.button === 2 || event.button === 2, event);
  }

  click(target, right, event) {
    if (this.mode === "set") {
      if (target.dataset.cell !== undefined || target.dataset.face !== undefined) this.onCell?.(target, right, event);
      return;
    }
    if (target.dataset.edge !== undefined) {
      this.record([this.mark(target, right ? "cross" : EDGE_CYCLE[target.dataset.state || ""])]);
    } else if (this.shades && target.dataset.cell !== undefined) {
      this.record([this.mark(target, right ? "unshaded" : CELL_CYCLE[target.dataset.state || ""])]);
    }
  }
}
