"""The room server's pages in the teacher's and the student's language: every text of the
teacher, projector and student pages (and of the texts their scripts read) from the catalogs
(classroom.ftl), no English word left in German or Turkish, the language from `?lang=`, else
the browser's Accept-Language, else English; the scripts' texts in a JSON block that is not
executed (the Content-Security-Policy stays as strict), holding every key the scripts read; the
join links carry a chosen language on; the server's answers to a person in that language."""
from __future__ import annotations

import asyncio
import importlib.util
import json
import re
import urllib.error
import urllib.request
from html.parser import HTMLParser
from pathlib import Path

import pytest
from aiohttp import ClientSession
from aiohttp.test_utils import make_mocked_request

from sanmarco_nb import i18n
from sanmarco_nb.classroom import Refused, ServerThread
from sanmarco_nb.classroom.pages import STATIC, js_messages, js_texts, page, _json_block
from sanmarco_nb.classroom.server import page_lang

_spec = importlib.util.spec_from_file_location(
    "catalog_checks", Path(__file__).resolve().parents[1] / "test_catalogs.py")
catalog_checks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalog_checks)

PAGES = ("teacher", "play", "projector")
CSP = ("default-src 'self'; img-src 'self' blob: data:; style-src 'self'; "
       "frame-ancestors 'none'; base-uri 'none'")
# words of these pages that the catalogs' general list does not hold (German and Turkish
# spell "Code", "Link", "Name", "Phase", "Bot" so too: not here)
PAGE_ENGLISH = {"room", "rooms", "seat", "join", "joined", "teacher", "watch", "watched",
                "download", "finished", "create", "open", "title", "language", "send",
                "wait", "new", "connection", "projector", "participant", "wins", "share",
                "mean", "log", "play", "classroom", "tournament", "everyone", "sees", "see",
                "what", "set", "aside", "interval", "won", "over", "lost", "window"}


