"""Driving the widgets from Python as a browser would, for the tests and benchmarks (no browser
needed). bqplot has no public way to simulate a click on a mark; `click_element` sends the
message its front end sends, so this file is the only place that knows the private method."""
from __future__ import annotations

__all__ = ["click", "click_element", "district_click_data", "click_district", "click_cell",
           "walk", "find"]


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
