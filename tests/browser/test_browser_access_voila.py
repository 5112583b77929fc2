"""axe-core on the Voila app (notebooks/play.ipynb, issue 26): the start page, after the four
set-up rolls and at the end of a game the bots played, scoped to the app's element (.smnb-app):
no serious or critical violation may be ours. Every finding, the page's own too, is written to
artifacts/axe_voila.json. A module of its own: its browser (the `chromium` fixture) cannot
start while another module's JupyterLab context holds Playwright's loop.
Skipped without chromium or npm, except under CI (CI set), where that fails (see conftest.py).
"""
from __future__ import annotations

import json

def test_axe_finds_nothing_serious_in_the_voila_app(voila_app, chromium, axe, artifacts):
    page = chromium.new_page()
    page.goto(voila_app, timeout=120_000)
    app = page.locator(".smnb-app")
    app.locator("svg.svg-figure").last.wait_for(state="visible", timeout=120_000)
    report, problems = {}, []

    def check(point):
        page.wait_for_timeout(500)
        report[point] = {"app": axe.run(page, ".smnb-app"), "page": axe.run(page)}
        problems.extend(f"{point}: {p}" for p in axe.serious(report[point]["app"]))

    check("start")
    roll = page.get_by_role("button", name="Roll the die")
    for _ in range(4):
        count = app.evaluate("el => el.querySelector('.smnb-table [role=status]')"
                             ".dataset.count || ''")
        roll.click()
        page.wait_for_function("([el, old]) => (el.querySelector('.smnb-table [role=status]')"
                               ".dataset.count || '') !== old",
                               arg=[app.element_handle(), count], timeout=30_000)
    check("after the set-up rolls")
    # instant, to the end
    page.get_by_role("button", name="Bots play (a greedy bot in your seat too):").click()
    app.get_by_text("won").first.wait_for(timeout=120_000)
    check("game over")
    (artifacts / "axe_voila.json").write_text(json.dumps(report, indent=1))
    page.screenshot(path=str(artifacts / "voila_access.png"), full_page=True)
    page.close()
    assert not problems, "\n".join(problems)
