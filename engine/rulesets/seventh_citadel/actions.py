"""Which actions a character may take now, and why one may not (rulebook, "Turn sequence" and "Forbidden
actions"): those shown on the terrain their figure stands on and the permanent events attached to it,
on their character card, their skill cards in hand, their purse cards and the quest items."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from engine.core.game import Game
from engine.rulesets.sevenths import board

from . import conditions
from .carried import max_weight, weight
from .life import lots
from .table import QUEST_ITEMS, character, deck, hand, purse


@dataclass(frozen=True, slots=True)
class ActionRef:
    piece: str
    index: int  # in the card's `actions`; MANDATORY: a terrain's mandatory action

    @property
    def key(self) -> str:
        return f"{self.piece}:{self.index}"


BACK = -1        # the pathfind action on an exploration card's foggy back
MANDATORY = -2


def named(g: Game, ref: ActionRef) -> dict:
    """How an action's option names its card: by the card, or (a card showing its back) by where it lies,
    since the seat choosing does not know which card that is."""
    if ref.index == BACK:
        return {"space": g.zones.zone_of(ref.piece), "index": BACK}
    return {"piece": ref.piece, "index": ref.index}


def ref_of(g: Game, data: Mapping) -> ActionRef:
    """The action an option's data names (`named`): a back is the face-down card lying in its space."""
    piece = data.get("piece")
    if piece is None:
        piece = next(p for p in g.zones.cards(data["space"]) if p in g.table.face_down)
    return ActionRef(piece, data["index"])


def action_def(g: Game, piece: str, index: int) -> Mapping:
    if index == BACK:
        return g.card(piece).get("back_action") or {"icon": "pathfind", "cost": g.table.pathfind, "difficulty": 0,
                                                    "groundshiver": g.table.pathfind_groundshiver,
                                                    "success": ({"flip": True},)}
    if index == MANDATORY:
        return g.card(piece).get("mandatory")
    return g.card(piece).get("actions")[index]


def cost_of(g: Game, spec: Mapping) -> int:
    """An action's default cost: the printed one, or a lower one while the groundshiver is high enough."""
    shiver = spec.get("groundshiver")
    if shiver and g.table.groundshiver >= int(shiver["level"]):
        return int(shiver["cost"])
    return int(spec["cost"])


def _refs(g: Game, pieces) -> list[ActionRef]:
    refs = []
    face_down, memo = g.table.face_down, g.memo
    for p in pieces:
        if p in face_down:
            refs.append(ActionRef(p, BACK))  # a card showing its back shows its back's action only
            continue
        printed = memo.get(("citadel_refs", p))  # a face's actions never change
        if printed is None:
            count = len(g.card(p).get("actions", ()) or ())
            printed = memo[("citadel_refs", p)] = [ActionRef(p, i) for i in range(count)]
        refs += printed
    return refs


def visible(g: Game, seat: int, here: "Situation | None" = None) -> list[ActionRef]:
    """The actions a conscious character sees; an unconscious one sees none (`here`: their situation, when
    the caller has it)."""
    at = g.table.player(seat).at
    if at is None:
        return []
    terrain = board.terrain_in(g, at) if here is None else here.terrain
    events = board.attached_events(g, at) if here is None else list(here.events)
    on_board = ([terrain] if terrain else []) + events + board.explorable(g, at)
    own = [*g.zones.cards(character(seat)), *g.zones.cards(hand(seat)), *g.zones.cards(purse(seat))]
    return _refs(g, on_board) + _refs(g, own) + _refs(g, g.zones.cards(QUEST_ITEMS))


def on_same_terrain(g: Game, seat: int) -> list[int]:
    at = g.table.player(seat).at
    return [p.seat for p in g.table.conscious() if p.at == at and at is not None]


def hand_size(g: Game, seat: int) -> int:
    return g.table.by_count(list(g.card(g.table.player(seat).character).get("hand_size")))


def spent(g: Game, seat: int, spec: Mapping) -> bool:
    """Whether a character cannot pay this action's cost at all: no card to draw, no Recovery possible."""
    return cost_of(g, spec) > 0 and not g.zones.size(deck(seat)) and not lots(g, seat)


@dataclass(frozen=True, slots=True)
class Situation:
    """What a character's situation says of the actions they may take, the same for each of them: the
    terrain they stand on and the actions its permanent events show performed, whether every conscious
    character stands with them, whether they have no card to draw and no Recovery, and their weight over the
    limit (or None)."""

    terrain: str | None
    events: tuple          # the permanent events attached to that terrain
    performed: frozenset
    beside: tuple          # the conscious characters on that terrain (them too)
    together: bool
    drained: bool
    overweight: str | None


def situation(g: Game, seat: int) -> Situation:
    at = g.table.player(seat).at
    heavy, limit = weight(g, seat), max_weight(g, seat)
    events = tuple(board.attached_events(g, at)) if at else ()
    beside = tuple(on_same_terrain(g, seat))
    return Situation(board.terrain_in(g, at) if at else None, events,
                     frozenset(g.card(e).get("caused_by") for e in events), beside,
                     len(beside) >= len(g.table.conscious()),
                     not g.zones.size(deck(seat)) and not lots(g, seat),
                     f"the carried weight {heavy} is over the {limit} allowed" if heavy > limit else None)


def why_not(g: Game, seat: int, ref: ActionRef, spec: Mapping | None = None,
            here: Situation | None = None) -> str | None:
    """The reason this character may not take this action now, or None (`spec`, `here`: the action's
    definition and the character's situation, when the caller has them)."""
    if spec is None:
        spec = action_def(g, ref.piece, ref.index)
    if g.state.stack and g.state.stack[-1].proc != "turn":
        return "another action is being performed"
    if here is None:
        here = situation(g, seat)
    icon = spec["icon"]
    if spec.get("mandatory") and g.card(ref.piece).type == "temporary_event":
        return "it is taken right after the card that shows it is revealed"
    if ref.piece == here.terrain and icon in here.performed:
        return "it has already been performed here (a permanent event shows it)"
    if spec.get("group") and not here.together:
        return "every conscious character must be involved, and not all are on this terrain"
    if spec.get("requires"):
        # "a prerequisite that players cannot meet": met by the active player and those who may get involved with them
        unmet = conditions.why_not(g, list(here.beside) or [seat], spec["requires"])
        if unmet is not None:
            return f"its prerequisite is not met: {unmet}"
    if here.drained and cost_of(g, spec) > 0:
        return "no card is left to draw, and no Recovery is possible"
    if icon == "move" and here.overweight and g.zones.zone_of(ref.piece) == character(seat):
        return here.overweight
    return None


def performed_here(g: Game, at: str | None) -> set:
    """The action icons shown in the placement arrows of the permanent events attached to a terrain: those
    actions have been performed there already."""
    return {g.card(e).get("caused_by") for e in board.attached_events(g, at)} if at else set()
