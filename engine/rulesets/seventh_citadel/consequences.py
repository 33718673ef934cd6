"""Consequences of actions and events (rulebook, "Consequences of actions and events"): the effect
vocabulary applied op by op, and what happens to a numbered card once it is taken and revealed.

Unless a consequence names others ("each involved character", "one random involved character"),
it applies to the active player alone."""
from __future__ import annotations

from engine.core.decisions import Decision, Option
from engine.core.effects import run
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push
from engine.rulesets.sevenths import board, numbered, placement
from engine.rulesets.sevenths.cards import consequences_in, is_exploration, number_of

from . import compound
from .actions import BACK, action_def, on_same_terrain
from .table import DRAWN, GLOBAL, QUEST_ITEMS, REVEALED, blocked, discard, hand, purse


LEAFLET_PATH = "@leaflet"  # a path into the Citadel leaflet's pages (a building's Preparation effects), no card's


def ops_at(g: Game, piece: str | None, path: list):
    """The consequence list at a path inside a card's data (actions[i].success, actions[i].rows[r].failure...),
    or inside the leaflet's pages for a path starting with LEAFLET_PATH."""
    if path and path[0] == LEAFLET_PATH:
        return consequences_in(g.table.leaflet.pages, list(path[1:]), dict)
    return consequences_in(g.card(piece).data, path, lambda: action_def(g, piece, BACK))


# -- a hidden number ----------------------------------------------------------------------------------
def spot(g: Game, f: Frame, answer: Option | None):
    """A hidden number spotted: the card of that number must show the spotted card's number on its back;
    the spotted card is discarded and the new one takes its place."""
    d = f.data
    if answer is None:
        return Ask(Decision(f"seat:{d['seat']}", "hidden_number", f"Which number did you spot on {g.card(d['piece']).title}?",
                            [Option("cancel", "Never mind")], number=(1, 999)))
    if "number" not in answer.data:  # never mind
        return END
    space = g.zones.zone_of(d["piece"])
    discard_card(g, d["piece"], d["seat"])
    frame = take_frame({"seat": d["seat"], "active": d["seat"], "involved": [d["seat"]]}, answer.data["number"],
                       source=number_of(g.card(d["piece"])))
    frame.data["space"] = space
    return Push(frame)


def wrong_number(g: Game, f: Frame, answer: Option) -> str | None:
    """Why the hidden number answered is refused (checked before anything moves), or None."""
    if "number" not in answer.data:
        return None
    shown = number_of(g.card(f.data["piece"]))
    if shown is None:
        return "this card has no number to show on a back"
    return numbered.not_summoned(g, answer.data["number"], shown)


SPOT = Procedure("spot", [spot], checks={spot: wrong_number})


CURSOR = "op"  # a consequence frame's cursor: the index of the op being done (`effects.run`)


def consequence_frame(d: dict, piece: str, path: list) -> Frame:
    return Frame("consequence", "", {"card": piece, "path": list(path), CURSOR: 0, "seat": d["active"],
                                     "active": d["active"], "involved": list(d["involved"])})


def apply(g: Game, f: Frame, answer: Option | None):
    """Apply the ops of a consequence list in order (the core's one runner); an op needing a choice or a
    procedure pauses here, and spaces opened meanwhile get their card after each op."""
    d = f.data
    if CURSOR not in d:
        # saved before the one runner: its cursor "i" had moved past the op being done, the one asking too
        d[CURSOR] = d.pop("i") - (1 if answer is not None else 0)
    ops = ops_at(g, d["card"], d["path"])
    return run(g, f, g.ruleset.vocabulary, ops, answer, cursor=CURSOR, between=placement.settle) or END


CONSEQUENCE = Procedure("consequence", [apply])


def each_step(g: Game, f: Frame, answer: Option | None):
    """The same consequences for each of these characters in turn: one consequence frame each."""
    d = f.data
    if not d["seats"]:
        return END
    return Push(Frame("consequence", "", dict(d["inner"], seat=d["seats"].pop(0))), again=True)


EACH = Procedure("each", [each_step])


# -- where a card goes when it leaves ---------------------------------------------------------------
def owner(g: Game, piece: str) -> int | None:
    """The seat whose zone holds a card (hand, deck, discard pile, purse, blocked cards), if any."""
    kind, _, seat = g.zones.zone_of(piece).partition(":")
    return int(seat) if kind in ("hand", "deck", "discard", "purse", "blocked", "character") else None


def discard_card(g: Game, piece: str, seat: int) -> None:
    """Discard: an action card to its owner's discard pile, any other card to the past (its die to the box)."""
    compound.release(g, piece)
    if g.card(piece).type == "skill":
        holder = owner(g, piece)
        g.move(piece, discard(seat if holder is None else holder))
        return
    space = g.zones.zone_of(piece)
    board.forget(g, piece)
    numbered.to_past(g, piece)
    if space.startswith("board:") and is_exploration(g.card(piece)):
        board.queue_open(g, space)


