"""The small web pages of the room server: the teacher's, the projector's and the student's.

Plain HTML and JavaScript served by the server itself (no build step, no CDN: a class network
may have no internet). Scripts are separate files so the Content-Security-Policy can forbid
inline script; every text that came from a person (a name, a title) is set with textContent.
The student page is the fallback for a browser without Jupyter: moves as buttons in notation.
The notebook table (`SanMarcoTable(room=..., code=...)`) is the real table.

Every text is a catalog message (`locales/<lang>/classroom.ftl`): `page(name, lang)` fills the
HTML, and the scripts read theirs from a JSON block on the page, which the browser does not run
(so the CSP's "no inline script" holds, and one request brings page and texts together).
"""
from __future__ import annotations

import html
import json
import re
from functools import lru_cache

from .. import i18n
from ..bots import BOTS
from ..games import GAMES, load_game
from ..i18n import catalog

__all__ = ["PAGES", "STATIC", "page", "js_texts", "js_messages", "PAGE_LANGS"]

PAGE_LANGS = i18n.LANG_NAMES          # each in its own language

# A page is a template: [[key]] is the catalog message classroom-<key> in the page's language
# (escaped), [[#lang]] the language, [[#texts]] the JSON block of the scripts' texts,
# [[#langs]] the student page's language options, [[#games]] the teacher's choice of game.
_HEAD = """<!doctype html><html lang="[[#lang]]"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/style.css"><title>[[{title}]]</title></head>"""
_TEXTS = """<script type="application/json" id="texts">[[#texts]]</script>
"""

TEACHER_HTML = _HEAD.format(title="teacher-title") + """<body>
<h1>[[teacher-title]]</h1>
<form id="login"><label>[[teacher-code]] <input id="code" type="password" autocomplete="off"
 size="30"></label> <button>[[open]]</button> <span id="status" role="status"></span></form>
<section id="main" hidden>
<h2>[[new_rooms]]</h2>
<form id="create">
<label>[[game]] <select id="game">[[#games]]</select></label>
<label>[[seats]] <input id="seats" value="human,human,human,greedy" size="36"
 title="[[seats_hint]]"></label>
<label>[[room_count]] <input id="count" type="number" min="1" max="50" value="1"></label>
<label>[[room_title]] <input id="title" size="16"></label> <button>[[create]]</button></form>
<table id="codes"><caption>[[codes_caption]]</caption>
<thead><tr><th>[[col-room]]</th><th>[[col-seat]]</th><th>[[col-code]]</th><th>[[col-link]]</th>
<th>[[col-voila]]</th></tr></thead><tbody></tbody></table>
<h2>[[rooms]]</h2>
<p><button id="all-records">[[all_records]]</button></p>
<table id="rooms"><thead><tr><th>[[col-room]]</th><th>[[col-title]]</th><th>[[col-game]]</th>
<th>[[col-phase]]</th><th>[[col-move]]</th><th>[[col-to_move]]</th><th>[[col-scores]]</th>
<th>[[col-seats]]</th><th></th></tr></thead>
<tbody></tbody></table>
<section id="aside" hidden><h2>[[aside]]</h2>
<p>[[aside_why]]</p><ul id="aside-list"></ul></section>
<section id="watch" hidden><h2>[[watched]] <span id="watch-room"></span></h2>
<img id="board" alt="[[watched_board]]"></section>
<h2>[[tournament]]</h2><div id="tournament"></div>
</section>
""" + _TEXTS + """<script src="/static/teacher.js"></script></body></html>"""

PROJECTOR_HTML = _HEAD.format(title="projector-title") + """<body class="projector">
<p id="who" role="status"></p><p id="status"></p>
<img id="board" alt="[[projector_board]]">
<h2>[[everyone_sees]]</h2><ol id="log" reversed></ol>
""" + _TEXTS + """<script src="/static/projector.js"></script></body></html>"""

