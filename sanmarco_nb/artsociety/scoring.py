"""End-of-game scoring (AS-E2 to AS-E7) as pure functions of the walls, the museum and the excess.

`breakdown` returns each player's points by source, so that a chart can show them; it works on
any position, so a front end can show it mid-game as a live estimate.
"""
from __future__ import annotations

MULTIPLIERS = (5, 4, 3, 2)   # AS-E2: the leading genre first
UNMOVED = 2                  # AS-E2: a genre that never reached the museum
EYE_LINE_POINTS = 3          # AS-E4
FULL_WALL_BONUS = 5          # AS-E5
EMPTY_CORNER = -2            # AS-E6
EXCESS_PAINTING = -2         # AS-E6


def multipliers(track, genres) -> dict:
    """AS-E2: genre -> multiplier from the museum track (positions in `genres` order).

    Moved genres never share a space (AS-R5), so the ranking has no ties; genres still on 0
    never reached the museum and score x2."""
    moved = sorted((pos, g) for g, pos in zip(genres, track) if pos > 0)
    moved.reverse()
    mult = {g: UNMOVED for g in genres}
    for (_, g), m in zip(moved, MULTIPLIERS):
        mult[g] = m
    return mult


def leading_genre(track, genres):
    """The genre furthest along the museum track, or None if none has moved (AS-E4)."""
    best = max(track)
    return genres[track.index(best)] if best > 0 else None


def _masks(tiles, geometry):
    return [geometry.rect(t.w, t.h, t.row, t.col) for t in tiles]


def faux_pas(tiles, geometry, masks=None) -> set:
    """AS-P3: the indices of the paintings in `tiles` that share an edge with one of their genre.

    A tile's edge neighbours never include its own cells, so it is enough to meet the union of
    its genre's cells."""
    masks = masks or _masks(tiles, geometry)
    cells = {}
    for t, m in zip(tiles, masks):
        if not t.shields:                             # a painting
            cells[t.genre] = cells.get(t.genre, 0) | m
    return {i for i, (t, m) in enumerate(zip(tiles, masks))
            if not t.shields and geometry.neighbours(m) & cells[t.genre]}


def player_breakdown(tiles, bits, excess, mult, lead, geometry, eyeline=True,
                     masks=None) -> dict:
    """One player's points: per genre (AS-E2), decor (AS-E3), eye line (AS-E4), full wall
    (AS-E5), empty corners and excess paintings (AS-E6), and the total."""
    masks = masks or _masks(tiles, geometry)
    spoiled = faux_pas(tiles, geometry, masks)
    genre_points = {g: 0 for g in mult}
    decor = eye = 0
    band = geometry.eye_line if eyeline else 0
    for i, (t, m) in enumerate(zip(tiles, masks)):
        if t.shields:                                 # a decor tile
            decor += t.shields
            continue
        if i not in spoiled:
            genre_points[t.genre] += mult[t.genre]
        if t.genre == lead and m & band:
            eye += EYE_LINE_POINTS
    parts = {
        "genres": genre_points,
        "decor": decor,
        "eye_line": eye,
        "full_wall": FULL_WALL_BONUS if geometry.full(bits) else 0,
        "corners": EMPTY_CORNER * sum(1 for c in geometry.corners if not bits & c),
        "excess": EXCESS_PAINTING * excess,
    }
    parts["total"] = sum(genre_points.values()) + sum(
        v for k, v in parts.items() if k != "genres")
    return parts


def added(tiles, tile, bits, mult, lead, geometry, eyeline=True) -> int:
    """What hanging `tile` on the wall `tiles` (cells `bits`, without the tile's) changes in
    the total of `player_breakdown` (AS-E2..E6): its own points unless it makes a faux pas,
    minus those of the paintings of its genre it spoils, its eye line, a full wall, the
    corners it covers. (A search values a wall one tile on from a wall it has scored.)"""
    mask = geometry.rect(tile.w, tile.h, tile.row, tile.col)
    change = EMPTY_CORNER * -sum(1 for c in geometry.corners if mask & c)
    if geometry.full(bits | mask):                 # it fills the wall: it was not full before
        change += FULL_WALL_BONUS
    if tile.shields:
        return change + tile.shields
    ring, points = geometry.neighbours(mask), mult[tile.genre]
    same = [m for t, m in zip(tiles, _masks(tiles, geometry))
            if not t.shields and t.genre == tile.genre]
    cells = 0
    for m in same:
        cells |= m
    if not ring & cells:
        change += points
    for m in same:                                 # a neighbour of its genre unspoiled till now
        if m & ring and not geometry.neighbours(m) & cells:
            change -= points
    if tile.genre == lead and eyeline and mask & geometry.eye_line:
        change += EYE_LINE_POINTS
    return change


def breakdown(walls, wall_bits, excess, track, genres, geometry, eyeline=True,
              masks=None) -> list[dict]:
    """Every player's points by source (AS-E2 to AS-E6); `masks`, each tile's cells, if known."""
    mult = multipliers(track, genres)
    lead = leading_genre(track, genres)
    return [player_breakdown(walls[p], wall_bits[p], excess[p], mult, lead, geometry, eyeline,
                             masks[p] if masks else None)
            for p in range(len(walls))]


def winners(totals, hand_totals) -> list[int]:
    """AS-E7: most points; tied, the higher total of bid cards in hand; still tied, shared."""
    best = max(zip(totals, hand_totals))
    return [p for p, key in enumerate(zip(totals, hand_totals)) if key == best]