def return_card(g: Game, piece: str) -> None:
    """Return: back in its place in its original deck (its die to the box; a space it leaves opens)."""
    compound.release(g, piece)
    space = g.zones.zone_of(piece)
    board.forget(g, piece)
    numbered.return_card(g, piece)
    if space.startswith("board:") and is_exploration(g.card(piece)):
        board.queue_open(g, space)


def block_card(g: Game, piece: str, seat: int) -> None:
    """Block: under its owner's character card, where it is seen by all and does nothing."""
    holder = owner(g, piece)
    if g.zones.zone_of(piece) == DRAWN:
        holder = seat
    g.move(piece, blocked(seat if holder is None else holder))


# -- taking a numbered card -------------------------------------------------------------------------
def pictographs(g: Game) -> list[str]:
    """The pictographs a card's version may match: the scenario's, and those on cards the players hold."""
    found = [g.table.pictograph] if g.table.pictograph else []
    zones = [QUEST_ITEMS] + [z(p.seat) for p in g.table.players for z in (purse, hand)]
    return found + [g.card(c).get("pictograph") for z in zones for c in g.zones.cards(z) if g.card(c).get("pictograph")]


def take_frame(d: dict, number: int, if_available: bool = False, source: int | None = None) -> Frame:
    """Taking card `number` (`source`: taken without a numbox, it must show that number on its back)."""
    return Frame("reveal", "", {"number": number, "if_available": if_available, "piece": None, "seat": d["seat"],
                                "active": d["active"], "involved": list(d["involved"]), "space": None,
                                "source": source})


def find_step(g: Game, f: Frame, answer: Option | None):
    """Find the card (green first, the scenario's version first) and reveal it."""
    d = f.data
    return None if numbered.reveal(g, d, d["if_available"], pictographs(g)) else END


def resolve_step(g: Game, f: Frame, answer: Option | None):
    """What the revealed card does, by its type."""
    d = f.data
    piece = d["piece"]
    kind = g.card(piece).type
    if kind in ("terrain", "permanent_event"):
        return placement.onto_board(g, piece, d["space"], d["active"])
    if kind == "temporary_event":
        return _temporary_event(g, f)
    if kind == "purse":
        return _purse(g, f, answer)
    if kind == "quest_item":
        g.move(piece, QUEST_ITEMS)
    elif kind == "global_event":
        g.move(piece, GLOBAL)
    else:
        discard_card(g, piece, d["seat"])
    return None


def _temporary_event(g: Game, f: Frame):
    d = f.data
    piece = d["piece"]
    if not d.get("resolved"):
        d["resolved"] = True
        if g.card(piece).get("on_reveal"):
            frame = consequence_frame(d, piece, ["on_reveal"])
            frame.data["seat"] = d["seat"]
            return Push(frame, again=True)
    for index, spec in enumerate(g.card(piece).get("actions", ()) or ()):
        if spec.get("mandatory"):
            # everyone on the revealer's terrain takes it next; the card waits until it is over
            everyone = on_same_terrain(g, d["seat"]) or [d["seat"]]
            g.table.mandatory.append({"piece": piece, "index": index, "involved": everyone})
            return None
    if g.zones.zone_of(piece) == REVEALED or g.zones.zone_of(piece).startswith("board:"):
        discard_card(g, piece, d["seat"])
    return None


def _purse(g: Game, f: Frame, answer: Option | None):
    """One involved character may keep it in front of them, or it goes to the past if it allows."""
    d = f.data
    piece = d["piece"]
    space = g.zones.zone_of(piece)
    if answer is not None:
        if "seat" in answer.data:
            g.move(piece, purse(answer.data["seat"]))
        else:  # left, to the past
            numbered.to_past(g, piece)
        if space.startswith("board:"):
            board.queue_open(g, space)
        return None
    card = g.card(piece)
    options = [Option(f"keep:{s}", f"{g.table.player(s).name} keeps {card.title}", {"seat": s, "piece": piece})
               for s in d["involved"] if g.table.player(s).life > 0]
    if not card.get("no_discard") or not options:
        options.append(Option("past", f"Leave {card.title} (to the past)"))
    return Ask(Decision(f"seat:{d['seat']}", "purse", f"{card.title}: who keeps it?", options, context={"piece": piece}))


def settle_step(g: Game, f: Frame, answer: Option | None):
    return placement.settle(g)


REVEAL = Procedure("reveal", [find_step, resolve_step, settle_step])
