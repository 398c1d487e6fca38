// Set: edit clues on the board, and after each edit see what the clues decide, with the verdict.
//
// An edit is sent as ``load`` with ``set`` (the server changes the clue and reads the puzzle back through its
// format, so a clue the genre does not take is refused in words); edits go one after another, each on the
// puzzle the one before made.  Then ``decided`` draws what every solution shares: unique, several (two are
// drawn below the board, the edges where they differ marked) or none.  The old picture stays until the new one
// arrives.  Undo and redo walk the puzzle's versions.

import { call, Stale } from "./api.js";

const $ = (selector) => document.querySelector(selector);
const button = (name) => document.querySelector(`button[name="${name}"]`);
const DECIDED_SECONDS = 10;  // the decided view's time limit: a view that takes longer is no longer live

export class Setter {
  constructor(page) {
    this.page = page;
    this.board = page.board;
    this.versions = [];  // the puzzle's texts, oldest first, for undo
    this.at = -1;
    this.selected = null;  // the cell ("i,j") or face ("k") selected for typing
    this.queue = Promise.resolve();
    this.pending = new Map();  // clues sent and not yet answered, by cell: a quick second click cycles on from them
    this.shown = null;  // the puzzle text whose decided view is on the board
  }

  get answer() {
    return this.page.answer;
  }

  start() {
    this.board.onCell = (target, right) => this.clicked(target, right);
    button("Put").addEventListener("click", () => this.put());
    $("#clue").addEventListener("keydown", (event) => {
      if (event.key === "Enter") this.put();
    });
    $("#live").addEventListener("change", () => this.refresh());
    button("Grade").addEventListener("click", () => this.grade());
    button("Redundant clues").addEventListener("click", () => this.redundant());
    button("Count").addEventListener("click", () => this.count());
    button("New board").addEventListener("click", () => this.newBoard());
    button("Generate").addEventListener("click", () => this.generate());
    document.addEventListener("keydown", (event) => this.key(event));
    const origin = location.origin;
    $("#bm-url").href = `javascript:(function(){window.open('${origin}/#url='+encodeURIComponent(location.href)+'&mode=set')})()`;
    $("#bm-file").href =
      `javascript:(function(){window.open('${origin}/#file='+encodeURIComponent(ui.puzzle.getFileData())+'&mode=play')})()`;
    this.fillChoices();
  }

  fillChoices() {
    const catalogue = this.page.catalogue;
    if (!catalogue) return;
    const newGenre = $("#new-genre");
    for (const genre of catalogue.genres) if (genre.settable) newGenre.add(new Option(genre.name, genre.name));
    const genGenre = $("#gen-genre");
    for (const recipe of catalogue.recipes) genGenre.add(new Option(recipe.name, recipe.name));
    for (const select of [$("#new-grid"), $("#gen-grid")]) {
      for (const grid of catalogue.grids) select.add(new Option(`${grid} grid`, grid));
    }
    const grids = () => {
      const genre = catalogue.genres.find((g) => g.name === newGenre.value);
      $("#new-grid").disabled = !genre?.grids;
      if (!genre?.grids) $("#new-grid").value = "square";
    };
    newGenre.addEventListener("change", grids);
    grids();
    const levels = () => {
      const recipe = catalogue.recipes.find((r) => r.name === genGenre.value);
      const level = $("#gen-level");
      level.innerHTML = "";
      for (const name of recipe?.difficulties || []) level.add(new Option(name, name));
      level.value = recipe?.default || "any";
      const onGrids = catalogue.genres.some((g) => g.grids && (g.name === genGenre.value || g.aliases.includes(genGenre.value)));
      $("#gen-grid").disabled = !onGrids;
      if (!onGrids) $("#gen-grid").value = "square";
    };
    genGenre.addEventListener("change", levels);
    levels();
  }

  body(extra = {}) {
    return { puzzle: this.answer.puzzle, genre: this.answer.name, ...extra };
  }

