"""A real JupyterHub: the room server runs as a hub-managed service with the lines a school's
admin copies (docs/jupyterhub_config.py), users log in through the hub's proxy
(configurable-http-proxy from npm, installed into build/node), each gets a single-user server
(SimpleLocalProcessSpawner on 127.0.0.1, the DummyAuthenticator), and each user's kernel joins a
room and plays its seat to the end, all from the hub machine's one address, while another
user's kernel keeps mistyping codes."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import aiohttp
import pytest

from sanmarco_nb.classroom import Teacher

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
NODE = ROOT / "build" / "node"
PROXY = NODE / "node_modules" / ".bin" / "configurable-http-proxy"
PROXY_VERSION = "5.3.0"
SNIPPET = ROOT / "docs" / "jupyterhub_config.py"
TOKEN, TEACHER = uuid.uuid4().hex, uuid.uuid4().hex
# four rooms of two students (8 users) and one more for the user who mistypes
ROOMS = [("artsociety", ["human", "human"]), ("sanmarco", ["human", "human", "greedy"]),
         ("artsociety", ["human", "human"]), ("sanmarco", ["human", "human", "random"]),
         ("artsociety", ["human", "greedy"])]

pytestmark = pytest.mark.skipif(shutil.which("npm") is None and not os.environ.get("CI"),
                                reason="npm is missing (Debian: apt-get install -y npm)")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _proxy() -> Path:
    """configurable-http-proxy in build/node (npm, this project's folder, not global)."""
    if not PROXY.exists():
        subprocess.run(["npm", "install", "--prefix", str(NODE), "--no-save", "--no-audit",
                        "--no-fund", f"configurable-http-proxy@{PROXY_VERSION}"],
                       check=True, capture_output=True, timeout=300)
    return PROXY


def _config(tmp: Path, hub_port: int, classroom_port: int) -> str:
    """The test's hub: the admin's lines for the classroom, then what a test machine needs
    (everything on 127.0.0.1, users without system accounts, a service token to drive it)."""
    return f"""
{SNIPPET.read_text()}
service = c.JupyterHub.services[0]
command = service["command"]
command[command.index("--port") + 1] = "{classroom_port}"
command[command.index("--data") + 1] = {str(tmp / "classroom")!r}
command += ["--bot-delay", "0"]
c.JupyterHub.services.append({{"name": "tester", "api_token": {TOKEN!r}}})
c.JupyterHub.load_roles = [{{"name": "tester", "services": ["tester"], "scopes": [
    "admin:users", "admin:servers", "access:servers", "list:users", "read:users"]}}]
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {hub_port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {_free_port()}
c.ConfigurableHTTPProxy.command = [{str(_proxy())!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{_free_port()}"
c.JupyterHub.db_url = "sqlite:///{tmp / 'hub.sqlite'}"
c.JupyterHub.cookie_secret_file = {str(tmp / 'cookie_secret')!r}
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {str(tmp / 'home' / '{username}')!r}
c.Spawner.cmd = [{str(BIN / 'jupyterhub-singleuser')!r}]
c.Spawner.args = ["--allow-root"]
c.Spawner.ip = "127.0.0.1"
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """A running hub: yields (hub URL, classroom URL, seconds the hub took to answer)."""
    tmp = tmp_path_factory.mktemp("hub")
    hub_port, classroom_port = _free_port(), _free_port()
    (tmp / "jupyterhub_config.py").write_text(_config(tmp, hub_port, classroom_port))
    env = {**os.environ, "SANMARCO_TEACHER_CODE": TEACHER,
           "PATH": f"{BIN}:{os.environ['PATH']}"}
    log = open(tmp / "hub.log", "w")
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(BIN / "jupyterhub"), "-f", str(tmp / "jupyterhub_config.py")],
                            cwd=tmp, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    url, classroom = f"http://127.0.0.1:{hub_port}", f"http://127.0.0.1:{classroom_port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert proc.poll() is None, (tmp / "hub.log").read_text()[-5000:]
            try:
                Teacher(classroom, TEACHER, timeout=2).rooms()
                subprocess.run(["curl", "-sf", "--noproxy", "*", f"{url}/hub/api"],
                               check=True, capture_output=True, timeout=5)
                break
            except (OSError, subprocess.SubprocessError, PermissionError):
                assert time.monotonic() < deadline, (tmp / "hub.log").read_text()[-5000:]
                time.sleep(0.3)
        yield url, classroom, time.perf_counter() - t0, tmp / "hub.log"
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()


class HubUser:
    """One user of the hub, driven through its REST API with the tester's token."""

    def __init__(self, http: aiohttp.ClientSession, hub: str, name: str):
        self.http, self.hub, self.name = http, hub, name
        self.headers = {"Authorization": f"token {TOKEN}"}

    async def api(self, method: str, path: str, **kw):
        async with self.http.request(method, f"{self.hub}{path}", headers=self.headers,
                                     **kw) as r:
            text = await r.text()
            assert r.status < 400, f"{method} {path}: {r.status} {text}"
            return json.loads(text) if text else None

    async def spawn(self) -> None:
        await self.api("POST", f"/hub/api/users/{self.name}/server")
        while not (await self.api("GET", f"/hub/api/users/{self.name}"))["servers"].get(
                "", {}).get("ready"):
            await asyncio.sleep(0.3)

    async def run(self, code: str, timeout: float = 240) -> str:
        """Run `code` in a new kernel of this user's server (through the hub's proxy, over the
        kernel's websocket) and return what it printed; fail on an error."""
        kernel = await self.api("POST", f"/user/{self.name}/api/kernels", json={})
        ws_url = f"{self.hub}/user/{self.name}/api/kernels/{kernel['id']}/channels"
        msg_id = uuid.uuid4().hex
        request = {"header": {"msg_id": msg_id, "username": self.name, "session": msg_id,
                              "msg_type": "execute_request", "version": "5.3"},
                   "parent_header": {}, "metadata": {}, "channel": "shell",
                   "content": {"code": code, "silent": False, "store_history": False,
                               "user_expressions": {}, "allow_stdin": False}}
        out, done = [], False
        async with self.http.ws_connect(ws_url, headers=self.headers) as ws:
            await ws.send_json(request)
            while not done:
                msg = await ws.receive_json(timeout=timeout)
                if msg.get("parent_header", {}).get("msg_id") != msg_id:
                    continue
                kind = msg["msg_type"]
                if kind == "stream":
                    out.append(msg["content"]["text"])
                elif kind == "error":
                    out.append("\n".join(msg["content"]["traceback"]))
                    raise AssertionError(f"{self.name}'s kernel failed:\n" + "".join(out))
                done = kind == "status" and msg["content"]["execution_state"] == "idle"
        await self.api("DELETE", f"/user/{self.name}/api/kernels/{kernel['id']}")
        return "".join(out)


PLAY = """
import time
from sanmarco_nb.classroom import Client, Refused
t0 = time.perf_counter()
for wrong in {wrong!r}:
    try:
        Client({room!r}, wrong, store=None)
    except Refused as e:
        print("refused:", e)
me = Client({room!r}, {code!r}, name={name!r}, store=None)
joined = time.perf_counter() - t0
moves = 0
while True:
    view = me.wait_turn(timeout=120)
    if view["terminal"]:
        break
    try:
        me.move(view["legal"][(view["version"] * 7919) % len(view["legal"])], view["version"])
        moves += 1
    except Refused:
        time.sleep(0.05)
me.close()
print("joined", round(joined, 3), "moves", moves, "over", view["terminal"])
"""


@pytest.mark.slow
def test_a_class_on_a_jupyterhub_joins_rooms_from_its_kernels_and_plays(hub, capsys):
    url, classroom, started, hub_log = hub
    teacher = Teacher(classroom, TEACHER)
    rooms = [teacher.create_room(game, seats) for game, seats in ROOMS]
    seats = [(r, s["code"]) for r in rooms for s in r["seats"] if s["code"]]
    names = [f"student{i}" for i in range(len(seats))]
    typo = len(seats) - 1                    # the last user's kernel mistypes 25 codes first,
    wrong = [f"{rooms[0]['seats'][0]['code'][:-2]}{i:02d}" for i in range(25)]   # for room 1

    async def lesson():
        async with aiohttp.ClientSession() as http:
            users = [HubUser(http, url, n) for n in names]
            await users[0].api("POST", "/hub/api/users", json={"usernames": names})
            t0 = time.perf_counter()
            await asyncio.gather(*(u.spawn() for u in users))
            spawned = time.perf_counter() - t0
            t0 = time.perf_counter()
            printed = await asyncio.gather(*(
                u.run(PLAY.format(room=f"{classroom}/rooms/{room['room']}", code=code,
                                  name=u.name, wrong=wrong if i == typo else []))
                for i, (u, (room, code)) in enumerate(zip(users, seats))))
            return spawned, time.perf_counter() - t0, printed

    spawned, played, printed = asyncio.run(lesson())
    for out in printed:
        assert "over True" in out, out
    refusals = [line for line in printed[typo].splitlines() if line.startswith("refused:")]
    assert len(refusals) == 25 and "wait a minute" in refusals[-1], refusals
    lines = teacher.rooms()
    assert all(line["terminal"] for line in lines)
    assert sorted(s["name"] for line in lines for s in line["seats"] if s["kind"] == "human") \
        == sorted(names)
    joins = [float(out.split("joined ")[1].split()[0]) for out in printed]
    with capsys.disabled():
        print(f"\nJupyterHub: hub, proxy and classroom service up in {started:.1f} s; "
              f"{len(names)} single-user servers spawned in {spawned:.1f} s; every kernel "
              f"joined and played its game to the end in {played:.1f} s (join "
              f"{min(joins):.2f}-{max(joins[:-1]):.2f} s; the typist, after 25 wrong "
              f"codes, {joins[-1]:.2f} s)")


def test_the_guide_shows_the_admin_the_lines_the_hub_test_runs():
    """docs/classroom.md quotes docs/jupyterhub_config.py whole, so the copied lines are the
    tested ones."""
    assert SNIPPET.read_text() in (ROOT / "docs" / "classroom.md").read_text()
