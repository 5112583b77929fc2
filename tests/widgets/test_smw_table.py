"""The San Marco table driven from Python: button clicks, board clicks (bqplot element-click
messages) and the pieces alone; assertions on the game state and on the marks' data."""
from __future__ import annotations

import ast
import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import ipywidgets as W
import numpy as np
import pytest

from sanmarco_nb import artsociety, i18n, sanmarco
from sanmarco_nb.sanmarco import BRIDGES
from sanmarco_nb.bench import random_step
from sanmarco_nb.core import CHANCE, IllegalAction, play_chance
from sanmarco_nb.i18n.sanmarco import player_name
from sanmarco_nb.sanmarco.cards import DOGE
from sanmarco_nb.svg.sanmarco import DOGE_SPOTS
from sanmarco_nb.widgets import sanmarco_pieces as pieces
from sanmarco_nb.widgets.sanmarco_board import BoardView, majority_places, round_positions
from sanmarco_nb.widgets.sanmarco_table import SanMarcoTable
from sanmarco_nb.widgets.seats import BotError

from helpers import click, click_district, district_click_data, walk

SEATS = ["human", "random", "random", "random"]


def find(table, cls):
    return [w for w in walk(table.panel) if isinstance(w, cls)]


def human_turn(table, rng):
    """One human decision through the panel's controls (or a click on the board)."""
    if (rollers := find(table, pieces.DiceRoller)):
        return click(rollers[0].button)
    if (splitters := find(table, pieces.SplitBuilder)):
        s = splitters[0]
        assert s.confirm.disabled                   # all cards start in offer A: not legal
        s.set_offers([i % s.k for i in range(len(s.hand))])
        return click(s.confirm)
    if (choosers := find(table, pieces.OfferChooser)):
        return click(rng.choice(choosers[0].buttons))
    state = table.state
    targets = sorted({d for a in state.legal_actions() for d in pieces.action_targets(a)})
    if targets and rng.random() < 0.3:
        # a board click: the one choice there is taken, or the panel narrows to the district
        return click_district(table.board, rng.choice(targets))
    buttons = [b for b in find(table, W.Button) if not b.disabled]
    assert buttons, f"no control offered in phase {state.phase}"
    click(rng.choice(buttons))


def play_to_end(table, seed=0, limit=3000):
    rng = random.Random(seed)
    for _ in range(limit):
        if table.state.is_terminal():
            break
        human_turn(table, rng)
        assert table.guard.errors == []
    assert table.state.is_terminal()
    return table


def assert_marks_show(table, state):
    """The board's and charts' marks carry exactly the state's data."""
    P, board = state.players, table.board
    for p, mark in enumerate(board.aristocrats):
        assert list(mark.opacities) == [1.0 if state.counts[d][p] else 0.0 for d in range(6)]
    assert list(board.counts.text) == [str(state.counts[d][p] or "") for d in range(6)
                                       for p in range(P)]
    assert list(board.bridges.opacities).count(1.0) == len(state.bridges) <= BRIDGES
    if state.doge is None:
        assert list(board.doge.opacities) == [0.0]
    else:
        # the Doge's diamond is drawn around its spot, in board units
        centre = (np.mean(board.doge.x[:-1]), np.mean(board.doge.y[:-1]))
        assert np.allclose(centre, DOGE_SPOTS[state.doge]) and list(board.doge.opacities) == [1]
    np.testing.assert_array_equal(table.majority.bars.y, np.array(state.counts).T)
    opaque = [[bool(place) for place in majority_places(row)] for row in state.counts]
    assert [o == 1.0 for o in table.majority.bars.opacities] == sum(opaque, [])
    np.testing.assert_array_equal(table.limits.bars.y, state.limit_totals)
    np.testing.assert_array_equal(table.prestige.lines.y[:, -1], state.scores)
    # the passages on the prestige chart (SM-P7): a line where passage II and III began
    states = table.timeline.states[:table.timeline.cursor + 1]
    begun = [i for i in range(1, len(states)) if states[i].passage != states[i - 1].passage]
    assert list(table.prestige.passages.opacities).count(1.0) == len(begun)
    xs = round_positions(states)
    assert [x for x, o in zip(table.prestige.passage_names.x,
                              table.prestige.passage_names.opacities) if o] == [xs[i] for i in begun]
    assert all(x == int(x) for x in table.prestige.passage_names.x)   # a passage starts a round
    # the passage and round now: beside the chart, in its legend (no caption in the plot)
    assert table._passage_round(state) in table.legend.value


