"""Pig's static picture (`sanmarco_nb.svg.{game}` for a registered game): a bar per player
from 0 to the target, and the turn total of the player whose turn it is."""
from __future__ import annotations

from sanmarco_nb.i18n import label, player_name
from sanmarco_nb.svg.palette import player_colour

PICTURE = "board"
_W, _ROW = 300, 24


def picture(state, lang: str = "en") -> str:
    target = state.variant.target
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_W + 90}" '
           f'height="{_ROW * (state.players + 1) + 8}" font-family="sans-serif" font-size="12">']
    for p, score in enumerate(state.scores):
        y, w = 4 + _ROW * p, _W * min(score, target) // target
        out += [f'<text x="0" y="{y + 15}">{player_name(p, lang)}</text>',
                f'<rect x="70" y="{y}" width="{_W}" height="18" fill="none" stroke="#888"/>',
                f'<rect x="70" y="{y}" width="{w}" height="18" fill="{player_colour(p)}"/>',
                f'<text x="{_W + 76}" y="{y + 15}">{score}</text>']
    out.append(f'<text x="70" y="{4 + _ROW * state.players + 15}">'
               f'{label("pig", "turn_total", lang)}: {state.turn_total} / {target}</text></svg>')
    return "".join(out)
