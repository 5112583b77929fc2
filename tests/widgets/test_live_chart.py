"""The live chart of lesson 16 and the static charts of lessons 16-17: points added in place,
the same points as a static picture, log axes ticked at powers of ten, the simplex's corners."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from sanmarco_nb.svg.charts import LineChart, SimplexChart
from sanmarco_nb.widgets.live_chart import LiveLineChart

NS = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return [t.text for t in ET.fromstring(svg).iter(NS + "text")]


def test_points_are_added_in_place_and_shown_statically():
    chart = LiveLineChart(("CFR", "CFR+"), title="t", log=True, xlim=(1, 1000),
                          ylim=(1e-3, 10))
    lines = dict(chart._lines)
    chart.add("CFR", 1, 5.0)
    chart.add("CFR", 10, 0.5)
    assert chart._lines == lines                              # the same marks, new data
    assert list(chart._lines["CFR"].x) == [1, 10] and list(chart._lines["CFR+"].x) == []
    data = chart._repr_mimebundle_()
    assert {"image/svg+xml", "text/markdown", "text/plain"} <= data.keys()
    svg = ET.fromstring(data["image/svg+xml"])
    assert len(list(svg.iter(NS + "polyline"))) == 1          # only the line with points
    assert "live chart" in data["text/plain"]
    chart.close()


def test_log_axes_tick_at_powers_of_ten():
    chart = LineChart({"a": ([1, 10, 100], [1, 0.1, 0.01])}, log=True, xlim=(1, 1000),
                      ylim=(1e-3, 10))
    labels = texts(chart._repr_svg_())
    assert {"1", "10", "100", "1000", "0.001", "0.01", "0.1"} <= set(labels)
    points = next(ET.fromstring(chart._repr_svg_()).iter(NS + "polyline")).get("points")
    xs = [float(p.split(",")[0]) for p in points.split()]
    assert abs((xs[1] - xs[0]) - (xs[2] - xs[1])) < 0.2        # a power law is straight
    linear = texts(LineChart({"a": ([0, 1], [0, 1])})._repr_svg_())
    assert {"0", "0.5", "1"} <= set(linear)                    # unchanged for lesson 13


def test_simplex_corners_and_paths():
    chart = SimplexChart(("A", "B", "C"), {"path": [(1, 0, 0), (0.2, 0.3, 0.5)]},
                         points={"centre": (1 / 3, 1 / 3, 1 / 3)}, title="s <&>")
    root = ET.fromstring(chart._repr_svg_())
    assert {"A", "B", "C", "centre", "s <&>"} <= set(texts(chart._repr_svg_()))
    corners = next(root.iter(NS + "polygon")).get("points").split()
    start = next(root.iter(NS + "polyline")).get("points").split()[0]
    assert start == corners[0]                                 # all A: the A corner
    assert repr(chart) == "<simplex chart: s <&>>"