PLAY_HTML = _HEAD.format(title="play-title") + """<body>
<h1>[[play-heading]]</h1>
<form id="join"><label>[[room]] <input id="room" size="12"></label>
<label>[[code]] <input id="code" size="20" autocomplete="off"></label>
<label>[[your_name]] <input id="name" size="16" maxlength="40"></label>
<label>[[language]] <select id="lang">[[#langs]]</select></label> <button>[[join]]</button></form>
<p id="status" role="status"></p>
<section id="table" hidden>
<p id="who"></p>
<h2>[[your_moves]]</h2><div id="moves"></div>
<form id="typed"><label>[[typed_move]] <input id="typed-move" size="30"></label>
<button>[[send]]</button></form>
<h2>[[you_see]]</h2><pre id="observation"></pre>
<h2>[[log]]</h2><ol id="log"></ol>
</section>
""" + _TEXTS + """<script src="/static/play.js"></script></body></html>"""

STYLE = """body{font-family:system-ui,sans-serif;margin:1rem;max-width:70rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #999;padding:.2rem .4rem;
vertical-align:top;text-align:left}button{margin:.1rem}#moves button{font-family:monospace}
pre{background:#f4f4f4;padding:.5rem;max-height:24rem;overflow:auto;white-space:pre-wrap}
#board{max-width:100%;border:1px solid #ccc}label{margin-right:.8rem}
#status{color:#a00}#log{max-height:18rem;overflow:auto}
.projector{max-width:none;font-size:1.3rem}.projector #board{width:100%;max-height:75vh}"""

# every script starts so: its texts from the page's JSON block (not executed, so the CSP's
# "no inline script" holds); T("key", {arg: value}) fills the { $arg } of classroom-js-<key>
_JS_TEXTS = r"""
"use strict";
const $ = (s) => document.querySelector(s);
const TEXTS = JSON.parse(document.getElementById("texts").textContent);
function T(key, args = {}) {
  return TEXTS.t[key].replace(/\{(\w+)\}/g, (m, name) => name in args ? String(args[name]) : m);
}
const gameName = (game) => TEXTS.game[game] || game;
const phaseName = (game, phase) => (TEXTS.phase[game] || {})[phase] || phase;
// a bot's seat by its kind in the page's language; a student's by the name it joined with
const seatName = (kind, name) => (kind !== "human" && TEXTS.bot[kind]) || name;
// the language on to the next page (a link, the projector, the websocket) when it was chosen
const langQuery = TEXTS.chosen ? "?lang=" + TEXTS.lang : "";
"""

TEACHER_JS = _JS_TEXTS + r"""
let code = sessionStorage.getItem("teacher-code") || "";
let watching = null, boardUrl = null;

async function api(path, opts = {}) {
  // the page's language, when chosen, for the answers and the join links the API makes
  const lang = TEXTS.chosen ? {"Accept-Language": TEXTS.lang} : {};
  const r = await fetch(path, {...opts, headers: {"Authorization": "Bearer " + code,
                                                  "Content-Type": "application/json", ...lang}});
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
    const tr = el("tr"); cell(tr, r.room); cell(tr, T("seat", {n: i + 1})); cell(tr, s.code);
    cell(tr, s.link); cell(tr, s.voila || T("no_voila"));
    body.appendChild(tr);
  });
}

function seatLine(r, s, i) {
  // a seat by its number, and by its name when it has one of its own
  const label = T("seat", {n: i + 1}), name = seatName(s.kind, s.name);
  const div = el("div", (name === label ? label : `${label}: ${name}`) + (s.kind === "human"
    ? " " + (s.joined ? T("joined") : T("seat_code", {code: s.code})) : ""));
  if (s.kind === "human") div.appendChild(button(T("new_code"), async () => {
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
    cell(tr, r.room); cell(tr, r.title); cell(tr, gameName(r.game));
    cell(tr, r.terminal ? T("game_over") : phaseName(r.game, r.phase)); cell(tr, r.version);
    cell(tr, r.terminal ? "" : (r.to_move < 0 ? T("chance")
      : seatName(r.seats[r.to_move].kind, r.seats[r.to_move].name)));
    // each score by its seat: a bare "0 / 0 / 0" leaves the teacher to count columns
    cell(tr, r.scores.map((v, i) => `${T("seat", {n: i + 1})}: ${v}`).join(", ") + (r.terminal
      ? "  " + T("won", {names: r.winners.map((p) => seatName(r.seats[p].kind, r.seats[p].name))
                                           .join(", ")}) : ""));
    const seats = cell(tr, ""); r.seats.forEach((s, i) => seats.appendChild(seatLine(r, s, i)));
    const act = cell(tr, "");
    act.appendChild(button(T("watch"), () => { watching = r.room; showBoard(); }));
    // the spectator's view for the projector: no hand, no hidden card, no teacher code shown
    act.appendChild(button(T("projector"),
      () => window.open(`/projector${langQuery}#room=${encodeURIComponent(r.room)}`)));
    act.appendChild(button(T("record"), () => saveBlob(`/api/rooms/${r.room}/record`, `${r.game}-${r.room}.json`)));
    // Hint and Review off in the room's tables for an exam (a class rule, not a security boundary)
    const locked = (r.locks || []).length > 0;
    act.appendChild(button(locked ? T("unlock") : T("lock"), async () => {
      await api(`/api/rooms/${r.room}/locks`, {method: "POST",
        body: JSON.stringify({locks: locked ? [] : ["hint", "review"]})});
      refresh();
    }));
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
    const t = el("table"); t.appendChild(el("caption", gameName(game)));
    const head = el("tr");
    for (const h of [T("participant"), T("games"), T("wins"), T("win_share"), T("mean_score")]) head.appendChild(el("th", h));
    t.appendChild(head);
    for (const r of rows) {
      const tr = el("tr"); cell(tr, seatName(r.kind, r.participant)); cell(tr, r.games); cell(tr, r.wins);
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

PLAY_JS = _JS_TEXTS + r"""
const hash = new URLSearchParams(location.hash.slice(1));
const fromPath = location.pathname.match(/^\/rooms\/([\w-]+)/);
let room = fromPath ? fromPath[1] : "", ws = null, view = null, seat = null, msgId = 0, closedForGood = false;
$("#room").value = room; $("#code").value = hash.get("code") || "";
if (location.hash) history.replaceState(null, "", location.pathname + location.search);   // the code leaves the address bar
// another language: the page again in it (before joining; the code is carried in the hash)
$("#lang").onchange = () => location.replace(location.pathname + "?lang=" + $("#lang").value +
  ($("#code").value ? "#code=" + encodeURIComponent($("#code").value) : ""));

