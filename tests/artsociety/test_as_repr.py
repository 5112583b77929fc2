"""A state shows itself as the walls and the museum in a notebook, even where widgets do not run."""
from sanmarco_nb import artsociety
from sanmarco_nb.svg.artsociety import walls_svg


def test_repr_svg_is_the_walls_picture():
    s = artsociety.new_game(players=3, seed=5)
    svg = s._repr_svg_()
    assert svg.startswith("<svg") and svg == walls_svg(s)
