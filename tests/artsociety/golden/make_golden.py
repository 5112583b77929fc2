"""Write the Art Society golden playthroughs: full seeded games, one line per step.

    python tests/artsociety/golden/make_golden.py

Each line holds the state before the step (phase, who moves, round, museum, scores, the walls'
bitboards), the number of legal actions and the action chosen; `test_as_golden.py` replays the
files line by line. Regenerate only after a deliberate change of the rules or the data, and read
the diff: it shows what the change did to real games.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))          # the repository root, for a plain checkout

from sanmarco_nb import CHANCE, play_chance  # noqa: E402
from sanmarco_nb import artsociety as AS  # noqa: E402

GAMES = [
    ("2p_seed1", 2, 1, {}),
    ("3p_seed2", 3, 2, {}),
    ("4p_seed3", 4, 3, {}),
    ("4p_seed4_variants", 4, 4, {"decor_supply": {1: 48, 2: 36, 3: 24}, "tie_break": "recursive",
                                 "museum_swap": "same_genre", "next_auctioneer": "lowest_bidder",
                                 "decor_award": "split", "eyeline": False}),
    # a game in which AS-R4's choice arises: a painting that fits nowhere waits while the
    # assistant's tile hangs first
    ("3p_seed11_assistant_first", 3, 11, {}),
]


def summary(s) -> str:
    """The state in one line: enough to notice any change in the rules' effects."""
    museum = " ".join(f"{g}{n}" for g, n in s.museum.items())
    walls = ",".join(f"{b:x}" for b in s.wall_bits)
    return (f"{s.phase} to={s.to_move} round={s.round} museum={museum} "
            f"scores={','.join(map(str, s.scores))} excess={','.join(map(str, s.excess))} "
            f"walls={walls}")


def playthrough(players: int, seed: int, variant: dict):
    """Yield (summary, legal action count, action) for each step of a seeded random game."""
    s = AS.new_game(players, seed, AS.State.Variant(**variant))
    rng = random.Random(seed)
    while not s.is_terminal():
        line = summary(s)
        acts = s.legal_actions()
        if s.to_move == CHANCE:
            play_chance(s)
        else:
            s.apply(acts[rng.randrange(len(acts))])
        yield line, len(acts), str(s.history[-1])
    yield summary(s), 0, ""


def header(players, seed, variant) -> str:
    return "# " + json.dumps({"players": players, "seed": seed, "variant": variant})


def main() -> None:
    for name, players, seed, variant in GAMES:
        lines = [header(players, seed, variant)]
        for text, n, action in playthrough(players, seed, variant):
            lines.append(f"{text} | {n} | {action}")
        (HERE / f"{name}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{name}: {len(lines) - 1} steps")


if __name__ == "__main__":
    main()
