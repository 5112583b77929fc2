"""Helpers for driving the widgets from Python in tests and lessons (no browser needed)."""
from __future__ import annotations

__all__ = ["click_element", "click"]


def click_element(mark, index: int, **data) -> None:
    """Simulate a click on element `index` of a bqplot mark, as the browser would send it.

    bqplot has no public API for this; the message format is that of its front end
    (`{"event": "element_click", "data": {"index": …}}`), so this one helper is the only place
    that knows the private method.
    """
    mark._handle_custom_msgs(None, {"event": "element_click", "data": {"index": index, **data}})


def click(button) -> None:
    """Click an ipywidgets Button, refusing (like a browser) when it is disabled."""
    if button.disabled:
        raise AssertionError(f"button {button.description!r} is disabled")
    button.click()
