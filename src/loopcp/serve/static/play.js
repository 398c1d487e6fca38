// Play: marks kept in the browser, a hint and the explanation from where the player stands, Check, a timer.
//
// Check says "correct so far" or how many marks are wrong, and shows them on a second press; the puzzle is
// announced solved only when the lines close up and the server's verifier accepts them, in the status line
// (never a pop-up).  A wrong mark is never called right: the server judges every mark against what every
// solution shares.

import { call, Stale } from "./api.js";

const $ = (selector) => document.querySelector(selector);
const button = (name) => document.querySelector(`button[name="${name}"]`);

function clock(seconds) {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

export class Play {
  constructor(page) {
    this.page = page;
    this.board = page.board;
    this.step = null;  // the hint on the board, waiting for Apply
    this.steps = [];  // Explain's steps
    this.at = 0;
    this.version = 0;  // bumped at every change of the marks: a second Check shows the wrong marks of the first
    this.checked = null;  // [version, answer] of the last Check
    this.seconds = 0;
    this.paused = false;
    this.solved = false;
    this.ticking = null;
  }

  start() {
    this.board.onChange = () => (this.page.mode === "play" ? this.changed() : this.page.setter.changed());
    button("Hint").addEventListener("click", () => this.hint());
    button("Apply").addEventListener("click", () => this.apply());
    button("Explain").addEventListener("click", () => this.explain());
    button("Check").addEventListener("click", () => this.check());
    button("Previous").addEventListener("click", () => this.showStep(this.at - 1));
    button("Next").addEventListener("click", () => this.showStep(this.at + 1));
    $("#pause").addEventListener("click", () => this.pause(!this.paused));
    $("#sides").addEventListener("change", () => this.board.showSides($("#sides").checked));
    this.ticking = setInterval(() => this.tick(), 1000);
  }

  get answer() {
    return this.page.answer;
  }

  body(extra = {}) {
    return { puzzle: this.answer.puzzle, genre: this.answer.name, ...extra };
  }

  key() {
    return `loopcp:${this.answer.name}:${this.answer.puzzle}`;
  }

  loaded(answer) {
    this.forgetHint();
    this.closeExplain();
    this.checked = null;
    this.solved = false;
    this.seconds = 0;
    this.pause(false);
    document.querySelector(".shading-help").hidden = !answer.shades;
    let saved = null;
    try {
      saved = JSON.parse(localStorage.getItem(this.key()) || "null");
    } catch {
      saved = null;
    }
    if (answer.position) {
      this.board.showDecided(null);
      this.board.applyStep(this.positionSet(answer.position));
      this.board.forget();
    } else if (saved) {
      this.board.restoreSnapshot({ edges: saved.edges, cells: saved.cells });
      this.seconds = saved.seconds || 0;
    }
    if (answer.shaded) {
      answer.shaded.forEach((row, i) =>
        row.forEach((value, j) => {
          if (value) this.board.cells.get(`${i},${j}`)?.setAttribute("data-state", "shaded");
        }),
      );
    }
    this.board.showSides($("#sides").checked);
    this.page.say("", this.board.lines() ? "Play on where you left off." : "Draw the loop. Hint and Check help.", "play");
    this.showClock();
  }

  // A position (the hint state's layout) as a step's "set", for the lines of a pzprv3 file.
  positionSet(position) {
    const set = [];
    if (position.h) {
      position.h.forEach((row, i) => row.forEach((v, j) => v && set.push(["h", i, j, v])));
      position.v.forEach((row, i) => row.forEach((v, j) => v && set.push(["v", i, j, v])));
    } else {
      for (const item of position.edges) set.push(item);
    }
    return set;
  }

  entered() {
    this.board.clearMarks("data-hinted");
    if (this.step) this.board.showStep(this.step.set);
  }

  history(what) {
    if (this.paused) return;
    if (what === "undo") this.board.undo();
    else if (what === "redo") this.board.redo();
    else if (what === "restart") {
      this.board.restart();
      this.solved = false;
      this.seconds = 0;
      this.showClock();
    }
  }

  changed() {
    this.version += 1;
    this.forgetHint();
    this.save();
    this.board.showSides($("#sides").checked);
    if (this.solved) {
      this.solved = false;
      this.page.say("unfinished", "Changed after solving: the timer runs again.");
    }
    if (this.board.closed() || (this.answer.paths && this.board.lines())) this.quietCheck();
  }

  save() {
    if (!this.answer) return;
    const { edges, cells } = this.board.snapshot();
    try {
      localStorage.setItem(this.key(), JSON.stringify({ edges, cells, seconds: Math.floor(this.seconds) }));
    } catch {
      // a full or forbidden storage: the marks stay on the page
    }
  }

  // --- hint and explain ----------------------------------------------------------------------------------

  forgetHint() {
    this.step = null;
    button("Apply").disabled = true;
    this.board.clearMarks("data-hinted");
    this.board.clearMarks("data-explained");
    const hint = $("#hint");
    hint.dataset.hint = "";
    hint.textContent = "";
  }

  sayHint(text) {
    const hint = $("#hint");
    hint.dataset.hint = text;
    hint.textContent = text;
  }

  async hint() {
    if (!this.answer) return;
    this.page.clearError();
    this.forgetHint();
    this.sayHint("Looking for the next step…");
    try {
      const step = await call("hint", this.body({ state: this.board.position() }));
      if (step.set) {
        this.step = step;
        this.board.showStep(step.set);
        button("Apply").disabled = false;
        this.sayHint(`[${step.level}] ${step.text}`);
      } else {
        this.sayHint(step.text || step.message);
      }
    } catch (error) {
      if (error instanceof Stale) return;
      this.sayHint("");
      this.page.fail(error);
    }
  }

  apply() {
    if (!this.step) return;
    const set = this.step.set;
    this.step = null;
    button("Apply").disabled = true;
    this.board.clearMarks("data-hinted");
    this.board.applyStep(set);
  }

  async explain() {
    if (!this.answer) return;
    this.page.clearError();
    const list = $("#steps");
    list.innerHTML = "";
    $("#explain").hidden = false;
    $("#step-at").textContent = "working…";
    try {
      const answer = await call("explain", this.body({ state: this.board.position() }));
      if (answer.timed_out) throw new Error(answer.message);
      this.steps = answer.steps;
      for (const step of this.steps) {
        const item = document.createElement("li");
        item.textContent = `[${step.level}] ${step.text}`;
        item.addEventListener("click", () => this.showStep(step.step));
        list.append(item);
      }
      const end = document.createElement("p");
      end.textContent = answer.grade === "contradiction" ? "The position contradicts the clues."
        : answer.settled === 1 ? `The rules finish it (${answer.grade}).` : `The rules stop here: ${Math.round(answer.settled * 100)}% settled.`;
      list.after(end);
      this.endNote?.remove();
      this.endNote = end;
      this.showStep(this.steps.length ? 1 : 0);
    } catch (error) {
      $("#step-at").textContent = "";
      this.page.fail(error);
    }
  }

  closeExplain() {
    $("#explain").hidden = true;
    this.steps = [];
    this.endNote?.remove();
  }

  showStep(k) {
    if (!this.steps.length) {
      $("#step-at").textContent = "no step";
      return;
    }
    this.at = Math.max(1, Math.min(this.steps.length, k));
    this.board.clearMarks("data-hinted");
    this.board.clearMarks("data-explained");
    for (const step of this.steps.slice(0, this.at - 1)) this.board.showStep(step.set, "data-explained");
    this.board.showStep(this.steps[this.at - 1].set);
    $("#step-at").textContent = `step ${this.at} of ${this.steps.length}`;
    const items = $("#steps").children;
    for (let k = 0; k < items.length; k += 1) items[k].classList.toggle("current", k === this.at - 1);
    items[this.at - 1]?.scrollIntoView({ block: "nearest" });
    this.sayHint(`[${this.steps[this.at - 1].level}] ${this.steps[this.at - 1].text}`);
  }

  // --- check ---------------------------------------------------------------------------------------------

  async check() {
    if (!this.answer) return;
    this.page.clearError();
    if (this.checked && this.checked[0] === this.version && this.checked[1].verdict === "wrong") {
      const answer = this.checked[1];
      this.board.showWrong(answer.wrong_edges, answer.wrong_cells);
      this.page.say("wrong", `${answer.text}: marked in red.`);
      return;
    }
    const version = this.version;
    try {
      const body = this.body({ state: this.board.position() });
      const shaded = this.board.shaded();
      if (shaded) body.shaded = shaded;
      const answer = await call("check", body);
      this.checked = [version, answer];
      this.verdict(answer);
    } catch (error) {
      this.page.fail(error);
    }
  }

  async quietCheck() {
    const version = this.version;
    try {
      const body = this.body({ state: this.board.position() });
      const answer = await call("check", body, "quiet-check");
      if (version === this.version && answer.verdict === "solved") this.verdict(answer);
    } catch {
      // a check the player did not ask for says nothing when it fails
    }
  }

  verdict(answer) {
    if (answer.verdict === "solved") {
      this.solved = true;
      this.save();
      this.page.say("solved", `Solved in ${clock(this.seconds)}: the loop is closed and keeps every rule.`);
    } else if (answer.verdict === "wrong" && answer.wrong) {
      this.page.say("wrong", `${answer.text}: press Check again to see them.`);
    } else if (answer.verdict === "unfinished") {
      this.page.say("unfinished", answer.text.replace(/^correct so far/, "Correct so far"));
    } else {
      this.page.say(answer.verdict, answer.text);
    }
  }

  // --- the timer -----------------------------------------------------------------------------------------

  pause(on) {
    this.paused = on;
    this.board.paused = on;
    document.body.classList.toggle("paused", on);
    $("#pause").textContent = on ? "Resume" : "Pause";
  }

  tick() {
    if (!this.answer || this.paused || this.solved || this.page.mode !== "play" || document.hidden) return;
    this.seconds += 1;
    this.showClock();
    if (this.seconds % 10 === 0) this.save();
  }

  showClock() {
    $("#clock").textContent = clock(this.seconds);
  }
}
