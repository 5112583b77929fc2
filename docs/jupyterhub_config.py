# The classroom's room server as a JupyterHub service (docs/classroom.md, "On a JupyterHub").
# Add these lines to the hub's jupyterhub_config.py. The hub starts the server with itself and
# stops it with itself; the rooms live in /srv/classroom and survive both. Students' kernels on
# the hub machine (a single-machine hub such as The Littlest JupyterHub) join rooms at
# http://127.0.0.1:8765, so the whole class reaches the server from one address.
# tests/classroom/test_cl_hub.py runs a real hub with exactly these lines.
import os
import sys

c.JupyterHub.services = [
    {
        "name": "classroom",
        # a Python with sanmarco-nb[classroom] installed (on TLJH: /opt/tljh/user/bin/python)
        "command": [sys.executable, "-m", "sanmarco_nb", "classroom", "serve",
                    "--host", "127.0.0.1", "--port", "8765", "--data", "/srv/classroom"],
        # the teacher code: set SANMARCO_TEACHER_CODE where the hub starts (its systemd unit,
        # say); left empty, the server makes one, prints it to the hub's log and keeps it
        "environment": {"SANMARCO_TEACHER_CODE": os.environ.get("SANMARCO_TEACHER_CODE", "")},
    },
]
