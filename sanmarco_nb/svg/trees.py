"""A small game tree drawn as static SVG (`TreeDrawing`, `_repr_svg_`), readable on GitHub.

Decision nodes are circles in their player's colour with the player's initial; chance nodes are
white circles marked "C"; leaves show their payoffs. Nodes of one information set are joined by
a dashed line (the player cannot tell them apart). `highlight` (decision node index -> action
index, numbered as `GameTree.nodes()`) draws the chosen actions thick: an equilibrium's moves.
Only for small trees (a few dozen leaves): the layout gives every leaf its own column.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from . import StaticPicture
from .palette import player_colour

__all__ = ["TreeDrawing", "tree_svg"]

LEAF_GAP, LEVEL = 78, 78
TOP, SIDE, R = 34, 40, 12


def _kids(node) -> list:
    return list(getattr(node, "children", ()))


def _layout(tree) -> tuple[dict, dict]:
    """x and depth of every node (by id): leaves in columns, parents over their children."""
    x, depth = {}, {}
    column = [0]

    def place(node, d):
        depth[id(node)] = d
        kids = _kids(node)
        if not kids:
            x[id(node)] = column[0] * LEAF_GAP
            column[0] += 1
        else:
            for c in kids:
                place(c, d + 1)
            x[id(node)] = (x[id(kids[0])] + x[id(kids[-1])]) / 2
    place(tree.root, 0)
    return x, depth


def _fmt(v) -> str:
    return str(v) if getattr(v, "denominator", 1) != 1 else str(int(v))


@dataclass(frozen=True)
class TreeDrawing(StaticPicture):
    """`tree` (an `analysis.game_trees.GameTree`) drawn as SVG; `highlight` see module doc."""
    tree: object
    highlight: dict = field(default_factory=dict)
    title: str = ""

    def __repr__(self) -> str:
        return f"<game tree: {self.title or self.tree.title}>"

    def _repr_svg_(self) -> str:
        return tree_svg(self.tree, self.highlight, self.title or self.tree.title)


def tree_svg(tree, highlight: dict | None = None, title: str = "") -> str:
    """The SVG text of `tree` (see the module docstring)."""
    highlight = highlight or {}
    nodes = tree.nodes()
    index = {id(n): i for i, n in enumerate(nodes)}
    x, depth = _layout(tree)
    levels = max(depth.values()) + 1
    width = int(max(x.values()) + 2 * SIDE + 40)
    height = TOP + 20 + LEVEL * (levels - 1) + 50

    def pos(n) -> tuple[float, float]:
        return SIDE + 20 + x[id(n)], TOP + 20 + LEVEL * depth[id(n)]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           'font-family="sans-serif" font-size="11">',
           f'<text x="{width / 2:.0f}" y="16" text-anchor="middle" font-weight="bold">'
           f'{escape(title)}</text>']
    out += _edges(nodes, index, pos, highlight)
    out += _infosets(tree, pos)
    out += _nodes(tree, nodes, pos)
    out.append("</svg>")
    return "".join(out)


def _edges(nodes, index, pos, highlight) -> list[str]:
    out = []
    for n in nodes:
        kids = _kids(n)
        probs = getattr(n, "probs", None)
        for a, c in enumerate(kids):
            (x0, y0), (x1, y1) = pos(n), pos(c)
            chosen = highlight.get(index[id(n)]) == a
            label = n.actions[a] + (f" ({_fmt(probs[a])})" if probs else "")
            bold = ' font-weight="bold"' if chosen else ""
            out.append(f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" '
                       f'stroke="{"#000" if chosen else "#999"}" '
                       f'stroke-width="{4 if chosen else 1.2}"/>'
                       f'<text x="{(x0 + x1) / 2 + (4 if x1 >= x0 else -4):.1f}" '
                       f'y="{(y0 + y1) / 2 + 3:.1f}" text-anchor='
                       f'"{"start" if x1 >= x0 else "end"}" font-size="10"'
                       f'{bold}>{escape(label)}</text>')
    return out


def _infosets(tree, pos) -> list[str]:
    out = []
    for (player, name), members in tree.infosets().items():
        if len(members) < 2:
            continue
        xs = sorted(pos(m) for m in members)
        (x0, y), (x1, _) = xs[0], xs[-1]
        out.append(f'<line x1="{x0:.1f}" y1="{y:.1f}" x2="{x1:.1f}" y2="{y:.1f}" '
                   f'stroke="{player_colour(player)}" stroke-width="2" stroke-dasharray="5 4">'
                   f'<title>information set of {escape(tree.players[player])}: '
                   f'{escape(name)}</title></line>')
    return out


def _nodes(tree, nodes, pos) -> list[str]:
    out = []
    for n in nodes:
        cx, cy = pos(n)
        if not _kids(n):
            text = ", ".join(_fmt(v) for v in n.payoffs)
            out.append(f'<rect x="{cx - 4:.1f}" y="{cy - 4:.1f}" width="8" height="8" '
                       f'fill="#333"/><text x="{cx:.1f}" y="{cy + 18:.1f}" '
                       f'text-anchor="middle">({escape(text)})</text>')
        elif hasattr(n, "player"):
            who = tree.players[n.player]
            mark = who if len(who) <= 2 else who[:1].upper()
            out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{R}" '
                       f'fill="{player_colour(n.player)}"><title>{escape(who)}: '
                       f'{escape(n.infoset)}</title></circle><text x="{cx:.1f}" '
                       f'y="{cy + 4:.1f}" text-anchor="middle" fill="#fff" '
                       f'font-weight="bold">{escape(mark)}</text>')
        else:
            out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{R}" fill="#fff" '
                       f'stroke="#333"/><text x="{cx:.1f}" y="{cy + 4:.1f}" '
                       f'text-anchor="middle">C</text>')
    legend = [f'<circle cx="{14 + 110 * p}" cy="{TOP - 4}" r="5" fill="{player_colour(p)}"/>'
              f'<text x="{22 + 110 * p}" y="{TOP}">{escape(name)}</text>'
              for p, name in enumerate(tree.players)]
    return out + legend
