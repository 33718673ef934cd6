"""What a seat's clients are sent of a change (`SeatView`, one `views` message for all the seats a client holds): its
whole view the first time, afterwards what changed in it (`what_changed`: the zones, pieces and stand-ins that
changed, the fields of the ruleset's table and the piles that changed, the other parts when they did), which its
client lays onto the view it holds (`changed_view`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .protocol import encode, encode_object, encode_shared
from .sights import Sight


KEYED = ("pieces", "backs", "zones")  # the parts sent by key: what changed in them, None for a key gone
# the parts sent by the fields that changed, under "fields", while they keep the same fields (a value may be None there:
# the ruleset's table is a dataclass's fields); whole otherwise
FIELDED = ("table", "unseen")


def what_changed(before: dict[str, Any], after: dict[str, Any],
                 said: dict[tuple[int, int], tuple[Any, Any, Any]] | None = None,
                 seen: Sight | None = None) -> dict[str, Any]:
    """What a seat's view `after` changes in the view `before` it was sent: for the parts kept by key, the keys
    whose value changed (None for one gone); for the ruleset's table and the cards behind each pile's backs, the
    fields that changed (`fields`); every other part that changed, whole. A piece the seat may no longer name is not
    named as gone: it is gone from the zones, and with them from the view. `said`: the fields found changed between
    two tables, kept for the other seats of the same change (most seats' tables are the same two). `seen`: the sight
    `after` was made of; when `before` was made of the sight that one was made from, only the zones looked at again
    in between are compared, with their pieces and stand-ins."""
    change: dict[str, Any] = {}
    since = seen.since if seen is not None else None
    touched = since[3] if since is not None and before.get("pieces") is since[0] and \
        before.get("backs") is since[1] and before.get("zones") is since[2] else None
    lying: list[str] | None = None  # the pieces and stand-ins of the zones looked at again, before and now
    for part, value in after.items():
        old = before.get(part)
        if old is value:
            continue
        if part in KEYED:
            assert isinstance(old, dict) and isinstance(value, dict)  # made by `seat_state`: tables
            if touched is not None:  # the names and backs of the zones looked at again (no other may have changed)
                if part == "zones":
                    keys: Any = touched
                else:
                    if lying is None:
                        was, now = before["zones"], after["zones"]
                        # each once (most lay there before and lie there still), in the order first met
                        lying = list(dict.fromkeys([key for zone in touched for pieces in (was.get(zone, ()), now[zone])
                                                    for key in pieces]))
                    keys = lying
                keyed: dict[str, Any] = {}
                for key in keys:
                    item = value.get(key)
                    if item is None:
                        if key in old and part != "pieces":
                            keyed[key] = None
                    elif old.get(key) != item:
                        keyed[key] = item
            elif old == value:  # compared whole, at C's speed
                continue
            else:  # a zone no change touched is the same list as before
                keyed = {key: item for key, item in value.items() if (was_ := old.get(key)) is not item and was_ != item}
                if part != "pieces":
                    keyed.update((key, None) for key in old.keys() - value.keys())
            if keyed:
                change[part] = keyed
        elif old == value and part in before:  # most parts stay as they were: compared whole, at C's speed
            continue
        elif part in FIELDED and isinstance(old, dict) and isinstance(value, dict) and old.keys() == value.keys():
            known = said.get((id(old), id(value))) if said is not None else None
            if known is None:
                known = (old, value, {key: item for key, item in value.items() if old[key] != item})
                if said is not None:
                    said[id(old), id(value)] = known
            change.setdefault("fields", {})[part] = known[2]
        else:
            change[part] = value
    return change


def changed_view(before: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    """The view `change` makes of the view `before` (see `what_changed`); `before` is left as it is."""
    after = dict(before)
    for part, value in change.items():
        if part == "fields":
            if not isinstance(value, dict):
                raise ValueError("the changed fields are no table")
            for fielded, fields in value.items():
                if fielded not in FIELDED or not isinstance(fields, dict) or not isinstance(before.get(fielded), dict):
                    raise ValueError(f"{fielded!r} is not changed by its fields")
                if not fields.keys() <= before[fielded].keys():
                    raise ValueError(f"the change of {fielded!r} names fields it has not")
                after[fielded] = {**before[fielded], **fields}
        elif part in KEYED:
            if not isinstance(value, dict):
                raise ValueError(f"the change of {part!r} is no table")
            merged = dict(before.get(part) or {})
            for key, item in value.items():
                if item is None:
                    merged.pop(key, None)
                else:
                    merged[key] = item
            after[part] = merged
        else:
            after[part] = value
    if "zones" in change:
        lying = {piece for pieces in after["zones"].values() for piece in pieces}
        after["pieces"] = {piece: card for piece, card in after["pieces"].items() if piece in lying}
    return after


@dataclass(eq=False)
class SeatView:
    """One seat's view of a change: its state as the seat sees it, and its part's other fields (the seat, the events
    it may read). A client is sent the whole state, or what changed since the state it was sent last (every client
    of a seat usually holds the same one: each text is made once). `said`: what the seats' parts of one change have
    in common (an event, the question, the ruleset's table's changed fields), written once for them all."""

    state: dict[str, Any]
    fields: dict[str, Any]
    texts: dict[int, str] = field(default_factory=dict)   # id of the state a client holds (0: none) -> the text
    said: Said = field(default_factory=lambda: Said())
    seen: Sight | None = None                              # the sight the state was made of

    def text(self, base: dict[str, Any] | None) -> str:
        """This seat's part of a `views` message, as JSON: an object of its own."""
        key = 0 if base is None else id(base)
        text = self.texts.get(key)
        if text is None:
            written = self.said.written
            items = [(name, _listed(value, written)) if name in ("events", "log") else (name, encode(value))
                     for name, value in self.fields.items()]
            if base is None:
                items.append(("state", encode(self.state)))
            else:
                change = what_changed(base, self.state, self.said.changed, self.seen)
                items.append(("delta", encode_object(
                    (name, encode_object((fielded, _piles(fields, self.seen, self.said.piles) if fielded == "unseen"
                                          else encode_shared(fields, written)) for fielded, fields in value.items())
                     if name == "fields" else _alike(value, self.said) if name in KEYED else encode_shared(value, written))
                    for name, value in change.items())))
            text = self.texts[key] = encode_object(items)
        return text


def _piles(piles: dict[str, dict[str, list[str]]], seen: Sight | None,
           kept: dict[tuple[int | None, str, str], tuple[list[str], str]]) -> str:
    """The cards hidden behind each back of the piles whose hidden cards changed (a seat's `unseen`), as JSON: a back's
    cards as written for this seat at an earlier change, when they are the same, are taken as they were written (a
    card leaving or joining a hand changes one back of its pile; the others are sent again as they were)."""
    seat = seen.seat if seen is not None else None
    written = []
    for pile, backs in piles.items():
        items = []
        for back, cards in backs.items():
            known = kept.get((seat, pile, back))
            # a sight's lists of cards are never changed once made (a later sight copies the one it changes)
            if known is None or known[0] is not cards and known[0] != cards:
                known = kept[seat, pile, back] = (cards, encode(cards))
            items.append((back, known[1]))
        written.append((pile, encode_object(items)))
    return encode_object(written)


def _alike(value: dict[str, Any], said: Said) -> str:
    """What changed in a part kept by key (made for each seat afresh), as JSON: written once for the seats whose
    change of it is the same (most see the same zones change alike), found by comparing, at C's speed."""
    for was, text in said.alike:
        if was == value:
            return text
    text = encode(value)
    said.alike.append((value, text))
    return text


def _listed(events: list[Any], written: dict[Any, tuple[Any, str]]) -> str:
    """A list of events as JSON, each written once for every seat that reads it alike, and the whole list once for
    every seat that reads the same events alike."""
    key = tuple(map(id, events))
    known = written.get(key)
    if known is None:
        known = written[key] = (events, "[" + ",".join(encode_shared(event, written) for event in events) + "]")
    return known[1]


@dataclass
class Said:
    """What the seats' parts of one change write alike, found once: the changed fields of two tables, and the JSON of
    a table or list (by id, the value kept with it); and what a table's seats' parts wrote at earlier changes that a
    later one may write again (`piles`: the table's own, kept by it between changes)."""

    changed: dict[tuple[int, int], tuple[Any, Any, Any]] = field(default_factory=dict)
    written: dict[Any, tuple[Any, str]] = field(default_factory=dict)  # by id, or a list of events by its items' ids
    # (seat, pile, back) -> the cards hidden behind that back in that pile as last written for that seat, and the JSON
    piles: dict[tuple[int | None, str, str], tuple[list[str], str]] = field(default_factory=dict)
    alike: list[tuple[dict[str, Any], str]] = field(default_factory=list)  # the changes of parts kept by key written


def views_text(head: dict[str, Any], parts: list[str]) -> str:
    """One `views` message: what every seat's view of a change shares (`head`), and each held seat's part (its JSON
    text, made once for every client holding that seat)."""
    return f'{encode({"t": "views", **head})[:-1]},"views":[{",".join(parts)}]}}'