  loaded(answer) {
    this.pending.clear();
    this.versions = [answer.puzzle];
    this.at = 0;
    this.select(null);
    this.shown = null;
    $("#set-report").textContent = "";
    $("#edit-help").textContent = answer.editable
      ? answer.palette.length
        ? `Click a cell to cycle its clue (${answer.palette.join(" ")}), right-click to go back; or select it and type.`
        : `Click a cell, then type its clue (${answer.clue_hint}) and press Enter.`
      : "This genre's rooms are set on puz.link: load its URL here to check it.";
    this.page.say("", answer.editable ? "Edit the clues; the verdict follows." : "Check the puzzle below.", "set");
    if (this.page.mode === "set") this.refresh();
  }

  entered() {
    if (this.answer && this.shown !== this.answer.puzzle) this.refresh();
  }

  changed() {}

  // --- editing -------------------------------------------------------------------------------------------

  place(name) {
    const parts = name.split(",").map(Number);
    return parts;
  }

  clueAt(name) {
    if (this.pending.has(name)) return this.pending.get(name);
    const clues = this.answer.clues;
    if (name.includes(",")) {
      const [i, j] = name.split(",").map(Number);
      return clues[i][j];
    }
    return clues[Number(name)];
  }

  select(name) {
    this.board.clearMarks("data-selected");
    this.selected = name;
    const row = $("#clue-row");
    if (name === null || !this.answer?.editable) {
      row.hidden = true;
      return;
    }
    (this.board.cells.get(name))?.setAttribute("data-selected", "");
    row.hidden = false;
    $("#clue-at").textContent = name.includes(",") ? `r${Number(name.split(",")[0]) + 1}c${Number(name.split(",")[1]) + 1}` : `face ${name}`;
    $("#clue").value = this.clueAt(name) === "." ? "" : this.clueAt(name);
  }

  clicked(target, right) {
    if (!this.answer?.editable) return;
    const name = target.dataset.cell ?? target.dataset.face;
    const palette = this.cycle(name);
    this.select(name);
    if (!palette.length) {
      $("#clue").focus();
      $("#clue").select();
      return;
    }
    const now = palette.indexOf(this.clueAt(name));
    const next = palette[(now + (right ? palette.length - 1 : 1)) % palette.length];
    this.edit(name, next);
  }

  // The clues a click cycles through at a cell: the genre's palette (up to the face's sides on a grid).
  cycle(name) {
    const palette = this.answer.palette;
    if (!this.answer.sides || !palette.length) return palette;
    const most = this.answer.sides[Number(name)];
    return palette.filter((clue) => clue === "." || Number(clue) <= most);
  }

  put() {
    if (this.selected === null) return;
    this.edit(this.selected, $("#clue").value.trim() || ".");
  }