class _Texts(HTMLParser):
    """What a person reads on a page: its text, its title/alt/placeholder attributes, and
    the JSON block of the scripts' texts (kept apart)."""

    def __init__(self):
        super().__init__()
        self.texts, self.block, self.scripts, self._in = [], None, [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.texts += [attrs[a] for a in ("title", "alt", "placeholder") if attrs.get(a)]
        if tag == "script":
            self.scripts.append(attrs)
            self._in = "block" if attrs.get("type") == "application/json" else "script"
        if tag == "html":
            self.lang = attrs.get("lang")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in = None

    def handle_data(self, data):
        if self._in == "block":
            self.block = json.loads(data)
        elif self._in is None and data.strip():
            self.texts.append(data.strip())


def _read(html: str) -> _Texts:
    parsed = _Texts()
    parsed.feed(html)
    return parsed


def _block_texts(block: dict) -> list[str]:
    return (list(block["t"].values()) + list(block["game"].values())
            + [name for phases in block["phase"].values() for name in phases.values()]
            + list(block["bot"].values()))


def _no_english(lang: str, where: str, text: str) -> None:
    text = re.sub(r"\{\w+\}", "X7", text)           # a script's {argument}: its sample
    catalog_checks._check(lang, where, text)          # the catalogs' own check, and ...
    words = re.findall(r"[^\W\d_]+", catalog_checks.QUOTED.sub(" ", text))
    english = {w for w in words if w.lower() in PAGE_ENGLISH}
    assert not english, f"{lang} {where}: English {sorted(english)} in {text!r}"


@pytest.mark.parametrize("lang", ["de", "tr"])
@pytest.mark.parametrize("name", PAGES)
def test_every_page_speaks_german_and_turkish_with_no_english_word_left(name, lang):
    parsed = _read(page(name, lang))
    assert parsed.lang == lang and "[[" not in page(name, lang)
    assert parsed.texts and parsed.block["lang"] == lang
    for text in parsed.texts + _block_texts(parsed.block):
        _no_english(lang, name, text)


def test_the_english_pages_say_what_they_said():
    teacher, play = page("teacher"), page("play")
    assert '<html lang="en">' in teacher and "<h1>Classroom: teacher</h1>" in teacher
    assert "Download every finished record" in teacher and "Rooms set aside" in teacher
    assert '<option value="en" selected>English</option>' in play
    assert js_texts("en")["t"]["joined"] == "(joined)"


def test_a_person_given_text_cannot_leave_the_json_block():
    block = _json_block({"t": {"x": "</script><script>alert(1)</script>"}})
    assert "</" not in block and json.loads(block)["t"]["x"].startswith("</script>")


# ---- the scripts read their texts from the block --------------------------------------

_CALL = re.compile(r"\bT\(\"(\w+)\"(?:,\s*\{([^}]*)\})?\)")


def _calls() -> dict:
    """Each T("key", {arg: ...}) of the three scripts: key -> the argument names it fills."""
    calls = {}
    for name in ("teacher.js", "play.js", "projector.js"):
        for key, args in _CALL.findall(STATIC[name][0]):
            calls.setdefault(key, set()).update(re.findall(r"(\w+):", args or ""))
    return calls


def test_every_text_the_scripts_read_is_in_the_block_with_the_arguments_they_fill():
    calls = _calls()
    assert len(calls) >= 25
    assert not [m for m in re.findall(r"(?<!function )\bT\(([^\"\s)][^)]*)\)", "".join(
        STATIC[n][0] for n in ("teacher.js", "play.js", "projector.js")))], \
        "a T() whose key is not a literal cannot be checked"
    assert set(calls) == {m.removeprefix("classroom-js-") for m in js_messages()}, \
        "a text the scripts read without a catalog entry, or an entry no script reads"
    for lang in i18n.LANGS:
        texts = js_texts(lang)["t"]
        for key, given in calls.items():
            wanted = set(re.findall(r"\{(\w+)\}", texts[key]))
            assert wanted == given, (lang, key, wanted, given)


def test_the_scripts_messages_are_plain_so_the_browser_can_fill_them():
    """A plural or a Turkish case needs the value: the server cannot render it for the
    script, so a classroom-js- message has neither (a select or a function call)."""
    for lang in i18n.LANGS:
        for _file, entry in catalog_checks._entries(lang):
            if entry.id.name.startswith("classroom-js-"):
                found = catalog_checks._arguments(lang, entry)
                assert not found.keys, (lang, entry.id.name)
                source = (catalog_checks.catalog.LOCALES / lang / "classroom.ftl").read_text()
                line = next(x for x in source.splitlines()
                            if x.startswith(entry.id.name + " ="))
                assert not re.search(r"[A-Z]+\(", line), (lang, line)


def test_every_phase_of_both_games_has_its_name_in_the_block():
    from sanmarco_nb.games import load_game
    for game in ("sanmarco", "artsociety"):
        state = load_game(game).from_record({"game": game, "format": 1, "players": 3,
                                             "seed": 4, "moves": []})
        assert state.phase in js_texts("de")["phase"][game]
    assert js_texts("tr")["phase"]["sanmarco"]["doge"] == i18n.phase_name("sanmarco", "doge", "tr")


def test_every_bot_has_its_name_in_every_language():
    from sanmarco_nb.bots import BOTS
    for lang in i18n.LANGS:
        assert set(js_texts(lang)["bot"]) == set(BOTS)
    assert js_texts("de")["bot"]["greedy"] == "gieriger Bot"


# ---- the language a person asked for ------------------------------------------------

@pytest.mark.parametrize("query,header,expected", [
    ("?lang=de", "tr", ("de", True)),
    ("?lang=xx", "tr-TR,tr;q=0.9,en;q=0.8", ("tr", True)),
    ("", "fr-FR, de;q=0.5, tr;q=0.8", ("tr", True)),
    ("", "de-AT", ("de", True)),
    ("", "en-GB,en;q=0.9", ("en", True)),
    ("", "de;q=0, fr", ("en", False)),
    ("", "de;q=abc, tr", ("tr", True)),
    ("", "", ("en", False)),
    ("?lang=", None, ("en", False)),
])
def test_the_language_from_the_address_then_the_browser_then_english(query, header, expected):
    headers = {"Accept-Language": header} if header is not None else {}
    assert page_lang(make_mocked_request("GET", "/teacher" + query, headers=headers)) == expected


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with ServerThread(data=str(tmp_path_factory.mktemp("i18n") / "data"),
                      voila_url="http://hub.example/voila/render/play.ipynb") as running:
        yield running


def _get(url: str, **headers):
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as r:
        return r.read().decode(), r.headers


@pytest.mark.parametrize("path", ["/teacher", "/projector", "/", "/rooms/abc"])
def test_a_page_is_served_in_the_asked_language_under_the_same_csp(server, path):
    for suffix, headers, lang in (("?lang=de", {"Accept-Language": "tr"}, "de"),
                                  ("", {"Accept-Language": "tr-TR,tr;q=0.9"}, "tr"),
                                  ("", {"Accept-Language": "fr"}, "en"), ("", {}, "en")):
        html, got = _get(server.url + path + suffix, **headers)
        parsed = _read(html)
        assert parsed.lang == lang and parsed.block["lang"] == lang, (path, suffix, headers)
        assert got["Content-Language"] == lang and "Accept-Language" in got["Vary"]
        assert got["Content-Security-Policy"] == CSP
        # scripts: files of this server, and the one block that is data, not code
        assert [s for s in parsed.scripts if "src" not in s] == [
            {"type": "application/json", "id": "texts"}]
        assert all(s["src"].startswith("/static/") for s in parsed.scripts if "src" in s)
        assert parsed.block["chosen"] is (lang != "en" or bool(suffix))


def _api(server, method: str, path: str, body=None, **headers):
    request = urllib.request.Request(
        server.url + path, method=method, data=json.dumps(body).encode() if body else None,
        headers={"Authorization": f"Bearer {server.teacher_code}",
                 "Content-Type": "application/json", **headers})
    try:
        with urllib.request.urlopen(request, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_the_join_links_carry_the_teacher_pages_language_when_it_was_chosen(server):
    status, made = _api(server, "POST", "/api/rooms", {"game": "sanmarco",
                        "seats": ["human", "greedy", "greedy"]}, **{"Accept-Language": "de"})
    assert status == 200
    seat = made["rooms"][0]["seats"][0]
    assert re.fullmatch(r"http://\S+/rooms/[\w-]+\?lang=de#code=[\w-]+", seat["link"])
    assert seat["voila"].endswith("&lang=de") and "room=http" in seat["voila"]
    room = made["rooms"][0]["room"]
    _, card = _api(server, "GET", f"/api/rooms/{room}")        # no language asked for
    assert "lang=" not in card["seats"][0]["link"] and "lang=" not in card["seats"][0]["voila"]
    assert "?lang=tr#" in _api(server, "GET", f"/api/rooms/{room}",
                               **{"Accept-Language": "tr"})[1]["seats"][0]["link"]


def test_the_servers_answers_to_the_teacher_are_in_the_pages_language(server):
    status, answer = _api(server, "POST", "/api/rooms", {"game": "sanmarco",
                          "seats": ["human", "alphazero"]}, **{"Accept-Language": "tr"})
    assert status == 400 and "Yer türü 'alphazero'" in answer["error"], answer
    status, answer = _api(server, "POST", "/api/rooms", {"game": "sanmarco", "count": 99},
                          **{"Accept-Language": "de"})
    assert status == 400 and answer["error"] == "Anzahl: 1 bis 50 Räume auf einmal.", answer
    request = urllib.request.Request(server.url + "/api/rooms",
                                     headers={"Accept-Language": "de"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
    assert refused.value.read().decode() == i18n.render("classroom-teacher_code_needed", "de")
    _, english = _api(server, "POST", "/api/rooms", {"game": "sanmarco", "seats": ["robot"]})
    assert english["error"].startswith("seat kind 'robot': choose human or one of ")


def test_a_student_connections_refusals_are_in_the_language_of_its_page(server):
    """Junk before a join and a join with a wrong code: in the websocket's `?lang=`."""
    async def go():
        async with ClientSession() as http:
            async with http.ws_connect(server.url.replace("http", "ws") + "/ws?lang=tr") as ws:
                await ws.send_str("[1]")
                first = json.loads((await ws.receive()).data)
            async with http.ws_connect(server.url.replace("http", "ws") + "/ws?lang=de") as ws:
                await ws.send_str(json.dumps({"type": "join", "code": "nope", "room": "x"}))
                second = json.loads((await ws.receive()).data)
        return first, second
    first, second = asyncio.run(go())
    assert first["reason"] == i18n.render("room-first_message", "tr")
    said = Refused.from_dict(second["refusal"])
    assert second["reason"] == i18n.refusal(said, "de") != i18n.refusal(said, "en"), second
