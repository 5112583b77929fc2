"""A state shows itself as the board picture in a notebook, even where widgets do not run."""
from sanmarco_nb import sanmarco
from sanmarco_nb.svg.sanmarco import board_svg


def test_repr_svg_is_the_board_picture():
    s = sanmarco.new_game(players=4, seed=3)
    svg = s._repr_svg_()
    assert svg.startswith("<svg") and svg == board_svg(s)
