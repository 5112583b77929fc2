"""Driving the widgets from Python as a browser would, for the tests and benchmarks (no browser
needed). bqplot has no public way to simulate a click on a mark; `click_element` sends the
message its front end sends, so this file is the only place that knows the private method."""
from __future__ import annotations

import re
from collections import Counter

from sanmarco_nb.widgets.controls import widget_tree

__all__ = ["click", "click_element", "district_click_data", "click_district", "click_cell",
           "walk", "find", "shown_texts", "table_texts"]


def click(button) -> None:
    """Click an ipywidgets Button, refusing (like a browser) when it is disabled."""
    if button.disabled:
        raise AssertionError(f"button {button.description!r} is disabled")
    button.click()


def click_element(mark, index: int, **data) -> None:
    """A click on element `index` of a bqplot mark, as the browser reports it
    (`{"event": "element_click", "data": {"index": …, …}}`)."""
    mark._handle_custom_msgs(None, {"event": "element_click", "data": {"index": index, **data}})


def district_click_data(board, d: int) -> dict:
    """What the browser sends for a click on district `d` as the board is drawn now: a Lines
    curve's data carries its label, where the board writes the version it shows."""
    return {"name": board.districts[d].labels[0]}


def click_district(board, d: int, data: dict | None = None) -> None:
    """A click on district `d` of a San Marco board (with `data` captured earlier by
    `district_click_data`: a click made on an older drawing)."""
    click_element(board.districts[d], 0, **(data or district_click_data(board, d)))


def click_cell(wall, row: int, col: int) -> None:
    """A click on a cell of a gallery wall (the GridHeatMap reports its row and column)."""
    click_element(wall.cells, row * wall.geo.cols + col, rowNum=row, columnNum=col)


def walk(widget):
    """`widget` and every widget inside it (through `children`)."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def find(root, cls) -> list:
    return [w for w in walk(root) if isinstance(w, cls)]


TEXT_KEYS = ("description", "tooltip", "tooltips", "placeholder", "value", "_options_labels",
             "titles", "title", "label", "text", "marks")


def shown_texts(root) -> Counter:
    """Every text a widget tree shows (its widgets' descriptions, values, options, titles,
    tips, a figure's titles and labels, the landmarks' names), counted."""
    out = Counter()
    for w in widget_tree(root):
        for key in TEXT_KEYS:
            value = getattr(w, key, None) if key in w.keys or key == "_options_labels" else None
            if isinstance(value, str) and value:
                out[(type(w).__name__, key, value)] += 1
            elif isinstance(value, dict) or isinstance(value, (list, tuple)) and all(
                    isinstance(v, str) for v in value):
                out[(type(w).__name__, key, repr(value))] += 1
    return out


SECONDS = re.compile(r"\d+(?:[.,]\d+)? \w+\)")   # a search's time in a hint's heading


def table_texts(table) -> Counter:
    """`shown_texts` of a table but its live region (it tells what happened since it last
    spoke: after a language switch only whose turn it is) and the seconds a search took: what
    two tables that show the same thing have alike."""
    return Counter({(kind, key, SECONDS.sub("…)", value)): n
                    for (kind, key, value), n in shown_texts(table).items()
                    if kind != "Announcer"})