def test_full_game_one_human_three_bots_to_the_end():
    """The issue's "done": a 4-player game, one human seat, played to its end in the table
    (SM-S2 rolls, SM-S4 bridges, SM-R3 splits, SM-R6 choices, SM-A* cards, SM-F1 end)."""
    table = play_to_end(SanMarcoTable(players=4, seats=SEATS, seed=11))
    state = table.state
    assert state.winners() and "Game over" in table.header.value
    assert "Game over" in table.panel.children[0].value      # and the final ranking
    assert_marks_show(table, state)
    assert table.timeline.end == len(state.history) and table.latency
    assert table.log_panel.list.lines[0].endswith(f"[{table.timeline.events[-1][-1].rule}]")
    # the record of the table's game replays to the same end
    assert sanmarco.from_record(state.to_record()).scores == state.scores


@pytest.mark.parametrize("lang,words", [("en", ("Passage", "Back", "Player 1")),
                                        ("de", ("Durchgang", "Zurück", "Spieler 1")),
                                        ("tr", ("Dönem", "Geri", "Oyuncu 1"))])
def test_a_game_in_each_language(lang, words):
    table, rng = SanMarcoTable(players=4, seats=SEATS, seed=5, lang=lang), random.Random(1)
    for _ in range(40):                           # into the first round, through the panel
        human_turn(table, rng)
    header, back, player = words
    assert header in table.header.value and player in table.header.value
    assert table.bar.back.description == back
    last = table.timeline.events[-1][-1]
    assert table.log_panel.list.lines[0].startswith(
        f"{table.timeline.end}. {last.describe(lang)}")
    table.log_panel.list.index = 0                # selecting an entry explains its rule
    assert last.rule in table.log_panel.rule.value and last.rule in table.log_panel.list.tooltip
    assert table.prestige.lines.labels == [player_name(p, lang) for p in range(4)]
    play_to_end(table, seed=2)
    assert_marks_show(table, table.state)


def test_switching_language_relabels_everything():
    table = SanMarcoTable(players=4, seats=SEATS, seed=3)
    table.lang = "de"
    assert "Würfeln" in [b.description for b in find(table, W.Button)]
    assert table.prestige.figure.title == "Prestigepunkte"
    assert table.limits.x.domain == [f"Spieler {p}" for p in range(1, 5)]
    table.lang = "tr"
    assert "Zar at" in [b.description for b in find(table, W.Button)]


def test_clicks_out_of_turn_double_clicks_and_stale_panels_change_nothing():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    roll = find(table, pieces.DiceRoller)[0].button
    click(roll)
    record = table.state.to_record()
    click(roll)                                   # the same old button again
    assert table.state.to_record() == record and "out of date" in table.guard.status.value
    click_district(table.board, 4)                # a board click while a roll is due
    assert table.state.to_record() == record and "San Marco" in table.guard.status.value
    with pytest.raises(IllegalAction):
        table.act("district 5")                   # not a legal move now: the engine says why
    table.seek(0)                                 # time travel: the old panel is stale too
    assert table.state.to_record()["moves"] == []
    assert table.guard.errors == []


def test_board_click_targets_a_district_and_narrows_the_panel():
    """SM-S4 set-up bridge: clicking a district leaves only its canals in the panel."""
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    while table.state.phase == "setup-dice":
        click(find(table, pieces.DiceRoller)[0].button)
    assert table.state.phase == "setup-bridges" and table.state.to_move == 0
    click_district(table.board, 0)                # Cannaregio: 4 canals
    labels = [b.description for b in find(table, W.Button)]
    bridges = [t for t in labels if t.startswith("Bridge ")]
    assert len(bridges) == 4 and all("Cannaregio" in t for t in bridges)
    click(next(b for b in find(table, W.Button) if b.description == bridges[0]))
    assert any(o == 0 for *_, o in table.state.bridges)
    assert table.guard.errors == []


