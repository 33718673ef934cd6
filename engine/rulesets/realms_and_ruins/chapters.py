"""An Event, read from the Event book as the rulebook tells it: the seat that bought from the Offer whose
revealed card shows the Event symbol is the Decision Maker and that Offer's Realm the Event Realm; the top
Event card is turned face up and sends the reader to a chapter; each entry is read to everyone when it is
reached (never before), its effects are done by its participants, its first branch that holds jumps at once,
its choice is made (by the Decision Maker, or by each participant for themselves), and the book goes on at
the chapter chosen or at the entry's `goto`; with nowhere to go the Event ends, its card is discarded and the
Event markers go back to their supply. Flags an entry gave stay for the rest of the game.

The Decision Maker chooses who among the other rivals is the storyteller, who reads the book's entries aloud
(at one screen everyone reads them; each is said to be read by the storyteller); with one rival, that rival reads.
Our readings where the rulebook is silent: the Decision Maker's final authority is the order of the book; a choice nobody can take (its condition fails or
its cost cannot be paid) is refused, and with no choice left the entry's `goto` is taken; when the Event
deck is empty its discarded cards are shuffled to form it again (none at all: no Event occurs)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from engine.core import events as ev
from engine.core.choices import pick
from engine.core.consistency import Range
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import AGAIN, END, Ask, Frame, Goto, Procedure, Push

from . import conditions, costs
from .branches import thawed
from .events import Chapter
from .frames import Play
from .table import EVENT_MARKERS, EVENT_OPEN, EVENTS, EVENTS_DONE, event_marks

EFFECTS = "realm_effect"  # the procedure that plays a list of verbs for one seat (turn.EFFECT)
READ_AT_MOST = 200         # entries read in one Event: a guard, the pack check refuses rings without a choice


@dataclass
class EventReading:
    """An Event read from the book: its Decision Maker, Realm and card, and where the reading is."""

    seat: int  # the Decision Maker
    realm: str  # the Event Realm
    card: str = ""
    reader: Annotated[int, Range(-1)] = -1  # the storyteller the Decision Maker chose (-1: a save from before the choice was asked)
    chapter: int | None = None
    read: int = 0  # entries read so far (a guard against rings)
    takers: list[int] = field(default_factory=list)  # the entry's participants
    queue: list[int] = field(default_factory=list)  # participants still to do its effects or choose
    next: int | None = None  # the chapter read next (None: the Event ends)


def book(game: Game) -> dict[int, object]:
    """The Event book's entries by chapter number (from the pack alone: kept in the game's memo)."""
    found = game.memo.get("book")
    if found is None:
        found = game.memo["book"] = {c.get("number"): c for c in game.cards.values() if c.type == "chapter"}
    return found


def clockwise(game: Game, seat: int) -> list[int]:
    seats = game.table.seats
    return [(seat + n) % seats for n in range(seats)]


def where(game: Game, f: Frame) -> list[str] | None:
    """The Realms an entry's verbs may act on, or None for any."""
    place = entry(game, f).get("where")
    if place is None:
        return None
    if place == "event_realm":
        return [f.data.realm]
    if place == "marked":
        return [r for r in game.table.realms if game.zones.size(event_marks(r))] or None
    return [place]


def entry(game: Game, f: Frame):
    return book(game)[f.data.chapter]


def effects_by(game: Game, f: Frame, seat: int, effects) -> Push:
    """Push the verbs `seat` does now, acting where the entry says."""
    return Push(Frame(EFFECTS, "", Play(seat, ops=thawed(effects), where=where(game, f))), again=True)


# -- the steps --------------------------------------------------------------------------------------------
def draw_event(g: Game, f: Frame, answer):
    if not g.zones.size(EVENTS):
        done = list(g.zones.cards(EVENTS_DONE))
        if not done:
            g.emit(ev.Message("no Event card is left: no Event occurs", {"rule": "no_event"}))
            return END
        g.rng.shuffle(done)
        for piece in done:
            g.move(piece, EVENTS, face_up=False)
    piece = g.zones.top(EVENTS)
    g.move(piece, EVENT_OPEN)
    g.emit(ev.Revealed(piece, EVENT_OPEN))
    player = g.table.players[f.data.seat]
    g.emit(ev.Message(f"An Event in the {g.cards[f.data.realm].title}: {player.name} is the Decision Maker",
                      {"rule": "event", "seat": f.data.seat, "realm": f.data.realm, "card": piece}))
    f.data.card, f.data.chapter, f.data.read = piece, g.card(piece).get("chapter"), 0


