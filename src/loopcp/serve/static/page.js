// The page: load a puzzle (the textarea, the URL hash, a new board), switch between Play and Set, export.
//
// The server keeps no session: the page holds the puzzle's text (in its genre's own format, as load answers it)
// and sends it with every request.  The player's marks are kept in the browser (localStorage), by puzzle.

import { call, Stale } from "./api.js";
import { Board } from "./board.js";
import { Play } from "./play.js";
import { Setter } from "./set.js";

const $ = (selector) => document.querySelector(selector);
const button = (name) => document.querySelector(`button[name="${name}"]`);

export class Page {
  constructor() {
    this.board = new Board($("#board"));
    this.answer = null;  // the load answer of the puzzle on the board
    this.mode = "play";
    this.verdicts = { play: ["", "Paste a puzzle and press Load."], set: ["", "Paste a puzzle, or start a new board."] };
    this.play = new Play(this);
    this.setter = new Setter(this);
    this.catalogue = null;
  }

  async start() {
    button("Load").addEventListener("click", () => this.loadText());
    $("#puzzle").addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) this.loadText();
    });
    button("Play").addEventListener("click", () => this.switchTo("play"));
    button("Set").addEventListener("click", () => this.switchTo("set"));
    button("Undo").addEventListener("click", () => this.history("undo"));
    button("Redo").addEventListener("click", () => this.history("redo"));
    button("Restart").addEventListener("click", () => this.history("restart"));
    button("Export").addEventListener("click", () => this.exportIt());
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea, select")) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "z") {
        event.preventDefault();
        this.history(event.shiftKey ? "redo" : "undo");
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "y") {
        event.preventDefault();
        this.history("redo");
      }
    });
    window.addEventListener("hashchange", () => this.fromHash());
    try {
      this.catalogue = await call("genres", {});
      this.fillGenres();
    } catch (error) {
      this.fail(error);
    }
    this.setter.start();
    this.play.start();
    if (location.hash.length > 1) await this.fromHash();
    document.body.dataset.ready = "";  // for scripts: the page is ready to be driven
  }

  fillGenres() {
    const select = $("#genre");
    for (const genre of this.catalogue.genres) select.add(new Option(genre.name, genre.name));
  }

  // --- status and errors ---------------------------------------------------------------------------------

  say(verdict, words, mode = this.mode) {
    this.verdicts[mode] = [verdict, words];
    if (mode !== this.mode) return;
    const status = $("#status");
    status.dataset.verdict = verdict;
    status.textContent = words;
  }

  fail(error) {
    if (error instanceof Stale) return;
    $("#error").textContent = error.message;
  }

  clearError() {
    $("#error").textContent = "";
  }

  // --- loading -------------------------------------------------------------------------------------------

  async loadText(mode = null) {
    const text = $("#puzzle").value;
    if (!text.trim()) {
      this.fail(new Error("paste a puzzle first: a puz.link URL, a pzprv3 file, a game ID or Knuth text"));
      return;
    }
    const genre = $("#genre").value || undefined;
    await this.load(() => call("load", { puzzle: text, genre }, "load"), mode);
  }

  async load(ask, mode = null, { text = false } = {}) {
    this.clearError();
    let answer;
    try {
      answer = await ask();
    } catch (error) {
      this.fail(error);
      return null;
    }
    this.show(answer, { text });
    if (mode) this.switchTo(mode);
    return answer;
  }

  // A new puzzle on the board (not an edit of the one there: see ``Setter``).  The text box keeps what was pasted,
  // unless the puzzle came from elsewhere (a new board, a generated one).
  show(answer, { text = false } = {}) {
    this.answer = answer;
    this.board.setMode(this.mode);
    this.board.show(answer);
    this.board.forget();
    if (text) $("#puzzle").value = answer.puzzle.trimEnd();
    $("#genre").value = answer.name;
    const grid = answer.grid ? ` on the ${answer.grid} grid` : "";
    $("#about").textContent = `${answer.genre} ${answer.rows}x${answer.cols}${grid}, ${answer.clue_count} clues: ${answer.summary}.`;
    this.fillExports();
    $("#pair").hidden = true;
    this.play.loaded(answer);
    this.setter.loaded(answer);
    document.body.dataset.loads = String(Number(document.body.dataset.loads || 0) + 1);  // for scripts: one more load
  }

  async fromHash() {
    const params = new Map();
    for (const part of location.hash.slice(1).split("&")) {
      const at = part.indexOf("=");
      if (at < 0) continue;
      try {
        params.set(part.slice(0, at), decodeURIComponent(part.slice(at + 1).replace(/\+/g, "%20")));
      } catch {
        this.fail(new Error(`the address's ${part.slice(0, at)}= is not URI-encoded`));
        return;
      }
    }
    const text = params.get("url") ?? params.get("file") ?? params.get("id") ?? params.get("text");
    const mode = ["play", "set"].includes(params.get("mode")) ? params.get("mode") : null;
    if (text === undefined) {
      if (mode) this.switchTo(mode);
      return;
    }
    $("#puzzle").value = text;
    $("#genre").value = params.get("genre") || "";
    await this.loadText(mode || (params.has("file") ? "play" : params.has("url") ? "set" : null));
  }

  // --- modes, history, export ----------------------------------------------------------------------------

  switchTo(mode) {
    this.mode = mode;
    for (const name of ["play", "set"]) {
      $(`#${name}`).hidden = name !== mode;
      $(`#tab-${name}`).setAttribute("aria-pressed", String(name === mode));
    }
    document.body.dataset.mode = mode;
    this.board.setMode(mode);
    const [verdict, words] = this.verdicts[mode];
    this.say(verdict, words, mode);
    if (mode === "set") this.setter.entered();
    else this.play.entered();
    this.fillExports();
  }

  history(what) {
    if (this.mode === "set") this.setter.history(what);
    else this.play.history(what);
  }

  fillExports() {
    const select = $("#export-to");
    const before = select.value;
    select.innerHTML = "";
    if (!this.answer) return;
    const labels = {
      puzzlink: "puz.link URL",
      pzprv3: this.mode === "play" ? "pzprv3 file, with your lines" : "pzprv3 file",
      tatham: "game ID (Tatham)",
      knuth: "Knuth text",
      json: "JSON line",
      puzzlekit: "puzzlekit text",
      slink: "Slink contest input",
      mcc: "exact-cover data (Knuth's DLX)",
    };
    const order = Object.keys(labels);
    const exports = [...this.answer.exports].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    for (const name of exports) select.add(new Option(labels[name] || name, name));
    for (const name of this.answer.pictures) {
      select.add(new Option(`${name.toUpperCase()} picture${this.mode === "play" ? " of your position" : ""}`, `picture:${name}`));
    }
    if ([...select.options].some((o) => o.value === before)) select.value = before;
  }

  async exportIt() {
    if (!this.answer) return;
    this.clearError();
    const to = $("#export-to").value;
    const body = { puzzle: this.answer.puzzle, genre: this.answer.name };
    const out = $("#exported");
    const link = $("#download");
    out.hidden = true;  // nothing stale on show while the new text is on its way
    link.hidden = true;
    try {
      if (to.startsWith("picture:")) {
        const kind = to.slice(8);
        if (this.mode === "play") Object.assign(body, { state: this.board.position(), crosses: true });
        const answer = await call("draw", { ...body, to: kind }, "export");
        const data = answer.text ?? Uint8Array.from(atob(answer.base64), (c) => c.charCodeAt(0));
        this.offer(new Blob([data], { type: answer.media_type }), `puzzle.${kind}`);
        out.hidden = true;
        return;
      }
      if (to === "pzprv3" && this.mode === "play") body.state = this.board.position();
      const answer = await call("convert", { ...body, to }, "export");
      out.value = answer.text.trimEnd();
      out.hidden = false;
      out.select();
      const suffix = { json: "jsonl", pzprv3: "txt" }[to] || "txt";
      this.offer(new Blob([answer.text], { type: "text/plain" }), `puzzle-${to}.${suffix}`);
      link.hidden = false;
    } catch (error) {
      this.fail(error);
    }
  }

  offer(blob, name) {
    const link = $("#download");
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(blob);
    link.download = name;
    link.textContent = `Download ${name}`;
    link.hidden = false;
  }
}

const page = new Page();
window.loopcp = page;  // for scripts and the browser tests
page.start();