def to_split(state):
    """Play on (chance by the seed, else the first legal action) to the first split."""
    while state.phase != "split":
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            state.apply(state.legal_actions()[0])


def test_split_builder_alone_confirms_only_legal_splits():
    """SM-R3: the Confirm button is enabled only for two non-empty offers."""
    state = sanmarco.new_game(players=4, seed=7)
    to_split(state)
    builder = pieces.SplitBuilder(state)
    assert builder.k == 2 and builder.confirm.disabled
    builder.chips[0].value = 1
    assert not builder.confirm.disabled
    summary = " ".join(w.value for w in walk(builder.summary) if isinstance(w, W.HTML))
    assert "Offer B" in summary and "1 action" in summary
    click(builder.confirm)
    assert builder.state.phase != "split" and "SM-R3" in builder.events.value
    assert state.phase == "split"                  # the piece played on its own copy


def test_split_builder_three_offers_with_three_players():
    """SM-R4: three offers, made as a set-aside offer and a split of the rest."""
    state = sanmarco.new_game(players=3, seed=4)
    to_split(state)
    builder = pieces.SplitBuilder(state)
    assert builder.k == 3 and len(builder.hand) == 10
    builder.set_offers([0] * 9 + [1])
    assert builder.confirm.disabled               # offer C empty
    builder.set_offers([i % 3 for i in range(10)])
    assert not builder.confirm.disabled
    click(builder.confirm)
    assert builder.state.phase == "choose" and len(builder.state.offers[0]) == 3


def test_dice_roller_alone_places_two_aristocrats():
    """SM-S2: a set-up roll puts 2 aristocrats into the district rolled."""
    state = sanmarco.new_game(players=4, seed=1)
    roller = pieces.DiceRoller(state)
    click(roller.button)
    assert sum(row[0] for row in roller.state.counts) == 2 and "SM-S2" in roller.events.value
    assert sum(row[0] for row in state.counts) == 0   # the lesson's game is left as it was


def _to_doge_card(seed):
    rng = random.Random(seed)
    for s in range(seed, seed + 200):
        state = sanmarco.new_game(players=4, seed=s)
        while not state.is_terminal():
            if state.phase == "play" and DOGE in state.pending.cards and state.doge is not None \
                    and len(state.doge_paths()) > 2:
                return state
            random_step(state, rng)
    raise AssertionError("no Doge card found")


def test_doge_mover_lists_paths_cheapest_first_and_pays_the_tolls():
    """SM-A8/SM-A9: whole paths, cheapest first, each with its cost; choosing one walks it and
    pays exactly that cost in tolls and bank crossings."""
    state = _to_doge_card(3)
    events = []

    def walk_it(actions):
        for a in actions:
            events.extend(state.apply(a))
    mover = pieces.DogeMover(state, on_action=walk_it)
    moves = mover.moves()
    costs = [m[3] for m in moves]
    assert costs == sorted(costs) and len({m[1][-1] for m in moves}) == len(moves)
    actions, path, cross, cost = moves[-1]
    # the button says who is paid, and how much in all
    assert len(path) > 1 and f"you pay {cost} prestige points" in mover.buttons[-1].description
    click(mover.buttons[-1])
    assert state.doge == path[-1]
    assert sum(e.data["pp"] for e in events if e.kind in ("bank", "toll")) == cost


def test_doge_mover_to_one_district_lists_every_affordable_path():
    state = _to_doge_card(5)
    dest = state.doge_paths()[-1][0][-1]
    mover = pieces.DogeMover(state, dest=dest)
    assert all(m[1][-1] == dest for m in mover.moves())
    assert len(mover.moves()) == min(len(state.doge_paths(dest)), mover.MAX_SHOWN)


