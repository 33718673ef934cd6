"""Effects that change an action's cost or successes, and where players may take them from.

Rulebook, steps 2a and 3: cards in involved players' hands, items used in step 1 (only effects whose
action icon matches), permanent events attached to the active terrain, and quest items.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.game import Game
from engine.rulesets.sevenths import board

from . import items
from .frames import ActionLocals
from .table import MODE, SATCHEL, hand


@dataclass(frozen=True, slots=True)
class Effect:
    key: str          # "<piece>:<index>", stable within the action
    piece: str
    index: int
    step: str         # "cost" or "result"
    cards: int        # fewer cards to draw
    successes: int
    per_lucky7: int
    then: bool        # applying it has a consequence of its own (e.g. discard this)

    @property
    def penalty(self) -> bool:
        """A harmful effect (a state's: more cards to draw, fewer successes) is not optional."""
        return self.cards < 0 or self.successes < 0 or self.per_lucky7 < 0


def _matches(effect, icon: str) -> bool:
    icons = effect.get("icon")
    return not icons or icon in icons


def _from_card(g: Game, piece: str, icon: str, step: str) -> list[Effect]:
    found = []
    for i, e in enumerate(items.shown(g, piece).get("effects", ())):
        if e.get("step") == step and _matches(e, icon):
            found.append(Effect(f"{piece}:{i}", piece, i, step, int(e.get("cards", 0)),
                                int(e.get("successes", 0)), int(e.get("per_lucky7", 0)), bool(e.get("then"))))
    return found


def sources(g: Game, action: ActionLocals) -> list[str]:
    """Every card whose effects the involved players may apply to this action."""
    pieces: list[str] = []
    for seat in action.involved:
        pieces.extend(g.zones.cards(hand(seat)))
    for zone in action.used:
        pieces.extend(g.zones.cards(zone))
    terrain_slot = g.table.player(action.active).at
    pieces.extend(board.attached_events(g, terrain_slot))
    pieces.extend(g.zones.cards(SATCHEL))
    pieces.extend(g.zones.cards(MODE))
    return pieces


def available(g: Game, action: ActionLocals, step: str) -> list[Effect]:
    """Effects not yet applied during this action, for the given step."""
    icon = action.icon
    applied = set(action.applied)
    found = []
    for piece in sources(g, action):
        for effect in _from_card(g, piece, icon, step):
            if effect.key not in applied:
                found.append(effect)
    return found


def item_helps(g: Game, zone: str, icon: str) -> bool:
    """An item is worth using when one of its cards has an effect or a banner for this action."""
    for piece in g.zones.cards(zone):
        card = items.face(g, piece)
        if card.get("banner"):
            return True
        if any(_matches(e, icon) for e in card.get("effects", ())):
            return True
    return False
