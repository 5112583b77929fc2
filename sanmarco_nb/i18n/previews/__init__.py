"""Each game's phrases for the Consequences of `State.preview` (`previews.<game>.Phrases`, a
subclass of `i18n.preview.Phrases`), found by the game's name through the registry."""