  key(event) {
    if (this.page.mode !== "set" || this.selected === null || !this.answer?.editable) return;
    if (event.target.closest("input, textarea, select") || event.ctrlKey || event.metaKey || event.altKey) return;
    const palette = this.cycle(this.selected);
    if (["Backspace", "Delete", ".", "-", " "].includes(event.key)) {
      event.preventDefault();
      this.edit(this.selected, ".");
    } else if (palette.includes(event.key)) {
      event.preventDefault();
      this.edit(this.selected, event.key);
    } else if (event.key.startsWith("Arrow") && this.selected.includes(",")) {
      event.preventDefault();
      const [i, j] = this.selected.split(",").map(Number);
      const [di, dj] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
      const there = `${i + di},${j + dj}`;
      if (this.board.cells.has(there)) this.select(there);
    } else if (!palette.length && /^[0-9a-zA-Z?#@]$/.test(event.key)) {
      $("#clue").value = "";
      $("#clue").focus();
    }
  }

  edit(name, clue) {
    const change = [...this.place(name), clue];
    this.pending.set(name, clue);
    this.queue = this.queue.then(() => this.send(change, name));
    return this.queue;
  }

  async send(change, name) {
    this.page.clearError();
    let answer;
    try {
      answer = await call("load", this.body({ set: [change] }), `edit ${name}`);
    } catch (error) {
      this.page.fail(error);
      return;
    } finally {
      if (this.pending.get(name) === change[change.length - 1]) this.pending.delete(name);
    }
    this.versions = this.versions.slice(0, this.at + 1);
    this.versions.push(answer.puzzle);
    this.at = this.versions.length - 1;
    this.replace(answer);
    this.select(name);
  }

  // The edited puzzle on the board, keeping the old decided view (marked stale) until the new one arrives.
  replace(answer) {
    this.page.answer = answer;
    this.board.show(answer, { keep: true });
    this.board.svg.dataset.stale = "";
    $("#puzzle").value = answer.puzzle.trimEnd();
    const grid = answer.grid ? ` on the ${answer.grid} grid` : "";
    $("#about").textContent = `${answer.genre} ${answer.rows}x${answer.cols}${grid}, ${answer.clue_count} clues: ${answer.summary}.`;
    $("#set-report").textContent = "";
    this.page.fillExports();
    this.refresh();
  }

  async history(what) {
    if (what === "restart") {
      if (!this.versions.length || this.at === 0) return;
      this.at = 0;
    } else if (what === "undo") {
      if (this.at <= 0) return;
      this.at -= 1;
    } else {
      if (this.at >= this.versions.length - 1) return;
      this.at += 1;
    }
    const text = this.versions[this.at];
    try {
      const answer = await call("load", { puzzle: text, genre: this.answer.name }, "edit");
      this.replace(answer);
      this.select(this.selected);
    } catch (error) {
      this.page.fail(error);
    }
  }

  // --- the live decided view -----------------------------------------------------------------------------

  async refresh() {
    const answer = this.answer;
    $("#pair").hidden = true;
    if (!answer) return;
    if (!$("#live").checked) {
      this.board.showDecided(null);
      delete this.board.svg?.dataset.stale;
      this.shown = null;
      return;
    }
    this.page.say("unknown", "Working out what the clues decide…", "set");
    let decided;
    try {
      decided = await call("decided", this.body({ time_limit: DECIDED_SECONDS }));
    } catch (error) {
      if (!(error instanceof Stale)) {
        this.page.say("unknown", "The clues could not be looked at.", "set");
        this.page.fail(error);
      }
      return;
    }
    if (this.answer !== answer) return;
    this.shown = answer.puzzle;
    const mayShade = (i, j) => this.clueAt(`${i},${j}`) === ".";
    this.board.showDecided(decided.decided, decided.cells, mayShade);
    delete this.board.svg.dataset.stale;
    const open = decided.undecided;
    const all = decided.edges;
    if (decided.status === "unique") {
      this.page.say("unique", `Unique: the clues decide all ${all} edges.`, "set");
    } else if (decided.status === "multiple" && decided.decided) {
      this.page.say("multiple", `Several solutions: the clues decide ${all - open} of ${all} edges; ${open} are open.`, "set");
      this.pair(answer);
    } else if (decided.status === "unsolvable") {
      this.page.say("unsolvable", "No solution: the clues contradict each other.", "set");
    } else {
      this.page.say("unknown", `Unknown: ${decided.message || "the search stopped before it could tell"}.`, "set");
    }
  }

  // Two solutions below the board, the edges where they differ marked.
  async pair(answer) {
    let solved;
    try {
      solved = await call("solve", this.body({ time_limit: DECIDED_SECONDS }), "pair");
    } catch (error) {
      if (!(error instanceof Stale)) this.page.fail(error);
      return;
    }
    if (this.answer !== answer || solved.solutions.length < 2) return;
    const holder = $("#solutions");
    holder.innerHTML = "";
    const sets = solved.solutions.map((solution) => this.edgesOf(solution));
    sets.forEach((edges, k) => {
      const other = sets[1 - k];
      const figure = document.createElement("figure");
      figure.innerHTML = answer.svg;
      const svg = figure.querySelector("svg");
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      svg.classList.add("small");
      // The copies' marks are renamed (data-e, data-c): the page's hooks name the one board above them.
      for (const g of svg.querySelectorAll("[data-edge]")) {
        const name = g.dataset.edge;
        g.dataset.e = name;
        g.removeAttribute("data-edge");
        if (edges.has(name)) g.dataset.state = "line";
        if (edges.has(name) !== other.has(name)) g.dataset.differ = "";
      }
      for (const g of svg.querySelectorAll("[data-cell], [data-face]")) {
        g.dataset.c = g.dataset.cell ?? g.dataset.face;
        g.removeAttribute("data-cell");
        g.removeAttribute("data-face");
      }
      (solved.solutions[k].shaded || []).forEach((row, i) =>
        row.forEach((v, j) => v && svg.querySelector(`[data-c="${i},${j}"]`)?.setAttribute("data-state", "shaded")),
      );
      const caption = document.createElement("figcaption");
      caption.textContent = `solution ${k + 1}`;
      figure.append(caption);
      holder.append(figure);
    });
    $("#pair").hidden = false;
  }

  edgesOf(solution) {
    const edges = new Set();
    if (solution.h && solution.h.length) {
      solution.h.forEach((row, i) => row.forEach((v, j) => v && edges.add(`h,${i},${j}`)));
      solution.v.forEach((row, i) => row.forEach((v, j) => v && edges.add(`v,${i},${j}`)));
      return edges;
    }
    const ring = solution.loop;
    ring.forEach((dot, k) => {
      const next = ring[(k + 1) % ring.length];
      const name = this.board.edgeOf([dot, next]);
      if (name) edges.add(name);
    });
    return edges;
  }

  // --- the setter's questions ----------------------------------------------------------------------------

  async ask(command, extra, words) {
    if (!this.answer) return;
    this.page.clearError();
    const report = $("#set-report");
    report.textContent = "Working…";
    try {
      const answer = await call(command, this.body(extra));
      report.textContent = words(answer);
      return answer;
    } catch (error) {
      report.textContent = "";
      this.page.fail(error);
      return null;
    }
  }

  grade() {
    return this.ask("grade", {}, (a) => {
      if (a.timed_out) return a.message;
      const steps = Object.values(a.steps).reduce((x, y) => x + y, 0);
      if (a.grade === "contradiction") return "No solution: the rules find a contradiction.";
      if (a.grade === "unsolved") return `Unsolved: the rules stall with ${Math.round(a.settled * 100)}% of the edges settled.`;
      return `Grade: ${a.grade} (${steps} steps).`;
    });
  }

  async redundant() {
    this.board.clearMarks("data-redundant");
    const answer = await this.ask("redundant", {}, (a) => a.text[0].toUpperCase() + a.text.slice(1) + ".");
    for (const place of answer?.redundant || []) {
      const name = Array.isArray(place) ? place.join(",") : String(place);
      this.board.cells.get(name)?.setAttribute("data-redundant", "");
    }
  }

  count() {
    return this.ask("count", { time_limit: 20 }, (a) => {
      const n = Number(a.count).toLocaleString();
      if (a.timed_out) return `At least ${n} solutions: ${a.message}.`;
      return `${n} ${a.count === 1 ? "solution" : "solutions"}${a.complete ? "" : " (a limit stopped the count)"}.`;
    });
  }

  async newBoard() {
    const body = { genre: $("#new-genre").value, size: $("#new-size").value.trim(), grid: $("#new-grid").value };
    await this.page.load(() => call("new", body, "load"), "set", { text: true });
  }

  async generate() {
    this.page.clearError();
    const report = $("#set-report");
    report.textContent = "Generating…";
    const name = $("#gen-genre").value;
    const body = { genre: name, size: $("#gen-size").value.trim(), difficulty: $("#gen-level").value, grid: $("#gen-grid").value };
    try {
      const made = await call("generate", body);
      if (made.timed_out) throw new Error(made.message);
      report.textContent = "";
      await this.page.load(() => call("load", { puzzle: made.puzzle, genre: name }, "load"), null, { text: true });
      $("#set-report").textContent = `Made with seed ${made.seed}, grade ${made.grade || "none"}, ${made.clues} clues.`;
    } catch (error) {
      report.textContent = "";
      this.page.fail(error);
    }
  }
}
