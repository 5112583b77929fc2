"""The small web pages of the room server: the teacher's, the projector's and the student's.

Plain HTML and JavaScript served by the server itself (no build step, no CDN: a class network
may have no internet). Scripts are separate files so the Content-Security-Policy can forbid
inline script; every text that came from a person (a name, a title) is set with textContent.
The student page is the fallback for a browser without Jupyter: moves as buttons in notation.
The notebook table (`SanMarcoTable(room=..., code=...)`) is the real table.
"""
from __future__ import annotations

__all__ = ["PAGES", "STATIC"]

_HEAD = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/style.css"><title>{title}</title></head>"""

TEACHER_HTML = _HEAD.format(title="Classroom: teacher") + """<body>
<h1>Classroom: teacher</h1>
<form id="login"><label>Teacher code <input id="code" type="password" autocomplete="off"
 size="30"></label> <button>Open</button> <span id="status" role="status"></span></form>
<section id="main" hidden>
<h2>New rooms</h2>
<form id="create">
<label>Game <select id="game"><option value="sanmarco">San Marco</option>
<option value="artsociety">Art Society</option></select></label>
<label>Seats <input id="seats" value="human,human,human,greedy" size="36"
 title="one per seat: human, random, greedy or search"></label>
<label>Rooms <input id="count" type="number" min="1" max="50" value="1"></label>
<label>Title <input id="title" size="16"></label> <button>Create</button></form>
<table id="codes"><caption>Join codes (give each student one line)</caption>
<thead><tr><th>room</th><th>seat</th><th>code</th><th>link</th><th>play app (Voila) link</th>
</tr></thead><tbody></tbody></table>
<h2>Rooms</h2>
<p><button id="all-records">Download every finished record</button></p>
<table id="rooms"><thead><tr><th>room</th><th>title</th><th>game</th><th>phase</th>
<th>move</th><th>to move</th><th>scores</th><th>seats</th><th></th></tr></thead>
<tbody></tbody></table>
<section id="aside" hidden><h2>Rooms set aside</h2>
<p>Their stored record no longer replays, so they are not served; they stay in the data folder
untouched (the server's log says why).</p><ul id="aside-list"></ul></section>
<section id="watch" hidden><h2>Watching room <span id="watch-room"></span></h2>
<img id="board" alt="the board of the watched room (no hand is drawn)"></section>
<h2>Class tournament</h2><div id="tournament"></div>
</section>
<script src="/static/teacher.js"></script></body></html>"""

PROJECTOR_HTML = _HEAD.format(title="Classroom: projector") + """<body class="projector">
<p id="who" role="status"></p><p id="status"></p>
<img id="board" alt="the board of the room (no hand, offer or bid is drawn)">
<h2>What everyone sees</h2><ol id="log" reversed></ol>
<script src="/static/projector.js"></script></body></html>"""

PLAY_HTML = _HEAD.format(title="Classroom: play") + """<body>
<h1>Classroom</h1>
<form id="join"><label>Room <input id="room" size="12"></label>
<label>Code <input id="code" size="20" autocomplete="off"></label>
<label>Your name <input id="name" size="16" maxlength="40"></label>
<label>Language <select id="lang"><option>en</option><option>de</option><option>tr</option>
</select></label> <button>Join</button></form>
<p id="status" role="status"></p>
<section id="table" hidden>
<p id="who"></p>
<h2>Your moves</h2><div id="moves"></div>
<form id="typed"><label>Move in notation <input id="typed-move" size="30"></label>
<button>Send</button></form>
<h2>What you see</h2><pre id="observation"></pre>
<h2>Log</h2><ol id="log"></ol>
</section>
<script src="/static/play.js"></script></body></html>"""

STYLE = """body{font-family:system-ui,sans-serif;margin:1rem;max-width:70rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #999;padding:.2rem .4rem;
vertical-align:top;text-align:left}button{margin:.1rem}#moves button{font-family:monospace}
pre{background:#f4f4f4;padding:.5rem;max-height:24rem;overflow:auto;white-space:pre-wrap}
#board{max-width:100%;border:1px solid #ccc}label{margin-right:.8rem}
#status{color:#a00}#log{max-height:18rem;overflow:auto}
.projector{max-width:none;font-size:1.3rem}.projector #board{width:100%;max-height:75vh}"""

