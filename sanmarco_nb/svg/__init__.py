"""Static SVG views of game states (pure string building, for GitHub/nbviewer and `_repr_svg_`)."""
