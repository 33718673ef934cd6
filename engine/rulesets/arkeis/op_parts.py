"""What the verbs of the card language share: the shapes of an amount, a symbol and a zone in a pack, a count in
words, plain data out of pack tables, the frame that runs an effect list and a question put to the acting
Explorer."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from engine.core.decisions import Decision, Option
from engine.core.effects import icon, number
from engine.core.game import Game
from engine.core.procedure import Ask, Frame
from engine.core.words import counted as plural

from .frames import Effects

AMOUNT = {"type": "integer", "minimum": 1, "maximum": 9}
SYMBOL = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 32}
ZONE = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*:[1-4]$", "maxLength": 70,
        "x-messages": {"pattern": "{value} must name a zone as room:number, like hall:2"}}


def mappings(node) -> Iterator[Mapping[str, Any]]:
    """Every table written in a card's data, nested ones included (an inspection's success, a choice's effects)."""
    if isinstance(node, Mapping):
        yield node
        for value in node.values():
            yield from mappings(value)
    elif isinstance(node, Sequence) and not isinstance(node, str):
        for value in node:
            yield from mappings(value)


def door_said(v, door_id: str) -> str:
    """A door as players say it (`v` a vocabulary): by the zones it joins where its wording knows them, else by id."""
    said = v.named(door_id)
    return said if said != door_id else f"the door {door_id}"


def thaw(value):
    """Plain lists and dicts from pack data (frames hold plain data only)."""
    if hasattr(value, "items"):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(v) for v in value]
    return value


def effects_frame(seat: int, effects, foe: str = "", zone: str = "", while_foe: bool = False, card: str = "") -> Frame:
    """A frame that runs an effect list for an Explorer (in a fight, naming the Adversary fought and its zone; for a
    card's own effects, naming the card)."""
    return Frame("effects", "", Effects(seat, thaw(effects or ()), foe=foe, zone=zone, while_foe=while_foe, card=card))


def ask(f: Frame, kind: str, prompt: str, options: list[Option]) -> Ask:
    return Ask(Decision(f"seat:{f.data.seat}", kind, prompt, options))


def zone_refs(field: str, value: str, index) -> list[tuple[str, str]]:
    """A zone named by an effect ("hall:2") must be a zone of a room or floor of the pack."""
    if index is None:
        return []
    room, n = value.split(":")
    if room not in index["rooms"]:
        return [(field, f"names {room!r}, which is not a room or floor of the pack")]
    if int(n) > index["rooms"][room]:
        return [(field, f"{room!r} has {plural(index['rooms'][room], 'zone')}, not {n}")]
    return []


# what an op does is kept out of the code that builds it at import: a mutation run (python3 dev.py mutate) then finds
# each part's mutants with the tests that call it
@dataclass(frozen=True)
class Simple:
    """An op that does `do(game, seat, n)` with its amount and asks nothing: `said(n)` on the viewer, `mark_icon` and
    the amount on a face."""

    name: str
    do: Callable[[Game, int, int], None]
    said: Callable[[int], str]
    mark_icon: str

    def apply(self, g: Game, f: Frame, op):
        self.do(g, f.data.seat, op[self.name])

    def words(self, op, v) -> str:
        return self.said(op[self.name])

    def marks(self, op, v):
        return [icon(self.mark_icon), number(op[self.name])]


@dataclass(frozen=True)
class AdversaryNamed:
    """What an op's `field` names (an adversary, alone or under `adversary`), for the pack check."""

    field: str

    def references(self, op, index) -> list[tuple[str, str]]:
        value = op[self.field]
        name = value.get("adversary") if isinstance(value, Mapping) else value
        # an op may name a kind of Adversary in place of a name (harm)
        if index is not None and name is not None and name not in index["adversaries"]:
            return [(f"{self.field}.adversary" if isinstance(value, Mapping) else self.field,
                     f"names {name!r}, which is not an adversary of the pack")]
        return []