function el(tag, text) { const e = document.createElement(tag); e.textContent = text ?? ""; return e; }
function status(text) { $("#status").textContent = text; }
const sessionKey = () => "sanmarco-classroom:" + room;

function connect(join) {
  ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host +
                     "/ws?lang=" + $("#lang").value);
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
    if (e.code === 4001) { status(T("opened_elsewhere")); closedForGood = true; }
    if (!closedForGood && localStorage.getItem(sessionKey())) {
      status(T("reconnecting"));
      setTimeout(() => connect(resume), 2000);
    }
  };
}
const resume = () => ({type: "join", session: localStorage.getItem(sessionKey()), lang: $("#lang").value});

function render(v) {
  view = v;
  const names = v.names.map((name, i) => seatName(v.seat_kinds[i], name)), turn = v.terminal ? T("game_over") : (v.to_move < 0 ? T("chance") : names[v.to_move]);
  const mine = T("seat", {n: seat + 1});
  $("#who").textContent = (names[seat] === mine
    ? T("you_are_seat", {game: gameName(v.game), seat: mine})
    : T("you_are", {game: gameName(v.game), seat: mine, name: names[seat]})) +
    " " + T("where", {version: v.version, phase: phaseName(v.game, v.phase), who: turn}) +
    (v.terminal ? " " + T("final_scores", {scores: v.scores.join(" / ")}) : "");
  const moves = $("#moves"); moves.replaceChildren();
  for (const text of v.legal.slice(0, 300)) {
    const b = el("button", text); b.type = "button"; b.onclick = () => send(text); moves.appendChild(b);
  }
  if (!v.legal.length) moves.appendChild(el("p", v.terminal ? T("over") : T("wait")));
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

PROJECTOR_JS = _JS_TEXTS + r"""
// opened by the teacher page's "projector" button: the teacher code comes with the page's
// session storage (window.open copies it) and is never shown; the view is the spectator's
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
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host +
                           "/ws?lang=" + TEXTS.lang);
  ws.onopen = () => ws.send(JSON.stringify({type: "watch", room, code, public: true, lang: TEXTS.lang}));
  ws.onmessage = (m) => {
    const v = JSON.parse(m.data);
    if (v.type === "refused") { refused = true; $("#status").textContent = v.reason; return; }
    if (v.type !== "view") return;
    const turn = v.terminal ? T("game_over") : (v.to_move < 0 ? T("chance")
      : seatName(v.seat_kinds[v.to_move], v.names[v.to_move]));
    $("#who").textContent = T("projector_line", {game: gameName(v.game), room: v.room,
      version: v.version, phase: phaseName(v.game, v.phase), who: turn}) +
      (v.terminal ? T("projector_scores", {scores: v.scores.join(" / ")}) : "");
    for (const step of v.steps) for (const e of step.events) $("#log").prepend(el("li", e.text));
    showBoard();
  };
  ws.onclose = () => { if (!refused) setTimeout(connect, 2000); };
}
if (code && room) connect();
else $("#status").textContent = T("projector_only");
"""

PAGES = {"teacher": TEACHER_HTML, "play": PLAY_HTML, "projector": PROJECTOR_HTML}


JS_PREFIX = "classroom-js-"     # the texts the scripts read: classroom-js-<key>


@lru_cache(maxsize=None)
def js_messages() -> dict:
    """Each classroom-js- message id of the English catalog and the names of its arguments
    (the same in every language: tests/classroom/test_cl_i18n.py sees to that)."""
    from fluent.syntax import FluentParser, Visitor, ast

    class Arguments(Visitor):
        def __init__(self):
            super().__init__()
            self.names = []

        def visit_VariableReference(self, node):
            self.names.append(node.id.name)
    out = {}
    path = catalog.LOCALES / "en" / "classroom.ftl"
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith(JS_PREFIX):
            found = Arguments()
            found.visit(entry)
            out[entry.id.name] = found.names
    return out


@lru_cache(maxsize=None)
def js_texts(lang: str) -> dict:
    """What the scripts read from the page: every classroom-js- text (its arguments left as
    {name} for the script to fill), the games' names, their phases' and the bots', in `lang`."""
    texts = {message_id.removeprefix(JS_PREFIX):
             i18n.render(message_id, lang, **{name: "{%s}" % name for name in names})
             for message_id, names in js_messages().items()}
    ids = catalog.message_ids("en")
    games = {game: i18n.message(game, "title", lang) for game in i18n.PREFIX}
    phases = {game: {m.removeprefix(f"{prefix}-phase-"): i18n.render(m, lang)
                     for m in sorted(ids) if m.startswith(f"{prefix}-phase-")}
              for game, prefix in i18n.PREFIX.items()}
    bots = {kind: i18n.render(next(m for m in (f"app-seat-{kind}", f"classroom-bot-{kind}")
                                   if catalog.has(m, lang)), lang) for kind in BOTS}
    return {"lang": lang, "t": texts, "game": games, "phase": phases, "bot": bots}


def _json_block(data: dict) -> str:
    # inside <script type="application/json"> only "</script" or "<!--" could end the block
    return json.dumps(data, ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")


_TOKEN = re.compile(r"\[\[(#?[\w-]+)\]\]")


@lru_cache(maxsize=None)
def page(name: str, lang: str = "en", chosen: bool = False) -> str:
    """The page `name` ("teacher", "play", "projector") in `lang`; `chosen`: the language
    came from the address or the browser's (not the fallback), so the page passes it on."""
    i18n.check_lang(lang)
    specials = {
        "#lang": lang,
        "#texts": _json_block({**js_texts(lang), "chosen": chosen}),
        "#langs": "".join(f'<option value="{code}"{" selected" if code == lang else ""}>'
                          f"{label}</option>" for code, label in PAGE_LANGS.items()),
        # every registered game, by its printed name (State.TITLE)
        "#games": "".join(f'<option value="{game}">{html.escape(load_game(game).State.TITLE)}'
                          f"</option>" for game in GAMES)}

    def fill(m):
        key = m.group(1)
        return specials[key] if key in specials else \
            html.escape(i18n.render(f"classroom-{key}", lang))
    return _TOKEN.sub(fill, PAGES[name])


STATIC = {"style.css": (STYLE, "text/css"), "teacher.js": (TEACHER_JS, "text/javascript"),
          "play.js": (PLAY_JS, "text/javascript"),
          "projector.js": (PROJECTOR_JS, "text/javascript")}
