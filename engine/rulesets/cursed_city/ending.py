"""How a journey ends at once, whatever was running (every hero down, a crisis failed, no way out): the
journey's end takes over (`journeys_end`, run by name so that the rules which end a journey need not import it)."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game
from engine.core.procedure import Frame

from .frames import JourneysEnd


def finish(g: Game, why: str, failed: bool = False) -> None:
    """The journey ends now: on to the journey's end."""
    g.emit(ev.Message(f"The journey ends: {why}.", {"rule": "journey_ends", "why": why}))
    g.abandon(Frame("journeys_end", "", JourneysEnd(failed=failed)))