def choose_storyteller(g: Game, f: Frame, answer):
    """The Decision Maker chooses who reads the Event book aloud: one of the other rivals."""
    dm = f.data.seat
    options = [Option(f"storyteller:{s}", f"{g.table.players[s].name} reads it", {"seat": s})
               for s in clockwise(g, dm)[1:]]
    chosen = pick(answer, f"seat:{dm}", "storyteller", "Who reads the Event aloud?", options)
    if isinstance(chosen, Ask):
        return chosen
    f.data.reader = chosen.data["seat"]
    g.emit(ev.Message(f"{g.table.players[f.data.reader].name} reads the Event aloud",
                      {"rule": "storyteller", "seat": f.data.reader}))
    return None


def read_entry(g: Game, f: Frame, answer):
    """The entry is read aloud; its participants are settled (the Decision Maker may have to pick one)."""
    page = entry(g, f)
    dm = f.data.seat
    who = page.get("participants", "decision_maker")
    if answer is None:
        f.data.read += 1
        if f.data.read > READ_AT_MOST:
            return Goto("end_event")
        g.emit(Chapter(page.get("number"), page.title, page.get("text", ""), f.data.reader))
        if who == "chosen":
            options = [Option(f"participant:{s}", g.table.players[s].name, {"seat": s})
                       for s in clockwise(g, dm)[1:]]
            return Ask(Decision(f"seat:{dm}", "participant", "Which rival takes part?", options,
                                context=read_out(page)))
        takers = {"decision_maker": [dm], "everyone": clockwise(g, dm), "others": clockwise(g, dm)[1:]}[who]
    else:
        takers = [answer.data["seat"]]
    f.data.takers, f.data.queue, f.data.next = takers, list(takers), None


def entry_effects(g: Game, f: Frame, answer):
    """Each participant in turn does the entry's effects."""
    effects = entry(g, f).get("effects")
    if effects and f.data.queue:
        return effects_by(g, f, f.data.queue.pop(0), effects)
    f.data.queue = list(f.data.takers) if entry(g, f).get("by") == "each" else [f.data.seat]
    return None


def branch(g: Game, f: Frame, answer):
    """The first branch whose condition holds for the Decision Maker jumps at once."""
    for b in entry(g, f).get("branches") or ():
        if conditions.failing(g, f.data.seat, b.get("if"), f.data.realm) is None:
            f.data.next = b.get("goto")
            return Goto("turn_page")
    return None


def choices(g: Game, f: Frame, seat: int) -> tuple[list[Option], list[Option]]:
    """(open, refused) choices of the entry for the seat choosing."""
    legal, refused = [], []
    for n, choice in enumerate(entry(g, f).get("choices") or ()):
        why = (conditions.failing(g, seat, choice.get("if"), f.data.realm)
               or costs.refusal(g, seat, choice.get("effects") or ()))
        option = Option(f"choice:{n}", choice.get("label"), {"choice": n, "goto": choice.get("goto")}, why)
        (refused if why else legal).append(option)
    return legal, refused


def choose(g: Game, f: Frame, answer):
    """'Choice:' asked of the Decision Maker, or of each participant in turn; its effects are the chooser's."""
    page = entry(g, f)
    if answer is not None:
        seat = f.data.queue.pop(0)
        chosen = page.get("choices")[answer.data["choice"]]
        if page.get("by") != "each":
            f.data.next = chosen.get("goto", page.get("goto"))
            f.data.queue = []
        if chosen.get("effects"):
            return effects_by(g, f, seat, chosen.get("effects"))
        return AGAIN
    if not page.get("choices") or not f.data.queue:
        if f.data.next is None:
            f.data.next = page.get("goto")
        return None
    seat = f.data.queue[0]
    legal, refused = choices(g, f, seat)
    if not legal:
        f.data.queue.pop(0)
        g.emit(ev.Message(f"{g.table.players[seat].name} can take no choice", {"rule": "no_choice", "seat": seat}))
        return AGAIN
    return Ask(Decision(f"seat:{seat}", "chapter_choice", f"{page.title}: choose", legal, refused=refused,
                        context=read_out(page)))


def read_out(page) -> dict:
    """What a question asked in an entry is about: the entry's number and the text read aloud, so that the seat
    choosing reads what the storyteller read before it answers."""
    return {"chapter": page.get("number"), "text": page.get("text", "")}


def turn_page(g: Game, f: Frame, answer):
    if f.data.next is None:
        return None
    f.data.chapter = f.data.next
    return Goto("read_entry")


def end_event(g: Game, f: Frame, answer):
    g.move(f.data.card, EVENTS_DONE)
    for realm_id in g.table.realms:
        while g.zones.size(event_marks(realm_id)):
            g.move(g.zones.top(event_marks(realm_id)), EVENT_MARKERS)
    g.emit(ev.Message("the Event is over", {"rule": "event_over"}))


EVENT = Procedure("event", [draw_event, choose_storyteller, read_entry, entry_effects, branch, choose, turn_page, end_event],
                  frame=EventReading)
PROCEDURES = {EVENT.name: EVENT}
