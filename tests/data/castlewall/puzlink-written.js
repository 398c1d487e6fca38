// Writes puzlink-written.json: pzprjs's test boards for castle as puz.link's File > Save writes them.
// Each board of test/script/castle.js is read with src/variety/castle.js's FileIO.decodeData and written
// with its encodeData (the cell section; the line section is the same in both). Run with
//   git -C PZPRJS show HEAD:src/variety/castle.js > /tmp/castle.js
//   git -C PZPRJS show HEAD:test/script/castle.js > /tmp/script.js
//   node puzlink-written.js /tmp/castle.js /tmp/script.js COMMIT > puzlink-written.json
const [, classbase] = require(process.argv[2]);
global.ui = { debug: { addDebugData: (pid, data) => { global.DATA = data; } } };
require(process.argv[3]);

function rewrite(board, mutate) {
  const parts = board.split("/");
  const rows = +parts[2], cols = +parts[3];
  const cellRows = parts.slice(4, 4 + rows);
  const cells = [];
  let written = [];
  const io = {
    decodeCell(func) {
      for (const row of cellRows) {
        for (const t of row.trim().split(" ")) {
          const cell = { qdir: 0, qnum: -1, ques: 0, qcmp: 0 };
          func(cell, t);
          cells.push(cell);
        }
      }
    },
    encodeCell(func) {
      written = [];
      for (let r = 0; r < rows; r++) {
        written.push(cells.slice(r * cols, (r + 1) * cols).map(func).join(""));
      }
    },
    decodeBorderLine() {},
    encodeBorderLine() {},
  };
  classbase.FileIO.decodeData.call(io);
  if (mutate) mutate(cells);
  classbase.FileIO.encodeData.call(io);
  return [...parts.slice(0, 4), ...written, ...parts.slice(4 + rows)].join("/");
}

const boards = DATA.failcheck.map(([verdict, board]) => [verdict, rewrite(board)]);
const correct = DATA.failcheck[DATA.failcheck.length - 1][1];
const markDone = (cells) => cells.forEach((c) => { if (c.qnum !== -1) c.qcmp = 1; });
console.log(JSON.stringify({
  source: `robx/pzprjs ${process.argv[4]}: test/script/castle.js's boards, read with src/variety/castle.js's ` +
    "FileIO.decodeData and written with its encodeData (puz.link's File > Save), by puzlink-written.js",
  boards: boards,
  done: rewrite(correct, markDone),
  inputs: DATA.inputs.map((x) => x.result),
}, null, 1));