def test_majority_chart_marks_first_and_second_place():
    """SM-V2/SM-V3: a single leader is 1, a single runner-up 2, tied leaders 2, ties for
    second nothing."""
    assert majority_places((3, 1, 0, 0)) == ["1", "2", "", ""]
    assert majority_places((3, 3, 1, 0)) == ["2", "2", "", ""]
    assert majority_places((4, 2, 2, 0)) == ["1", "", "", ""]
    assert majority_places((0, 0, 0, 0)) == ["", "", "", ""]
    table = SanMarcoTable(players=4, seats=["random"] * 4, seed=9)      # bots play it out
    state = table.state
    rows = len(table.majority.ROWS)
    tied = 0
    for d in range(6):
        places = majority_places(state.counts[d])
        leaders = [p for p in range(4) if state.counts[d][p] == max(state.counts[d])]
        firsts = [f"1st P{p + 1}" for p in range(4) if places[p] == "1"]
        # tied leaders share first place (and score the second value): never "2nd"
        shared = [f"=1 P{p + 1}" for p in leaders if len(leaders) > 1 and places[p]]
        seconds = [f"2nd P{p + 1}" for p in range(4) if places[p] == "2" and p not in leaders]
        shown = list(table.majority.places.text[d * rows:(d + 1) * rows])
        assert shown == (firsts + shared + seconds + [""] * rows)[:rows]
        tied += bool(shared)
    from types import SimpleNamespace
    chart = table.majority
    counts = [(3, 3, 1, 0), (3, 1, 1, 0)] + [(0, 0, 0, 0)] * 4
    texts = chart.place_texts(SimpleNamespace(counts=counts))
    assert texts[:rows][:2] == ["=1 P1", "=1 P2"] and texts[rows] == "1st P1"
    fig = pieces.majority_chart(state, "de")
    assert fig.title.startswith("Adlige")


def test_bots_play_to_the_end_of_the_round_then_the_game():
    table = SanMarcoTable(players=4, seats=SEATS, seed=2)
    table.bar.until.value = "round"
    click(table.bar.bots_play)
    assert table.state.round >= 1 and table.guard.errors == []
    table.bots_play("passage")
    assert table.state.passage >= 2 or table.state.is_terminal()
    table.bots_play("game")
    assert table.state.is_terminal() and table.bar.bots_play.disabled
    assert_marks_show(table, table.state)


def test_time_travel_and_replaying_a_record():
    table = SanMarcoTable(players=4, seats=["random"] * 4, seed=4)
    final = table.state
    click(table.bar.start)
    assert table.state.phase == "setup-dice" and table.board.counts.text[0] == ""
    click(table.bar.forward)
    assert sum(map(sum, table.state.counts)) == 2
    click(table.bar.end)
    assert table.state.scores == final.scores
    other = SanMarcoTable(players=4, seats=SEATS, seed=99)
    other.load_record(final.to_record())
    assert other.timeline.cursor == 0 and other.timeline.end == len(final.history)
    click(other.bar.replay)
    assert other.state.scores == final.scores
    assert_marks_show(other, other.state)


def play_until_the_bot_fails(bot):
    """A table with `bot` in seat P2, the human's turns played at random until the bot fails."""
    table = SanMarcoTable(players=4, seats=["human", bot, "random", "random"], seed=7)
    rng = random.Random(0)
    for _ in range(60):
        if table.guard.errors:
            break
        human_turn(table, rng)
    return table


def test_an_error_inside_a_callback_goes_to_the_output_area():
    class Broken:
        name = "broken"

        def choose(self, view):
            raise RuntimeError("bot crashed")
    table = play_until_the_bot_fails(Broken())
    assert "bot crashed" in table.guard.output.outputs[0]["text"]
    assert "RuntimeError" in table.guard.status.value
    # the game stopped where the bot failed, consistent and still on screen
    assert table.state.to_move == 1 and not find(table, pieces.SplitBuilder)


