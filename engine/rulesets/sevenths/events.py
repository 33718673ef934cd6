"""The events of the 7th games that their tables react to."""
from __future__ import annotations

from typing import ClassVar

from engine.core.events import Ruled, reads


class ActionResult(Ruled):
    """An action's Result step: success or failure, the successes counted and what was needed."""

    __slots__ = ()
    rule: ClassVar[str] = "result"
    ruleset: ClassVar = ("seventh-continent", "seventh-citadel")
    success = reads("success", False)
    successes = reads("successes")
    difficulty = reads("difficulty")  # The 7th Continent's word
    need = reads("need")              # The 7th Citadel's
    cancelled = reads("cancelled", 0)  # successes a creature's traits took away (The 7th Citadel: Tough, Evasive)
    by = reads("by", ())               # ...and which traits took them
