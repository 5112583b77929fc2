"""The random bot: a uniformly random legal action. The yardstick every other bot must beat."""
from __future__ import annotations

__all__ = ["RandomBot"]


class RandomBot:
    """Picks uniformly among the legal actions with the seat's generator; never looks further."""
    name = "random"

    def choose(self, view):
        return self.pick(view.legal_actions, view.rng)

    @staticmethod
    def pick(actions, rng):
        """The pick itself, from the legal actions and the seat's generator alone."""
        return actions[rng.randrange(len(actions))]

    def __repr__(self) -> str:
        return "RandomBot()"