def test_bots_play_at_a_speed_as_a_task_that_stop_cancels():
    """With a speed, bots play one step per tick in the kernel's event loop, so clicks are
    answered meanwhile: humans are refused while it runs, Stop ends it, the game stays whole."""

    async def scenario():
        table = SanMarcoTable(players=4, seats=SEATS, seed=6)
        table.bots_play("game", speed="fast")
        assert table._task is not None and not table.bar.stop.disabled
        await asyncio.sleep(0.5)
        with pytest.raises(IllegalAction, match="bots are playing"):
            table.roll()
        steps = table.timeline.end
        assert steps > 0
        click(table.bar.stop)
        await asyncio.sleep(0.3)
        assert table._task is None and table.timeline.end == steps
        assert sanmarco.from_record(table.state.to_record()).to_record() == \
            table.state.to_record()
        if not table.waiting_for_human():          # stopped in the bots' turns: Continue
            click(next(b for b in find(table, W.Button) if b.description.startswith("Cont")))
        assert table.waiting_for_human() and table.guard.errors == []
    # a loop of its own in a fresh thread: the browser tests' Playwright session (sync API)
    # keeps a loop running in this thread for the rest of the test session
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, scenario()).result()


@pytest.mark.parametrize("players,variant", [
    (3, sanmarco.Variant()),
    (4, sanmarco.Variant(role_assignment="start_player_chooses", action_cards_optional=True,
                         fewest_limit_reward="remove_one", banish_targets="single_opponent",
                         doge_bridgeless_cost=None, fewest_limit_tie="all_tied")),
])
def test_every_decision_has_controls_in_three_player_games_and_under_variants(players, variant):
    """SM-R2/SM-R4 (three players: one distributor, three offers) and the variant switches
    (SM-R1 start_player_chooses, SM-R7 optional cards, SM-P6 remove_one, SM-A5
    single_opponent, SM-A9 bridges only): the human's panel always offers the decision."""
    seats = ["human"] + ["random"] * (players - 1)
    table = play_to_end(SanMarcoTable(players=players, seats=seats, seed=21, variant=variant),
                        seed=4)
    assert table.state.variant == variant
    assert_marks_show(table, table.state)


def test_records_show_load_and_refuse_with_the_reason():
    table = SanMarcoTable(players=4, seats=["random"] * 4, seed=8)
    click(table.bar.show_record)
    record = json.loads(table.bar.record.value)
    assert record == table.state.to_record()
    other = SanMarcoTable(players=4, seats=SEATS, seed=1)
    other.bar.record.value = json.dumps(record)
    click(other.bar.load_record)
    assert other.timeline.cursor == 0 and other.timeline.end == len(record["moves"])
    record["moves"][20] = "doge 9"                 # tampered: refused, nothing changes
    other.bar.record.value = json.dumps(record)
    click(other.bar.load_record)
    assert "move 21" in other.guard.status.value and other.guard.errors == []
    assert other.timeline.end == len(record["moves"])


def test_continue_from_a_bots_turn_in_the_past_branches_to_the_next_human_decision():
    table, rng = SanMarcoTable(players=4, seats=SEATS, seed=12), random.Random(3)
    for _ in range(30):
        human_turn(table, rng)
    bot_turns = [i for i, s in enumerate(table.timeline.states)
                 if not s.is_terminal() and s.to_move not in (CHANCE, 0)]
    table.seek(bot_turns[-1])
    assert "Waiting for" in table.panel.children[0].value
    click(next(b for b in find(table, W.Button) if b.description.startswith("Continue")))
    assert table.waiting_for_human() and table.timeline.cursor == table.timeline.end
    with pytest.raises(IllegalAction):
        table.resume()                             # a human decides now: nothing to resume


# ---- regressions (issues 10 and 12) -------------------------------------------------------------

def test_bots_play_from_a_position_plays_the_same_moves_every_time():
    """The human seat's stand-in is the bots package's random player, seeded by the position:
    going back and letting the bots play again gives the same game (it used to differ from
    step 16 on)."""
    table = SanMarcoTable(players=4, seats=SEATS, seed=2)
    histories = []
    for _ in range(2):
        table.seek(0)
        table.bots_play("round")
        table.bots_play("passage")
        histories.append([str(a) for a in table.state.history])
    assert len(histories[0]) > 100 and histories[0] == histories[1]
    assert table.guard.errors == []


