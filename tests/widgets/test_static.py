"""A table read without a live widget (GitHub, nbviewer, an untrusted notebook in JupyterLab):
a sentence and a picture of the position, never the ipywidgets repr."""
from __future__ import annotations

import base64
import re

from sanmarco_nb import artsociety, sanmarco
from sanmarco_nb.svg import Picture, markdown_image
from sanmarco_nb.svg.artsociety import walls_svg
from sanmarco_nb.svg.charts import BarChart
from sanmarco_nb.svg.sanmarco import board_svg
from sanmarco_nb.widgets import ArtSocietyTable, SanMarcoTable

WIDGET = "application/vnd.jupyter.widget-view+json"


def image_of(markdown: str) -> str:
    """The SVG inside a Markdown image with a data URI."""
    m = re.fullmatch(r"!\[([^\]]*)\]\(data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)\)", markdown)
    assert m, markdown[:120]
    return base64.b64decode(m.group(2)).decode("utf-8")


def test_san_marco_table_is_a_sentence_and_its_board():
    table = SanMarcoTable(players=4, seats=["human", "greedy", "greedy", "greedy"], seed=7)
    data = table._repr_mimebundle_()
    assert WIDGET in data, "a live front end still draws the widget"
    text = data["text/plain"]
    assert "SanMarcoTable(" not in text and "children=" not in text
    assert text.startswith("San Marco for 4 players (P1 human, 3 bots), at ")
    assert data["image/svg+xml"] == board_svg(table.state)
    sentence, image = data["text/markdown"].split("\n\n")
    assert sentence == text and image_of(image) == data["image/svg+xml"]
    table.close()


def test_art_society_table_shows_its_walls_in_the_table_language():
    table = ArtSocietyTable(players=3, seats=["greedy"] * 3, seed=1, lang="de")
    data = table._repr_mimebundle_()
    assert data["text/plain"].startswith("Galerie der Künste für 3 Spieler (kein Mensch, 3 Bots), bei: ")
    assert data["image/svg+xml"] == walls_svg(table.state, lang="de")
    table.close()


def test_a_finished_game_says_so_and_shows_its_final_board():
    from sanmarco_nb.bots import make_bot, play
    game = sanmarco.new_game(players=3, seed=2)
    start = board_svg(game)
    play(game, [make_bot("random")] * 3)
    table = SanMarcoTable(players=3, seats=["greedy"] * 3, state=game)
    data = table._repr_mimebundle_()
    assert ", at game over." in data["text/plain"]
    assert data["image/svg+xml"] == board_svg(game) != start
    table.close()


def test_engine_pictures_go_out_as_markdown_too():
    """JupyterLab shows image/svg+xml only when trusted; the Markdown image shows untrusted."""
    game = artsociety.new_game(3, 1)
    assert image_of(game._repr_markdown_()) == game._repr_svg_()
    chart = BarChart(labels=("a", "b"), series={"x": [1, 2]}, title="two bars")
    assert chart._repr_markdown_().startswith("![bar chart: two bars](")
    assert image_of(chart._repr_markdown_()) == chart._repr_svg_()
    pic = Picture("<svg/>", "the board at the end")
    assert repr(pic) == "<the board at the end>" and image_of(pic._repr_markdown_()) == "<svg/>"


def test_alt_text_cannot_break_out_of_the_image():
    md = markdown_image("<svg/>", "<a ] (b) [c]\nd>")
    assert md.startswith("![a (b) c d](data:") and image_of(md) == "<svg/>"


def test_a_piece_used_alone_is_a_sentence_and_the_board():
    from sanmarco_nb.widgets.sanmarco_pieces import DiceRoller
    piece = DiceRoller(sanmarco.new_game(players=4, seed=7))
    data = piece._repr_mimebundle_()
    assert data["text/plain"].startswith("San Marco, the set-up dice used alone, at ")
    assert data["image/svg+xml"] == board_svg(piece.state)
    piece.close()


def test_a_picture_box_reads_as_its_picture():
    import ipywidgets as W
    from sanmarco_nb.widgets.static import PictureBox
    box = PictureBox([W.HTML("live")], Picture("<svg/>", "P1's wall"))
    data = box._repr_mimebundle_()
    assert data["text/plain"] == "P1's wall; run the cell to use it."
    assert data["image/svg+xml"] == "<svg/>"
    assert image_of(data["text/markdown"].split("\n\n")[1]) == "<svg/>"
    box.close()