TEACHER_JS = r"""
"use strict";
const $ = (s) => document.querySelector(s);
let code = sessionStorage.getItem("teacher-code") || "";
let watching = null, boardUrl = null;

async function api(path, opts = {}) {
  const r = await fetch(path, {...opts, headers: {"Authorization": "Bearer " + code,
                                                  "Content-Type": "application/json"}});
  if (!r.ok) {
    let why = await r.text();
    try { why = JSON.parse(why).error || why; } catch (e) { /* plain text */ }
    throw new Error(why || r.statusText);
  }
  return r;
}
function el(tag, text) { const e = document.createElement(tag); e.textContent = text ?? ""; return e; }
function cell(tr, text) { const td = el("td", text); tr.appendChild(td); return td; }
function button(label, fn) { const b = el("button", label); b.type = "button"; b.onclick = fn; return b; }
function status(text) { $("#status").textContent = text; }

async function saveBlob(path, filename) {
  const blob = await (await api(path)).blob();
  const a = el("a"); a.href = URL.createObjectURL(blob); a.download = filename; a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function showCodes(rooms) {
  const body = $("#codes tbody");
  for (const r of rooms) r.seats.forEach((s, i) => {
    if (!s.code) return;
    const tr = el("tr"); cell(tr, r.room); cell(tr, "P" + (i + 1)); cell(tr, s.code);
    cell(tr, s.link); cell(tr, s.voila || "(start the server with --voila-url)");
    body.appendChild(tr);
  });
}

function seatLine(r, s, i) {
  const div = el("div", `P${i + 1} ${s.name}` + (s.kind === "human"
    ? (s.joined ? " (joined)" : ` (code ${s.code})`) : ""));
  if (s.kind === "human") div.appendChild(button("new code", async () => {
    const c = await (await api(`/api/rooms/${r.room}/seats/${i}/code`, {method: "POST"})).json();
    showCodes([{room: r.room, seats: r.seats.map((x, j) => j === i ? {code: c.code, link: c.link, voila: c.voila} : {})}]);
    refresh();
  }));
  return div;
}

async function refresh() {
  const {rooms, set_aside} = await (await api("/api/rooms")).json();
  $("#aside").hidden = !set_aside.length;
  $("#aside-list").replaceChildren(...set_aside.map((a) => el("li", `${a.room}: ${a.reason}`)));
  const body = $("#rooms tbody"); body.replaceChildren();
  for (const r of rooms) {
    const tr = el("tr");
    cell(tr, r.room); cell(tr, r.title); cell(tr, r.game);
    cell(tr, r.terminal ? "game over" : r.phase); cell(tr, r.version);
    cell(tr, r.terminal ? "" : (r.to_move < 0 ? "chance" : r.seats[r.to_move].name));
    cell(tr, r.scores.join(" / ") + (r.terminal ? "  won: " + r.winners.map((p) => "P" + (p + 1)).join(", ") : ""));
    const seats = cell(tr, ""); r.seats.forEach((s, i) => seats.appendChild(seatLine(r, s, i)));
    const act = cell(tr, "");
    act.appendChild(button("watch", () => { watching = r.room; showBoard(); }));
    // the spectator's view for the projector: no hand, no hidden card, no teacher code shown
    act.appendChild(button("projector", () => window.open(`/projector#room=${encodeURIComponent(r.room)}`)));
    act.appendChild(button("record", () => saveBlob(`/api/rooms/${r.room}/record`, `${r.game}-${r.room}.json`)));
    body.appendChild(tr);
  }
  await showTournament();
  await showBoard();
}

async function showBoard() {
  if (!watching) return;
  $("#watch").hidden = false; $("#watch-room").textContent = watching;
  const blob = await (await api(`/api/rooms/${watching}/svg`)).blob();
  if (boardUrl) URL.revokeObjectURL(boardUrl);
  boardUrl = URL.createObjectURL(blob); $("#board").src = boardUrl;
}

async function showTournament() {
  const {tables} = await (await api("/api/tournament")).json();
  const box = $("#tournament"); box.replaceChildren();
  for (const [game, rows] of Object.entries(tables)) {
    const t = el("table"); t.appendChild(el("caption", game));
    const head = el("tr");
    for (const h of ["participant", "games", "wins", "win share (95% interval)", "mean score"]) head.appendChild(el("th", h));
    t.appendChild(head);
    for (const r of rows) {
      const tr = el("tr"); cell(tr, r.participant); cell(tr, r.games); cell(tr, r.wins);
      cell(tr, `${r.win_share} (${r.interval[0]}-${r.interval[1]})`); cell(tr, r.mean_score);
      t.appendChild(tr);
    }
    box.appendChild(t);
  }
}

$("#login").onsubmit = async (e) => {
  e.preventDefault(); code = $("#code").value.trim(); sessionStorage.setItem("teacher-code", code);
  start();
};
$("#create").onsubmit = async (e) => {
  e.preventDefault();
  try {
    const body = {game: $("#game").value, seats: $("#seats").value.split(",").map((s) => s.trim()),
                  count: Number($("#count").value), title: $("#title").value};
    const {rooms} = await (await api("/api/rooms", {method: "POST", body: JSON.stringify(body)})).json();
    showCodes(rooms); status(""); refresh();
  } catch (err) { status(err.message); }
};
$("#all-records").onclick = () => saveBlob("/api/records", "classroom-records.json");

async function start() {
  try {
    await refresh(); status(""); $("#main").hidden = false;
    if (!start.timer) start.timer = setInterval(() => refresh().catch((e) => status(e.message)), 3000);
  } catch (err) { status(err.message); }
}
if (code) start();
"""

