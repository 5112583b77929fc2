"""Fingerprints of the games the engines play, to check that a speed change plays the same
games for the same seeds: run it in two checkouts (or builds) and compare the lines.

    python benchmarks/same_games.py                      # this checkout, pure
    PYTHONPATH=build/fast python -P benchmarks/same_games.py   # the compiled build

Each line is one fingerprint: `simulate` results (the digest of benchmarks/compare.py) for four
configurations (San Marco with 4 and 3 players, San Marco with four rules switches turned,
Art Society), and for each game every `legal_actions()` tuple, in order, along seeded random
games (the order decides which action a seeded random bot picks).
"""
from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare import digest  # noqa: E402


def simulate_digests(games: int) -> list[str]:
    from sanmarco_nb.analysis import simulate
    from sanmarco_nb.sanmarco import Variant
    turned = Variant(action_cards_optional=True, bridge_card_may_move_own_bridge=True,
                     banish_targets="single_opponent", role_assignment="start_player_chooses")
    configs = [("sanmarco", 4, None), ("sanmarco", 3, None), ("sanmarco", 4, turned),
               ("artsociety", 4, None)]
    return [digest(simulate(name, ["random"] * players, games, seed=7, progress=False,
                            **({"variant": variant} if variant else {})))
            for name, players, variant in configs]


def legal_order_digest(name: str, games: int) -> str:
    from sanmarco_nb.core import CHANCE, play_chance
    from sanmarco_nb.games import load_game
    game, h = load_game(name), hashlib.sha256()
    for seed in range(games):
        s = game.new_game(players=4 if seed % 2 else 3, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            h.update("|".join(map(str, legal)).encode())
            if s.to_move == CHANCE:
                play_chance(s)
            else:
                s.apply(legal[rng.randrange(len(legal))])
        h.update(repr(s.scores).encode())
    return h.hexdigest()[:12]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per simulate configuration")
    ap.add_argument("--legal-games", type=int, default=40, help="games per legal-order hash")
    args = ap.parse_args(argv)
    import sanmarco_nb
    print("build", sanmarco_nb.BUILD)
    for label, d in zip(("simulate sanmarco 4p", "simulate sanmarco 3p",
                         "simulate sanmarco 4p switches turned", "simulate artsociety 4p"),
                        simulate_digests(args.games)):
        print(f"{label:<40}{d}")
    for name in ("sanmarco", "artsociety"):
        print(f"{'legal_actions order ' + name:<40}{legal_order_digest(name, args.legal_games)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
