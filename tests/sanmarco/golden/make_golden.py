"""Write the golden San Marco playthroughs: full seeded games, one line per step.

    python tests/sanmarco/golden/make_golden.py

Run it only after a deliberate rules change, and read the diff: every line is
`step | phase to_move | passage/round scores doge limits counts | legal count | action`.
The test test_sm_golden.py replays each file line by line and compares.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from sanmarco_nb import CHANCE, sanmarco  # noqa: E402
from sanmarco_nb.core import chance_random, choice  # noqa: E402

GAMES = {  # file name -> (players, seed, variant switches)
    "sm_4p_seed1.txt": (4, 1, {}),
    "sm_3p_seed2.txt": (3, 2, {}),
    "sm_4p_seed3_variants.txt": (4, 3, {
        "role_assignment": "start_player_chooses", "action_cards_optional": True,
        "banish_targets": "single_opponent", "doge_bridgeless_cost": None,
        "fewest_limit_scope": "all_players", "fewest_limit_reward": "remove_one",
        "fewest_limit_tie": "all_tied",
        "tie_break": "aristocrats_on_board", "setup_reroll_four_same": False,
        "bridge_card_may_move_own_bridge": True}),
    # the switches of rules round 3 (SM-R1 rotate, SM-R6 all_choose_first, SM-A9 toll 2)
    "sm_4p_seed5_round3.txt": (4, 5, {
        "role_assignment": "rotate", "offer_timing": "all_choose_first", "bridge_toll": 2}),
}


def summary(s) -> str:
    who = "chance" if s.to_move == CHANCE else ("-" if s.to_move is None else f"P{s.to_move + 1}")
    counts = "/".join("".join(str(min(n, 9)) for n in row) for row in s.counts)
    doge = "-" if s.doge is None else str(s.doge + 1)
    return (f"{s.phase} {who} | {s.passage}/{s.round} sc={','.join(map(str, s.scores))} "
            f"doge={doge} lim={','.join(map(str, s.limit_totals))} d={counts}")


def playthrough(players, seed, switches):
    """The lines of one game: chance from the game's stream, decisions by a seeded random
    player (so the file pins down the rules, not a strategy)."""
    s = sanmarco.new_game(players=players, seed=seed, variant=sanmarco.Variant(**switches))
    rng = random.Random(seed)
    lines = [json.dumps({"players": players, "seed": seed, "variant": switches})]
    step = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        if s.to_move == CHANCE:
            a = choice(s.chance_outcomes(), chance_random(s.seed, s.chance_count))
        else:
            a = acts[rng.randrange(len(acts))]
        lines.append(f"{step:04d} | {summary(s)} | {len(acts)} | {a}")
        s.apply(a)
        step += 1
    lines.append(f"end | {summary(s)} | winners={','.join(f'P{p + 1}' for p in s.winners())}")
    return lines


def main():
    for name, (players, seed, switches) in GAMES.items():
        (HERE / name).write_text("\n".join(playthrough(players, seed, switches)) + "\n")
        print("wrote", name)


if __name__ == "__main__":
    main()