def _to_single_choice_on(table, d, rng):
    """Play on (random legal moves for the human) until one click on district `d` takes a
    move at once."""
    for _ in range(400):
        state = table.state
        if state.phase == "play" and table.waiting_for_human(state):
            choices = [a for a in state.legal_actions()
                       if a.verb != "doge" and d in pieces.action_targets(a)]
            if len(choices) == 1 and not pieces.doge_moves(state, d):
                return choices[0]
        if state.to_move == CHANCE:
            table.roll()
        else:
            table.act(rng.choice(state.legal_actions()))
    raise AssertionError("no single choice found")


def test_a_double_click_on_a_district_makes_one_move():
    """The second click of a double click was made on the drawing of the old position (the
    browser had not yet received the new one): it is refused as stale, as a panel button's is
    (it used to play `transfer 2 P2` twice)."""
    table = SanMarcoTable(3, ["human", "random", "random"], seed=8)
    choice = _to_single_choice_on(table, 1, random.Random(0))
    drawn = district_click_data(table.board, 1)          # the board as the browser shows it
    n = len(table.state.history)
    click_district(table.board, 1, drawn)
    assert table.state.history[n] == choice
    after = table.timeline.version, table.state.to_record()
    click_district(table.board, 1, drawn)                 # the second click, same drawing
    assert (table.timeline.version, table.state.to_record()) == after
    assert "out of date" in table.guard.status.value and table.guard.errors == []
    assert [str(a) for a in table.state.history[n:]].count(str(choice)) == 1


def test_board_callbacks_register_and_remove_in_the_ipywidgets_idiom():
    board, calls = BoardView(4), []

    def f(d, version):
        calls.append((d, version))
    board.on_district(f)
    board.update(sanmarco.new_game(4, 1), version=7)
    click_district(board, 2)
    board.on_district(f, remove=True)
    click_district(board, 3)
    assert calls == [(2, 7)]


@pytest.mark.parametrize("junk", [None, "district 5", "other game"])
def test_a_bot_answering_junk_shows_as_the_bots_error_with_a_traceback(junk):
    """Not as a red refusal of the human's move (which stays made)."""

    class Junk:
        name = "junk"

        def choose(self, view):
            return artsociety.Action("done") if junk == "other game" else junk
    table = play_until_the_bot_fails(Junk())
    error, = table.guard.errors
    assert isinstance(error, BotError) and "junk" in str(error)
    text = table.guard.output.outputs[0]["text"]
    assert "Traceback" in text and "BotError" in text
    assert not table.guard.refusals and "BotError" in table.guard.status.value
    assert table.state.to_move == 1 and table.state.history      # stopped at the bot's turn


def test_log_lines_after_going_back_and_playing_on_are_the_new_branchs():
    """The log's lines are cached by position id, never by id(event): after a branch the
    freed events' ids are reused, and the log showed lines of the discarded future."""
    table, rng = SanMarcoTable(players=4, seats=SEATS, seed=3), random.Random(5)

    def assert_log_right():
        entries = table.timeline.recent_events(table.log_panel.MAX)
        want = [f"{n}. {e.describe(table.lang)} [{e.rule}]" for n, _k, e in entries]
        assert table.log_panel.list.lines == want
    for branch in range(6):
        for _ in range(25):
            if table.state.is_terminal():
                break
            human_turn(table, rng)
            assert_log_right()
        table.seek(rng.randrange(table.timeline.end // 2, table.timeline.end))
        assert_log_right()
        table.lang = i18n.LANGS[(branch + 1) % len(i18n.LANGS)]
        assert_log_right()
    assert len(table.log_panel._lines) <= table.log_panel.CACHE and table.guard.errors == []


def test_the_front_end_reads_san_marco_actions_and_pending_by_name_only():
    """No `.args`, no indexing an action or the pending decision anywhere in widgets/."""
    root = Path(pieces.__file__).parent
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            assert not (isinstance(node, ast.Attribute) and node.attr == "args"), path.name
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
                assert node.value.attr != "pending", path.name


def test_a_record_for_another_number_of_players_is_refused_with_the_reason():
    final = sanmarco.new_game(players=3, seed=2)
    table = SanMarcoTable(players=4, seats=SEATS, seed=1)
    before = table.state.to_record()
    table.bar.record.value = json.dumps(final.to_record())
    click(table.bar.load_record)
    assert "3 players" in table.guard.status.value and table.state.to_record() == before