PLAY_JS = r"""
"use strict";
const $ = (s) => document.querySelector(s);
const hash = new URLSearchParams(location.hash.slice(1));
const fromPath = location.pathname.match(/^\/rooms\/([\w-]+)/);
let room = fromPath ? fromPath[1] : "", ws = null, view = null, seat = null, msgId = 0, closedForGood = false;
$("#room").value = room; $("#code").value = hash.get("code") || "";
if (location.hash) history.replaceState(null, "", location.pathname);   // the code leaves the address bar

function el(tag, text) { const e = document.createElement(tag); e.textContent = text ?? ""; return e; }
function status(text) { $("#status").textContent = text; }
const sessionKey = () => "sanmarco-classroom:" + room;

function connect(join) {
  ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => ws.send(JSON.stringify(join()));
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === "joined") {
      seat = msg.seat; room = msg.room;
      if (msg.session) localStorage.setItem(sessionKey(), msg.session);
      $("#join").hidden = true; $("#table").hidden = false; status("");
    } else if (msg.type === "view") {
      render(msg);
    } else if (msg.type === "refused") {
      status(msg.reason);
      if (seat === null) { localStorage.removeItem(sessionKey()); closedForGood = true; }
    }
  };
  ws.onclose = (e) => {
    if (e.code === 4001) { status("This seat was opened in another window."); closedForGood = true; }
    if (!closedForGood && localStorage.getItem(sessionKey())) {
      status("Connection lost; reconnecting ...");
      setTimeout(() => connect(resume), 2000);
    }
  };
}
const resume = () => ({type: "join", session: localStorage.getItem(sessionKey()), lang: $("#lang").value});

function render(v) {
  view = v;
  const names = v.names, turn = v.terminal ? "game over" : (v.to_move < 0 ? "chance" : names[v.to_move]);
  $("#who").textContent = `${v.game}: you are P${seat + 1} (${names[seat]}). Move ${v.version}, ` +
    `phase ${v.phase}, to move: ${turn}.` + (v.terminal ? ` Scores ${v.scores.join(" / ")}.` : "");
  const moves = $("#moves"); moves.replaceChildren();
  for (const text of v.legal.slice(0, 300)) {
    const b = el("button", text); b.type = "button"; b.onclick = () => send(text); moves.appendChild(b);
  }
  if (!v.legal.length) moves.appendChild(el("p", v.terminal ? "The game is over." : "Wait for your turn."));
  $("#observation").textContent = JSON.stringify(v.observation, null, 1);
  const log = $("#log");
  for (const step of v.steps) for (const e of step.events) log.appendChild(el("li", e.text));
  log.scrollTop = log.scrollHeight;
}

function send(text) {
  status("");
  ws.send(JSON.stringify({type: "move", move: text, version: view.version, id: ++msgId}));
}

$("#typed").onsubmit = (e) => { e.preventDefault(); send($("#typed-move").value); };
$("#join").onsubmit = (e) => {
  e.preventDefault(); room = $("#room").value.trim(); closedForGood = false;
  const code = $("#code").value.trim();
  connect(() => ({type: "join", room, code, name: $("#name").value, lang: $("#lang").value}));
};
if (room && localStorage.getItem(sessionKey())) connect(resume);
"""

PROJECTOR_JS = r"""
"use strict";
// opened by the teacher page's "projector" button: the teacher code comes with the page's
// session storage (window.open copies it) and is never shown; the view is the spectator's
const $ = (s) => document.querySelector(s);
const room = new URLSearchParams(location.hash.slice(1)).get("room") || "";
const code = sessionStorage.getItem("teacher-code") || "";
let boardUrl = null, refused = false;

function el(tag, text) { const e = document.createElement(tag); e.textContent = text ?? ""; return e; }

async function showBoard() {
  const r = await fetch(`/api/rooms/${encodeURIComponent(room)}/svg`,
                        {headers: {"Authorization": "Bearer " + code}});
  if (!r.ok) return;
  if (boardUrl) URL.revokeObjectURL(boardUrl);
  boardUrl = URL.createObjectURL(await r.blob()); $("#board").src = boardUrl;
}

function connect() {
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => ws.send(JSON.stringify({type: "watch", room, code, public: true}));
  ws.onmessage = (m) => {
    const v = JSON.parse(m.data);
    if (v.type === "refused") { refused = true; $("#status").textContent = v.reason; return; }
    if (v.type !== "view") return;
    const turn = v.terminal ? "game over" : (v.to_move < 0 ? "chance" : v.names[v.to_move]);
    $("#who").textContent = `${v.game}, room ${v.room}: move ${v.version}, ${v.phase}, ` +
      `to move: ${turn}` + (v.terminal ? `; scores ${v.scores.join(" / ")}` : "");
    for (const step of v.steps) for (const e of step.events) $("#log").prepend(el("li", e.text));
    showBoard();
  };
  ws.onclose = () => { if (!refused) setTimeout(connect, 2000); };
}
if (code && room) connect();
else $("#status").textContent = "Open this page with the projector button of the teacher page.";
"""

PAGES = {"teacher": TEACHER_HTML, "play": PLAY_HTML, "projector": PROJECTOR_HTML}
STATIC = {"style.css": (STYLE, "text/css"), "teacher.js": (TEACHER_JS, "text/javascript"),
          "play.js": (PLAY_JS, "text/javascript"),
          "projector.js": (PROJECTOR_JS, "text/javascript")}
